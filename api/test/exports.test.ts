import ExcelJS from 'exceljs';
import type { Response } from 'superagent';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createProject, createUser } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { ExportsRepository } from '../src/modules/exports/exports.repository';

/**
 * Issue 33 "Exports": every list downloads as XLSX or CSV exactly as filtered on screen. The
 * clients' export read back with exceljs (date cells, EUR number cells, P.IVA kept as text with
 * its leading zero, a formula-like name written as text), the CSV's BOM and `;`, the list's
 * filters (the same rows as the list), another environment's clients absent, the audit entry,
 * 422 for an unknown format; the eligibility export's requirement columns; and streaming: 3,000
 * clients read by keyset in batches of 100 send their first XLSX bytes before the last batch is
 * read, every row once and in the list's order (by name, by a tied key, by a null key).
 */
jest.setTimeout(60_000);

let app: TestApp;
let own: number;
let other: number;
let bulk: number;
let sorted: number;
let manager: Browser;
let managerId: number;

/** Collects a binary body (supertest parses only text and JSON by itself). */
function binary(res: Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

async function download(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const res = await manager.get(url).set('Accept-Encoding', 'identity').buffer(true).parse(binary);
  return { status: res.status, headers: res.headers as Record<string, string>, body: res.body as Buffer };
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

/** The CSV's data lines, split on `;` (no field of these tests is quoted). */
function csvRows(body: Buffer): string[][] {
  return body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(';'));
}

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Esportazioni proprio' });
  other = await createProject(ds, { name: 'Esportazioni altrui' });
  bulk = await createProject(ds, { name: 'Esportazioni 3000' });
  sorted = await createProject(ds, { name: 'Esportazioni ordinate' });
  const insert = (p: number, name: string, vat: string, region: string | null, date: string | null, capital: string | null) =>
    ds.query(
      `INSERT INTO clients (project_id, business_name, vat_number, city, province, region, region_code, constitution_date, social_capital)
       VALUES ($1,$2,$3,'Torino','TO','Piemonte',$4,$5,$6)`,
      [p, name, vat, region, date, capital],
    );
  await insert(own, 'Alfa Meccanica S.r.l.', '01234567890', '01', '2010-03-15', '12500.50');
  await insert(own, '=HYPERLINK("http://x","clic")', '00000000000', '01', null, null);
  await insert(own, 'Beta Servizi S.p.A.', '02345678901', '03', '2015-07-01', '50000');
  await insert(other, 'Altrui Segreta S.r.l.', '03456789012', '01', null, null);
  await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number) SELECT $1, 'Massa ' || lpad(g::text, 5, '0'), lpad(g::text, 11, '0') FROM generate_series(1, 3000) g`,
    [bulk],
  );
  const m = await createUser(ds, 'local-administrator', [own, bulk, sorted]);
  managerId = m.id;
  manager = await loggedIn(app, m.email);
});
afterAll(async () => {
  await app?.close();
});

it('exports the clients as XLSX with typed cells, as an attachment', async () => {
  const res = await download(`/api/projects/${own}/clients/export?format=xlsx`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clienti-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  const ws = await sheetOf(res.body);
  const headers = (ws.getRow(1).values as unknown[]).slice(1);
  expect(headers).toEqual(expect.arrayContaining(['Ragione sociale', 'Partita IVA', 'Data di costituzione', 'Capitale sociale (EUR)']));
  const col = (h: string) => headers.indexOf(h) + 1;
  expect(ws.rowCount).toBe(4); // the header and this environment's three clients
  const rowOf = (name: string) => {
    for (let i = 2; i <= ws.rowCount; i++) if (ws.getRow(i).getCell(col('Ragione sociale')).value === name) return ws.getRow(i);
    throw new Error(`${name} not exported`);
  };
  const alfa = rowOf('Alfa Meccanica S.r.l.');
  const vat = alfa.getCell(col('Partita IVA'));
  expect(vat.type).toBe(ExcelJS.ValueType.String);
  expect(vat.value).toBe('01234567890');
  const founded = alfa.getCell(col('Data di costituzione'));
  expect(founded.value).toBeInstanceOf(Date);
  expect((founded.value as Date).toISOString().slice(0, 10)).toBe('2010-03-15');
  expect(founded.numFmt).toBe('dd/mm/yyyy');
  const capital = alfa.getCell(col('Capitale sociale (EUR)'));
  expect(capital.type).toBe(ExcelJS.ValueType.Number);
  expect(capital.value).toBe(12500.5);
  expect(capital.numFmt).toContain('€');
  // a name that looks like a formula is a plain string, never a formula
  const formula = rowOf('=HYPERLINK("http://x","clic")').getCell(col('Ragione sociale'));
  expect(formula.type).toBe(ExcelJS.ValueType.String);
  expect(formula.formula).toBeUndefined();
  expect(rowOf('=HYPERLINK("http://x","clic")').getCell(col('Partita IVA')).value).toBe('00000000000');
});

it('exports CSV with BOM and `;`, the list filters, no other environment, an audit entry', async () => {
  const res = await download(`/api/projects/${own}/clients/export?format=csv&region=01`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.headers['content-disposition']).toMatch(/clienti-\d{4}-\d{2}-\d{2}\.csv/);
  expect(res.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header, ...rows] = csvRows(res.body);
  expect(header[0]).toBe('Ragione sociale');
  const names = rows.map((r) => r[0]);
  // the same rows, in the same order, as the list with the same filter
  const list = await manager.get(`/api/projects/${own}/clients?region=01&take=100`).expect(200);
  const listed = (list.body.data as { business_name: string }[]).map((c) => c.business_name);
  expect(names.map((n) => n.replace(/^"|"$/g, '').replace(/""/g, '"').replace(/^'/, ''))).toEqual(listed);
  expect(listed).toHaveLength(2);
  expect(names).not.toContain('Beta Servizi S.p.A.');
  expect(res.body.toString()).not.toContain('Altrui Segreta');
  // formula-like text neutralised with an apostrophe; dates Italian; amounts with a decimal comma
  expect(names.some((n) => n.startsWith(`"'=HYPERLINK`))).toBe(true);
  const alfa = rows.find((r) => r[0] === 'Alfa Meccanica S.r.l.')!;
  expect(alfa[header.indexOf('Partita IVA')]).toBe('01234567890');
  expect(alfa[header.indexOf('Data di costituzione')]).toBe('15/03/2010');
  expect(alfa[header.indexOf('Capitale sociale (EUR)')]).toBe('12500,50');
  const [entry] = await app.dataSource.query(
    `SELECT project_id, entity, action, changes FROM audit_log WHERE user_id = $1 AND action = 'exported' ORDER BY id DESC LIMIT 1`,
    [managerId],
  );
  expect(entry).toMatchObject({
    project_id: own,
    entity: 'export',
    changes: { list: 'clienti', format: 'csv', rows: 2, filters: { region: '01' } },
  });
});

it('answers 422 for an unknown format and refuses another environment as the list does', async () => {
  const bad = await manager.get(`/api/projects/${own}/clients/export?format=pdf`).expect(422);
  expect(bad.body.errors.format).toEqual(['Formato non valido: xlsx o csv']);
  const list = await manager.get(`/api/projects/${other}/clients`);
  const exp = await manager.get(`/api/projects/${other}/clients/export?format=csv`);
  expect(exp.status).toBe(list.status);
  expect([403, 404]).toContain(exp.status);
});

it('exports the eligibility of an announcement, one column per requirement, and the other lists', async () => {
  const announcement = await createAnnouncementWithRequirements(app.dataSource, {
    projectId: own,
    company_dimensions: ['small'],
    female_enterprise: true,
  });
  const res = await download(`/api/projects/${own}/announcements/${announcement}/eligible-clients/export?format=xlsx`);
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/clienti-idonei-\d{4}-\d{2}-\d{2}\.xlsx/);
  const ws = await sheetOf(res.body);
  const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const requirementColumns = headers.slice(headers.indexOf('Esito') + 1, headers.indexOf('Dati da raccogliere'));
  expect(requirementColumns.length).toBeGreaterThanOrEqual(2);
  expect(ws.rowCount).toBe(4);
  const verdicts = new Set(ws.getRow(2).values as unknown[]);
  expect(['Soddisfatto', 'Non soddisfatto', 'Non verificabile'].some((v) => verdicts.has(v))).toBe(true);
  await manager.get(`/api/projects/${own}/announcements/999999/eligible-clients/export`).expect(404);
  for (const url of [
    `/api/projects/${own}/announcements/export?format=csv`,
    `/api/announcements/export?format=csv`,
    `/api/projects/${own}/calls/export?format=csv`,
    `/api/projects/${own}/referents/export?format=csv`,
    `/api/projects/${own}/negotiations/export?format=xlsx`,
  ]) {
    const r = await download(url);
    expect([url, r.status]).toEqual([url, 200]);
  }
});

it('streams XLSX: the first bytes of 3,000 clients leave before the last batch is read, keyset batches, typed cells', async () => {
  process.env.EXPORT_BATCH_SIZE = '100';
  const batch = jest.spyOn(app.handle.app.get(ExportsRepository), 'clientBatch');
  let batchesAtFirstChunk = -1;
  try {
    const res = await manager
      .get(`/api/projects/${bulk}/clients/export?format=xlsx`)
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => {
          if (batchesAtFirstChunk < 0) batchesAtFirstChunk = batch.mock.calls.length;
          chunks.push(c);
        });
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(batch.mock.calls.length).toBe(31); // 30 full batches and the empty one that ends the list
    expect(batchesAtFirstChunk).toBeGreaterThan(0);
    // measured: after 2 of the 31 batches; half the batches is the bound (a busy machine)
    expect(batchesAtFirstChunk).toBeLessThan(16);
    // keyset: every batch after the first resumes after the previous one's last row, none by offset
    expect(batch.mock.calls[1][3]).toEqual({ key: 'Massa 00100', id: expect.any(Number) });
    const ws = await sheetOf(res.body as Buffer);
    expect(ws.rowCount).toBe(3001);
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const names = Array.from({ length: 3000 }, (_, i) => ws.getRow(i + 2).getCell(1).value);
    expect(new Set(names).size).toBe(3000);
    expect(names[0]).toBe('Massa 00001');
    expect(names[2999]).toBe('Massa 03000');
    const last = ws.getRow(3001).getCell(headers.indexOf('Partita IVA') + 1);
    expect([last.type, last.value]).toEqual([ExcelJS.ValueType.String, '00000003000']);
    const created = ws.getRow(3001).getCell(headers.indexOf('Creato il') + 1);
    expect(created.value).toBeInstanceOf(Date);
  } finally {
    batch.mockRestore();
    delete process.env.EXPORT_BATCH_SIZE;
  }
});

it('reads by keyset in another sort order too: every row once, in the order of the list (ties and null keys by id)', async () => {
  // 7 clients of one INSERT (one created_at for all: ties), 2 with a manager (the others' key is null)
  const ds = app.dataSource;
  await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number) SELECT $1, 'Ordine ' || g, lpad(g::text, 11, '0') FROM generate_series(1, 7) g`,
    [sorted],
  );
  await ds.query(
    `INSERT INTO client_managers (client_id, user_id) SELECT id, $2 FROM clients WHERE project_id = $1 AND business_name IN ('Ordine 3', 'Ordine 6')`,
    [sorted, managerId],
  );
  process.env.EXPORT_BATCH_SIZE = '2';
  try {
    for (const sort of ['-created_at', 'manager', '-manager']) {
      const res = await download(`/api/projects/${sorted}/clients/export?format=csv&sort=${sort}`);
      const names = csvRows(res.body)
        .slice(1)
        .map((r) => r[0]);
      const list = await manager.get(`/api/projects/${sorted}/clients?sort=${sort}&take=100`).expect(200);
      expect([sort, names]).toEqual([sort, (list.body.data as { business_name: string }[]).map((c) => c.business_name)]);
      expect(new Set(names).size).toBe(7);
    }
  } finally {
    delete process.env.EXPORT_BATCH_SIZE;
  }
});
