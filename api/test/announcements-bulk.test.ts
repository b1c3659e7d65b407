import { randomUUID } from 'node:crypto';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { completeAnnouncementBody, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 37, "bulk actions per list where the role may act", on the announcement lists: POST
 * /api/announcements/bulk (global managers) and …/projects/{id}/announcements/bulk publish, set back
 * to draft and delete selected announcements or every announcement of the list's filter, each by the rules of its
 * single edit: a draft that lacks what publishing needs is refused with its fields' messages, a
 * global announcement is refused to a local expert inside an environment, another environment's announcement is
 * not found; 422 for bad input, 403 for who may not edit announcements.
 */
let app: TestApp;
let own: number;
let expert: Browser;
let localExpert: Browser;
let manager: Browser;
const tag = () => `Blocco${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A draft that satisfies every docs/rules.md#form-rules requirement of a published announcement. */
const complete = (name: string) => completeAnnouncementBody(name, { status: 'draft' });
const statusOf = async (id: number) => (await app.dataSource.query(`SELECT status FROM announcements WHERE id = $1`, [id]))[0]?.status;

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Bandi in blocco' });
  expert = await browserAs(app, (await createUser(ds, 'expert-announcement', [own])).email, FACTORY_PASSWORD);
  localExpert = await browserAs(app, (await createUser(ds, 'local-expert-announcement', [own])).email, FACTORY_PASSWORD);
  manager = await browserAs(app, (await createUser(ds, 'client-manager', [own])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

it('publishes the selected global drafts; one that lacks what publishing needs is refused with the fields’ messages', async () => {
  const ready = (await expert.send('post', '/api/announcements', complete(`Pronto ${tag()}`))).body;
  const bare = (await expert.send('post', '/api/announcements', { name: `Incompleto ${tag()}` })).body;
  const res = await expert.send('post', '/api/announcements/bulk', { action: 'publish', ids: [ready.id, bare.id] });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ action: 'publish', total: 2, done: 1, refused: 1 });
  expect(res.body.results[0]).toEqual({ announcement_id: ready.id, name: ready.name, outcome: 'done', reason: null });
  expect(res.body.results[1]).toMatchObject({ announcement_id: bare.id, name: bare.name, outcome: 'refused' });
  expect(res.body.results[1].reason).toContain('Campo obbligatorio');
  expect([await statusOf(ready.id), await statusOf(bare.id)]).toEqual(['published', 'draft']);
  // the change is on the announcement's log, as a single edit's
  const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'announcement' AND entity_id = $1`, [
    ready.id,
  ]);
  expect(n).toBeGreaterThanOrEqual(2);
  // again: already published
  expect((await expert.send('post', '/api/announcements/bulk', { action: 'publish', ids: [ready.id] })).body.results[0].reason).toBe(
    'Il bando è già pubblicato',
  );
});

it("inside an environment: the local announcements of the filter go back to draft; a global announcement is refused to the local expert; another area's is not found", async () => {
  const word = tag();
  const local = [];
  for (const n of [1, 2])
    local.push(
      (await localExpert.send('post', `/api/projects/${own}/announcements`, { ...complete(`${word} ${n}`), status: 'published' })).body,
    );
  const global = (await expert.send('post', '/api/announcements', { ...complete(`Globale ${tag()}`), status: 'published' })).body;
  const res = await localExpert.send('post', `/api/projects/${own}/announcements/bulk`, { action: 'unpublish', filter: { search: word } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ total: 2, done: 2, refused: 0 });
  expect([await statusOf(local[0].id), await statusOf(local[1].id)]).toEqual(['draft', 'draft']);
  const mixed = await localExpert.send('post', `/api/projects/${own}/announcements/bulk`, {
    action: 'unpublish',
    ids: [global.id, 999999999],
  });
  expect(mixed.body.results).toEqual([
    { announcement_id: global.id, name: global.name, outcome: 'refused', reason: 'Non puoi modificare questo bando qui' },
    { announcement_id: 999999999, name: null, outcome: 'refused', reason: 'Bando non trovato' },
  ]);
  expect(await statusOf(global.id)).toBe('published');
  // deleted, both
  expect(
    (await localExpert.send('post', `/api/projects/${own}/announcements/bulk`, { action: 'delete', ids: local.map((a) => a.id) })).body,
  ).toMatchObject({
    done: 2,
  });
  expect(await app.dataSource.query(`SELECT id FROM announcements WHERE id = ANY($1)`, [local.map((a) => a.id)])).toEqual([]);
});

it('refuses bad input with Italian messages per field (422) and who may not edit calls (403)', async () => {
  const draft = (await expert.send('post', '/api/announcements', { name: `Errori ${tag()}` })).body;
  const cases: [object, string, string][] = [
    [{ action: 'publish' }, 'ids', 'Indica i bandi (ids) oppure il filtro della lista (filter), non entrambi'],
    [{ action: 'archive', ids: [draft.id] }, 'action', 'Azione non valida: publish, unpublish o delete'],
    [{ action: 'publish', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids', 'Al massimo 500 bandi alla volta'],
    [{ action: 'publish', filter: { search: 'nessun bando si chiama così' } }, 'filter', 'Nessun bando corrisponde al filtro'],
  ];
  for (const [body, field, message] of cases) {
    const res = await expert.send('post', '/api/announcements/bulk', body);
    expect({ body, status: res.status, errors: res.body.errors?.[field] }).toEqual({ body, status: 422, errors: [message] });
  }
  expect((await manager.send('post', `/api/projects/${own}/announcements/bulk`, { action: 'delete', ids: [draft.id] })).status).toBe(403);
  expect((await localExpert.send('post', '/api/announcements/bulk', { action: 'delete', ids: [draft.id] })).status).toBe(403);
  expect(await statusOf(draft.id)).toBe('draft');
});
