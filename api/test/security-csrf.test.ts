import request from 'supertest';
import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../src/database/seed/seed';

/**
 * Issue 11, finding 6: `X-Auth-Mode: bearer` no longer skips the CSRF check on a cookie session
 * (it still asks for a token at login), and `GET /api/csrf-cookie` stores no session row.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sessionRows = async (): Promise<number> => (await app.dataSource.query(`SELECT count(*)::int AS n FROM sessions`))[0].n;

describe('CSRF', () => {
  it('X-Auth-Mode: bearer does not skip the check on a cookie session', async () => {
    const b = await browserAs(app, 'gestore@demo.local');
    const forged = await b.agent.put('/api/profile').set('X-Auth-Mode', 'bearer').send({ name: 'Hacker', surname: 'Rossi' });
    expect(forged.status).toBe(419);
    const logout = await b.agent.post('/api/logout').set('X-Auth-Mode', 'bearer');
    expect(logout.status).toBe(419);
    expect((await b.get('/api/profile')).body.name).not.toBe('Hacker');
    // with the token it works
    expect((await b.send('put', '/api/profile', { name: 'Paolo', surname: 'Romano' })).status).toBe(200);
  });

  it('login in bearer mode still answers a token without any cookie', async () => {
    const res = await request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({
      email: 'gestore@demo.local',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.headers['set-cookie']).toBeUndefined();
    const me = await request(app.server).put('/api/profile').set('Authorization', `Bearer ${res.body.access_token}`).send({
      name: 'Paolo',
      surname: 'Romano',
    });
    expect(me.status).toBe(200);
  });

  it('GET /api/csrf-cookie stores no session row, and its token lets the browser log in', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 5; i++) await request(app.server).get('/api/csrf-cookie').expect(204);
    expect(await sessionRows()).toBe(before);
    const b = new Browser(app.server);
    await b.login('gestore@demo.local');
    expect(await sessionRows()).toBe(before + 1);
    expect((await b.send('put', '/api/profile', { name: 'Paolo', surname: 'Romano' })).status).toBe(200);
  });

  it('refuses an unsigned or mismatched pre-login token', async () => {
    const cookie = (t: string) => `XSRF-TOKEN=${t}`;
    const body = { email: 'gestore@demo.local', password: DEMO_PASSWORD };
    const unsigned = await request(app.server)
      .post('/api/login')
      .set('Cookie', cookie('abc.def'))
      .set('X-XSRF-TOKEN', 'abc.def')
      .send(body);
    expect(unsigned.status).toBe(419);
    const b = new Browser(app.server);
    await b.csrf();
    const other = await request(app.server).post('/api/login').set('X-XSRF-TOKEN', b.xsrfToken).send(body); // header without the cookie
    expect(other.status).toBe(419);
    // the pre-login token is not accepted once the session has its own
    const stale = b.xsrfToken;
    await b.login('gestore@demo.local');
    expect((await b.agent.put('/api/profile').set('X-XSRF-TOKEN', stale).send({ name: 'Paolo', surname: 'Romano' })).status).toBe(419);
  });
});
