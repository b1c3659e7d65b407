import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createUser } from './factories';

/**
 * Issue 37, "La mia giornata": the numbers of GET /api/projects/{id}/home for a seeded situation
 * (my clients, announcements closing in 7 and 30 days that fit them, new interest and sign-ups since the
 * last visit, my tasks due and overdue, my pipeline with EUR sums), another environment's records
 * never counted, the clients without a manager only for administrators, who may open it, and
 * the start page of the profile that the session's initial route follows.
 * An isolated database: the seeded global announcements closing in the next 30 days are moved out of
 * the window so that the counts are exactly this file's records.
 */
let app: TestApp;
let ds: DataSource;
let own: number;
let other: number;
let manager: Browser;
let colleague: Browser;
let localAdmin: Browser;
let strangerEmail: string;
const ids: Record<string, number> = {};

const date = async (days: number): Promise<string> =>
  (await ds.query(`SELECT to_char(CURRENT_DATE + $1::int, 'YYYY-MM-DD') AS d`, [days]))[0].d;

async function closingCall(name: string, projectId: number, days: number, over: { status?: string; dimensions?: string[] } = {}) {
  const id = await createAnnouncement(ds, { projectId, name, status: over.status });
  await ds.query(`UPDATE announcements SET end_date = $2::date, company_dimensions = $3 WHERE id = $1`, [
    id,
    await date(days),
    over.dimensions ?? [],
  ]);
  return id;
}

async function manage(clientId: number, userId: number) {
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [clientId, userId]);
}

async function interest(projectId: number, clientId: number, announcementId: number) {
  const [share] = await ds.query(
    `INSERT INTO announcement_shares (token_hash, announcement_id, project_id, client_id, expires_at) VALUES ($1, $2, $3, $4, now() + interval '30 days') RETURNING id`,
    [randomUUID().replace(/-/g, '').padEnd(64, '0'), announcementId, projectId, clientId],
  );
  await ds.query(`INSERT INTO share_interests (share_id) VALUES ($1)`, [share.id]);
}

async function signup(projectId: number, email: string, status = 'pending') {
  await ds.query(`INSERT INTO newsletter_subscribers (project_id, email, status, unsubscribe_token) VALUES ($1, $2, $3, $4)`, [
    projectId,
    email,
    status,
    randomUUID().replace(/-/g, '').padEnd(43, 'x'),
  ]);
}

async function task(projectId: number, ownerId: number, title: string, days: number, status = 'open') {
  await ds.query(`INSERT INTO tasks (project_id, title, owner_id, due_date, status) VALUES ($1, $2, $3, CURRENT_DATE + $4::int, $5)`, [
    projectId,
    title,
    ownerId,
    days,
    status,
  ]);
}

async function negotiation(projectId: number, clientId: number, stage: string, amounts: Record<string, number>) {
  const cols = Object.keys(amounts);
  await ds.query(
    `INSERT INTO negotiations (project_id, client_id, title, stage${cols.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, 'Trattativa', $3${cols.map((_c, i) => `, $${i + 4}`).join('')})`,
    [projectId, clientId, stage, ...Object.values(amounts)],
  );
}

beforeAll(async () => {
  app = await startTestApp({ isolated: true });
  ds = app.dataSource;
  // the seeded announcements closing soon (global ones included) would fit these clients too
  await ds.query(`UPDATE announcements SET end_date = CURRENT_DATE - 1 WHERE end_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 30`);
  own = await createProject(ds, { name: 'Giornata propria' });
  other = await createProject(ds, { name: 'Giornata altrui' });
  const m = await createUser(ds, 'client-manager', [own]);
  const c = await createUser(ds, 'client-manager', [own]);
  const la = await createUser(ds, 'local-administrator', [own]);
  const stranger = await createUser(ds, 'client-manager', [other]);
  ids.colleague = c.id;
  ids.a1 = await createClient(ds, own, { business_name: 'Alfa Meccanica S.r.l.' });
  ids.a2 = await createClient(ds, own, { business_name: 'Beta Servizi S.p.A.' });
  ids.b = await createClient(ds, own, { business_name: 'Collega S.r.l.' });
  ids.u = await createClient(ds, own, { business_name: 'Senza Gestore S.r.l.' });
  ids.o = await createClient(ds, other, { business_name: 'Altrove S.r.l.' });
  await manage(ids.a1, m.id);
  await manage(ids.a2, m.id);
  await manage(ids.b, c.id);
  await manage(ids.o, stranger.id);
  // calls: fits all in 3 days; data missing (dimension) in 20 days; another environment's; past 30 days; a draft
  ids.fits = await closingCall('Bando Idoneo Vicino', own, 3);
  ids.unknown = await closingCall('Bando Dati Mancanti', own, 20, { dimensions: ['micro'] });
  ids.elsewhere = await closingCall('Bando Altro Ambiente', other, 2);
  await closingCall('Bando Lontano', own, 45);
  await closingCall('Bando Bozza', own, 3, { status: 'draft' });
  // tasks
  await task(own, m.id, 'Scaduto', -2);
  await task(own, m.id, 'Oggi', 0);
  await task(own, m.id, 'Fra tre giorni', 3);
  await task(own, m.id, 'Fra dieci giorni', 10);
  await task(own, m.id, 'Scaduto ma fatto', -5, 'done');
  await task(own, c.id, 'Del collega', -1);
  await task(other, stranger.id, 'Altrui', -1);
  // negotiations (EUR)
  await negotiation(own, ids.a1, 'contact', { amount_requested: 10000 });
  await negotiation(own, ids.a2, 'closed_won', { amount_requested: 50000, amount_granted: 40000, success_fee_percent: 5 });
  await negotiation(own, ids.a1, 'closed_won', { amount_granted: 10000, success_fee_amount: 1500.5 });
  await negotiation(own, ids.b, 'contact', { amount_requested: 99999 });
  await negotiation(other, ids.o, 'contact', { amount_requested: 77777 });
  // interest and sign-ups of the last days
  await interest(own, ids.a1, ids.fits);
  await interest(own, ids.b, ids.fits);
  await interest(other, ids.o, ids.elsewhere);
  await signup(own, 'nuovo@prova.it');
  await signup(own, 'uscito@prova.it', 'unsubscribed');
  await signup(other, 'altrove@prova.it');
  manager = await loggedIn(app, m.email);
  colleague = await loggedIn(app, c.email);
  localAdmin = await loggedIn(app, la.email);
  strangerEmail = stranger.email;
});
afterAll(async () => {
  await app?.close();
});

const home = (b: Browser, projectId = own) => b.get(`/api/projects/${projectId}/home`);

it('counts my clients’ announcements closing in 7 and 30 days, grouped by announcement', async () => {
  const res = await home(manager);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ all_clients: false, my_clients: 2, unassigned_clients: null, last_visit_at: null });
  expect(res.body.closing).toEqual({
    within_7: { announcements: 1, eligible: 2, unknown: 0 },
    within_30: { announcements: 1, eligible: 2, unknown: 2 },
    limited: false,
    announcements: [
      {
        id: ids.fits,
        name: 'Bando Idoneo Vicino',
        end_date: await date(3),
        days_left: 3,
        within: 7,
        eligible_count: 2,
        unknown_count: 0,
        clients: [
          { id: ids.a1, business_name: 'Alfa Meccanica S.r.l.' },
          { id: ids.a2, business_name: 'Beta Servizi S.p.A.' },
        ],
      },
      {
        id: ids.unknown,
        name: 'Bando Dati Mancanti',
        end_date: await date(20),
        days_left: 20,
        within: 30,
        eligible_count: 0,
        unknown_count: 2,
        clients: [],
      },
    ],
  });
});

it('counts my open tasks overdue, due today and in the next 7 days', async () => {
  const { body } = await home(manager);
  expect(body.tasks).toMatchObject({ overdue: 1, today: 1, week: 2 });
  expect(body.tasks.first.map((t: { title: string; overdue: boolean }) => [t.title, t.overdue])).toEqual([
    ['Scaduto', true],
    ['Oggi', false],
    ['Fra tre giorni', false],
  ]);
});

it('sums my pipeline per stage in EUR, in kanban order', async () => {
  const { body } = await home(manager);
  expect(body.pipeline.stages).toHaveLength(10);
  expect(body.pipeline.stages.map((s: { stage: string }) => s.stage)[0]).toBe('contact');
  const byStage = Object.fromEntries(body.pipeline.stages.map((s: { stage: string }) => [s.stage, s]));
  expect(byStage.contact).toEqual({
    stage: 'contact',
    label: 'Contatto',
    count: 1,
    amount_requested: 10000,
    amount_granted: 0,
    success_fees: 0,
  });
  // success fee: the amount, else the percentage of the granted amount (5 % of 40,000)
  expect(byStage.closed_won).toEqual({
    stage: 'closed_won',
    label: 'Chiusa vinta',
    count: 2,
    amount_requested: 50000,
    amount_granted: 50000,
    success_fees: 3500.5,
  });
  expect(byStage.engagement.count).toBe(0);
  expect(body.pipeline.totals).toEqual({ count: 3, amount_requested: 60000, amount_granted: 50000, success_fees: 3500.5 });
});

it('shows the news since the last visit, and from the visit marked on', async () => {
  let { body } = await home(manager);
  expect(body.interest.requests.total).toBe(1);
  expect(body.interest.requests.latest[0]).toMatchObject({
    client_id: ids.a1,
    client_name: 'Alfa Meccanica S.r.l.',
    announcement_id: ids.fits,
  });
  expect(body.interest.signups.total).toBe(1);
  expect(body.interest.signups.latest.map((s: { email: string }) => s.email)).toEqual(['nuovo@prova.it']);
  const seen = await manager.send('post', `/api/projects/${own}/home/seen`);
  expect(seen.status).toBe(200);
  expect(seen.body.last_visit_at).toEqual(expect.any(String));
  ({ body } = await home(manager));
  expect(body.last_visit_at).toBe(seen.body.last_visit_at);
  expect([body.interest.requests.total, body.interest.signups.total]).toEqual([0, 0]);
  await interest(own, ids.a2, ids.unknown);
  await signup(own, 'dopo@prova.it');
  ({ body } = await home(manager));
  expect([body.interest.requests.total, body.interest.signups.total]).toEqual([1, 1]);
  // the colleague's visit is its own
  expect((await home(colleague)).body.last_visit_at).toBeNull();
});

it('gives administrators every client and the clients without a manager', async () => {
  const { body } = await home(localAdmin);
  expect(body).toMatchObject({ all_clients: true, my_clients: 4, unassigned_clients: 1 });
  expect(
    body.closing.announcements.map((a: { eligible_count: number; unknown_count: number }) => [a.eligible_count, a.unknown_count]),
  ).toEqual([
    [4, 0],
    [0, 4],
  ]);
  expect(body.pipeline.totals).toMatchObject({ count: 4, amount_requested: 159999 });
  // its own tasks only: none
  expect(body.tasks).toMatchObject({ overdue: 0, today: 0, week: 0, first: [] });
});

it('never counts another environment’s records, and is closed to who has no clients', async () => {
  const stranger = await loggedIn(app, strangerEmail);
  const { body } = await home(stranger, other);
  expect(body.my_clients).toBe(1);
  expect(body.closing.announcements.map((a: { id: number }) => a.id)).toEqual([ids.elsewhere]);
  expect(body.tasks.overdue).toBe(1);
  expect(body.pipeline.totals).toMatchObject({ count: 1, amount_requested: 77777 });
  expect(body.interest.requests.total).toBe(1);
  expect(body.interest.signups.total).toBe(1);
  // another environment's home is a 404
  expect((await home(stranger, own)).status).toBe(404);
  // referent users and experts: 403
  const referent = await createUser(ds, 'referent', [own]);
  const expert = await createUser(ds, 'local-expert-announcement', [own]);
  expect((await home(await loggedIn(app, referent.email))).status).toBe(403);
  expect((await home(await loggedIn(app, expert.email))).status).toBe(403);
});

it('keeps the start page of the profile, and the session’s initial route follows it', async () => {
  expect((await manager.get('/api/profile')).body).toMatchObject({ start_page: 'default', initialRoute: `/ambiente/${own}/clienti` });
  const set = await manager.send('put', '/api/profile/start-page', { start_page: 'home' });
  expect(set.status).toBe(200);
  expect(set.body).toMatchObject({ start_page: 'home', initialRoute: `/ambiente/${own}/giornata` });
  expect((await manager.get('/api/profile')).body).toMatchObject({ start_page: 'home', initialRoute: `/ambiente/${own}/giornata` });
  // a colleague who did not choose it keeps the role's start route
  expect((await colleague.get('/api/profile')).body.initialRoute).toBe(`/ambiente/${own}/clienti`);
  const bad = await manager.send('put', '/api/profile/start-page', { start_page: 'cruscotto' });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.start_page[0]).toMatch(/pagina iniziale/);
  const referent = await createUser(ds, 'referent', [own]);
  const refused = await (await loggedIn(app, referent.email)).send('put', '/api/profile/start-page', { start_page: 'home' });
  expect(refused.status).toBe(422);
  expect(refused.body.errors.start_page).toEqual(['La mia giornata non è disponibile per il tuo ruolo']);
  expect((await manager.send('put', '/api/profile/start-page', { start_page: 'default' })).body.initialRoute).toBe(
    `/ambiente/${own}/clienti`,
  );
});
