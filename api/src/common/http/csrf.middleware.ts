import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Name of the readable cookie the SPA reads and echoes (Laravel Sanctum style, DESIGN.md §4). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Status for a missing or wrong CSRF token (DESIGN.md §4). */
export const CSRF_STATUS = 419;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Creates a new token in the session and sets the XSRF-TOKEN cookie (readable by JS, SameSite=Lax). */
export function issueCsrfToken(req: Request, res: Response): string {
  const token = randomBytes(32).toString('base64url');
  req.session.csrfToken = token;
  res.cookie(XSRF_COOKIE, token, { sameSite: 'lax', secure: req.secure, httpOnly: false, path: '/' });
  return token;
}

/**
 * Synchronizer-token CSRF check for state-changing requests: the `X-XSRF-TOKEN` header must equal
 * the token stored in the session (419 otherwise). Requests authenticated with
 * `Authorization: Bearer` or announcing `X-Auth-Mode: bearer` carry no cookie credentials and are
 * exempt (a custom header cannot be sent cross-site without CORS, which is not enabled).
 */
export function csrfMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (SAFE.has(req.method)) return next();
  if (req.headers.authorization?.startsWith('Bearer ') || req.headers['x-auth-mode'] === 'bearer') return next();
  const expected = req.session?.csrfToken;
  const given = req.headers['x-xsrf-token'];
  const ok =
    typeof expected === 'string' &&
    typeof given === 'string' &&
    expected.length === given.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(given));
  if (!ok) {
    res.status(CSRF_STATUS).json({ message: 'Token CSRF mancante o non valido: ricarica la pagina' });
    return;
  }
  next();
}
