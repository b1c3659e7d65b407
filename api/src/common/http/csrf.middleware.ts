import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../modules/newsletters/one-click';
import { apiPathOf, sessionOf } from '../auth/request-context';
import { cookieNames } from './cookie-names';
/** Status for a missing or wrong CSRF token (docs/api.md#conventions). */
export const CSRF_STATUS = 419;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets the XSRF cookie (Laravel Sanctum style, docs/api.md#conventions: `__Host-XSRF-TOKEN` over
 * HTTPS, `XSRF-TOKEN` over plain HTTP, cookie-names.ts; readable by JS, SameSite=Lax, Secure over
 * HTTPS, Path=/).
 */
export const setXsrfCookie = (req: FastifyRequest, res: FastifyReply, token: string): void => {
  res.setCookie(cookieNames(req).xsrf, token, { sameSite: 'lax', secure: req.protocol === 'https', httpOnly: false, path: '/' });
};

const sameString = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const sign = (secret: string, nonce: string) => createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');

/** Creates a new token in the session and sets the XSRF-TOKEN cookie (readable by JS, SameSite=Lax); used at login. */
export function issueCsrfToken(req: FastifyRequest, res: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  const session = sessionOf(req);
  if (!session) throw new Error('issueCsrfToken: the request has no session');
  session.csrfToken = token;
  setXsrfCookie(req, res, token);
  return token;
}

/**
 * Before login: a signed double-submit token (`nonce.HMAC(secret, nonce)`) in the XSRF-TOKEN
 * cookie (a valid one already sent is kept), bound to no stored session, so `GET /api/csrf-cookie`
 * writes no session row. After
 * login the session's own token (issueCsrfToken) is required instead.
 */
export function issueAnonymousCsrfToken(req: FastifyRequest, res: FastifyReply, secret: string): string {
  // a valid one already in the cookie is kept, so tabs and repeated calls share one token
  const current: unknown = req.cookies?.[cookieNames(req).xsrf];
  const nonce = randomBytes(24).toString('base64url');
  const token = typeof current === 'string' && validAnonymousToken(current, secret) ? current : `${nonce}.${sign(secret, nonce)}`;
  setXsrfCookie(req, res, token);
  return token;
}

/** True for a well-formed signed pre-login token. */
function validAnonymousToken(token: string, secret: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return sameString(token.slice(dot + 1), sign(secret, token.slice(0, dot)));
}

/** True for a login that only asks for a bearer token (`X-Auth-Mode: bearer`): it sets no cookie and reads none. */
function isBearerLogin(req: FastifyRequest, path: string): boolean {
  return req.method === 'POST' && path === '/login' && req.headers['x-auth-mode'] === 'bearer';
}

/**
 * CSRF check for state-changing /api requests (419 otherwise), a Fastify hook run after the session hook:
 * - `Authorization: Bearer` carries no cookie credentials: exempt (the guard checks the token);
 * - a login in bearer mode (`X-Auth-Mode: bearer`) asks for a token and touches no session: exempt;
 *   the header alone exempts nothing else, so it cannot skip the check on a cookie session;
 * - the RFC 8058 one-click unsubscribe of a newsletter carries only its token, no credential: exempt;
 * - a session with a token (after login): `X-XSRF-TOKEN` must equal it (synchronizer token);
 * - otherwise (before login): `X-XSRF-TOKEN` must equal the XSRF-TOKEN cookie and carry a valid
 *   signature (signed double submit, issueAnonymousCsrfToken).
 */
export function createCsrfMiddleware(secret: string) {
  return function csrfHook(req: FastifyRequest, res: FastifyReply, next: HookHandlerDoneFunction): void {
    if (SAFE.has(req.method)) return next();
    const path = apiPathOf(req);
    if (path === null) return next();
    if (req.headers.authorization?.startsWith('Bearer ') || isBearerLogin(req, path)) return next();
    if (req.method === 'POST' && ONE_CLICK_UNSUBSCRIBE_PATH.test(path)) return next();
    const given = req.headers['x-xsrf-token'];
    const expected = sessionOf(req)?.csrfToken;
    const ok =
      typeof expected === 'string'
        ? sameString(given, expected)
        : typeof given === 'string' && sameString(given, req.cookies?.[cookieNames(req).xsrf]) && validAnonymousToken(given, secret);
    if (!ok) {
      void res.status(CSRF_STATUS).send({ message: 'Token CSRF mancante o non valido: ricarica la pagina' });
      return;
    }
    next();
  };
}
