import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { makePartitaIva } from '@bandi/domain';

/** Eligibility (docs/domain.md#eligibility): verdicts per requirement, overall verdict, order, scope. */
let app: TestApp;
let pid: number;
let other: number;
let manager: Browser;
let clientA: number;
let clientB: number;
const ids = {} as Record<'fits' | 'wrongAteco' | 'turnover' | 'exclude' | 'draft' | 'expired' | 'otherEnv' | 'later', number>;
let seq = 0;
const vat = () => makePartitaIva(String(5000000 + Math.floor(Math.random() * 4000000) + seq++), '046');

interface Row {
  announcement: { id: number; end_date: string | null };
  verdict: string;
  failed: string[];
  unknown: string[];
  requirements: { requirement: string; verdict: string; missing_field: string | null; required: string; client_value: string | null }[];
}

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Idoneità' });
  other = await createProject(app.dataSource, { name: 'Altro' });
  const m = await createUser(app.dataSource, 'client-manager', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  const ds = app.dataSource;
  ids.fits = await createAnnouncementWithRequirements(ds, {
    name: 'Digitalizzazione PMI lombarde',
    end_date: '2099-06-30',
    company_dimensions: ['micro', 'small'],
    ateco: ['62'],
    locations: [{ region_code: '03' }],
    number_of_employees_min: 1,
    number_of_employees_max: 50,
    annual_volume_min: 100_000,
    annual_volume_max: 2_000_000,
    year_of_establishment_min: 2000,
    year_of_establishment_max: 2025,
    legal_forms: ['OV32'],
    subscribed_to_cciaa: 'yes',
  });
  ids.later = await createAnnouncementWithRequirements(ds, { name: 'Senza requisiti, scade dopo', end_date: '2099-12-31' });
  ids.wrongAteco = await createAnnouncementWithRequirements(ds, {
    projectId: pid,
    name: 'Filiera lattiero-casearia pugliese',
    end_date: '2099-01-31',
    ateco: ['10.51'],
    locations: [{ region_code: '16' }],
    company_dimensions: ['micro', 'small', 'medium'],
  });
  ids.turnover = await createAnnouncementWithRequirements(ds, { name: 'Export', end_date: '2099-03-31', annual_volume_min: 500_000 });
  ids.exclude = await createAnnouncementWithRequirements(ds, {
    name: 'Escluso informatica',
    end_date: '2099-02-28',
    ateco: ['62'],
    include_ateco_codes: false,
  });
  ids.draft = await createAnnouncementWithRequirements(ds, { name: 'Bozza', status: 'draft' });
  ids.expired = await createAnnouncementWithRequirements(ds, { name: 'Scaduto', end_date: '2020-01-01' });
  ids.otherEnv = await createAnnouncementWithRequirements(ds, { projectId: other, name: 'Locale di un altro ambiente' });

  clientA = (
    await manager.send('post', `/api/projects/${pid}/clients`, {
      business_name: 'Navigli Software S.r.l.',
      vat_number: vat(),
      legal_form: 'OV32',
      constitution_date: '2015-05-04',
      subscribed_to_cciaa: 'yes',
      client_legal_location: { city: 'Milano', province: 'MI', postal_code: '20121' },
      clients_ateco_codes: [{ value: '62.10.00', primary: true }],
      clients_history: [{ year: 2024, headcount: 5, turnover: 800_000, balance_sheet_total: 500_000 }],
    })
  ).body.id;
  clientB = (await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'Senza Dati S.n.c.', vat_number: vat() })).body.id;
});
afterAll(async () => {
  await app?.close();
});

/** Every page of the answer (the demo data holds many open announcements). */
const forClient = async (clientId: number, qs = ''): Promise<Row[]> => {
  const out: Row[] = [];
  for (let skip = 0; ; skip += 100) {
    const res = await manager.get(`/api/projects/${pid}/clients/${clientId}/eligible-announcements?take=100&skip=${skip}${qs}`);
    expect(res.status).toBe(200);
    out.push(...res.body.data);
    if (out.length >= res.body.total || !res.body.data.length) return out;
  }
};
const mine = (rows: Row[]) => rows.filter((r) => Object.values(ids).includes(r.announcement.id));
const find = (rows: Row[], id: number) => rows.find((r) => r.announcement.id === id)!;
const req = (row: Row, key: string) => row.requirements.find((r) => r.requirement === key);

describe('announcements for a client', () => {
  it('lists published open announcements of the environment (global + own local) only', async () => {
    const rows = mine(await forClient(clientA));
    const got = rows.map((r) => r.announcement.id).sort();
    expect(got).toEqual([ids.fits, ids.later, ids.wrongAteco, ids.turnover, ids.exclude].sort());
  });

  it('a client fits one announcement and not another, and the answer names the failed requirements', async () => {
    const rows = await forClient(clientA);
    const fits = find(rows, ids.fits);
    expect(fits.verdict).toBe('eligible');
    expect(fits.requirements.map((r) => r.requirement).sort()).toEqual(
      [
        'annual_volume',
        'ateco_codes',
        'company_dimension',
        'legal_form',
        'number_of_employees',
        'subscribed_to_cciaa',
        'territory',
        'year_of_establishment',
      ].sort(),
    );
    expect(fits.requirements.every((r) => r.verdict === 'met')).toBe(true);
    const wrong = find(rows, ids.wrongAteco);
    expect(wrong.verdict).toBe('not_eligible');
    expect(wrong.failed.sort()).toEqual(['ateco_codes', 'territory']);
    expect(req(wrong, 'company_dimension')!.verdict).toBe('met');
    expect(req(wrong, 'ateco_codes')!.required).toContain('10.51');
    const excluded = find(rows, ids.exclude);
    expect(excluded.failed).toEqual(['ateco_codes']);
  });

  it('names the client ATECO code that meets or breaks the ATECO requirement (issue 39, defect 7)', async () => {
    const rows = await forClient(clientA);
    // "Soddisfatto" came with no client value: the code under the announcement's "62" is named
    expect(req(find(rows, ids.fits), 'ateco_codes')).toMatchObject({ verdict: 'met', client_value: '62.10.00' });
    // not under "10.51": the client's codes are shown to compare
    expect(req(find(rows, ids.wrongAteco), 'ateco_codes')).toMatchObject({ verdict: 'not_met', client_value: '62.10.00' });
    // excluded "62": the code that breaks it
    expect(req(find(rows, ids.exclude), 'ateco_codes')).toMatchObject({ verdict: 'not_met', client_value: '62.10.00' });
    // the same in the answer per announcement (clients of an announcement)
    const byCall = await manager.get(`/api/projects/${pid}/announcements/${ids.fits}/eligible-clients`).expect(200);
    const rowA = byCall.body.data.find((r: { client: { id: number } }) => r.client.id === clientA);
    expect(req(rowA, 'ateco_codes')).toMatchObject({ verdict: 'met', client_value: '62.10.00' });
  });

  it('sorts eligible first, then by deadline', async () => {
    const rows = mine(await forClient(clientA));
    expect(rows.map((r) => r.announcement.id)).toEqual([ids.turnover, ids.fits, ids.later, ids.wrongAteco, ids.exclude]);
    expect(rows.map((r) => r.verdict)).toEqual(['eligible', 'eligible', 'eligible', 'not_eligible', 'not_eligible']);
  });

  it('a client without turnover gets "unknown" for a turnover requirement, naming the missing field', async () => {
    const rows = await forClient(clientB);
    const t = find(rows, ids.turnover);
    expect(t.verdict).toBe('unknown');
    expect(req(t, 'annual_volume')).toMatchObject({ verdict: 'unknown', missing_field: 'clients_history.turnover', client_value: null });
    expect(t.unknown).toEqual(['annual_volume']);
    expect(find(rows, ids.fits).unknown).toEqual(
      expect.arrayContaining(['company_dimension', 'ateco_codes', 'territory', 'annual_volume']),
    );
    // an announcement without requirements fits everyone
    expect(find(rows, ids.later).verdict).toBe('eligible');
  });

  it('filters by verdict and answers 404 for another environment’s client', async () => {
    const rows = await forClient(clientA, '&verdict=not_eligible');
    expect(rows.every((r: Row) => r.verdict === 'not_eligible')).toBe(true);
    expect(mine(rows)).toHaveLength(2);
    const admin = await browserAs(app, 'admin@demo.local');
    expect((await admin.get(`/api/projects/${other}/clients/${clientA}/eligible-announcements`)).status).toBe(404);
    // one call only (the per-client call view)
    const one = await manager
      .get(`/api/projects/${pid}/clients/${clientA}/eligible-announcements?announcement_id=${ids.wrongAteco}`)
      .expect(200);
    expect(one.body.total).toBe(1);
    expect(one.body.data[0]).toMatchObject({ announcement: { id: ids.wrongAteco }, verdict: 'not_eligible' });
    expect(
      (await manager.get(`/api/projects/${pid}/clients/${clientA}/eligible-announcements?announcement_id=${ids.draft}`)).body.total,
    ).toBe(0);
  });
});

describe('clients for an announcement', () => {
  it('lists the environment’s clients with verdicts, eligible first', async () => {
    const res = await manager.get(`/api/projects/${pid}/announcements/${ids.fits}/eligible-clients`).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((r: { client: { id: number } }) => r.client.id)).toEqual([clientA, clientB]);
    expect(res.body.data.map((r: { verdict: string }) => r.verdict)).toEqual(['eligible', 'unknown']);
    const only = await manager.get(`/api/projects/${pid}/announcements/${ids.wrongAteco}/eligible-clients?verdict=eligible`).expect(200);
    expect(only.body.total).toBe(0);
  });

  it('404 for a draft announcement or a local announcement of another environment', async () => {
    expect((await manager.get(`/api/projects/${pid}/announcements/${ids.draft}/eligible-clients`)).status).toBe(404);
    expect((await manager.get(`/api/projects/${pid}/announcements/${ids.otherEnv}/eligible-clients`)).status).toBe(404);
  });
});
