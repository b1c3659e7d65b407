import fs from 'node:fs';
import { Browser, browserAs, startTestApp, type TestApp, mailQueueIdle } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/database/seed/seed';
import { FORGOT_PASSWORD_MESSAGE } from '../src/modules/auth/auth.service';
import request from 'supertest';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('login and session (docs/screens.md#route-guard, docs/roles.md#start-route-after-login, docs/api.md#conventions)', () => {
  const startRoutes: Record<string, RegExp> = {
    'admin@demo.local': /^\/$/,
    'esperto@demo.local': /^\/ambiente\/\d+\/bandi$/,
    'amministratore.locale@demo.local': /^\/ambiente\/\d+\/bandi$/,
    'gestore@demo.local': /^\/ambiente\/\d+\/clienti$/,
    'referente@demo.local': /^\/ambiente\/\d+\/clienti$/,
    'esperto.locale@demo.local': /^\/ambiente\/\d+\/bandi$/,
  };

  it.each(Object.keys(startRoutes))('%s logs in and gets its start route and capabilities', async (email) => {
    const b = new Browser(app.server);
    const user = await b.login(email);
    expect(user.email).toBe(email);
    expect(user.initialRoute).toMatch(startRoutes[email]);
    expect(user).not.toHaveProperty('password_hash');
    const demo = DEMO_USERS.find((u) => u.email === email)!;
    expect(user.type).toBe(demo.type);
    expect(user.capabilities.canCreateProjects).toBe(demo.type === 'administrator');
    expect(user.capabilities.canSeeClients).toBe(
      ['administrator', 'local-administrator', 'client-manager', 'referent'].includes(demo.type),
    );
    const profile = await b.get('/api/profile').expect(200);
    expect(profile.body.id).toBe(user.id);
  });

  it('refuses wrong credentials with the same 401 for unknown and known e-mails', async () => {
    const b = new Browser(app.server);
    await b.csrf();
    const wrong = await b.send('post', '/api/login', { email: 'gestore@demo.local', password: 'sbagliata' });
    const unknown = await b.send('post', '/api/login', { email: 'nessuno@demo.local', password: 'sbagliata' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('rotates the session id at login and ends it at logout', async () => {
    const b = new Browser(app.server);
    await b.csrf();
    const before = await b.get('/api/csrf-cookie');
    const sidOf = (h: unknown) => (Array.isArray(h) ? h : []).find((c: string) => c.startsWith('bandi_session='));
    const login = await b.send('post', '/api/login', { email: 'gestore@demo.local', password: DEMO_PASSWORD });
    const sid = sidOf(login.headers['set-cookie']);
    expect(sid).toBeDefined();
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).not.toBe(sidOf(before.headers['set-cookie']));
    await b.send('post', '/api/logout').then((r) => expect(r.status).toBe(204));
    await b.get('/api/profile').expect(401);
  });

  it('the session check answers 200 {user: null} before login and the session view after, on cookie and bearer (issue 39, defect 13)', async () => {
    // before login: no 401 for the browser to log as an error
    expect((await request(app.server).get('/api/session').expect(200)).body).toEqual({ user: null });
    const b = new Browser(app.server);
    await b.csrf();
    expect((await b.get('/api/session').expect(200)).body).toEqual({ user: null });
    await b.login('gestore@demo.local');
    const profile = (await b.get('/api/profile').expect(200)).body;
    expect((await b.get('/api/session').expect(200)).body).toEqual({ user: profile });
    await b.send('post', '/api/logout').then((r) => expect(r.status).toBe(204));
    expect((await b.get('/api/session').expect(200)).body).toEqual({ user: null });
    const bearer = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: 'esperto@demo.local', password: DEMO_PASSWORD })
      .expect(200);
    const seen = await request(app.server).get('/api/session').set('Authorization', `Bearer ${bearer.body.access_token}`).expect(200);
    expect(seen.body.user.email).toBe('esperto@demo.local');
    // a token that is no longer valid is a 401, as on every route
    await request(app.server).get('/api/session').set('Authorization', 'Bearer sbagliato').expect(401);
  });

  it('answers 401 on a protected call without login', async () => {
    await request(app.server).get('/api/profile').expect(401);
    await request(app.server).get('/api/projects').expect(401);
  });

  it('issues an access_token in bearer mode, usable without cookies or CSRF', async () => {
    const res = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: 'admin@demo.local', password: DEMO_PASSWORD })
      .expect(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^bandi_session=/)]));
    const projects = await request(app.server).get('/api/projects').set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
    expect(projects.body.total).toBeGreaterThanOrEqual(2);
    await request(app.server).get('/api/projects').set('Authorization', 'Bearer sbagliato').expect(401);
  });

  it('logs out a deactivated user and refuses its login', async () => {
    const p = await createProject(app.dataSource);
    const u = await createUser(app.dataSource, 'client-manager', [p]);
    const b = await browserAs(app, u.email, FACTORY_PASSWORD);
    await b.get('/api/profile').expect(200);
    await app.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [u.id]);
    await b.get('/api/profile').expect(401);
    const again = new Browser(app.server);
    await again.csrf();
    expect((await again.send('post', '/api/login', { email: u.email, password: FACTORY_PASSWORD })).status).toBe(401);
  });
});

describe('forgot password (docs/screens.md#forgotten-password)', () => {
  const outbox = () => (fs.existsSync(app.outboxDir) ? fs.readdirSync(app.outboxDir) : []);

  it('answers the same for known and unknown addresses and mails a temporary password that works once the user uses it', async () => {
    const p = await createProject(app.dataSource);
    const u = await createUser(app.dataSource, 'client-manager', [p]);
    const b = new Browser(app.server);
    await b.csrf();
    const before = outbox().length;
    const unknown = await b.send('post', '/api/forgot-password', { email: 'sconosciuto@prova.it' });
    const known = await b.send('post', '/api/forgot-password', { email: u.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(known.body).toEqual(unknown.body);
    await mailQueueIdle(app);
    const mails = outbox();
    expect(mails.length).toBe(before + 1);
    const eml = fs.readFileSync(`${app.outboxDir}/${mails.sort().at(-1)}`, 'utf8');
    expect(eml).toContain(`To: ${u.email}`);
    const code = /Password temporanea: (\S+)/.exec(eml)![1];

    // the old password still works until the temporary one is used
    await browserAs(app, u.email, FACTORY_PASSWORD);
    const viaTemp = new Browser(app.server);
    const user = await viaTemp.login(u.email, code);
    expect(user.must_change_password).toBe(true);
    const old = new Browser(app.server);
    await old.csrf();
    expect((await old.send('post', '/api/login', { email: u.email, password: FACTORY_PASSWORD })).status).toBe(401);
  });

  it('validates the e-mail with an Italian 422', async () => {
    const b = new Browser(app.server);
    await b.csrf();
    const res = await b.send('post', '/api/forgot-password', { email: 'non-una-mail' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toBe('Inserisci un indirizzo email valido');
  });
});

describe('profile (docs/rules.md#form-rules)', () => {
  it('requires name and surname, and changes the password only with the right old one', async () => {
    const p = await createProject(app.dataSource);
    const u = await createUser(app.dataSource, 'client-manager', [p]);
    const b = await browserAs(app, u.email, FACTORY_PASSWORD);
    const bad = await b.send('put', '/api/profile', { name: '', surname: 'Rossi' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toContain('Campo obbligatorio');
    const ok = await b.send('put', '/api/profile', { name: 'Luca', surname: 'Neri', phone: '333 1234567' });
    expect(ok.status).toBe(200);
    expect(ok.body.fullName).toBe('Luca Neri');

    const short = await b.send('put', '/api/profile/password', {
      old_password: FACTORY_PASSWORD,
      password: 'a1!',
      password_confirmation: 'a1!',
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toContain('Inserisci almeno 8 caratteri');
    const mismatch = await b.send('put', '/api/profile/password', {
      old_password: FACTORY_PASSWORD,
      password: 'Nuova1!x',
      password_confirmation: 'Nuova1!y',
    });
    expect(mismatch.body.errors.password_confirmation).toContain('Le password non coincidono');
    const wrongOld = await b.send('put', '/api/profile/password', {
      old_password: 'no',
      password: 'Nuova1!x',
      password_confirmation: 'Nuova1!x',
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors.old_password).toBeDefined();
    const done = await b.send('put', '/api/profile/password', {
      old_password: FACTORY_PASSWORD,
      password: 'Nuova1!x',
      password_confirmation: 'Nuova1!x',
    });
    expect(done.status).toBe(204);
    await browserAs(app, u.email, 'Nuova1!x');
  });
});
