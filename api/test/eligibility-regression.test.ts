import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { makePartitaIva } from '@bandi/domain';
import { REGRESSION_CALLS, REGRESSION_CLIENTS, type ClientKey, type Expected } from './fixtures/eligibility-regression';

/**
 * Issue 10, acceptance 1: the hand-written verdicts of fixtures/eligibility-regression.ts on the
 * imported incentivi.gov.it announcements, asked in both directions (announcements for a client, clients for an announcement).
 */
let app: TestApp;
let pid: number;
let manager: Browser;
const clientIds = {} as Record<ClientKey, number>;
const callIds = new Map<string, number>();
const KEYS: Record<string, string> = { company_dimension: 'dim', ateco_codes: 'ateco', territory: 'terr', legal_form: 'lf' };

/** Two years of figures inside the class (EU Recommendation 2003/361 ceilings), so any SME rule gives the same class. */
const FIGURES: Record<string, { headcount: number; turnover: number; balance_sheet_total: number }> = {
  micro: { headcount: 4, turnover: 600_000, balance_sheet_total: 400_000 },
  small: { headcount: 25, turnover: 5_000_000, balance_sheet_total: 4_000_000 },
  medium: { headcount: 120, turnover: 30_000_000, balance_sheet_total: 25_000_000 },
  large: { headcount: 400, turnover: 120_000_000, balance_sheet_total: 90_000_000 },
};

interface Row {
  verdict: string;
  failed: string[];
  unknown: string[];
  requirements: { requirement: string; verdict: string; required: string; client_value: string | null }[];
}
const short = (keys: string[]) => keys.map((k) => KEYS[k] ?? k).sort();
const got = (r: Row) => ({ verdict: r.verdict, failed: short(r.failed), unknown: short(r.unknown) });
const want = (e: Expected) => ({ verdict: e.verdict, failed: [...e.failed].sort(), unknown: [...e.unknown].sort() });

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  pid = await createProject(ds, { name: 'Regressione idoneità' });
  const m = await createUser(ds, 'client-manager', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  for (const c of REGRESSION_CALLS) {
    const [row] = await ds.query(`SELECT id, end_date FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = $1`, [c.id]);
    expect(row).toBeDefined();
    callIds.set(c.id, row.id);
    // the export has no legal-form field: set as a consultant would on the imported announcement
    if (c.legal_forms) await ds.query(`UPDATE announcements SET legal_forms = $2 WHERE id = $1`, [row.id, c.legal_forms]);
  }
  let seq = 0;
  for (const [key, c] of Object.entries(REGRESSION_CLIENTS) as [ClientKey, (typeof REGRESSION_CLIENTS)[ClientKey]][]) {
    const body: Record<string, unknown> = {
      business_name: c.business_name,
      vat_number: makePartitaIva(String(7100000 + seq++), '048'),
    };
    if (c.legal_form) body.legal_form = c.legal_form;
    if (c.seat) body.client_legal_location = c.seat;
    if (c.others.length) body.clients_location = c.others;
    if (c.ateco) body.clients_ateco_codes = [{ value: c.ateco, primary: true }];
    if (c.dimension) {
      body.company_dimension_override = c.dimension;
      body.clients_history = [2023, 2024].map((year) => ({ year, ...FIGURES[c.dimension!] }));
    }
    const res = await manager.send('post', `/api/projects/${pid}/clients`, body);
    expect(res.status).toBe(201);
    clientIds[key] = res.body.id;
  }
});
afterAll(async () => {
  await app?.close();
});

describe('eligibility regression on real calls (fixtures/eligibility-regression.ts)', () => {
  it('covers at least 30 calls of every kind and at least 6 clients', () => {
    expect(REGRESSION_CALLS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(REGRESSION_CALLS.map((c) => c.id)).size).toBe(REGRESSION_CALLS.length);
    const kinds = new Set(REGRESSION_CALLS.map((c) => c.kind));
    for (const k of ['abroad', 'nationwide', 'comuni', 'ateco', 'legal-form']) expect(kinds).toContain(k);
    expect(Object.keys(REGRESSION_CLIENTS).length).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.keys(REGRESSION_CLIENTS) as ClientKey[])('calls for client %s answer the verdicts by hand', async (key) => {
    const rows = new Map<number, Row>();
    for (let skip = 0; ; skip += 100) {
      const res = await manager.get(`/api/projects/${pid}/clients/${clientIds[key]}/eligible-announcements?take=100&skip=${skip}`);
      expect(res.status).toBe(200);
      for (const r of res.body.data) rows.set(r.announcement.id, r);
      if (rows.size >= res.body.total || !res.body.data.length) break;
    }
    const actual: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const c of REGRESSION_CALLS) {
      const row = rows.get(callIds.get(c.id)!);
      actual[c.id] = row ? got(row) : 'missing';
      expected[c.id] = want(c.expect[key]);
    }
    expect(actual).toEqual(expected);
  });

  it.each(REGRESSION_CALLS.map((c) => c.id))('clients for call %s answer the verdicts by hand', async (id) => {
    const call = REGRESSION_CALLS.find((c) => c.id === id)!;
    const res = await manager.get(`/api/projects/${pid}/announcements/${callIds.get(id)}/eligible-clients?take=100`);
    expect(res.status).toBe(200);
    const byClient = new Map<number, Row>(res.body.data.map((r: Row & { client: { id: number } }) => [r.client.id, r]));
    const actual: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const key of Object.keys(REGRESSION_CLIENTS) as ClientKey[]) {
      const row = byClient.get(clientIds[key]);
      actual[key] = row ? got(row) : 'missing';
      expected[key] = want(call.expect[key]);
    }
    expect(actual).toEqual(expected);
  });

  it('explains the territory verdict of announcement 813 for the Lombard client in words', async () => {
    const res = await manager.get(
      `/api/projects/${pid}/clients/${clientIds.L}/eligible-announcements?announcement_id=${callIds.get('813')}`,
    );
    const territory = (res.body.data[0] as Row).requirements.find((r) => r.requirement === 'territory')!;
    expect(territory.verdict).toBe('not_met');
    expect(territory.required).toBe(
      "regione Trentino-Alto Adige/Südtirol; regione Veneto; estero (Unione europea); estero (fuori dall'Unione europea)",
    );
    expect(territory.client_value).toBe('comune di Milano (MI)');
    const legal = await manager.get(
      `/api/projects/${pid}/clients/${clientIds.P}/eligible-announcements?announcement_id=${callIds.get('78')}`,
    );
    const lf = (legal.body.data[0] as Row).requirements.find((r) => r.requirement === 'legal_form')!;
    expect(lf).toMatchObject({ verdict: 'not_met', client_value: 'Società Per Azioni (P418)' });
    expect(lf.required).toContain('Società A Responsabilità Limitata (OV32)');
  });
});
