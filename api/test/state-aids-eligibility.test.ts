import { deMinimisHeadroom, makePartitaIva, type DeMinimisAid } from '@bandi/domain';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { EligibilityVerdictsService } from '../src/modules/eligibility/eligibility-verdicts.service';

/**
 * Issue 34, de minimis in eligibility: an announcement under the de minimis scheme gives each row of
 * "Clienti idonei" and "Bandi potenziali" the requirement "Massimale de minimis" with the headroom
 * of the client at the announcement's closing date against the announcement's maximum aid; for 1,000 clients with
 * aid (inserted in bulk) the headroom equals the domain's `deMinimisHeadroom`; the verdict of one
 * call for one client carries the requirement "Massimale de minimis" (failed when the aid does not fit, with the
 * largest amount that fits: art. 3(7)); a client without aid is unknown; a linked client's aid
 * counts; an announcement outside de minimis has no annotation.
 */
let app: TestApp;
let pid: number;
let manager: Browser;
let call: number;
let plainCall: number;
let ids: number[] = [];
let noAid: number;
const AT = '2027-06-30';
const MAX_EUR = 50_000;
const aidsOf = new Map<number, DeMinimisAid[]>();

interface Check {
  status: string;
  at: string;
  headroom_cents: number;
  max_aid_cents: number | null;
  largest_fitting_cents: number | null;
  message: string;
}
interface ClientRow {
  client: { id: number };
  verdict: string;
  de_minimis: Check | null;
  requirements: { requirement: string; verdict: string; label: string }[];
}

beforeAll(async () => {
  app = await startTestApp({ isolated: true });
  const ds = app.dataSource;
  // the seeded global announcements (500 from incentivi.gov.it) set aside (a database of its own): the
  // pairs are this file's, and the store's job below carries 2 announcements x 1,001 clients, not 500 more
  await ds.query(`UPDATE announcements SET status = 'draft' WHERE project_id IS NULL AND status = 'published'`);
  pid = await createProject(ds, { name: 'De minimis idonei' });
  const m = await createUser(ds, 'administrator', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  call = await createAnnouncementWithRequirements(ds, { projectId: pid, name: 'Voucher de minimis', end_date: AT });
  await ds.query(`UPDATE announcements SET aid_scheme_de_minimis = true, grant_max = $2 WHERE id = $1`, [call, MAX_EUR]);
  plainCall = await createAnnouncementWithRequirements(ds, { projectId: pid, name: 'Bando in esenzione', end_date: AT });
  const inserted: { id: number }[] = await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number)
     SELECT $1, 'Impresa ' || lpad(i::text, 4, '0'), x.vat FROM unnest($2::text[]) WITH ORDINALITY AS x(vat, i) RETURNING id`,
    [pid, Array.from({ length: 1001 }, (_, i) => makePartitaIva(String(6100000 + i), '001'))],
  );
  ids = inserted.map((r) => r.id).slice(0, 1000);
  noAid = inserted[1000].id;
  // 1 to 3 aid per client, general de minimis, agriculture or GBER, granted 2024-01 .. 2026-10 (some out of the window at AT)
  const rows: [number, string, string, number][] = [];
  ids.forEach((id, i) => {
    for (let k = 0; k <= i % 3; k++) {
      const month = (i * 7 + k * 11) % 34;
      const date = `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(1 + ((i + k) % 28)).padStart(2, '0')}`;
      const regulation = ['UE2831/2023', 'UE1407/2013', '1408/2013', 'CE651/2014'][(i + k) % 4];
      const cents = ((i * 37 + k * 101) % 300) * 100_000 + 12_345;
      rows.push([id, date, regulation, cents]);
    }
  });
  await ds.query(
    `INSERT INTO state_aids (client_id, grant_date, granting_body, regulation, aid_element_cents)
     SELECT x.c, x.d::date, 'Regione', x.r, x.a FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[]) AS x(c, d, r, a)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  );
  for (const [c, d, r, a] of rows) {
    const list = aidsOf.get(c) ?? [];
    list.push({ beneficiary: `client:${c}`, grant_date: d, regulation: r, aid_element_cents: a });
    aidsOf.set(c, list);
  }
  // the verdict store's job, as after the writes (the lists then read the store: order, filter, total)
  const t0 = Date.now();
  const drained = await app.handle.app.get(EligibilityVerdictsService).drain();
  console.log(`state-aids-eligibility: store brought up to date in ${Date.now() - t0} ms (${drained.pairs} pairs)`);
}, 120_000);
afterAll(() => app?.close());

const general = (clientId: number, members = [clientId]) =>
  deMinimisHeadroom(
    AT,
    members.map((c) => `client:${c}`),
    members.flatMap((c) => aidsOf.get(c) ?? []),
  ).regulations.find((r) => r.regulation === 'general')!;

it('judges 1,000 clients of a de minimis call on the headroom of the domain at the closing date', async () => {
  const seen = new Map<number, Check>();
  const verdicts = new Map<number, string>();
  for (let skip = 0; skip < 1001; skip += 100) {
    const res = await manager.get(`/api/projects/${pid}/announcements/${call}/eligible-clients?take=100&skip=${skip}&sort=name`);
    expect(res.status).toBe(200);
    for (const row of res.body.data as ClientRow[]) {
      seen.set(row.client.id, row.de_minimis!);
      verdicts.set(row.client.id, row.verdict);
    }
  }
  expect(seen.size).toBe(1001);
  let fitting = 0;
  for (const id of ids) {
    const check = seen.get(id)!;
    const expected = general(id);
    expect({ id, headroom: check.headroom_cents, at: check.at }).toEqual({ id, headroom: expected.headroom_cents, at: AT });
    const ok = MAX_EUR * 100 <= expected.headroom_cents;
    expect(check.status).toBe(ok ? 'fits' : 'does_not_fit');
    expect(check.largest_fitting_cents).toBe(ok ? null : expected.headroom_cents);
    // the announcement asks nothing else: the requirement decides the row's verdict
    expect({ id, verdict: verdicts.get(id) }).toEqual({ id, verdict: ok ? 'eligible' : 'not_eligible' });
    if (ok) fitting++;
  }
  expect(verdicts.get(noAid)).toBe('unknown');
  // the verdict filter and the total agree with the rows
  const only = await manager.get(`/api/projects/${pid}/announcements/${call}/eligible-clients?take=5&verdict=eligible`);
  expect(only.body.total).toBe(fitting);
  // the data set has both outcomes
  expect(fitting).toBeGreaterThan(50);
  expect(fitting).toBeLessThan(1000);
  expect(seen.get(noAid)).toMatchObject({ status: 'unknown', headroom_cents: 30_000_000, max_aid_cents: 5_000_000 });
  expect(seen.get(noAid)!.message).toContain('Nessun aiuto registrato: verificare il massimale');
}, 60_000);

it('makes "Massimale de minimis" a requirement of the verdict of one announcement for one client', async () => {
  const failing = ids.find((id) => general(id).headroom_cents < MAX_EUR * 100)!;
  const res = await manager.get(`/api/projects/${pid}/clients/${failing}/eligible-announcements?announcement_id=${call}`);
  expect(res.status).toBe(200);
  const [row] = res.body.data as ClientRow[];
  expect(row.verdict).toBe('not_eligible');
  expect(row.requirements.find((r) => r.requirement === 'de_minimis')).toMatchObject({ label: 'Massimale de minimis', verdict: 'not_met' });
  expect(row.de_minimis).toMatchObject({ status: 'does_not_fit', largest_fitting_cents: general(failing).headroom_cents });
  expect(row.de_minimis!.message).toContain('non può essere concesso nemmeno in parte');

  const unknown = (await manager.get(`/api/projects/${pid}/clients/${noAid}/eligible-announcements?announcement_id=${call}`)).body
    .data[0] as ClientRow & { missing_data: { field: string; label: string }[] };
  expect(unknown.verdict).toBe('unknown');
  expect(unknown.missing_data).toContainEqual({ field: 'state_aids', label: 'Nessun aiuto registrato: verificare il massimale' });

  // the list of announcements of a client: the same requirement and verdict on the de minimis announcement (issue 34:
  // "in every verdict"), nothing on the others
  const list = (await manager.get(`/api/projects/${pid}/clients/${failing}/eligible-announcements`)).body.data as (ClientRow & {
    announcement: { id: number };
  })[];
  expect(list.find((r) => r.announcement.id === call)).toMatchObject({ verdict: 'not_eligible', de_minimis: { status: 'does_not_fit' } });
  expect(list.find((r) => r.announcement.id === call)!.requirements.filter((r) => r.requirement === 'de_minimis')).toHaveLength(1);
  expect(list.find((r) => r.announcement.id === plainCall)).toMatchObject({ de_minimis: null });
});

it('counts the aid of a linked client (single undertaking)', async () => {
  const [a, b] = [ids[3], ids[4]];
  const [rb] = await app.dataSource.query(`SELECT business_name, vat_number FROM clients WHERE id = $1`, [b]);
  await app.dataSource.query(
    `INSERT INTO client_company_relations (client_id, kind, name, vat_number, share_percent) VALUES ($1, 'connected', $2, $3, 60)`,
    [a, rb.business_name, rb.vat_number],
  );
  const row = (await manager.get(`/api/projects/${pid}/clients/${a}/eligible-announcements?announcement_id=${call}`)).body
    .data[0] as ClientRow;
  expect(row.de_minimis!.headroom_cents).toBe(general(a, [a, b]).headroom_cents);
  expect(general(a, [a, b]).headroom_cents).toBeLessThan(general(a).headroom_cents);
});
