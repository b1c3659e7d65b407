import ExcelJS from 'exceljs';
import { ITALIAN_MESSAGES, makePartitaIva, MESSAGES } from '@bandi/domain';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createProject, createUser } from './factories';
import { JobsService } from '../src/modules/jobs/jobs.service';

/**
 * Issue 33, "Client import": an XLSX written here with exceljs and a Windows-1252 CSV with `;`,
 * each of 200 rows holding every value form (Italian and English amounts, EUR, dd/mm/yyyy, ISO
 * and Excel dates, ATECO with and without dots and 2007 codes, comuni by name and ISTAT code,
 * provinces by acronym and name, legal forms by abbreviation, code and name), invalid P.IVA,
 * duplicates inside the file and clients of the environment: the dry run's counts and messages,
 * the commit writing exactly that (a persistent job), the undo giving the clients back as they
 * were (except those changed since), the limits and the permissions.
 */
let app: TestApp;
let manager: Browser;
let own: number;
let csvEnv: number;
let other: number;

const HEADERS_XLSX = [
  'Ragione sociale',
  'P.IVA',
  'Codice fiscale',
  'PEC',
  'Codice SDI',
  'Codice ATECO',
  'Comune',
  'Provincia',
  'CAP',
  'Indirizzo',
  'Telefono',
  'Email',
  'Forma giuridica',
  'Data costituzione',
  'Numero dipendenti',
  'Fatturato',
  'Totale attivo',
  'Codice gestionale',
];
const HEADERS_CSV = [
  'Denominazione',
  'Partita IVA',
  'CF',
  'PEC',
  'Codice destinatario',
  'ATECO',
  'Comune',
  'Prov.',
  'CAP',
  'Indirizzo',
  'Tel',
  'E-mail',
  'Natura giuridica',
  'Data di costituzione',
  'Dipendenti',
  'Fatturato',
  'Totale attivo',
  'Codice gestionale',
];

type Cell = string | number | Date | null;
interface Fixture {
  rows: Cell[][];
  existing: { business_name: string; vat_number: string | null; fiscal_code: string | null; pec: string | null }[];
  /** Expected error messages by file row number. */
  errors: Map<number, string>;
  warnings: number;
}

const vatOf = (n: number) => makePartitaIva(String(n).padStart(7, '0'), '001');
const blank = (): Cell[] => Array(18).fill(null);

/** 120 new clients, 35 updates (30 by P.IVA, 5 by CF), 20 unchanged, 25 rejected. */
function fixture(kind: 'xlsx' | 'csv', base: number): Fixture {
  const rows: Cell[][] = [];
  const existing: Fixture['existing'] = [];
  const errors = new Map<number, string>();
  let warnings = 0;
  const rowNo = () => rows.length + 2;
  for (let i = 0; i < 120; i++) {
    const r = blank();
    r[0] = kind === 'csv' && i % 2 ? `Società Caffè ${i} S.r.l.` : `Impresa ${kind} ${i} S.r.l.`;
    r[1] = i % 5 === 0 ? `IT ${vatOf(base + i)}` : vatOf(base + i);
    r[3] = `impresa${i}@pec.it`;
    r[4] = i % 2 ? '0000000' : 'm5uxcr1';
    r[5] = ['62.10.00', '621000', '62.01.00'][i % 3];
    if (i % 3 === 2) warnings++;
    const place = [
      ['Milano', 'MI', '20121'],
      ['001272', null, '10121'],
      ['Roma', 'Roma', '00186'],
      kind === 'csv' ? ['Forlì', 'FC', '47121'] : ['Torino', 'Torino', '10122'],
    ][i % 4];
    [r[6], r[7], r[8]] = place;
    r[9] = 'Via Roma 1';
    r[10] = '011 1234567';
    r[11] = `info${i}@impresa.it`;
    r[12] = ['S.r.l.', 'OV32', 'Società a responsabilità limitata'][i % 3];
    r[13] = ['15/03/2010', '2011-04-20', kind === 'xlsx' ? new Date(Date.UTC(2012, 4, 5)) : '41034'][i % 3];
    r[14] = i % 2 ? '12' : '12,5';
    r[15] = ['1.234.567,89', '1,234,567.89', '€ 2.500.000', kind === 'xlsx' ? 3500000.5 : '3500000,50'][i % 4];
    r[16] = '500.000';
    r[17] = `G${i}`;
    rows.push(r);
  }
  for (let j = 0; j < 30; j++) {
    const vat = vatOf(base + 500 + j);
    existing.push({ business_name: `Cliente ${kind} ${j} S.p.A.`, vat_number: vat, fiscal_code: null, pec: 'vecchia@pec.it' });
    const r = blank();
    r[0] = `Cliente ${kind} ${j} S.p.A.`;
    r[1] = vat;
    r[3] = `nuova${j}@pec.it`;
    r[15] = '100.000,00';
    rows.push(r);
  }
  for (let j = 0; j < 20; j++) {
    const vat = vatOf(base + 600 + j);
    existing.push({ business_name: `Stabile ${kind} ${j} S.r.l.`, vat_number: vat, fiscal_code: null, pec: `stabile${j}@pec.it` });
    const r = blank();
    r[0] = `Stabile ${kind} ${j} S.r.l.`;
    r[1] = vat;
    r[3] = `stabile${j}@pec.it`;
    rows.push(r);
  }
  for (let j = 0; j < 5; j++) {
    const cf = vatOf(base + 700 + j);
    existing.push({ business_name: `Associazione ${kind} ${j}`, vat_number: null, fiscal_code: cf, pec: null });
    const r = blank();
    r[2] = cf;
    r[10] = '02 999 000';
    rows.push(r);
  }
  for (let j = 0; j < 10; j++) {
    const good = vatOf(base + 800 + j);
    errors.set(rowNo(), ITALIAN_MESSAGES.vatNumber);
    const r = blank();
    r[0] = `Sbagliata ${j}`;
    r[1] = good.slice(0, 10) + String((Number(good[10]) + 1) % 10);
    rows.push(r);
  }
  for (let j = 0; j < 5; j++) {
    errors.set(rowNo(), `Partita IVA ripetuta nel file (riga ${2 + j})`);
    const r = blank();
    r[0] = `Doppione ${j}`;
    r[1] = vatOf(base + j);
    rows.push(r);
  }
  for (let j = 0; j < 5; j++) {
    errors.set(rowNo(), ITALIAN_MESSAGES.email);
    const r = blank();
    r[0] = `Senza mail ${j}`;
    r[1] = vatOf(base + 850 + j);
    r[11] = 'non-una-mail';
    rows.push(r);
  }
  for (let j = 0; j < 3; j++) {
    errors.set(rowNo(), 'Comune non trovato');
    const r = blank();
    r[0] = `Paperopoli ${j}`;
    r[1] = vatOf(base + 870 + j);
    r[6] = 'Paperopoli';
    rows.push(r);
  }
  for (let j = 0; j < 2; j++) {
    errors.set(rowNo(), MESSAGES.required);
    const r = blank();
    r[1] = vatOf(base + 880 + j);
    rows.push(r);
  }
  return { rows, existing, errors, warnings };
}

async function xlsxOf(headers: string[], rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Note').addRow(['Elenco clienti esportato dal gestionale']);
  const ws = wb.addWorksheet('Clienti');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r.map((v) => v ?? undefined));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Windows-1252 bytes of a `;` CSV: € is 0x80, the accented letters used here are those of latin1. */
function csvOf(headers: string[], rows: Cell[][]): Buffer {
  const line = (cells: Cell[]) => cells.map((c) => (c === null ? '' : /[;"]/.test(String(c)) ? `"${String(c)}"` : String(c))).join(';');
  const text = [line(headers), ...rows.map(line)].join('\r\n') + '\r\n';
  return Buffer.from(Array.from(text, (ch) => (ch === '€' ? 0x80 : ch.charCodeAt(0))));
}

function upload(b: Browser, projectId: number, data: Buffer, name: string) {
  return b.agent
    .post(`/api/projects/${projectId}/client-imports`)
    .set('X-XSRF-TOKEN', b.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', data, name);
}

async function seedExisting(projectId: number, f: Fixture): Promise<void> {
  for (const c of f.existing) {
    await app.dataSource.query(`INSERT INTO clients (project_id, business_name, vat_number, fiscal_code, pec) VALUES ($1,$2,$3,$4,$5)`, [
      projectId,
      c.business_name,
      c.vat_number,
      c.fiscal_code,
      c.pec,
    ]);
  }
}

/** What the undo must give back: every client of the environment with its seat, ATECO codes and yearly figures. */
async function snapshot(projectId: number): Promise<unknown[]> {
  return app.dataSource.query(
    `SELECT c.id, c.business_name, c.vat_number, c.fiscal_code, c.pec, c.sdi, c.email, c.phone, c.legal_form, c.constitution_date::text,
            c.city, c.province, c.region, c.region_code, c.company_dimension, c.latest_turnover::text,
            (SELECT json_agg(json_build_object('v', a.value, 'p', a."primary") ORDER BY a.value) FROM client_ateco_codes a WHERE a.client_id = c.id) AS ateco,
            (SELECT json_agg(json_build_object('y', h.year, 't', h.turnover::text) ORDER BY h.year) FROM client_history h WHERE h.client_id = c.id) AS history,
            (SELECT json_agg(json_build_object('k', l.kind, 'c', l.city_istat_code, 'cap', l.postal_code) ORDER BY l.id) FROM client_locations l WHERE l.client_id = c.id) AS seats
       FROM clients c WHERE c.project_id = $1 ORDER BY c.id`,
    [projectId],
  );
}

async function committed(projectId: number, id: number) {
  await app.handle.app.get(JobsService).idle(['client-import'], 60_000);
  const res = await manager.get(`/api/projects/${projectId}/client-imports/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

function expectPlan(
  body: { counts: object; rows: { row_number: number; action: string; messages: { message: string; level: string }[] }[] },
  f: Fixture,
) {
  expect(body.counts).toEqual({ create: 120, update: 35, unchanged: 20, reject: 25, total: 200 });
  const rejected = body.rows.filter((r) => r.action === 'reject');
  expect(new Map(rejected.map((r) => [r.row_number, r.messages.map((m) => m.message)]))).toEqual(
    new Map([...f.errors].map(([n, m]) => [n, [m]])),
  );
  const warnings = body.rows.flatMap((r) => r.messages.filter((m) => m.level === 'warning'));
  expect(warnings).toHaveLength(f.warnings);
  expect(warnings[0].message).toBe('Codice ATECO 2007 62.01.00 convertito nel codice ATECO 2025 62.10.00');
}

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Importazioni XLSX' });
  csvEnv = await createProject(ds, { name: 'Importazioni CSV' });
  other = await createProject(ds, { name: 'Importazioni altrui' });
  manager = await loggedIn(app, (await createUser(ds, 'client-manager', [own, csvEnv])).email);
});
afterAll(async () => {
  await app?.close();
});

it('imports an XLSX: dry run, mapping, commit as a job, undo back to the previous content', async () => {
  const f = fixture('xlsx', 1_000_000);
  await seedExisting(own, f);
  const file = await xlsxOf(HEADERS_XLSX, f.rows);
  const res = await upload(manager, own, file, 'clienti.xlsx');
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    status: 'previewed',
    format: 'xlsx',
    sheets: ['Note', 'Clienti'],
    sheet: 'Clienti',
    headers: HEADERS_XLSX,
  });
  const suggested = res.body.mapping as (string | null)[];
  expect(suggested.slice(0, 17)).toEqual([
    'business_name', 'vat_number', 'fiscal_code', 'pec', 'sdi', 'ateco', 'city', 'province', 'postal_code', 'address',
    'phone', 'email', 'legal_form', 'constitution_date', 'headcount', 'turnover', 'balance_sheet_total',
  ]); // prettier-ignore
  expect(suggested[17]).toBeNull();
  expectPlan(res.body, f);
  const id = res.body.id as number;

  // another mapping: «Codice gestionale» -> riferimento interno; a field on two columns is refused
  const twice = await manager.send('put', `/api/projects/${own}/client-imports/${id}/mapping`, {
    columns: [...suggested.slice(0, 17), 'pec'],
  });
  expect(twice.status).toBe(422);
  expect(twice.body.errors.columns).toEqual(['Il campo «PEC» è abbinato a più colonne']);
  const mapped = await manager.send('put', `/api/projects/${own}/client-imports/${id}/mapping`, {
    columns: [...suggested.slice(0, 17), 'reference'],
  });
  expect(mapped.status).toBe(200);
  expectPlan(mapped.body, f);
  expect((await manager.send('put', `/api/projects/${other}/client-imports/${id}/mapping`, { columns: [] })).status).toBe(404);

  const before = await snapshot(own);
  const started = await manager.send('post', `/api/projects/${own}/client-imports/${id}/commit`);
  expect(started.status).toBe(202);
  expect(started.body.status).toBe('running');
  expect((await manager.send('post', `/api/projects/${own}/client-imports/${id}/commit`)).status).toBe(409);
  const done = await committed(own, id);
  expect(done).toMatchObject({
    status: 'done',
    counts: { create: 120, update: 35, unchanged: 20, reject: 25, total: 200 },
    can_undo: true,
  });
  expect(done.rows.filter((r: { action: string }) => r.action === 'reject').map((r: { row_number: number }) => r.row_number)).toEqual([
    ...f.errors.keys(),
  ]);

  const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM clients WHERE project_id = $1`, [own]);
  expect(n).toBe(55 + 120);
  const [created] = await app.dataSource.query(
    `SELECT c.vat_number, c.city, c.province, c.region_code, c.legal_form, c.constitution_date::text AS constitution_date, c.sdi, c.reference,
            h.turnover::text AS turnover, h.headcount::text AS headcount, h.balance_sheet_total::text AS total, a.value AS ateco, l.postal_code
       FROM clients c JOIN client_history h ON h.client_id = c.id JOIN client_ateco_codes a ON a.client_id = c.id AND a."primary"
       JOIN client_locations l ON l.client_id = c.id AND l.kind = 'legal' WHERE c.project_id = $1 AND c.business_name = 'Impresa xlsx 0 S.r.l.'`,
    [own],
  );
  expect(created).toEqual({
    vat_number: vatOf(1_000_000),
    city: 'Milano',
    province: 'MI',
    region_code: '03',
    legal_form: 'OV32',
    constitution_date: '2010-03-15',
    sdi: 'M5UXCR1',
    reference: 'G0',
    turnover: '1234567.89',
    headcount: '12.50',
    total: '500000.00',
    ateco: '62.10.00',
    postal_code: '20121',
  });
  const forms = await app.dataSource.query(
    `SELECT business_name, constitution_date::text AS d, (SELECT turnover::text FROM client_history h WHERE h.client_id = c.id) AS t
       FROM clients c WHERE project_id = $1 AND business_name IN ('Impresa xlsx 2 S.r.l.', 'Impresa xlsx 3 S.r.l.', 'Impresa xlsx 1 S.r.l.') ORDER BY business_name`,
    [own],
  );
  expect(forms).toEqual([
    { business_name: 'Impresa xlsx 1 S.r.l.', d: '2011-04-20', t: '1234567.89' },
    { business_name: 'Impresa xlsx 2 S.r.l.', d: '2012-05-05', t: '2500000.00' },
    { business_name: 'Impresa xlsx 3 S.r.l.', d: '2010-03-15', t: '3500000.50' },
  ]);
  const [updated] = await app.dataSource.query(
    `SELECT pec FROM clients WHERE project_id = $1 AND business_name = 'Cliente xlsx 0 S.p.A.'`,
    [own],
  );
  expect(updated.pec).toBe('nuova0@pec.it');
  const audit = await app.dataSource.query(`SELECT action, changes FROM audit_log WHERE entity = 'client_import' AND entity_id = $1`, [id]);
  expect(audit).toEqual([
    { action: 'imported', changes: expect.objectContaining({ file: 'clienti.xlsx', create: 120, update: 35, reject: 25 }) },
  ]);

  // the environment's mapping is remembered: «Codice gestionale» is suggested as riferimento interno
  const again = await upload(manager, own, file, 'clienti.xlsx');
  expect(again.body.mapping[17]).toBe('reference');
  expect(again.body.counts).toMatchObject({ create: 0, update: 0, unchanged: 175, reject: 25 });

  const undone = await manager.send('post', `/api/projects/${own}/client-imports/${id}/undo`);
  expect(undone.status).toBe(200);
  expect(undone.body).toMatchObject({ status: 'undone', undo: { removed: 120, restored: 35, kept: [] }, can_undo: false });
  expect(await snapshot(own)).toEqual(before);
  expect((await manager.send('post', `/api/projects/${own}/client-imports/${id}/undo`)).status).toBe(409);
});

it('imports a Windows-1252 CSV with ";" and keeps, on undo, the clients changed since', async () => {
  const f = fixture('csv', 2_000_000);
  await seedExisting(csvEnv, f);
  const res = await upload(manager, csvEnv, csvOf(HEADERS_CSV, f.rows), 'clienti.csv');
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ format: 'csv', encoding: 'windows-1252', separator: ';', sheets: ['CSV'] });
  expect(res.body.mapping.slice(0, 17)).toEqual([
    'business_name', 'vat_number', 'fiscal_code', 'pec', 'sdi', 'ateco', 'city', 'province', 'postal_code', 'address',
    'phone', 'email', 'legal_form', 'constitution_date', 'headcount', 'turnover', 'balance_sheet_total',
  ]); // prettier-ignore
  expectPlan(res.body, f);
  expect(res.body.rows[1]).toMatchObject({ business_name: 'Società Caffè 1 S.r.l.', action: 'create' });
  const id = res.body.id;
  expect((await manager.get(`/api/projects/${other}/client-imports/${id}`)).status).toBe(404);
  expect((await manager.send('post', `/api/projects/${csvEnv}/client-imports/${id}/commit`)).status).toBe(202);
  const done = await committed(csvEnv, id);
  expect(done.counts).toEqual({ create: 120, update: 35, unchanged: 20, reject: 25, total: 200 });
  const [forli] = await app.dataSource.query(
    `SELECT city, province FROM clients WHERE project_id = $1 AND business_name = 'Società Caffè 3 S.r.l.'`,
    [csvEnv],
  );
  expect(forli).toEqual({ city: 'Forlì', province: 'FC' });

  // changed after the import: one created, one updated client; the undo leaves both as they are
  const changed = await app.dataSource.query(
    `UPDATE clients SET phone = 'cambiato', version = version + 1 WHERE project_id = $1 AND business_name IN ('Società Caffè 1 S.r.l.', 'Cliente csv 0 S.p.A.') RETURNING id`,
    [csvEnv],
  );
  expect(changed).toHaveLength(2);
  const undone = await manager.send('post', `/api/projects/${csvEnv}/client-imports/${id}/undo`);
  expect(undone.status).toBe(200);
  expect(undone.body.undo).toMatchObject({ removed: 119, restored: 34 });
  expect(undone.body.undo.kept.map((k: { row_number: number; message: string }) => [k.row_number, k.message])).toEqual([
    [3, 'Il cliente è stato modificato dopo l’importazione: lasciato com’è'],
    [122, 'Il cliente è stato modificato dopo l’importazione: lasciato com’è'],
  ]);
  const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM clients WHERE project_id = $1`, [csvEnv]);
  expect(n).toBe(55 + 1);
  const [kept] = await app.dataSource.query(`SELECT pec FROM clients WHERE project_id = $1 AND business_name = 'Cliente csv 0 S.p.A.'`, [
    csvEnv,
  ]);
  expect(kept.pec).toBe('nuova0@pec.it');
  const [restored] = await app.dataSource.query(
    `SELECT pec FROM clients WHERE project_id = $1 AND business_name = 'Cliente csv 1 S.p.A.'`,
    [csvEnv],
  );
  expect(restored.pec).toBe('vecchia@pec.it');
});

it('reads UTF-8 and tab files, rejects codes and clients repeated in a file, refuses other files, files over the limits and other roles', async () => {
  const pdf = await upload(manager, own, Buffer.from('%PDF-1.4\n\u0000\u0001binary'), 'clienti.pdf');
  expect(pdf.status).toBe(422);
  expect(pdf.body.errors.file).toEqual(['Formato non riconosciuto: carica un file Excel (.xlsx) o CSV']);
  const many = await upload(
    manager,
    own,
    Buffer.from(['Ragione sociale;P.IVA', ...Array.from({ length: 10_001 }, (_, i) => `R${i};`)].join('\n')),
    'molte.csv',
  );
  expect(many.status).toBe(422);
  expect(many.body.errors.file).toEqual(['Il file supera il limite di 10.000 righe']);
  const big = await upload(manager, own, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'grande.csv');
  expect(big.status).toBe(413);
  expect(big.body.errors.file).toEqual(['Il file supera la dimensione massima di 10 MB']);
  // UTF-8 with BOM and ",", English amounts; tab-separated
  const bom = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(`Ragione sociale,Partita IVA,Fatturato\n"Àlfa, S.r.l.",${vatOf(3_000_000)},"1,234.56"\n`),
  ]);
  const utf8 = await upload(manager, own, bom, 'utf8.csv');
  expect(utf8.status).toBe(201);
  expect(utf8.body).toMatchObject({ encoding: 'utf-8', separator: ',', headers: ['Ragione sociale', 'Partita IVA', 'Fatturato'] });
  expect(utf8.body.rows).toEqual([expect.objectContaining({ action: 'create', business_name: 'Àlfa, S.r.l.', messages: [] })]);
  const tab = await upload(manager, own, Buffer.from(`Denominazione\tP.IVA\nBeta\t${vatOf(3_000_001)}\n`), 'tab.txt');
  expect(tab.body).toMatchObject({ separator: '\t', mapping: ['business_name', 'vat_number'], counts: { create: 1 } });
  // the same code in another column of a later row, the same client matched twice
  await app.dataSource.query(
    `INSERT INTO clients (project_id, business_name, vat_number, fiscal_code) VALUES ($1, 'Gemelli S.r.l.', $2, $3)`,
    [csvEnv, vatOf(3_000_010), vatOf(3_000_011)],
  );
  const twice = csvOf(
    ['Ragione sociale', 'P.IVA', 'CF', 'Telefono'],
    [
      ['Uno', vatOf(3_000_002), null, null],
      ['Due', null, vatOf(3_000_002), null],
      [null, vatOf(3_000_010), null, '1'],
      [null, null, vatOf(3_000_011), '2'],
    ],
  );
  const dup = await upload(manager, csvEnv, twice, 'doppi.csv');
  expect(
    dup.body.rows.map((r: { action: string; messages: { message: string }[] }) => [r.action, r.messages.map((m) => m.message)]),
  ).toEqual([
    ['create', []],
    ['reject', ['Codice fiscale ripetuto nel file (riga 2)']],
    ['update', []],
    ['reject', ['Il cliente «Gemelli S.r.l.» è già aggiornato dalla riga 4']],
  ]);
  const none = await manager.send('post', `/api/projects/${own}/client-imports`);
  expect(none.status).toBe(422);
  const referent = await loggedIn(app, (await createUser(app.dataSource, 'referent', [own])).email);
  expect((await upload(referent, own, csvOf(['Ragione sociale'], [['A']]), 'a.csv')).status).toBe(403);
  const stranger = await loggedIn(app, (await createUser(app.dataSource, 'client-manager', [other])).email);
  const foreign = await upload(stranger, other, csvOf(['Ragione sociale'], [['A']]), 'a.csv');
  expect(foreign.status).toBe(201);
  expect((await manager.get(`/api/projects/${own}/client-imports/${foreign.body.id}`)).status).toBe(404);
});
