import request from 'supertest';
import { Secret, TOTP } from 'otpauth';
import { MFA_ACCOUNT_FAILURES } from '../src/modules/auth/mfa/mfa.service';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/modules/auth/login-throttler.guard';
import { browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 36, second factor: wrong codes were throttled per (IP, account) only, so with a few
 * addresses a stolen password plus code guessing had a measurable daily chance. Now an account
 * takes at most MFA_ACCOUNT_FAILURES wrong codes an hour from all addresses together; then every
 * login of the account with a code answers 429 `mfa_locked` with Retry-After (even the right
 * code), and the owner and the administrators are e-mailed once.
 */
let app: TestApp;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1'; // client addresses from X-Forwarded-For (one trusted hop)
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  delete process.env.TRUST_PROXY;
});

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

function loginFrom(ip: string, email: string, code: string) {
  return request(app.server)
    .post('/api/login')
    .set('X-Auth-Mode', 'bearer')
    .set('X-Forwarded-For', ip)
    .send({ email, password: FACTORY_PASSWORD, code });
}

it('locks the second factor of an account after its wrong codes from several addresses, and tells the owner and the administrators', async () => {
  const user = await createUser(app.dataSource, 'client-manager', [1]);
  const b = await browserAs(app, user.email, FACTORY_PASSWORD);
  const setup = await b.send('post', '/api/profile/mfa/setup');
  const secret: string = setup.body.secret;
  expect((await b.send('post', '/api/profile/mfa/enable', { code: totp(secret) })).status).toBe(200);
  const wrong = () => (totp(secret) === '000000' ? '111111' : '000000');

  // each address stays under its own (IP, account) throttle: only the account's count can stop them
  const perAddress = Math.min(3, LOGIN_ATTEMPTS_PER_MINUTE - 1);
  const before = outboxSnapshot(app);
  const statuses: number[] = [];
  let last: request.Response | undefined;
  for (let i = 0; i < MFA_ACCOUNT_FAILURES; i++) {
    last = await loginFrom(`203.0.113.${1 + Math.floor(i / perAddress)}`, user.email, wrong());
    statuses.push(last.status);
  }
  expect(statuses.slice(0, -1)).toEqual(Array(MFA_ACCOUNT_FAILURES - 1).fill(401));
  expect(last!.status).toBe(429);
  expect(last!.body).toMatchObject({ code: 'mfa_locked' });
  expect(last!.body.message).toMatch(/^Troppi codici di verifica errati per questo account: riprova tra \d+ minuti?$/);
  const retry = Number(last!.headers['retry-after']);
  expect(retry).toBeGreaterThan(3000);
  expect(retry).toBeLessThanOrEqual(3600);

  // a new address, and even the right code: still locked
  const right = await loginFrom('198.51.100.7', user.email, totp(secret));
  expect(right.status).toBe(429);
  expect(right.body.code).toBe('mfa_locked');

  // the owner and the administrators were told once
  const mails = await mailsSince(app, before);
  expect(mails.filter((m) => m.includes(user.email) && m.includes('accesso con il secondo fattore è sospeso'))).toHaveLength(1);
  const [{ email: adminEmail }] = await app.dataSource.query(
    `SELECT email FROM users WHERE type = 'administrator' AND status = 'active' LIMIT 1`,
  );
  expect(mails.filter((m) => m.includes(adminEmail) && m.includes(`L'account ${user.email}`))).toHaveLength(1);
});
