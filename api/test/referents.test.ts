import fs from 'node:fs';
import path from 'node:path';
import { Browser, browserAs, startTestApp, type TestApp, mailQueueIdle } from './helpers';
import { createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';

/** Referents (docs/domain.md#referents-negotiations-notes-newsletters-alerts): CRUD with linked clients, platform access by e-mail invitation and its removal. */
let app: TestApp;
let pid: number;
let manager: Browser;
let localAdmin: Browser;

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Referenti' });
  manager = await browserAs(app, (await createUser(app.dataSource, 'client-manager', [pid])).email, FACTORY_PASSWORD);
  localAdmin = await browserAs(app, (await createUser(app.dataSource, 'local-administrator', [pid])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

const outbox = () =>
  fs.existsSync(app.outboxDir) ? fs.readdirSync(app.outboxDir).map((f) => fs.readFileSync(path.join(app.outboxDir, f), 'utf8')) : [];

it('creates, links clients, updates, searches and deletes a referent', async () => {
  const c1 = await createClient(app.dataSource, pid);
  const c2 = await createClient(app.dataSource, pid);
  const created = await manager.send('post', `/api/projects/${pid}/referents`, {
    name: 'Giulia',
    surname: 'Ferri',
    email: 'Giulia.Ferri@Studio.it',
    phone: '333 1234567',
    organisation: 'Studio Ferri',
    client_ids: [c1, c2],
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ email: 'giulia.ferri@studio.it', access: null });
  expect(created.body.clients.map((c: { id: number }) => c.id).sort()).toEqual([c1, c2].sort());
  const upd = await manager.send('put', `/api/projects/${pid}/referents/${created.body.id}`, {
    name: 'Giulia',
    surname: 'Ferri',
    client_ids: [c2],
  });
  expect(upd.body.clients.map((c: { id: number }) => c.id)).toEqual([c2]);
  expect(upd.body.email).toBeNull();
  const list = await manager.get(`/api/projects/${pid}/referents?search=giulia ferri`).expect(200);
  expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
  expect(list.body.data[0].clients_count).toBe(1);
  const bad = await manager.send('post', `/api/projects/${pid}/referents`, {
    name: '',
    surname: 'X',
    email: 'non-valida',
    client_ids: [999999],
  });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name']);
  const foreign = await createClient(app.dataSource, await createProject(app.dataSource));
  expect((await manager.send('post', `/api/projects/${pid}/referents`, { name: 'A', surname: 'B', client_ids: [foreign] })).status).toBe(
    422,
  );
  expect((await manager.send('delete', `/api/projects/${pid}/referents/${created.body.id}`)).status).toBe(204);
  expect((await manager.get(`/api/projects/${pid}/referents/${created.body.id}`)).status).toBe(404);
});

it('invites a referent by e-mail; the referent logs in with the temporary password and sees only its clients; access is removed by a local administrator', async () => {
  const mineClient = await createClient(app.dataSource, pid, { business_name: 'Cliente del referente S.r.l.' });
  await createClient(app.dataSource, pid, { business_name: 'Cliente di nessuno S.r.l.' });
  const email = `marta.${Date.now()}@prova.it`;
  const ref = (
    await manager.send('post', `/api/projects/${pid}/referents`, { name: 'Marta', surname: 'Sala', email, client_ids: [mineClient] })
  ).body;
  const before = outbox().length;
  const inv = await manager.send('post', `/api/projects/${pid}/referents/${ref.id}/access`);
  expect(inv.status).toBe(201);
  expect(inv.body.access).toMatchObject({ email, accepted: false });
  await mailQueueIdle(app);
  const mails = outbox();
  expect(mails.length).toBe(before + 1);
  const mail = mails.find((m) => m.includes(email))!;
  const code = /password temporanea: (\S+)/.exec(mail.replace(/=\r?\n/g, ''))![1];
  expect((await manager.send('post', `/api/projects/${pid}/referents/${ref.id}/access`)).status).toBe(422);

  const refBrowser = await browserAs(app, email, code);
  // a temporary password: the API opens nothing but the profile until it is changed (issue 11)
  expect((await refBrowser.get(`/api/projects/${pid}/clients`)).body.code).toBe('password_change_required');
  const fresh = 'Referente!Nuova2026';
  expect(
    (await refBrowser.send('put', '/api/profile/password', { old_password: code, password: fresh, password_confirmation: fresh })).status,
  ).toBe(204);
  const list = await refBrowser.get(`/api/projects/${pid}/clients`).expect(200);
  expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([mineClient]);
  expect((await manager.get(`/api/projects/${pid}/referents/${ref.id}`)).body.access.accepted).toBe(true);

  expect((await manager.send('delete', `/api/projects/${pid}/referents/${ref.id}/access`)).status).toBe(403);
  const removed = await localAdmin.send('delete', `/api/projects/${pid}/referents/${ref.id}/access`);
  expect(removed.status).toBe(200);
  expect(removed.body.access).toBeNull();
  expect((await refBrowser.get(`/api/projects/${pid}/clients`)).status).toBe(401);
});

it('refuses an invitation without e-mail', async () => {
  const ref = (await manager.send('post', `/api/projects/${pid}/referents`, { name: 'Senza', surname: 'Email' })).body;
  const res = await manager.send('post', `/api/projects/${pid}/referents/${ref.id}/access`);
  expect(res.status).toBe(422);
  expect(res.body.errors.email).toBeDefined();
});
