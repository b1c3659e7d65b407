import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 35, "Share links" (docs/api.md#share-links): the openings of a link's public page, the
 * "Sono interessato" it brought, the lists of an announcement's and of a client's links, and revoking.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('counts the openings of a link, shows them with the interest in both lists, and revokes it', async () => {
  const ds = app.dataSource;
  const p = await createProject(ds, { name: 'Studio Link' });
  const other = await createProject(ds, { name: 'Studio Altrove' });
  const u = await createUser(ds, 'client-manager', [p]);
  const expert = await createUser(ds, 'local-expert-announcement', [p]);
  const client = await createClient(ds, p, { business_name: 'Ottica Rossi S.r.l.' });
  const foreign = await createClient(ds, other, { business_name: 'Altra S.p.A.' });
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [client, u.id]);
  const bando = await createAnnouncement(ds, { name: 'Bando Vetrine' });
  const manager = await browserAs(app, u.email, FACTORY_PASSWORD);
  const share = await manager.send('post', `/api/projects/${p}/announcements/${bando}/shares`, { client_id: client });
  expect(share.status).toBe(201);
  const token = share.body.token as string;
  const visitor = new Browser(app.server);
  await visitor.csrf();

  // a bad token counts nothing; two openings count two
  expect((await visitor.get(`/api/public/announcements/${bando}?token=${'x'.repeat(43)}`)).status).toBe(404);
  expect((await visitor.get(`/api/public/announcements/${bando}?token=${token}`)).status).toBe(200);
  expect((await visitor.get(`/api/public/announcements/${bando}?token=${token}`)).status).toBe(200);
  const interest = await visitor.send('post', `/api/public/announcements/${bando}/interest?token=${token}`);
  expect(interest.status).toBe(201);

  const list = await manager.get(`/api/projects/${p}/announcements/${bando}/shares`);
  expect(list.status).toBe(200);
  const link = list.body.data.find((s: { id: number }) => s.id === share.body.id);
  expect(link).toMatchObject({
    status: 'active',
    opens_count: 2,
    created_by_name: 'Mario Rossi',
    recipient_client_id: client,
    client_name: 'Ottica Rossi S.r.l.',
    interest: true,
    interest_call_id: interest.body.call_id,
  });
  expect(new Date(link.first_opened_at).getTime()).toBeLessThanOrEqual(new Date(link.last_opened_at).getTime());
  expect(link.interest_at).toBeTruthy();

  const mine = await manager.get(`/api/projects/${p}/clients/${client}/shares?take=5`);
  expect(mine.status).toBe(200);
  expect(mine.body.total).toBe(1);
  expect(mine.body.data[0]).toMatchObject({ id: share.body.id, announcement_name: 'Bando Vetrine', opens_count: 2, interest: true });

  // revoke: the page answers 404 (and counts nothing), the list says revoked
  expect((await manager.send('delete', `/api/projects/${p}/announcements/${bando}/shares/${share.body.id}`)).status).toBe(204);
  expect((await visitor.get(`/api/public/announcements/${bando}?token=${token}`)).status).toBe(404);
  const after = await manager.get(`/api/projects/${p}/clients/${client}/shares`);
  expect(after.body.data[0]).toMatchObject({ status: 'revoked', active: false, opens_count: 2 });
  expect(after.body.data[0].revoked_at).toBeTruthy();

  // another environment's client is 404; a role without the permission 403
  expect((await manager.get(`/api/projects/${p}/clients/${foreign}/shares`)).status).toBe(404);
  const expertBrowser = await browserAs(app, expert.email, FACTORY_PASSWORD);
  expect((await expertBrowser.get(`/api/projects/${p}/clients/${client}/shares`)).status).toBe(403);
  expect((await manager.get(`/api/projects/${p}/clients/${client}/shares?take=0`)).status).toBe(422);
});
