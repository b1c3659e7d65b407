import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Session, SessionData } from 'express-session';
import type { User } from '../../modules/users/user.entity';
import type { Project } from '../../modules/projects/project.entity';

declare module 'express-session' {
  interface SessionData {
    /** Logged-in user's id. */
    userId?: number;
    /** Synchronizer token echoed by the browser in X-XSRF-TOKEN (docs/api.md#conventions). */
    csrfToken?: string;
  }
}

/** The cookie session of a request (express-session on the raw request, app.factory.ts); absent on bearer, public and health requests. */
export type RequestSession = Session & Partial<SessionData>;

/** The Node request under Fastify's, where express-session keeps its state. */
export type RawSessionRequest = IncomingMessage & { session?: RequestSession; sessionID?: string; secure?: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The cookie session (a getter on `raw.session`), undefined when the request takes none (session-store.ts#takesSession). */
    readonly session: RequestSession | undefined;
    /** The cookie session's id (a getter on `raw.sessionID`), undefined without a session. */
    readonly sessionID: string | undefined;
  }
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
