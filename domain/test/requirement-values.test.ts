import { ValidationError } from 'yup';
import { requirementValueErrors, type FieldErrors, type RequirementReference } from '../src';
import { announcementSchema } from '../../mf-announcements/src/form/schema';

/**
 * Issue 10, acceptance 4 (domain and form): requirement values outside the reference lists are
 * errors naming the field, from the domain function and from the announcement form's Yup schema
 * given the lists the form loads (the API side: api/test/announcement-requirements.test.ts).
 */
const REF: RequirementReference = {
  areas: ['digitalizzazione', 'export'],
  legalForms: ['OV32', '8GU1', 'P418'],
  businessRegisters: ['registro-imprese'],
  interprofessionalFunds: ['fondimpresa'],
  atecoExists: (c) => ['J', '62', '62.01', '62.10'].includes(c),
};
const BAD = {
  name: 'Bando',
  announcements_company_dimensions: ['small', 'giant'],
  announcements_areas_of_intervention: ['export', 'viaggi-su-marte'],
  legal_form: ['OV32', 'ZZZZ'],
  business_register: ['registro-imprese'],
  interprofessional_fund: ['fondo-fantasma'],
  announcements_ateco_codes: [{ value: '62.01' }, { value: '99.99.99' }, { value: '' }],
  year_of_establishment_min: 1899,
  year_of_establishment_max: 2031,
  evaluation_procedure: 'A estrazione',
};
const EXPECTED: FieldErrors = {
  announcements_company_dimensions: ["Valore non presente nell'elenco: giant"],
  announcements_areas_of_intervention: ["Valore non presente nell'elenco: viaggi-su-marte"],
  legal_form: ["Valore non presente nell'elenco: ZZZZ"],
  interprofessional_fund: ["Valore non presente nell'elenco: fondo-fantasma"],
  'announcements_ateco_codes.1.value': ['Codice ATECO non valido'],
  year_of_establishment_min: ['Inserisci un anno dal 1900 al 2030'],
  year_of_establishment_max: ['Inserisci un anno dal 1900 al 2030'],
  evaluation_procedure: ['Valore non valido'],
};

describe('requirementValueErrors', () => {
  it('names every field whose value is not in its list (years against the given date)', () => {
    expect(requirementValueErrors(BAD, REF, new Date('2030-06-01'))).toEqual(EXPECTED);
  });

  it('accepts values of the lists, the current year and 1900, and checks no list it is not given', () => {
    const good = { ...BAD, ...Object.fromEntries(Object.keys(EXPECTED).map((k) => [k.split('.')[0], undefined])) };
    Object.assign(good, {
      announcements_company_dimensions: ['micro', 'large'],
      year_of_establishment_min: 1900,
      year_of_establishment_max: 2030,
      announcements_ateco_codes: [{ value: 'J' }, { value: '62.10' }],
    });
    expect(requirementValueErrors(good, REF, new Date('2030-06-01'))).toEqual({});
    expect(requirementValueErrors({ legal_form: ['ZZZZ'], announcements_ateco_codes: [{ value: '99.99.99' }] })).toEqual({});
  });

  it('the form schema, given the lists, answers the same errors (this year)', async () => {
    const year = new Date().getFullYear();
    const body = { ...BAD, year_of_establishment_max: year + 1 };
    const expected = { ...EXPECTED };
    expected.year_of_establishment_min = [`Inserisci un anno dal 1900 al ${year}`];
    expected.year_of_establishment_max = [`Inserisci un anno dal 1900 al ${year}`];
    const out: FieldErrors = {};
    try {
      await announcementSchema('draft', REF).validate(body, { abortEarly: false });
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      for (const inner of e.inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    }
    expect(out).toEqual(expected);
  });
});
