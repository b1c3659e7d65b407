import type { User } from '../types';
import { useSession } from './store';

/**
 * A permission of the API's matrix (docs/roles.md#permissions), e.g. `announcements.local.manage`.
 * The session view (GET /api/profile) lists the ones the user's role holds in `permissions`.
 */
export type Permission = User['permissions'][number];

/**
 * True when the user holds `permission`: the same list the API's guard enforces, so a screen
 * offers an action only when the API would accept it (docs/roles.md "Roles and capabilities").
 * A user without the list (an old stored session) holds nothing until the next profile refresh.
 */
export function can(user: Pick<User, 'permissions'> | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions?.includes(permission));
}

/** `can` for the logged-in user of the session store (re-renders when the session changes). */
export function useCan(permission: Permission): boolean {
  return useSession((s) => can(s.user, permission));
}
