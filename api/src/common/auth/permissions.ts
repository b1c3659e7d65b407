import type { UserType } from './roles';

const ALL: readonly UserType[] = [
  'administrator',
  'local-administrator',
  'client-manager',
  'referent',
  'expert-announcement',
  'local-expert-announcement',
];

/**
 * The permission matrix of docs/roles.md: each permission names the roles that hold it.
 * Handlers declare one permission with `@Auth({ permission })`; the global guard enforces it.
 * Row-level rules (a referent sees only its clients) are applied by the services on top.
 */
export const PERMISSIONS = {
  /** Any logged-in user (profile, own environments list, reference data). */
  'session.any': ALL,
  'projects.create': ['administrator'],
  'projects.update': ['administrator', 'local-administrator'],
  'projects.modules.update': ['administrator'],
  'projects.users.read': ['administrator', 'local-administrator'],
  'projects.settings.read': ['administrator', 'local-administrator'],
  'federation.update': ['administrator'],
  'announcements.read': ['administrator', 'local-administrator', 'client-manager', 'expert-announcement', 'local-expert-announcement'],
  'announcements.global.manage': ['administrator', 'expert-announcement'],
  'announcements.global.documents': ['administrator', 'local-administrator', 'expert-announcement', 'local-expert-announcement'],
  'announcements.local.manage': ['administrator', 'local-administrator', 'local-expert-announcement'],
  'clients.read': ['administrator', 'local-administrator', 'client-manager', 'referent'],
  'clients.write': ['administrator', 'local-administrator', 'client-manager'],
  'referents.read': ['administrator', 'local-administrator', 'client-manager'],
  'referents.write': ['administrator', 'local-administrator', 'client-manager'],
  'referents.access.remove': ['administrator', 'local-administrator'],
  'clients.notes': ['administrator', 'local-administrator', 'client-manager'],
  /** Edit and delete other users' notes of a client (the author always may): the row rule of NotesService, named for the front ends. */
  'clients.notes.moderate': ['administrator', 'local-administrator'],
  'clients.log': ['administrator', 'local-administrator', 'client-manager'],
  'clients.eligibility': ['administrator', 'local-administrator', 'client-manager'],
  /** Import clients from an XLSX or CSV file, and undo an import (issue 33, modules/client-imports). */
  'clients.import': ['administrator', 'local-administrator', 'client-manager'],
  'negotiations.read': ['administrator', 'local-administrator', 'client-manager', 'referent'],
  'negotiations.create': ['administrator', 'local-administrator', 'client-manager', 'referent'],
  'negotiations.manage': ['administrator', 'local-administrator', 'client-manager'],
  'calls.read': ['administrator', 'local-administrator', 'client-manager', 'referent'],
  'calls.create': ['administrator', 'local-administrator', 'client-manager'],
  'calls.update': ['administrator', 'local-administrator', 'client-manager', 'referent'],
  'calls.supplier': ['administrator', 'local-administrator'],
  'calls.archive': ['administrator', 'local-administrator', 'client-manager'],
  /** Tasks (compiti) of an environment: "I miei compiti" and the tasks of a record (issue 37). */
  'tasks.read': ['administrator', 'local-administrator', 'client-manager'],
  /** Create, update (status, reassign) and delete tasks. */
  'tasks.write': ['administrator', 'local-administrator', 'client-manager'],
  /**
   * "La mia giornata" (issue 37, modules/home): the users of an environment who have clients (announcements closing for them,
   * interest, tasks, pipeline); not the referent users (no tasks, newsletters or other clients) nor the experts (no clients).
   */
  'home.read': ['administrator', 'local-administrator', 'client-manager'],
  /** The bell (issue 37, modules/notifications): every user of an environment reads and marks their own notifications. */
  'notifications.read': ALL,
  /** Saved views of the lists (issue 33, modules/saved-views): every user of an environment saves, reads and changes its own. */
  'saved_views.manage': ALL,
  'settings.global.read': ['administrator', 'expert-announcement'],
  'users.manage': ['administrator'],
  /** Platform security settings (second factor mandatory) and second-factor resets. */
  'platform.security.manage': ['administrator'],
  'projects.users.manage': ['administrator', 'local-administrator'],
  'newsletters.manage': ['administrator', 'local-administrator', 'client-manager'],
  /** Global templates (/api/templates): read and write. */
  'templates.global.manage': ['administrator', 'expert-announcement'],
  /** Environment templates (/api/projects/{id}/templates): read (global + local) and write local ones. */
  'templates.local.manage': ['administrator', 'local-administrator', 'local-expert-announcement'],
  /** Audit log of announcements (docs/roles.md#capabilities: experts and administrators see logs). */
  'audit.read': ['administrator', 'local-administrator', 'expert-announcement', 'local-expert-announcement'],
  /** Public share links of a call for a client or a call log ("Condividi"). */
  'announcements.share': ['administrator', 'local-administrator', 'client-manager'],
  /** Releases of the remotes: register, promote, pin per environment, roll back (docs/architecture.md#remote-releases). */
  'federation.releases.manage': ['administrator'],
} as const satisfies Record<string, readonly UserType[]>;

export type Permission = keyof typeof PERMISSIONS;

/** True when a user of this type holds the permission. */
export function hasPermission(type: UserType, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly UserType[]).includes(type);
}

/**
 * The permissions a user of this type holds, in the order of PERMISSIONS: sent to the front ends as
 * `permissions` of the session view (GET /api/profile) so they offer only the actions the guard
 * lets through (docs/roles.md#permissions). Row rules of the services still apply on top.
 */
export function permissionsOf(type: UserType): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => hasPermission(type, p));
}
