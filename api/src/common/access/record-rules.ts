import type { User } from '../../modules/users/user.entity';

/**
 * Row-level rules on records a user wrote (docs/roles.md "client notes and logs"): the author may
 * change their own record; an administrator or the environment's local administrator may change
 * anyone's. The role check lives here, once, so that services ask the rule and never a role name.
 */
export function mayChangeAuthoredRecord(user: Pick<User, 'id' | 'type'>, authorId: number | null): boolean {
  return authorId === user.id || user.type === 'administrator' || user.type === 'local-administrator';
}
