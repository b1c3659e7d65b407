import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import session, { type SessionData, Store } from 'express-session';
import type { AuthCache } from './auth-cache';
import { apiPathOf, type RawSessionRequest } from './request-context';
import { cookieNames, HTTP_COOKIES, HTTPS_COOKIES } from '../http/cookie-names';
/** Session lifetime: 12 hours, renewed on activity. */
export const SESSION_MAX_AGE_MS = 12 * 3600_000;
/**
 * A session's stored expiry is pushed forward at most this often per instance (ms): a session used
 * without pause writes its row once a minute instead of on every request, and may therefore end
 * up to a minute before 12 idle hours.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * The session store in front of connect-pg-simple (table `sessions`, issue 12): reads are served
 * from the AuthCache for its TTL (a session changed or deleted on this instance is updated or
 * dropped at once; one deleted by SQL, e.g. on a password change, clears the cache through
 * AuthCache.watchWrites; with REDIS_URL the other instances clear too), and touches (the rolling
 * 12-hour expiry) write at most once per SESSION_TOUCH_INTERVAL_MS per session and instance.
 */
export class CachedSessionStore extends Store {
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly inner: Store & { close?: () => void },
    private readonly cache: AuthCache,
    private readonly touchEveryMs = SESSION_TOUCH_INTERVAL_MS,
  ) {
    super();
  }

  override get(sid: string, cb: Callback<SessionData | null>): void {
    const key = `session:${sid}`;
    const hit = this.cache.get<string | null>(key);
    if (hit !== undefined) return cb(null, hit === null ? null : (JSON.parse(hit) as SessionData));
    const generation = this.cache.current;
    this.inner.get(sid, (err, sess) => {
      if (!err) this.cache.set(key, sess ? JSON.stringify(sess) : null, generation);
      cb(err, sess ?? null);
    });
  }

  override set(sid: string, sess: SessionData, cb?: Callback): void {
    const generation = this.cache.current;
    this.inner.set(sid, sess, (err) => {
      if (!err) {
        this.cache.set(`session:${sid}`, JSON.stringify(sess), generation);
        this.remember(sid);
      }
      cb?.(err);
    });
  }

  override destroy(sid: string, cb?: Callback): void {
    this.cache.delete(`session:${sid}`);
    this.touched.delete(sid);
    this.inner.destroy(sid, (err) => cb?.(err));
  }

  override touch(sid: string, sess: SessionData, cb?: Callback): void {
    const last = this.touched.get(sid);
    if (last !== undefined && Date.now() - last < this.touchEveryMs) return cb?.();
    this.remember(sid);
    if (!this.inner.touch) return cb?.();
    this.inner.touch(sid, sess, (err?: unknown) => cb?.(err));
  }

  /** Stops the inner store's pruning timer. */
  close(): void {
    this.inner.close?.();
  }

  private remember(sid: string): void {
    if (this.touched.size >= 100_000) this.touched.clear();
    this.touched.set(sid, Date.now());
  }
}

/**
 * True when the request takes part in a cookie session: it carries the session cookie (and no
 * bearer token, which the guard would prefer), or it is a browser login (`POST /login` without
 * `X-Auth-Mode: bearer`), which creates one. Public, health and bearer requests therefore never
 * read, create or touch a session row, and pay nothing for the session machinery.
 */
export function takesSession(req: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'protocol'>): boolean {
  const path = apiPathOf(req);
  if (path === null) return false;
  if (req.method === 'POST' && path === '/login' && req.headers['x-auth-mode'] !== 'bearer') return true;
  if (req.headers.authorization?.startsWith('Bearer ')) return false;
  const name = cookieNames(req).session;
  return (req.headers.cookie ?? '').split(';').some((c) => c.trimStart().startsWith(`${name}=`));
}

/**
 * express-session (cookie `__Host-bandi_session` over HTTPS, `bandi_session` over plain HTTP in
 * development (cookie-names.ts): httpOnly, SameSite=Lax, Secure over HTTPS, Path=/, 12 h rolling)
 * on `store`, as a Fastify hook applied only to /api requests for which `takesSession` holds. It
 * runs on the Node request and response under Fastify's (`req.raw`, `reply.raw`): the session is
 * `req.raw.session`, read through the `req.session` getter (app.factory.ts); the cookie is added
 * when the head is written and the session saved before the answer ends, as under Express.
 * `raw.secure` tells express-session whether the request came over HTTPS (Fastify's `protocol`,
 * which follows TRUST_PROXY), for the cookie's Secure flag.
 */
export function createSessionHook(secret: string, store: Store) {
  // one middleware per cookie name: express-session reads and writes one name
  const middleware = (name: string) =>
    session({
      name,
      secret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS, path: '/' },
    });
  const overHttps = middleware(HTTPS_COOKIES.session);
  const overHttp = middleware(HTTP_COOKIES.session);
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!takesSession(req)) return done();
    const raw = req.raw as RawSessionRequest;
    raw.secure = req.protocol === 'https';
    (raw.secure ? overHttps : overHttp)(raw as never, reply.raw as never, (err?: unknown) => done(err as Error | undefined));
  };
}
