import { randomUUID } from 'node:crypto';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';
import { ANNOUNCEMENT_CASES, VALID, sorted } from '../../domain/test/announcement-cases';

/**
 * Issue 9, acceptance 3 (API side; the domain functions and the form's Yup schema go through the
 * same table in domain/test/announcement-parity.test.ts): each case of the table is POSTed, and
 * PUT onto a stored complete draft, with its status; a valid case is saved (201/200), an invalid
 * one answers 422 with exactly the table's field errors and Italian messages.
 */
let app: TestApp;
let expert: Browser;
const word = `Parita${randomUUID().replace(/-/g, '').slice(0, 8)}`;

/** The case body with a unique name (the PostgreSQL run shares one database) and its status. */
function bodyOf(body: Record<string, unknown>, mode: string) {
  const name = typeof body.name === 'string' && body.name.trim() ? `${body.name} ${word}` : body.name;
  return { ...body, name, status: mode };
}

beforeAll(async () => {
  app = await startTestApp();
  expert = await browserAs(app, (await createUser(app.dataSource, 'expert-announcement', [])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe.each(ANNOUNCEMENT_CASES)('$title ($mode)', ({ body, mode, errors }) => {
  const valid = Object.keys(errors).length === 0;

  it('POST /api/announcements', async () => {
    const res = await expert.send('post', '/api/announcements', bodyOf(body, mode));
    if (valid) {
      expect([res.status, res.body.status]).toEqual([201, mode]);
    } else {
      expect(res.status).toBe(422);
      expect(sorted(res.body.errors)).toEqual(sorted(errors));
    }
  });

  it('PUT /api/announcements/{id} onto a complete draft', async () => {
    const created = await expert.send('post', '/api/announcements', bodyOf(VALID, 'draft'));
    expect(created.status).toBe(201);
    // fields the case leaves out keep the stored values: send them empty so the merged record is the case
    const blanks = Object.fromEntries(Object.keys(VALID).map((k) => [k, Array.isArray(VALID[k]) ? [] : null]));
    const res = await expert.send('put', `/api/announcements/${created.body.id}`, {
      ...blanks,
      ...bodyOf(body, mode),
      version: created.body.version,
    });
    if (valid) {
      expect([res.status, res.body.status]).toEqual([200, mode]);
    } else {
      expect(res.status).toBe(422);
      expect(sorted(res.body.errors)).toEqual(sorted(errors));
    }
  });
});
