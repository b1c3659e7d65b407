import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createProject, createUser } from './factories';

/**
 * Issue 33, "Saved views": a user saves a list's filters under a name, personal or shared with the
 * environment; another user sees only the shared one and may not change it (a local
 * administrator may); names are unique per list; bad input is a 422 in Italian; another
 * environment's view is a 404.
 */
let app: TestApp;
let own: number;
let other: number;
let manager: Browser;
let colleague: Browser;
let admin: Browser;
let stranger: Browser;

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Viste proprio' });
  other = await createProject(ds, { name: 'Viste altrui' });
  manager = await loggedIn(app, (await createUser(ds, 'client-manager', [own])).email);
  colleague = await loggedIn(app, (await createUser(ds, 'referent', [own])).email);
  admin = await loggedIn(app, (await createUser(ds, 'local-administrator', [own])).email);
  stranger = await loggedIn(app, (await createUser(ds, 'client-manager', [other])).email);
});
afterAll(async () => {
  await app?.close();
});

const base = (p = own) => `/api/projects/${p}/saved-views`;
const names = (body: { data: { name: string }[] }) => body.data.map((v) => v.name);

it('saves, lists, renames and deletes personal and shared views', async () => {
  const mine = await manager.send('post', base(), {
    list: 'clients',
    name: ' Miei clienti lombardi ',
    query: { region: 'Lombardia', q: 'srl' },
  });
  expect(mine.status).toBe(201);
  expect(mine.body).toMatchObject({
    list: 'clients',
    name: 'Miei clienti lombardi',
    shared: false,
    mine: true,
    editable: true,
    version: 1,
  });
  expect(mine.body.query).toEqual({ region: 'Lombardia', q: 'srl' });
  const shared = await manager.send('post', base(), {
    list: 'clients',
    name: 'Scadenze vicine',
    shared: true,
    query: { sort: '-updated_at' },
  });
  expect(shared.status).toBe(201);
  await manager.send('post', base(), { list: 'calls', name: 'Aperte', query: { status: 'open' } });

  // the owner sees all three, per list; the colleague only the shared one, read-only
  expect(names((await manager.get(base()).expect(200)).body)).toEqual(['Aperte', 'Miei clienti lombardi', 'Scadenze vicine']);
  expect(names((await manager.get(`${base()}?list=clients`).expect(200)).body)).toEqual(['Miei clienti lombardi', 'Scadenze vicine']);
  const seen = (await colleague.get(`${base()}?list=clients`).expect(200)).body.data;
  expect(seen).toEqual([
    expect.objectContaining({ name: 'Scadenze vicine', mine: false, editable: false, owner_name: expect.any(String) }),
  ]);
  expect((await colleague.get(`${base()}/${mine.body.id}`)).status).toBe(404);
  expect((await colleague.send('put', `${base()}/${shared.body.id}`, { name: 'Mia' })).status).toBe(403);
  expect((await colleague.send('delete', `${base()}/${shared.body.id}`)).status).toBe(403);
  expect((await colleague.send('delete', `${base()}/${mine.body.id}`)).status).toBe(404);

  // the colleague may not take a shared name, but may keep a personal view of the same name as another's personal one
  expect((await colleague.send('post', base(), { list: 'clients', name: 'scadenze vicine', shared: true, query: {} })).status).toBe(422);
  expect((await colleague.send('post', base(), { list: 'clients', name: 'Miei clienti lombardi', query: {} })).status).toBe(201);

  // rename by the owner (stale version 409), then by a local administrator on the shared view
  const renamed = await manager.send('put', `${base()}/${mine.body.id}`, { name: 'Lombardia', version: 1 });
  expect(renamed.status).toBe(200);
  expect(renamed.body).toMatchObject({ name: 'Lombardia', version: 2, query: { region: 'Lombardia', q: 'srl' } });
  expect((await manager.send('put', `${base()}/${mine.body.id}`, { name: 'Altro', version: 1 })).status).toBe(409);
  const taken = await manager.send('put', `${base()}/${mine.body.id}`, { name: 'Scadenze vicine' });
  expect(taken.status).toBe(422);
  expect(taken.body.errors.name).toEqual(['Esiste già una vista con questo nome per questo elenco']);
  expect((await admin.send('put', `${base()}/${shared.body.id}`, { name: 'Scadenze del mese' })).body.name).toBe('Scadenze del mese');

  // delete: the owner's own; the administrator the shared one
  expect((await manager.send('delete', `${base()}/${mine.body.id}`)).status).toBe(204);
  expect((await admin.send('delete', `${base()}/${shared.body.id}`)).status).toBe(204);
  expect(names((await manager.get(`${base()}?list=clients`).expect(200)).body)).toEqual([]);
});

it('answers 422 in Italian for bad input and 404 for another environment', async () => {
  const bad = await manager.send('post', base(), { list: 'fatture', name: '', query: ['x'] });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toMatchObject({
    list: ['Elenco non valido'],
    name: ['Campo obbligatorio'],
    query: ['Filtri della vista non validi o troppo grandi (massimo 4 KB)'],
  });
  const big = await manager.send('post', base(), { list: 'tasks', name: 'x'.repeat(101), query: { q: 'a'.repeat(5000) } });
  expect(big.body.errors).toMatchObject({ name: ['Inserisci al massimo 100 caratteri'], query: [expect.stringContaining('4 KB')] });
  expect((await manager.get(`${base()}?list=fatture`)).status).toBe(422);

  const theirs = await stranger.send('post', base(other), { list: 'tasks', name: 'Condivisa altrove', shared: true, query: {} });
  expect(theirs.status).toBe(201);
  expect((await manager.get(`${base()}/${theirs.body.id}`)).status).toBe(404);
  expect((await manager.send('delete', `${base()}/${theirs.body.id}`)).status).toBe(404);
  expect((await manager.get(base(other))).status).toBe(404);
  expect(names((await manager.get(`${base()}?list=tasks`).expect(200)).body)).toEqual([]);
});
