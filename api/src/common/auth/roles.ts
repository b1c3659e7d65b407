import { hasPermission } from './permissions';

/** User.type values (docs/roles.md). */
export const USER_TYPES = [
  'administrator',
  'local-administrator',
  'client-manager',
  'referent',
  'expert-announcement',
  'local-expert-announcement',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Roles that may belong to several environments (docs/roles.md). */
export const MULTI_PROJECT_TYPES: readonly UserType[] = ['administrator', 'expert-announcement'];

/** Capability flags of the session view (docs/domain.md#users-and-the-session-view), computed per docs/roles.md. */
export interface Capabilities {
  canCreateProjects: boolean;
  canHaveMultipleProjects: boolean;
  canSeeAnnouncements: boolean;
  canSeeClients: boolean;
  canSeeReferents: boolean;
  canSeeCalls: boolean;
  canSeeProjectSettings: boolean;
  canSeeGlobalAnnouncements: boolean;
  canSeeGlobalSettings: boolean;
}

/**
 * Capabilities of a user from its type (and `can_edit_global_setting` for the global expert),
 * exactly the table of docs/roles.md.
 */
export function capabilitiesOf(user: { type: UserType; can_edit_global_setting: boolean }): Capabilities {
  const t = user.type;
  const admin = t === 'administrator';
  const localAdmin = t === 'local-administrator';
  const manager = t === 'client-manager';
  const referent = t === 'referent';
  const expert = t === 'expert-announcement';
  const localExpert = t === 'local-expert-announcement';
  return {
    canCreateProjects: admin,
    canHaveMultipleProjects: admin || expert,
    canSeeAnnouncements: admin || localAdmin || manager || expert || localExpert,
    canSeeClients: admin || localAdmin || manager || referent,
    canSeeReferents: admin || localAdmin || manager,
    canSeeCalls: admin || localAdmin || manager || referent,
    canSeeProjectSettings: admin || localAdmin,
    canSeeGlobalAnnouncements: admin || localAdmin || manager || expert || localExpert,
    canSeeGlobalSettings: admin || (expert && user.can_edit_global_setting),
  };
}

/**
 * Profile page of a user (docs/roles.md#capabilities): administrators and global experts use `/admin/profile`,
 * the others their first environment's. Also the start route while the password must be changed.
 */
export function profileRouteOf(type: UserType, firstProjectId: number | null): string {
  if (type === 'administrator' || type === 'expert-announcement' || firstProjectId === null) return '/admin/profile';
  return `/ambiente/${firstProjectId}/profile`;
}

/**
 * Start route after login (docs/roles.md#start-route-after-login). `firstProjectId` is the user's first environment.
 * `startPage` `home` (the profile's choice, issue 37) is La mia giornata of that environment
 * (`/ambiente/{first}/giornata`) for a role that has it; otherwise, and by default, the role's route.
 */
export function initialRouteOf(type: UserType, firstProjectId: number | null, startPage: 'default' | 'home' = 'default'): string {
  if (startPage === 'home' && firstProjectId !== null && hasPermission(type, 'home.read')) return `/ambiente/${firstProjectId}/giornata`;
  if (type === 'administrator') return '/';
  if (firstProjectId === null) return type === 'expert-announcement' ? '/bandi' : '/forbidden';
  switch (type) {
    case 'client-manager':
    case 'referent':
      return `/ambiente/${firstProjectId}/clienti`;
    default:
      // expert-announcement: announcement-list; local roles: project-announcement-list (docs/roles.md#start-route-after-login)
      return `/ambiente/${firstProjectId}/bandi`;
  }
}
