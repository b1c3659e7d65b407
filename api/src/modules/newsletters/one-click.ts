/**
 * Path (under /api) of the RFC 8058 one-click unsubscribe of a newsletter. The CSRF check skips
 * it: a mail program posts it with no cookie, and it carries no credential but its own token.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/public\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{1,200}$/;
