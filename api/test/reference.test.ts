import request from 'supertest';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { importIncentivi, readBundledIncentivi } from '../src/modules/announcements/import/incentivi';

let app: TestApp;
let b: Browser;
beforeAll(async () => {
  app = await startTestApp();
  b = await browserAs(app, 'gestore@demo.local');
});
afterAll(async () => {
  await app?.close();
});

describe('reference data (ISTAT, docs/domain.md#reference-data)', () => {
  it('has ATECO 2025 with 22 sections and 1,290 subcategories', async () => {
    const sections = await b.get('/api/reference/ateco?version=2025&level=1&take=100').expect(200);
    expect(sections.body.total).toBe(22);
    expect(sections.body.data[0]).toMatchObject({ code: 'A', description: 'AGRICOLTURA, SILVICOLTURA E PESCA' });
    const subcategories = await b.get('/api/reference/ateco?version=2025&level=6&take=1').expect(200);
    expect(subcategories.body.total).toBe(1290);
    const old = await b.get('/api/reference/ateco?version=2007&level=6&take=1').expect(200);
    expect(old.body.total).toBe(1241);
  });

  it('finds ATECO codes by code prefix and by Italian words', async () => {
    const prefix = await b.get('/api/reference/ateco?search=62.10&level=6').expect(200);
    expect(prefix.body.data.length).toBeGreaterThan(0);
    expect(prefix.body.data.every((c: { code: string }) => c.code.startsWith('62.10'))).toBe(true);
    // 'italian' text search: "derivato" matches "derivati" by stemming
    const words = await b.get(`/api/reference/ateco?search=${encodeURIComponent('derivato latte')}&level=6&take=50`).expect(200);
    expect(words.body.data.map((c: { code: string }) => c.code)).toContain('10.51.20');
    const one = await b.get('/api/reference/ateco/10.51.20').expect(200);
    expect(one.body.description).toBe('Produzione di derivati del latte');
    expect(one.body.ancestors.map((a: { code: string }) => a.code)).toEqual(['C', '10', '10.5', '10.51', '10.51.2']);
    await b.get('/api/reference/ateco/99.99.99').expect(404);
  });

  it('recodes an ATECO 2007 code to 2025 as ISTAT does', async () => {
    const res = await b.get('/api/reference/ateco-recoding/62.01.00').expect(200);
    expect(res.body.code_2025).toBeTruthy();
  });

  it('has 20 regions, 107 provinces and 7,896 comuni, searchable', async () => {
    expect((await b.get('/api/reference/regions').expect(200)).body).toHaveLength(20);
    expect((await b.get('/api/reference/provinces').expect(200)).body).toHaveLength(107);
    const lombardia = await b.get('/api/reference/provinces?region=03').expect(200);
    expect(lombardia.body.map((p: { acronym: string }) => p.acronym)).toContain('MI');
    const all = await b.get('/api/reference/comuni?take=1').expect(200);
    expect(all.body.total).toBe(7896);
    const milano = await b.get('/api/reference/comuni?search=Milano').expect(200);
    expect(milano.body.data[0]).toMatchObject({ name: 'Milano', province_acronym: 'MI', region_name: 'Lombardia', cadastral_code: 'F205' });
    expect(milano.body.data[0].caps.length).toBeGreaterThan(1);
    const inBg = await b.get('/api/reference/comuni?province=BG&search=Taleggio').expect(200);
    expect(inBg.body.data.map((c: { name: string }) => c.name)).toEqual(['Taleggio']);
  });

  it('serves the docs/domain.md#reference-data options and the dropdown lists, and refuses a bad query with 422', async () => {
    const opts = await b.get('/api/reference/options').expect(200);
    expect(opts.body.nations).toEqual(['Italia', 'Europa', 'Extra UE']);
    expect(opts.body.evaluation_procedures).toContain('A sportello (ordine cronologico)');
    expect(opts.body.establishment_years.at(-1)).toBe(1900);
    const funds = await b.get('/api/reference/dropdowns/interprofessional_funds').expect(200);
    expect(funds.body.map((f: { label: string }) => f.label)).toContain('Fondimpresa');
    await b.get('/api/reference/dropdowns/inesistente').expect(404);
    const bad = await b.get('/api/reference/ateco?version=1991').expect(422);
    expect(bad.body.errors.version[0]).toMatch(/Versione ATECO non valida/);
    const forms = await b.get('/api/reference/legal-forms').expect(200);
    expect(forms.body.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/responsabilità limitata/i)]),
    );
  });

  it('is only for logged-in users', async () => {
    await request(app.server).get('/api/reference/regions').expect(401);
  });
});

describe('incentivi.gov.it catalogue', () => {
  it('holds the 502 real calls after a fresh start, and a re-import changes nothing and says so', async () => {
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM announcements WHERE source = 'incentivi.gov.it'`);
    expect(count).toBe(502);
    const report = await importIncentivi(app.dataSource, readBundledIncentivi());
    expect(report).toEqual({ created: 0, updated: 0, unchanged: 502, rejected: [], unmatched: [] });
    const admin = await browserAs(app, 'admin@demo.local');
    const list = await admin.get('/api/announcements?take=1').expect(200);
    expect(list.body.total).toBeGreaterThanOrEqual(502);
  });

  it('reports a malformed row and writes nothing of it', async () => {
    const report = await importIncentivi(app.dataSource, [
      { ID_Incentivo: '', Titolo: 'Senza id' },
      { ID_Incentivo: '999999', Titolo: '' },
    ]);
    expect(report.rejected).toEqual([
      { id: '?', reason: 'ID_Incentivo mancante' },
      { id: '999999', reason: 'Titolo mancante' },
    ]);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM announcements WHERE source_id = '999999' OR name = 'Senza id'`,
    );
    expect(count).toBe(0);
  });
});
