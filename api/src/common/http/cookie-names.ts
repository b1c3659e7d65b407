/**
 * Names of the API's two cookies (docs/security.md#cookies; OWASP ASVS 5.0 3.3.1). Over HTTPS
 * they carry the `__Host-` prefix, which a browser accepts only from a secure origin, with
 * `Secure`, `Path=/` and no `Domain`: a page of a sibling subdomain or of plain HTTP cannot set or
 * overwrite them (no session fixation, no planted CSRF token). Over plain HTTP, which only
 * development on localhost uses, a browser refuses `__Host-` cookies, so the names go without it.
 * The protocol is the request's (Fastify's `protocol`, which follows TRUST_PROXY behind a proxy
 * that ends TLS). The SPA reads the XSRF cookie by the same rule (shared-ui/src/api/client.ts).
 */
export interface CookieNames {
  /** The session cookie (httpOnly). */
  session: string;
  /** The synchronizer / double-submit token the SPA echoes in X-XSRF-TOKEN (readable by JS). */
  xsrf: string;
}

/** Names over HTTPS. */
export const HTTPS_COOKIES: CookieNames = { session: '__Host-bandi_session', xsrf: '__Host-XSRF-TOKEN' };
/** Names over plain HTTP (development). */
export const HTTP_COOKIES: CookieNames = { session: 'bandi_session', xsrf: 'XSRF-TOKEN' };

/** The cookie names for a request, by its protocol ('https' or 'http'). */
export function cookieNames(req: { protocol: string }): CookieNames {
  return req.protocol === 'https' ? HTTPS_COOKIES : HTTP_COOKIES;
}
