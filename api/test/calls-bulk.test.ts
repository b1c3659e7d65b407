import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createCall, createClient, createProject, createReferent, createUser } from './factories';

/**
 * Issue 37, "bulk actions per list where the role may act", on the call log list (richieste):
 * POST …/calls/bulk archives, restores and sets the status of selected call logs or of every call
 * log of the list's filter, with a result per call log (refused with the Italian reason: another
 * environment's, already archived, not archived, already with that status); 422 for bad input;
 * a referent user (no `calls.archive`) gets 403 and nothing changes.
 */
let app: TestApp;
let own: number;
let manager: Browser;
let client: number;
let otherCall: number;
let referentEmail: string;

const bulk = (body: object) => manager.send('post', `/api/projects/${own}/calls/bulk`, body);
const statusOf = async (id: number) => (await app.dataSource.query(`SELECT status FROM calls WHERE id = $1`, [id]))[0]?.status;

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Richieste in blocco' });
  const other = await createProject(ds, { name: 'Richieste in blocco altrui' });
  client = await createClient(ds, own, { business_name: 'Officine Blocco S.r.l.' });
  otherCall = await createCall(ds, other, await createClient(ds, other));
  manager = await loggedIn(app, (await createUser(ds, 'client-manager', [own])).email);
  const referent = await createReferent(ds, own);
  referentEmail = (await createUser(ds, 'referent', [own], { referent_id: referent })).email;
});
afterAll(async () => {
  await app?.close();
});

it('archives the selected call logs and restores them to their status; each refusal has its reason', async () => {
  const a = await createCall(app.dataSource, own, client);
  const b = await createCall(app.dataSource, own, client);
  await app.dataSource.query(`UPDATE calls SET status = 'in_progress', call_date = '2026-11-18' WHERE id = $1`, [b]);
  const res = await bulk({ action: 'archive', ids: [a, b, otherCall] });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ action: 'archive', total: 3, done: 2, refused: 1 });
  expect(res.body.results[1]).toEqual({ call_id: b, label: '18/11/2026 - Officine Blocco S.r.l.', outcome: 'done', reason: null });
  expect(res.body.results[2]).toEqual({ call_id: otherCall, label: null, outcome: 'refused', reason: 'Richiesta non trovata' });
  expect([await statusOf(a), await statusOf(b), await statusOf(otherCall)]).toEqual(['archived', 'archived', 'open']);
  // again: already archived
  expect((await bulk({ action: 'archive', ids: [a] })).body.results[0]).toMatchObject({
    outcome: 'refused',
    reason: 'La richiesta è già archiviata',
  });
  // restored to the status each had
  expect((await bulk({ action: 'restore', ids: [a, b] })).body).toMatchObject({ done: 2, refused: 0 });
  expect([await statusOf(a), await statusOf(b)]).toEqual(['open', 'in_progress']);
  expect((await bulk({ action: 'restore', ids: [a] })).body.results[0].reason).toBe('La richiesta non è archiviata');
});

it("closes every call log of the list's filter; one already closed is refused, an archived one must be restored first", async () => {
  const c = await createClient(app.dataSource, own, { business_name: `Filtro Chiusura ${Date.now()}` });
  const open = await createCall(app.dataSource, own, c);
  const closed = await createCall(app.dataSource, own, c);
  const archived = await createCall(app.dataSource, own, c);
  await app.dataSource.query(`UPDATE calls SET status = 'closed' WHERE id = $1`, [closed]);
  await app.dataSource.query(`UPDATE calls SET status = 'archived', status_before_archive = 'open' WHERE id = $1`, [archived]);
  const res = await bulk({ action: 'set_status', status: 'closed', filter: { client_id: c, sort: 'call_date' } });
  expect(res.status).toBe(200);
  // the list without a status filter leaves the archived ones out, as on screen
  expect(res.body).toMatchObject({ total: 2, done: 1, refused: 1 });
  expect(res.body.results.find((r: { call_id: number }) => r.call_id === closed)).toMatchObject({
    reason: 'La richiesta ha già questo stato',
  });
  expect(await statusOf(open)).toBe('closed');
  const direct = await bulk({ action: 'set_status', status: 'open', ids: [archived] });
  expect(direct.body.results[0]).toMatchObject({
    outcome: 'refused',
    reason: 'La richiesta è archiviata: ripristinala prima di modificarla',
  });
  expect(await statusOf(archived)).toBe('archived');
});

it('refuses bad input with Italian messages per field (422) and a referent user (403)', async () => {
  const a = await createCall(app.dataSource, own, client);
  const cases: [object, string, string][] = [
    [{ action: 'archive' }, 'ids', 'Indica le richieste (ids) oppure il filtro della lista (filter), non entrambi'],
    [{ action: 'archive', ids: [a], filter: {} }, 'ids', 'Indica le richieste (ids) oppure il filtro della lista (filter), non entrambi'],
    [{ action: 'elimina', ids: [a] }, 'action', 'Azione non valida: archive, restore o set_status'],
    [{ action: 'set_status', ids: [a] }, 'status', 'Indica lo stato'],
    [{ action: 'set_status', ids: [a], status: 'archived' }, 'status', 'Stato non valido: open, in_progress o closed'],
    [{ action: 'archive', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids', 'Al massimo 500 richieste alla volta'],
    [{ action: 'archive', filter: { search: 'nessuna richiesta si chiama così' } }, 'filter', 'Nessuna richiesta corrisponde al filtro'],
  ];
  for (const [body, field, message] of cases) {
    const res = await bulk(body);
    expect({ body, status: res.status, errors: res.body.errors?.[field] }).toEqual({ body, status: 422, errors: [message] });
  }
  const referent = await loggedIn(app, referentEmail);
  expect((await referent.send('post', `/api/projects/${own}/calls/bulk`, { action: 'archive', ids: [a] })).status).toBe(403);
  expect(await statusOf(a)).toBe('open');
});
