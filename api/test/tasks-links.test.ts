import { todayInRome } from '@bandi/domain';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createUser } from './factories';
import { CLIENTS_BULK_QUEUE } from '../src/modules/clients/clients-bulk.service';
import { JobsService } from '../src/modules/jobs/jobs.service';

/**
 * Issue 37 leftovers: the "Compiti" card of a record's page lists that record's tasks
 * (`?client_id`, `?negotiation_id`, `?announcement_id` of GET …/tasks); another environment's
 * record filters nothing of this one and its tasks stay 404; the client list flags the clients
 * without a manager (`unassigned`) and `managed_by=none` lists just them (the card of La mia
 * giornata links there), with the same count as La mia giornata; the bulk action "Crea compito"
 * creates one task per selected client and refuses, with its reason, a client of another environment.
 */
let app: TestApp;
let own: number;
let other: number;
let admin: Browser;
let managed: number;
let orphan: number;
let negotiation: number;
let announcement: number;
let otherClient: number;
let otherTask: number;
let managerId: number;

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Collegamenti proprio' });
  other = await createProject(ds, { name: 'Collegamenti altrui' });
  const manager = await createUser(ds, 'client-manager', [own]);
  managerId = manager.id;
  managed = await createClient(ds, own, { business_name: 'Gestita S.r.l.' });
  orphan = await createClient(ds, own, { business_name: 'Orfana S.r.l.' });
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [managed, manager.id]);
  [{ id: negotiation }] = await ds.query(
    `INSERT INTO negotiations (project_id, client_id, title) VALUES ($1, $2, 'Finanziamento') RETURNING id`,
    [own, managed],
  );
  announcement = await createAnnouncement(ds, { name: 'Bando collegato' });
  otherClient = await createClient(ds, other);
  const stranger = await createUser(ds, 'client-manager', [other]);
  [{ id: otherTask }] = await ds.query(
    `INSERT INTO tasks (project_id, title, owner_id, due_date, client_id) VALUES ($1, 'Altrui', $2, CURRENT_DATE, $3) RETURNING id`,
    [other, stranger.id, otherClient],
  );
  admin = await loggedIn(app, (await createUser(ds, 'local-administrator', [own])).email);
});
afterAll(async () => {
  await app?.close();
});

const tasks = () => `/api/projects/${own}/tasks`;
const ids = (body: { data: { id: number }[] }) => body.data.map((t) => t.id);

it("lists each record's tasks on its page, never another environment's", async () => {
  const create = async (title: string, link: Record<string, number>) => {
    const res = await admin.send('post', tasks(), { title, due_date: todayInRome(), ...link });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const onClient = await create('Chiamare la gestita', { client_id: managed });
  const onNegotiation = await create('Preparare il piano', { negotiation_id: negotiation });
  const onAnnouncement = await create('Leggere il bando', { announcement_id: announcement });

  // the negotiation's task takes its client, so the client page shows both
  expect(ids((await admin.get(`${tasks()}?client_id=${managed}&status=open`).expect(200)).body)).toEqual([onClient, onNegotiation]);
  expect(ids((await admin.get(`${tasks()}?negotiation_id=${negotiation}`).expect(200)).body)).toEqual([onNegotiation]);
  expect(ids((await admin.get(`${tasks()}?announcement_id=${announcement}`).expect(200)).body)).toEqual([onAnnouncement]);
  // another environment's client selects nothing here; its task is a 404; a bad id is a 422 in Italian
  expect((await admin.get(`${tasks()}?client_id=${otherClient}`).expect(200)).body.total).toBe(0);
  expect((await admin.get(`${tasks()}/${otherTask}`).expect(404)).body.message).toBe('Compito non trovato');
  const bad = await admin.get(`${tasks()}?negotiation_id=abc`).expect(422);
  expect(bad.body.errors.negotiation_id).toEqual(['Identificativo non valido']);
});

it('flags the clients without a manager and lists them with managed_by=none, as La mia giornata counts them', async () => {
  const list = (await admin.get(`/api/projects/${own}/clients`).expect(200)).body;
  const flags = Object.fromEntries(list.data.map((c: { id: number; unassigned: boolean }) => [c.id, c.unassigned]));
  expect(flags).toEqual({ [managed]: false, [orphan]: true });

  const none = (await admin.get(`/api/projects/${own}/clients?managed_by=none`).expect(200)).body;
  expect(none).toMatchObject({ total: 1, data: [{ id: orphan, business_name: 'Orfana S.r.l.', unassigned: true }] });
  const home = (await admin.get(`/api/projects/${own}/home`).expect(200)).body;
  expect(home.unassigned_clients).toBe(none.total);

  const bad = await admin.get(`/api/projects/${own}/clients?managed_by=nessuno`).expect(422);
  expect(bad.body.errors.managed_by).toEqual(['Gestore non valido: l’id di un utente o «none»']);
});

it('"Crea compito" on the selection creates one task per client and refuses another environment\'s client with its reason', async () => {
  const bulk = `/api/projects/${own}/clients/bulk`;
  const missing = await admin.send('post', bulk, { action: 'create_task', ids: [managed], params: { owner_id: managerId } });
  expect(missing.status).toBe(422);
  expect(missing.body.errors).toMatchObject({ 'params.title': ['Campo obbligatorio'], 'params.due_date': ['Campo obbligatorio'] });

  const params = { title: 'Raccogliere i bilanci 2025', owner_id: managerId, due_date: '2027-01-31' };
  const started = await admin.send('post', bulk, { action: 'create_task', ids: [managed, orphan, otherClient], params });
  expect(started.status).toBe(202);
  await app.handle.app.get(JobsService).idle([CLIENTS_BULK_QUEUE.name], 60_000);
  const job = (await admin.get(`${bulk}/${started.body.job_id}`).expect(200)).body;
  expect(job).toMatchObject({ action: 'create_task', status: 'done', total: 3, done: 2, refused: 1 });
  expect(job.results[2]).toMatchObject({ client_id: otherClient, outcome: 'refused', reason: 'Cliente non trovato' });

  const created = (await admin.get(`${tasks()}?search=Raccogliere`).expect(200)).body;
  expect(created.data.map((t: { client_id: number; owner_id: number; due_date: string }) => [t.client_id, t.owner_id, t.due_date])).toEqual(
    [
      [managed, managerId, '2027-01-31'],
      [orphan, managerId, '2027-01-31'],
    ],
  );
  // nothing in the other environment
  const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM tasks WHERE project_id = $1`, [other]);
  expect(n).toBe(1);
});
