import request from 'supertest';
import { MESSAGES, PASSWORD_MAX_LENGTH, passwordPolicyErrors } from '@bandi/domain';
import { Browser, browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';
import { isCommonPassword } from '../src/modules/auth/common-passwords';
import { temporaryPassword } from '../src/modules/auth/temporary-password';
import {
  hashPassword,
  passwordHashOptions,
  PASSWORD_HASH_OPTIONS,
  TEST_PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from '../src/modules/auth/password';

/**
 * Issue 11, password policy (ASVS 5.0 V6.2) on every path, `must_change_password` enforced by the
 * API, and a new temporary code voiding the older ones.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const GOOD = 'Tram verde 7!';

describe('common passwords (server-side list)', () => {
  it.each(['Password1!', 'P@ssw0rd', 'P4ssw0rd!', 'Juventus1897!', 'qwerty123!', 'Amore2024!', '1qaz!qaz', 'Portale!2026'])(
    'refuses %j',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );
  it.each([GOOD, 'Nuova!Parola2026', 'Xk9!mvq2Lp', 'ab83920571!'])('accepts %j', (p) => expect(isCommonPassword(p)).toBe(false));

  it('temporary passwords meet the policy and are never common', () => {
    for (let i = 0; i < 200; i++) {
      const code = temporaryPassword();
      expect(passwordPolicyErrors(code)).toEqual([]);
      expect(isCommonPassword(code)).toBe(false);
    }
  });
});

describe('password policy on every path', () => {
  async function change(b: Browser, password: string) {
    return b.send('put', '/api/profile/password', { old_password: FACTORY_PASSWORD, password, password_confirmation: password });
  }

  it('refuses on change: short, long, no digit/special, common; in Italian', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const b = await browserAs(app, user.email, FACTORY_PASSWORD);
    const cases: [string, string][] = [
      ['1!1!1!', MESSAGES.minLength(8)],
      ['abcde1!', MESSAGES.minLength(8)],
      [`${'a'.repeat(127)}1!`, MESSAGES.maxLength(128)],
      ['abcdefghij', MESSAGES.password],
      ['Password1!', MESSAGES.passwordCommon],
    ];
    for (const [password, message] of cases) {
      const res = await change(b, password);
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual([message]);
    }
    const longest = `${'x'.repeat(126)}1!`;
    expect((await change(b, longest)).status).toBe(204);
    // and the longest password logs in (the login limit is the same 128)
    expect(await new Browser(app.server).login(user.email, longest).then(() => 'ok')).toBe('ok');
  });

  it('login accepts up to 128 characters and refuses longer with 422 (not counted as a failure)', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const at = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: user.email, password: 'a'.repeat(PASSWORD_MAX_LENGTH) });
    expect(at.status).toBe(401);
    const over = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: user.email, password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(over.status).toBe(422);
    expect(over.body.errors.password).toEqual([MESSAGES.maxLength(128)]);
  });

  it('refuses a weak password on reset, and the temporary code stays usable', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const code = await forgot(user.email);
    const anon = new Browser(app.server);
    await anon.csrf();
    const weak = await anon.send('post', '/api/reset-password', {
      email: user.email,
      token: code,
      password: 'Qwerty123!',
      password_confirmation: 'Qwerty123!',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual([MESSAGES.passwordCommon]);
    const ok = await anon.send('post', '/api/reset-password', {
      email: user.email,
      token: code,
      password: GOOD,
      password_confirmation: GOOD,
    });
    expect(ok.status).toBe(204);
  });
});

/** Asks forgot-password for `email` and returns the temporary password of the e-mail. */
async function forgot(email: string): Promise<string> {
  const before = outboxSnapshot(app);
  const anon = new Browser(app.server);
  await anon.csrf();
  expect((await anon.send('post', '/api/forgot-password', { email })).status).toBe(200);
  const mail = (await mailsSince(app, before)).find((m) => m.includes('Password temporanea'))!;
  return /Password temporanea: (\S+)/.exec(mail)![1];
}

describe('temporary codes', () => {
  it('a new code voids the older ones', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const first = await forgot(user.email);
    const second = await forgot(user.email);
    const login = (password: string) =>
      request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({ email: user.email, password });
    expect((await login(first)).status).toBe(401);
    expect((await login(second)).status).toBe(200);
  });

  it('an invitation code is voided by a later forgot-password', async () => {
    const admin = await browserAs(app, 'admin@demo.local');
    const email = `invitato.${Date.now()}@prova.it`;
    const before = outboxSnapshot(app);
    expect(
      (await admin.send('post', '/api/users', { name: 'Ivo', surname: 'Invitato', email, type: 'client-manager', project_ids: [1] }))
        .status,
    ).toBe(201);
    const invitation = /password temporanea: (\S+)/.exec((await mailsSince(app, before)).find((m) => m.includes(email)) ?? '')![1];
    const code = await forgot(email);
    const login = (password: string) => request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({ email, password });
    expect((await login(invitation)).status).toBe(401);
    expect((await login(code)).status).toBe(200);
  });
});

describe('must_change_password', () => {
  it('while set, only profile GET, password change, logout and csrf-cookie work; 403 code password_change_required elsewhere', async () => {
    const user = await createUser(app.dataSource, 'local-administrator', [1]);
    const code = await forgot(user.email);
    const b = new Browser(app.server);
    await b.login(user.email, code);
    const profile = await b.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.must_change_password).toBe(true);
    // what the page around the profile shows stays readable: the environment's record, the active
    // alert, and the remotes the environment loads (else the page never loads and its own 403 never
    // leads to the profile: caught by the password-change browser test)
    for (const url of ['/api/projects/1', '/api/alerts/active', '/api/projects/1/federation/remotes'])
      expect([url, (await b.get(url)).status]).toEqual([url, 200]);
    for (const url of ['/api/projects', '/api/projects/1/clients', '/api/avatars/1', '/api/reference/regions']) {
      const res = await b.get(url);
      expect([url, res.status]).toEqual([url, 403]);
      expect(res.body).toEqual({ message: 'Devi cambiare la password prima di continuare', code: 'password_change_required' });
    }
    expect((await b.send('put', '/api/profile', { name: 'Mario', surname: 'Rossi' })).status).toBe(403);
    // the same with a bearer token
    const token = (await request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({ email: user.email, password: code }))
      .body.access_token as string;
    const viaToken = await request(app.server).get('/api/projects').set('Authorization', `Bearer ${token}`);
    expect(viaToken.status).toBe(403);
    expect(viaToken.body.code).toBe('password_change_required');
    // csrf-cookie still works; then the change opens everything again
    await b.csrf();
    const changed = await b.send('put', '/api/profile/password', { old_password: code, password: GOOD, password_confirmation: GOOD });
    expect(changed.status).toBe(204);
    expect((await b.get('/api/projects')).status).toBe(200);
    expect((await b.get('/api/profile')).body.must_change_password).toBe(false);
    expect((await b.send('post', '/api/logout')).status).toBe(204);
  });

  it('logout works while a change is pending', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const code = await forgot(user.email);
    const b = new Browser(app.server);
    await b.login(user.email, code);
    expect((await b.send('post', '/api/logout')).status).toBe(204);
    expect((await b.get('/api/profile')).status).toBe(401);
  });
});

describe('argon2id cost (docs/testing.md#password-cost)', () => {
  it('stores production hashes with 64 MiB, 3 passes, 4 lanes unless the test-only cost is asked for', async () => {
    const saved = process.env.BANDI_TEST_PASSWORD_COST;
    delete process.env.BANDI_TEST_PASSWORD_COST;
    try {
      const hash = await hashPassword(GOOD);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
      expect(await verifyPassword(hash, GOOD)).toBe(true);
      expect(await verifyPassword(hash, `${GOOD}x`)).toBe(false);
    } finally {
      process.env.BANDI_TEST_PASSWORD_COST = saved;
    }
  });

  it('the test-only cost hashes cheaply, verifies alike and is refused in production', async () => {
    expect(passwordHashOptions({ BANDI_TEST_PASSWORD_COST: 'low' })).toEqual(TEST_PASSWORD_HASH_OPTIONS);
    expect(() => passwordHashOptions({ BANDI_TEST_PASSWORD_COST: 'low', NODE_ENV: 'production' })).toThrow(/tests only/);
    expect(passwordHashOptions({})).toEqual(PASSWORD_HASH_OPTIONS);
    const hash = await hashPassword(GOOD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(hash, GOOD)).toBe(true);
  });
});
