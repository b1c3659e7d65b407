import path from 'node:path';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import {
  amount,
  importIncentivi,
  INCENTIVI_FILE,
  mapAteco,
  parseIncentivi,
  readBundledIncentivi,
} from '../src/modules/announcements/import/incentivi';

/** incentivi.gov.it import: the mapping on real rows, idempotency, CSV = JSON, upload endpoint. */
let app: TestApp;
let expert: Browser;
const byId = async (id: string) => {
  const [a] = await app.dataSource.query(`SELECT id FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = $1`, [id]);
  return (await expert.get(`/api/announcements/${a.id}`).expect(200)).body;
};

beforeAll(async () => {
  app = await startTestApp();
  expert = await browserAs(app, 'esperto@demo.local');
});
afterAll(async () => {
  await app?.close();
});

describe('mapping of the open data', () => {
  it('maps Nuova Sabatini (ID 52): national, all sectors, dimensions, amounts, expense items, custom fields, raw row', async () => {
    const a = await byId('52');
    expect(a).toMatchObject({
      name: 'Beni Strumentali - Nuova Sabatini',
      scope: 'global',
      status: 'published',
      type_non_repayable_fund: true,
      announcements_company_dimensions: expect.arrayContaining(['micro', 'small', 'medium']),
      announcements_ateco_codes: [],
      include_ateco_codes: true,
      announcements_locations: [{ nation: 'Italia', region: null, province: null, city: null }],
      eligible_expense_min: 20000,
      eligible_expense_max: 4000000,
      grant_max: null,
      announcements_expense_items: [{ description: 'Impianti/Macchinari/Attrezzature' }],
    });
    expect(a.announcements_company_dimensions).toHaveLength(3);
    expect(a.announcements_areas_of_intervention.length).toBeGreaterThan(0);
    const labels = a.announcements_custom_fields.map((f: { label: string }) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Tipologia di soggetto', 'Settore di attività', 'Forma di agevolazione']));
    expect(a.source_data.ID_Incentivo).toBe('52');
  });

  it('recodes ATECO 2007 to 2025 keeping the original, and maps one region (ID 400)', async () => {
    const a = await byId('400');
    expect(a.announcements_locations).toEqual([expect.objectContaining({ nation: 'Italia', region: '13', region_name: 'Abruzzo' })]);
    expect(a.announcements_areas_of_intervention).toEqual(['sostegno-investimenti', 'sostegno-liquidita']);
    // "01.00" = the whole division 01: its sub-codes are covered and not repeated
    const values = a.announcements_ateco_codes.map((e: { value: string }) => e.value);
    expect(values).toContain('01');
    expect(values.filter((v: string) => v.startsWith('01.'))).toEqual([]);
    // every stored code is an ATECO 2025 code (recoded through the ISTAT table)
    const [{ missing }] = await app.dataSource.query(
      `SELECT count(*)::int AS missing FROM announcement_ateco_codes e WHERE e.announcement_id = $1 AND NOT EXISTS (SELECT 1 FROM ateco_codes c WHERE c.version = '2025' AND c.code = e.value)`,
      [a.id],
    );
    expect(missing).toBe(0);
    expect(a.announcements_ateco_codes.every((e: { original_code_2007: string | null }) => e.original_code_2007)).toBe(true);
  });

  it('maps named comuni to their ISTAT codes (ID 174)', async () => {
    const a = await byId('174');
    expect(a.announcements_locations.length).toBeGreaterThan(5);
    expect(a.announcements_locations).toEqual(
      expect.arrayContaining([expect.objectContaining({ nation: 'Italia', region: '16', province: 'BR', city_name: 'Brindisi' })]),
    );
  });

  it('parses ATECO lists and amounts as documented', () => {
    const l = {
      ateco2007: new Set(['01', '01.1', '01.11', '62', '62.0', '62.01', '88.10']),
      ateco2025: new Set(['82.1', '82.10']),
      recoding: new Map([
        ['62.01', '62.10'],
        ['01.11', '01.11'],
      ]),
    };
    expect(mapAteco('Tutti i settori economici ammissibili a ricevere aiuti;', l)).toEqual([]);
    expect(mapAteco('01.00; 01.10; 01.11', l)).toEqual([{ value: '01', original_code_2007: '01.00' }]);
    expect(mapAteco('62.01; 88.10; 99.99', l)).toEqual([
      { value: '62.10', original_code_2007: '62.01' },
      { value: '88.10', original_code_2007: '88.10' },
    ]);
    expect(mapAteco('ATECO 2025: 82.1; 82.10', l)).toEqual([{ value: '82.1', original_code_2007: null }]);
    expect([amount('4000000'), amount('1.500.000,50'), amount('€ 20.000'), amount('0'), amount(''), amount('abc')]).toEqual([
      4000000,
      1500000.5,
      20000,
      null,
      null,
      null,
    ]);
  });
});

describe('idempotent import', () => {
  it('reads the CSV like the JSON, and a re-import of either changes nothing', async () => {
    // the export's CSV form (same columns, every value quoted, quotes doubled), built from the bundled JSON
    const rows = readBundledIncentivi();
    const cols = Object.keys(rows[0]);
    const q = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
    const text = [cols.map(q).join(','), ...rows.map((r) => cols.map((c) => q(r[c])).join(','))].join('\r\n');
    const csv = parseIncentivi(`\uFEFF${text}`, 'export.csv');
    expect(csv).toHaveLength(502);
    const report = await importIncentivi(app.dataSource, csv);
    expect(report).toEqual({ created: 0, updated: 0, unchanged: 502, rejected: [] });
  });

  it('updates a changed row, keeps the rest, rejects malformed rows with reasons, writes nothing of them', async () => {
    const rows = readBundledIncentivi();
    const changed = rows.map((r) => (String(r.ID_Incentivo) === '52' ? { ...r, Spesa_Ammessa_max: '5000000' } : r));
    changed.push({ ID_Incentivo: '52', Titolo: 'Doppione' }, { ID_Incentivo: 'x y', Titolo: 'Id strano' });
    const report = await importIncentivi(app.dataSource, changed);
    expect(report).toEqual({
      created: 0,
      updated: 1,
      unchanged: 501,
      rejected: [
        { id: '52', reason: 'ID_Incentivo ripetuto nel file' },
        { id: 'x y', reason: 'ID_Incentivo non valido' },
      ],
    });
    expect((await byId('52')).eligible_expense_max).toBe(5000000);
    await importIncentivi(app.dataSource, rows);
  });

  it('accepts an upload from a global expert and refuses other roles and unreadable files', async () => {
    const file = path.join(path.dirname(INCENTIVI_FILE), 'incentivi_gov_it_opendata_2025-04-05_subset.json');
    const token = expert.xsrfToken;
    const res = await expert.agent
      .post('/api/announcements/import')
      .set('X-XSRF-TOKEN', token)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 502, created: 0, updated: 0, unchanged: 502, rejected: [] });
    const bad = await expert.agent
      .post('/api/announcements/import')
      .set('X-XSRF-TOKEN', token)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', Buffer.from('{"non": "un elenco"}'), 'x.json');
    expect(bad.status).toBe(422);
    const manager = await browserAs(app, 'gestore@demo.local');
    const mt = manager.xsrfToken;
    // a small body: the 403 answers before the upload is read
    const refused = await manager.agent
      .post('/api/announcements/import')
      .set('X-XSRF-TOKEN', mt)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', Buffer.from('[]'), 'x.json');
    expect(refused.status).toBe(403);
  });
});
