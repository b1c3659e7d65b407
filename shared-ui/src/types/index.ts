import type { Schema } from '@bandi/api-client';

/**
 * Types shared by the shell and the remotes. The API shapes are aliases of the schemas generated
 * from docs/openapi.json (`@bandi/api-client`), never hand-written copies (docs/api-contract.md).
 */

/** User.type values, docs/roles.md / docs/roles.md. */
export type UserType = Schema<'UserView'>['type'];

/** Italian labels of the roles (docs/roles.md). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  administrator: 'Amministratore di sistema',
  'local-administrator': 'Amministratore locale',
  'client-manager': 'Gestore clienti',
  referent: 'Referente',
  'expert-announcement': 'Esperto bandi globale',
  'local-expert-announcement': 'Esperto bandi locale',
};

/** The 8 colour themes of docs/domain.md#environments. */
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

/** Capability flags of the session view (computed by the API per docs/roles.md). */
export type Capabilities = Schema<'CapabilitiesView'>;

export type UserProjectRef = Schema<'UserProjectRefView'>;

/** The logged-in user as answered by POST /api/login (with `access_token` when asked) and GET /api/profile. */
export type User = Schema<'LoginView'>;

/** Per-environment module switches (docs/architecture.md#front-ends-and-module-federation). */
export type Modules = Schema<'ModulesView'>;

export type ProjectUserRef = Schema<'ProjectUserView'>;

/** An environment (docs/domain.md#environments). */
export type Project = Schema<'ProjectView'>;

/** Every list answer of the API (docs/api.md#conventions). */
export interface Paginated<T> {
  data: T[];
  total: number;
  /**
   * True when `total` is the database's estimate (the long lists count exactly up to a bound,
   * 10,000 rows by default, then estimate: docs/api.md#conventions); absent or false: exact.
   */
  total_estimated?: boolean;
}

/** A remote of the federation registry (GET /api/federation/remotes). */
export type RemoteEntry = Schema<'RemoteView'>;
