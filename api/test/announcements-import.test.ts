import path from 'node:path';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import {
  amount,
  importIncentivi,
  INCENTIVI_FILE,
  mapAteco,
  paragraphs,
  parseIncentivi,
  readBundledIncentivi,
} from '../src/modules/announcements/import/incentivi';
import { ImportedComuni1763800000012 } from '../src/database/migrations/0012-imported-comuni';
import { RequirementsWithoutLimit1763800000023 } from '../src/database/migrations/0023-requirements-without-limit';
import { ImportedParagraphs1763800000024 } from '../src/database/migrations/0024-imported-paragraphs';

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

  it('resolves bilingual comuni whose two names are equal (Gais, Lana, Plaus) and renamed ones (Montagna)', async () => {
    const cities = async (id: string) =>
      new Set((await byId(id)).announcements_locations.map((l: { city_name: string | null }) => l.city_name));
    expect([...(await cities('2990'))]).toEqual(expect.arrayContaining(['Gais', 'Plaus', 'Montagna sulla Strada del Vino']));
    expect((await cities('3945')).has('Lana')).toBe(true);
  });

  it('reports the territory names that match no single comune, per row', async () => {
    const rows = readBundledIncentivi().filter((r) => ['2961', '2990', '52'].includes(String(r.ID_Incentivo)));
    const changed = rows.map((r) => ({ ...r, Data_ultimo_aggiornamento: '2099-01-01' }));
    const report = await importIncentivi(app.dataSource, changed);
    await importIncentivi(app.dataSource, rows);
    expect(report.updated).toBe(3);
    // 2961 (Veneto) lists comuni merged into others years ago (Conco, Mel, Lentiai…); 2990 and 52 resolve fully
    expect(report.unmatched.map((u) => u.id)).toEqual(['2961']);
    expect(report.unmatched[0].names).toEqual(expect.arrayContaining(['Conco', 'Mel', 'Lentiai', 'Sappada']));
    expect(report.unmatched[0].names).not.toContain('Arcugnano');
    const labels = (await byId('2961')).announcements_custom_fields.map((f: { label: string }) => f.label);
    expect(labels).toContain('Territori non riconosciuti (fonte)');
  });

  it('migration 0012 restores the comuni an earlier import dropped, on comune-limited calls only', async () => {
    const ds = app.dataSource;
    const [a] = await ds.query(`SELECT id FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = '2990'`);
    const [national] = await ds.query(`SELECT id FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = '52'`);
    // the state an installation imported before the fix holds: Gais and Plaus only in the custom field
    await ds.query(`DELETE FROM announcement_locations WHERE announcement_id = $1 AND city_istat_code IN ('021034', '021064')`, [a.id]);
    const field = `INSERT INTO announcement_custom_fields (announcement_id, label, value, sort_order) VALUES ($1, 'Territori non riconosciuti (fonte)', $2, 99)`;
    await ds.query(field, [a.id, 'Gais, Plaus, Atlantide']);
    await ds.query(field, [national.id, 'Lana']);
    const runner = ds.createQueryRunner();
    try {
      await new ImportedComuni1763800000012().up(runner);
    } finally {
      await runner.release();
    }
    const cities = new Set((await byId('2990')).announcements_locations.map((l: { city_name: string | null }) => l.city_name));
    expect(cities.has('Gais') && cities.has('Plaus')).toBe(true);
    const left = async (id: number) =>
      (
        await ds.query(
          `SELECT value FROM announcement_custom_fields WHERE announcement_id = $1 AND label = 'Territori non riconosciuti (fonte)'`,
          [id],
        )
      ).map((r: { value: string }) => r.value);
    expect(await left(a.id)).toEqual(['Atlantide']);
    // a nationwide call is not turned into a comune-limited one
    expect(await left(national.id)).toEqual(['Lana']);
    expect((await byId('52')).announcements_locations).toHaveLength(1);
    await ds.query(`DELETE FROM announcement_custom_fields WHERE announcement_id = ANY($1) AND sort_order = 99`, [[a.id, national.id]]);
  });

  it('keeps the paragraphs of the source description, flattened by the open data (issue 39, defect 9)', async () => {
    expect(paragraphs('Cos’è La misura sostiene le PMI.\u00a0 A chi si rivolge Alle imprese.   \n ')).toBe(
      'Cos’è La misura sostiene le PMI.\n\nA chi si rivolge Alle imprese.',
    );
    const sabatini = (await byId('52')).description as string;
    expect(sabatini.split('\n\n').length).toBeGreaterThan(3);
    expect(sabatini).not.toMatch(/[ \u00a0]{2}/);
    expect(sabatini.startsWith('Cos')).toBe(true);
    // migration 0024 gives the same to the announcements imported before the change (all 502 compared)
    const ds = app.dataSource;
    const texts = () => ds.query(`SELECT id, description FROM announcements WHERE source = 'incentivi.gov.it' ORDER BY id`);
    const imported = await texts();
    await ds.query(`UPDATE announcements SET description = replace(description, E'\n\n', E'\u00a0 ') WHERE source = 'incentivi.gov.it'`);
    const runner = ds.createQueryRunner();
    try {
      await new ImportedParagraphs1763800000024().up(runner);
    } finally {
      await runner.release();
    }
    expect(await texts()).toEqual(imported);
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

/**
 * Issue 39, defect 1: 384 of the 502 imported announcements could not be saved again: the publish rule
 * asked for the six employees / founding year / turnover limits (never in the open data), for ATECO
 * codes ("Tutti i settori", 380) and for company dimensions ("Non classificabile", 12), so a PATCH of
 * the closing date answered 422 "Campo obbligatorio" on fields it did not send.
 */
describe('imported announcements state the requirements they do not restrict, and can be saved', () => {
  const SIX = [
    'number_of_employees_min',
    'number_of_employees_max',
    'year_of_establishment_min',
    'year_of_establishment_max',
    'annual_volume_min',
    'annual_volume_max',
  ];
  const idOf = async (sourceId: string) =>
    (await app.dataSource.query(`SELECT id FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = $1`, [sourceId]))[0]
      .id as number;

  it('imports "no limit" for the six limits, "Tutti i settori" and "Non classificabile" as such', async () => {
    // Nuova Sabatini: every sector; ID 400: ATECO codes given
    expect((await byId('52')).requirements_without_limit).toEqual([...SIX, 'announcements_ateco_codes']);
    expect((await byId('400')).requirements_without_limit).toEqual(SIX);
    const [unclassified] = await app.dataSource.query(
      `SELECT source_id FROM announcements WHERE source = 'incentivi.gov.it' AND company_dimensions = '{}' ORDER BY id LIMIT 1`,
    );
    expect((await byId(unclassified.source_id)).requirements_without_limit).toContain('announcements_company_dimensions');
    // no imported announcement is left that the publish rule refuses as it is
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM announcements a WHERE source = 'incentivi.gov.it' AND (
         NOT requirements_without_limit @> $1::text[]
         OR (company_dimensions = '{}' AND NOT 'announcements_company_dimensions' = ANY(requirements_without_limit))
         OR (NOT EXISTS (SELECT 1 FROM announcement_ateco_codes x WHERE x.announcement_id = a.id)
             AND NOT 'announcements_ateco_codes' = ANY(requirements_without_limit)))`,
      [SIX],
    );
    expect(n).toBe(0);
  });

  it('saves an imported announcement whose PATCH changes one field; a limit given a value leaves "no limit"', async () => {
    for (const sourceId of ['52', '400']) {
      const id = await idOf(sourceId);
      const before = await byId(sourceId);
      const res = await expert.send('patch', `/api/announcements/${id}`, { end_date: '2031-12-31' });
      expect(res.status).toBe(200);
      expect(res.body.end_date).toBe('2031-12-31');
      expect((await expert.send('patch', `/api/announcements/${id}`, { end_date: before.end_date })).status).toBe(200);
    }
    const id = await idOf('400');
    const limited = await expert.send('patch', `/api/announcements/${id}`, { number_of_employees_max: 249 });
    expect(limited.status).toBe(200);
    expect(limited.body.number_of_employees_max).toBe(249);
    expect(limited.body.requirements_without_limit).toEqual(SIX.filter((f) => f !== 'number_of_employees_max'));
    // a value and "no limit" both, or a requirement that cannot be unrestricted: refused, per field
    const both = await expert.send('patch', `/api/announcements/${id}`, { requirements_without_limit: SIX });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ number_of_employees_max: ['Indica un valore oppure nessun limite, non entrambi'] });
    const unknown = await expert.send('patch', `/api/announcements/${id}`, { requirements_without_limit: ['announcements_locations'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['requirements_without_limit']);
    // back as imported: the value removed and "no limit" again, in one request
    const back = await expert.send('patch', `/api/announcements/${id}`, { number_of_employees_max: null, requirements_without_limit: SIX });
    expect(back.status).toBe(200);
    expect(back.body.requirements_without_limit).toEqual(SIX);
  });

  it('an announcement typed by staff is still refused without the limits, and accepted with "no limit" stated', async () => {
    const body = {
      name: `Bando senza limiti ${Date.now()}`,
      status: 'published',
      link_regulatory: 'https://www.incentivi.gov.it/',
      announcements_areas_of_intervention: ['sostegno-investimenti'],
      announcements_locations: [{ nation: 'Italia' }],
    };
    const refused = await expert.send('post', '/api/announcements', body);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      [...SIX, 'announcements_company_dimensions', 'announcements_ateco_codes'].sort(),
    );
    const created = await expert.send('post', '/api/announcements', {
      ...body,
      requirements_without_limit: [...SIX, 'announcements_company_dimensions', 'announcements_ateco_codes'],
    });
    expect(created.status).toBe(201);
    await expert.send('delete', `/api/announcements/${created.body.id}`);
  });

  it('migration 0023 gives the announcements imported before it the requirements their source left empty', async () => {
    const ds = app.dataSource;
    const stored = async () =>
      (await ds.query(`SELECT id, requirements_without_limit AS l FROM announcements WHERE source = 'incentivi.gov.it' ORDER BY id`)) as {
        id: number;
        l: string[];
      }[];
    const imported = await stored();
    await ds.query(`UPDATE announcements SET requirements_without_limit = '{}' WHERE source = 'incentivi.gov.it'`);
    const runner = ds.createQueryRunner();
    try {
      await new RequirementsWithoutLimit1763800000023().up(runner);
    } finally {
      await runner.release();
    }
    expect(await stored()).toEqual(imported);
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
    expect(report).toEqual({ created: 0, updated: 0, unchanged: 502, rejected: [], unmatched: [] });
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
      unmatched: [],
    });
    expect((await byId('52')).eligible_expense_max).toBe(5000000);
    await importIncentivi(app.dataSource, rows);
  });

  /** Deletes imported test rows through the API (the PostgreSQL pass shares its database with the other files). */
  const removeImported = async (...sourceIds: string[]) => {
    const rows = await app.dataSource.query(`SELECT id FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = ANY($1)`, [
      sourceIds,
    ]);
    for (const r of rows)
      await expert.agent
        .delete(`/api/announcements/${r.id}`)
        .set('X-XSRF-TOKEN', expert.xsrfToken)
        .set('X-Requested-With', 'XMLHttpRequest')
        .expect(204);
  };

  it('rejects a row whose closing date is no calendar date, naming it; reads Italian day-first dates (issue 39, defect 2)', async () => {
    const report = await importIncentivi(app.dataSource, [
      { ID_Incentivo: 'ZZDATE1', Titolo: 'Bando con il 31 febbraio', Data_chiusura: '31/02/2027' },
      { ID_Incentivo: 'ZZDATE2', Titolo: 'Bando con apertura impossibile', Data_apertura: '2027-13-01T00:00:00' },
      { ID_Incentivo: 'ZZDATE3', Titolo: 'Bando con data italiana', Data_apertura: '1/7/2026', Data_chiusura: '30/06/2027' },
    ]);
    expect(report.rejected).toEqual([
      { id: 'ZZDATE1', reason: 'Data_chiusura non è una data valida: 31/02/2027' },
      { id: 'ZZDATE2', reason: 'Data_apertura non è una data valida: 2027-13-01T00:00:00' },
    ]);
    expect(report.created).toBe(1);
    const found = await app.dataSource.query(`SELECT source_id FROM announcements WHERE source_id IN ('ZZDATE1', 'ZZDATE2', 'ZZDATE3')`);
    expect(found).toEqual([{ source_id: 'ZZDATE3' }]);
    expect(await byId('ZZDATE3')).toMatchObject({ start_date: '2026-07-01', end_date: '2027-06-30' });
    await removeImported('ZZDATE3');
  });

  it('reads a CSV separated by semicolons, as a spreadsheet with Italian settings saves it (issue 39, defect 2)', async () => {
    const text = 'ID_Incentivo;Titolo;Spesa_Ammessa_max;Data_chiusura\r\nZZSEMI1;"Bando; con punto e virgola";1.500.000,00;31/12/2027\r\n';
    const res = await expert.agent
      .post('/api/announcements/import')
      .set('X-XSRF-TOKEN', expert.xsrfToken)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', Buffer.from(text), 'export.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 1, created: 1, rejected: [] });
    expect(await byId('ZZSEMI1')).toMatchObject({
      name: 'Bando; con punto e virgola',
      eligible_expense_max: 1500000,
      end_date: '2027-12-31',
    });
    await removeImported('ZZSEMI1');
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
    expect(res.body).toEqual({ rows: 502, created: 0, updated: 0, unchanged: 502, rejected: [], unmatched: [] });
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
