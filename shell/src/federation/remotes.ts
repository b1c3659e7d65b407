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
  globalSettings: { remote: 'mf_settings', expose: 'GlobalSettingsApp' },
  projectSettings: { remote: 'mf_settings', expose: 'ProjectSettingsApp' },
} as const;

/** A remote module reference: remote name + exposed module name (without `./`). */
export interface RemoteModuleRef {
  remote: string;
  expose: string;
}
