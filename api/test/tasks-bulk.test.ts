import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createProject, createReferent, createUser } from './factories';

/**
 * Issue 37, "row selection ... and bulk actions per list where the role may act", on "I miei
 * compiti": POST …/tasks/bulk marks done, reopens, cancels, reassigns and deletes selected tasks
 * or every task of the list's filter, with a result per task (refused with the Italian reason:
 * another environment's, already in that state, changed meanwhile); 422 for bad input, 403 for
 * who may not write tasks.
 */
let app: TestApp;
let own: number;
let other: number;
let manager: Browser;
let managerId: number;
let colleagueId: number;
let strangerId: number;
let otherTask: number;
let referentEmail: string;

/** Adds a task of environment `pid` for `ownerId` (`days` from today); answers its id. */
async function task(pid: number, ownerId: number, title: string, status = 'open', days = 0): Promise<number> {
  const [row] = await app.dataSource.query(
    `INSERT INTO tasks (project_id, title, owner_id, due_date, status) VALUES ($1, $2, $3, CURRENT_DATE + $4::int, $5) RETURNING id`,
    [pid, title, ownerId, days, status],
  );
  return row.id;
}
const bulk = (body: object) => manager.send('post', `/api/projects/${own}/tasks/bulk`, body);
const statusOf = async (id: number) => (await app.dataSource.query(`SELECT status FROM tasks WHERE id = $1`, [id]))[0]?.status;

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Compiti in blocco' });
  other = await createProject(ds, { name: 'Compiti in blocco altrui' });
  const m = await createUser(ds, 'client-manager', [own]);
  managerId = m.id;
  colleagueId = (await createUser(ds, 'local-administrator', [own])).id;
  strangerId = (await createUser(ds, 'client-manager', [other])).id;
  otherTask = await task(other, strangerId, 'Di un altro ambiente');
  manager = await loggedIn(app, m.email);
  referentEmail = (await createUser(ds, 'referent', [own], { referent_id: await createReferent(ds, own) })).email;
});
afterAll(async () => {
  await app?.close();
});

it('completes the selected tasks, one result each; another environment’s and an already done task are refused with the reason', async () => {
  const a = await task(own, managerId, 'Chiamare il cliente');
  const b = await task(own, managerId, 'Inviare il preventivo');
  const done = await task(own, managerId, 'Già fatto', 'done');
  const res = await bulk({ action: 'complete', ids: [a, b, done, otherTask, a] });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    action: 'complete',
    total: 4,
    done: 2,
    refused: 2,
    results: [
      { task_id: a, title: 'Chiamare il cliente', outcome: 'done', reason: null },
      { task_id: b, title: 'Inviare il preventivo', outcome: 'done', reason: null },
      { task_id: done, title: 'Già fatto', outcome: 'refused', reason: 'Il compito è già completato' },
      { task_id: otherTask, title: null, outcome: 'refused', reason: 'Compito non trovato' },
    ],
  });
  expect([await statusOf(a), await statusOf(b), await statusOf(otherTask)]).toEqual(['done', 'done', 'open']);
  const [{ completed }] = await app.dataSource.query(
    `SELECT count(*)::int AS completed FROM tasks WHERE id = ANY($1) AND completed_at IS NOT NULL`,
    [[a, b]],
  );
  expect(completed).toBe(2);
  // reopened: open again, completion date cleared (as the single edit)
  const reopened = await bulk({ action: 'reopen', ids: [a] });
  expect(reopened.body).toMatchObject({ done: 1, refused: 0 });
  expect(await statusOf(a)).toBe('open');
});

it('reassigns every task of the list’s filter to a colleague, who is notified of each', async () => {
  const tag = `Pratica ${Date.now()}`;
  const ids = [
    await task(own, managerId, `${tag} uno`),
    await task(own, managerId, `${tag} due`),
    await task(own, managerId, `${tag} tre`, 'done'),
  ];
  const res = await bulk({ action: 'reassign', owner_id: colleagueId, filter: { search: tag, status: 'open', owner: 'me' } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ total: 2, done: 2, refused: 0 });
  expect(res.body.results.map((r: { task_id: number }) => r.task_id)).toEqual(ids.slice(0, 2));
  const owners = await app.dataSource.query(`SELECT id, owner_id FROM tasks WHERE id = ANY($1) ORDER BY id`, [ids]);
  expect(owners.map((o: { owner_id: number }) => o.owner_id)).toEqual([colleagueId, colleagueId, managerId]);
  const [{ n }] = await app.dataSource.query(
    `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'task_assigned' AND title LIKE $2`,
    [colleagueId, `%${tag}%`],
  );
  expect(n).toBe(2);
  // the same again: already theirs
  const again = await bulk({ action: 'reassign', owner_id: colleagueId, ids: ids.slice(0, 1) });
  expect(again.body.results[0]).toMatchObject({ outcome: 'refused', reason: 'Il compito è già assegnato a questo utente' });
});

it('cancels and deletes the selected tasks', async () => {
  const a = await task(own, managerId, 'Da annullare');
  const b = await task(own, managerId, 'Da eliminare');
  expect((await bulk({ action: 'cancel', ids: [a] })).body).toMatchObject({ done: 1 });
  expect(await statusOf(a)).toBe('cancelled');
  expect((await bulk({ action: 'cancel', ids: [a] })).body.results[0].reason).toBe('Il compito è già annullato');
  expect((await bulk({ action: 'delete', ids: [a, b] })).body).toMatchObject({ total: 2, done: 2, refused: 0 });
  expect(await app.dataSource.query(`SELECT id FROM tasks WHERE id = ANY($1)`, [[a, b]])).toEqual([]);
});

it('refuses bad input with Italian messages per field (422) and who may not write tasks (403)', async () => {
  const a = await task(own, managerId, 'Per gli errori');
  const cases: [object, string, string][] = [
    [{ action: 'complete' }, 'ids', 'Indica i compiti (ids) oppure il filtro della lista (filter), non entrambi'],
    [{ action: 'complete', ids: [a], filter: {} }, 'ids', 'Indica i compiti (ids) oppure il filtro della lista (filter), non entrambi'],
    [{ action: 'archivia', ids: [a] }, 'action', 'Azione non valida: complete, reopen, cancel, reassign o delete'],
    [{ action: 'reassign', ids: [a] }, 'owner_id', 'Scegli un assegnatario'],
    [
      { action: 'reassign', ids: [a], owner_id: strangerId },
      'owner_id',
      'L’assegnatario deve essere un utente attivo di questo ambiente che gestisce i compiti',
    ],
    [{ action: 'complete', ids: [] }, 'ids', 'Seleziona almeno un compito'],
    [{ action: 'complete', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids', 'Al massimo 500 compiti alla volta'],
    [{ action: 'complete', filter: { search: 'nessun compito si chiama così' } }, 'filter', 'Nessun compito corrisponde al filtro'],
  ];
  for (const [body, field, message] of cases) {
    const res = await bulk(body);
    expect({ body, status: res.status, errors: res.body.errors?.[field] }).toEqual({ body, status: 422, errors: [message] });
  }
  expect(await statusOf(a)).toBe('open');
  const referent = await loggedIn(app, referentEmail);
  expect((await referent.send('post', `/api/projects/${own}/tasks/bulk`, { action: 'complete', ids: [a] })).status).toBe(403);
  expect(await statusOf(a)).toBe('open');
});
