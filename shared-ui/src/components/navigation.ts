import type { Capabilities, Modules, User } from '../types';

/** Login route (SPEC §2.1). */
export const LOGIN_PATH = '/accedi';
/** Forgot-password route (SPEC §2.1). */
export const FORGOT_PASSWORD_PATH = '/recupero-password';
/** Access-denied route (SPEC §2.1). */
export const FORBIDDEN_PATH = '/forbidden';

/**
 * How a route is guarded (SPEC §2.5):
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

/** The login address that brings the user back to `pathname + search` afterwards (SPEC §2.5). */
export function loginUrlFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  if (!pathname || pathname === '/' || !safeRedirect(target)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Where a logged-in user lands: the `redirect` query when present and safe, else `initialRoute` (SPEC §2.5, §6.1). */
export function postLoginRoute(user: Pick<User, 'initialRoute'>, search = ''): string {
  return redirectParam(search) ?? (user.initialRoute || '/');
}

/** The home of a visitor: the user's initial route, or the login page when logged out (404 and forbidden pages). */
export function homeRouteFor(user: Pick<User, 'initialRoute'> | null | undefined): string {
  return user ? user.initialRoute || '/' : LOGIN_PATH;
}

/**
 * The route guard of SPEC §2.5 as a pure function:
 * - protected (or home) while logged out -> `/accedi?redirect=<path+search>`;
 * - guest route while logged in -> the `redirect` query or the user's initial route;
 * - home `/` for a user who cannot have several environments -> the `redirect` query or the
 *   user's initial route (unless that is `/` itself);
 * - otherwise render.
 */
export function decideRoute(input: { access: RouteAccess; user: GuardUser | null; pathname: string; search?: string }): GuardDecision {
  const { access, user, pathname, search = '' } = input;
  if (access === 'public') return { action: 'render' };
  if (access === 'guest') {
    return user ? { action: 'redirect', to: postLoginRoute(user, search) } : { action: 'render' };
  }
  if (!user) return { action: 'redirect', to: loginUrlFor(pathname, search) };
  if (access === 'home' && !user.capabilities.canHaveMultipleProjects) {
    const to = postLoginRoute(user, search);
    if (to !== '/' && to !== pathname) return { action: 'redirect', to };
  }
  return { action: 'render' };
}

/** Profile page of a user (SPEC §6.2): administrators and global experts use `/admin/profile`, others their environment's. */
export function profileRouteFor(
  user: Pick<User, 'type' | 'isAdmin' | 'isExpertAnnouncement' | 'projects'>,
  projectId?: number | string | null,
): string {
  if (user.isAdmin || user.isExpertAnnouncement || user.type === 'administrator' || user.type === 'expert-announcement') {
    return '/admin/profile';
  }
  const id = projectId ?? user.projects[0]?.id;
  return id !== undefined && id !== null ? `/ambiente/${id}/profile` : '/admin/profile';
}

/** Sections of an environment (sidebar entries, SPEC §2.9), as their URL segment. */
export type SidebarSection = 'bandi' | 'clienti' | 'referenti' | 'richieste' | 'impostazioni';

/** Sidebar entries in display order, with the capability and the module each needs. */
export const SIDEBAR_SECTIONS: ReadonlyArray<{
  section: SidebarSection;
  label: string;
  capability: keyof Capabilities;
  module: keyof Modules;
}> = [
  { section: 'bandi', label: 'Bandi', capability: 'canSeeAnnouncements', module: 'announcements' },
  { section: 'clienti', label: 'Clienti', capability: 'canSeeClients', module: 'clients' },
  { section: 'referenti', label: 'Referenti', capability: 'canSeeReferents', module: 'clients' },
  { section: 'richieste', label: 'Richieste', capability: 'canSeeCalls', module: 'calls' },
  { section: 'impostazioni', label: 'Impostazioni', capability: 'canSeeProjectSettings', module: 'settings' },
];

/**
 * Whether an environment section is shown and loaded: the user holds its capability AND the
 * environment's module is switched on (DESIGN.md §2). Templates belong to the announcements section.
 */
export function isSectionVisible(section: SidebarSection | 'template', capabilities: Capabilities, modules: Modules): boolean {
  const key = section === 'template' ? 'bandi' : section;
  const entry = SIDEBAR_SECTIONS.find((s) => s.section === key);
  return Boolean(entry && capabilities[entry.capability] && modules[entry.module]);
}

/** The sections of an environment a user sees in the sidebar, in order. */
export function visibleSections(capabilities: Capabilities, modules: Modules): SidebarSection[] {
  return SIDEBAR_SECTIONS.filter((s) => isSectionVisible(s.section, capabilities, modules)).map((s) => s.section);
}
