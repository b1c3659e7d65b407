import request from 'supertest';
import { Browser, browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 11, finding 3: password change, reset, deactivation and role change end every OTHER
 * session and bearer token of the user; the current one survives the user's own change.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const NEW_PASSWORD = 'Nuova!Parola2026';

async function bearerToken(email: string, password = FACTORY_PASSWORD): Promise<string> {
  const res = await request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({ email, password });
  expect(res.status).toBe(200);
  return res.body.access_token;
}
const withToken = (token: string) => request(app.server).get('/api/profile').set('Authorization', `Bearer ${token}`);

/** A user logged in twice with cookies and once with a bearer token. */
async function everywhere() {
  const user = await createUser(app.dataSource, 'client-manager', [1]);
  const a = await browserAs(app, user.email, FACTORY_PASSWORD);
  const b = await browserAs(app, user.email, FACTORY_PASSWORD);
  const token = await bearerToken(user.email);
  for (const r of [await a.get('/api/profile'), await b.get('/api/profile'), await withToken(token)]) expect(r.status).toBe(200);
  return { user, a, b, token };
}

describe('other sessions end', () => {
  it('on a password change in the browser: the same browser stays, the others and the token end', async () => {
    const { a, b, token } = await everywhere();
    const res = await a.send('put', '/api/profile/password', {
      old_password: FACTORY_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(204);
    expect((await a.get('/api/profile')).status).toBe(200);
    expect((await b.get('/api/profile')).status).toBe(401);
    expect((await withToken(token)).status).toBe(401);
  });

  it('on a password change with a bearer token: that token stays, sessions and other tokens end', async () => {
    const { user, a, token } = await everywhere();
    const other = await bearerToken(user.email);
    const res = await request(app.server)
      .put('/api/profile/password')
      .set('Authorization', `Bearer ${token}`)
      .send({ old_password: FACTORY_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await withToken(token)).status).toBe(200);
    expect((await withToken(other)).status).toBe(401);
    expect((await a.get('/api/profile')).status).toBe(401);
  });

  it('on a reset with the temporary password', async () => {
    const { user, a, token } = await everywhere();
    const before = outboxSnapshot(app);
    const anon = new Browser(app.server);
    await anon.csrf();
    expect((await anon.send('post', '/api/forgot-password', { email: user.email })).status).toBe(200);
    const mail = (await mailsSince(app, before)).find((m) => m.includes('Password temporanea'))!;
    const code = /Password temporanea: (\S+)/.exec(mail)![1];
    const res = await anon.send('post', '/api/reset-password', {
      email: user.email,
      token: code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(204);
    expect((await a.get('/api/profile')).status).toBe(401);
    expect((await withToken(token)).status).toBe(401);
  });

  it('on a change of role by the administrator', async () => {
    const { user, a, token } = await everywhere();
    const admin = await browserAs(app, 'admin@demo.local');
    const res = await admin.send('put', `/api/users/${user.id}`, { type: 'local-administrator' });
    expect(res.status).toBe(200);
    expect((await a.get('/api/profile')).status).toBe(401);
    expect((await withToken(token)).status).toBe(401);
    // a mere rename leaves them alone
    const b = await browserAs(app, user.email, FACTORY_PASSWORD);
    expect((await admin.send('put', `/api/users/${user.id}`, { name: 'Mariano' })).status).toBe(200);
    expect((await b.get('/api/profile')).status).toBe(200);
  });

  it('on deactivation', async () => {
    const { user, a, token } = await everywhere();
    const admin = await browserAs(app, 'admin@demo.local');
    expect((await admin.send('post', `/api/users/${user.id}/deactivate`)).status).toBe(200);
    expect((await a.get('/api/profile')).status).toBe(401);
    expect((await withToken(token)).status).toBe(401);
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1`, [user.id]);
    expect(n).toBe(0);
  });
});
