import { can, type User } from '@bandi/shared-ui';

/**
 * What the logged-in user may do with calls: the permissions of its session (docs/roles.md
 * "Permissions", the same list the API's guard enforces), never its role name; the UI only hides
 * what the API would refuse.
 */
export function callRights(user: Pick<User, 'permissions'> | null | undefined) {
  return {
    /** Log a new call (POST …/calls). */
    create: can(user, 'calls.create'),
    /** Archive, restore, link and unlink announcements. */
    manage: can(user, 'calls.archive'),
    /** Edit fields and status. */
    update: can(user, 'calls.update'),
    /** Supplier calls: see, create, send. */
    supplier: can(user, 'calls.supplier'),
  };
}
