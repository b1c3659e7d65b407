import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';
import { DEMO_PASSWORD } from '../src/database/seed/seed';
import { canonicalEmail } from '../src/common/auth/email';
import { parseTrustProxy } from '../src/config';
import { CanonicalEmails1763800000009 } from '../src/database/migrations/0009-canonical-emails';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/modules/auth/login-throttler.guard';

/**
 * Issue 11, findings 1-2: one canonical e-mail form (storage, lookup, uniqueness, throttle key)
 * and a login throttle that counts failures only, per account and client address.
 */
let app: TestApp;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  delete process.env.TRUST_PROXY;
});

/** A login from the client address `ip` (one trusted proxy hop: X-Forwarded-For). */
async function loginFrom(ip: string, email: string, password: string, b?: Browser) {
  const browser = b ?? new Browser(app.server);
  await browser.csrf();
  return browser.agent.post('/api/login').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', browser.xsrfToken).send({ email, password });
}

describe('canonical e-mail', () => {
  it('is NFKC + locale-independent lower case', () => {
    expect(canonicalEmail('  Admin@Demo.Local ')).toBe('admin@demo.local');
    expect(canonicalEmail('ＡＤＭＩＮ@demo.local')).toBe('admin@demo.local');
    expect(canonicalEmail('admİn@demo.local')).not.toBe('admin@demo.local');
  });

  it('does not let the dotted capital I reach admin@demo.local', async () => {
    const res = await loginFrom('198.51.100.1', 'admİn@demo.local', DEMO_PASSWORD);
    expect(res.status).toBe(401);
    // every spelling of one account shares one counter: the dotted I gives no fresh attempts
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const spellings = [user.email.toUpperCase(), user.email.replace('c', 'Ｃ')];
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      const r = await loginFrom('198.51.100.2', spellings[i % spellings.length], `sbagliata${i}!`);
      expect(r.status).toBe(401);
    }
    expect((await loginFrom('198.51.100.2', user.email, FACTORY_PASSWORD)).status).toBe(429);
  });

  it('stores the canonical form and refuses another spelling of a registered address', async () => {
    const admin = await browserAs(app, 'admin@demo.local');
    const created = await admin.send('post', '/api/users', {
      name: 'Ugo',
      surname: 'Neri',
      email: 'Ugo.NERI@Prova.IT',
      type: 'client-manager',
      project_ids: [1],
    });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('ugo.neri@prova.it');
    const twin = await admin.send('post', '/api/users', {
      name: 'Ugo',
      surname: 'Neri',
      email: 'ＵＧＯ.neri@prova.it',
      type: 'client-manager',
      project_ids: [1],
    });
    expect(twin.status).toBe(422);
    expect(twin.body.errors.email).toBeDefined();
  });

  it('the migration normalises stored addresses', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1], { email: `Mixed.${Date.now()}@Prova.IT` });
    const runner = app.dataSource.createQueryRunner();
    try {
      await new CanonicalEmails1763800000009().up(runner);
    } finally {
      await runner.release();
    }
    const [row] = await app.dataSource.query(`SELECT email FROM users WHERE id = $1`, [user.id]);
    expect(row.email).toBe(user.email.toLowerCase());
    expect((await loginFrom('198.51.100.3', user.email, FACTORY_PASSWORD)).status).toBe(200);
  });
});

describe('login throttle: failures only, per account and address', () => {
  it('a success clears the failures, so several devices are never refused', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE - 1; i++)
        expect((await loginFrom('198.51.100.4', user.email, `sbagliata${i}!`)).status).toBe(401);
      expect((await loginFrom('198.51.100.4', user.email, FACTORY_PASSWORD)).status).toBe(200);
    }
    // successes alone never count
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE + 1; i++)
      expect((await loginFrom('198.51.100.4', user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('blocks one account from one address after the failures, not from another address', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++)
      expect((await loginFrom('198.51.100.5', user.email, `sbagliata${i}!`)).status).toBe(401);
    expect((await loginFrom('198.51.100.5', user.email, FACTORY_PASSWORD)).status).toBe(429);
    expect((await loginFrom('198.51.100.6', user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('believes only the trusted hop of X-Forwarded-For', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) await loginFrom(`10.9.${i}.1, 198.51.100.7`, user.email, `sbagliata${i}!`); // forged first entries
    expect((await loginFrom('198.51.100.7', user.email, FACTORY_PASSWORD)).status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes hops or addresses, never "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12')).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(() => parseTrustProxy('0.0.0.0/0')).toThrow();
    expect(() => parseTrustProxy('-1')).toThrow();
  });
});
