import type { Response } from 'superagent';
import { makePartitaIva } from '@bandi/domain';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createProject, createUser } from './factories';

/**
 * Issue 33, acceptance 2: "export 1,000 clients to XLSX and to CSV, import each file back: 1,000
 * unchanged". An environment of its own with 1,000 clients written by one SQL statement per table
 * (realistic Italian data: valid P.IVA and codici fiscali, some with leading zeros, personal CFs
 * of sole traders, names with accents, apostrophes, quotes and `;`, EUR amounts with cents,
 * dates, ATECO 2025 codes, a legal seat with comune, CAP and province, PEC, REA, phones with a
 * leading zero or `+39`, yearly figures); the clients' export in each format uploaded to the
 * client import: its dry run must map every importable column and find nothing to change.
 */
jest.setTimeout(60_000);

const CLIENTS = 1_000;
let app: TestApp;
let env: number;
let manager: Browser;

/** Collects a binary body (supertest parses only text and JSON by itself). */
function binary(res: Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** Values of the characters in odd positions of a codice fiscale (0-9 as A-J). */
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** A valid personal codice fiscale of a sole trader born in Rome, distinct for each `n` < 2,744. */
function personalCf(n: number): string {
  const consonants = 'BCDFGLMNPRSTVZ';
  const surname = [n % 14, Math.floor(n / 14) % 14, Math.floor(n / 196) % 14].map((k) => consonants[k]).join('');
  const base = `${surname}MRA${String(60 + (n % 40))}${'ABCDEHLMPRST'[n % 12]}${String(1 + (n % 28)).padStart(2, '0')}H501`;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = base.charCodeAt(i);
    const k = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? CF_ODD[k] : k;
  }
  return base + String.fromCharCode(65 + (sum % 26));
}

const NAMES = [
  (i: number) => `L'Officina di Niccolò ${i} S.r.l.`,
  (i: number) => `Caffè Sant'Anna ${i} S.n.c.`,
  (i: number) => `Società Agricola Città di Forlì ${i}`,
  (i: number) => `Tecnologie Più ${i} S.p.A.`,
  (i: number) => `D'Amico & Figli ${i} s.a.s.`,
  (i: number) => `Studio "Àncora"; Consulenze ${i}`,
];
const PHONES = ['011 1234567', '02 87654321', '+39 06 5551234', '0544 123456'];
const AMOUNTS = ['10000.00', '12500.50', '1234567.89', null, '50000.00', '999.99'];

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  env = await createProject(ds, { name: 'Andata e ritorno' });
  const user = await createUser(ds, 'local-administrator', [env]);
  manager = await loggedIn(app, user.email);

  // reference data the seats, ATECO codes and legal forms refer to
  const comuni: { name: string; istat_code: string; province_acronym: string; region_code: string; region: string; cap: string }[] =
    await ds.query(
      `SELECT c.name, c.istat_code, c.province_acronym, c.region_code, r.name AS region, c.cap FROM comuni c JOIN regions r ON r.code = c.region_code
        WHERE (c.name, c.province_acronym) IN (('Milano','MI'), ('Torino','TO'), ('Forlì','FC'), ('Napoli','NA')) AND c.cap IS NOT NULL ORDER BY c.name`,
    );
  expect(comuni.length).toBe(4);
  const ateco: string[] = (
    await ds.query(`SELECT code FROM ateco_codes WHERE version = '2025' AND code ~ '^\\d{2}\\.\\d{2}\\.\\d{2}$' ORDER BY code LIMIT 5`)
  ).map((r: { code: string }) => r.code);
  expect(ateco.length).toBe(5);
  const legalForms = [
    'OV32',
    ...(await ds.query(`SELECT elf_code FROM legal_forms WHERE active AND elf_code <> 'OV32' ORDER BY elf_code LIMIT 2`)).map(
      (r: { elf_code: string }) => r.elf_code,
    ),
  ];

  const rows = Array.from({ length: CLIENTS }, (_, i) => {
    const seat = comuni[i % comuni.length];
    // every tenth a body with a codice fiscale only; leading zeros on half of the P.IVAs
    const vat = i % 10 === 3 ? null : makePartitaIva(i % 2 ? String(i + 1).padStart(7, '0') : String(3_000_000 + i), '001');
    const fiscal =
      i % 10 === 3 ? makePartitaIva(`9${String(i).padStart(6, '0')}`, '058') : i % 10 === 7 ? personalCf(i) : i % 4 === 0 ? vat : null;
    const turnover = AMOUNTS[(i + 2) % AMOUNTS.length];
    return {
      business_name: NAMES[i % NAMES.length](i),
      vat_number: vat,
      fiscal_code: fiscal,
      pec: i % 5 === 4 ? null : `impresa${i}@pec.it`,
      email: `info${i}@impresa-${i}.it`,
      phone: PHONES[i % PHONES.length],
      legal_form: i % 10 === 3 ? null : legalForms[i % legalForms.length],
      rea_number: i % 3 === 0 ? `${seat.province_acronym}-${100000 + i}` : null,
      constitution_date:
        i % 7 === 0 ? null : `${1970 + (i % 50)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      registration_date: i % 2 ? `2001-02-${String(1 + (i % 28)).padStart(2, '0')}` : null,
      social_capital: AMOUNTS[i % AMOUNTS.length],
      city: seat.name,
      province: seat.province_acronym,
      region: seat.region,
      region_code: seat.region_code,
      istat: seat.istat_code,
      cap: seat.cap,
      address: i % 2 ? `Via Sant'Agostino ${i}` : `Corso Città Più Bella, ${i}/B`,
      ateco: ateco[i % ateco.length],
      year: i % 9 === 0 ? null : 2024 - (i % 2),
      headcount: ['12.50', '3.00', '250.00', '0.75'][i % 4],
      turnover,
      total: AMOUNTS[(i + 4) % AMOUNTS.length],
    };
  });
  const json = JSON.stringify(rows);
  const rowset = `json_to_recordset($2::json) AS x(business_name text, vat_number text, fiscal_code text, pec text, email text, phone text,
    legal_form text, rea_number text, constitution_date date, registration_date date, social_capital numeric, city text, province text,
    region text, region_code text, istat text, cap text, address text, ateco text, year int, headcount numeric, turnover numeric, total numeric)`;
  await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number, fiscal_code, pec, email, phone, legal_form, rea_number, constitution_date,
       registration_date, social_capital, city, province, region, region_code, latest_headcount, latest_turnover, latest_balance_sheet_total,
       company_dimension_basis)
     SELECT $1, x.business_name, x.vat_number, x.fiscal_code, x.pec, x.email, x.phone, x.legal_form, x.rea_number, x.constitution_date,
            x.registration_date, x.social_capital, x.city, x.province, x.region, x.region_code,
            CASE WHEN x.year IS NOT NULL THEN x.headcount END, CASE WHEN x.year IS NOT NULL THEN x.turnover END,
            CASE WHEN x.year IS NOT NULL THEN x.total END, CASE WHEN x.year IS NOT NULL THEN json_build_object('reference_year', x.year) END
       FROM ${rowset}`,
    [env, json],
  );
  const join = `FROM ${rowset} JOIN clients c ON c.project_id = $1 AND c.business_name = x.business_name`;
  await ds.query(
    `INSERT INTO client_locations (client_id, kind, "primary", address, postal_code, city, city_istat_code, province, region_code, nation)
     SELECT c.id, 'legal', true, x.address, x.cap, x.city, x.istat, x.province, x.region_code, 'Italia' ${join}`,
    [env, json],
  );
  await ds.query(`INSERT INTO client_ateco_codes (client_id, value, "primary") SELECT c.id, x.ateco, true ${join}`, [env, json]);
  await ds.query(
    `INSERT INTO client_history (client_id, year, headcount, turnover, balance_sheet_total)
     SELECT c.id, x.year, x.headcount, x.turnover, x.total ${join} WHERE x.year IS NOT NULL`,
    [env, json],
  );
});
afterAll(async () => {
  await app?.close();
});

async function exported(format: 'xlsx' | 'csv'): Promise<Buffer> {
  const res = await manager.agent
    .get(`/api/projects/${env}/clients/export?format=${format}`)
    .set('Accept-Encoding', 'identity')
    .buffer(true)
    .parse(binary);
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

async function dryRun(file: Buffer, name: string) {
  const res = await manager.agent
    .post(`/api/projects/${env}/client-imports`)
    .set('X-XSRF-TOKEN', manager.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', file, name);
  expect(res.status).toBe(201);
  return res.body as {
    headers: string[];
    mapping: (string | null)[];
    counts: Record<string, number>;
    rows: { row_number: number; action: string; changes: string[]; messages: { field: string; message: string }[] }[];
  };
}

/** The headers of the export no import field takes: derived values only. */
const DERIVED = ['Regione', 'Dimensione', 'Creato il'];

it.each(['xlsx', 'csv'] as const)('exports 1,000 clients as %s and imports them back: 1,000 unchanged', async (format) => {
  const file = await exported(format);
  const plan = await dryRun(file, `clienti.${format}`);
  expect(plan.headers.filter((_, i) => plan.mapping[i] === null)).toEqual(DERIVED);
  const notUnchanged = plan.rows.filter((r) => r.action !== 'unchanged').slice(0, 5);
  expect(notUnchanged).toEqual([]);
  expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: CLIENTS, reject: 0, total: CLIENTS });
});
