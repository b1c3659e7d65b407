import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createCall, createClient, createProject, createReferent, createUser } from './factories';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { ClientsBulkService, CLIENTS_BULK_QUEUE } from '../src/modules/clients/clients-bulk.service';

/**
 * Issue 37, "Lists": the client and call log lists sorted on the server (`?sort=key|-key`, 422
 * for an unknown key) and the bulk actions on clients, one job with a result per record: 500 clients assigned to
 * a manager in one job, with the refused ones (another environment's, a deleted client, a client
 * changed by another user meanwhile) reported with their Italian reason; another environment's
 * job is 404; a referent user may not start one.
 */
let app: TestApp;
let own: number;
let other: number;
let manager: Browser;
let managerId: number;
let targetId: number;
let referentEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Massa proprio' });
  other = await createProject(ds, { name: 'Massa altrui' });
  const m = await createUser(ds, 'client-manager', [own]);
  managerId = m.id;
  targetId = (await createUser(ds, 'local-administrator', [own])).id;
  const referent = await createReferent(ds, own);
  referentEmail = (await createUser(ds, 'referent', [own], { referent_id: referent })).email;
  manager = await loggedIn(app, m.email);
});
afterAll(async () => {
  await app?.close();
});

const jobs = () => app.handle.app.get(JobsService);

/**
 * Waits until the job is done (the queue's worker runs it). Up to 120 s: the 500 records of the
 * bulk assign, each in its own transaction, took 7-8 s alone and over 20 s beside the other CI lane
 * on the embedded database; this file checks what the job does, its speed is not its subject.
 */
async function finished(projectId: number, jobId: number) {
  await jobs().idle([CLIENTS_BULK_QUEUE.name], 120_000);
  const res = await manager.get(`/api/projects/${projectId}/clients/bulk/${jobId}`).expect(200);
  return res.body;
}

it('sorts the client list by a column, both ways, and refuses an unknown key (422)', async () => {
  const p = await createProject(app.dataSource, { name: 'Ordine' });
  const a = await createUser(app.dataSource, 'local-administrator', [p]);
  const b = await loggedIn(app, a.email);
  await app.dataSource.query(
    `INSERT INTO clients (project_id, business_name, city, company_dimension) VALUES
       ($1, 'Alfa S.r.l.', 'Torino', 'large'), ($1, 'Beta S.r.l.', 'Ancona', 'micro'), ($1, 'Gamma S.r.l.', 'Milano', NULL)`,
    [p],
  );
  const names = async (sort?: string) =>
    (await b.get(`/api/projects/${p}/clients${sort ? `?sort=${encodeURIComponent(sort)}` : ''}`).expect(200)).body.data.map(
      (c: { business_name: string }) => c.business_name,
    );
  expect(await names()).toEqual(['Alfa S.r.l.', 'Beta S.r.l.', 'Gamma S.r.l.']);
  expect(await names('-name')).toEqual(['Gamma S.r.l.', 'Beta S.r.l.', 'Alfa S.r.l.']);
  expect(await names('city')).toEqual(['Beta S.r.l.', 'Gamma S.r.l.', 'Alfa S.r.l.']);
  expect(await names('-city')).toEqual(['Alfa S.r.l.', 'Gamma S.r.l.', 'Beta S.r.l.']);
  // micro < large; no dimension last both ways
  expect(await names('company_dimension')).toEqual(['Beta S.r.l.', 'Alfa S.r.l.', 'Gamma S.r.l.']);
  expect(await names('-company_dimension')).toEqual(['Alfa S.r.l.', 'Beta S.r.l.', 'Gamma S.r.l.']);
  // with a search and a page: the order holds, the total too
  const page = await b.get(`/api/projects/${p}/clients?sort=-city&search=s.r.l&take=2&skip=1`).expect(200);
  expect(page.body.data.map((c: { business_name: string }) => c.business_name)).toEqual(['Gamma S.r.l.', 'Beta S.r.l.']);
  expect(page.body.total).toBe(3);
  // by manager: the clients with one first (by surname), both ways
  const [gamma] = await app.dataSource.query(`SELECT id FROM clients WHERE project_id = $1 AND business_name = 'Gamma S.r.l.'`, [p]);
  await app.dataSource.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [gamma.id, a.id]);
  expect((await names('manager'))[0]).toBe('Gamma S.r.l.');
  expect((await names('-manager'))[0]).toBe('Gamma S.r.l.');
  const bad = await b.get(`/api/projects/${p}/clients?sort=vat_number`).expect(422);
  expect(bad.body.errors.sort[0]).toMatch(/^Ordinamento non valido/);
});

it('sorts the call log list (richieste) by client and date, both ways, and refuses an unknown key (422)', async () => {
  const ds = app.dataSource;
  const p = await createProject(ds, { name: 'Ordine richieste' });
  const a = await createUser(ds, 'local-administrator', [p]);
  const b = await loggedIn(app, a.email);
  const zeta = await createClient(ds, p, { business_name: 'Zeta S.r.l.' });
  const alfa = await createClient(ds, p, { business_name: 'Alfa S.r.l.' });
  const older = await createCall(ds, p, zeta);
  const newer = await createCall(ds, p, alfa);
  await ds.query(
    `UPDATE calls SET call_date = CASE id WHEN $1 THEN DATE '2026-01-10' ELSE DATE '2026-03-10' END WHERE id = ANY($2::int[])`,
    [older, [older, newer]],
  );
  const ids = async (sort?: string) =>
    (await b.get(`/api/projects/${p}/calls${sort ? `?sort=${sort}` : ''}`).expect(200)).body.data.map((c: { id: number }) => c.id);
  expect(await ids()).toEqual([newer, older]);
  expect(await ids('call_date')).toEqual([older, newer]);
  expect(await ids('client')).toEqual([newer, older]);
  expect(await ids('-client')).toEqual([older, newer]);
  const bad = await b.get(`/api/projects/${p}/calls?sort=note`).expect(422);
  expect(bad.body.errors.sort[0]).toMatch(/^Ordinamento non valido/);
});

it('assigns a manager to 500 clients in one job, with a result per record and the refused ones', async () => {
  const ds = app.dataSource;
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO clients (project_id, business_name) SELECT $1, 'Massa ' || lpad(g::text, 4, '0') || ' S.r.l.' FROM generate_series(1, 497) g RETURNING id`,
    [own],
  );
  const foreign = await createClient(ds, other);
  const deleted = await createClient(ds, own);
  await ds.query(`DELETE FROM clients WHERE id = $1`, [deleted]);
  const ids = [...rows.map((r) => r.id), foreign, deleted, rows[0].id];
  expect(new Set(ids).size).toBe(499);

  const started = await manager.send('post', `/api/projects/${own}/clients/bulk`, {
    action: 'assign_manager',
    ids: [...ids, rows[1].id],
    params: { user_id: targetId },
  });
  expect(started.status).toBe(202);
  expect(started.body.total).toBe(499);
  const job = await finished(own, started.body.job_id);
  expect(job).toMatchObject({ status: 'done', action: 'assign_manager', total: 499, done: 497, refused: 2 });
  expect(job.results).toHaveLength(499);
  expect(job.results[0]).toEqual({ client_id: rows[0].id, name: 'Massa 0001 S.r.l.', outcome: 'done', reason: null });
  const refused = job.results.filter((r: { outcome: string }) => r.outcome === 'refused');
  expect(refused).toEqual([
    { client_id: foreign, name: null, outcome: 'refused', reason: 'Cliente non trovato' },
    { client_id: deleted, name: null, outcome: 'refused', reason: 'Cliente non trovato' },
  ]);
  const [{ n }] = await ds.query(
    `SELECT count(*)::int AS n FROM client_managers cm JOIN clients c ON c.id = cm.client_id WHERE c.project_id = $1 AND cm.user_id = $2`,
    [own, targetId],
  );
  expect(n).toBe(497);
  const [{ audits }] = await ds.query(
    `SELECT count(*)::int AS audits FROM audit_log WHERE entity = 'client' AND action = 'updated' AND user_id = $1 AND entity_id = ANY($2::int[])`,
    [managerId, rows.map((r) => r.id)],
  );
  expect(audits).toBe(497);
  // the foreign client has no new manager
  expect(await ds.query(`SELECT 1 FROM client_managers WHERE client_id = $1`, [foreign])).toHaveLength(0);

  // the same job seen from another environment: 404
  const stranger = await createUser(ds, 'administrator', []);
  const admin = await loggedIn(app, stranger.email);
  await admin.get(`/api/projects/${other}/clients/bulk/${started.body.job_id}`).expect(404);
}, 180_000);

it('archives "all matching" a filter, validates the body, and refuses a referent user', async () => {
  const ds = app.dataSource;
  await ds.query(
    `INSERT INTO clients (project_id, business_name, region_code) SELECT $1, 'Filtro ' || g || ' S.p.A.', '05' FROM generate_series(1, 3) g`,
    [own],
  );
  const started = await manager.send('post', `/api/projects/${own}/clients/bulk`, {
    action: 'archive',
    filter: { search: 'Filtro', region: '05' },
  });
  expect(started.status).toBe(202);
  expect(started.body.total).toBe(3);
  const job = await finished(own, started.body.job_id);
  expect(job).toMatchObject({ status: 'done', done: 3, refused: 0 });
  const statuses = await ds.query(`SELECT DISTINCT status FROM clients WHERE project_id = $1 AND business_name LIKE 'Filtro %'`, [own]);
  expect(statuses).toEqual([{ status: 'archived' }]);
  const list = await manager.get(`/api/projects/${own}/clients?search=Filtro`).expect(200);
  expect(list.body.data.every((c: { status: string }) => c.status === 'archived')).toBe(true);
  // the status filter
  const archived = await manager.get(`/api/projects/${own}/clients?status=archived&take=100`).expect(200);
  expect(archived.body.data.map((c: { business_name: string }) => c.business_name)).toEqual([
    'Filtro 1 S.p.A.',
    'Filtro 2 S.p.A.',
    'Filtro 3 S.p.A.',
  ]);
  await manager.get(`/api/projects/${own}/clients?status=lost`).expect(422);

  const managers = await manager.get(`/api/projects/${own}/clients/bulk/managers`).expect(200);
  expect(managers.body.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([managerId, targetId]));

  const both = await manager.send('post', `/api/projects/${own}/clients/bulk`, { action: 'archive', ids: [1], filter: {} });
  expect(both.status).toBe(422);
  expect(both.body.errors.ids[0]).toMatch(/non entrambi/);
  const badAction = await manager.send('post', `/api/projects/${own}/clients/bulk`, { action: 'explode', ids: [1] });
  expect(badAction.status).toBe(422);
  expect(badAction.body.errors.action).toEqual(['Azione non valida: assign_manager, set_status, archive, delete o create_task']);
  const noStatus = await manager.send('post', `/api/projects/${own}/clients/bulk`, { action: 'set_status', ids: [1] });
  expect(noStatus.status).toBe(422);
  expect(noStatus.body.errors['params.status']).toEqual(['Indica lo stato']);
  const foreignManager = await createUser(ds, 'client-manager', [other]);
  const badUser = await manager.send('post', `/api/projects/${own}/clients/bulk`, {
    action: 'assign_manager',
    ids: [1],
    params: { user_id: foreignManager.id },
  });
  expect(badUser.status).toBe(422);
  expect(badUser.body.errors['params.user_id']).toEqual(['Gestore clienti non trovato in questo ambiente']);

  const referent = await loggedIn(app, referentEmail);
  const forbidden = await referent.send('post', `/api/projects/${own}/clients/bulk`, { action: 'delete', ids: [1] });
  expect(forbidden.status).toBe(403);
});

it('refuses a client changed by another user after the request, and a user who lost the permission', async () => {
  const ds = app.dataSource;
  const a = await createClient(ds, own, { business_name: 'Cambiato S.r.l.' });
  const b = await createClient(ds, own, { business_name: 'Intatto S.r.l.' });
  // the worker of this instance stops: the job is run by hand after the change
  await jobs().pause(CLIENTS_BULK_QUEUE.name);
  const started = await manager.send('post', `/api/projects/${own}/clients/bulk`, { action: 'delete', ids: [a, b] });
  expect(started.status).toBe(202);
  await ds.query(`UPDATE clients SET version = version + 1, city = 'Bari' WHERE id = $1`, [a]);
  const bulk = app.handle.app.get(ClientsBulkService);
  await bulk.run(own, started.body.job_id);
  const job = await bulk.status(own, started.body.job_id);
  expect(job).toMatchObject({ status: 'done', done: 1, refused: 1 });
  expect(job.results).toEqual([
    { client_id: a, name: 'Cambiato S.r.l.', outcome: 'refused', reason: 'Cliente modificato da un altro utente' },
    { client_id: b, name: 'Intatto S.r.l.', outcome: 'done', reason: null },
  ]);
  expect(await ds.query(`SELECT id FROM clients WHERE id = ANY($1::int[])`, [[a, b]])).toEqual([{ id: a }]);
  const [deletedLog] = await ds.query(`SELECT user_id FROM audit_log WHERE entity = 'client' AND entity_id = $1 AND action = 'deleted'`, [
    b,
  ]);
  expect(deletedLog.user_id).toBe(managerId);

  // a job whose author became a referent user: every record refused, nothing changed
  const c = await createClient(ds, own, { business_name: 'Protetto S.r.l.' });
  const again = await manager.send('post', `/api/projects/${own}/clients/bulk`, {
    action: 'set_status',
    ids: [c],
    params: { status: 'inactive' },
  });
  expect(again.status).toBe(202);
  await ds.query(`UPDATE users SET type = 'referent' WHERE id = $1`, [managerId]);
  try {
    await bulk.run(own, again.body.job_id);
  } finally {
    await ds.query(`UPDATE users SET type = 'client-manager' WHERE id = $1`, [managerId]);
  }
  const refused = await bulk.status(own, again.body.job_id);
  expect(refused.results).toEqual([
    { client_id: c, name: 'Protetto S.r.l.', outcome: 'refused', reason: 'Non hai i permessi su questo cliente' },
  ]);
  expect((await ds.query(`SELECT status FROM clients WHERE id = $1`, [c]))[0].status).toBe('active');
});
