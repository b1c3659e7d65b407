import type { DataSource } from 'typeorm';
import { generateBulk } from '../src/bench/generate';
import { EligibilityRepository } from '../src/modules/eligibility/eligibility.repository';
import { EligibilityVerdictsService } from '../src/modules/eligibility/eligibility-verdicts.service';
import { storedClientsPageSql } from '../src/modules/eligibility/eligibility-store.repository';
import { createAnnouncementWithRequirements } from './clients-factories';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';

/**
 * Issue 32, acceptance 1 (docs/architecture.md#eligibility-verdict-store): the two eligibility
 * lists answer from the verdict store when no pending change concerns them — the same rows, order,
 * totals and fields as the live SQL, for several filters, sorts and pages — without running the
 * live question (a spy on EligibilityRepository); a client change not yet carried into the store
 * is answered at once (live), then from the store after the job's drain. 300 generated clients x
 * 30 generated announcements plus 2 global announcements, in a database of its own.
 */
let app: TestApp;
let ds: DataSource;
let svc: EligibilityVerdictsService;
let live: { forAnnouncement: jest.SpyInstance; forClient: jest.SpyInstance };
let pid: number;
let admin: Browser;
let calls: number[];
let clients: number[];

const liveCalls = () => live.forAnnouncement.mock.calls.length + live.forClient.mock.calls.length;

beforeAll(async () => {
  app = await startTestApp({ isolated: true, verdicts: true }); // own database on PostgreSQL: the store spans every environment
  ds = app.dataSource;
  svc = app.handle.app.get(EligibilityVerdictsService);
  const repo = app.handle.app.get(EligibilityRepository);
  live = { forAnnouncement: jest.spyOn(repo, 'forAnnouncement'), forClient: jest.spyOn(repo, 'forClient') };
  pid = await createProject(ds, { name: 'Letture dal magazzino esiti' });
  const a = await createUser(ds, 'administrator', [pid]);
  admin = await browserAs(app, a.email, FACTORY_PASSWORD);
  // the seeded global announcements would pair with every client: all but two set aside
  await ds.query(
    `UPDATE announcements SET status = 'draft' WHERE project_id IS NULL AND status = 'published'
        AND id NOT IN (SELECT id FROM announcements WHERE project_id IS NULL AND status = 'published' ORDER BY id LIMIT 2)`,
  );
  await generateBulk(ds, { projectId: pid, clients: 300, calls: 30, seed: 33 });
  // the administrator manages every third client (the `manager=me` filter)
  await ds.query(`INSERT INTO client_managers (client_id, user_id) SELECT id, $2 FROM clients WHERE project_id = $1 AND id % 3 = 0`, [
    pid,
    a.id,
  ]);
  await svc.drain();
  calls = (
    await ds.query(
      `SELECT a.id FROM announcements a WHERE a.status = 'published' AND (a.end_date IS NULL OR a.end_date >= CURRENT_DATE)
          AND (a.project_id = $1 OR a.project_id IS NULL) ORDER BY a.id`,
      [pid],
    )
  ).map((r: { id: number }) => r.id);
  clients = (await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY id`, [pid])).map((r: { id: number }) => r.id);
}, 120_000);
afterAll(() => app?.close());

async function getOk(url: string): Promise<{ data: Record<string, unknown>[]; total: number }> {
  const res = await admin.get(url);
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return res.body;
}

/** The answers of `urls`, and how many of them ran the live question. */
async function answers(urls: string[]): Promise<{ bodies: unknown[]; live: number }> {
  const before = liveCalls();
  const bodies = [];
  for (const u of urls) bodies.push(await getOk(u));
  return { bodies, live: liveCalls() - before };
}

it('the store answers every list question as the live SQL does (rows, order, totals, fields), without the live question', async () => {
  const [region] = await ds.query(`SELECT region_code FROM clients WHERE project_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`, [pid]);
  const base = `/api/projects/${pid}`;
  const forCall = (id: number, q: string) => `${base}/announcements/${id}/eligible-clients?${q}`;
  const forClient = (id: number, q: string) => `${base}/clients/${id}/eligible-announcements?${q}`;
  const urls = [
    ...[calls[0], calls[1], calls[calls.length - 1]].map((id) => forCall(id, 'take=25')),
    forCall(calls[2], 'verdict=eligible&take=10&skip=5'),
    forCall(calls[3], 'sort=name&order=desc&take=15&skip=20'),
    forCall(calls[4], 'sort=region&take=30'),
    forCall(calls[5], 'sort=region&order=desc&take=30&skip=7'),
    forCall(calls[6], `region=${region.region_code}&take=20`),
    forCall(calls[7], 'manager=me&verdict=not_eligible&take=20'),
    forCall(calls[8], 'size=micro&sort=verdict&order=desc&take=20'),
    forCall(calls[9], 'skip=5000'),
    ...[clients[0], clients[150], clients[299]].map((id) => forClient(id, 'take=100')),
    forClient(clients[10], 'verdict=unknown'),
    forClient(clients[11], 'take=5&skip=3'),
    forClient(clients[12], 'closing_before=2027-06-30&closing_after=2026-12-01'),
    forClient(clients[13], `announcement_id=${calls[4]}`),
  ];
  const store = await answers(urls);
  expect(store.live).toBe(0);
  // the same questions answered live: a pending entry for "everything" makes every answer stale
  await ds.query(`INSERT INTO eligibility_pending (client_id, announcement_id) VALUES (NULL, NULL)`);
  let fresh: { bodies: unknown[]; live: number };
  try {
    fresh = await answers(urls);
  } finally {
    await ds.query(`DELETE FROM eligibility_pending WHERE client_id IS NULL AND announcement_id IS NULL`);
  }
  expect(fresh.live).toBe(urls.length);
  urls.forEach((u, i) => expect({ u, body: store.bodies[i] }).toEqual({ u, body: fresh.bodies[i] }));
  // meaningful pages: every verdict appears, pages are full, totals exceed pages
  const rows = (store.bodies as { data: { verdict: string }[]; total: number }[]).flatMap((b) => b.data);
  expect(new Set(rows.map((r) => r.verdict))).toEqual(new Set(['eligible', 'unknown', 'not_eligible']));
  expect((store.bodies[0] as { data: unknown[]; total: number }).total).toBe(300);
  expect((store.bodies[0] as { data: unknown[] }).data).toHaveLength(25);
}, 60_000);

/** The nodes of an EXPLAIN (FORMAT JSON) plan, each with the node types of its subtree. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const subtree = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(subtree)];

it("a page sorted by verdict, by name or by region (both ways) is read from an index in its order, never by sorting the announcement's rows", async () => {
  // enable_sort off: the planner sorts only where no index gives the order (a Sort under a Limit
  // reading the store would be every row of the announcement sorted to show a page: 100,000 at 10^5 clients)
  const cases = [
    { sort: 'verdict' as const, order: 'asc' as const },
    { sort: 'name' as const, order: 'asc' as const },
    { sort: 'name' as const, order: 'desc' as const },
    { sort: 'region' as const, order: 'asc' as const },
    { sort: 'region' as const, order: 'desc' as const },
  ];
  for (const opts of cases) {
    const params: unknown[] = [calls[0], pid, 50, 0];
    const { sql } = storedClientsPageSql('true', params, { ...opts, take: 50 });
    const plan = await ds.transaction(async (em) => {
      await em.query(`SET LOCAL enable_sort = off`);
      const [row] = await em.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      return (typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'])[0].Plan as PlanNode;
    });
    const limits = subtree(plan).filter(
      (n) => n['Node Type'] === 'Limit' && subtree(n).some((m) => m['Relation Name'] === 'eligibility_verdicts'),
    );
    expect(limits.length).toBeGreaterThan(0);
    const sorted = limits
      .flatMap((l) => subtree(l))
      .filter((n) => /Sort/.test(n['Node Type']))
      .map((n) => n['Node Type']);
    expect({ ...opts, sorted }).toEqual({ ...opts, sorted: [] });
  }
});

it('a client change not yet in the store is answered at once (live), then from the store after the drain', async () => {
  const call = await createAnnouncementWithRequirements(ds, { projectId: pid, name: 'Solo iscritte CCIAA', subscribed_to_cciaa: 'yes' });
  const client = clients[42];
  await ds.query(`UPDATE clients SET subscribed_to_cciaa = 'yes' WHERE id = $1`, [client]);
  await svc.drain();
  const verdictFor = async () => {
    const one = await getOk(`/api/projects/${pid}/clients/${client}/eligible-announcements?announcement_id=${call}`);
    const list = await getOk(`/api/projects/${pid}/announcements/${call}/eligible-clients?take=100&sort=name`);
    const row = list.data.find((r) => (r.client as { id: number }).id === client);
    return [one.data[0].verdict, row?.verdict];
  };
  const stored = async () =>
    (await ds.query(`SELECT verdict FROM eligibility_verdicts WHERE announcement_id = $1 AND client_id = $2`, [call, client]))[0].verdict;
  let before = liveCalls();
  expect(await verdictFor()).toEqual(['eligible', 'eligible']);
  expect(liveCalls() - before).toBe(0);

  // a write the job has not carried yet (the trigger's pending entry is there)
  await ds.query(`UPDATE clients SET subscribed_to_cciaa = 'no' WHERE id = $1`, [client]);
  before = liveCalls();
  expect(await verdictFor()).toEqual(['not_eligible', 'not_eligible']);
  expect(liveCalls() - before).toBe(2);
  expect(await stored()).toBe('eligible'); // the store still holds the old verdict: the answer did not read it

  await svc.drain();
  before = liveCalls();
  expect(await verdictFor()).toEqual(['not_eligible', 'not_eligible']);
  expect(liveCalls() - before).toBe(0);
  expect(await stored()).toBe('not_eligible');
}, 60_000);

it('a client renamed or moved to another region is read in its new place from the store at once (no pending entry: the row carries its keys)', async () => {
  const call = calls[1];
  const url = `/api/projects/${pid}/announcements/${call}/eligible-clients?take=100`;
  const byName = `/api/projects/${pid}/announcements/${call}/eligible-clients?take=15&sort=name`;
  const byRegion = (region: string) => `/api/projects/${pid}/announcements/${call}/eligible-clients?take=100&region=${region}`;
  const [{ id: moved, region_code: from }] = await ds.query(
    `SELECT id, region_code FROM clients WHERE project_id = $1 AND region_code IS NOT NULL ORDER BY id LIMIT 1`,
    [pid],
  );
  const to = from === '12' ? '03' : '12';
  // a name that sorts first, and another region: neither is a column the verdict reads
  await ds.query(`UPDATE clients SET business_name = 'AAA Primo nome', region_code = $2 WHERE id = $1`, [moved, to]);
  expect(await ds.query(`SELECT client_id, announcement_id FROM eligibility_pending`)).toEqual([]);
  const before = liveCalls();
  const store = [await getOk(byName), await getOk(byRegion(to)), await getOk(byRegion(from)), await getOk(url)];
  expect(liveCalls() - before).toBe(0);
  const names = (b: { data: Record<string, unknown>[] }) => b.data.map((r) => (r.client as { id: number }).id);
  // the same answers as the live SQL
  await ds.query(`INSERT INTO eligibility_pending (client_id, announcement_id) VALUES (NULL, NULL)`);
  try {
    const fresh = [await getOk(byName), await getOk(byRegion(to)), await getOk(byRegion(from)), await getOk(url)];
    store.forEach((b, i) => expect(names(b)).toEqual(names(fresh[i])));
    store.forEach((b, i) => expect(b.total).toBe(fresh[i].total));
  } finally {
    await ds.query(`DELETE FROM eligibility_pending WHERE client_id IS NULL AND announcement_id IS NULL`);
  }
  expect(names(store[1])).toContain(moved);
  expect(names(store[2])).not.toContain(moved);
  // first by name, and first among the clients of its verdict in the default order (when on the page)
  expect(names(store[0])[0]).toBe(moved);
  const row = store[3].data.find((r) => (r.client as { id: number }).id === moved);
  if (row) expect((store[3].data.filter((r) => r.verdict === row.verdict)[0].client as { id: number }).id).toBe(moved);
}, 60_000);

it('above the exact-count bound the total is counted up to the bound, then estimated (total_estimated: true)', async () => {
  const url = `/api/projects/${pid}/announcements/${calls[0]}/eligible-clients?take=15`;
  const saved = process.env.LIST_EXACT_TOTAL_LIMIT;
  process.env.LIST_EXACT_TOTAL_LIMIT = '100';
  try {
    const before = liveCalls();
    const over = await getOk(url);
    expect(liveCalls() - before).toBe(0);
    expect(over).toMatchObject({ total_estimated: true });
    expect(over.total).toBeGreaterThan(100);
    expect(over.data).toHaveLength(15);
    // under the bound (a filter leaves fewer): exact, no flag
    const few = await getOk(`${url}&verdict=eligible&manager=me`);
    expect(few.total).toBeLessThanOrEqual(100);
    expect(few).not.toHaveProperty('total_estimated');
  } finally {
    if (saved === undefined) delete process.env.LIST_EXACT_TOTAL_LIMIT;
    else process.env.LIST_EXACT_TOTAL_LIMIT = saved;
  }
  expect((await getOk(url)).total).toBe(300);
}, 60_000);

it("a client moved to another environment leaves the old environment's page at once (the store's rows move with it)", async () => {
  const other = await createProject(ds, { name: 'Altro ambiente (spostamento)' });
  const call = calls[3];
  const url = `/api/projects/${pid}/announcements/${call}/eligible-clients?take=100&sort=name`;
  const [{ id: moved }] = await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY business_name, id LIMIT 1`, [pid]);
  const before = await getOk(url);
  expect(before.data.map((r) => (r.client as { id: number }).id)).toContain(moved);
  await ds.query(`UPDATE clients SET project_id = $2 WHERE id = $1`, [moved, other]);
  try {
    const after = await getOk(url);
    expect(after.data.map((r) => (r.client as { id: number }).id)).not.toContain(moved);
    expect(after.total).toBe(before.total - 1);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM eligibility_verdicts WHERE client_id = $1 AND project_id <> $2`, [
      moved,
      other,
    ]);
    expect(n).toBe(0);
  } finally {
    await ds.query(`UPDATE clients SET project_id = $2 WHERE id = $1`, [moved, pid]);
    await svc.drain();
  }
}, 60_000);
