import { Browser, browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';

/** Issue 13: "Sono interessato" on the public announcement page becomes a client request seen by the manager. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('records a new request for the link’s client once, notifies its manager; a wrong link is 404', async () => {
  const ds = app.dataSource;
  const p = await createProject(ds, { name: 'Studio Interessi' });
  const u = await createUser(ds, 'client-manager', [p]);
  const client = await createClient(ds, p, { business_name: 'Forno Verdi S.n.c.' });
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [client, u.id]);
  const referent = await createReferent(ds, p);
  await ds.query(`INSERT INTO client_referents (client_id, referent_id) VALUES ($1, $2)`, [client, referent]);
  const bando = await createAnnouncement(ds, { name: 'Bando Digitale' });
  const manager = await browserAs(app, u.email, FACTORY_PASSWORD);
  const share = await manager.send('post', `/api/projects/${p}/announcements/${bando}/shares`, { client_id: client });
  expect(share.status).toBe(201);
  const token = share.body.token as string;

  const visitor = new Browser(app.server);
  await visitor.csrf();
  const before = outboxSnapshot(app);
  const res = await visitor.send('post', `/api/public/announcements/${bando}/interest?token=${token}`);
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('recorded');
  const call = await manager.get(`/api/projects/${p}/calls/${res.body.call_id}`);
  expect(call.status).toBe(200);
  // a client call names its referent (issue 39, defect 5: the request had none)
  expect(call.body).toMatchObject({ type: 'client', status: 'open', client_id: client, referent_id: referent });
  expect(call.body.note).toContain('Sono interessato');
  const mails = (await mailsSince(app, before)).filter((m) => m.includes(`To: ${u.email}`));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(`/ambiente/${p}/richieste/${res.body.call_id}`);

  const again = await visitor.send('post', `/api/public/announcements/${bando}/interest?token=${token}`);
  expect([again.status, again.body.code]).toEqual([409, 'already_recorded']);
  expect((await visitor.send('post', `/api/public/announcements/${bando}/interest?token=${'y'.repeat(43)}`)).status).toBe(404);
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM calls WHERE client_id = $1`, [client]);
  expect(n).toBe(1);
});
