/** Types shared by the shell and the remotes; shapes of docs/api-contract.md (SPEC §3). */

/** User.type values, SPEC §6 / DESIGN.md §5. */
export type UserType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';

/** Italian labels of the roles (SPEC §6). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  administrator: 'Amministratore di sistema',
  'local-administrator': 'Amministratore locale',
  'client-manager': 'Gestore clienti',
  referent: 'Referente',
  'expert-announcement': 'Esperto bandi globale',
  'local-expert-announcement': 'Esperto bandi locale',
};

/** The 8 colour themes of SPEC §3.2. */
export const PROJECT_COLORS = ['blue', 'green', 'red', 'yellow', 'purple', 'pink', 'cyan', 'orange'] as const;
export type ProjectColor = (typeof PROJECT_COLORS)[number];

/** Italian labels of the colour themes. */
export const PROJECT_COLOR_LABELS: Record<ProjectColor, string> = {
  blue: 'Blu',
  green: 'Verde',
  red: 'Rosso',
  yellow: 'Giallo',
  purple: 'Viola',
  pink: 'Rosa',
  cyan: 'Ciano',
  orange: 'Arancione',
};

/** Capability flags of the session view (SPEC §3.1, computed by the API per DESIGN.md §5). */
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

export interface UserProjectRef {
  id: number;
  name: string;
  color: ProjectColor;
}

/** The logged-in user as answered by POST /api/login and GET /api/profile. */
export interface User {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  type: UserType;
  phone: string | null;
  can_access_local_announcements: boolean;
  can_edit_global_setting: boolean;
  accepted: boolean;
  referent_id: number | null;
  logo: string | null;
  status: 'active' | 'inactive';
  /** True while the user logs in with a temporary password: only the profile works until changed. */
  must_change_password?: boolean;
  projects: UserProjectRef[];
  created_at: string;
  updated_at: string;
  isAdmin: boolean;
  isExpertAnnouncement: boolean;
  initialRoute: string;
  capabilities: Capabilities;
  access_token?: string;
}

/** Per-environment module switches (DESIGN.md §2). */
export interface Modules {
  announcements: boolean;
  clients: boolean;
  calls: boolean;
  settings: boolean;
}

export interface ProjectUserRef {
  id: number;
  name: string;
  surname: string;
  type: UserType;
  logo: string | null;
}

/** An environment (SPEC §3.2). */
export interface Project {
  id: number;
  name: string;
  color: ProjectColor;
  horizontal_logo: string | null;
  vertical_logo: string | null;
  newsletter_enabled: boolean;
  modules: Modules;
  users: ProjectUserRef[];
  users_count: number;
  created_at: string;
  /** Optimistic-concurrency version, sent back as If-Match on save. */
  version?: number;
}

/** Every list answer of the API (DESIGN.md §4). */
export interface Paginated<T> {
  data: T[];
  total: number;
}

/** A remote of the federation registry (GET /api/federation/remotes). */
export interface RemoteEntry {
  name: string;
  entry: string;
  module: keyof Modules;
}
