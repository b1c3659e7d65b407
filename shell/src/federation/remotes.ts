import { visibleSections, type SidebarSection, type User } from '@bandi/shared-ui/core';
import { isPublicPath } from '../routing/paths';

/**
 * Remotes and exposed modules the shell mounts (docs/api-contract.md, "Federation registry").
 * Each exposed module's default export is a React component rendering nested `<Routes>`.
 */
export const REMOTES = {
  announcements: { remote: 'mf_announcements', expose: 'AnnouncementsApp' },
  templates: { remote: 'mf_announcements', expose: 'TemplatesApp' },
  publicAnnouncement: { remote: 'mf_announcements', expose: 'PublicAnnouncementApp' },
  clients: { remote: 'mf_clients', expose: 'ClientsApp' },
  referents: { remote: 'mf_clients', expose: 'ReferentsApp' },
  calls: { remote: 'mf_calls', expose: 'CallsApp' },
  clientCallCreate: { remote: 'mf_calls', expose: 'CallCreateForm' },
  tasks: { remote: 'mf_calls', expose: 'TasksApp' },
  globalSettings: { remote: 'mf_settings', expose: 'GlobalSettingsApp' },
  projectSettings: { remote: 'mf_settings', expose: 'ProjectSettingsApp' },
  projectNewsletters: { remote: 'mf_settings', expose: 'NewslettersApp' },
} as const;

/** A remote module reference: remote name + exposed module name (without `./`). */
export interface RemoteModuleRef {
  remote: string;
  expose: string;
}

/** The remote module of each environment section (router.tsx), by its path segment; La mia giornata (`giornata`) is a shell page. */
const SECTION_REMOTES: Record<Exclude<SidebarSection, 'giornata'> | 'template', RemoteModuleRef> = {
  bandi: REMOTES.announcements,
  template: REMOTES.templates,
  clienti: REMOTES.clients,
  referenti: REMOTES.referents,
  richieste: REMOTES.calls,
  compiti: REMOTES.tasks,
  newsletter: REMOTES.projectNewsletters,
  impostazioni: REMOTES.projectSettings,
};

/** The remote module of each administration section outside the environments (router.tsx). */
const ADMIN_REMOTES: Record<string, RemoteModuleRef> = {
  bandi: REMOTES.announcements,
  template: REMOTES.templates,
  impostazioni: REMOTES.globalSettings,
};

/** Every module switched on: the environment's own switches are not known yet when prefetching. */
const ALL_MODULES = { announcements: true, clients: true, calls: true, settings: true };

/**
 * The remote module the page at `pathname` mounts for `user`, or null (a shell page, the
 * administrator's home, a public page, an unknown path). `/ambiente/{id}` is the first section the user may see
 * (EnvironmentIndex), before the environment's modules are known: a guess that a module switched
 * off proves wrong, at the price of a few unused downloads.
 */
export function remoteForPath(pathname: string, user: Pick<User, 'capabilities' | 'permissions'>): RemoteModuleRef | null {
  if (isPublicPath(pathname)) return null;
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'ambiente' && /^\d+$/.test(parts[1] ?? '')) {
    const section = parts[2] ?? visibleSections(user.capabilities, ALL_MODULES, user.permissions).filter((s) => s !== 'giornata')[0];
    if (!section) return null;
    // a client's new call (clienti/{id}/richieste/crea) is a module of its own
    if (section === 'clienti' && parts[4] === 'richieste' && parts[5] === 'crea') return REMOTES.clientCallCreate;
    return SECTION_REMOTES[section as keyof typeof SECTION_REMOTES] ?? null;
  }
  return ADMIN_REMOTES[parts[0] ?? ''] ?? null;
}
