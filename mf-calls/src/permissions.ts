import type { User } from '@bandi/shared-ui';

/**
 * What the logged-in user may do with calls (docs/roles.md); the API enforces the same rules,
 * the UI only hides what it would refuse.
 */
export function callRights(user: Pick<User, 'type'> | null | undefined) {
  const t = user?.type;
  const admins = t === 'administrator' || t === 'local-administrator';
  return {
    /** Create, archive, restore, link bandi. */
    manage: admins || t === 'client-manager',
    /** Edit fields and status. */
    update: admins || t === 'client-manager' || t === 'referent',
    /** Supplier calls: see, create, send. */
    supplier: admins,
  };
}
