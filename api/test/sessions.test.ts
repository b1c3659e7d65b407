import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Session as SessionData } from 'fastify';
import type { Pool } from 'pg';
import request from 'supertest';
import { AuthCache } from '../src/common/auth/auth-cache';
import { registerSessions } from '../src/common/auth/session-plugin';
import { CachedSessionStore, SESSION_MAX_AGE_MS } from '../src/common/auth/session-store';
import { APP_CONFIG } from '../src/tokens';
import type { AppConfig } from '../src/config';
import { startTestApp, type TestApp } from './helpers';

/**
 * Cookie sessions on @fastify/session (issue 38): the registration per protocol and its gate
 * (session-plugin.ts), the store on the `sessions` table (session-store.ts), and the sessions and
 * cookies written under express-session + connect-pg-simple before, which stay valid.
 */

/** express-session's cookie value for `sid`: `s:` + sid + `.` + HMAC-SHA256 (base64, no padding), URL-encoded. */
const expressCookie = (sid: string, secret: string) =>
  encodeURIComponent(`s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`);

/** An in-memory store that counts the plugin's calls. */
function memoryStore() {
  const rows = new Map<string, string>();
  const calls: string[] = [];
  return {
    rows,
    calls,
    get(sid: string, cb: (err: unknown, s?: SessionData | null) => void) {
      calls.push(`get ${sid}`);
      const json = rows.get(sid);
      cb(null, json ? (JSON.parse(json) as SessionData) : null);
    },
    set(sid: string, s: SessionData, cb: (err?: unknown) => void) {
      calls.push(`set ${sid}`);
      rows.set(sid, JSON.stringify(s));
      cb();
    },
    destroy(sid: string, cb: (err?: unknown) => void) {
      calls.push(`destroy ${sid}`);
      rows.delete(sid);
      cb();
    },
  };
}

/** Runs a store method with a callback as a promise. */
const call = <T>(run: (cb: (err: unknown, v?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => run((err, v) => (err ? reject(err as Error) : resolve(v))));
/** A session's data with a cookie ending at `expires`. */
const session = (data: object, expires = new Date(Date.now() + SESSION_MAX_AGE_MS)) =>
  ({ cookie: { originalMaxAge: SESSION_MAX_AGE_MS, expires }, ...data }) as unknown as SessionData;

describe('registerSessions (a bare Fastify with the routes the gate knows)', () => {
  const SECRET = 'ci-secret'; // shorter than the plugin's 32 characters: SESSION_SECRET never had a minimum
  let app: FastifyInstance;
  const store = memoryStore();
  beforeAll(async () => {
    app = Fastify({ trustProxy: true });
    await app.register(fastifyCookie);
    registerSessions(app, SECRET, store);
    app.post('/api/login', async (req) => {
      await req.session.regenerate();
      req.session.userId = 7;
      return { sid: req.session.sessionId };
    });
    app.get('/api/me', async (req) => ({ userId: req.session?.userId ?? null }));
    app.get('/build/app.js', async (req) => ({ session: req.session !== null }));
    await app.ready();
  });
  afterAll(() => app.close());

  const setCookie = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);

  it('over HTTP the cookie is bandi_session, over HTTPS __Host-bandi_session with Secure; each is read only over its protocol', async () => {
    const http = await app.inject({ method: 'POST', url: '/api/login' });
    const [plain] = setCookie(http);
    expect(plain).toMatch(/^bandi_session=s%3A[\w%-]+\.[\w%]+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    const https = await app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-proto': 'https' } });
    const [prefixed] = setCookie(https);
    expect(prefixed).toMatch(/^__Host-bandi_session=s%3A.+; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Lax$/);

    const pair = (line: string) => line.split(';')[0];
    expect((await app.inject({ url: '/api/me', headers: { cookie: pair(plain) } })).json()).toEqual({ userId: 7 });
    const overHttps = { 'x-forwarded-proto': 'https' };
    expect((await app.inject({ url: '/api/me', headers: { ...overHttps, cookie: pair(prefixed) } })).json()).toEqual({ userId: 7 });
    // the other protocol's name is not read
    expect((await app.inject({ url: '/api/me', headers: { ...overHttps, cookie: pair(plain) } })).json()).toEqual({ userId: null });
  });

  it('requests that take no session (bearer, outside /api) do not reach the store; a session request is saved with a new expiry', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login' });
    const cookie = setCookie(login)[0].split(';')[0];
    store.calls.length = 0;
    const bearer = await app.inject({ url: '/api/me', headers: { cookie, authorization: 'Bearer x' } });
    expect(bearer.json()).toEqual({ userId: null });
    expect(setCookie(bearer)).toEqual([]);
    expect((await app.inject({ url: '/build/app.js', headers: { cookie } })).json()).toEqual({ session: false });
    expect(store.calls).toEqual([]);
    const own = await app.inject({ url: '/api/me', headers: { cookie } });
    expect(own.json()).toEqual({ userId: 7 });
    expect(store.calls.map((c) => c.split(' ')[0])).toEqual(['get', 'set']); // rolling: the store decides whether to write
    expect(setCookie(own)[0].split(';')[0]).toBe(cookie);
  });

  it('reads a cookie signed as express-session signed it', async () => {
    const sid = 'oldsessionid-from-express-session';
    const expires = new Date(Date.now() + 3600_000).toISOString();
    store.rows.set(sid, JSON.stringify({ cookie: { originalMaxAge: SESSION_MAX_AGE_MS, expires, httpOnly: true, path: '/' }, userId: 9 }));
    const res = await app.inject({ url: '/api/me', headers: { cookie: `bandi_session=${expressCookie(sid, SECRET)}` } });
    expect(res.json()).toEqual({ userId: 9 });
  });
});

describe('CachedSessionStore (a pool that records its statements)', () => {
  const sent: { text: string; values: unknown[] }[] = [];
  let row: { sess: unknown; expire: number } | undefined;
  const pool = {
    query: (text: string, values: unknown[]) => {
      sent.push({ text, values });
      return Promise.resolve({ rows: /^SELECT/.test(text) && row ? [row] : [], rowCount: 0 });
    },
  };
  beforeEach(() => (sent.length = 0));

  it('writes a changed session whole at once; an unchanged one (a touch) moves the expiry only, at most once per interval', async () => {
    /** A session as @fastify/session passes it: `isModified()` tells whether its data changed since it was read. */
    const saved = (data: object, modified: boolean) => Object.assign(session(data), { isModified: () => modified });
    const verbs = () => sent.map((s) => s.text.split(' ')[0]);
    const store = new CachedSessionStore(pool as never, new AuthCache(), 60_000, 0);
    await call((cb) => store.set('a', saved({ userId: 1 }, true), cb));
    await call((cb) => store.set('a', saved({ userId: 1 }, false), cb)); // within the interval: nothing
    await call((cb) => store.set('a', saved({ userId: 1, csrfToken: 't' }, true), cb));
    expect(verbs()).toEqual(['INSERT', 'INSERT']);
    // not written by this instance yet (read from the table): the first touch is sent, as an UPDATE
    // of `expire`, which cannot bring back a row deleted meanwhile; so is a new, empty session (regenerate)
    sent.length = 0;
    await call((cb) => store.set('b', saved({ userId: 1 }, false), cb));
    await call((cb) => store.set('b', saved({ userId: 1 }, false), cb));
    expect(verbs()).toEqual(['UPDATE']);
    expect(sent[0].text).not.toMatch(/sess\b/);
    const eager = new CachedSessionStore(pool as never, new AuthCache(), 0, 0);
    sent.length = 0;
    await call((cb) => eager.set('c', saved({ userId: 1 }, false), cb));
    await call((cb) => eager.set('c', saved({ userId: 1 }, false), cb));
    expect(verbs()).toEqual(['UPDATE', 'UPDATE']);
  });

  it('reads once for the cache TTL, with the row expiry as the cookie expiry; destroy deletes and forgets', async () => {
    const store = new CachedSessionStore(pool as never, new AuthCache(), 60_000, 0);
    const end = Math.floor(Date.now() / 1000) + 3600;
    row = { sess: { cookie: { originalMaxAge: SESSION_MAX_AGE_MS, expires: '2020-01-01T00:00:00.000Z' }, userId: 3 }, expire: end };
    const first = await call<SessionData | null>((cb) => store.get('c', cb));
    const again = await call<SessionData | null>((cb) => store.get('c', cb));
    expect(first).toEqual(again);
    expect(first).toMatchObject({ userId: 3 });
    expect(new Date(first!.cookie.expires!).getTime()).toBe(end * 1000);
    expect(sent.map((s) => s.text.split(' ')[0])).toEqual(['SELECT']);
    await call((cb) => store.destroy('c', cb));
    row = undefined;
    expect(await call((cb) => store.get('c', cb))).toBeNull();
    expect(sent.map((s) => s.text.split(' ')[0])).toEqual(['SELECT', 'DELETE', 'SELECT']);
  });
});

describe('sessions written under express-session + connect-pg-simple (the sessions table of the app)', () => {
  let app: TestApp;
  let secret: string;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1'; // X-Forwarded-Proto: https below
    app = await startTestApp();
    delete process.env.TRUST_PROXY;
    secret = app.handle.app.get<symbol, AppConfig>(APP_CONFIG).sessionSecret;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A row as connect-pg-simple wrote it: the JSON's expiry from the login, the column's from the last touch. */
  async function legacyRow(sid: string, userId: number, expireInS: number): Promise<void> {
    const sess = {
      cookie: {
        originalMaxAge: SESSION_MAX_AGE_MS,
        expires: new Date(Date.now() - 3600_000),
        secure: false,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      userId,
      csrfToken: 'legacy-token',
    };
    await app.dataSource.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, to_timestamp($3))`, [
      sid,
      JSON.stringify(sess),
      Date.now() / 1000 + expireInS,
    ]);
  }

  it('stay open (cookie, JSON and row) until the row expires; prune deletes expired rows; a touch never brings back a deleted row', async () => {
    const [{ id }] = await app.dataSource.query(`SELECT id FROM users WHERE email = 'gestore@demo.local'`);
    await legacyRow('legacy-open', id, 3600);
    const open = await request(app.server)
      .get('/api/profile')
      .set('Cookie', `bandi_session=${expressCookie('legacy-open', secret)}`);
    expect(open.status).toBe(200);
    expect(open.body.email).toBe('gestore@demo.local');
    // its synchronizer token is still the one to echo
    const put = await request(app.server)
      .put('/api/profile')
      .set('Cookie', `bandi_session=${expressCookie('legacy-open', secret)}`)
      .set('X-XSRF-TOKEN', 'legacy-token')
      .send({ name: open.body.name, surname: open.body.surname });
    expect(put.status).toBe(200);

    await legacyRow('legacy-expired', id, -60);
    const expired = await request(app.server)
      .get('/api/profile')
      .set('Cookie', `bandi_session=${expressCookie('legacy-expired', secret)}`);
    expect(expired.status).toBe(401);
    // the answer clears a cookie whose session is gone (over HTTPS with Secure, as a __Host- cookie must be)
    const dead = await request(app.server)
      .get('/api/profile')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', `__Host-bandi_session=${expressCookie('legacy-expired', secret)}`);
    expect(dead.status).toBe(401);
    expect(dead.headers['set-cookie']).toEqual([expect.stringMatching(/^__Host-bandi_session=; .*Expires=Thu, 01 Jan 1970.*; Secure/)]);
    const store = new CachedSessionStore((app.dataSource.driver as unknown as { master: Pool }).master, new AuthCache(), 60_000, 0);
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    const left = await app.dataSource.query(`SELECT sid FROM sessions WHERE sid LIKE 'legacy-%' ORDER BY sid`);
    expect(left).toEqual([{ sid: 'legacy-open' }]);

    // a touch arriving after the row was deleted (a password change ending the other sessions
    // while one of their requests runs) does not bring it back; a change would (as before)
    await app.dataSource.query(`DELETE FROM sessions WHERE sid = 'legacy-open'`);
    const unchanged = Object.assign(session({ userId: id, csrfToken: 'legacy-token' }), { isModified: () => false });
    await call((cb) => store.set('legacy-open', unchanged, cb));
    expect(await app.dataSource.query(`SELECT sid FROM sessions WHERE sid = 'legacy-open'`)).toEqual([]);
  });
});
