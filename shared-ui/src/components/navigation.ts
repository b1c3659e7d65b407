import type { Capabilities, Modules, User } from '../types';
import type { Permission } from '../session/permissions';

/** Login route (docs/screens.md#public-routes). */
export const LOGIN_PATH = '/accedi';
/** Forgot-password route (docs/screens.md#public-routes). */
export const FORGOT_PASSWORD_PATH = '/recupero-password';
/** Access-denied route (docs/screens.md#public-routes). */
export const FORBIDDEN_PATH = '/forbidden';

/**
 * How a route is guarded (docs/screens.md#route-guard):
 * - `protected`: needs a logged-in user;
 * - `guest`: login and forgot password, only for logged-out visitors;
 * - `home`: `/`, protected, and only for users who can have several environments;
 * - `public`: anyone (public announcement, newsletter, forbidden, not found).
 */
export type RouteAccess = 'protected' | 'guest' | 'home' | 'public';

/** What the route guard does. */
export type GuardDecision = { action: 'render' } | { action: 'redirect'; to: string };

/** The part of the user the guard reads. */
export type GuardUser = Pick<User, 'initialRoute'> & { capabilities: Pick<Capabilities, 'canHaveMultipleProjects'> };

/**
 * A `redirect` query value that is safe to follow: a path of this site (starts with one `/`),
 * not the login or forgot-password page (which would loop). Anything else gives null.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path === FORGOT_PASSWORD_PATH) return null;
  return value;
}

/** The `redirect` query value of a search string such as `?redirect=%2Fbandi`. */
export function redirectParam(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}

/** The login address that brings the user back to `pathname + search` afterwards (docs/screens.md#route-guard). */
export function loginUrlFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  if (!pathname || pathname === '/' || !safeRedirect(target)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Where a logged-in user lands: the `redirect` query when present and safe, else `initialRoute` (docs/screens.md#route-guard, docs/roles.md#start-route-after-login). */
export function postLoginRoute(user: Pick<User, 'initialRoute'>, search = ''): string {
  return redirectParam(search) ?? (user.initialRoute || '/');
}

/** The home of a visitor: the user's initial route, or the login page when logged out (404 and forbidden pages). */
export function homeRouteFor(user: Pick<User, 'initialRoute'> | null | undefined): string {
  return user ? user.initialRoute || '/' : LOGIN_PATH;
}

/**
 * The route guard of docs/screens.md#route-guard as a pure function:
 * - protected (or home) while logged out -> `/accedi?redirect=<path+search>`;
 * - guest route while logged in -> the `redirect` query or the user's initial route;
 * - home `/` for a user who cannot have several environments -> the `redirect` query or the
 *   user's initial route (unless that is `/` itself); the other addresses of a `home` guard render
 *   (it guards the whole admin layout, so that the layout is not drawn on the way);
 * - otherwise render.
 */
export function decideRoute(input: { access: RouteAccess; user: GuardUser | null; pathname: string; search?: string }): GuardDecision {
  const { access, user, pathname, search = '' } = input;
  if (access === 'public') return { action: 'render' };
  if (access === 'guest') {
    return user ? { action: 'redirect', to: postLoginRoute(user, search) } : { action: 'render' };
  }
  if (!user) return { action: 'redirect', to: loginUrlFor(pathname, search) };
  if (access === 'home' && pathname === '/' && !user.capabilities.canHaveMultipleProjects) {
    const to = postLoginRoute(user, search);
    if (to !== '/' && to !== pathname) return { action: 'redirect', to };
  }
  return { action: 'render' };
}

/**
 * Profile page of a user (docs/roles.md#capabilities): who may belong to several environments
 * (`canHaveMultipleProjects`: administrators and global experts) uses `/admin/profile`, the others
 * their environment's, like the API's profileRouteOf; decided by the session's flag, never the role name.
 */
export function profileRouteFor(user: Pick<User, 'capabilities' | 'projects'>, projectId?: number | string | null): string {
  // the local expert (also `isExpertAnnouncement`) belongs to one environment and has its profile page there
  if (user.capabilities.canHaveMultipleProjects) return '/admin/profile';
  const id = projectId ?? user.projects[0]?.id;
  return id !== undefined && id !== null ? `/ambiente/${id}/profile` : '/admin/profile';
}

/** Sections of an environment (sidebar entries, docs/screens.md#sidebar), as their URL segment. */
export type SidebarSection = 'giornata' | 'bandi' | 'clienti' | 'referenti' | 'richieste' | 'compiti' | 'newsletter' | 'impostazioni';

/**
 * What an environment switches on besides its modules (the project of GET /api/projects/{projectId}):
 * `newsletter` is its `newsletter_enabled`, which only the administrator switches.
 */
export interface EnvironmentSwitches {
  newsletter?: boolean;
}

/** A sidebar entry: the capability, the permission (if any) and the module it needs. */
export interface SidebarSectionEntry {
  section: SidebarSection;
  label: string;
  /** Capability flag of the session view (docs/roles.md#capabilities). */
  capability: keyof Capabilities;
  /** Permission of the API's matrix (docs/roles.md#permissions) that every request of the section needs, besides the capability. */
  permission?: Permission;
  module: keyof Modules;
  /** Only where the environment's newsletter is switched on (`EnvironmentSwitches.newsletter`). */
  newsletter?: boolean;
}

/** Sidebar entries in display order, with the capability, permission and module each needs. */
export const SIDEBAR_SECTIONS: ReadonlyArray<SidebarSectionEntry> = [
  // "La mia giornata" (issue 37): the cockpit of who has clients (home.read), first of the sidebar; a shell page
  { section: 'giornata', label: 'La mia giornata', capability: 'canSeeClients', permission: 'home.read', module: 'clients' },
  { section: 'bandi', label: 'Bandi', capability: 'canSeeAnnouncements', module: 'announcements' },
  { section: 'clienti', label: 'Clienti', capability: 'canSeeClients', module: 'clients' },
  { section: 'referenti', label: 'Referenti', capability: 'canSeeReferents', module: 'clients' },
  { section: 'richieste', label: 'Richieste', capability: 'canSeeCalls', module: 'calls' },
  // "I miei compiti" (issue 37): the tasks of the environment, served by mf-calls; tasks.read (not the referent users)
  { section: 'compiti', label: 'Compiti', capability: 'canSeeCalls', permission: 'tasks.read', module: 'calls' },
  // the newsletters of the environment's clients (module clients): newsletters.manage, where the newsletter is on (issue 39, defect 4)
  {
    section: 'newsletter',
    label: 'Newsletter',
    capability: 'canSeeClients',
    permission: 'newsletters.manage',
    module: 'clients',
    newsletter: true,
  },
  { section: 'impostazioni', label: 'Impostazioni', capability: 'canSeeProjectSettings', module: 'settings' },
];

/** The entry of a section (templates belong to the announcements section). */
function entryOf(section: SidebarSection | 'template'): SidebarSectionEntry | undefined {
  const key = section === 'template' ? 'bandi' : section;
  return SIDEBAR_SECTIONS.find((s) => s.section === key);
}

/** Whether the role holds what the section needs: its capability and, when it names one, its permission. */
function roleHolds(entry: SidebarSectionEntry, capabilities: Capabilities, permissions?: readonly string[]): boolean {
  return Boolean(capabilities[entry.capability]) && (!entry.permission || Boolean(permissions?.includes(entry.permission)));
}

/**
 * Whether an environment section is shown and loaded: the user holds its capability (and its
 * permission, if it names one) AND the environment's module is switched on
 * (docs/architecture.md#front-ends-and-module-federation), and for Newsletter the environment's
 * newsletter (`switches`). Templates belong to the announcements section.
 */
export function isSectionVisible(
  section: SidebarSection | 'template',
  capabilities: Capabilities,
  modules: Modules,
  permissions?: readonly string[],
  switches?: EnvironmentSwitches,
): boolean {
  return sectionBlock(section, capabilities, modules, permissions, switches) === null;
}

/**
 * Why a section is not shown: `forbidden` (the role lacks its capability or permission),
 * `module-off` (the environment's module is switched off), `newsletter-off` (Newsletter, where the
 * environment's newsletter is off), or null when it is shown (see `isSectionVisible`).
 */
export function sectionBlock(
  section: SidebarSection | 'template',
  capabilities: Capabilities,
  modules: Modules,
  permissions?: readonly string[],
  switches?: EnvironmentSwitches,
): 'forbidden' | 'module-off' | 'newsletter-off' | null {
  const entry = entryOf(section);
  if (!entry || !roleHolds(entry, capabilities, permissions)) return 'forbidden';
  // who switches the modules (the administrator) always reaches the page holding the switches
  if (entry.section === 'impostazioni' && permissions?.includes('projects.modules.update')) return null;
  if (!modules[entry.module]) return 'module-off';
  if (entry.newsletter && !switches?.newsletter) return 'newsletter-off';
  return null;
}

/**
 * The sections of an environment a user sees in the sidebar, in order (`permissions`, `switches`:
 * see `isSectionVisible`).
 */
export function visibleSections(
  capabilities: Capabilities,
  modules: Modules,
  permissions?: readonly string[],
  switches?: EnvironmentSwitches,
): SidebarSection[] {
  return SIDEBAR_SECTIONS.filter((s) => isSectionVisible(s.section, capabilities, modules, permissions, switches)).map((s) => s.section);
}
