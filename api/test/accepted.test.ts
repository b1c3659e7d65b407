/**
 * The `accepted` flag of invited users (issue 4 "Referent access ... accepted flag", issue 5
 * invitations): a referent given access and a user invited to an environment start with
 * accepted = false; their first successful login sets it to true. A failed login, or a login
 * refused because the account is deactivated, leaves it false.
 */
import { Browser, browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';

let app: TestApp;
let pid: number;
let localAdmin: Browser;
let admin: Browser;

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Inviti' });
  localAdmin = await browserAs(app, (await createUser(app.dataSource, 'local-administrator', [pid])).email, FACTORY_PASSWORD);
  admin = await browserAs(app, (await createUser(app.dataSource, 'administrator')).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app.close();
});

/** The stored `accepted` column of the user with this e-mail. */
async function acceptedOf(email: string): Promise<boolean> {
  const [row] = await app.dataSource.query(`SELECT accepted FROM users WHERE lower(email) = lower($1)`, [email]);
  return row.accepted;
}

/** The temporary password of the invitation e-mail sent to `email` since `before`. */
async function codeFor(before: Set<string>, email: string): Promise<string> {
  const mail = (await mailsSince(app, before)).find((m) => m.includes(email));
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return /password temporanea: (\S+)/.exec(mail)![1];
}

/** POST /api/login without throwing: the answer's status. */
async function loginStatus(email: string, password: string): Promise<number> {
  const b = new Browser(app.server);
  await b.csrf();
  return (await b.send('post', '/api/login', { email, password })).status;
}

it('a referent given access is not accepted until its first successful login, then it is', async () => {
  const email = `referente.accettato.${Date.now()}@prova.it`;
  const ref = (await localAdmin.send('post', `/api/projects/${pid}/referents`, { name: 'Paola', surname: 'Neri', email })).body;
  const before = outboxSnapshot(app);
  const invited = await localAdmin.send('post', `/api/projects/${pid}/referents/${ref.id}/access`);
  expect(invited.status).toBe(201);
  expect(await acceptedOf(email)).toBe(false);
  const code = await codeFor(before, email);

  expect(await loginStatus(email, 'password-sbagliata-1!')).toBe(401);
  expect(await acceptedOf(email)).toBe(false);

  expect(await loginStatus(email, code)).toBe(200);
  expect(await acceptedOf(email)).toBe(true);
});

it('a user invited to an environment becomes accepted with its first login, as the administrator sees', async () => {
  const email = `gestore.invitato.${Date.now()}@prova.it`;
  const before = outboxSnapshot(app);
  const created = await localAdmin.send('post', `/api/projects/${pid}/users/invite`, {
    name: 'Luca',
    surname: 'Riva',
    email,
    type: 'client-manager',
  });
  expect(created.status).toBe(202);
  const [{ id }] = await app.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
  expect((await admin.get(`/api/users/${id}`)).body.accepted).toBe(false);

  const user = await browserAs(app, email, await codeFor(before, email));
  expect((await user.get('/api/profile').expect(200)).body.email).toBe(email);
  expect((await admin.get(`/api/users/${id}`)).body.accepted).toBe(true);
});

it('a deactivated invited user cannot log in and stays not accepted', async () => {
  const email = `disattivato.invitato.${Date.now()}@prova.it`;
  const before = outboxSnapshot(app);
  const created = await admin.send('post', '/api/users', {
    name: 'Anna',
    surname: 'Bo',
    email,
    type: 'client-manager',
    project_ids: [pid],
  });
  expect(created.status).toBe(201);
  const code = await codeFor(before, email);
  expect((await admin.send('post', `/api/users/${created.body.id}/deactivate`)).status).toBe(200);
  expect(await loginStatus(email, code)).toBe(401);
  expect(await acceptedOf(email)).toBe(false);
});

it('an already accepted user logging in again stays accepted', async () => {
  const { email } = await createUser(app.dataSource, 'client-manager', [pid]);
  await app.dataSource.query(`UPDATE users SET accepted = true WHERE email = $1`, [email]);
  expect(await loginStatus(email, FACTORY_PASSWORD)).toBe(200);
  expect(await acceptedOf(email)).toBe(true);
});
