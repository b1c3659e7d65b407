import { todayInRome } from '@bandi/domain';
import { type Browser, loggedIn, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { TaskDigestService } from '../src/modules/tasks/task-digest.service';
import { createAnnouncement, createCall, createClient, createProject, createReferent, createUser } from './factories';

/**
 * Issue 37, acceptance 1 "a task lifecycle": a client manager creates tasks (one following up a
 * call log), lists its own and the overdue ones, completes one, deletes one; tasks and links of
 * another environment are 404 / 422, an owner from another environment is refused with an
 * Italian message, a stale version is a 409, a referent user gets 403.
 */
let app: TestApp;
let own: number;
let other: number;
let manager: Browser;
let managerId: number;
let colleagueId: number;
let ownClient: number;
let ownCall: number;
let otherClient: number;
let otherTask: number;
let strangerId: number;
let referentEmail: string;

/** `YYYY-MM-DD` `days` from today (Europe/Rome). */
function dayFromToday(days: number): string {
  const d = new Date(`${todayInRome()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Compiti proprio' });
  other = await createProject(ds, { name: 'Compiti altrui' });
  const referent = await createReferent(ds, own);
  ownClient = await createClient(ds, own, { business_name: 'Officine Compiti S.r.l.', referentIds: [referent] });
  ownCall = await createCall(ds, own, ownClient, { referentId: referent });
  otherClient = await createClient(ds, other);
  const m = await createUser(ds, 'client-manager', [own]);
  managerId = m.id;
  colleagueId = (await createUser(ds, 'local-administrator', [own])).id;
  strangerId = (await createUser(ds, 'client-manager', [other])).id;
  referentEmail = (await createUser(ds, 'referent', [own], { referent_id: referent })).email;
  manager = await loggedIn(app, m.email);
  const [row] = await ds.query(
    `INSERT INTO tasks (project_id, title, owner_id, due_date) VALUES ($1, 'Altrui', $2, CURRENT_DATE) RETURNING id`,
    [other, strangerId],
  );
  otherTask = row.id;
});
afterAll(async () => {
  await app?.close();
});

const base = () => `/api/projects/${own}/tasks`;

it('lives through create, "my tasks" and overdue lists, completion and deletion', async () => {
  // a follow-up of a call log takes the call's client; the owner defaults to the current user
  const followUp = await manager.send('post', base(), { title: 'Richiamare il cliente', call_id: ownCall, due_date: dayFromToday(-2) });
  expect(followUp.status).toBe(201);
  expect(followUp.body).toMatchObject({
    title: 'Richiamare il cliente',
    owner_id: managerId,
    owner_name: 'Mario Rossi',
    status: 'open',
    overdue: true,
    call_id: ownCall,
    client_id: ownClient,
    client_name: 'Officine Compiti S.r.l.',
    version: 1,
  });
  expect(followUp.body.call_label).toMatch(/^Richiesta del \d{2}\/\d{2}\/\d{4} - Officine Compiti S\.r\.l\.$/);
  const announcement = await createAnnouncement(app.dataSource, { name: 'Bando Compiti' });
  const today = await manager.send('post', base(), {
    title: 'Preparare la domanda',
    announcement_id: announcement,
    due_date: todayInRome(),
  });
  expect(today.status).toBe(201);
  expect(today.body).toMatchObject({ overdue: false, announcement_name: 'Bando Compiti', client_id: null });
  const assigned = await manager.send('post', base(), {
    title: 'Verificare i documenti',
    owner_id: colleagueId,
    description: 'Visura e bilanci',
    due_date: dayFromToday(10),
  });
  expect(assigned.status).toBe(201);

  // my tasks, by due date; the colleague's one is not mine
  const mine = (await manager.get(`${base()}?owner=me`).expect(200)).body;
  expect(mine.total).toBe(2);
  expect(mine.data.map((t: { id: number }) => t.id)).toEqual([followUp.body.id, today.body.id]);
  const overdue = (await manager.get(`${base()}?owner=me&due=overdue`).expect(200)).body;
  expect(overdue.data.map((t: { id: number }) => t.id)).toEqual([followUp.body.id]);
  expect((await manager.get(`${base()}?due=today`).expect(200)).body.data.map((t: { id: number }) => t.id)).toEqual([today.body.id]);
  expect((await manager.get(`${base()}?call_id=${ownCall}`).expect(200)).body.total).toBe(1);
  const all = (await manager.get(`${base()}?take=1&skip=2`).expect(200)).body;
  expect(all).toMatchObject({ total: 3, data: [{ id: assigned.body.id, owner_name: 'Mario Rossi', description: 'Visura e bilanci' }] });

  // complete: no longer overdue, out of the open list; a stale version is a 409
  const done = await manager.send('patch', `${base()}/${followUp.body.id}`, { status: 'done', version: 1 });
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ status: 'done', overdue: false, version: 2 });
  expect(done.body.completed_at).toBeTruthy();
  const stale = await manager.send('patch', `${base()}/${followUp.body.id}`, { status: 'open', version: 1 });
  expect(stale.status).toBe(409);
  expect(stale.body.current).toMatchObject({ id: followUp.body.id, status: 'done' });
  expect((await manager.get(`${base()}?owner=me&due=overdue`).expect(200)).body.total).toBe(0);
  expect((await manager.get(`${base()}?owner=me&status=open`).expect(200)).body.total).toBe(1);

  // reassign to the colleague: now theirs
  const moved = await manager.send('patch', `${base()}/${today.body.id}`, { owner_id: colleagueId });
  expect(moved.status).toBe(200);
  expect((await manager.get(`${base()}?owner=${colleagueId}`).expect(200)).body.total).toBe(2);

  // delete
  expect((await manager.send('delete', `${base()}/${assigned.body.id}`)).status).toBe(204);
  expect((await manager.get(`${base()}/${assigned.body.id}`)).status).toBe(404);
  expect((await manager.get(base()).expect(200)).body.total).toBe(2);
});

it('keeps environments apart: another environment’s task is 404, its owner and records are refused with 422', async () => {
  expect((await manager.get(`${base()}/${otherTask}`)).status).toBe(404);
  expect((await manager.send('patch', `${base()}/${otherTask}`, { status: 'done' })).status).toBe(404);
  expect((await manager.send('delete', `${base()}/${otherTask}`)).status).toBe(404);
  expect((await manager.get(base()).expect(200)).body.data.map((t: { id: number }) => t.id)).not.toContain(otherTask);
  const [stillOpen] = await app.dataSource.query(`SELECT status FROM tasks WHERE id = $1`, [otherTask]);
  expect(stillOpen.status).toBe('open');

  const stranger = await manager.send('post', base(), { title: 'Di un altro', owner_id: strangerId, due_date: todayInRome() });
  expect(stranger.status).toBe(422);
  expect(stranger.body.errors.owner_id).toEqual(['L’assegnatario deve essere un utente attivo di questo ambiente che gestisce i compiti']);
  const foreignClient = await manager.send('post', base(), { title: 'Cliente altrui', client_id: otherClient, due_date: todayInRome() });
  expect(foreignClient.status).toBe(422);
  expect(foreignClient.body.errors.client_id).toEqual(['Cliente non trovato in questo ambiente']);
  const invalid = await manager.send('post', base(), { title: '', due_date: '2026-02-30' });
  expect(invalid.status).toBe(422);
  expect(invalid.body.errors).toMatchObject({ title: ['Campo obbligatorio'], due_date: ['Data non valida (AAAA-MM-GG)'] });
});

it('refuses referent users (403) and lists the assignees of the environment only', async () => {
  const referent = await loggedIn(app, referentEmail);
  expect((await referent.get(base())).status).toBe(403);
  expect((await referent.send('post', base(), { title: 'No', due_date: todayInRome() })).status).toBe(403);
  const assignees = (await manager.get(`${base()}/assignees`).expect(200)).body as { id: number }[];
  const ids = assignees.map((a) => a.id);
  expect(ids).toEqual(expect.arrayContaining([managerId, colleagueId]));
  expect(ids).not.toContain(strangerId);
});

it('sends the daily digest only to the owners with tasks due today or overdue, once a day', async () => {
  const ds = app.dataSource;
  const busy = await createUser(ds, 'client-manager', [own], { email: `impegnato.${Date.now()}@prova.it` });
  const idle = await createUser(ds, 'client-manager', [own], { email: `libero.${Date.now()}@prova.it` });
  const day = '2031-03-10';
  const insert = (owner: number, title: string, due: string, status = 'open') =>
    ds.query(`INSERT INTO tasks (project_id, title, owner_id, due_date, status, client_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
      own,
      title,
      owner,
      due,
      status,
      ownClient,
    ]);
  await insert(busy.id, 'Sollecitare la visura', '2031-03-07');
  await insert(busy.id, 'Inviare il preventivo', day);
  await insert(busy.id, 'Già fatto', '2031-03-01', 'done');
  await insert(busy.id, 'Più avanti', '2031-03-20');
  await insert(idle.id, 'Non ancora', '2031-03-11');
  const digest = app.handle.app.get(TaskDigestService);
  const before = outboxSnapshot(app);
  await digest.run(day);
  const mails = await mailsSince(app, before);
  const toBusy = mails.filter((m) => m.includes(busy.email));
  expect(toBusy).toHaveLength(1);
  expect(toBusy[0]).toContain('I tuoi compiti del 10/03/2031');
  expect(toBusy[0]).toContain('hai 2 compiti in scadenza oggi o scaduti.');
  expect(toBusy[0]).toContain('- 07/03/2031 (scaduto) · Sollecitare la visura · Officine Compiti S.r.l.');
  expect(toBusy[0]).toContain('- 10/03/2031 (oggi) · Inviare il preventivo · Officine Compiti S.r.l.');
  expect(toBusy[0]).not.toContain('Già fatto');
  expect(toBusy[0]).not.toContain('Più avanti');
  expect(mails.some((m) => m.includes(idle.email))).toBe(false);
  // a second run of the same day sends nothing more
  const again = outboxSnapshot(app);
  await digest.run(day);
  expect((await mailsSince(app, again)).filter((m) => m.includes(busy.email))).toHaveLength(0);
});

it('lists in the digest the announcement changes notified in the 24 hours before it, also to a user with no task due', async () => {
  const ds = app.dataSource;
  const follower = await createUser(ds, 'client-manager', [own], { email: `segue.${Date.now()}@prova.it` });
  const both = await createUser(ds, 'client-manager', [own], { email: `entrambi.${Date.now()}@prova.it` });
  const stale = await createUser(ds, 'client-manager', [own], { email: `vecchie.${Date.now()}@prova.it` });
  const now = new Date('2031-04-10T05:05:00Z');
  const notify = (user: number, kind: string, title: string, at: string) =>
    ds.query(`INSERT INTO notifications (project_id, user_id, kind, title, link, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      own,
      user,
      kind,
      title,
      `/ambiente/${own}/bandi/1`,
      at,
    ]);
  const moved = 'Il bando «Digitale 2031» è stato prorogato al 30/06/2031 (era 31/05/2031) — 2 tuoi clienti idonei';
  await notify(follower.id, 'announcement_changed', moved, '2031-04-09T16:00:00Z');
  await notify(follower.id, 'announcement_changed', 'Il bando «Vecchio» non è più pubblicato', '2031-04-08T16:00:00Z');
  await notify(stale.id, 'announcement_changed', 'Il bando «Vecchio» non è più pubblicato', '2031-04-09T05:04:00Z');
  await notify(stale.id, 'task_assigned', 'Ti è stato assegnato un compito', '2031-04-09T18:00:00Z');
  await notify(both.id, 'announcement_changed', 'Il bando «Export 2031» ha nuovi importi', '2031-04-10T05:00:00Z');
  await ds.query(
    `INSERT INTO tasks (project_id, title, owner_id, due_date, status) VALUES ($1, 'Chiamare il cliente', $2, '2031-04-10', 'open')`,
    [own, both.id],
  );
  const digest = app.handle.app.get(TaskDigestService);
  const before = outboxSnapshot(app);
  await digest.run('2031-04-10', now);
  const mails = await mailsSince(app, before);
  const toFollower = mails.filter((m) => m.includes(follower.email));
  expect(toFollower).toHaveLength(1);
  expect(toFollower[0]).toContain('Bandi cambiati, riepilogo del 10/04/2031');
  expect(toFollower[0]).toContain('Bandi cambiati nelle ultime 24 ore (1):');
  expect(toFollower[0]).toContain(`- ${moved}`);
  expect(toFollower[0]).not.toContain('Vecchio');
  expect(toFollower[0]).not.toContain('compiti in scadenza');
  const toBoth = mails.filter((m) => m.includes(both.email));
  expect(toBoth).toHaveLength(1);
  expect(toBoth[0]).toContain('I tuoi compiti e i bandi cambiati del 10/04/2031');
  expect(toBoth[0]).toContain('hai un compito in scadenza oggi o scaduto.');
  expect(toBoth[0]).toContain('- Il bando «Export 2031» ha nuovi importi');
  // a change older than the window, or another kind of notification, sends nothing
  expect(mails.some((m) => m.includes(stale.email))).toBe(false);
});
