import { Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createReferent, createUser } from './factories';
import { NotificationsPurgeService } from '../src/modules/notifications/notifications-purge.service';

/**
 * Issue 37, "Notifications" (the bell): the three events create a notification for the right
 * users and never for the actor (a task assigned by someone else, "Sono interessato" of a client
 * one manages, an announcement's deadline moved or closed early for the managers of the clients pursuing
 * it); each user reads and marks only their own (another user's or another environment's is a
 * 404); the unread count, read, read-all; the daily purge deletes those older than 90 days.
 */
let app: TestApp;
let own: number;
let other: number;
let a: { id: number; email: string };
let b: { id: number; email: string };
let d: { id: number; email: string };
let stranger: { id: number; email: string };
let aBrowser: Browser;
let bBrowser: Browser;
let clientAB: number;
let clientA: number;
let clientD: number;

interface Note {
  id: number;
  kind: string;
  title: string;
  link: string;
  read_at: string | null;
  task_id: number | null;
  announcement_id: number | null;
  client_id: number | null;
}

const base = (p = own) => `/api/projects/${p}/notifications`;
const mine = async (browser: Browser, p = own): Promise<Note[]> => (await browser.get(`${base(p)}?take=100`).expect(200)).body.data;
const ofUser = async (userId: number): Promise<Note[]> =>
  app.dataSource.query(`SELECT * FROM notifications WHERE user_id = $1 ORDER BY id`, [userId]);

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Notifiche proprio' });
  other = await createProject(ds, { name: 'Notifiche altrui' });
  a = await createUser(ds, 'client-manager', [own, other]);
  b = await createUser(ds, 'local-administrator', [own]);
  d = await createUser(ds, 'client-manager', [own]);
  stranger = await createUser(ds, 'client-manager', [other]);
  clientAB = await createClient(ds, own, { business_name: 'Forno Notifiche S.n.c.' });
  clientA = await createClient(ds, own, { business_name: 'Officina A S.r.l.' });
  clientD = await createClient(ds, own, { business_name: 'Officina D S.r.l.' });
  for (const [c, u] of [
    [clientAB, a.id],
    [clientAB, b.id],
    [clientA, a.id],
    [clientD, d.id],
  ])
    await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [c, u]);
  const referent = await createReferent(ds, own);
  await ds.query(`INSERT INTO client_referents (client_id, referent_id) VALUES ($1, $2)`, [clientAB, referent]);
  aBrowser = await loggedIn(app, a.email);
  bBrowser = await loggedIn(app, b.email);
});
afterAll(async () => {
  await app?.close();
});

it('a task assigned by someone else notifies its owner, never the actor', async () => {
  const tasks = `/api/projects/${own}/tasks`;
  const forB = await aBrowser.send('post', tasks, { title: 'Verificare la visura', owner_id: b.id, due_date: '2030-01-10' });
  expect(forB.status).toBe(201);
  const own1 = await aBrowser.send('post', tasks, { title: 'Compito mio', due_date: '2030-01-10' });
  expect(own1.status).toBe(201);
  expect(await ofUser(a.id)).toEqual([]);
  const [toB] = await ofUser(b.id);
  expect(toB).toMatchObject({ kind: 'task_assigned', task_id: forB.body.id, link: `/ambiente/${own}/compiti`, read_at: null });
  expect(toB.title).toBe('Mario Rossi ti ha assegnato il compito «Verificare la visura»');

  // reassigned by B to A: A is notified; B reassigning to itself is not
  expect((await bBrowser.send('patch', `${tasks}/${own1.body.id}`, { owner_id: b.id })).status).toBe(200);
  expect(await ofUser(b.id)).toHaveLength(1);
  expect((await bBrowser.send('patch', `${tasks}/${own1.body.id}`, { owner_id: a.id, title: 'Richiamare' })).status).toBe(200);
  const toA = await ofUser(a.id);
  expect(toA).toHaveLength(1);
  expect(toA[0]).toMatchObject({
    kind: 'task_assigned',
    task_id: own1.body.id,
    title: 'Mario Rossi ti ha assegnato il compito «Richiamare»',
  });
});

it('"Sono interessato" notifies every manager of the client', async () => {
  const bando = await createAnnouncement(app.dataSource, { name: 'Bando Notifiche' });
  const share = await aBrowser.send('post', `/api/projects/${own}/announcements/${bando}/shares`, { client_id: clientAB });
  expect(share.status).toBe(201);
  const visitor = new Browser(app.server);
  await visitor.csrf();
  const res = await visitor.send('post', `/api/public/announcements/${bando}/interest?token=${share.body.token}`);
  expect(res.status).toBe(201);
  for (const user of [a, b]) {
    const rows = (await ofUser(user.id)).filter((n) => n.kind === 'interest');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Forno Notifiche S.n.c. è interessato al bando «Bando Notifiche»',
      link: `/ambiente/${own}/richieste/${res.body.call_id}`,
      client_id: clientAB,
      announcement_id: bando,
    });
  }
  expect((await ofUser(d.id)).filter((n) => n.kind === 'interest')).toEqual([]);
});

it('a deadline moved or an announcement closed early notifies the managers of the clients pursuing it, not the actor', async () => {
  const ds = app.dataSource;
  const bando = await createAnnouncement(ds, { projectId: own, name: 'Bando Locale', status: 'draft' });
  await ds.query(`UPDATE announcements SET end_date = '2030-06-30' WHERE id = $1`, [bando]);
  // A's client: an open negotiation; D's client: a lost one; B's client (with A): an interest
  await ds.query(
    `INSERT INTO negotiations (project_id, client_id, announcement_id, title, stage, lost_reason) VALUES
       ($1, $2, $4, 'Aperta', 'engagement', NULL), ($1, $3, $4, 'Persa', 'closed_lost', 'Rinuncia')`,
    [own, clientA, clientD, bando],
  );
  const [s] = await ds.query(
    `INSERT INTO announcement_shares (token_hash, announcement_id, project_id, client_id, expires_at)
     VALUES (repeat('c', 64), $1, $2, $3, now() + interval '1 day') RETURNING id`,
    [bando, own, clientAB],
  );
  await ds.query(`INSERT INTO share_interests (share_id) VALUES ($1)`, [s.id]);
  const changed = () => ofUser(a.id).then((r) => r.filter((n) => n.kind === 'announcement_changed'));

  // moved later by B (local administrator, manager of the client with the interest): A only
  const moved = await bBrowser.send('patch', `/api/projects/${own}/announcements/${bando}`, { end_date: '2030-07-31' });
  expect(moved.status).toBe(200);
  expect(await changed()).toMatchObject([
    {
      title: 'Il bando «Bando Locale» è stato prorogato al 31/07/2030 (era 30/06/2030)',
      link: `/ambiente/${own}/bandi/${bando}`,
      announcement_id: bando,
    },
  ]);
  expect((await ofUser(b.id)).filter((n) => n.kind === 'announcement_changed')).toEqual([]);
  expect((await ofUser(d.id)).filter((n) => n.kind === 'announcement_changed')).toEqual([]);

  // closed early (deadline brought back to the past); an edit without a new deadline tells nobody
  expect((await bBrowser.send('patch', `/api/projects/${own}/announcements/${bando}`, { end_date: '2020-01-31' })).status).toBe(200);
  expect((await bBrowser.send('patch', `/api/projects/${own}/announcements/${bando}`, { end_date: '2020-01-31' })).status).toBe(200);
  const rows = await changed();
  expect(rows).toHaveLength(2);
  expect(rows[1].title).toBe('Il bando «Bando Locale» è stato chiuso in anticipo (scadenza 31/01/2020)');
  expect((await ofUser(stranger.id)).length).toBe(0);
});

it('a global announcement changed by an administrator tells the followers of every environment', async () => {
  const ds = app.dataSource;
  const bando = await createAnnouncement(ds, { name: 'Bando Globale', status: 'draft' });
  await ds.query(
    `INSERT INTO negotiations (project_id, client_id, announcement_id, title) VALUES ($1, $2, $3, 'Qui'), ($4, $5, $3, 'Altrove')`,
    [own, clientD, bando, other, await createClient(ds, other)],
  );
  const [strangerClient] = await ds.query(`SELECT client_id FROM negotiations WHERE project_id = $1 AND announcement_id = $2`, [
    other,
    bando,
  ]);
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [strangerClient.client_id, stranger.id]);
  const admin = await createUser(ds, 'administrator');
  const res = await (await loggedIn(app, admin.email)).send('patch', `/api/announcements/${bando}`, { end_date: '2031-03-31' });
  expect(res.status).toBe(200);
  const toD = (await ofUser(d.id)).filter((n) => n.announcement_id === bando);
  const toStranger = await ofUser(stranger.id);
  expect(toD).toMatchObject([{ kind: 'announcement_changed', link: `/ambiente/${own}/bandi/${bando}` }]);
  expect(toD[0].title).toBe('Il bando «Bando Globale» ha una nuova scadenza: 31/03/2031');
  expect(toStranger).toMatchObject([{ kind: 'announcement_changed', link: `/ambiente/${other}/bandi/${bando}` }]);
  expect((await ofUser(a.id)).filter((n) => n.announcement_id === bando)).toEqual([]);
});

it('lists, counts, reads and reads all of the user’s own notifications; another user’s or environment’s is 404', async () => {
  const list = (await aBrowser.get(base()).expect(200)).body;
  expect(list.total).toBe(list.unread);
  expect(list.unread).toBeGreaterThanOrEqual(4);
  expect(list.data[0].kind).toBe('announcement_changed'); // newest first
  expect((await aBrowser.get(`${base()}/unread-count`).expect(200)).body).toEqual({ unread: list.unread });

  const first = list.data[0] as Note;
  const read = await aBrowser.send('post', `${base()}/${first.id}/read`);
  expect(read.status).toBe(200);
  expect(read.body.read_at).toBeTruthy();
  expect((await aBrowser.get(`${base()}/unread-count`).expect(200)).body.unread).toBe(list.unread - 1);
  const unreadOnly = (await aBrowser.get(`${base()}?unread=true&take=2&skip=1`).expect(200)).body;
  expect(unreadOnly).toMatchObject({ total: list.unread - 1, unread: list.unread - 1 });
  expect(unreadOnly.data).toHaveLength(2);
  expect(unreadOnly.data.every((n: Note) => n.read_at === null && n.id !== first.id)).toBe(true);

  // B's notification: 404 for A; A's notification through another environment of A: 404
  const [bNote] = await ofUser(b.id);
  expect((await aBrowser.send('post', `${base()}/${bNote.id}/read`)).status).toBe(404);
  expect((await aBrowser.send('post', `${base(other)}/${list.data[1].id}/read`)).status).toBe(404);
  expect(await mine(aBrowser, other)).toEqual([]);
  expect((await bBrowser.send('post', `${base(other)}/read-all`)).status).toBe(404);
  expect((await aBrowser.get(`${base()}?unread=si`)).status).toBe(422);

  const all = await aBrowser.send('post', `${base()}/read-all`);
  expect([all.status, all.body]).toEqual([200, { updated: list.unread - 1 }]);
  expect((await aBrowser.get(`${base()}/unread-count`).expect(200)).body).toEqual({ unread: 0 });
  expect((await ofUser(b.id)).every((n) => n.read_at === null)).toBe(true);

  // every role of the environment has its bell, a referent user too
  const referentUser = await createUser(app.dataSource, 'referent', [own]);
  expect((await (await loggedIn(app, referentUser.email)).get(`${base()}/unread-count`)).body).toEqual({ unread: 0 });
});

it('the daily purge deletes the notifications older than 90 days', async () => {
  const ds = app.dataSource;
  const rows = await ds.query(
    `INSERT INTO notifications (project_id, user_id, kind, title, link, created_at) VALUES
       ($1, $2, 'interest', 'Vecchia', '/ambiente', now() - interval '91 days'),
       ($1, $2, 'interest', 'Recente', '/ambiente', now() - interval '89 days') RETURNING id`,
    [own, d.id],
  );
  expect(await app.handle.app.get(NotificationsPurgeService).run()).toBeGreaterThanOrEqual(1);
  const left = await ds.query(`SELECT title FROM notifications WHERE id = ANY($1) ORDER BY id`, [rows.map((r: { id: number }) => r.id)]);
  expect(left).toEqual([{ title: 'Recente' }]);
});
