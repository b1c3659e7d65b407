import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createClient, createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { makePartitaIva } from '@bandi/domain';

/**
 * Issue 37, "Call -> clients" and "Client -> calls": the eligible clients of an announcement paged beyond
 * the 50th, filtered (verdict, manager, region, size), sorted, with the client data to collect;
 * the potential calls of a client beyond the 50th and filtered (closing date, form of aid, area);
 * the bulk "Apri trattative" with a result per client (created / refused), tenancy included.
 */
let app: TestApp;
let pid: number;
let other: number;
let manager: Browser;
let managerId: number;
let colleagueId: number;
let call: number;
let otherCall: number;
let otherClient: number;
const byName = new Map<string, number>();

interface ClientRow {
  client: { id: number; business_name: string; region: string | null; managers: { id: number; name: string }[] };
  verdict: string;
  unknown: string[];
  missing_data: { field: string; label: string }[];
}
interface CallRow {
  announcement: { id: number; name: string; end_date: string | null };
}

const pad = (n: number) => String(n).padStart(2, '0');

beforeAll(async () => {
  app = await startTestApp({ isolated: true }); // counts global announcements closing in 2098: other files' ones are kept out (PostgreSQL shares one database)
  const ds = app.dataSource;
  pid = await createProject(ds, { name: 'Idonei in elenco' });
  other = await createProject(ds, { name: 'Altro ambiente' });
  const m = await createUser(ds, 'client-manager', [pid]);
  managerId = m.id;
  colleagueId = (await createUser(ds, 'client-manager', [pid])).id;
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  call = await createAnnouncementWithRequirements(ds, {
    projectId: pid,
    name: 'Digitale micro e piccole',
    company_dimensions: ['micro', 'small'],
    number_of_employees_min: 1,
    number_of_employees_max: 50,
  });
  otherCall = await createAnnouncementWithRequirements(ds, { projectId: other, name: 'Locale di un altro ambiente' });
  // 55 eligible (odd in Lombardia, even in Lazio), 3 too large, 2 without data: 60 clients
  const rows: [string, string | null, string | null, string | null, number | null][] = [];
  for (let i = 1; i <= 55; i++) rows.push([`Alfa ${pad(i)}`, i % 2 ? '03' : '12', i % 2 ? 'Lombardia' : 'Lazio', 'micro', 5]);
  for (let i = 1; i <= 3; i++) rows.push([`Beta ${i}`, '03', 'Lombardia', 'large', 300]);
  for (let i = 1; i <= 2; i++) rows.push([`Gamma ${i}`, null, null, null, null]);
  // one statement: P.IVA numbers from the domain's check digit, in the order of `rows`
  const inserted: { id: number; business_name: string }[] = await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number, region_code, region, company_dimension, latest_headcount)
     SELECT $1, x.name, x.vat, x.code, x.region, x.dim, x.headcount
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[]) AS x(name, vat, code, region, dim, headcount)
     RETURNING id, business_name`,
    [
      pid,
      rows.map((r) => r[0]),
      rows.map((_, i) => makePartitaIva(String(7300000 + i), '001')),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
      rows.map((r) => r[4]),
    ],
  );
  for (const r of inserted) byName.set(r.business_name, r.id);
  for (let i = 1; i <= 10; i++)
    await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [byName.get(`Alfa ${pad(i)}`), managerId]);
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [byName.get('Gamma 1'), managerId]);
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [byName.get('Beta 1'), colleagueId]);
  otherClient = await createClient(ds, other, { business_name: 'Alfa di un altro ambiente' });
  // 55 local announcements closing in 2098, some of them guarantees, some in the "Digitale" area
  await ds.query(
    `INSERT INTO announcements (project_id, scope, status, name, end_date, type_warranty, areas_of_intervention)
     SELECT $1, 'local', 'published', 'Bando in elenco ' || lpad(i::text, 2, '0'),
            make_date(2098, 1 + (i - 1) % 12, 1 + (i - 1) / 12), i <= 5, CASE WHEN i % 8 = 0 THEN ARRAY['Digitale'] ELSE '{}'::text[] END
       FROM generate_series(1, 55) i`,
    [pid],
  );
});
afterAll(() => app.close());

const clientsOf = async (query: string, who = manager) => {
  const res = await who.get(`/api/projects/${pid}/announcements/${call}/eligible-clients?${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: ClientRow[]; total: number };
};
const names = (page: { data: ClientRow[] }) => page.data.map((r) => r.client.business_name);

describe('clients of an announcement ("Clienti idonei")', () => {
  it('pages beyond the 50th in the default order: eligible by name, then missing data, then not eligible', async () => {
    const first = await clientsOf('take=50');
    expect(first.total).toBe(60);
    expect(names(first)[0]).toBe('Alfa 01');
    expect(names(first)[49]).toBe('Alfa 50');
    const last = await clientsOf('skip=50&take=20');
    expect(last.total).toBe(60);
    expect(names(last)).toEqual([
      'Alfa 51',
      'Alfa 52',
      'Alfa 53',
      'Alfa 54',
      'Alfa 55',
      'Gamma 1',
      'Gamma 2',
      'Beta 1',
      'Beta 2',
      'Beta 3',
    ]);
    expect(last.data.map((r) => r.verdict)).toEqual([...Array(5).fill('eligible'), 'unknown', 'unknown', ...Array(3).fill('not_eligible')]);
  });

  it('names the client data to collect when a requirement cannot be verified', async () => {
    const page = await clientsOf('verdict=unknown');
    expect(names(page)).toEqual(['Gamma 1', 'Gamma 2']);
    expect(page.data[0].missing_data.map((d) => d.label)).toEqual([
      "manca la dimensione d'impresa (dipendenti e bilanci)",
      'manca il numero di dipendenti',
    ]);
    expect(page.data[0].missing_data.map((d) => d.field)).toEqual(['clients_history', 'clients_history.headcount']);
    const eligible = await clientsOf('verdict=eligible&take=1');
    expect(eligible.total).toBe(55);
    expect(eligible.data[0].missing_data).toEqual([]);
  });

  it('filters by manager (an id or me), region of the seat and size, and lists the managers', async () => {
    const mine = await clientsOf('manager=me&take=100');
    expect(mine.total).toBe(11);
    expect(names(mine)).toEqual([...Array.from({ length: 10 }, (_, i) => `Alfa ${pad(i + 1)}`), 'Gamma 1']);
    expect(mine.data[0].client.managers).toEqual([{ id: managerId, name: 'Mario Rossi' }]);
    expect(names(await clientsOf(`manager=${colleagueId}`))).toEqual(['Beta 1']);
    const lazio = await clientsOf('region=12&take=100');
    expect(lazio.total).toBe(27);
    expect(lazio.data.every((r) => r.client.region === 'Lazio')).toBe(true);
    expect(names(await clientsOf('size=large'))).toEqual(['Beta 1', 'Beta 2', 'Beta 3']);
    const combined = await clientsOf('region=03&verdict=not_eligible&manager=' + colleagueId);
    expect(names(combined)).toEqual(['Beta 1']);
  });

  it('sorts by name, verdict and region in both directions', async () => {
    expect(names(await clientsOf('sort=name&order=desc&take=3'))).toEqual(['Gamma 2', 'Gamma 1', 'Beta 3']);
    expect(names(await clientsOf('sort=name&take=2'))).toEqual(['Alfa 01', 'Alfa 02']);
    expect(names(await clientsOf('sort=verdict&order=desc&take=4'))).toEqual(['Beta 1', 'Beta 2', 'Beta 3', 'Gamma 1']);
    const byRegion = await clientsOf('sort=region&take=100');
    expect(byRegion.data.map((r) => r.client.region)).toEqual([...Array(27).fill('Lazio'), ...Array(31).fill('Lombardia'), null, null]);
    expect(names(await clientsOf('sort=region&order=desc&take=1'))).toEqual(['Alfa 01']);
  });

  it('refuses bad filters with Italian messages (422)', async () => {
    for (const q of ['manager=tutti', 'region=Lazio', 'size=enorme', 'sort=pippo', 'order=up', 'verdict=forse']) {
      const res = await manager.get(`/api/projects/${pid}/announcements/${call}/eligible-clients?${q}`);
      expect([q, res.status]).toEqual([q, 422]);
    }
    const res = await manager.get(`/api/projects/${pid}/announcements/${call}/eligible-clients?sort=pippo`);
    expect(JSON.stringify(res.body)).toContain('Ordinamento non valido');
  });

  it("answers 404 for another environment's call and never lists another environment's client", async () => {
    expect((await manager.get(`/api/projects/${pid}/announcements/${otherCall}/eligible-clients`)).status).toBe(404);
    const all = await clientsOf('take=100');
    expect(all.data.map((r) => r.client.id)).not.toContain(otherClient);
  });
});

describe('calls of a client ("Bandi potenziali")', () => {
  const callsOf = async (query: string) => {
    const res = await manager.get(`/api/projects/${pid}/clients/${byName.get('Alfa 01')}/eligible-announcements?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: CallRow[]; total: number };
  };
  const mine = 'closing_after=2098-01-01&closing_before=2098-12-31';

  it('pages beyond the 50th call', async () => {
    const first = await callsOf(`${mine}&take=50`);
    expect(first.total).toBe(55);
    const next = await callsOf(`${mine}&skip=50&take=50`);
    expect(next.total).toBe(55);
    expect(next.data).toHaveLength(5);
    const ids = [...first.data, ...next.data].map((r) => r.announcement.id);
    expect(new Set(ids).size).toBe(55);
    // by closing date: the page after the 50th holds the latest five
    const ends = [...first.data, ...next.data].map((r) => r.announcement.end_date);
    expect(ends).toEqual([...ends].sort());
    const all = await callsOf('take=100');
    expect(all.total).toBeGreaterThanOrEqual(56);
  });

  it('filters by closing date, form of aid and area', async () => {
    const january = await callsOf('closing_after=2098-01-01&closing_before=2098-01-31');
    expect(january.data.map((r) => r.announcement.name)).toEqual([1, 13, 25, 37, 49].map((i) => `Bando in elenco ${pad(i)}`));
    const warranty = await callsOf(`${mine}&funding_type=type_warranty`);
    expect(warranty.data.map((r) => r.announcement.name).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `Bando in elenco ${pad(i)}`));
    const both = await callsOf(`${mine}&funding_type=type_warranty,type_non_repayable_fund`);
    expect(both.total).toBe(5);
    const digital = await callsOf(`${mine}&area=Digitale`);
    expect(digital.data.map((r) => r.announcement.name).sort()).toEqual([8, 16, 24, 32, 40, 48].map((i) => `Bando in elenco ${pad(i)}`));
    // an announcement without closing date is open-ended: kept by closing_after alone, dropped by closing_before
    const openEnded = await createAnnouncementWithRequirements(app.dataSource, { projectId: pid, name: 'Senza scadenza', end_date: null });
    expect((await callsOf('closing_after=2098-01-01&take=100')).data.map((r) => r.announcement.id)).toContain(openEnded);
    expect((await callsOf('closing_before=2098-12-31&take=100')).data.map((r) => r.announcement.id)).not.toContain(openEnded);
    for (const q of ['closing_before=31/12/2098', 'funding_type=prestito', 'closing_after=2098-02-30']) {
      const res = await manager.get(`/api/projects/${pid}/clients/${byName.get('Alfa 01')}/eligible-announcements?${q}`);
      expect([q, res.status]).toEqual([q, 422]);
    }
  });
});

describe('"Apri trattative" on the selected clients of an announcement', () => {
  const url = () => `/api/projects/${pid}/announcements/${call}/negotiations`;

  it('opens one negotiation per client, refuses the ones that are not there or already have one open', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => byName.get(`Alfa ${pad(i + 1)}`)!);
    const res = await manager.send('post', url(), { client_ids: [...ten, otherClient, 999999, ten[0]] });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(10);
    expect(res.body.refused).toBe(2);
    expect(res.body.results.map((r: { client_id: number }) => r.client_id)).toEqual([...ten, otherClient, 999999]);
    expect(
      res.body.results
        .slice(0, 10)
        .every((r: { status: string; negotiation_id: number }) => r.status === 'created' && r.negotiation_id > 0),
    ).toBe(true);
    expect(res.body.results[10]).toEqual({ client_id: otherClient, status: 'refused', reason: 'Cliente non trovato in questo ambiente' });
    // stored: on the board, titled with the announcement, stage "Contatto", in the client's log
    const first = res.body.results[0].negotiation_id;
    const stored = await manager.get(`/api/projects/${pid}/negotiations/${first}`);
    expect(stored.body).toMatchObject({ client_id: ten[0], announcement_id: call, title: 'Digitale micro e piccole', stage: 'contact' });
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE action = 'negotiation.created' AND entity_id = ANY($1)`,
      [ten],
    );
    expect(count).toBe(10);
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM negotiations WHERE client_id = $1`, [otherClient]);
    expect(n).toBe(0);

    // again: each of the ten already has an open negotiation for this announcement
    const again = await manager.send('post', url(), { client_ids: [ten[0], byName.get('Alfa 11')] });
    expect(again.body.results).toEqual([
      { client_id: ten[0], status: 'refused', reason: 'Ha già una trattativa aperta per questo bando', negotiation_id: first },
      { client_id: byName.get('Alfa 11'), status: 'created', negotiation_id: expect.any(Number) },
    ]);
    // once closed, a new one may be opened
    const moved = await manager.send('patch', `/api/projects/${pid}/negotiations/${first}/stage`, { stage: 'closed_won' });
    expect(moved.status).toBe(200);
    const reopened = await manager.send('post', url(), { client_ids: [ten[0]] });
    expect(reopened.body).toMatchObject({ created: 1, refused: 0 });
  });

  it('refuses for a referent the clients it is not linked to', async () => {
    const ds = app.dataSource;
    const referentId = await createReferent(ds, pid);
    const linked = await createClient(ds, pid, { business_name: 'Cliente del referente', referentIds: [referentId] });
    const r = await createUser(ds, 'referent', [pid], { referent_id: referentId });
    const referent = await browserAs(app, r.email, FACTORY_PASSWORD);
    const res = await referent.send('post', url(), { client_ids: [linked, byName.get('Alfa 20')] });
    expect(res.status).toBe(200);
    expect(res.body.results.map((x: { status: string }) => x.status)).toEqual(['created', 'refused']);
  });

  it("answers 404 for another environment's call, 422 for an empty or too long selection, 403 without the permission", async () => {
    expect(
      (await manager.send('post', `/api/projects/${pid}/announcements/${otherCall}/negotiations`, { client_ids: [byName.get('Alfa 30')] }))
        .status,
    ).toBe(404);
    expect((await manager.send('post', url(), { client_ids: [] })).status).toBe(422);
    const tooMany = await manager.send('post', url(), { client_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain('Al massimo 500 clienti');
    expect((await manager.send('post', url(), { client_ids: ['uno'] })).status).toBe(422);
    const expert = await createUser(app.dataSource, 'local-expert-announcement', [pid]);
    const e = await browserAs(app, expert.email, FACTORY_PASSWORD);
    expect((await e.send('post', url(), { client_ids: [byName.get('Alfa 30')] })).status).toBe(403);
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM negotiations WHERE client_id = $1`, [byName.get('Alfa 30')]);
    expect(n).toBe(0);
  });
});
