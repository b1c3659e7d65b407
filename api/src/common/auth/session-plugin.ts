import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fastifySession, { type SessionStore } from '@fastify/session';
import { Signer } from '@fastify/cookie';
import { apiPathOf } from './request-context';
import { SESSION_MAX_AGE_MS } from './session-store';
import { cookieNames, HTTP_COOKIES, HTTPS_COOKIES } from '../http/cookie-names';

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

type Hook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
type SendHook = (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => void;

/**
 * The instance as one registration of @fastify/session sees it: its request hook runs at
 * preValidation (where the session was always read: after the body policy, before CSRF) and only
 * for requests over `protocol` that take a session (takesSession); its onSend hook only over
 * `protocol`; the request decorators (`session`, `sessionStore`), shared by both registrations,
 * are added by the first. Any other hook is refused, so that a version of the plugin that adds
 * one fails at start, not silently.
 */
function scopedTo(instance: FastifyInstance, protocol: 'http' | 'https'): FastifyInstance {
  const scoped = Object.create(instance) as FastifyInstance;
  const decorateRequest = (name: string, value: unknown) =>
    instance.hasRequestDecorator(name) ? scoped : instance.decorateRequest(name, value as never);
  const addHook = (name: string, hook: Hook | SendHook) => {
    if (name === 'onRequest') {
      const run = hook as Hook;
      instance.addHook('preValidation', (req, reply, done) =>
        req.protocol === protocol && takesSession(req) ? run(req, reply, done) : done(),
      );
    } else if (name === 'onSend') {
      const run = hook as SendHook;
      instance.addHook('onSend', (req, reply, payload, done) =>
        req.protocol === protocol ? run(req, reply, payload, done) : done(null, payload),
      );
    } else {
      throw new Error(`@fastify/session: hook ${name} non previsto (session-plugin.ts)`);
    }
    return scoped;
  };
  Object.assign(scoped, { decorateRequest, addHook });
  return scoped;
}

/**
 * Cookie sessions with @fastify/session (docs/security.md#cookies): cookie `__Host-bandi_session`
 * over HTTPS, `bandi_session` over plain HTTP (cookie-names.ts; the request's protocol, which
 * follows TRUST_PROXY), httpOnly, SameSite=Lax, Secure over HTTPS, Path=/, 12 h rolling, not
 * stored until something is put in it; `req.session` is the session (null on requests that take
 * none: takesSession), with `regenerate()` and `destroy()`; rows in `store` (CachedSessionStore).
 *
 * The plugin reads and writes one cookie name per registration and cannot be registered twice on
 * one instance (its decorators would clash), and it runs for every request; so it is registered
 * once per protocol, each seeing the instance through scopedTo. The cookie value is the session id
 * signed with HMAC-SHA256 of `secret` after `s:`, as express-session wrote it, so cookies issued
 * before the change stay valid; `secret` may be shorter than the plugin's own 32-character minimum
 * (it is given as a signer), as SESSION_SECRET always could.
 *
 * @throws Error when the plugin refuses the options
 */
export function registerSessions(instance: FastifyInstance, secret: string, store: SessionStore): void {
  const signer = new Signer(secret, 'sha256');
  for (const [protocol, names] of [
    ['https', HTTPS_COOKIES],
    ['http', HTTP_COOKIES],
  ] as const) {
    fastifySession(
      scopedTo(instance, protocol),
      {
        secret: signer,
        cookieName: names.session,
        cookiePrefix: 's:',
        store,
        saveUninitialized: false,
        rolling: true,
        cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS, path: '/' },
      },
      (err?: Error) => {
        if (err) throw err;
      },
    );
  }
}
