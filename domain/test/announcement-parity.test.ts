import { ValidationError } from 'yup';
import { announcementErrors, announcementFormErrors, publishErrors, type FieldErrors } from '../src';
import { announcementSchema } from '../../mf-announcements/src/form/schema';
import { ANNOUNCEMENT_CASES, sorted } from './announcement-cases';

/**
 * Issue 9, acceptance 3 (domain and form side; the API side is api/test/announcement-parity.test.ts):
 * every case of the table gives the same field errors and Italian messages from the domain
 * functions and from the announcement form's Yup schema, as the form runs it before sending.
 */
async function formErrors(body: Record<string, unknown>, mode: 'draft' | 'published'): Promise<FieldErrors> {
  try {
    await announcementSchema(mode).validate(body, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: FieldErrors = {};
    for (const inner of e.inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

describe.each(ANNOUNCEMENT_CASES)('$title ($mode)', ({ body, mode, errors }) => {
  it('domain: announcementFormErrors and announcementErrors', () => {
    expect(sorted(announcementFormErrors(body, mode))).toEqual(sorted(errors));
    // the API's rule stage alone: the same, minus the pure format errors its DTO answers first
    const rules = announcementErrors(body, mode);
    for (const [k, v] of Object.entries(rules)) expect(errors[k]).toEqual(v);
  });

  it('form: the Yup schema of mf-announcements', async () => {
    // Formik shows the first message of a field; every case has one message per field
    expect(sorted(await formErrors(body, mode))).toEqual(sorted(errors));
  });
});

describe('publishErrors', () => {
  it('a draft is not checked for publication, a published announcement is', () => {
    const onlyName = { name: 'Bando' };
    expect(announcementErrors(onlyName, 'draft')).toEqual({});
    expect(announcementErrors(onlyName, 'template')).toEqual({});
    expect(Object.keys(publishErrors(onlyName))).toContain('link_regulatory');
  });
  it('an ATECO entry of blanks counts as missing (as on the server)', () => {
    expect(publishErrors({ announcements_ateco_codes: [{ value: '  ' }] }).announcements_ateco_codes).toEqual([
      'Aggiungi almeno un codice ATECO',
    ]);
  });
});
