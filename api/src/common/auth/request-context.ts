import type { FastifyRequest } from 'fastify';
import type { FastifySessionObject } from '@fastify/session';
import type { User } from '../../modules/users/user.entity';
import type { Project } from '../../modules/projects/project.entity';

declare module 'fastify' {
  /** The data of a cookie session (@fastify/session, session-plugin.ts), stored as JSON in `sessions.sess`. */
  interface Session {
    /** Logged-in user's id. */
    userId?: number;
    /** Synchronizer token echoed by the browser in X-XSRF-TOKEN (docs/api.md#conventions). */
    csrfToken?: string;
  }
}

/** A cookie session (@fastify/session's session object: the data, `sessionId`, `regenerate()`, `destroy()`…). */
export type RequestSession = FastifySessionObject;

/**
 * The request's cookie session, or undefined when it takes none (bearer, public and health
 * requests: session-plugin.ts#takesSession). The plugin's own typing of `req.session` has no such
 * case: the decorator stays null on those requests.
 */
export function sessionOf(req: Pick<FastifyRequest, 'session'>): RequestSession | undefined {
  return req.session ?? undefined;
}

/** A request after the global guard: the user (if any) and the environment of `:projectId`. */
export interface AuthedRequest extends FastifyRequest {
  user?: User;
  project?: Project;
  authMode?: 'session' | 'bearer';
}

/** The request's path without query string, e.g. `/api/login` (Fastify's `url` keeps the query). */
export function pathOf(req: Pick<FastifyRequest, 'url'>): string {
  const q = req.url.indexOf('?');
  return q === -1 ? req.url : req.url.slice(0, q);
}

/** The path under the API prefix (`/api/login` -> `/login`), or null for a path outside /api. */
export function apiPathOf(req: Pick<FastifyRequest, 'url'>): string | null {
  const path = pathOf(req);
  if (path === '/api') return '/';
  return path.startsWith('/api/') ? path.slice(4) : null;
}
