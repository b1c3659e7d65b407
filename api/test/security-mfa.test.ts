import request from 'supertest';
import { Secret, TOTP } from 'otpauth';
import { MESSAGES } from '@bandi/domain';
import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/modules/auth/login-throttler.guard';

/**
 * Issue 11, acceptance 4 (API): second factor (TOTP, RFC 6238) enrolment, login with the code,
 * wrong and reused codes refused and throttled, recovery codes used once, the administrator's
 * "mandatory" switch forcing enrolment, and the administrator's reset (audit-logged).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The TOTP code of `secret`, `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function login(email: string, code?: string) {
  const b = new Browser(app.server);
  await b.csrf();
  const res = await b.send('post', '/api/login', { email, password: FACTORY_PASSWORD, ...(code !== undefined ? { code } : {}) });
  return { b, res };
}

async function enrol(b: Browser): Promise<{ secret: string; recovery: string[] }> {
  const setup = await b.send('post', '/api/profile/mfa/setup');
  expect(setup.status).toBe(200);
  expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Portale%20Bandi:.+\?.*secret=/);
  expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  const enabled = await b.send('post', '/api/profile/mfa/enable', { code: totp(setup.body.secret) });
  expect(enabled.status).toBe(200);
  expect(enabled.body.recovery_codes).toHaveLength(10);
  return { secret: setup.body.secret, recovery: enabled.body.recovery_codes };
}

describe('second factor (TOTP)', () => {
  it('enrols from the profile with a code, then the login asks for it', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const b = await browserAs(app, user.email, FACTORY_PASSWORD);
    expect((await b.get('/api/profile/mfa')).body).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, required: false });
    const setup = await b.send('post', '/api/profile/mfa/setup');
    const wrong = await b.send('post', '/api/profile/mfa/enable', { code: '000000' === totp(setup.body.secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code[0]).toMatch(/Codice non valido/);
    const enrolmentCode = totp(setup.body.secret);
    const ok = await b.send('post', '/api/profile/mfa/enable', { code: enrolmentCode });
    expect(ok.status).toBe(200);
    const secret = setup.body.secret as string;
    // the session that enrolled survives; the profile says it is on
    expect((await b.get('/api/profile')).body).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
    expect((await b.get('/api/profile/mfa')).body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await b.send('post', '/api/profile/mfa/setup')).status).toBe(409);

    // password alone: a step of the login, not a session
    const { b: half, res: noCode } = await login(user.email);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ code: 'mfa_required' });
    expect((await half.get('/api/profile')).status).toBe(401);
    // the code just used at enrolment is not accepted again (one use per time step); the very same
    // string, not a fresh totp(): on a slow machine the 30-second step may have moved on meanwhile
    const replay = await login(user.email, enrolmentCode);
    expect(replay.res.status).toBe(401);
    expect(replay.res.body).toMatchObject({ code: 'mfa_invalid' });
    // the next step's code logs in
    const { b: full, res } = await login(user.email, totp(secret, 1));
    expect(res.status).toBe(200);
    expect((await full.get('/api/profile')).body.email).toBe(user.email);
    // bearer clients too
    const bearerNoCode = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: user.email, password: FACTORY_PASSWORD });
    expect(bearerNoCode.status).toBe(401);
    expect(bearerNoCode.body.code).toBe('mfa_required');
  });

  it('a recovery code logs in once; wrong codes are refused and throttled like passwords', async () => {
    const user = await createUser(app.dataSource, 'local-administrator', [1]);
    const { recovery } = await enrol(await browserAs(app, user.email, FACTORY_PASSWORD));
    const first = await login(user.email, recovery[0].toUpperCase());
    expect(first.res.status).toBe(200);
    expect((await first.b.get('/api/profile/mfa')).body.recovery_codes_left).toBe(9);
    const again = await login(user.email, recovery[0]);
    expect(again.res.status).toBe(401);
    expect(again.res.body.code).toBe('mfa_invalid');
    let status = 0;
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE + 1 && status !== 429; i++) status = (await login(user.email, '123456')).res.status;
    expect(status).toBe(429);
    // throttled: even a right recovery code waits
    expect((await login(user.email, recovery[1])).res.status).toBe(429);
  });

  it('disabling and new recovery codes need a current code', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [1]);
    const b = await browserAs(app, user.email, FACTORY_PASSWORD);
    const { secret, recovery } = await enrol(b);
    expect((await b.send('post', '/api/profile/mfa/recovery-codes', { code: '999999' })).status).toBe(422);
    const fresh = await b.send('post', '/api/profile/mfa/recovery-codes', { code: totp(secret, 1) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    // the old set no longer works
    expect((await b.send('post', '/api/profile/mfa/disable', { code: recovery[2] })).status).toBe(422);
    expect((await b.send('post', '/api/profile/mfa/disable', { code: fresh.body.recovery_codes[0] })).status).toBe(204);
    expect((await login(user.email)).res.status).toBe(200);
  });
});

describe('mandatory second factor for administrators and global experts', () => {
  it('forces enrolment at the next login (403 mfa_enrolment_required elsewhere), then works as usual; the administrator resets a lost factor, logged', async () => {
    const admin = await createUser(app.dataSource, 'administrator', []);
    const expert = await createUser(app.dataSource, 'expert-announcement', [1]);
    const manager = await createUser(app.dataSource, 'client-manager', [1]);
    const a = await browserAs(app, admin.email, FACTORY_PASSWORD);
    expect(
      (await (await browserAs(app, manager.email, FACTORY_PASSWORD)).send('put', '/api/settings/security', { mfa_required: true })).status,
    ).toBe(403);
    const on = await a.send('put', '/api/settings/security', { mfa_required: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ mfa_required: true });
    try {
      // the administrator is subject to the rule too: enrol first, then administer
      expect((await a.get('/api/users')).body.code).toBe('mfa_enrolment_required');
      await enrol(a);
      expect((await a.get('/api/users')).status).toBe(200);
      // the expert logs in with the password and is led to the profile; nothing else answers
      const e = await browserAs(app, expert.email, FACTORY_PASSWORD);
      const profile = (await e.get('/api/profile')).body;
      expect(profile).toMatchObject({ mfa_enabled: false, mfa_enrolment_required: true });
      expect(profile.initialRoute).toMatch(/profil/);
      const blocked = await e.get('/api/announcements');
      expect(blocked.status).toBe(403);
      expect(blocked.body).toMatchObject({ code: 'mfa_enrolment_required', message: MESSAGES.mfaEnrolmentRequired });
      expect((await e.get('/api/profile/mfa')).body.required).toBe(true);
      // a client manager is not concerned
      expect((await (await browserAs(app, manager.email, FACTORY_PASSWORD)).get('/api/projects/1/clients')).status).toBe(200);

      const { secret } = await enrol(e);
      expect((await e.get('/api/announcements')).status).toBe(200);
      // mandatory: cannot be switched off
      const off = await e.send('post', '/api/profile/mfa/disable', { code: totp(secret, 1) });
      expect(off.status).toBe(422);
      expect(off.body.errors.code).toEqual(['La verifica in due passaggi è obbligatoria per il tuo ruolo']);

      // lost phone: the administrator resets it; the expert's sessions end; the reset is in the audit log
      expect((await a.send('post', `/api/users/${expert.id}/mfa/reset`)).status).toBe(204);
      expect((await e.get('/api/profile')).status).toBe(401);
      const [entry] = await app.dataSource.query(
        `SELECT user_id, action FROM audit_log WHERE entity = 'user' AND entity_id = $1 AND action = 'mfa.reset' ORDER BY id DESC LIMIT 1`,
        [expert.id],
      );
      expect(entry).toEqual({ user_id: admin.id, action: 'mfa.reset' });
      const back = await login(expert.email);
      expect(back.res.status).toBe(200);
      expect(back.res.body.mfa_enrolment_required).toBe(true);
      expect((await a.send('post', `/api/users/999999/mfa/reset`)).status).toBe(404);
      // past int32: a 404 from the id pipe, not a failing query (found by the bad-input probe's log)
      expect((await a.send('post', `/api/users/2147483648/mfa/reset`)).status).toBe(404);
      expect((await a.send('post', `/api/users/abc/mfa/reset`)).status).toBe(404);
    } finally {
      // the test database is shared by the test files: never leave the switch on
      await app.dataSource.query(`UPDATE platform_settings SET mfa_required = false WHERE id = 1`);
    }
  });
});
