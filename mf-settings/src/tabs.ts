import type { User } from '@bandi/shared-ui';

/** The tabs of the global settings page (`/impostazioni?tab=...`), docs/screens.md#admin-pages. */
export const SETTINGS_TABS = [
  { value: 'documentazione-bandi', label: 'Documentazione bandi', adminOnly: false },
  { value: 'esperti-bandi-globali', label: 'Esperti bandi globali', adminOnly: false },
  { value: 'valori', label: 'Valori', adminOnly: false },
  { value: 'fondi-interprofessionali', label: 'Fondi interprofessionali', adminOnly: false },
  { value: 'tipi-documento', label: 'Tipi di documento', adminOnly: false },
  { value: 'avvisi', label: 'Avvisi', adminOnly: false },
  { value: 'ambienti', label: 'Ambienti', adminOnly: true },
  { value: 'utenti', label: 'Utenti', adminOnly: true },
  { value: 'sicurezza', label: 'Sicurezza', adminOnly: true },
  { value: 'lavori', label: 'Coda lavori', adminOnly: true },
  { value: 'rilasci-moduli', label: 'Rilasci moduli', adminOnly: true },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

type TabUser = Pick<User, 'isAdmin' | 'isExpertAnnouncement'> | null | undefined;

/** The tabs a user sees: Ambienti, Utenti and Coda lavori only for administrators (docs/roles.md#capabilities). */
export function visibleTabs(user: TabUser) {
  return SETTINGS_TABS.filter((tab) => !tab.adminOnly || Boolean(user?.isAdmin));
}

/** Default tab (docs/screens.md#admin-pages): documentazione-bandi for expert users, otherwise esperti-bandi-globali. */
export function defaultTab(user: TabUser): SettingsTab {
  return user?.isExpertAnnouncement ? 'documentazione-bandi' : 'esperti-bandi-globali';
}

/** The tab to show for the `tab` query value: the requested one when the user may see it, else the default. */
export function resolveTab(requested: string | null, user: TabUser): SettingsTab {
  const tab = visibleTabs(user).find((t) => t.value === requested);
  return tab ? tab.value : defaultTab(user);
}
