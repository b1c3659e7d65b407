import type { Request } from 'express';
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

/** A request after the global guard: the user (if any) and the environment of `:projectId`. */
export interface AuthedRequest extends Request {
  user?: User;
  project?: Project;
  authMode?: 'session' | 'bearer';
}
