import request from 'supertest';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { DEFAULT_STANDARD_DOCUMENTS, seedReference } from '../src/database/seed/reference';

let app: TestApp;
let b: Browser;
beforeAll(async () => {
  // isolated: this file deletes a seeded default document; on the shared PostgreSQL test database
  // another file's announcement may use it (a used document cannot be deleted: 422)
  app = await startTestApp({ isolated: true });
  b = await browserAs(app, 'esperto@demo.local');
});
afterAll(async () => {
  await app?.close();
});

const countDefaults = async (): Promise<number> =>
  Number(
    (
      await app.dataSource.query(`SELECT count(*)::int AS n FROM standard_documents WHERE name = ANY($1)`, [
        DEFAULT_STANDARD_DOCUMENTS.map(([name]) => name),
      ])
    )[0].n,
  );

describe('standard documents catalogue defaults (settings → documentazione-bandi)', () => {
  it('are there after a fresh start, active and described, in the announcement form catalogue', async () => {
    expect(DEFAULT_STANDARD_DOCUMENTS.length).toBeGreaterThanOrEqual(12);
    const res = await b.get('/api/standard-documents').expect(200);
    const byName = new Map(res.body.data.map((d: { name: string; description: string }) => [d.name, d.description]));
    for (const name of ['Visura camerale aggiornata', 'DURC in corso di validità', 'Dichiarazione sostitutiva de minimis'])
      expect(byName.get(name)).toEqual(expect.any(String));
    for (const [name, description] of DEFAULT_STANDARD_DOCUMENTS) expect(byName.get(name)).toBe(description);
    const settings = await b.get(`/api/settings/standard-documents?search=${encodeURIComponent('Visura camerale')}`).expect(200);
    expect(settings.body.data[0]).toMatchObject({ name: 'Visura camerale aggiornata', active: true });
  });

  it('re-seeding adds no duplicate and does not put back what settings removed', async () => {
    expect(await countDefaults()).toBe(DEFAULT_STANDARD_DOCUMENTS.length);
    const [{ id }] = await app.dataSource.query(`SELECT id FROM standard_documents WHERE name = 'Atto costitutivo e statuto'`);
    expect((await b.send('delete', `/api/settings/standard-documents/${id}`)).status).toBe(204);
    const before = (await app.dataSource.query(`SELECT count(*)::int AS n FROM standard_documents`))[0].n;
    const loaded = await seedReference(app.dataSource);
    expect(loaded).not.toContain('standard documents');
    expect((await app.dataSource.query(`SELECT count(*)::int AS n FROM standard_documents`))[0].n).toBe(before);
    expect(await countDefaults()).toBe(DEFAULT_STANDARD_DOCUMENTS.length - 1);
  });

  it('the public catalogue route still needs a login', async () => {
    expect((await request(app.server).get('/api/standard-documents')).status).toBe(401);
  });
});
