/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
export type RemoteViewModule = (typeof RemoteViewModule)[keyof typeof RemoteViewModule];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoteViewModule = {
  announcements: 'announcements',
  clients: 'clients',
  calls: 'calls',
  settings: 'settings',
} as const;

export type RemoteView = {
  name: string;
  /** URL di mf-manifest.json */
  entry: string;
  module: RemoteViewModule;
};

export type RemotePage = {
  data: RemoteView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

/**
 * Messaggi per campo (percorso del campo -> elenco di messaggi in italiano)
 */
export type ValidationErrorBodyDtoErrors = { [key: string]: string[] };

export type ValidationErrorBodyDto = {
  message: string;
  /** Messaggi per campo (percorso del campo -> elenco di messaggi in italiano) */
  errors?: ValidationErrorBodyDtoErrors;
};

export type UpdateRemoteDto = {
  entry: string;
};

export type ErrorBodyDto = {
  /** Messaggio in italiano, mostrabile all’utente */
  message: string;
  /** Motivo leggibile dalla macchina, es. `password_change_required` (403) */
  code?: string;
};

export type HealthViewStatus = (typeof HealthViewStatus)[keyof typeof HealthViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HealthViewStatus = {
  ok: 'ok',
  non_disponibile: 'non disponibile',
} as const;

/**
 * Database (PostgreSQL server or embedded)
 */
export type HealthViewDatabase = (typeof HealthViewDatabase)[keyof typeof HealthViewDatabase];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HealthViewDatabase = {
  ok: 'ok',
  non_raggiungibile: 'non raggiungibile',
} as const;

/**
 * Redis (REDIS_URL): shared throttles; "non usato" without REDIS_URL
 */
export type HealthViewRedis = (typeof HealthViewRedis)[keyof typeof HealthViewRedis];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HealthViewRedis = {
  ok: 'ok',
  non_raggiungibile: 'non raggiungibile',
  non_usato: 'non usato',
} as const;

export type HealthView = {
  status: HealthViewStatus;
  /** Database (PostgreSQL server or embedded) */
  database: HealthViewDatabase;
  /** Redis (REDIS_URL): shared throttles; "non usato" without REDIS_URL */
  redis: HealthViewRedis;
};

export type PinnedProjectView = {
  id: number;
  name: string;
};

export type ReleaseView = {
  id: number;
  remote: string;
  /** URL di mf-manifest.json */
  entry: string;
  version: string;
  /**
   * Versioni di @bandi/shared-ui richieste
   * @nullable
   */
  shared_ui_range: string | null;
  /** @nullable */
  created_by_name: string | null;
  created_at: string;
  /** @nullable */
  promoted_at: string | null;
  /** Rilascio corrente del modulo */
  current: boolean;
  pinned_projects: PinnedProjectView[];
};

export type ReleasePage = {
  data: ReleaseView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type RegisterReleaseDto = {
  remote: string;
  entry: string;
};

export type PinReleaseDto = {
  release_id: number;
};

export type EffectiveRemoteViewModule = (typeof EffectiveRemoteViewModule)[keyof typeof EffectiveRemoteViewModule];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EffectiveRemoteViewModule = {
  announcements: 'announcements',
  clients: 'clients',
  calls: 'calls',
  settings: 'settings',
} as const;

export type EffectiveRemoteView = {
  name: string;
  /** URL di mf-manifest.json */
  entry: string;
  module: EffectiveRemoteViewModule;
  /** @nullable */
  version?: string | null;
  /** @nullable */
  release_id?: number | null;
};

export type EffectiveRemotePage = {
  data: EffectiveRemoteView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type JobViewState = (typeof JobViewState)[keyof typeof JobViewState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JobViewState = {
  created: 'created',
  retry: 'retry',
  active: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
} as const;

export type JobView = {
  id: string;
  /** Coda, es. `mail` */
  queue: string;
  state: JobViewState;
  /** Tentativi già ripetuti */
  retry_count: number;
  /** Tentativi ripetuti al massimo */
  retry_limit: number;
  created_on: string;
  /** @nullable */
  started_on: string | null;
  /** @nullable */
  completed_on: string | null;
  /** Di che cosa si tratta (destinatario e oggetto dell’e-mail, id della newsletter…), mai segreti */
  summary: string;
  /**
   * L’ultimo errore di un tentativo fallito
   * @nullable
   */
  error: string | null;
};

export type JobList = {
  data: JobView[];
};

export type LoginDto = {
  email: string;
  /** @maxLength 128 */
  password: string;
  code?: string;
};

export type UserProjectRefViewColor = (typeof UserProjectRefViewColor)[keyof typeof UserProjectRefViewColor];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserProjectRefViewColor = {
  blue: 'blue',
  green: 'green',
  red: 'red',
  yellow: 'yellow',
  purple: 'purple',
  pink: 'pink',
  cyan: 'cyan',
  orange: 'orange',
} as const;

export type UserProjectRefView = {
  id: number;
  name: string;
  color: UserProjectRefViewColor;
};

export type CapabilitiesView = {
  canCreateProjects: boolean;
  canHaveMultipleProjects: boolean;
  canSeeAnnouncements: boolean;
  canSeeClients: boolean;
  canSeeReferents: boolean;
  canSeeCalls: boolean;
  canSeeProjectSettings: boolean;
  canSeeGlobalAnnouncements: boolean;
  canSeeGlobalSettings: boolean;
};

export type LoginViewType = (typeof LoginViewType)[keyof typeof LoginViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LoginViewType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type LoginViewStatus = (typeof LoginViewStatus)[keyof typeof LoginViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LoginViewStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

/**
 * Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37
 */
export type LoginViewStartPage = (typeof LoginViewStartPage)[keyof typeof LoginViewStartPage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LoginViewStartPage = {
  default: 'default',
  home: 'home',
} as const;

export type LoginViewPermissionsItem = (typeof LoginViewPermissionsItem)[keyof typeof LoginViewPermissionsItem];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LoginViewPermissionsItem = {
  sessionany: 'session.any',
  projectscreate: 'projects.create',
  projectsupdate: 'projects.update',
  projectsmodulesupdate: 'projects.modules.update',
  projectsusersread: 'projects.users.read',
  projectssettingsread: 'projects.settings.read',
  federationupdate: 'federation.update',
  announcementsread: 'announcements.read',
  announcementsglobalmanage: 'announcements.global.manage',
  announcementsglobaldocuments: 'announcements.global.documents',
  announcementslocalmanage: 'announcements.local.manage',
  clientsread: 'clients.read',
  clientswrite: 'clients.write',
  referentsread: 'referents.read',
  referentswrite: 'referents.write',
  referentsaccessremove: 'referents.access.remove',
  clientsnotes: 'clients.notes',
  clientsnotesmoderate: 'clients.notes.moderate',
  clientslog: 'clients.log',
  clientseligibility: 'clients.eligibility',
  clientsimport: 'clients.import',
  negotiationsread: 'negotiations.read',
  negotiationscreate: 'negotiations.create',
  negotiationsmanage: 'negotiations.manage',
  callsread: 'calls.read',
  callscreate: 'calls.create',
  callsupdate: 'calls.update',
  callssupplier: 'calls.supplier',
  callsarchive: 'calls.archive',
  tasksread: 'tasks.read',
  taskswrite: 'tasks.write',
  homeread: 'home.read',
  notificationsread: 'notifications.read',
  saved_viewsmanage: 'saved_views.manage',
  settingsglobalread: 'settings.global.read',
  usersmanage: 'users.manage',
  platformsecuritymanage: 'platform.security.manage',
  projectsusersmanage: 'projects.users.manage',
  newslettersmanage: 'newsletters.manage',
  templatesglobalmanage: 'templates.global.manage',
  templateslocalmanage: 'templates.local.manage',
  auditread: 'audit.read',
  announcementsshare: 'announcements.share',
  federationreleasesmanage: 'federation.releases.manage',
} as const;

export type LoginView = {
  id: number;
  name: string;
  surname: string;
  /** Nome e cognome */
  fullName: string;
  email: string;
  type: LoginViewType;
  /** @nullable */
  phone: string | null;
  can_access_local_announcements: boolean;
  can_edit_global_setting: boolean;
  accepted: boolean;
  /** @nullable */
  referent_id: number | null;
  /**
   * URL dell’immagine del profilo
   * @nullable
   */
  logo: string | null;
  status: LoginViewStatus;
  /** Password temporanea: finché non è cambiata funziona solo il profilo */
  must_change_password: boolean;
  /** Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37 */
  start_page: LoginViewStartPage;
  projects: UserProjectRefView[];
  created_at: string;
  updated_at: string;
  isAdmin: boolean;
  isExpertAnnouncement: boolean;
  /** Percorso iniziale dopo il login */
  initialRoute: string;
  capabilities: CapabilitiesView;
  /** Permessi del ruolo (docs/roles.md#permissions): l’interfaccia offre solo le azioni che l’API accetta */
  permissions: LoginViewPermissionsItem[];
  /** Verifica in due passaggi (TOTP) attiva (docs/security.md#two-factor-authentication) */
  mfa_enabled: boolean;
  /** La piattaforma la richiede per il ruolo e l'utente non l'ha ancora attivata: l'interfaccia porta al profilo */
  mfa_enrolment_required: boolean;
  /** Token bearer (solo con `token: true` nella richiesta) */
  access_token?: string;
};

export type UserViewType = (typeof UserViewType)[keyof typeof UserViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserViewType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type UserViewStatus = (typeof UserViewStatus)[keyof typeof UserViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserViewStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

/**
 * Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37
 */
export type UserViewStartPage = (typeof UserViewStartPage)[keyof typeof UserViewStartPage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserViewStartPage = {
  default: 'default',
  home: 'home',
} as const;

export type UserViewPermissionsItem = (typeof UserViewPermissionsItem)[keyof typeof UserViewPermissionsItem];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserViewPermissionsItem = {
  sessionany: 'session.any',
  projectscreate: 'projects.create',
  projectsupdate: 'projects.update',
  projectsmodulesupdate: 'projects.modules.update',
  projectsusersread: 'projects.users.read',
  projectssettingsread: 'projects.settings.read',
  federationupdate: 'federation.update',
  announcementsread: 'announcements.read',
  announcementsglobalmanage: 'announcements.global.manage',
  announcementsglobaldocuments: 'announcements.global.documents',
  announcementslocalmanage: 'announcements.local.manage',
  clientsread: 'clients.read',
  clientswrite: 'clients.write',
  referentsread: 'referents.read',
  referentswrite: 'referents.write',
  referentsaccessremove: 'referents.access.remove',
  clientsnotes: 'clients.notes',
  clientsnotesmoderate: 'clients.notes.moderate',
  clientslog: 'clients.log',
  clientseligibility: 'clients.eligibility',
  clientsimport: 'clients.import',
  negotiationsread: 'negotiations.read',
  negotiationscreate: 'negotiations.create',
  negotiationsmanage: 'negotiations.manage',
  callsread: 'calls.read',
  callscreate: 'calls.create',
  callsupdate: 'calls.update',
  callssupplier: 'calls.supplier',
  callsarchive: 'calls.archive',
  tasksread: 'tasks.read',
  taskswrite: 'tasks.write',
  homeread: 'home.read',
  notificationsread: 'notifications.read',
  saved_viewsmanage: 'saved_views.manage',
  settingsglobalread: 'settings.global.read',
  usersmanage: 'users.manage',
  platformsecuritymanage: 'platform.security.manage',
  projectsusersmanage: 'projects.users.manage',
  newslettersmanage: 'newsletters.manage',
  templatesglobalmanage: 'templates.global.manage',
  templateslocalmanage: 'templates.local.manage',
  auditread: 'audit.read',
  announcementsshare: 'announcements.share',
  federationreleasesmanage: 'federation.releases.manage',
} as const;

export type UserView = {
  id: number;
  name: string;
  surname: string;
  /** Nome e cognome */
  fullName: string;
  email: string;
  type: UserViewType;
  /** @nullable */
  phone: string | null;
  can_access_local_announcements: boolean;
  can_edit_global_setting: boolean;
  accepted: boolean;
  /** @nullable */
  referent_id: number | null;
  /**
   * URL dell’immagine del profilo
   * @nullable
   */
  logo: string | null;
  status: UserViewStatus;
  /** Password temporanea: finché non è cambiata funziona solo il profilo */
  must_change_password: boolean;
  /** Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37 */
  start_page: UserViewStartPage;
  projects: UserProjectRefView[];
  created_at: string;
  updated_at: string;
  isAdmin: boolean;
  isExpertAnnouncement: boolean;
  /** Percorso iniziale dopo il login */
  initialRoute: string;
  capabilities: CapabilitiesView;
  /** Permessi del ruolo (docs/roles.md#permissions): l’interfaccia offre solo le azioni che l’API accetta */
  permissions: UserViewPermissionsItem[];
  /** Verifica in due passaggi (TOTP) attiva (docs/security.md#two-factor-authentication) */
  mfa_enabled: boolean;
  /** La piattaforma la richiede per il ruolo e l'utente non l'ha ancora attivata: l'interfaccia porta al profilo */
  mfa_enrolment_required: boolean;
};

/**
 * L’utente della sessione; null se non si è entrati
 * @nullable
 */
export type SessionViewUser = UserView | null;

export type SessionView = {
  /**
   * L’utente della sessione; null se non si è entrati
   * @nullable
   */
  user: SessionViewUser;
};

export type UpdateProfileDto = {
  name: string;
  surname: string;
  /** @nullable */
  phone?: string | null;
};

export type ChangePasswordDto = {
  /** @maxLength 128 */
  old_password: string;
  /**
   * 8-128 caratteri, almeno un numero e un carattere speciale, non una password comune
   * @minLength 8
   * @maxLength 128
   */
  password: string;
  password_confirmation: string;
};

export type ForgotPasswordDto = {
  email: string;
};

export type MessageView = {
  message: string;
};

export type ResetPasswordDto = {
  email: string;
  /**
   * Temporary password received by e-mail
   * @maxLength 128
   */
  token: string;
  /**
   * 8-128 caratteri, almeno un numero e un carattere speciale, non una password comune
   * @minLength 8
   * @maxLength 128
   */
  password: string;
  password_confirmation: string;
};

export type MfaStatusResponse = {
  enabled: boolean;
  /** @nullable */
  enabled_at: string | null;
  /** Unused recovery codes left */
  recovery_codes_left: number;
  /** Mandatory for this user (role + platform setting) */
  required: boolean;
};

export type MfaSetupResponse = {
  /** Base32 TOTP secret, for manual entry */
  secret: string;
  /** otpauth:// URI (RFC 6238 key URI) */
  otpauth_uri: string;
  /** QR code of the URI, an SVG data URL */
  qr_code: string;
};

export type MfaCodeDto = {
  code: string;
};

export type RecoveryCodesResponse = {
  recovery_codes: string[];
};

export type SecuritySettingsResponse = {
  mfa_required: boolean;
};

export type SecuritySettingsDto = {
  /** Second factor mandatory for administrators and global experts */
  mfa_required?: boolean;
};

export type ModulesView = {
  announcements: boolean;
  clients: boolean;
  calls: boolean;
  settings: boolean;
};

export type ProjectUserViewType = (typeof ProjectUserViewType)[keyof typeof ProjectUserViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ProjectUserViewType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type ProjectUserViewStatus = (typeof ProjectUserViewStatus)[keyof typeof ProjectUserViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ProjectUserViewStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

export type ProjectUserView = {
  id: number;
  name: string;
  surname: string;
  email?: string;
  type: ProjectUserViewType;
  /**
   * URL dell’immagine del profilo
   * @nullable
   */
  logo: string | null;
  status?: ProjectUserViewStatus;
};

export type ProjectViewColor = (typeof ProjectViewColor)[keyof typeof ProjectViewColor];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ProjectViewColor = {
  blue: 'blue',
  green: 'green',
  red: 'red',
  yellow: 'yellow',
  purple: 'purple',
  pink: 'pink',
  cyan: 'cyan',
  orange: 'orange',
} as const;

export type ProjectView = {
  id: number;
  name: string;
  color: ProjectViewColor;
  /**
   * URL del logo orizzontale
   * @nullable
   */
  horizontal_logo: string | null;
  /**
   * URL del logo verticale
   * @nullable
   */
  vertical_logo: string | null;
  newsletter_enabled: boolean;
  /**
   * Reply-To delle newsletter; null: l’indirizzo di chi invia
   * @nullable
   */
  reply_to_email: string | null;
  modules: ModulesView;
  users: ProjectUserView[];
  users_count: number;
  created_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type ProjectPage = {
  data: ProjectView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type CreateProjectDtoColor = (typeof CreateProjectDtoColor)[keyof typeof CreateProjectDtoColor];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateProjectDtoColor = {
  blue: 'blue',
  green: 'green',
  red: 'red',
  yellow: 'yellow',
  purple: 'purple',
  pink: 'pink',
  cyan: 'cyan',
  orange: 'orange',
} as const;

export type CreateProjectDto = {
  name: string;
  color: CreateProjectDtoColor;
  /**
   * Address of a logo uploaded to this environment (/api/logos/{id}), or null
   * @nullable
   */
  horizontal_logo?: string | null;
  /**
   * Address of a logo uploaded to this environment (/api/logos/{id}), or null
   * @nullable
   */
  vertical_logo?: string | null;
};

export type UpdateProjectDtoColor = (typeof UpdateProjectDtoColor)[keyof typeof UpdateProjectDtoColor];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateProjectDtoColor = {
  blue: 'blue',
  green: 'green',
  red: 'red',
  yellow: 'yellow',
  purple: 'purple',
  pink: 'pink',
  cyan: 'cyan',
  orange: 'orange',
} as const;

export type UpdateProjectDto = {
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
  name?: string;
  color?: UpdateProjectDtoColor;
  /**
   * Address of a logo uploaded to this environment (/api/logos/{id}), or null
   * @nullable
   */
  horizontal_logo?: string | null;
  /**
   * Address of a logo uploaded to this environment (/api/logos/{id}), or null
   * @nullable
   */
  vertical_logo?: string | null;
  newsletter_enabled?: boolean;
  /**
   * Reply-To of the environment's newsletters; null or '': the sending user's address (docs/architecture.md#mail-templates)
   * @nullable
   */
  reply_to_email?: string | null;
};

export type ModifiedByDto = {
  /** @nullable */
  id: number | null;
  /** @nullable */
  name: string | null;
};

/**
 * Il record attuale, come lo risponde la sua GET (null se non disponibile)
 * @nullable
 */
export type ConflictBodyDtoCurrent = { [key: string]: unknown } | null;

export type ConflictBodyDto = {
  message: string;
  /**
   * Il record attuale, come lo risponde la sua GET (null se non disponibile)
   * @nullable
   */
  current: ConflictBodyDtoCurrent;
  /** Versione attuale del record */
  version: number;
  modified_by: ModifiedByDto;
  modified_at: string;
};

export type ModulesDto = {
  announcements: boolean;
  clients: boolean;
  calls: boolean;
  settings: boolean;
};

export type ProjectUserPage = {
  data: ProjectUserView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type ProjectSettingsView = {
  project: ProjectView;
  users: ProjectUserView[];
};

export type AtecoCodeViewVersion = (typeof AtecoCodeViewVersion)[keyof typeof AtecoCodeViewVersion];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AtecoCodeViewVersion = {
  NUMBER_2025: '2025',
  NUMBER_2007: '2007',
} as const;

export type AtecoCodeView = {
  version: AtecoCodeViewVersion;
  /** Codice: lettera di sezione o cifre con i punti */
  code: string;
  description: string;
  /** @nullable */
  description_en: string | null;
  /** 1 sezione … 6 sottocategoria */
  level: number;
  level_name: string;
  /** @nullable */
  parent_code: string | null;
  /** Lettera della sezione */
  section: string;
};

export type AtecoCodePage = {
  data: AtecoCodeView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type AtecoCodeDetailVersion = (typeof AtecoCodeDetailVersion)[keyof typeof AtecoCodeDetailVersion];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AtecoCodeDetailVersion = {
  NUMBER_2025: '2025',
  NUMBER_2007: '2007',
} as const;

export type AtecoCodeDetail = {
  version: AtecoCodeDetailVersion;
  /** Codice: lettera di sezione o cifre con i punti */
  code: string;
  description: string;
  /** @nullable */
  description_en: string | null;
  /** 1 sezione … 6 sottocategoria */
  level: number;
  level_name: string;
  /** @nullable */
  parent_code: string | null;
  /** Lettera della sezione */
  section: string;
  /** Dalla sezione al padre diretto */
  ancestors: AtecoCodeView[];
};

export type AtecoRecodingView = {
  code_2007: string;
  level: number;
  /**
   * Numero di codici 2025 corrispondenti
   * @nullable
   */
  correspondences: number | null;
  /** @nullable */
  subtype: string | null;
  /**
   * Tipo di ricodifica ISTAT (una lettera)
   * @nullable
   */
  recoding_type: string | null;
  /**
   * Codice 2025 rappresentativo
   * @nullable
   */
  code_2025: string | null;
  /**
   * Codice 2025 usato dalle Camere di commercio
   * @nullable
   */
  code_2025_chamber: string | null;
};

export type RegionView = {
  /** Codice ISTAT */
  code: string;
  name: string;
  /** Ripartizione geografica */
  area: string;
  /** Statuto (ordinario o speciale) */
  statute: string;
};

export type ProvinceView = {
  /** Codice ISTAT */
  code: string;
  /** Sigla */
  acronym: string;
  name: string;
  /** Tipo di ente */
  kind: string;
  /** Codice ISTAT della regione */
  region_code: string;
};

export type ComuneView = {
  /** Codice ISTAT */
  istat_code: string;
  name: string;
  /**
   * Denominazione nell’altra lingua
   * @nullable
   */
  other_name: string | null;
  /** Codice catastale (Belfiore) */
  cadastral_code: string;
  province_acronym: string;
  province_name: string;
  region_code: string;
  region_name: string;
  /**
   * CAP principale
   * @nullable
   */
  cap: string | null;
  /** Tutti i CAP del comune */
  caps: string[];
};

export type ComunePage = {
  data: ComuneView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type LegalFormView = {
  /** Codice ELF */
  elf_code: string;
  name: string;
  /** @nullable */
  abbreviations: string | null;
};

export type ForeignStateView = {
  belfiore_code: string;
  name: string;
  /** @nullable */
  iso2: string | null;
};

export type ReferenceOptionsView = {
  nations: string[];
  /** Procedure di valutazione dei bandi */
  evaluation_procedures: string[];
  /** Anni di costituzione, da quest’anno al 1900 */
  establishment_years: number[];
};

export type DropdownOptionView = {
  value: string;
  label: string;
};

export type CallBulkFilterDtoType = (typeof CallBulkFilterDtoType)[keyof typeof CallBulkFilterDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkFilterDtoType = {
  client: 'client',
  supplier: 'supplier',
} as const;

export type CallBulkFilterDtoStatus = (typeof CallBulkFilterDtoStatus)[keyof typeof CallBulkFilterDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkFilterDtoStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
  archived: 'archived',
} as const;

/**
 * Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date)
 */
export type CallBulkFilterDtoSort = (typeof CallBulkFilterDtoSort)[keyof typeof CallBulkFilterDtoSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkFilterDtoSort = {
  call_date: 'call_date',
  '-call_date': '-call_date',
  client: 'client',
  '-client': '-client',
  status: 'status',
  '-status': '-status',
  type: 'type',
  '-type': '-type',
  created_at: 'created_at',
  '-created_at': '-created_at',
} as const;

export type CallBulkFilterDto = {
  search?: string;
  type?: CallBulkFilterDtoType;
  status?: CallBulkFilterDtoStatus;
  client_id?: number;
  referent_id?: number;
  date_from?: string;
  date_to?: string;
  /** Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date) */
  sort?: CallBulkFilterDtoSort;
};

export type CallBulkDtoAction = (typeof CallBulkDtoAction)[keyof typeof CallBulkDtoAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkDtoAction = {
  archive: 'archive',
  restore: 'restore',
  set_status: 'set_status',
} as const;

/**
 * set_status: il nuovo stato
 */
export type CallBulkDtoStatus = (typeof CallBulkDtoStatus)[keyof typeof CallBulkDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkDtoStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
} as const;

export type CallBulkDto = {
  action: CallBulkDtoAction;
  /**
   * I richieste selezionati
   * @minItems 1
   * @maxItems 500
   */
  ids?: number[];
  /** Tutte le richieste della lista con questi filtri */
  filter?: CallBulkFilterDto;
  /** set_status: il nuovo stato */
  status?: CallBulkDtoStatus;
};

export type CallBulkResultViewOutcome = (typeof CallBulkResultViewOutcome)[keyof typeof CallBulkResultViewOutcome];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkResultViewOutcome = {
  done: 'done',
  refused: 'refused',
} as const;

export type CallBulkResultView = {
  call_id: number;
  /**
   * Data e cliente o azienda (null per una richiesta non trovata)
   * @nullable
   */
  label: string | null;
  outcome: CallBulkResultViewOutcome;
  /**
   * Perché non è stata modificata (in italiano)
   * @nullable
   */
  reason: string | null;
};

export type CallBulkViewAction = (typeof CallBulkViewAction)[keyof typeof CallBulkViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallBulkViewAction = {
  archive: 'archive',
  restore: 'restore',
  set_status: 'set_status',
} as const;

export type CallBulkView = {
  /** Record selezionati (ognuno una volta) */
  total: number;
  /** Record modificati */
  done: number;
  /** Record non modificati (con il motivo nel loro risultato) */
  refused: number;
  action: CallBulkViewAction;
  results: CallBulkResultView[];
};

export type SendToEntryView = {
  name: string;
  email: string;
  active: boolean;
};

export type CallViewType = (typeof CallViewType)[keyof typeof CallViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallViewType = {
  client: 'client',
  supplier: 'supplier',
} as const;

export type CallViewStatus = (typeof CallViewStatus)[keyof typeof CallViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallViewStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
  archived: 'archived',
} as const;

export type CallView = {
  id: number;
  type: CallViewType;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  client_name: string | null;
  /** @nullable */
  referent_id: number | null;
  /** @nullable */
  referent_name: string | null;
  /**
   * Ragione sociale del fornitore (richiesta a fornitore)
   * @nullable
   */
  company_name: string | null;
  /** Data della richiesta, `YYYY-MM-DD` */
  call_date: string;
  status: CallViewStatus;
  /** @nullable */
  note: string | null;
  areas_of_intervention: string[];
  send_to: SendToEntryView[];
  /** @nullable */
  sent_at: string | null;
  /**
   * Indirizzi dell’ultimo invio
   * @nullable
   */
  sent_to: string[] | null;
  announcements_count: number;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  updated_by: number | null;
};

export type CallPage = {
  data: CallView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type SendToDto = {
  name: string;
  email: string;
  active: boolean;
};

export type CreateCallDtoStatus = (typeof CreateCallDtoStatus)[keyof typeof CreateCallDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCallDtoStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
} as const;

export type CreateCallDtoType = (typeof CreateCallDtoType)[keyof typeof CreateCallDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCallDtoType = {
  client: 'client',
  supplier: 'supplier',
} as const;

export type CreateCallDto = {
  /** Client call: client of this environment (required) */
  client_id?: number;
  /** Client call: referent of this environment (required) */
  referent_id?: number;
  /** Supplier call: company name (required) */
  company_name?: string;
  /** Default today */
  call_date?: string;
  status?: CreateCallDtoStatus;
  /** @nullable */
  note?: string | null;
  areas_of_intervention?: string[];
  /** Supplier call recipients */
  send_to?: SendToDto[];
  type: CreateCallDtoType;
};

export type CallAnnouncementViewScope = (typeof CallAnnouncementViewScope)[keyof typeof CallAnnouncementViewScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallAnnouncementViewScope = {
  global: 'global',
  local: 'local',
} as const;

export type CallAnnouncementView = {
  id: number;
  name: string;
  scope: CallAnnouncementViewScope;
  /** @nullable */
  end_date: string | null;
};

export type CallDetailViewType = (typeof CallDetailViewType)[keyof typeof CallDetailViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallDetailViewType = {
  client: 'client',
  supplier: 'supplier',
} as const;

export type CallDetailViewStatus = (typeof CallDetailViewStatus)[keyof typeof CallDetailViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallDetailViewStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
  archived: 'archived',
} as const;

export type CallDetailView = {
  id: number;
  type: CallDetailViewType;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  client_name: string | null;
  /** @nullable */
  referent_id: number | null;
  /** @nullable */
  referent_name: string | null;
  /**
   * Ragione sociale del fornitore (richiesta a fornitore)
   * @nullable
   */
  company_name: string | null;
  /** Data della richiesta, `YYYY-MM-DD` */
  call_date: string;
  status: CallDetailViewStatus;
  /** @nullable */
  note: string | null;
  areas_of_intervention: string[];
  send_to: SendToEntryView[];
  /** @nullable */
  sent_at: string | null;
  /**
   * Indirizzi dell’ultimo invio
   * @nullable
   */
  sent_to: string[] | null;
  announcements_count: number;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  updated_by: number | null;
  announcements: CallAnnouncementView[];
};

export type UpdateCallDtoStatus = (typeof UpdateCallDtoStatus)[keyof typeof UpdateCallDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateCallDtoStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
} as const;

export type UpdateCallDto = {
  /** Client call: client of this environment (required) */
  client_id?: number;
  /** Client call: referent of this environment (required) */
  referent_id?: number;
  /** Supplier call: company name (required) */
  company_name?: string;
  /** Default today */
  call_date?: string;
  status?: UpdateCallDtoStatus;
  /** @nullable */
  note?: string | null;
  areas_of_intervention?: string[];
  /** Supplier call recipients */
  send_to?: SendToDto[];
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type AdminUserViewType = (typeof AdminUserViewType)[keyof typeof AdminUserViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AdminUserViewType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type AdminUserViewStatus = (typeof AdminUserViewStatus)[keyof typeof AdminUserViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AdminUserViewStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

export type AdminUserView = {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  type: AdminUserViewType;
  /** @nullable */
  phone: string | null;
  status: AdminUserViewStatus;
  accepted: boolean;
  can_edit_global_setting: boolean;
  can_access_local_announcements: boolean;
  /** @nullable */
  logo: string | null;
  projects: UserProjectRefView[];
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** Verifica in due passaggi attiva (l'amministratore può azzerarla: POST /api/users/{id}/mfa/reset) */
  mfa_enabled: boolean;
};

export type AdminUserPage = {
  data: AdminUserView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type CreateUserDtoType = (typeof CreateUserDtoType)[keyof typeof CreateUserDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateUserDtoType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type CreateUserDto = {
  /** @nullable */
  phone?: string | null;
  can_edit_global_setting?: boolean;
  can_access_local_announcements?: boolean;
  name: string;
  surname: string;
  email: string;
  type: CreateUserDtoType;
  project_ids?: number[];
};

export type UpdateUserDtoType = (typeof UpdateUserDtoType)[keyof typeof UpdateUserDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateUserDtoType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type UpdateUserDtoStatus = (typeof UpdateUserDtoStatus)[keyof typeof UpdateUserDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateUserDtoStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

export type UpdateUserDto = {
  /** @nullable */
  phone?: string | null;
  can_edit_global_setting?: boolean;
  can_access_local_announcements?: boolean;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
  name?: string;
  surname?: string;
  type?: UpdateUserDtoType;
  project_ids?: number[];
  status?: UpdateUserDtoStatus;
};

export type AddProjectUserDto = {
  user_id?: number;
  email?: string;
};

export type InviteProjectUserDtoType = (typeof InviteProjectUserDtoType)[keyof typeof InviteProjectUserDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InviteProjectUserDtoType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type InviteProjectUserDto = {
  name: string;
  surname: string;
  email: string;
  type: InviteProjectUserDtoType;
};

export type InvitationView = {
  message: string;
  /** The address as the API stores it (canonical form) */
  email: string;
};

export type CreateGlobalExpertDto = {
  /** @nullable */
  phone?: string | null;
  can_edit_global_setting?: boolean;
  name: string;
  surname: string;
  email: string;
  project_ids?: number[];
};

export type UpdateGlobalExpertDto = {
  /** @nullable */
  phone?: string | null;
  can_edit_global_setting?: boolean;
  name?: string;
  surname?: string;
  project_ids?: number[];
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type StandardDocumentView = {
  id: number;
  name: string;
  /** @nullable */
  description: string | null;
  active: boolean;
  /** Bandi che lo richiedono */
  announcements_count: number;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type StandardDocumentPage = {
  data: StandardDocumentView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type StandardDocumentDto = {
  name: string;
  /** @nullable */
  description?: string | null;
  active?: boolean;
};

export type UpdateStandardDocumentDto = {
  name?: string;
  /** @nullable */
  description?: string | null;
  active?: boolean;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type DropdownListView = {
  /** Chiave della lista */
  list: string;
  label: string;
  count: number;
};

export type DropdownValueView = {
  id: number;
  /** Chiave della lista */
  list: string;
  /** Valore memorizzato nei record */
  value: string;
  label: string;
  sort_order: number;
  active: boolean;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type DropdownValuePage = {
  data: DropdownValueView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type DropdownValueDto = {
  /** Stable code: lowercase letters, digits, dashes; default from the label */
  value?: string;
  label: string;
  sort_order?: number;
  active?: boolean;
};

export type UpdateDropdownValueDto = {
  label?: string;
  sort_order?: number;
  active?: boolean;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type AlertViewType = (typeof AlertViewType)[keyof typeof AlertViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertViewType = {
  info: 'info',
  warning: 'warning',
  error: 'error',
} as const;

export type AlertView = {
  id: number;
  type: AlertViewType;
  content: string;
  starts_at: string;
  /** @nullable */
  ends_at: string | null;
  active: boolean;
  /** Mostrato ora: attivo e adesso in [starts_at, ends_at) */
  current: boolean;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type AlertPage = {
  data: AlertView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type CreateAlertDtoType = (typeof CreateAlertDtoType)[keyof typeof CreateAlertDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateAlertDtoType = {
  info: 'info',
  warning: 'warning',
  error: 'error',
} as const;

export type CreateAlertDto = {
  type: CreateAlertDtoType;
  content: string;
  /** ISO timestamp; default now */
  starts_at?: string;
  /**
   * ISO timestamp; null = no end
   * @nullable
   */
  ends_at?: string | null;
  active?: boolean;
};

export type UpdateAlertDtoType = (typeof UpdateAlertDtoType)[keyof typeof UpdateAlertDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateAlertDtoType = {
  info: 'info',
  warning: 'warning',
  error: 'error',
} as const;

export type UpdateAlertDto = {
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
  type?: UpdateAlertDtoType;
  content?: string;
  starts_at?: string;
  /** @nullable */
  ends_at?: string | null;
  active?: boolean;
};

/**
 * @nullable
 */
export type ActiveAlertViewAlert = AlertView | null;

export type ActiveAlertView = {
  /** @nullable */
  alert: ActiveAlertViewAlert;
};

export type NewsletterProgressView = {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
};

export type NewsletterAnnouncementView = {
  id: number;
  name: string;
  /** @nullable */
  end_date: string | null;
};

export type NewsletterViewStatus = (typeof NewsletterViewStatus)[keyof typeof NewsletterViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NewsletterViewStatus = {
  draft: 'draft',
  sending: 'sending',
  sent: 'sent',
} as const;

/**
 * `manual`: i bandi scelti; `fits`: per ogni destinatario i bandi adatti alla sua impresa
 */
export type NewsletterViewMode = (typeof NewsletterViewMode)[keyof typeof NewsletterViewMode];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NewsletterViewMode = {
  manual: 'manual',
  fits: 'fits',
} as const;

export type NewsletterView = {
  id: number;
  subject: string;
  body: string;
  status: NewsletterViewStatus;
  /** `manual`: i bandi scelti; `fits`: per ogni destinatario i bandi adatti alla sua impresa */
  mode: NewsletterViewMode;
  /**
   * Newsletter di un gestore ai soli iscritti di un cliente; null: tutti gli iscritti
   * @nullable
   */
  client_id: number | null;
  /**
   * Aggiornamento: ai soli iscritti dei clienti idonei a questo bando; null: tutti gli iscritti
   * @nullable
   */
  audience_announcement_id: number | null;
  /**
   * Titolo del bando di `audience_announcement_id`
   * @nullable
   */
  audience_announcement_name: string | null;
  /** E-mail del registro di consegna per stato (dopo l’invio) */
  progress: NewsletterProgressView;
  /** @nullable */
  sent_at: string | null;
  /** @nullable */
  recipients_count: number | null;
  announcements: NewsletterAnnouncementView[];
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type NewsletterPage = {
  data: NewsletterView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

/**
 * manual: the bandi chosen; fits: each recipient's company's fitting calls
 */
export type CreateNewsletterDtoMode = (typeof CreateNewsletterDtoMode)[keyof typeof CreateNewsletterDtoMode];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateNewsletterDtoMode = {
  manual: 'manual',
  fits: 'fits',
} as const;

export type CreateNewsletterDto = {
  subject: string;
  body: string;
  /** Bandi to present: global or local to this environment */
  announcement_ids?: number[];
  /** manual: the bandi chosen; fits: each recipient's company's fitting calls */
  mode?: CreateNewsletterDtoMode;
  /**
   * A client's newsletter: only that client's subscribers
   * @nullable
   */
  client_id?: number | null;
  /**
   * An «aggiornamento»: only the subscribers whose client fits this call (global or of this environment)
   * @nullable
   */
  audience_announcement_id?: number | null;
};

export type NewsletterClientUpdateDto = {
  /** The changed call (global or of this environment) */
  announcement_id: number;
};

/**
 * manual: the bandi chosen; fits: each recipient's company's fitting calls
 */
export type UpdateNewsletterDtoMode = (typeof UpdateNewsletterDtoMode)[keyof typeof UpdateNewsletterDtoMode];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateNewsletterDtoMode = {
  manual: 'manual',
  fits: 'fits',
} as const;

export type UpdateNewsletterDto = {
  subject?: string;
  body?: string;
  /** Bandi to present: global or local to this environment */
  announcement_ids?: number[];
  /** manual: the bandi chosen; fits: each recipient's company's fitting calls */
  mode?: UpdateNewsletterDtoMode;
  /**
   * A client's newsletter: only that client's subscribers
   * @nullable
   */
  client_id?: number | null;
  /**
   * An «aggiornamento»: only the subscribers whose client fits this call (global or of this environment)
   * @nullable
   */
  audience_announcement_id?: number | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type NewsletterPreview = {
  subscriber_id: number;
  /** Indirizzo del destinatario */
  to: string;
  /** Reply-To: indirizzo per le risposte (dell’ambiente, altrimenti di chi invia) */
  reply_to: string;
  subject: string;
  /** Testo del messaggio (con il collegamento di disiscrizione) */
  text: string;
  /** Versione HTML del messaggio (CSS in linea; collegamenti con il token `anteprima`) */
  html: string;
  /** I bandi presentati a questo destinatario */
  announcements: NewsletterAnnouncementView[];
};

export type NewsletterPreviewList = {
  data: NewsletterPreview[];
  /** Iscritti a cui la newsletter sarebbe inviata ora */
  recipients_count: number;
};

export type DeliveryViewStatus = (typeof DeliveryViewStatus)[keyof typeof DeliveryViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeliveryViewStatus = {
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
} as const;

export type DeliveryView = {
  /** Indirizzo del destinatario */
  recipient: string;
  /** @nullable */
  subscriber_id: number | null;
  status: DeliveryViewStatus;
  /** Tentativi di invio fatti */
  attempts: number;
  /**
   * Errore dell’ultimo tentativo
   * @nullable
   */
  error: string | null;
  created_at: string;
  /** @nullable */
  sent_at: string | null;
};

export type DeliveryList = {
  data: DeliveryView[];
};

export type SubscriberViewStatus = (typeof SubscriberViewStatus)[keyof typeof SubscriberViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SubscriberViewStatus = {
  pending: 'pending',
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
} as const;

export type SubscriberView = {
  id: number;
  email: string;
  /** @nullable */
  client_id: number | null;
  /**
   * Ragione sociale del cliente
   * @nullable
   */
  client_name: string | null;
  /** @nullable */
  referent_id: number | null;
  /**
   * Nome e cognome del referente
   * @nullable
   */
  referent_name: string | null;
  status: SubscriberViewStatus;
  /**
   * Scadenza del collegamento di conferma
   * @nullable
   */
  confirm_expires_at: string | null;
  /** @nullable */
  confirmed_at: string | null;
  /** @nullable */
  unsubscribed_at: string | null;
  created_at: string;
};

export type SubscriberList = {
  data: SubscriberView[];
};

export type SubscribeDto = {
  client_id?: number;
  referent_id?: number;
};

export type ConsentViewAction = (typeof ConsentViewAction)[keyof typeof ConsentViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ConsentViewAction = {
  requested: 'requested',
  confirmed: 'confirmed',
  unsubscribed: 'unsubscribed',
} as const;

export type ConsentView = {
  action: ConsentViewAction;
  /** @nullable */
  ip: string | null;
  /** @nullable */
  user_agent: string | null;
  /** Versione del testo del consenso */
  text_version: string;
  /**
   * Utente che ha agito (null: l’iscritto stesso)
   * @nullable
   */
  created_by: number | null;
  created_at: string;
};

export type SubscriberDetailViewStatus = (typeof SubscriberDetailViewStatus)[keyof typeof SubscriberDetailViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SubscriberDetailViewStatus = {
  pending: 'pending',
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
} as const;

export type SubscriberDetailView = {
  id: number;
  email: string;
  /** @nullable */
  client_id: number | null;
  /**
   * Ragione sociale del cliente
   * @nullable
   */
  client_name: string | null;
  /** @nullable */
  referent_id: number | null;
  /**
   * Nome e cognome del referente
   * @nullable
   */
  referent_name: string | null;
  status: SubscriberDetailViewStatus;
  /**
   * Scadenza del collegamento di conferma
   * @nullable
   */
  confirm_expires_at: string | null;
  /** @nullable */
  confirmed_at: string | null;
  /** @nullable */
  unsubscribed_at: string | null;
  created_at: string;
  consents: ConsentView[];
};

export type NewsletterTokenDto = {
  token: string;
};

export type NewsletterConfirmedViewStatus = (typeof NewsletterConfirmedViewStatus)[keyof typeof NewsletterConfirmedViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NewsletterConfirmedViewStatus = {
  subscribed: 'subscribed',
} as const;

export type NewsletterConfirmedView = {
  /** Nome dell’ambiente */
  project_name: string;
  email: string;
  status: NewsletterConfirmedViewStatus;
};

export type NewsletterUnsubscribedViewStatus = (typeof NewsletterUnsubscribedViewStatus)[keyof typeof NewsletterUnsubscribedViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NewsletterUnsubscribedViewStatus = {
  unsubscribed: 'unsubscribed',
} as const;

export type NewsletterUnsubscribedView = {
  /** Nome dell’ambiente */
  project_name: string;
  email: string;
  status: NewsletterUnsubscribedViewStatus;
};

export type InterestRecordedViewStatus = (typeof InterestRecordedViewStatus)[keyof typeof InterestRecordedViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InterestRecordedViewStatus = {
  recorded: 'recorded',
} as const;

export type InterestRecordedView = {
  status: InterestRecordedViewStatus;
  call_id: number;
};

export type ImportRejectedView = {
  /** ID_Incentivo della riga */
  id: string;
  /** Motivo dello scarto, in italiano */
  reason: string;
};

export type ImportUnmatchedView = {
  /** ID_Incentivo della riga */
  id: string;
  names: string[];
};

export type ImportReportView = {
  /** Righe lette dal file */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: ImportRejectedView[];
  unmatched: ImportUnmatchedView[];
};

export type AnnouncementBulkFilterDtoStatus = (typeof AnnouncementBulkFilterDtoStatus)[keyof typeof AnnouncementBulkFilterDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkFilterDtoStatus = {
  draft: 'draft',
  published: 'published',
} as const;

export type AnnouncementBulkFilterDtoState = (typeof AnnouncementBulkFilterDtoState)[keyof typeof AnnouncementBulkFilterDtoState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkFilterDtoState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

export type AnnouncementBulkFilterDtoScope = (typeof AnnouncementBulkFilterDtoScope)[keyof typeof AnnouncementBulkFilterDtoScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkFilterDtoScope = {
  global: 'global',
  local: 'local',
} as const;

export type AnnouncementBulkFilterDtoSort = (typeof AnnouncementBulkFilterDtoSort)[keyof typeof AnnouncementBulkFilterDtoSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkFilterDtoSort = {
  current: 'current',
  deadline: 'deadline',
  deadline_desc: 'deadline_desc',
  relevance: 'relevance',
  name: 'name',
  updated: 'updated',
} as const;

export type AnnouncementBulkFilterDto = {
  search?: string;
  status?: AnnouncementBulkFilterDtoStatus;
  state?: AnnouncementBulkFilterDtoState;
  scope?: AnnouncementBulkFilterDtoScope;
  /** comma separated, e.g. type_non_repayable_fund,type_warranty */
  funding_type?: string;
  /** comma separated, e.g. aid_scheme_de_minimis */
  aid_scheme?: string;
  region?: string;
  ateco?: string;
  company_dimension?: string;
  deadline_from?: string;
  deadline_to?: string;
  sort?: AnnouncementBulkFilterDtoSort;
};

export type AnnouncementBulkDtoAction = (typeof AnnouncementBulkDtoAction)[keyof typeof AnnouncementBulkDtoAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkDtoAction = {
  publish: 'publish',
  unpublish: 'unpublish',
  delete: 'delete',
} as const;

export type AnnouncementBulkDto = {
  action: AnnouncementBulkDtoAction;
  /**
   * I bandi selezionati
   * @minItems 1
   * @maxItems 500
   */
  ids?: number[];
  /** Tutti i bandi della lista con questi filtri */
  filter?: AnnouncementBulkFilterDto;
};

export type AnnouncementBulkResultViewOutcome = (typeof AnnouncementBulkResultViewOutcome)[keyof typeof AnnouncementBulkResultViewOutcome];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkResultViewOutcome = {
  done: 'done',
  refused: 'refused',
} as const;

export type AnnouncementBulkResultView = {
  announcement_id: number;
  /**
   * Il nome (null per un bando non trovato)
   * @nullable
   */
  name: string | null;
  outcome: AnnouncementBulkResultViewOutcome;
  /**
   * Perché non è stato modificato (in italiano)
   * @nullable
   */
  reason: string | null;
};

export type AnnouncementBulkViewAction = (typeof AnnouncementBulkViewAction)[keyof typeof AnnouncementBulkViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBulkViewAction = {
  publish: 'publish',
  unpublish: 'unpublish',
  delete: 'delete',
} as const;

export type AnnouncementBulkView = {
  /** Record selezionati (ognuno una volta) */
  total: number;
  /** Record modificati */
  done: number;
  /** Record non modificati (con il motivo nel loro risultato) */
  refused: number;
  action: AnnouncementBulkViewAction;
  results: AnnouncementBulkResultView[];
};

export type AnnouncementListItemViewScope = (typeof AnnouncementListItemViewScope)[keyof typeof AnnouncementListItemViewScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementListItemViewScope = {
  global: 'global',
  local: 'local',
} as const;

export type AnnouncementListItemViewStatus = (typeof AnnouncementListItemViewStatus)[keyof typeof AnnouncementListItemViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementListItemViewStatus = {
  draft: 'draft',
  published: 'published',
} as const;

/**
 * Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
 */
export type AnnouncementListItemViewState = (typeof AnnouncementListItemViewState)[keyof typeof AnnouncementListItemViewState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementListItemViewState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

/**
 * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
 * @nullable
 */
export type AnnouncementListItemViewDeMinimisRegulation =
  | (typeof AnnouncementListItemViewDeMinimisRegulation)[keyof typeof AnnouncementListItemViewDeMinimisRegulation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementListItemViewDeMinimisRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type AnnouncementListItemView = {
  type_non_repayable_fund: boolean;
  type_concessionary_financing: boolean;
  type_fiscal_bonus: boolean;
  type_interest_account: boolean;
  type_warranty: boolean;
  id: number;
  scope: AnnouncementListItemViewScope;
  status: AnnouncementListItemViewStatus;
  /** Aperto, in arrivo o chiuso secondo le date (oggi in Italia) */
  state: AnnouncementListItemViewState;
  name: string;
  /** @nullable */
  start_date: string | null;
  /** @nullable */
  end_date: string | null;
  /**
   * Ente erogatore
   * @nullable
   */
  supplying_authority: string | null;
  /**
   * Procedura di valutazione
   * @nullable
   */
  evaluation_procedure: string | null;
  /** Dimensioni d’impresa ammesse (vuoto: tutte) */
  announcements_company_dimensions: string[];
  /** Aree di intervento */
  announcements_areas_of_intervention: string[];
  /**
   * Origine di un bando importato, es. `incentivi.gov.it`
   * @nullable
   */
  source: string | null;
  /**
   * Id del bando nella fonte
   * @nullable
   */
  source_id: string | null;
  created_at: string;
  updated_at: string;
  aid_scheme_general_taxation: boolean;
  aid_scheme_temporary_framework: boolean;
  aid_scheme_de_minimis: boolean;
  aid_scheme_exemption: boolean;
  /**
   * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
   * @nullable
   */
  de_minimis_regulation: AnnouncementListItemViewDeMinimisRegulation;
  /**
   * Ambiente di un bando locale; null: globale
   * @nullable
   */
  project_id: number | null;
};

export type AnnouncementPage = {
  data: AnnouncementListItemView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type AtecoEntryDto = {
  /**
   * an ATECO 2025 or 2007 code or section; blank = no entry (not stored)
   * @nullable
   */
  value?: string | null;
  primary?: boolean;
};

/**
 * @nullable
 */
export type LocationDtoNation = (typeof LocationDtoNation)[keyof typeof LocationDtoNation] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LocationDtoNation = {
  Italia: 'Italia',
  Europa: 'Europa',
  Extra_UE: 'Extra UE',
} as const;

export type LocationDto = {
  /** @nullable */
  nation?: LocationDtoNation;
  /**
   * ISTAT region code
   * @nullable
   */
  region?: string | null;
  /**
   * province acronym (sigla)
   * @nullable
   */
  province?: string | null;
  /**
   * comune ISTAT code
   * @nullable
   */
  city?: string | null;
};

export type ExpenseItemDto = {
  /** @nullable */
  description?: string | null;
  /** @nullable */
  max_import_note?: string | null;
  /** @nullable */
  max_import_value?: number | null;
  /** @nullable */
  max_import_percentage?: number | null;
  /** @nullable */
  min_import_note?: string | null;
  /** @nullable */
  min_import_value?: number | null;
  /** @nullable */
  min_import_percentage?: number | null;
  required_attachment?: string[];
  /** @nullable */
  note?: string | null;
};

export type DocumentDto = {
  /** id of an existing row to keep */
  id?: number;
  /** @nullable */
  name?: string | null;
  /** @nullable */
  file_id?: string | null;
  delete_existing_file?: boolean;
};

export type CustomFieldDto = {
  /** id of an existing row (rows of another owner are left alone) */
  id?: number;
  /** @nullable */
  label?: string | null;
  /** @nullable */
  value?: string | null;
};

export type AnnouncementBodyDtoStatus = (typeof AnnouncementBodyDtoStatus)[keyof typeof AnnouncementBodyDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBodyDtoStatus = {
  draft: 'draft',
  published: 'published',
} as const;

/**
 * Regolamento de minimis del bando
 * @nullable
 */
export type AnnouncementBodyDtoDeMinimisRegulation =
  | (typeof AnnouncementBodyDtoDeMinimisRegulation)[keyof typeof AnnouncementBodyDtoDeMinimisRegulation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBodyDtoDeMinimisRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type AnnouncementBodyDtoRequirementsWithoutLimitItem =
  (typeof AnnouncementBodyDtoRequirementsWithoutLimitItem)[keyof typeof AnnouncementBodyDtoRequirementsWithoutLimitItem];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBodyDtoRequirementsWithoutLimitItem = {
  number_of_employees_min: 'number_of_employees_min',
  number_of_employees_max: 'number_of_employees_max',
  year_of_establishment_min: 'year_of_establishment_min',
  year_of_establishment_max: 'year_of_establishment_max',
  annual_volume_min: 'annual_volume_min',
  annual_volume_max: 'annual_volume_max',
  announcements_company_dimensions: 'announcements_company_dimensions',
  announcements_ateco_codes: 'announcements_ateco_codes',
} as const;

/**
 * @nullable
 */
export type AnnouncementBodyDtoSubscribedToCciaa =
  | (typeof AnnouncementBodyDtoSubscribedToCciaa)[keyof typeof AnnouncementBodyDtoSubscribedToCciaa]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementBodyDtoSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

export type AnnouncementBodyDto = {
  status?: AnnouncementBodyDtoStatus;
  /** @nullable */
  name?: string | null;
  /** @nullable */
  start_date?: string | null;
  /** @nullable */
  end_date?: string | null;
  /** @nullable */
  evaluation_procedure?: string | null;
  /** @nullable */
  supplying_authority?: string | null;
  /** @nullable */
  description?: string | null;
  /** @nullable */
  link_regulatory?: string | null;
  /** @nullable */
  fact_sheet?: string | null;
  /**
   * uploaded file id of the information sheet
   * @nullable
   */
  information_sheet?: string | null;
  information_sheet_delete?: boolean;
  /** @nullable */
  facilitation_cumulability?: string | null;
  /** @nullable */
  facilitation_intensity_of_help?: string | null;
  /** @nullable */
  facilitation_relief?: string | null;
  type_non_repayable_fund?: boolean;
  type_concessionary_financing?: boolean;
  type_fiscal_bonus?: boolean;
  type_interest_account?: boolean;
  type_warranty?: boolean;
  aid_scheme_general_taxation?: boolean;
  aid_scheme_temporary_framework?: boolean;
  aid_scheme_de_minimis?: boolean;
  aid_scheme_exemption?: boolean;
  /**
   * Regolamento de minimis del bando
   * @nullable
   */
  de_minimis_regulation?: AnnouncementBodyDtoDeMinimisRegulation;
  /** @nullable */
  number_of_employees_min?: number | null;
  /** @nullable */
  number_of_employees_max?: number | null;
  /** @nullable */
  year_of_establishment_min?: number | null;
  /** @nullable */
  year_of_establishment_max?: number | null;
  /** @nullable */
  annual_volume_min?: number | null;
  /** @nullable */
  annual_volume_max?: number | null;
  /** Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori) */
  requirements_without_limit?: AnnouncementBodyDtoRequirementsWithoutLimitItem[];
  announcements_company_dimensions?: string[];
  announcements_areas_of_intervention?: string[];
  announcements_ateco_codes?: AtecoEntryDto[];
  include_ateco_codes?: boolean;
  announcements_locations?: LocationDto[];
  legal_form?: string[];
  business_register?: string[];
  interprofessional_fund?: string[];
  /** @nullable */
  subscribed_to_cciaa?: AnnouncementBodyDtoSubscribedToCciaa;
  female_enterprise?: boolean;
  youth_enterprise?: boolean;
  public_entity_enterprise?: boolean;
  announcements_expense_items?: ExpenseItemDto[];
  /** @nullable */
  eligible_expense_min?: number | null;
  /** @nullable */
  eligible_expense_max?: number | null;
  /** @nullable */
  grant_min?: number | null;
  /** @nullable */
  grant_max?: number | null;
  /** ids of standard documents */
  standard_documents?: number[];
  announcements_additional_documents?: DocumentDto[];
  /** ids of additional documents to remove */
  announcements_additional_documents_to_delete?: number[];
  announcements_other_attachments?: DocumentDto[];
  announcements_custom_fields?: CustomFieldDto[];
};

export type FileInfoView = {
  id: string;
  /** Nome del file caricato (ripulito) */
  original_name: string;
  /** Tipo riconosciuto dal contenuto */
  mime_type: string;
  /** Dimensione in byte */
  size_bytes: number;
};

export type AtecoRequirementView = {
  value: string;
  primary: boolean;
  /**
   * Codice ATECO 2007 di origine (bandi importati)
   * @nullable
   */
  original_code_2007: string | null;
  /**
   * Descrizione ATECO 2025
   * @nullable
   */
  description: string | null;
};

/**
 * @nullable
 */
export type LocationViewNation = (typeof LocationViewNation)[keyof typeof LocationViewNation] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LocationViewNation = {
  Italia: 'Italia',
  Europa: 'Europa',
  Extra_UE: 'Extra UE',
} as const;

export type LocationView = {
  /** @nullable */
  nation: LocationViewNation;
  /**
   * Codice ISTAT della regione
   * @nullable
   */
  region: string | null;
  /**
   * Sigla della provincia
   * @nullable
   */
  province: string | null;
  /**
   * Codice ISTAT del comune
   * @nullable
   */
  city: string | null;
  /** @nullable */
  region_name: string | null;
  /** @nullable */
  province_name: string | null;
  /** @nullable */
  city_name: string | null;
};

export type AnnouncementStandardDocumentView = {
  id: number;
  name: string;
  /** @nullable */
  description: string | null;
  /** @nullable */
  project_id: number | null;
};

/**
 * @nullable
 */
export type AnnouncementDocumentViewFile = FileInfoView | null;

export type AnnouncementDocumentView = {
  id: number;
  /** @nullable */
  name: string | null;
  /**
   * Ambiente che l’ha aggiunto; null: documento del bando
   * @nullable
   */
  project_id: number | null;
  /** @nullable */
  file: AnnouncementDocumentViewFile;
};

export type CustomFieldView = {
  id: number;
  /** @nullable */
  label: string | null;
  /** @nullable */
  value: string | null;
  /** @nullable */
  project_id: number | null;
};

export type AnnouncementDetailViewScope = (typeof AnnouncementDetailViewScope)[keyof typeof AnnouncementDetailViewScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementDetailViewScope = {
  global: 'global',
  local: 'local',
} as const;

export type AnnouncementDetailViewStatus = (typeof AnnouncementDetailViewStatus)[keyof typeof AnnouncementDetailViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementDetailViewStatus = {
  draft: 'draft',
  published: 'published',
} as const;

/**
 * Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
 */
export type AnnouncementDetailViewState = (typeof AnnouncementDetailViewState)[keyof typeof AnnouncementDetailViewState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementDetailViewState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

/**
 * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
 * @nullable
 */
export type AnnouncementDetailViewDeMinimisRegulation =
  | (typeof AnnouncementDetailViewDeMinimisRegulation)[keyof typeof AnnouncementDetailViewDeMinimisRegulation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementDetailViewDeMinimisRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

/**
 * Scheda informativa caricata
 * @nullable
 */
export type AnnouncementDetailViewInformationSheet = FileInfoView | null;

/**
 * @nullable
 */
export type AnnouncementDetailViewSubscribedToCciaa =
  | (typeof AnnouncementDetailViewSubscribedToCciaa)[keyof typeof AnnouncementDetailViewSubscribedToCciaa]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementDetailViewSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

/**
 * Riga originale di un bando importato
 * @nullable
 */
export type AnnouncementDetailViewSourceData = { [key: string]: unknown } | null;

export type AnnouncementDetailViewEditableTabsItem =
  (typeof AnnouncementDetailViewEditableTabsItem)[keyof typeof AnnouncementDetailViewEditableTabsItem];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementDetailViewEditableTabsItem = {
  generale: 'generale',
  requisiti: 'requisiti',
  voci_di_spesa: 'voci_di_spesa',
  documentazione: 'documentazione',
  altro: 'altro',
} as const;

export type AnnouncementDetailView = {
  type_non_repayable_fund: boolean;
  type_concessionary_financing: boolean;
  type_fiscal_bonus: boolean;
  type_interest_account: boolean;
  type_warranty: boolean;
  id: number;
  scope: AnnouncementDetailViewScope;
  status: AnnouncementDetailViewStatus;
  /** Aperto, in arrivo o chiuso secondo le date (oggi in Italia) */
  state: AnnouncementDetailViewState;
  name: string;
  /** @nullable */
  start_date: string | null;
  /** @nullable */
  end_date: string | null;
  /**
   * Ente erogatore
   * @nullable
   */
  supplying_authority: string | null;
  /**
   * Procedura di valutazione
   * @nullable
   */
  evaluation_procedure: string | null;
  /** Dimensioni d’impresa ammesse (vuoto: tutte) */
  announcements_company_dimensions: string[];
  /** Aree di intervento */
  announcements_areas_of_intervention: string[];
  /**
   * Origine di un bando importato, es. `incentivi.gov.it`
   * @nullable
   */
  source: string | null;
  /**
   * Id del bando nella fonte
   * @nullable
   */
  source_id: string | null;
  created_at: string;
  updated_at: string;
  aid_scheme_general_taxation: boolean;
  aid_scheme_temporary_framework: boolean;
  aid_scheme_de_minimis: boolean;
  aid_scheme_exemption: boolean;
  /**
   * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
   * @nullable
   */
  de_minimis_regulation: AnnouncementDetailViewDeMinimisRegulation;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  description: string | null;
  /** @nullable */
  link_regulatory: string | null;
  /**
   * Scheda sintetica
   * @nullable
   */
  fact_sheet: string | null;
  /**
   * Scheda informativa caricata
   * @nullable
   */
  information_sheet: AnnouncementDetailViewInformationSheet;
  /** @nullable */
  facilitation_cumulability: string | null;
  /** @nullable */
  facilitation_intensity_of_help: string | null;
  /** @nullable */
  facilitation_relief: string | null;
  /** @nullable */
  number_of_employees_min: number | null;
  /** @nullable */
  number_of_employees_max: number | null;
  /** @nullable */
  year_of_establishment_min: number | null;
  /** @nullable */
  year_of_establishment_max: number | null;
  /**
   * EUR
   * @nullable
   */
  annual_volume_min: number | null;
  /**
   * EUR
   * @nullable
   */
  annual_volume_max: number | null;
  /**
   * EUR
   * @nullable
   */
  eligible_expense_min: number | null;
  /**
   * EUR
   * @nullable
   */
  eligible_expense_max: number | null;
  /**
   * EUR
   * @nullable
   */
  grant_min: number | null;
  /**
   * EUR
   * @nullable
   */
  grant_max: number | null;
  announcements_ateco_codes: AtecoRequirementView[];
  /** true: solo i codici elencati; false: tutti tranne quelli elencati */
  include_ateco_codes: boolean;
  announcements_locations: LocationView[];
  /** Requisiti per cui il bando non pone alcun vincolo: i sei limiti di dipendenti, anno di costituzione e fatturato, `announcements_company_dimensions` (tutte le dimensioni), `announcements_ateco_codes` (tutti i settori) */
  requirements_without_limit: string[];
  /** Forme giuridiche ammesse (codici ELF) */
  legal_form: string[];
  business_register: string[];
  interprofessional_fund: string[];
  /** @nullable */
  subscribed_to_cciaa: AnnouncementDetailViewSubscribedToCciaa;
  female_enterprise: boolean;
  youth_enterprise: boolean;
  public_entity_enterprise: boolean;
  announcements_expense_items: ExpenseItemDto[];
  standard_documents: AnnouncementStandardDocumentView[];
  announcements_additional_documents: AnnouncementDocumentView[];
  announcements_other_attachments: AnnouncementDocumentView[];
  /**
   * Ambiente di un bando locale; null: globale
   * @nullable
   */
  project_id: number | null;
  /**
   * Riga originale di un bando importato
   * @nullable
   */
  source_data: AnnouncementDetailViewSourceData;
  /** @nullable */
  created_by: number | null;
  /** @nullable */
  updated_by: number | null;
  announcements_custom_fields: CustomFieldView[];
  /** Schede che l’utente può modificare */
  editable_tabs: AnnouncementDetailViewEditableTabsItem[];
  can_delete: boolean;
  can_duplicate: boolean;
};

export type AnnouncementUpdateDtoStatus = (typeof AnnouncementUpdateDtoStatus)[keyof typeof AnnouncementUpdateDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementUpdateDtoStatus = {
  draft: 'draft',
  published: 'published',
} as const;

/**
 * Regolamento de minimis del bando
 * @nullable
 */
export type AnnouncementUpdateDtoDeMinimisRegulation =
  | (typeof AnnouncementUpdateDtoDeMinimisRegulation)[keyof typeof AnnouncementUpdateDtoDeMinimisRegulation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementUpdateDtoDeMinimisRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type AnnouncementUpdateDtoRequirementsWithoutLimitItem =
  (typeof AnnouncementUpdateDtoRequirementsWithoutLimitItem)[keyof typeof AnnouncementUpdateDtoRequirementsWithoutLimitItem];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementUpdateDtoRequirementsWithoutLimitItem = {
  number_of_employees_min: 'number_of_employees_min',
  number_of_employees_max: 'number_of_employees_max',
  year_of_establishment_min: 'year_of_establishment_min',
  year_of_establishment_max: 'year_of_establishment_max',
  annual_volume_min: 'annual_volume_min',
  annual_volume_max: 'annual_volume_max',
  announcements_company_dimensions: 'announcements_company_dimensions',
  announcements_ateco_codes: 'announcements_ateco_codes',
} as const;

/**
 * @nullable
 */
export type AnnouncementUpdateDtoSubscribedToCciaa =
  | (typeof AnnouncementUpdateDtoSubscribedToCciaa)[keyof typeof AnnouncementUpdateDtoSubscribedToCciaa]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementUpdateDtoSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

export type AnnouncementUpdateDto = {
  status?: AnnouncementUpdateDtoStatus;
  /** @nullable */
  name?: string | null;
  /** @nullable */
  start_date?: string | null;
  /** @nullable */
  end_date?: string | null;
  /** @nullable */
  evaluation_procedure?: string | null;
  /** @nullable */
  supplying_authority?: string | null;
  /** @nullable */
  description?: string | null;
  /** @nullable */
  link_regulatory?: string | null;
  /** @nullable */
  fact_sheet?: string | null;
  /**
   * uploaded file id of the information sheet
   * @nullable
   */
  information_sheet?: string | null;
  information_sheet_delete?: boolean;
  /** @nullable */
  facilitation_cumulability?: string | null;
  /** @nullable */
  facilitation_intensity_of_help?: string | null;
  /** @nullable */
  facilitation_relief?: string | null;
  type_non_repayable_fund?: boolean;
  type_concessionary_financing?: boolean;
  type_fiscal_bonus?: boolean;
  type_interest_account?: boolean;
  type_warranty?: boolean;
  aid_scheme_general_taxation?: boolean;
  aid_scheme_temporary_framework?: boolean;
  aid_scheme_de_minimis?: boolean;
  aid_scheme_exemption?: boolean;
  /**
   * Regolamento de minimis del bando
   * @nullable
   */
  de_minimis_regulation?: AnnouncementUpdateDtoDeMinimisRegulation;
  /** @nullable */
  number_of_employees_min?: number | null;
  /** @nullable */
  number_of_employees_max?: number | null;
  /** @nullable */
  year_of_establishment_min?: number | null;
  /** @nullable */
  year_of_establishment_max?: number | null;
  /** @nullable */
  annual_volume_min?: number | null;
  /** @nullable */
  annual_volume_max?: number | null;
  /** Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori) */
  requirements_without_limit?: AnnouncementUpdateDtoRequirementsWithoutLimitItem[];
  announcements_company_dimensions?: string[];
  announcements_areas_of_intervention?: string[];
  announcements_ateco_codes?: AtecoEntryDto[];
  include_ateco_codes?: boolean;
  announcements_locations?: LocationDto[];
  legal_form?: string[];
  business_register?: string[];
  interprofessional_fund?: string[];
  /** @nullable */
  subscribed_to_cciaa?: AnnouncementUpdateDtoSubscribedToCciaa;
  female_enterprise?: boolean;
  youth_enterprise?: boolean;
  public_entity_enterprise?: boolean;
  announcements_expense_items?: ExpenseItemDto[];
  /** @nullable */
  eligible_expense_min?: number | null;
  /** @nullable */
  eligible_expense_max?: number | null;
  /** @nullable */
  grant_min?: number | null;
  /** @nullable */
  grant_max?: number | null;
  /** ids of standard documents */
  standard_documents?: number[];
  announcements_additional_documents?: DocumentDto[];
  /** ids of additional documents to remove */
  announcements_additional_documents_to_delete?: number[];
  announcements_other_attachments?: DocumentDto[];
  announcements_custom_fields?: CustomFieldDto[];
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

/**
 * Campo -> `{from, to}` di ogni campo cambiato (liste e oggetti oltre 2.000 caratteri JSON: solo nominati in `fields`)
 */
export type AuditChangesViewValues = {
  [key: string]: {
    from?: unknown;
    to?: unknown;
  };
};

export type AuditChangesView = {
  fields: string[];
  /** Campo -> `{from, to}` di ogni campo cambiato (liste e oggetti oltre 2.000 caratteri JSON: solo nominati in `fields`) */
  values?: AuditChangesViewValues;
};

export type AuditEntryViewAction = (typeof AuditEntryViewAction)[keyof typeof AuditEntryViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AuditEntryViewAction = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  published: 'published',
  shared: 'shared',
  unshared: 'unshared',
  imported: 'imported',
  exported: 'exported',
  notecreated: 'note.created',
  noteupdated: 'note.updated',
  notedeleted: 'note.deleted',
  negotiationcreated: 'negotiation.created',
  negotiationupdated: 'negotiation.updated',
  negotiationstage_changed: 'negotiation.stage_changed',
  negotiationdeleted: 'negotiation.deleted',
  documentuploaded: 'document.uploaded',
  documentdeleted: 'document.deleted',
  state_aidcreated: 'state_aid.created',
  state_aidupdated: 'state_aid.updated',
  state_aiddeleted: 'state_aid.deleted',
  undertaking_operationcreated: 'undertaking_operation.created',
  undertaking_operationupdated: 'undertaking_operation.updated',
  undertaking_operationdeleted: 'undertaking_operation.deleted',
  accessinvited: 'access.invited',
  accessremoved: 'access.removed',
  mfaenabled: 'mfa.enabled',
  mfadisabled: 'mfa.disabled',
  mfarecovery_codes_renewed: 'mfa.recovery_codes_renewed',
  mfareset: 'mfa.reset',
  releaseregistered: 'release.registered',
  releasepromoted: 'release.promoted',
  releaserolled_back: 'release.rolled_back',
  releasebuiltin_restored: 'release.builtin_restored',
  releasepinned: 'release.pinned',
  releaseunpinned: 'release.unpinned',
  dossierbuilt: 'dossier.built',
  dossieritem_added: 'dossier.item_added',
  dossieritem_updated: 'dossier.item_updated',
  dossieritem_deleted: 'dossier.item_deleted',
  dossierfile_uploaded: 'dossier.file_uploaded',
  dossierlink_created: 'dossier.link_created',
  dossierlink_revoked: 'dossier.link_revoked',
} as const;

/**
 * @nullable
 */
export type AuditEntryViewChanges = AuditChangesView | null;

export type AuditEntryView = {
  id: number;
  /**
   * Ambiente della modifica; null: area globale
   * @nullable
   */
  project_id: number | null;
  /** @nullable */
  user_id: number | null;
  /**
   * Nome e cognome di chi ha modificato
   * @nullable
   */
  user_name: string | null;
  entity: string;
  /** @nullable */
  entity_id: number | null;
  action: AuditEntryViewAction;
  /** @nullable */
  changes: AuditEntryViewChanges;
  created_at: string;
};

export type AuditPage = {
  data: AuditEntryView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type StandardDocumentRefView = {
  id: number;
  name: string;
  /** @nullable */
  description: string | null;
};

export type StandardDocumentRefPage = {
  data: StandardDocumentRefView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type TemplateListEntryViewScope = (typeof TemplateListEntryViewScope)[keyof typeof TemplateListEntryViewScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateListEntryViewScope = {
  global: 'global',
  local: 'local',
} as const;

export type TemplateListEntryView = {
  id: number;
  scope: TemplateListEntryViewScope;
  /**
   * Ambiente di un template locale; null: globale
   * @nullable
   */
  project_id: number | null;
  name: string;
  created_at: string;
  updated_at: string;
  /** Modificabile qui (un template globale in un ambiente è in sola lettura) */
  editable: boolean;
  type_non_repayable_fund: boolean;
  type_concessionary_financing: boolean;
  type_fiscal_bonus: boolean;
  type_interest_account: boolean;
  type_warranty: boolean;
  /**
   * Ente concedente del modulo salvato
   * @nullable
   */
  supplying_authority: string | null;
};

export type TemplatePage = {
  data: TemplateListEntryView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type TemplateViewScope = (typeof TemplateViewScope)[keyof typeof TemplateViewScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateViewScope = {
  global: 'global',
  local: 'local',
} as const;

/**
 * Regolamento de minimis del bando
 * @nullable
 */
export type TemplateViewDeMinimisRegulation = (typeof TemplateViewDeMinimisRegulation)[keyof typeof TemplateViewDeMinimisRegulation] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateViewDeMinimisRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type TemplateViewRequirementsWithoutLimitItem =
  (typeof TemplateViewRequirementsWithoutLimitItem)[keyof typeof TemplateViewRequirementsWithoutLimitItem];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateViewRequirementsWithoutLimitItem = {
  number_of_employees_min: 'number_of_employees_min',
  number_of_employees_max: 'number_of_employees_max',
  year_of_establishment_min: 'year_of_establishment_min',
  year_of_establishment_max: 'year_of_establishment_max',
  annual_volume_min: 'annual_volume_min',
  annual_volume_max: 'annual_volume_max',
  announcements_company_dimensions: 'announcements_company_dimensions',
  announcements_ateco_codes: 'announcements_ateco_codes',
} as const;

/**
 * @nullable
 */
export type TemplateViewSubscribedToCciaa = (typeof TemplateViewSubscribedToCciaa)[keyof typeof TemplateViewSubscribedToCciaa] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateViewSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

export type TemplateView = {
  id: number;
  scope: TemplateViewScope;
  /**
   * Ambiente di un template locale; null: globale
   * @nullable
   */
  project_id: number | null;
  name: string;
  created_at: string;
  updated_at: string;
  /** Modificabile qui (un template globale in un ambiente è in sola lettura) */
  editable: boolean;
  /** @nullable */
  start_date?: string | null;
  /** @nullable */
  end_date?: string | null;
  /** @nullable */
  evaluation_procedure?: string | null;
  /** @nullable */
  supplying_authority?: string | null;
  /** @nullable */
  description?: string | null;
  /** @nullable */
  link_regulatory?: string | null;
  /** @nullable */
  fact_sheet?: string | null;
  /** @nullable */
  facilitation_cumulability?: string | null;
  /** @nullable */
  facilitation_intensity_of_help?: string | null;
  /** @nullable */
  facilitation_relief?: string | null;
  type_non_repayable_fund?: boolean;
  type_concessionary_financing?: boolean;
  type_fiscal_bonus?: boolean;
  type_interest_account?: boolean;
  type_warranty?: boolean;
  aid_scheme_general_taxation?: boolean;
  aid_scheme_temporary_framework?: boolean;
  aid_scheme_de_minimis?: boolean;
  aid_scheme_exemption?: boolean;
  /**
   * Regolamento de minimis del bando
   * @nullable
   */
  de_minimis_regulation?: TemplateViewDeMinimisRegulation;
  /** @nullable */
  number_of_employees_min?: number | null;
  /** @nullable */
  number_of_employees_max?: number | null;
  /** @nullable */
  year_of_establishment_min?: number | null;
  /** @nullable */
  year_of_establishment_max?: number | null;
  /** @nullable */
  annual_volume_min?: number | null;
  /** @nullable */
  annual_volume_max?: number | null;
  /** Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori) */
  requirements_without_limit?: TemplateViewRequirementsWithoutLimitItem[];
  announcements_company_dimensions?: string[];
  announcements_areas_of_intervention?: string[];
  announcements_ateco_codes?: AtecoEntryDto[];
  include_ateco_codes?: boolean;
  announcements_locations?: LocationDto[];
  legal_form?: string[];
  business_register?: string[];
  interprofessional_fund?: string[];
  /** @nullable */
  subscribed_to_cciaa?: TemplateViewSubscribedToCciaa;
  female_enterprise?: boolean;
  youth_enterprise?: boolean;
  public_entity_enterprise?: boolean;
  announcements_expense_items?: ExpenseItemDto[];
  /** @nullable */
  eligible_expense_min?: number | null;
  /** @nullable */
  eligible_expense_max?: number | null;
  /** @nullable */
  grant_min?: number | null;
  /** @nullable */
  grant_max?: number | null;
  /** ids of standard documents */
  standard_documents?: number[];
  announcements_additional_documents?: DocumentDto[];
  announcements_other_attachments?: DocumentDto[];
  announcements_custom_fields?: CustomFieldDto[];
  /** @nullable */
  created_by: number | null;
  /** @nullable */
  updated_by: number | null;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type NameDto = {
  /** @maxLength 500 */
  name?: string;
};

export type UploadedFileView = {
  id: string;
  /** Nome del file caricato (ripulito) */
  original_name: string;
  /** Tipo riconosciuto dal contenuto */
  mime_type: string;
  /** Dimensione in byte */
  size_bytes: number;
  created_at: string;
};

export type ShareDto = {
  client_id?: number;
  call_id?: number;
  expires_in_days?: number;
};

export type CreatedShareView = {
  id: number;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  call_id: number | null;
  expires_at: string;
  created_at: string;
  /** Token del link (mostrato solo ora) */
  token: string;
  /** Indirizzo della pagina pubblica del bando */
  url: string;
};

/**
 * Stato: attivo, scaduto, revocato
 */
export type ShareListItemViewStatus = (typeof ShareListItemViewStatus)[keyof typeof ShareListItemViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShareListItemViewStatus = {
  active: 'active',
  expired: 'expired',
  revoked: 'revoked',
} as const;

export type ShareListItemView = {
  id: number;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  call_id: number | null;
  expires_at: string;
  created_at: string;
  /**
   * Iscritto alla newsletter del link (newsletter)
   * @nullable
   */
  subscriber_id: number | null;
  /** @nullable */
  revoked_at: string | null;
  /** Non revocato e non scaduto */
  active: boolean;
  /** Stato: attivo, scaduto, revocato */
  status: ShareListItemViewStatus;
  /**
   * Utente che ha creato il link
   * @nullable
   */
  created_by: number | null;
  /**
   * Nome e cognome di chi ha creato il link
   * @nullable
   */
  created_by_name: string | null;
  /**
   * Cliente destinatario (diretto, della richiesta o dell’iscritto)
   * @nullable
   */
  recipient_client_id: number | null;
  /**
   * Ragione sociale del cliente destinatario
   * @nullable
   */
  client_name: string | null;
  /**
   * Email dell’iscritto alla newsletter
   * @nullable
   */
  subscriber_email: string | null;
  /** Aperture della pagina pubblica */
  opens_count: number;
  /** @nullable */
  first_opened_at: string | null;
  /** @nullable */
  last_opened_at: string | null;
  /** "Sono interessato" premuto da questo link */
  interest: boolean;
  /** @nullable */
  interest_at: string | null;
  /**
   * Richiesta creata dall’interesse
   * @nullable
   */
  interest_call_id: number | null;
};

export type SharePage = {
  data: ShareListItemView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

/**
 * Stato: attivo, scaduto, revocato
 */
export type ClientShareListItemViewStatus = (typeof ClientShareListItemViewStatus)[keyof typeof ClientShareListItemViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientShareListItemViewStatus = {
  active: 'active',
  expired: 'expired',
  revoked: 'revoked',
} as const;

export type ClientShareListItemView = {
  id: number;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  call_id: number | null;
  expires_at: string;
  created_at: string;
  /**
   * Iscritto alla newsletter del link (newsletter)
   * @nullable
   */
  subscriber_id: number | null;
  /** @nullable */
  revoked_at: string | null;
  /** Non revocato e non scaduto */
  active: boolean;
  /** Stato: attivo, scaduto, revocato */
  status: ClientShareListItemViewStatus;
  /**
   * Utente che ha creato il link
   * @nullable
   */
  created_by: number | null;
  /**
   * Nome e cognome di chi ha creato il link
   * @nullable
   */
  created_by_name: string | null;
  /**
   * Cliente destinatario (diretto, della richiesta o dell’iscritto)
   * @nullable
   */
  recipient_client_id: number | null;
  /**
   * Ragione sociale del cliente destinatario
   * @nullable
   */
  client_name: string | null;
  /**
   * Email dell’iscritto alla newsletter
   * @nullable
   */
  subscriber_email: string | null;
  /** Aperture della pagina pubblica */
  opens_count: number;
  /** @nullable */
  first_opened_at: string | null;
  /** @nullable */
  last_opened_at: string | null;
  /** "Sono interessato" premuto da questo link */
  interest: boolean;
  /** @nullable */
  interest_at: string | null;
  /**
   * Richiesta creata dall’interesse
   * @nullable
   */
  interest_call_id: number | null;
  announcement_id: number;
  /** Nome del bando */
  announcement_name: string;
};

export type ClientSharePage = {
  data: ClientShareListItemView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type ShareExpiryView = {
  expires_at: string;
};

export type PublicAnnouncementViewScope = (typeof PublicAnnouncementViewScope)[keyof typeof PublicAnnouncementViewScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PublicAnnouncementViewScope = {
  global: 'global',
  local: 'local',
} as const;

export type PublicAnnouncementViewStatus = (typeof PublicAnnouncementViewStatus)[keyof typeof PublicAnnouncementViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PublicAnnouncementViewStatus = {
  draft: 'draft',
  published: 'published',
} as const;

/**
 * Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
 */
export type PublicAnnouncementViewState = (typeof PublicAnnouncementViewState)[keyof typeof PublicAnnouncementViewState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PublicAnnouncementViewState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

/**
 * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
 * @nullable
 */
export type PublicAnnouncementViewDeMinimisRegulation =
  | (typeof PublicAnnouncementViewDeMinimisRegulation)[keyof typeof PublicAnnouncementViewDeMinimisRegulation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PublicAnnouncementViewDeMinimisRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

/**
 * Scheda informativa caricata
 * @nullable
 */
export type PublicAnnouncementViewInformationSheet = FileInfoView | null;

/**
 * @nullable
 */
export type PublicAnnouncementViewSubscribedToCciaa =
  | (typeof PublicAnnouncementViewSubscribedToCciaa)[keyof typeof PublicAnnouncementViewSubscribedToCciaa]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PublicAnnouncementViewSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

export type PublicAnnouncementView = {
  type_non_repayable_fund: boolean;
  type_concessionary_financing: boolean;
  type_fiscal_bonus: boolean;
  type_interest_account: boolean;
  type_warranty: boolean;
  id: number;
  scope: PublicAnnouncementViewScope;
  status: PublicAnnouncementViewStatus;
  /** Aperto, in arrivo o chiuso secondo le date (oggi in Italia) */
  state: PublicAnnouncementViewState;
  name: string;
  /** @nullable */
  start_date: string | null;
  /** @nullable */
  end_date: string | null;
  /**
   * Ente erogatore
   * @nullable
   */
  supplying_authority: string | null;
  /**
   * Procedura di valutazione
   * @nullable
   */
  evaluation_procedure: string | null;
  /** Dimensioni d’impresa ammesse (vuoto: tutte) */
  announcements_company_dimensions: string[];
  /** Aree di intervento */
  announcements_areas_of_intervention: string[];
  /**
   * Origine di un bando importato, es. `incentivi.gov.it`
   * @nullable
   */
  source: string | null;
  /**
   * Id del bando nella fonte
   * @nullable
   */
  source_id: string | null;
  created_at: string;
  updated_at: string;
  aid_scheme_general_taxation: boolean;
  aid_scheme_temporary_framework: boolean;
  aid_scheme_de_minimis: boolean;
  aid_scheme_exemption: boolean;
  /**
   * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
   * @nullable
   */
  de_minimis_regulation: PublicAnnouncementViewDeMinimisRegulation;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  description: string | null;
  /** @nullable */
  link_regulatory: string | null;
  /**
   * Scheda sintetica
   * @nullable
   */
  fact_sheet: string | null;
  /**
   * Scheda informativa caricata
   * @nullable
   */
  information_sheet: PublicAnnouncementViewInformationSheet;
  /** @nullable */
  facilitation_cumulability: string | null;
  /** @nullable */
  facilitation_intensity_of_help: string | null;
  /** @nullable */
  facilitation_relief: string | null;
  /** @nullable */
  number_of_employees_min: number | null;
  /** @nullable */
  number_of_employees_max: number | null;
  /** @nullable */
  year_of_establishment_min: number | null;
  /** @nullable */
  year_of_establishment_max: number | null;
  /**
   * EUR
   * @nullable
   */
  annual_volume_min: number | null;
  /**
   * EUR
   * @nullable
   */
  annual_volume_max: number | null;
  /**
   * EUR
   * @nullable
   */
  eligible_expense_min: number | null;
  /**
   * EUR
   * @nullable
   */
  eligible_expense_max: number | null;
  /**
   * EUR
   * @nullable
   */
  grant_min: number | null;
  /**
   * EUR
   * @nullable
   */
  grant_max: number | null;
  announcements_ateco_codes: AtecoRequirementView[];
  /** true: solo i codici elencati; false: tutti tranne quelli elencati */
  include_ateco_codes: boolean;
  announcements_locations: LocationView[];
  /** Requisiti per cui il bando non pone alcun vincolo: i sei limiti di dipendenti, anno di costituzione e fatturato, `announcements_company_dimensions` (tutte le dimensioni), `announcements_ateco_codes` (tutti i settori) */
  requirements_without_limit: string[];
  /** Forme giuridiche ammesse (codici ELF) */
  legal_form: string[];
  business_register: string[];
  interprofessional_fund: string[];
  /** @nullable */
  subscribed_to_cciaa: PublicAnnouncementViewSubscribedToCciaa;
  female_enterprise: boolean;
  youth_enterprise: boolean;
  public_entity_enterprise: boolean;
  announcements_expense_items: ExpenseItemDto[];
  standard_documents: AnnouncementStandardDocumentView[];
  announcements_additional_documents: AnnouncementDocumentView[];
  announcements_other_attachments: AnnouncementDocumentView[];
  share: ShareExpiryView;
};

export type ClientBulkFilterDtoDimension = (typeof ClientBulkFilterDtoDimension)[keyof typeof ClientBulkFilterDtoDimension];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkFilterDtoDimension = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * Stato del cliente (active, inactive, archived)
 */
export type ClientBulkFilterDtoStatus = (typeof ClientBulkFilterDtoStatus)[keyof typeof ClientBulkFilterDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkFilterDtoStatus = {
  active: 'active',
  inactive: 'inactive',
  archived: 'archived',
} as const;

export type ClientBulkFilterDto = {
  search?: string;
  /** ISTAT region code of the legal seat */
  region?: string;
  /** ATECO prefix (e.g. 62 or 62.01) */
  ateco?: string;
  dimension?: ClientBulkFilterDtoDimension;
  /**
   * managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37)
   * @pattern ^([1-9][0-9]*|none)$
   */
  managed_by?: string;
  /** Stato del cliente (active, inactive, archived) */
  status?: ClientBulkFilterDtoStatus;
};

/**
 * set_status: il nuovo stato
 */
export type ClientBulkParamsDtoStatus = (typeof ClientBulkParamsDtoStatus)[keyof typeof ClientBulkParamsDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkParamsDtoStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

export type ClientBulkParamsDto = {
  /** assign_manager: il gestore (utente dell’ambiente che gestisce clienti) */
  user_id?: number;
  /** set_status: il nuovo stato */
  status?: ClientBulkParamsDtoStatus;
  /**
   * create_task: il titolo di ogni compito
   * @maxLength 255
   */
  title?: string;
  /** create_task: l’assegnatario (utente dell’ambiente che gestisce i compiti) */
  owner_id?: number;
  /** create_task: la scadenza (AAAA-MM-GG) */
  due_date?: string;
  /**
   * create_task: le note di ogni compito
   * @maxLength 10000
   */
  description?: string;
};

export type ClientBulkDtoAction = (typeof ClientBulkDtoAction)[keyof typeof ClientBulkDtoAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkDtoAction = {
  assign_manager: 'assign_manager',
  set_status: 'set_status',
  archive: 'archive',
  delete: 'delete',
  create_task: 'create_task',
} as const;

export type ClientBulkDto = {
  action: ClientBulkDtoAction;
  /**
   * ids dei clienti selezionati
   * @minItems 1
   * @maxItems 10000
   */
  ids?: number[];
  /** tutti i clienti che la ricerca e i filtri della lista selezionano */
  filter?: ClientBulkFilterDto;
  params?: ClientBulkParamsDto;
};

export type ClientBulkAccepted = {
  job_id: number;
  /** Clienti selezionati */
  total: number;
};

export type ClientManagerOption = {
  id: number;
  /** Cognome e nome */
  name: string;
};

/**
 * pending: non ancora eseguito; done: fatto; refused: rifiutato
 */
export type ClientBulkResultOutcome = (typeof ClientBulkResultOutcome)[keyof typeof ClientBulkResultOutcome];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkResultOutcome = {
  pending: 'pending',
  done: 'done',
  refused: 'refused',
} as const;

export type ClientBulkResult = {
  client_id: number;
  /**
   * Ragione sociale al momento della richiesta (null: cliente non trovato)
   * @nullable
   */
  name: string | null;
  /** pending: non ancora eseguito; done: fatto; refused: rifiutato */
  outcome: ClientBulkResultOutcome;
  /**
   * Perché è stato rifiutato (in italiano)
   * @nullable
   */
  reason: string | null;
};

export type ClientBulkJobViewAction = (typeof ClientBulkJobViewAction)[keyof typeof ClientBulkJobViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkJobViewAction = {
  assign_manager: 'assign_manager',
  set_status: 'set_status',
  archive: 'archive',
  delete: 'delete',
  create_task: 'create_task',
} as const;

export type ClientBulkJobViewStatus = (typeof ClientBulkJobViewStatus)[keyof typeof ClientBulkJobViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientBulkJobViewStatus = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;

export type ClientBulkJobView = {
  id: number;
  action: ClientBulkJobViewAction;
  status: ClientBulkJobViewStatus;
  total: number;
  done: number;
  refused: number;
  results: ClientBulkResult[];
};

/**
 * Dimensione effettiva (calcolata o impostata a mano)
 * @nullable
 */
export type ClientSummaryCompanyDimension = (typeof ClientSummaryCompanyDimension)[keyof typeof ClientSummaryCompanyDimension] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientSummaryCompanyDimension = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * Stato: attivo, non attivo, archiviato
 */
export type ClientSummaryStatus = (typeof ClientSummaryStatus)[keyof typeof ClientSummaryStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientSummaryStatus = {
  active: 'active',
  inactive: 'inactive',
  archived: 'archived',
} as const;

export type ClientSummary = {
  id: number;
  /** Ragione sociale */
  business_name: string;
  /**
   * Partita IVA
   * @nullable
   */
  vat_number: string | null;
  /**
   * Codice fiscale
   * @nullable
   */
  fiscal_code: string | null;
  /**
   * Forma giuridica: codice ELF ISO 20275
   * @nullable
   */
  legal_form: string | null;
  /**
   * Nome della forma giuridica (tabella legal_forms)
   * @nullable
   */
  legal_form_name: string | null;
  /**
   * Comune della sede legale
   * @nullable
   */
  city: string | null;
  /**
   * Sigla della provincia della sede legale
   * @nullable
   */
  province: string | null;
  /**
   * Nome della regione della sede legale
   * @nullable
   */
  region: string | null;
  /**
   * Codice ISTAT della regione
   * @nullable
   */
  region_code: string | null;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /**
   * Dimensione effettiva (calcolata o impostata a mano)
   * @nullable
   */
  company_dimension: ClientSummaryCompanyDimension;
  /** Dimensione impostata a mano (non calcolata) */
  company_dimension_manual: boolean;
  /**
   * Codice ATECO primario
   * @nullable
   */
  primary_ateco: string | null;
  /** Stato: attivo, non attivo, archiviato */
  status: ClientSummaryStatus;
  /** Senza gestore: nessun utente gestisce il cliente (avviso della lista, issue 37) */
  unassigned: boolean;
};

export type ClientPage = {
  data: ClientSummary[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type ClientDuplicateView = {
  /** Id del cliente esistente (per aprirne la scheda) */
  id: number;
  /** Ragione sociale del cliente esistente */
  business_name: string;
  /** Messaggio in italiano da mostrare sul campo */
  message: string;
};

/**
 * Cliente con la stessa partita IVA (come P.IVA o CF)
 * @nullable
 */
export type ClientDuplicatesVatNumber = ClientDuplicateView | null;

/**
 * Cliente con lo stesso codice fiscale (come P.IVA o CF)
 * @nullable
 */
export type ClientDuplicatesFiscalCode = ClientDuplicateView | null;

export type ClientDuplicates = {
  /**
   * Cliente con la stessa partita IVA (come P.IVA o CF)
   * @nullable
   */
  vat_number: ClientDuplicatesVatNumber;
  /**
   * Cliente con lo stesso codice fiscale (come P.IVA o CF)
   * @nullable
   */
  fiscal_code: ClientDuplicatesFiscalCode;
};

/**
 * Italia when not sent
 */
export type ClientLocationDtoNation = (typeof ClientLocationDtoNation)[keyof typeof ClientLocationDtoNation];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientLocationDtoNation = {
  Italia: 'Italia',
  Europa: 'Europa',
  Extra_UE: 'Extra UE',
} as const;

export type ClientLocationDto = {
  primary?: boolean;
  /** @nullable */
  address?: string | null;
  /**
   * CAP, 5 digits; must belong to the comune
   * @nullable
   */
  postal_code?: string | null;
  /**
   * comune name
   * @nullable
   */
  city?: string | null;
  /**
   * ISTAT code of the comune (6 digits); province and region follow from it
   * @nullable
   */
  city_istat_code?: string | null;
  /**
   * province acronym
   * @nullable
   */
  province?: string | null;
  /**
   * ISTAT region code (2 digits)
   * @nullable
   */
  region?: string | null;
  /** Italia when not sent */
  nation?: ClientLocationDtoNation;
};

export type AtecoDto = {
  value: string;
  primary?: boolean;
};

export type PartnerDto = {
  name: string;
  /** @nullable */
  fiscal_code?: string | null;
  /**
   * percent
   * @nullable
   */
  share_percent?: number | null;
  /** @nullable */
  note?: string | null;
};

export type AdministratorDto = {
  name: string;
  surname: string;
  /** @nullable */
  fiscal_code?: string | null;
  /** @nullable */
  role?: string | null;
  /** @nullable */
  start_date?: string | null;
};

export type BankDto = {
  name: string;
  /**
   * ISO 13616 IBAN (Italian: 27 characters with CIN); blanks allowed, stored in electronic form
   * @nullable
   */
  iban?: string | null;
  /** @nullable */
  branch?: string | null;
};

export type HistoryDto = {
  year: number;
  /**
   * ULA
   * @nullable
   */
  headcount?: number | null;
  /**
   * EUR
   * @nullable
   */
  turnover?: number | null;
  /**
   * EUR
   * @nullable
   */
  balance_sheet_total?: number | null;
  /** good-faith estimate of a newly established enterprise without approved accounts (Racc. 2003/361/CE, Annex art. 4(3)); false = approved accounts */
  estimate?: boolean;
};

export type RelationHistoryDto = {
  year: number;
  /**
   * ULA
   * @nullable
   */
  headcount?: number | null;
  /**
   * EUR
   * @nullable
   */
  turnover?: number | null;
  /**
   * EUR
   * @nullable
   */
  balance_sheet_total?: number | null;
};

/**
 * art. 3(2) investor kind (associated_companies only)
 * @nullable
 */
export type CompanyRelationDtoInvestorKind = (typeof CompanyRelationDtoInvestorKind)[keyof typeof CompanyRelationDtoInvestorKind] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompanyRelationDtoInvestorKind = {
  public_investment_corporation: 'public_investment_corporation',
  venture_capital: 'venture_capital',
  business_angel: 'business_angel',
  university_research: 'university_research',
  institutional_investor: 'institutional_investor',
  local_authority: 'local_authority',
} as const;

export type CompanyRelationDto = {
  name: string;
  /** @nullable */
  vat_number?: string | null;
  /**
   * percent of capital or voting rights
   * @nullable
   */
  share_percent?: number | null;
  /** @nullable */
  headcount?: number | null;
  /** @nullable */
  turnover?: number | null;
  /** @nullable */
  balance_sheet_total?: number | null;
  /** @nullable */
  note?: string | null;
  /**
   * art. 3(2) investor kind (associated_companies only)
   * @nullable
   */
  investor_kind?: CompanyRelationDtoInvestorKind;
  /**
   * EUR invested in the client (business angels: at most 1,250,000 in total for the exemption)
   * @nullable
   */
  invested_amount?: number | null;
  history?: RelationHistoryDto[];
};

export type ClientDocumentDtoSlot = (typeof ClientDocumentDtoSlot)[keyof typeof ClientDocumentDtoSlot];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDocumentDtoSlot = {
  identity: 'identity',
  ordinary_chamber: 'ordinary_chamber',
  antimafia: 'antimafia',
  budget: 'budget',
  fiscal_code: 'fiscal_code',
  bondage_rating: 'bondage_rating',
  final_act: 'final_act',
  statute: 'statute',
  company_dimension: 'company_dimension',
  rental_agreement: 'rental_agreement',
  other: 'other',
} as const;

export type ClientDocumentDto = {
  slot: ClientDocumentDtoSlot;
  /** @nullable */
  name?: string | null;
  /** @nullable */
  date?: string | null;
  /**
   * uuid of an uploaded file of this environment
   * @nullable
   */
  file_id?: string | null;
};

/**
 * Iscritta alla CCIAA
 * @nullable
 */
export type ClientInputDtoSubscribedToCciaa = (typeof ClientInputDtoSubscribedToCciaa)[keyof typeof ClientInputDtoSubscribedToCciaa] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientInputDtoSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

/**
 * manual override of the computed dimension; null = computed
 * @nullable
 */
export type ClientInputDtoCompanyDimensionOverride =
  | (typeof ClientInputDtoCompanyDimensionOverride)[keyof typeof ClientInputDtoCompanyDimensionOverride]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientInputDtoCompanyDimensionOverride = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * @nullable
 */
export type ClientInputDtoClientLegalLocation = ClientLocationDto | null;

export type ClientInputDto = {
  /**
   * Ragione sociale
   * @maxLength 255
   */
  business_name: string;
  /**
   * Riferimento interno
   * @maxLength 100
   * @nullable
   */
  reference?: string | null;
  /**
   * Partita IVA (11 digits)
   * @nullable
   */
  vat_number?: string | null;
  /**
   * Codice fiscale
   * @nullable
   */
  fiscal_code?: string | null;
  /**
   * Forma giuridica: codice ELF ISO 20275 (an active Italian legal form of GET /api/reference/legal-forms, e.g. OV32 = S.r.l.; table legal_forms, migration 0010)
   * @nullable
   */
  legal_form?: string | null;
  /**
   * Sezione
   * @maxLength 100
   * @nullable
   */
  section?: string | null;
  /**
   * Fondo interprofessionale
   * @maxLength 200
   * @nullable
   */
  interprofessional_fund?: string | null;
  /**
   * Data di costituzione
   * @nullable
   */
  constitution_date?: string | null;
  /**
   * Descrizione dell’attività
   * @nullable
   */
  activity_description?: string | null;
  /**
   * Telefono
   * @maxLength 40
   * @nullable
   */
  phone?: string | null;
  /**
   * Sito web
   * @maxLength 255
   * @nullable
   */
  website?: string | null;
  /**
   * Email
   * @nullable
   */
  email?: string | null;
  /**
   * PEC
   * @nullable
   */
  pec?: string | null;
  /**
   * Codice destinatario SDI (7 characters; 0000000 = delivery by PEC)
   * @nullable
   */
  sdi?: string | null;
  /**
   * Tipo di CCNL
   * @maxLength 200
   * @nullable
   */
  ccnl_type?: string | null;
  /**
   * Matricola INPS
   * @maxLength 40
   * @nullable
   */
  inps_registration_number?: string | null;
  /**
   * Sede INPS
   * @maxLength 200
   * @nullable
   */
  inps_location?: string | null;
  /**
   * Codice ditta INAIL
   * @maxLength 40
   * @nullable
   */
  inail_registration_number?: string | null;
  /**
   * Sede INAIL
   * @maxLength 200
   * @nullable
   */
  inail_location?: string | null;
  /**
   * Regime contabile
   * @maxLength 60
   * @nullable
   */
  accounting_type?: string | null;
  /**
   * Note
   * @nullable
   */
  note?: string | null;
  /**
   * Iscritta alla CCIAA
   * @nullable
   */
  subscribed_to_cciaa?: ClientInputDtoSubscribedToCciaa;
  /**
   * Numero REA
   * @nullable
   */
  rea_number?: string | null;
  /**
   * Numero di iscrizione al registro delle imprese
   * @maxLength 40
   * @nullable
   */
  registration_number?: string | null;
  /**
   * Sezione della CCIAA
   * @maxLength 100
   * @nullable
   */
  section_cciaa?: string | null;
  /**
   * Data di iscrizione (default today)
   * @nullable
   */
  registration_date?: string | null;
  /**
   * Capitale sociale, EUR
   * @nullable
   */
  social_capital?: number | null;
  /** Impresa partecipata da enti pubblici */
  public_entity_enterprise?: boolean;
  /** Impresa giovanile */
  youth_enterprise?: boolean;
  /** Impresa femminile */
  female_enterprise?: boolean;
  /** Impresa autonoma (nessuna associata o collegata) */
  autonomous?: boolean;
  /** Ha imprese associate */
  associated?: boolean;
  /** Ha imprese collegate */
  connected?: boolean;
  /** Ha imprese collegate tramite persone fisiche */
  connected_by_person?: boolean;
  /**
   * Note sulla dimensione
   * @nullable
   */
  company_dimension_notes?: string | null;
  /**
   * Quota di capitale o di voti di enti pubblici, percento (>= 25 = not an SME)
   * @nullable
   */
  public_bodies_share?: number | null;
  /**
   * manual override of the computed dimension; null = computed
   * @nullable
   */
  company_dimension_override?: ClientInputDtoCompanyDimensionOverride;
  /** @nullable */
  client_legal_location?: ClientInputDtoClientLegalLocation;
  clients_location?: ClientLocationDto[];
  clients_ateco_codes?: AtecoDto[];
  clients_partners?: PartnerDto[];
  clients_administrators?: AdministratorDto[];
  clients_banks?: BankDto[];
  clients_history?: HistoryDto[];
  /** referent ids to link */
  clients_referents?: number[];
  /** referent ids to unlink */
  clients_referents_to_delete?: number[];
  /** managing user ids (client managers of the environment); replaces the list */
  clients_managed_by_users?: number[];
  associated_companies?: CompanyRelationDto[];
  connected_companies?: CompanyRelationDto[];
  connected_by_person_companies?: CompanyRelationDto[];
  documents?: ClientDocumentDto[];
};

export type ClientLocationView = {
  id: number;
  /** Sede principale */
  primary: boolean;
  /** @nullable */
  address: string | null;
  /**
   * CAP
   * @nullable
   */
  postal_code: string | null;
  /**
   * Comune
   * @nullable
   */
  city: string | null;
  /**
   * Codice ISTAT del comune
   * @nullable
   */
  city_istat_code: string | null;
  /**
   * Sigla della provincia
   * @nullable
   */
  province: string | null;
  /**
   * Codice ISTAT della regione
   * @nullable
   */
  region: string | null;
  /**
   * Nome della regione
   * @nullable
   */
  region_name: string | null;
  nation: string;
};

export type ClientAtecoView = {
  id: number;
  value: string;
  /** Codice primario */
  primary: boolean;
  /**
   * Descrizione ISTAT (null: codice non più in ATECO 2025)
   * @nullable
   */
  description: string | null;
};

export type ClientPartnerView = {
  id: number;
  name: string;
  /**
   * Codice fiscale
   * @nullable
   */
  fiscal_code: string | null;
  /**
   * Quota in percentuale
   * @nullable
   */
  share_percent: number | null;
  /** @nullable */
  note: string | null;
};

export type ClientAdministratorView = {
  id: number;
  name: string;
  surname: string;
  /**
   * Codice fiscale
   * @nullable
   */
  fiscal_code: string | null;
  /**
   * Carica
   * @nullable
   */
  role: string | null;
  /**
   * In carica dal
   * @nullable
   */
  start_date: string | null;
};

export type ClientBankView = {
  id: number;
  /** Banca */
  name: string;
  /**
   * IBAN compatto
   * @nullable
   */
  iban: string | null;
  /**
   * Filiale
   * @nullable
   */
  branch: string | null;
};

export type ClientHistoryView = {
  /**
   * Fatturato, EUR
   * @nullable
   */
  turnover: number | null;
  /**
   * Totale di bilancio, EUR
   * @nullable
   */
  balance_sheet_total: number | null;
  /**
   * Effettivi in ULA
   * @nullable
   */
  headcount: number | null;
  year: number;
  id: number;
  /** Stima in buona fede (art. 4, par. 3) */
  estimate: boolean;
};

export type YearFiguresView = {
  /**
   * Fatturato, EUR
   * @nullable
   */
  turnover: number | null;
  /**
   * Totale di bilancio, EUR
   * @nullable
   */
  balance_sheet_total: number | null;
  /**
   * Effettivi in ULA
   * @nullable
   */
  headcount: number | null;
  year: number;
};

/**
 * Investitore dell’art. 3, par. 2 (solo partner)
 * @nullable
 */
export type CompanyRelationViewInvestorKind = (typeof CompanyRelationViewInvestorKind)[keyof typeof CompanyRelationViewInvestorKind] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompanyRelationViewInvestorKind = {
  public_investment_corporation: 'public_investment_corporation',
  venture_capital: 'venture_capital',
  business_angel: 'business_angel',
  university_research: 'university_research',
  institutional_investor: 'institutional_investor',
  local_authority: 'local_authority',
} as const;

export type CompanyRelationView = {
  /**
   * Fatturato, EUR
   * @nullable
   */
  turnover: number | null;
  /**
   * Totale di bilancio, EUR
   * @nullable
   */
  balance_sheet_total: number | null;
  /**
   * Effettivi in ULA
   * @nullable
   */
  headcount: number | null;
  id: number;
  /** Ragione sociale */
  name: string;
  /**
   * Partita IVA
   * @nullable
   */
  vat_number: string | null;
  /**
   * Quota di capitale o di diritti di voto, percento
   * @nullable
   */
  share_percent: number | null;
  /** @nullable */
  note: string | null;
  /**
   * Investitore dell’art. 3, par. 2 (solo partner)
   * @nullable
   */
  investor_kind: CompanyRelationViewInvestorKind;
  /**
   * Importo investito nel cliente, EUR
   * @nullable
   */
  invested_amount: number | null;
  /** Dati per anno, il più recente prima */
  history: YearFiguresView[];
};

export type ClientReferentRef = {
  id: number;
  name: string;
  surname: string;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /**
   * Organizzazione
   * @nullable
   */
  organisation: string | null;
};

export type ClientManagerRef = {
  id: number;
  name: string;
  surname: string;
  email: string;
};

export type ClientDocumentViewSlot = (typeof ClientDocumentViewSlot)[keyof typeof ClientDocumentViewSlot];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDocumentViewSlot = {
  identity: 'identity',
  ordinary_chamber: 'ordinary_chamber',
  antimafia: 'antimafia',
  budget: 'budget',
  fiscal_code: 'fiscal_code',
  bondage_rating: 'bondage_rating',
  final_act: 'final_act',
  statute: 'statute',
  company_dimension: 'company_dimension',
  rental_agreement: 'rental_agreement',
  other: 'other',
} as const;

export type ClientDocumentView = {
  slot: ClientDocumentViewSlot;
  /** @nullable */
  name: string | null;
  /** @nullable */
  date: string | null;
  /** @nullable */
  file_id: string | null;
  /**
   * Nome originale del file
   * @nullable
   */
  file_name: string | null;
};

export type DocumentAlertsView = {
  /** Documenti attuali scaduti */
  expired: number;
  /** Documenti attuali in scadenza entro 30 giorni */
  expiring: number;
};

export type SmeTotalsView = {
  /**
   * Fatturato, EUR
   * @nullable
   */
  turnover: number | null;
  /**
   * Totale di bilancio, EUR
   * @nullable
   */
  balance_sheet_total: number | null;
  /** Effettivi in ULA */
  headcount: number;
};

export type SmeStepView = {
  /**
   * Fatturato, EUR
   * @nullable
   */
  turnover: number | null;
  /**
   * Totale di bilancio, EUR
   * @nullable
   */
  balance_sheet_total: number | null;
  /** Effettivi in ULA */
  headcount: number;
  /** L’impresa o l’impresa collegata/associata */
  label: string;
  /** Quota dei dati sommata: 1 per l’impresa e le collegate, la partecipazione per le associate */
  factor: number;
  article: string;
  /**
   * Anno dei dati dell’impresa collegata; null: gli ultimi noti
   * @nullable
   */
  year: number | null;
};

/**
 * @nullable
 */
export type SmeYearOutcomeViewTotals = SmeTotalsView | null;

/**
 * Classe dei soli dati dell’anno (null: dati incompleti)
 * @nullable
 */
export type SmeYearOutcomeViewClass = (typeof SmeYearOutcomeViewClass)[keyof typeof SmeYearOutcomeViewClass] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SmeYearOutcomeViewClass = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * Classe mantenuta dopo l’anno (art. 4, par. 2)
 * @nullable
 */
export type SmeYearOutcomeViewStatus = (typeof SmeYearOutcomeViewStatus)[keyof typeof SmeYearOutcomeViewStatus] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SmeYearOutcomeViewStatus = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

export type SmeYearOutcomeView = {
  year: number;
  estimate: boolean;
  /** @nullable */
  totals: SmeYearOutcomeViewTotals;
  /**
   * Classe dei soli dati dell’anno (null: dati incompleti)
   * @nullable
   */
  class: SmeYearOutcomeViewClass;
  /**
   * Classe mantenuta dopo l’anno (art. 4, par. 2)
   * @nullable
   */
  status: SmeYearOutcomeViewStatus;
  /** @nullable */
  note: string | null;
};

export type SmeRuleView = {
  article: string;
  text: string;
};

/**
 * @nullable
 */
export type DimensionDetailsViewEffective = (typeof DimensionDetailsViewEffective)[keyof typeof DimensionDetailsViewEffective] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DimensionDetailsViewEffective = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * @nullable
 */
export type DimensionDetailsViewComputed = (typeof DimensionDetailsViewComputed)[keyof typeof DimensionDetailsViewComputed] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DimensionDetailsViewComputed = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * @nullable
 */
export type DimensionDetailsViewBasis = (typeof DimensionDetailsViewBasis)[keyof typeof DimensionDetailsViewBasis] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DimensionDetailsViewBasis = {
  approved: 'approved',
  estimate: 'estimate',
} as const;

/**
 * @nullable
 */
export type DimensionDetailsViewTotals = SmeTotalsView | null;

export type DimensionDetailsView = {
  /** @nullable */
  effective: DimensionDetailsViewEffective;
  /** @nullable */
  computed: DimensionDetailsViewComputed;
  /** Impostata a mano */
  manual: boolean;
  /**
   * Ultimo esercizio approvato o anno della stima
   * @nullable
   */
  reference_year?: number | null;
  /** @nullable */
  basis?: DimensionDetailsViewBasis;
  /** @nullable */
  totals?: DimensionDetailsViewTotals;
  steps?: SmeStepView[];
  years?: SmeYearOutcomeView[];
  /** Le regole applicate, in ordine */
  rules?: SmeRuleView[];
  /**
   * Articolo della regola che ha deciso la classe
   * @nullable
   */
  decided_by?: string | null;
  /** Sintesi in italiano: classe, dati e regola decisiva */
  reason?: string;
};

/**
 * Dimensione effettiva (calcolata o impostata a mano)
 * @nullable
 */
export type ClientDetailCompanyDimension = (typeof ClientDetailCompanyDimension)[keyof typeof ClientDetailCompanyDimension] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDetailCompanyDimension = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * Iscritta alla CCIAA
 * @nullable
 */
export type ClientDetailSubscribedToCciaa = (typeof ClientDetailSubscribedToCciaa)[keyof typeof ClientDetailSubscribedToCciaa] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDetailSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

/**
 * Dimensione calcolata (Racc. 2003/361/CE)
 * @nullable
 */
export type ClientDetailCompanyDimensionComputed =
  | (typeof ClientDetailCompanyDimensionComputed)[keyof typeof ClientDetailCompanyDimensionComputed]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDetailCompanyDimensionComputed = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * Sede legale
 * @nullable
 */
export type ClientDetailClientLegalLocation = ClientLocationView | null;

export type ClientDetail = {
  id: number;
  /** Ragione sociale */
  business_name: string;
  /**
   * Partita IVA
   * @nullable
   */
  vat_number: string | null;
  /**
   * Codice fiscale
   * @nullable
   */
  fiscal_code: string | null;
  /**
   * Forma giuridica: codice ELF ISO 20275
   * @nullable
   */
  legal_form: string | null;
  /**
   * Nome della forma giuridica (tabella legal_forms)
   * @nullable
   */
  legal_form_name: string | null;
  /**
   * Comune della sede legale
   * @nullable
   */
  city: string | null;
  /**
   * Sigla della provincia della sede legale
   * @nullable
   */
  province: string | null;
  /**
   * Nome della regione della sede legale
   * @nullable
   */
  region: string | null;
  /**
   * Codice ISTAT della regione
   * @nullable
   */
  region_code: string | null;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /**
   * Dimensione effettiva (calcolata o impostata a mano)
   * @nullable
   */
  company_dimension: ClientDetailCompanyDimension;
  /** Dimensione impostata a mano (non calcolata) */
  company_dimension_manual: boolean;
  /**
   * Riferimento interno
   * @maxLength 100
   * @nullable
   */
  reference: string | null;
  /**
   * Sezione
   * @maxLength 100
   * @nullable
   */
  section: string | null;
  /**
   * Fondo interprofessionale
   * @maxLength 200
   * @nullable
   */
  interprofessional_fund: string | null;
  /**
   * Data di costituzione
   * @nullable
   */
  constitution_date: string | null;
  /**
   * Descrizione dell’attività
   * @nullable
   */
  activity_description: string | null;
  /**
   * Sito web
   * @maxLength 255
   * @nullable
   */
  website: string | null;
  /**
   * PEC
   * @nullable
   */
  pec: string | null;
  /**
   * Codice destinatario SDI (7 characters; 0000000 = delivery by PEC)
   * @nullable
   */
  sdi: string | null;
  /**
   * Tipo di CCNL
   * @maxLength 200
   * @nullable
   */
  ccnl_type: string | null;
  /**
   * Matricola INPS
   * @maxLength 40
   * @nullable
   */
  inps_registration_number: string | null;
  /**
   * Sede INPS
   * @maxLength 200
   * @nullable
   */
  inps_location: string | null;
  /**
   * Codice ditta INAIL
   * @maxLength 40
   * @nullable
   */
  inail_registration_number: string | null;
  /**
   * Sede INAIL
   * @maxLength 200
   * @nullable
   */
  inail_location: string | null;
  /**
   * Regime contabile
   * @maxLength 60
   * @nullable
   */
  accounting_type: string | null;
  /**
   * Note
   * @nullable
   */
  note: string | null;
  /**
   * Iscritta alla CCIAA
   * @nullable
   */
  subscribed_to_cciaa: ClientDetailSubscribedToCciaa;
  /**
   * Numero REA
   * @nullable
   */
  rea_number: string | null;
  /**
   * Numero di iscrizione al registro delle imprese
   * @maxLength 40
   * @nullable
   */
  registration_number: string | null;
  /**
   * Sezione della CCIAA
   * @maxLength 100
   * @nullable
   */
  section_cciaa: string | null;
  /**
   * Data di iscrizione (default today)
   * @nullable
   */
  registration_date: string | null;
  /**
   * Capitale sociale, EUR
   * @nullable
   */
  social_capital: number | null;
  /** Impresa partecipata da enti pubblici */
  public_entity_enterprise: boolean;
  /** Impresa giovanile */
  youth_enterprise: boolean;
  /** Impresa femminile */
  female_enterprise: boolean;
  /** Impresa autonoma (nessuna associata o collegata) */
  autonomous: boolean;
  /** Ha imprese associate */
  associated: boolean;
  /** Ha imprese collegate */
  connected: boolean;
  /** Ha imprese collegate tramite persone fisiche */
  connected_by_person: boolean;
  /**
   * Note sulla dimensione
   * @nullable
   */
  company_dimension_notes: string | null;
  /**
   * Quota di capitale o di voti di enti pubblici, percento (>= 25 = not an SME)
   * @nullable
   */
  public_bodies_share: number | null;
  /** Ambiente */
  project_id: number;
  /**
   * Forma giuridica in testo libero non riconosciuta (da scegliere di nuovo dall’elenco)
   * @nullable
   */
  legal_form_text: string | null;
  /**
   * Dimensione calcolata (Racc. 2003/361/CE)
   * @nullable
   */
  company_dimension_computed: ClientDetailCompanyDimensionComputed;
  /** @nullable */
  established_year: number | null;
  /**
   * ULA dell’esercizio di riferimento
   * @nullable
   */
  latest_headcount: number | null;
  /**
   * Fatturato dell’esercizio di riferimento, EUR
   * @nullable
   */
  latest_turnover: number | null;
  /**
   * Totale di bilancio dell’esercizio di riferimento, EUR
   * @nullable
   */
  latest_balance_sheet_total: number | null;
  /**
   * Sede legale
   * @nullable
   */
  client_legal_location: ClientDetailClientLegalLocation;
  /** Sedi operative */
  clients_location: ClientLocationView[];
  /** Il primario prima */
  clients_ateco_codes: ClientAtecoView[];
  clients_partners: ClientPartnerView[];
  clients_administrators: ClientAdministratorView[];
  clients_banks: ClientBankView[];
  /** Dati per anno, il più recente prima */
  clients_history: ClientHistoryView[];
  associated_companies: CompanyRelationView[];
  connected_companies: CompanyRelationView[];
  connected_by_person_companies: CompanyRelationView[];
  clients_referents: ClientReferentRef[];
  clients_managed_by_users: ClientManagerRef[];
  /** Gli undici tipi di documento, in ordine */
  documents: ClientDocumentView[];
  /** Documenti attuali scaduti e in scadenza entro 30 giorni (docs/domain.md#client-documents) */
  document_alerts: DocumentAlertsView;
  company_dimension_details: DimensionDetailsView;
  /** @nullable */
  created_by: number | null;
  /** @nullable */
  updated_by: number | null;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type ClientDuplicatesFound = {
  vat_number?: ClientDuplicateView;
  fiscal_code?: ClientDuplicateView;
};

/**
 * Messaggi per campo (percorso del campo -> elenco di messaggi in italiano)
 */
export type ClientValidationErrorBodyErrors = { [key: string]: string[] };

export type ClientValidationErrorBody = {
  message: string;
  /** Messaggi per campo (percorso del campo -> elenco di messaggi in italiano) */
  errors?: ClientValidationErrorBodyErrors;
  /** Il cliente dell’ambiente che ha già la partita IVA o il codice fiscale inviati (per campo) */
  duplicates?: ClientDuplicatesFound;
};

/**
 * Iscritta alla CCIAA
 * @nullable
 */
export type ClientUpdateDtoSubscribedToCciaa =
  | (typeof ClientUpdateDtoSubscribedToCciaa)[keyof typeof ClientUpdateDtoSubscribedToCciaa]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientUpdateDtoSubscribedToCciaa = {
  yes: 'yes',
  no: 'no',
} as const;

/**
 * manual override of the computed dimension; null = computed
 * @nullable
 */
export type ClientUpdateDtoCompanyDimensionOverride =
  | (typeof ClientUpdateDtoCompanyDimensionOverride)[keyof typeof ClientUpdateDtoCompanyDimensionOverride]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientUpdateDtoCompanyDimensionOverride = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

/**
 * @nullable
 */
export type ClientUpdateDtoClientLegalLocation = ClientLocationDto | null;

export type ClientUpdateDto = {
  /**
   * Ragione sociale
   * @maxLength 255
   */
  business_name?: string;
  /**
   * Riferimento interno
   * @maxLength 100
   * @nullable
   */
  reference?: string | null;
  /**
   * Partita IVA (11 digits)
   * @nullable
   */
  vat_number?: string | null;
  /**
   * Codice fiscale
   * @nullable
   */
  fiscal_code?: string | null;
  /**
   * Forma giuridica: codice ELF ISO 20275 (an active Italian legal form of GET /api/reference/legal-forms, e.g. OV32 = S.r.l.; table legal_forms, migration 0010)
   * @nullable
   */
  legal_form?: string | null;
  /**
   * Sezione
   * @maxLength 100
   * @nullable
   */
  section?: string | null;
  /**
   * Fondo interprofessionale
   * @maxLength 200
   * @nullable
   */
  interprofessional_fund?: string | null;
  /**
   * Data di costituzione
   * @nullable
   */
  constitution_date?: string | null;
  /**
   * Descrizione dell’attività
   * @nullable
   */
  activity_description?: string | null;
  /**
   * Telefono
   * @maxLength 40
   * @nullable
   */
  phone?: string | null;
  /**
   * Sito web
   * @maxLength 255
   * @nullable
   */
  website?: string | null;
  /**
   * Email
   * @nullable
   */
  email?: string | null;
  /**
   * PEC
   * @nullable
   */
  pec?: string | null;
  /**
   * Codice destinatario SDI (7 characters; 0000000 = delivery by PEC)
   * @nullable
   */
  sdi?: string | null;
  /**
   * Tipo di CCNL
   * @maxLength 200
   * @nullable
   */
  ccnl_type?: string | null;
  /**
   * Matricola INPS
   * @maxLength 40
   * @nullable
   */
  inps_registration_number?: string | null;
  /**
   * Sede INPS
   * @maxLength 200
   * @nullable
   */
  inps_location?: string | null;
  /**
   * Codice ditta INAIL
   * @maxLength 40
   * @nullable
   */
  inail_registration_number?: string | null;
  /**
   * Sede INAIL
   * @maxLength 200
   * @nullable
   */
  inail_location?: string | null;
  /**
   * Regime contabile
   * @maxLength 60
   * @nullable
   */
  accounting_type?: string | null;
  /**
   * Note
   * @nullable
   */
  note?: string | null;
  /**
   * Iscritta alla CCIAA
   * @nullable
   */
  subscribed_to_cciaa?: ClientUpdateDtoSubscribedToCciaa;
  /**
   * Numero REA
   * @nullable
   */
  rea_number?: string | null;
  /**
   * Numero di iscrizione al registro delle imprese
   * @maxLength 40
   * @nullable
   */
  registration_number?: string | null;
  /**
   * Sezione della CCIAA
   * @maxLength 100
   * @nullable
   */
  section_cciaa?: string | null;
  /**
   * Data di iscrizione (default today)
   * @nullable
   */
  registration_date?: string | null;
  /**
   * Capitale sociale, EUR
   * @nullable
   */
  social_capital?: number | null;
  /** Impresa partecipata da enti pubblici */
  public_entity_enterprise?: boolean;
  /** Impresa giovanile */
  youth_enterprise?: boolean;
  /** Impresa femminile */
  female_enterprise?: boolean;
  /** Impresa autonoma (nessuna associata o collegata) */
  autonomous?: boolean;
  /** Ha imprese associate */
  associated?: boolean;
  /** Ha imprese collegate */
  connected?: boolean;
  /** Ha imprese collegate tramite persone fisiche */
  connected_by_person?: boolean;
  /**
   * Note sulla dimensione
   * @nullable
   */
  company_dimension_notes?: string | null;
  /**
   * Quota di capitale o di voti di enti pubblici, percento (>= 25 = not an SME)
   * @nullable
   */
  public_bodies_share?: number | null;
  /**
   * manual override of the computed dimension; null = computed
   * @nullable
   */
  company_dimension_override?: ClientUpdateDtoCompanyDimensionOverride;
  /** @nullable */
  client_legal_location?: ClientUpdateDtoClientLegalLocation;
  clients_location?: ClientLocationDto[];
  clients_ateco_codes?: AtecoDto[];
  clients_partners?: PartnerDto[];
  clients_administrators?: AdministratorDto[];
  clients_banks?: BankDto[];
  clients_history?: HistoryDto[];
  /** referent ids to link */
  clients_referents?: number[];
  /** referent ids to unlink */
  clients_referents_to_delete?: number[];
  /** managing user ids (client managers of the environment); replaces the list */
  clients_managed_by_users?: number[];
  associated_companies?: CompanyRelationDto[];
  connected_companies?: CompanyRelationDto[];
  connected_by_person_companies?: CompanyRelationDto[];
  documents?: ClientDocumentDto[];
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

/**
 * Oggi (Europe/Rome): scaduto prima della scadenza, in scadenza entro 30 giorni, altrimenti valido
 */
export type ClientDocumentItemViewStatus = (typeof ClientDocumentItemViewStatus)[keyof typeof ClientDocumentItemViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDocumentItemViewStatus = {
  valido: 'valido',
  in_scadenza: 'in scadenza',
  scaduto: 'scaduto',
} as const;

/**
 * Il file caricato (null se rimosso)
 * @nullable
 */
export type ClientDocumentItemViewFile = FileInfoView | null;

export type ClientDocumentItemView = {
  id: number;
  type_id: number;
  /** Codice del tipo */
  type_code: string;
  /** Nome del tipo */
  type_label: string;
  /** @nullable */
  name: string | null;
  /**
   * Data di rilascio
   * @nullable
   */
  issue_date: string | null;
  /**
   * Scadenza (nessuna: null)
   * @nullable
   */
  expiry_date: string | null;
  /** Oggi (Europe/Rome): scaduto prima della scadenza, in scadenza entro 30 giorni, altrimenti valido */
  status: ClientDocumentItemViewStatus;
  /** Documento attuale (false: sostituito, storico) */
  current: boolean;
  /**
   * Il file caricato (null se rimosso)
   * @nullable
   */
  file: ClientDocumentItemViewFile;
  /** @nullable */
  uploaded_by: number | null;
  /**
   * Nome e cognome di chi l’ha caricato
   * @nullable
   */
  uploaded_by_name: string | null;
  created_at: string;
  /**
   * Quando è stato sostituito
   * @nullable
   */
  replaced_at: string | null;
  /**
   * Il documento che lo ha sostituito
   * @nullable
   */
  replaced_by: number | null;
};

export type ClientDocumentListView = {
  /** Per tipo; l’attuale prima dello storico, dal più recente */
  data: ClientDocumentItemView[];
  alerts: DocumentAlertsView;
};

export type DocumentTypeView = {
  id: number;
  /** Codice stabile (gli undici tipi storici, durc, o generato dal nome) */
  code: string;
  /** Nome italiano */
  label: string;
  /**
   * Validità in giorni dalla data di rilascio
   * @nullable
   */
  validity_days: number | null;
  /**
   * Validità in mesi dalla data di rilascio
   * @nullable
   */
  validity_months: number | null;
  /** Scadenza riportata sul documento (da indicare) */
  expiry_from_document: boolean;
  /** Tipo predefinito della piattaforma (il codice non cambia) */
  builtin: boolean;
  active: boolean;
  position: number;
};

export type DocumentTypeInputDto = {
  /** Nome del tipo (unico) */
  label: string;
  /**
   * Validità in giorni dalla data di rilascio (1-3650)
   * @nullable
   */
  validity_days?: number | null;
  /**
   * Validità in mesi dalla data di rilascio (1-120)
   * @nullable
   */
  validity_months?: number | null;
  /** La scadenza è quella riportata sul documento (va indicata al caricamento) */
  expiry_from_document?: boolean;
  /** Proposto nei caricamenti (predefinito true) */
  active?: boolean;
};

export type UpdateDocumentTypeDto = {
  label?: string;
  /** @nullable */
  validity_days?: number | null;
  /** @nullable */
  validity_months?: number | null;
  expiry_from_document?: boolean;
  active?: boolean;
};

export type RequirementVerdictVerdict = (typeof RequirementVerdictVerdict)[keyof typeof RequirementVerdictVerdict];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RequirementVerdictVerdict = {
  met: 'met',
  not_met: 'not_met',
  unknown: 'unknown',
} as const;

export type RequirementVerdict = {
  /** Chiave del requisito */
  requirement: string;
  label: string;
  verdict: RequirementVerdictVerdict;
  /** Che cosa chiede il bando (in italiano, leggibile) */
  required: string;
  /**
   * Il valore del cliente (null se manca)
   * @nullable
   */
  client_value: string | null;
  /**
   * Il campo del cliente da compilare quando l’esito è sconosciuto
   * @nullable
   */
  missing_field: string | null;
};

export type MissingDatum = {
  /** Il campo del cliente da compilare */
  field: string;
  label: string;
};

export type DeMinimisCheckViewStatus = (typeof DeMinimisCheckViewStatus)[keyof typeof DeMinimisCheckViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeMinimisCheckViewStatus = {
  fits: 'fits',
  does_not_fit: 'does_not_fit',
  unknown: 'unknown',
} as const;

export type DeMinimisCheckViewRegulation = (typeof DeMinimisCheckViewRegulation)[keyof typeof DeMinimisCheckViewRegulation];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeMinimisCheckViewRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type DeMinimisCheckView = {
  status: DeMinimisCheckViewStatus;
  regulation: DeMinimisCheckViewRegulation;
  /** Data della verifica: chiusura del bando, o oggi */
  at: string;
  /** Margine alla data, centesimi */
  headroom_cents: number;
  /**
   * Aiuto massimo del bando, centesimi (null: non indicato)
   * @nullable
   */
  max_aid_cents: number | null;
  /**
   * Importo massimo concedibile quando l’aiuto del bando non rientra
   * @nullable
   */
  largest_fitting_cents: number | null;
  /** Aiuti registrati per l’impresa unica del cliente */
  aid_recorded: boolean;
  /** Articolo applicato */
  article: string;
  /** Spiegazione in italiano */
  message: string;
};

export type EligibleAnnouncementRefScope = (typeof EligibleAnnouncementRefScope)[keyof typeof EligibleAnnouncementRefScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibleAnnouncementRefScope = {
  global: 'global',
  local: 'local',
} as const;

export type EligibleAnnouncementRef = {
  id: number;
  name: string;
  scope: EligibleAnnouncementRefScope;
  /** @nullable */
  start_date: string | null;
  /** @nullable */
  end_date: string | null;
  /**
   * Ente erogatore
   * @nullable
   */
  supplying_authority: string | null;
};

export type EligibleAnnouncementVerdict = (typeof EligibleAnnouncementVerdict)[keyof typeof EligibleAnnouncementVerdict];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibleAnnouncementVerdict = {
  eligible: 'eligible',
  not_eligible: 'not_eligible',
  unknown: 'unknown',
} as const;

/**
 * Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste
 * @nullable
 */
export type EligibleAnnouncementDeMinimis = DeMinimisCheckView | null;

export type EligibleAnnouncement = {
  verdict: EligibleAnnouncementVerdict;
  requirements: RequirementVerdict[];
  /** Requisiti non soddisfatti */
  failed: string[];
  /** Requisiti non verificabili (dati del cliente mancanti) */
  unknown: string[];
  /** Dati del cliente da raccogliere, uno per requisito non verificabile */
  missing_data: MissingDatum[];
  /**
   * Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste
   * @nullable
   */
  de_minimis: EligibleAnnouncementDeMinimis;
  announcement: EligibleAnnouncementRef;
};

export type EligibleAnnouncementPage = {
  data: EligibleAnnouncement[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

/**
 * Dimensione effettiva (calcolata o impostata a mano)
 * @nullable
 */
export type EligibleClientRefCompanyDimension =
  | (typeof EligibleClientRefCompanyDimension)[keyof typeof EligibleClientRefCompanyDimension]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibleClientRefCompanyDimension = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

export type EligibleClientRef = {
  id: number;
  /** Ragione sociale */
  business_name: string;
  /**
   * Partita IVA
   * @nullable
   */
  vat_number: string | null;
  /**
   * Nome della regione della sede legale
   * @nullable
   */
  region: string | null;
  /**
   * Codice ISTAT della regione
   * @nullable
   */
  region_code: string | null;
  /**
   * Dimensione effettiva (calcolata o impostata a mano)
   * @nullable
   */
  company_dimension: EligibleClientRefCompanyDimension;
  managers: ClientManagerRef[];
};

export type EligibleClientVerdict = (typeof EligibleClientVerdict)[keyof typeof EligibleClientVerdict];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibleClientVerdict = {
  eligible: 'eligible',
  not_eligible: 'not_eligible',
  unknown: 'unknown',
} as const;

/**
 * Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste
 * @nullable
 */
export type EligibleClientDeMinimis = DeMinimisCheckView | null;

export type EligibleClient = {
  verdict: EligibleClientVerdict;
  requirements: RequirementVerdict[];
  /** Requisiti non soddisfatti */
  failed: string[];
  /** Requisiti non verificabili (dati del cliente mancanti) */
  unknown: string[];
  /** Dati del cliente da raccogliere, uno per requisito non verificabile */
  missing_data: MissingDatum[];
  /**
   * Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste
   * @nullable
   */
  de_minimis: EligibleClientDeMinimis;
  client: EligibleClientRef;
};

export type EligibleClientPage = {
  data: EligibleClient[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type NoteView = {
  id: number;
  client_id: number;
  /** @nullable */
  user_id: number | null;
  /**
   * Nome e cognome dell’autore
   * @nullable
   */
  author: string | null;
  text: string;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  updated_by: number | null;
};

export type NotePage = {
  data: NoteView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type NoteDto = {
  text: string;
};

export type NoteUpdateDto = {
  text: string;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type StateAidView = {
  id: number;
  client_id: number;
  /** Ragione sociale del beneficiario */
  client_name: string;
  /** Data di concessione */
  grant_date: string;
  /** Soggetto concedente */
  granting_body: string;
  /** @nullable */
  measure_title: string | null;
  /**
   * Codice Aiuto RNA
   * @nullable
   */
  car: string | null;
  /**
   * Codice Concessione RNA
   * @nullable
   */
  cor: string | null;
  /** @nullable */
  cup: string | null;
  /** Regolamento come registrato */
  regulation: string;
  /** @nullable */
  instrument: string | null;
  /** Elemento di aiuto (ESL) in centesimi */
  aid_element_cents: number;
  /**
   * Importo nominale in centesimi
   * @nullable
   */
  nominal_amount_cents: number | null;
  /** @nullable */
  announcement_id: number | null;
  /** @nullable */
  negotiation_id: number | null;
  /** @nullable */
  created_by: number | null;
  /** @nullable */
  updated_by: number | null;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  created_at: string;
  updated_at: string;
};

export type StateAidPage = {
  data: StateAidView[];
  total: number;
};

export type StateAidDto = {
  /** Data di concessione (diritto conferito) */
  grant_date: string;
  /**
   * Soggetto concedente
   * @maxLength 255
   */
  granting_body: string;
  /**
   * Titolo della misura
   * @maxLength 500
   * @nullable
   */
  measure_title?: string | null;
  /**
   * Codice Aiuto RNA (CAR): solo cifre
   * @nullable
   */
  car?: string | null;
  /**
   * Codice Concessione RNA (COR): solo cifre
   * @nullable
   */
  cor?: string | null;
  /**
   * Codice Unico di Progetto: 15 lettere o cifre
   * @nullable
   */
  cup?: string | null;
  /**
   * Regolamento come scritto nel RNA o dall’utente (numero/anno)
   * @maxLength 100
   */
  regulation: string;
  /**
   * Strumento di aiuto (sovvenzione, garanzia, prestito …)
   * @maxLength 255
   * @nullable
   */
  instrument?: string | null;
  /**
   * Elemento di aiuto (ESL) in centesimi di euro
   * @minimum 0
   * @maximum 999999999999999
   */
  aid_element_cents: number;
  /**
   * Importo nominale in centesimi di euro
   * @minimum 0
   * @maximum 999999999999999
   * @nullable
   */
  nominal_amount_cents?: number | null;
  /**
   * Bando (globale o dell’ambiente) da cui proviene l’aiuto
   * @nullable
   */
  announcement_id?: number | null;
  /**
   * Trattativa del cliente da cui proviene l’aiuto
   * @nullable
   */
  negotiation_id?: number | null;
};

export type StateAidUpdateDto = {
  /** Data di concessione (diritto conferito) */
  grant_date: string;
  /**
   * Soggetto concedente
   * @maxLength 255
   */
  granting_body: string;
  /**
   * Titolo della misura
   * @maxLength 500
   * @nullable
   */
  measure_title?: string | null;
  /**
   * Codice Aiuto RNA (CAR): solo cifre
   * @nullable
   */
  car?: string | null;
  /**
   * Codice Concessione RNA (COR): solo cifre
   * @nullable
   */
  cor?: string | null;
  /**
   * Codice Unico di Progetto: 15 lettere o cifre
   * @nullable
   */
  cup?: string | null;
  /**
   * Regolamento come scritto nel RNA o dall’utente (numero/anno)
   * @maxLength 100
   */
  regulation: string;
  /**
   * Strumento di aiuto (sovvenzione, garanzia, prestito …)
   * @maxLength 255
   * @nullable
   */
  instrument?: string | null;
  /**
   * Elemento di aiuto (ESL) in centesimi di euro
   * @minimum 0
   * @maximum 999999999999999
   */
  aid_element_cents: number;
  /**
   * Importo nominale in centesimi di euro
   * @minimum 0
   * @maximum 999999999999999
   * @nullable
   */
  nominal_amount_cents?: number | null;
  /**
   * Bando (globale o dell’ambiente) da cui proviene l’aiuto
   * @nullable
   */
  announcement_id?: number | null;
  /**
   * Trattativa del cliente da cui proviene l’aiuto
   * @nullable
   */
  negotiation_id?: number | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

/**
 * self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner
 */
export type UndertakingMemberAidViewRelation = (typeof UndertakingMemberAidViewRelation)[keyof typeof UndertakingMemberAidViewRelation];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingMemberAidViewRelation = {
  self: 'self',
  controls: 'controls',
  controlled: 'controlled',
  linked: 'linked',
  merged: 'merged',
  split_from: 'split_from',
  natural_person: 'natural_person',
  partner: 'partner',
} as const;

export type UndertakingMemberAidView = {
  /**
   * Il cliente dell’ambiente, se lo è
   * @nullable
   */
  client_id: number | null;
  name: string;
  /**
   * Partita IVA o codice fiscale
   * @nullable
   */
  fiscal_code: string | null;
  /** self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner */
  relation: UndertakingMemberAidViewRelation;
  /** Articolo (Reg. (UE) 2023/2831) */
  article: string;
  reason: string;
  /** Aiuti de minimis nel triennio, centesimi */
  aid_cents: number;
};

/**
 * self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner
 */
export type UndertakingMemberViewRelation = (typeof UndertakingMemberViewRelation)[keyof typeof UndertakingMemberViewRelation];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingMemberViewRelation = {
  self: 'self',
  controls: 'controls',
  controlled: 'controlled',
  linked: 'linked',
  merged: 'merged',
  split_from: 'split_from',
  natural_person: 'natural_person',
  partner: 'partner',
} as const;

export type UndertakingMemberView = {
  /**
   * Il cliente dell’ambiente, se lo è
   * @nullable
   */
  client_id: number | null;
  name: string;
  /**
   * Partita IVA o codice fiscale
   * @nullable
   */
  fiscal_code: string | null;
  /** self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner */
  relation: UndertakingMemberViewRelation;
  /** Articolo (Reg. (UE) 2023/2831) */
  article: string;
  reason: string;
};

export type RegulationHeadroomViewRegulation = (typeof RegulationHeadroomViewRegulation)[keyof typeof RegulationHeadroomViewRegulation];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RegulationHeadroomViewRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type RegulationHeadroomView = {
  regulation: RegulationHeadroomViewRegulation;
  act: string;
  /** Massimale del regolamento, centesimi */
  ceiling_cents: number;
  /** Aiuti nel triennio conteggiati sul massimale, centesimi */
  used_cents: number;
  /** Margine: il minore tra i limiti del regolamento (cumulo compreso), centesimi */
  headroom_cents: number;
  window_start: string;
  window_end: string;
  /** Articolo del limite che lascia il margine minore */
  binding_article: string;
};

/**
 * Regime de minimis del regolamento (null: non de minimis)
 * @nullable
 */
export type DeMinimisAidViewDeMinimis = (typeof DeMinimisAidViewDeMinimis)[keyof typeof DeMinimisAidViewDeMinimis] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeMinimisAidViewDeMinimis = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type DeMinimisAidView = {
  id: number;
  client_id: number;
  /** Ragione sociale del beneficiario */
  client_name: string;
  /** Data di concessione */
  grant_date: string;
  /** Soggetto concedente */
  granting_body: string;
  /** @nullable */
  measure_title: string | null;
  /**
   * Codice Aiuto RNA
   * @nullable
   */
  car: string | null;
  /**
   * Codice Concessione RNA
   * @nullable
   */
  cor: string | null;
  /** @nullable */
  cup: string | null;
  /** Regolamento come registrato */
  regulation: string;
  /** @nullable */
  instrument: string | null;
  /** Elemento di aiuto (ESL) in centesimi */
  aid_element_cents: number;
  /**
   * Importo nominale in centesimi
   * @nullable
   */
  nominal_amount_cents: number | null;
  /** @nullable */
  announcement_id: number | null;
  /** @nullable */
  negotiation_id: number | null;
  /** @nullable */
  created_by: number | null;
  /** @nullable */
  updated_by: number | null;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  created_at: string;
  updated_at: string;
  /**
   * Regime de minimis del regolamento (null: non de minimis)
   * @nullable
   */
  de_minimis: DeMinimisAidViewDeMinimis;
  /** Centesimi conteggiati */
  counted_cents: number;
  /** Concesso nel triennio mobile che termina alla data */
  in_window: boolean;
  /**
   * Giorno in cui esce dal triennio
   * @nullable
   */
  released_on: string | null;
};

export type DeMinimisReleaseViewRegulation = (typeof DeMinimisReleaseViewRegulation)[keyof typeof DeMinimisReleaseViewRegulation];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeMinimisReleaseViewRegulation = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type DeMinimisReleaseView = {
  date: string;
  regulation: DeMinimisReleaseViewRegulation;
  cents: number;
};

export type DeMinimisView = {
  at: string;
  single_undertaking: UndertakingMemberAidView[];
  /** Imprese legate ma fuori dall’impresa unica */
  excluded: UndertakingMemberView[];
  regulations: RegulationHeadroomView[];
  aids: DeMinimisAidView[];
  releases: DeMinimisReleaseView[];
};

/**
 * registrato, già presente, scartato
 */
export type StateAidImportRowViewOutcome = (typeof StateAidImportRowViewOutcome)[keyof typeof StateAidImportRowViewOutcome];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StateAidImportRowViewOutcome = {
  created: 'created',
  existing: 'existing',
  rejected: 'rejected',
} as const;

/**
 * Regime de minimis (null: non de minimis)
 * @nullable
 */
export type StateAidImportRowViewDeMinimis = (typeof StateAidImportRowViewDeMinimis)[keyof typeof StateAidImportRowViewDeMinimis] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StateAidImportRowViewDeMinimis = {
  general: 'general',
  sgei: 'sgei',
  agriculture: 'agriculture',
  fishery: 'fishery',
} as const;

export type StateAidImportRowView = {
  /** Codice Concessione RNA */
  cor: string;
  /** ID_COMPONENTE_AIUTO */
  component: string;
  client_id: number;
  client_name: string;
  /** registrato, già presente, scartato */
  outcome: StateAidImportRowViewOutcome;
  /**
   * Motivo (già presente, scartato)
   * @nullable
   */
  reason: string | null;
  /** COD_REGOLAMENTO */
  regulation: string;
  /**
   * Regime de minimis (null: non de minimis)
   * @nullable
   */
  de_minimis: StateAidImportRowViewDeMinimis;
  /**
   * Elemento di aiuto, centesimi
   * @nullable
   */
  aid_element_cents: number | null;
  /**
   * L’aiuto registrato
   * @nullable
   */
  state_aid_id: number | null;
};

export type StateAidImportViewStatus = (typeof StateAidImportViewStatus)[keyof typeof StateAidImportViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StateAidImportViewStatus = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;

export type StateAidImportView = {
  id: number;
  /**
   * Chi ha caricato il file
   * @nullable
   */
  user_id: number | null;
  file_name: string;
  status: StateAidImportViewStatus;
  /** Dimensione del file, byte */
  bytes: number;
  /** Byte letti */
  bytes_read: number;
  /** Elementi AIUTO letti */
  aids_read: number;
  /** Componenti registrate */
  created: number;
  /** Componenti già registrate */
  existing: number;
  /** Componenti scartate */
  rejected: number;
  /** Una riga per componente di un cliente (al massimo 5.000) */
  report: StateAidImportRowView[];
  /** @nullable */
  error: string | null;
  /** @nullable */
  finished_at: string | null;
  created_at: string;
  updated_at: string;
};

export type StateAidImportList = {
  data: StateAidImportView[];
};

/**
 * merger: fusione o acquisizione; split: scissione
 */
export type UndertakingOperationViewKind = (typeof UndertakingOperationViewKind)[keyof typeof UndertakingOperationViewKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingOperationViewKind = {
  merger: 'merger',
  split: 'split',
} as const;

/**
 * Solo scissione: criterio di attribuzione degli aiuti
 * @nullable
 */
export type UndertakingOperationViewAllocation =
  | (typeof UndertakingOperationViewAllocation)[keyof typeof UndertakingOperationViewAllocation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingOperationViewAllocation = {
  activities: 'activities',
  equity: 'equity',
} as const;

export type UndertakingOperationView = {
  id: number;
  client_id: number;
  /** merger: fusione o acquisizione; split: scissione */
  kind: UndertakingOperationViewKind;
  /** Data di efficacia */
  operation_date: string;
  /**
   * L’altra impresa, se è un cliente dell’ambiente
   * @nullable
   */
  counterpart_client_id: number | null;
  /** Ragione sociale dell’altra impresa */
  counterpart_name: string;
  /**
   * Partita IVA o codice fiscale dell’altra impresa
   * @nullable
   */
  counterpart_vat: string | null;
  /**
   * Solo scissione: criterio di attribuzione degli aiuti
   * @nullable
   */
  allocation: UndertakingOperationViewAllocation;
  /**
   * Patrimonio netto del cliente alla scissione, centesimi
   * @nullable
   */
  equity_cents: number | null;
  /**
   * Patrimonio netto di tutte le nuove imprese, centesimi
   * @nullable
   */
  total_equity_cents: number | null;
  /** Quota degli aiuti dell’altra impresa che conta per il cliente, in percentuale (due decimali) */
  share_percent: number;
  /** Articolo applicato (Reg. (UE) 2023/2831, art. 3, par. 8 o 9) */
  article: string;
  /** Spiegazione in italiano */
  description: string;
  /** @nullable */
  created_by: number | null;
  /** @nullable */
  updated_by: number | null;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  created_at: string;
  updated_at: string;
};

export type UndertakingOperationPage = {
  data: UndertakingOperationView[];
  total: number;
};

/**
 * merger: fusione o acquisizione; split: scissione
 */
export type UndertakingOperationDtoKind = (typeof UndertakingOperationDtoKind)[keyof typeof UndertakingOperationDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingOperationDtoKind = {
  merger: 'merger',
  split: 'split',
} as const;

/**
 * Solo scissione: per attività rilevate o pro quota del patrimonio netto
 * @nullable
 */
export type UndertakingOperationDtoAllocation =
  | (typeof UndertakingOperationDtoAllocation)[keyof typeof UndertakingOperationDtoAllocation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingOperationDtoAllocation = {
  activities: 'activities',
  equity: 'equity',
} as const;

export type UndertakingOperationDto = {
  /** merger: fusione o acquisizione; split: scissione */
  kind: UndertakingOperationDtoKind;
  /** Data di efficacia dell’operazione */
  operation_date: string;
  /**
   * L’altra impresa, se è un cliente dell’ambiente
   * @nullable
   */
  counterpart_client_id?: number | null;
  /**
   * Ragione sociale dell’impresa esterna
   * @maxLength 255
   * @nullable
   */
  counterpart_name?: string | null;
  /**
   * Partita IVA o codice fiscale dell’impresa esterna
   * @nullable
   */
  counterpart_vat?: string | null;
  /**
   * Solo scissione: per attività rilevate o pro quota del patrimonio netto
   * @nullable
   */
  allocation?: UndertakingOperationDtoAllocation;
  /**
   * Scissione per patrimonio netto: valore contabile del patrimonio netto del cliente, centesimi
   * @minimum 0
   * @maximum 999999999999999
   * @nullable
   */
  equity_cents?: number | null;
  /**
   * Scissione per patrimonio netto: valore contabile del patrimonio netto di tutte le nuove imprese, centesimi
   * @minimum 0
   * @maximum 999999999999999
   * @nullable
   */
  total_equity_cents?: number | null;
};

/**
 * merger: fusione o acquisizione; split: scissione
 */
export type UndertakingOperationUpdateDtoKind = (typeof UndertakingOperationUpdateDtoKind)[keyof typeof UndertakingOperationUpdateDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingOperationUpdateDtoKind = {
  merger: 'merger',
  split: 'split',
} as const;

/**
 * Solo scissione: per attività rilevate o pro quota del patrimonio netto
 * @nullable
 */
export type UndertakingOperationUpdateDtoAllocation =
  | (typeof UndertakingOperationUpdateDtoAllocation)[keyof typeof UndertakingOperationUpdateDtoAllocation]
  | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UndertakingOperationUpdateDtoAllocation = {
  activities: 'activities',
  equity: 'equity',
} as const;

export type UndertakingOperationUpdateDto = {
  /** merger: fusione o acquisizione; split: scissione */
  kind: UndertakingOperationUpdateDtoKind;
  /** Data di efficacia dell’operazione */
  operation_date: string;
  /**
   * L’altra impresa, se è un cliente dell’ambiente
   * @nullable
   */
  counterpart_client_id?: number | null;
  /**
   * Ragione sociale dell’impresa esterna
   * @maxLength 255
   * @nullable
   */
  counterpart_name?: string | null;
  /**
   * Partita IVA o codice fiscale dell’impresa esterna
   * @nullable
   */
  counterpart_vat?: string | null;
  /**
   * Solo scissione: per attività rilevate o pro quota del patrimonio netto
   * @nullable
   */
  allocation?: UndertakingOperationUpdateDtoAllocation;
  /**
   * Scissione per patrimonio netto: valore contabile del patrimonio netto del cliente, centesimi
   * @minimum 0
   * @maximum 999999999999999
   * @nullable
   */
  equity_cents?: number | null;
  /**
   * Scissione per patrimonio netto: valore contabile del patrimonio netto di tutte le nuove imprese, centesimi
   * @minimum 0
   * @maximum 999999999999999
   * @nullable
   */
  total_equity_cents?: number | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type NegotiationDossierProgressView = {
  required_total: number;
  done: number;
};

/**
 * Fase della pipeline
 */
export type NegotiationViewStage = (typeof NegotiationViewStage)[keyof typeof NegotiationViewStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationViewStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

/**
 * Scadenza per fase (fase -> `YYYY-MM-DD`)
 */
export type NegotiationViewStageDeadlines = { [key: string]: string };

export type NegotiationView = {
  id: number;
  client_id: number;
  client_name: string;
  /** @nullable */
  announcement_id: number | null;
  /** @nullable */
  announcement_name: string | null;
  title: string;
  /** Fase della pipeline */
  stage: NegotiationViewStage;
  /** Nome italiano della fase */
  stage_label: string;
  /** Posizione nella colonna della fase */
  position: number;
  /** @nullable */
  amount_requested: number | null;
  /** @nullable */
  amount_granted: number | null;
  /** @nullable */
  success_fee_percent: number | null;
  /** @nullable */
  success_fee_amount: number | null;
  /** Scadenza per fase (fase -> `YYYY-MM-DD`) */
  stage_deadlines: NegotiationViewStageDeadlines;
  /** @nullable */
  lost_reason: string | null;
  /** @nullable */
  note: string | null;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  updated_by: number | null;
  /** Avanzamento del dossier (docs/domain.md#dossier): voci obbligatorie e quelle caricate o verificate; 0/0 senza dossier */
  dossier: NegotiationDossierProgressView;
};

export type NegotiationPage = {
  data: NegotiationView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type NegotiationStageColumnViewStage = (typeof NegotiationStageColumnViewStage)[keyof typeof NegotiationStageColumnViewStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationStageColumnViewStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

export type NegotiationStageColumnView = {
  stage: NegotiationStageColumnViewStage;
  /** Nome italiano della fase */
  label: string;
  items: NegotiationView[];
};

export type NegotiationBoardView = {
  stages: NegotiationStageColumnView[];
};

/**
 * contact when not sent
 */
export type NegotiationInputDtoStage = (typeof NegotiationInputDtoStage)[keyof typeof NegotiationInputDtoStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationInputDtoStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

/**
 * {stage: "YYYY-MM-DD"}
 */
export type NegotiationInputDtoStageDeadlines = { [key: string]: string };

export type NegotiationInputDto = {
  client_id: number;
  /**
   * published call of the environment
   * @nullable
   */
  announcement_id?: number | null;
  title: string;
  /** contact when not sent */
  stage?: NegotiationInputDtoStage;
  /**
   * EUR
   * @nullable
   */
  amount_requested?: number | null;
  /**
   * EUR
   * @nullable
   */
  amount_granted?: number | null;
  /**
   * percent
   * @nullable
   */
  success_fee_percent?: number | null;
  /**
   * EUR
   * @nullable
   */
  success_fee_amount?: number | null;
  /** {stage: "YYYY-MM-DD"} */
  stage_deadlines?: NegotiationInputDtoStageDeadlines;
  /** @nullable */
  lost_reason?: string | null;
  /** @nullable */
  note?: string | null;
};

/**
 * contact when not sent
 */
export type NegotiationReplaceDtoStage = (typeof NegotiationReplaceDtoStage)[keyof typeof NegotiationReplaceDtoStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationReplaceDtoStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

/**
 * {stage: "YYYY-MM-DD"}
 */
export type NegotiationReplaceDtoStageDeadlines = { [key: string]: string };

export type NegotiationReplaceDto = {
  client_id: number;
  /**
   * published call of the environment
   * @nullable
   */
  announcement_id?: number | null;
  title: string;
  /** contact when not sent */
  stage?: NegotiationReplaceDtoStage;
  /**
   * EUR
   * @nullable
   */
  amount_requested?: number | null;
  /**
   * EUR
   * @nullable
   */
  amount_granted?: number | null;
  /**
   * percent
   * @nullable
   */
  success_fee_percent?: number | null;
  /**
   * EUR
   * @nullable
   */
  success_fee_amount?: number | null;
  /** {stage: "YYYY-MM-DD"} */
  stage_deadlines?: NegotiationReplaceDtoStageDeadlines;
  /** @nullable */
  lost_reason?: string | null;
  /** @nullable */
  note?: string | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

/**
 * contact when not sent
 */
export type NegotiationPatchDtoStage = (typeof NegotiationPatchDtoStage)[keyof typeof NegotiationPatchDtoStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationPatchDtoStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

/**
 * {stage: "YYYY-MM-DD"}
 */
export type NegotiationPatchDtoStageDeadlines = { [key: string]: string };

export type NegotiationPatchDto = {
  client_id?: number;
  /**
   * published call of the environment
   * @nullable
   */
  announcement_id?: number | null;
  title?: string;
  /** contact when not sent */
  stage?: NegotiationPatchDtoStage;
  /**
   * EUR
   * @nullable
   */
  amount_requested?: number | null;
  /**
   * EUR
   * @nullable
   */
  amount_granted?: number | null;
  /**
   * percent
   * @nullable
   */
  success_fee_percent?: number | null;
  /**
   * EUR
   * @nullable
   */
  success_fee_amount?: number | null;
  /** {stage: "YYYY-MM-DD"} */
  stage_deadlines?: NegotiationPatchDtoStageDeadlines;
  /** @nullable */
  lost_reason?: string | null;
  /** @nullable */
  note?: string | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type NegotiationStageDtoStage = (typeof NegotiationStageDtoStage)[keyof typeof NegotiationStageDtoStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationStageDtoStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

export type NegotiationStageDto = {
  stage: NegotiationStageDtoStage;
  /** 0-based position in the column */
  position?: number;
  /** @nullable */
  lost_reason?: string | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type BulkNegotiationsDto = {
  /**
   * ids dei clienti selezionati
   * @minItems 1
   * @maxItems 500
   */
  client_ids: number[];
};

export type BulkNegotiationResultStatus = (typeof BulkNegotiationResultStatus)[keyof typeof BulkNegotiationResultStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BulkNegotiationResultStatus = {
  created: 'created',
  refused: 'refused',
} as const;

export type BulkNegotiationResult = {
  client_id: number;
  status: BulkNegotiationResultStatus;
  /** Perché non è stata aperta (in italiano) */
  reason?: string;
  /** La trattativa aperta, o quella già aperta che ha fatto rifiutare il cliente */
  negotiation_id?: number;
};

export type BulkNegotiationsView = {
  created: number;
  refused: number;
  results: BulkNegotiationResult[];
};

export type ReferentClientView = {
  id: number;
  business_name: string;
  /** @nullable */
  vat_number: string | null;
};

export type ReferentAccessStatus = (typeof ReferentAccessStatus)[keyof typeof ReferentAccessStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReferentAccessStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

export type ReferentAccess = {
  user_id: number;
  email: string;
  /** Invito accettato */
  accepted: boolean;
  status: ReferentAccessStatus;
};

/**
 * @nullable
 */
export type ReferentViewAccess = ReferentAccess | null;

export type ReferentView = {
  id: number;
  project_id: number;
  name: string;
  surname: string;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /** @nullable */
  organisation: string | null;
  /** @nullable */
  notes: string | null;
  clients: ReferentClientView[];
  /** Clienti collegati (solo nell’elenco) */
  clients_count?: number;
  /** @nullable */
  access: ReferentViewAccess;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
};

export type ReferentPage = {
  data: ReferentView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type ReferentInputDto = {
  name: string;
  surname: string;
  /** @nullable */
  email?: string | null;
  /** @nullable */
  phone?: string | null;
  /** @nullable */
  organisation?: string | null;
  /** @nullable */
  notes?: string | null;
  client_ids?: number[];
};

export type ReferentReplaceDto = {
  name: string;
  surname: string;
  /** @nullable */
  email?: string | null;
  /** @nullable */
  phone?: string | null;
  /** @nullable */
  organisation?: string | null;
  /** @nullable */
  notes?: string | null;
  client_ids?: number[];
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type ReferentPatchDto = {
  name?: string;
  surname?: string;
  /** @nullable */
  email?: string | null;
  /** @nullable */
  phone?: string | null;
  /** @nullable */
  organisation?: string | null;
  /** @nullable */
  notes?: string | null;
  client_ids?: number[];
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

/**
 * Tipo di record: cliente, referente, bando, richiesta, trattativa
 */
export type SearchHitViewType = (typeof SearchHitViewType)[keyof typeof SearchHitViewType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SearchHitViewType = {
  client: 'client',
  referent: 'referent',
  announcement: 'announcement',
  call: 'call',
  negotiation: 'negotiation',
} as const;

/**
 * exact: identificativo (P.IVA, codice fiscale, e-mail) o nome uguale; prefix: inizia con il termine; word: una parola inizia con il termine; partial: lo contiene
 */
export type SearchHitViewMatch = (typeof SearchHitViewMatch)[keyof typeof SearchHitViewMatch];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SearchHitViewMatch = {
  exact: 'exact',
  prefix: 'prefix',
  word: 'word',
  partial: 'partial',
} as const;

export type SearchHitView = {
  /** Tipo di record: cliente, referente, bando, richiesta, trattativa */
  type: SearchHitViewType;
  id: number;
  /** Nome del record (ragione sociale, nome e cognome, titolo) */
  title: string;
  /**
   * Riga di dettaglio in italiano (P.IVA e comune, e-mail, scadenza, data, fase)
   * @nullable
   */
  subtitle: string | null;
  /** Indirizzo della pagina del record nel front end, es. `/ambiente/3/clienti/12` */
  url_path: string;
  /** exact: identificativo (P.IVA, codice fiscale, e-mail) o nome uguale; prefix: inizia con il termine; word: una parola inizia con il termine; partial: lo contiene */
  match: SearchHitViewMatch;
};

export type SearchResultView = {
  /** Il termine cercato, senza spazi ai lati */
  q: string;
  /** Per corrispondenza (exact, prefix, word, partial), poi per tipo nell’ordine di SEARCH_TYPES */
  data: SearchHitView[];
};

export type TaskBulkFilterDtoStatus = (typeof TaskBulkFilterDtoStatus)[keyof typeof TaskBulkFilterDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskBulkFilterDtoStatus = {
  open: 'open',
  done: 'done',
  cancelled: 'cancelled',
} as const;

/**
 * overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni
 */
export type TaskBulkFilterDtoDue = (typeof TaskBulkFilterDtoDue)[keyof typeof TaskBulkFilterDtoDue];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskBulkFilterDtoDue = {
  overdue: 'overdue',
  today: 'today',
  week: 'week',
} as const;

export type TaskBulkFilterDto = {
  search?: string;
  /** `me` (i miei compiti) o l’id di un utente */
  owner?: string;
  status?: TaskBulkFilterDtoStatus;
  /** overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni */
  due?: TaskBulkFilterDtoDue;
};

export type TaskBulkDtoAction = (typeof TaskBulkDtoAction)[keyof typeof TaskBulkDtoAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskBulkDtoAction = {
  complete: 'complete',
  reopen: 'reopen',
  cancel: 'cancel',
  reassign: 'reassign',
  delete: 'delete',
} as const;

export type TaskBulkDto = {
  action: TaskBulkDtoAction;
  /**
   * I compiti selezionati
   * @minItems 1
   * @maxItems 500
   */
  ids?: number[];
  /** Tutti i compiti della lista con questi filtri */
  filter?: TaskBulkFilterDto;
  /** reassign: il nuovo assegnatario */
  owner_id?: number;
};

export type TaskBulkResultViewOutcome = (typeof TaskBulkResultViewOutcome)[keyof typeof TaskBulkResultViewOutcome];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskBulkResultViewOutcome = {
  done: 'done',
  refused: 'refused',
} as const;

export type TaskBulkResultView = {
  task_id: number;
  /**
   * Il titolo (null per un compito non trovato)
   * @nullable
   */
  title: string | null;
  outcome: TaskBulkResultViewOutcome;
  /**
   * Perché non è stato modificato (in italiano)
   * @nullable
   */
  reason: string | null;
};

export type TaskBulkViewAction = (typeof TaskBulkViewAction)[keyof typeof TaskBulkViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskBulkViewAction = {
  complete: 'complete',
  reopen: 'reopen',
  cancel: 'cancel',
  reassign: 'reassign',
  delete: 'delete',
} as const;

export type TaskBulkView = {
  /** Record selezionati (ognuno una volta) */
  total: number;
  /** Record modificati */
  done: number;
  /** Record non modificati (con il motivo nel loro risultato) */
  refused: number;
  action: TaskBulkViewAction;
  results: TaskBulkResultView[];
};

export type TaskViewStatus = (typeof TaskViewStatus)[keyof typeof TaskViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskViewStatus = {
  open: 'open',
  done: 'done',
  cancelled: 'cancelled',
} as const;

export type TaskView = {
  id: number;
  title: string;
  /** @nullable */
  description: string | null;
  owner_id: number;
  /** Nome e cognome dell’assegnatario */
  owner_name: string;
  /** Scadenza `YYYY-MM-DD` */
  due_date: string;
  status: TaskViewStatus;
  /** Aperto e con scadenza prima di oggi (Europe/Rome) */
  overdue: boolean;
  /**
   * Quando è stato completato
   * @nullable
   */
  completed_at: string | null;
  /** @nullable */
  client_id: number | null;
  /**
   * Ragione sociale del cliente
   * @nullable
   */
  client_name: string | null;
  /** @nullable */
  call_id: number | null;
  /**
   * Richiesta: «Richiesta del GG/MM/AAAA - cliente o azienda»
   * @nullable
   */
  call_label: string | null;
  /** @nullable */
  negotiation_id: number | null;
  /**
   * Titolo della trattativa
   * @nullable
   */
  negotiation_title: string | null;
  /** @nullable */
  announcement_id: number | null;
  /**
   * Nome del bando
   * @nullable
   */
  announcement_name: string | null;
  /** @nullable */
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** Versione per la concorrenza ottimistica (If-Match / `version`) */
  version: number;
  /** @nullable */
  updated_by: number | null;
};

export type TaskPage = {
  data: TaskView[];
  /** Totale dei record che rispondono ai filtri */
  total: number;
  /** Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
  total_estimated?: boolean;
};

export type TaskAssigneeView = {
  id: number;
  /** Nome e cognome */
  name: string;
};

/**
 * Predefinito `open`
 */
export type CreateTaskDtoStatus = (typeof CreateTaskDtoStatus)[keyof typeof CreateTaskDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateTaskDtoStatus = {
  open: 'open',
  done: 'done',
  cancelled: 'cancelled',
} as const;

export type CreateTaskDto = {
  /** @maxLength 255 */
  title: string;
  /**
   * @maxLength 10000
   * @nullable
   */
  description?: string | null;
  /** Assegnatario: utente dell’ambiente; predefinito l’utente corrente */
  owner_id?: number;
  due_date: string;
  /** Predefinito `open` */
  status?: CreateTaskDtoStatus;
  /**
   * Cliente dell’ambiente
   * @nullable
   */
  client_id?: number | null;
  /**
   * Richiesta (call log) dell’ambiente: il compito ne è il seguito
   * @nullable
   */
  call_id?: number | null;
  /**
   * Trattativa dell’ambiente
   * @nullable
   */
  negotiation_id?: number | null;
  /**
   * Bando globale o dell’ambiente
   * @nullable
   */
  announcement_id?: number | null;
};

/**
 * Predefinito `open`
 */
export type UpdateTaskDtoStatus = (typeof UpdateTaskDtoStatus)[keyof typeof UpdateTaskDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskDtoStatus = {
  open: 'open',
  done: 'done',
  cancelled: 'cancelled',
} as const;

export type UpdateTaskDto = {
  /** @maxLength 255 */
  title?: string;
  /**
   * @maxLength 10000
   * @nullable
   */
  description?: string | null;
  /** Assegnatario: utente dell’ambiente; predefinito l’utente corrente */
  owner_id?: number;
  due_date?: string;
  /** Predefinito `open` */
  status?: UpdateTaskDtoStatus;
  /**
   * Cliente dell’ambiente
   * @nullable
   */
  client_id?: number | null;
  /**
   * Richiesta (call log) dell’ambiente: il compito ne è il seguito
   * @nullable
   */
  call_id?: number | null;
  /**
   * Trattativa dell’ambiente
   * @nullable
   */
  negotiation_id?: number | null;
  /**
   * Bando globale o dell’ambiente
   * @nullable
   */
  announcement_id?: number | null;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

export type SavedViewViewList = (typeof SavedViewViewList)[keyof typeof SavedViewViewList];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SavedViewViewList = {
  clients: 'clients',
  announcements: 'announcements',
  calls: 'calls',
  negotiations: 'negotiations',
  referents: 'referents',
  tasks: 'tasks',
} as const;

export type SavedViewViewQuery = { [key: string]: string };

export type SavedViewView = {
  id: number;
  list: SavedViewViewList;
  name: string;
  shared: boolean;
  query: SavedViewViewQuery;
  user_id: number;
  /**
   * Nome e cognome del proprietario
   * @nullable
   */
  owner_name: string | null;
  mine: boolean;
  editable: boolean;
  version: number;
  created_at: string;
  updated_at: string;
};

export type SavedViewsResponse = {
  data: SavedViewView[];
};

export type SavedViewCreateDtoList = (typeof SavedViewCreateDtoList)[keyof typeof SavedViewCreateDtoList];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SavedViewCreateDtoList = {
  clients: 'clients',
  announcements: 'announcements',
  calls: 'calls',
  negotiations: 'negotiations',
  referents: 'referents',
  tasks: 'tasks',
} as const;

/**
 * I parametri dell’indirizzo dell’elenco (filtri, `q`, `sort`), al massimo 4 KB
 */
export type SavedViewCreateDtoQuery = { [key: string]: string };

export type SavedViewCreateDto = {
  list: SavedViewCreateDtoList;
  /** @maxLength 100 */
  name: string;
  /** Condivisa con l’ambiente (default: personale) */
  shared?: boolean;
  /** I parametri dell’indirizzo dell’elenco (filtri, `q`, `sort`), al massimo 4 KB */
  query: SavedViewCreateDtoQuery;
};

export type SavedViewUpdateDtoQuery = { [key: string]: string };

export type SavedViewUpdateDto = {
  /** @maxLength 100 */
  name?: string;
  shared?: boolean;
  query?: SavedViewUpdateDtoQuery;
  /**
   * Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.
   * @minimum 1
   */
  version?: number;
};

/**
 * task_assigned: compito assegnato; interest: «Sono interessato» di un cliente; announcement_changed: scadenza, stato o importi di un bando cambiati (a chi lo segue o ha clienti idonei)
 */
export type NotificationViewKind = (typeof NotificationViewKind)[keyof typeof NotificationViewKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationViewKind = {
  task_assigned: 'task_assigned',
  interest: 'interest',
  announcement_changed: 'announcement_changed',
  dossier_upload: 'dossier_upload',
} as const;

export type NotificationView = {
  id: number;
  /** task_assigned: compito assegnato; interest: «Sono interessato» di un cliente; announcement_changed: scadenza, stato o importi di un bando cambiati (a chi lo segue o ha clienti idonei) */
  kind: NotificationViewKind;
  /** Testo in italiano */
  title: string;
  /** Percorso dell’app da aprire */
  link: string;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  announcement_id: number | null;
  /** @nullable */
  task_id: number | null;
  created_at: string;
  /**
   * Quando è stata letta; null se non letta
   * @nullable
   */
  read_at: string | null;
};

export type NotificationPage = {
  data: NotificationView[];
  /** Totale delle notifiche che rispondono ai filtri */
  total: number;
  /** Notifiche non lette dell’utente in questo ambiente */
  unread: number;
};

export type NotificationUnreadCount = {
  unread: number;
};

export type NotificationsReadAll = {
  /** Notifiche segnate come lette */
  updated: number;
};

export type HomeClosingWindow = {
  /** Bandi con almeno un mio cliente idoneo */
  announcements: number;
  /** Coppie bando-cliente idonee */
  eligible: number;
  /** Coppie bando-cliente con dati mancanti */
  unknown: number;
};

export type HomeClientRef = {
  id: number;
  /** Ragione sociale */
  business_name: string;
};

/**
 * Finestra: chiude entro 7 giorni, altrimenti entro 30
 */
export type HomeClosingAnnouncementWithin = (typeof HomeClosingAnnouncementWithin)[keyof typeof HomeClosingAnnouncementWithin];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HomeClosingAnnouncementWithin = {
  NUMBER_7: 7,
  NUMBER_30: 30,
} as const;

export type HomeClosingAnnouncement = {
  id: number;
  name: string;
  /** Data di chiusura `YYYY-MM-DD` */
  end_date: string;
  /** Giorni alla chiusura (0: chiude oggi), Europe/Rome */
  days_left: number;
  /** Finestra: chiude entro 7 giorni, altrimenti entro 30 */
  within: HomeClosingAnnouncementWithin;
  /** Miei clienti idonei (verdetto `eligible`) */
  eligible_count: number;
  /** Miei clienti con dati mancanti (verdetto `unknown`) */
  unknown_count: number;
  /** I primi clienti idonei (al massimo 3, per ragione sociale) */
  clients: HomeClientRef[];
};

export type HomeClosing = {
  within_7: HomeClosingWindow;
  within_30: HomeClosingWindow;
  /** Per bando, dal più vicino alla chiusura; solo quelli con clienti idonei o con dati mancanti */
  announcements: HomeClosingAnnouncement[];
  /** Più bandi chiudono nei 30 giorni di quanti ne vengono valutati (i primi 30 per data di chiusura): i conteggi sono parziali */
  limited: boolean;
};

export type HomeInterestItem = {
  /**
   * La richiesta (call log) aperta dal clic
   * @nullable
   */
  call_id: number | null;
  client_id: number;
  client_name: string;
  announcement_id: number;
  announcement_name: string;
  created_at: string;
};

export type HomeInterestRequests = {
  total: number;
  /** Le ultime (al massimo 5), dalla più recente */
  latest: HomeInterestItem[];
};

/**
 * In attesa di conferma o iscritto
 */
export type HomeSignupItemStatus = (typeof HomeSignupItemStatus)[keyof typeof HomeSignupItemStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HomeSignupItemStatus = {
  pending: 'pending',
  subscribed: 'subscribed',
} as const;

export type HomeSignupItem = {
  id: number;
  email: string;
  /** In attesa di conferma o iscritto */
  status: HomeSignupItemStatus;
  created_at: string;
};

export type HomeSignups = {
  total: number;
  /** Le ultime (al massimo 5), dalla più recente */
  latest: HomeSignupItem[];
};

export type HomeInterest = {
  /** Da quando si contano: l’ultima visita, altrimenti 7 giorni fa */
  since: string;
  requests: HomeInterestRequests;
  signups: HomeSignups;
};

export type HomeTaskItem = {
  id: number;
  title: string;
  due_date: string;
  /** Scaduto (scadenza prima di oggi) */
  overdue: boolean;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  client_name: string | null;
};

export type HomeTasks = {
  overdue: number;
  today: number;
  /** In scadenza nei prossimi 7 giorni, oggi compreso */
  week: number;
  /** I primi (al massimo 5) scaduti o in scadenza entro 7 giorni, per scadenza */
  first: HomeTaskItem[];
};

export type HomePipelineStageStage = (typeof HomePipelineStageStage)[keyof typeof HomePipelineStageStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HomePipelineStageStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

/**
 * Etichetta italiana della fase
 */
export type HomePipelineStageLabel = (typeof HomePipelineStageLabel)[keyof typeof HomePipelineStageLabel];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HomePipelineStageLabel = {
  Contatto: 'Contatto',
  Incarico: 'Incarico',
  Domanda_presentata: 'Domanda presentata',
  In_istruttoria: 'In istruttoria',
  'Ammessa_/_graduatoria': 'Ammessa / graduatoria',
  Decreto_di_concessione: 'Decreto di concessione',
  Erogazione: 'Erogazione',
  Rendicontazione: 'Rendicontazione',
  Chiusa_vinta: 'Chiusa vinta',
  Chiusa_persa: 'Chiusa persa',
} as const;

export type HomePipelineStage = {
  stage: HomePipelineStageStage;
  /** Etichetta italiana della fase */
  label: HomePipelineStageLabel;
  count: number;
  /** Somma degli importi richiesti, EUR */
  amount_requested: number;
  /** Somma degli importi concessi, EUR */
  amount_granted: number;
  /** Somma delle success fee, EUR (importo, altrimenti percentuale del concesso) */
  success_fees: number;
};

export type HomePipelineTotals = {
  count: number;
  amount_requested: number;
  amount_granted: number;
  success_fees: number;
};

export type HomePipeline = {
  stages: HomePipelineStage[];
  totals: HomePipelineTotals;
};

export type HomeDocuments = {
  /** Documenti attuali scaduti */
  expired: number;
  /** Documenti attuali in scadenza entro 30 giorni */
  expiring: number;
  /** Clienti con almeno un documento scaduto o in scadenza */
  clients: number;
};

export type HomeView = {
  /**
   * Ultima visita segnata (POST .../home/seen)
   * @nullable
   */
  last_visit_at: string | null;
  /** Tutti i clienti dell’ambiente (amministratori) o quelli che gestisco */
  all_clients: boolean;
  /** Quanti sono i miei clienti */
  my_clients: number;
  closing: HomeClosing;
  interest: HomeInterest;
  tasks: HomeTasks;
  pipeline: HomePipeline;
  /**
   * Clienti dell’ambiente senza gestore: solo per gli amministratori (di sistema o locali), null per gli altri
   * @nullable
   */
  unassigned_clients: number | null;
  documents: HomeDocuments;
};

export type HomeSeenView = {
  /**
   * L’ora segnata; null se l’utente non ha una riga di appartenenza all’ambiente
   * @nullable
   */
  last_visit_at: string | null;
};

/**
 * `default`: la pagina iniziale del ruolo; `home`: La mia giornata
 */
export type StartPageDtoStartPage = (typeof StartPageDtoStartPage)[keyof typeof StartPageDtoStartPage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StartPageDtoStartPage = {
  default: 'default',
  home: 'home',
} as const;

export type StartPageDto = {
  /** `default`: la pagina iniziale del ruolo; `home`: La mia giornata */
  start_page: StartPageDtoStartPage;
};

export type ImportUploadDto = {
  /** File .xlsx o .csv (al massimo 10 MB, 10.000 righe) */
  file: Blob;
};

export type ImportFieldView = {
  /** Chiave del campo (p.es. `vat_number`) */
  key: string;
  /** Etichetta italiana (p.es. «Partita IVA») */
  label: string;
};

export type ImportCountsView = {
  create: number;
  update: number;
  unchanged: number;
  reject: number;
  total: number;
};

export type ImportRowMessageViewLevel = (typeof ImportRowMessageViewLevel)[keyof typeof ImportRowMessageViewLevel];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportRowMessageViewLevel = {
  error: 'error',
  warning: 'warning',
} as const;

export type ImportRowMessageView = {
  /** Campo (chiave di ImportFieldView) cui si riferisce */
  field: string;
  /** Messaggio in italiano */
  message: string;
  level: ImportRowMessageViewLevel;
};

export type ImportRowViewAction = (typeof ImportRowViewAction)[keyof typeof ImportRowViewAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportRowViewAction = {
  create: 'create',
  update: 'update',
  unchanged: 'unchanged',
  reject: 'reject',
} as const;

export type ImportRowView = {
  /** Numero della riga nel file (1 = intestazione) */
  row_number: number;
  action: ImportRowViewAction;
  /**
   * Cliente aggiornato o creato (null per i nuovi nell’anteprima e gli scarti)
   * @nullable
   */
  client_id: number | null;
  /** @nullable */
  business_name: string | null;
  /** @nullable */
  vat_number: string | null;
  /** @nullable */
  fiscal_code: string | null;
  /** Campi che l’aggiornamento modifica */
  changes: string[];
  messages: ImportRowMessageView[];
};

export type ImportProgressView = {
  done: number;
  total: number;
};

export type ImportUndoKeptView = {
  row_number: number;
  /** @nullable */
  client_id: number | null;
  /** @nullable */
  business_name: string | null;
  message: string;
};

export type ImportUndoView = {
  /** Clienti creati dall’importazione ed eliminati */
  removed: number;
  /** Clienti aggiornati e riportati ai valori precedenti */
  restored: number;
  kept: ImportUndoKeptView[];
};

export type ClientImportViewStatus = (typeof ClientImportViewStatus)[keyof typeof ClientImportViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientImportViewStatus = {
  previewed: 'previewed',
  running: 'running',
  done: 'done',
  undone: 'undone',
  failed: 'failed',
} as const;

export type ClientImportViewFormat = (typeof ClientImportViewFormat)[keyof typeof ClientImportViewFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientImportViewFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

/**
 * Codifica del CSV
 * @nullable
 */
export type ClientImportViewEncoding = (typeof ClientImportViewEncoding)[keyof typeof ClientImportViewEncoding] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientImportViewEncoding = {
  'utf-8': 'utf-8',
  'windows-1252': 'windows-1252',
} as const;

/**
 * @nullable
 */
export type ClientImportViewProgress = ImportProgressView | null;

/**
 * @nullable
 */
export type ClientImportViewUndo = ImportUndoView | null;

export type ClientImportView = {
  id: number;
  file_name: string;
  status: ClientImportViewStatus;
  format: ClientImportViewFormat;
  /**
   * Codifica del CSV
   * @nullable
   */
  encoding: ClientImportViewEncoding;
  /**
   * Separatore del CSV: `;`, `,` o tabulazione
   * @nullable
   */
  separator: string | null;
  /** Fogli del file (un CSV ne ha uno) */
  sheets: string[];
  /**
   * Foglio letto
   * @nullable
   */
  sheet: string | null;
  /** Intestazioni delle colonne del foglio */
  headers: string[];
  /** Per ogni colonna (per posizione) la chiave del campo, o null = colonna ignorata */
  mapping: (string | null)[];
  fields: ImportFieldView[];
  counts: ImportCountsView;
  rows: ImportRowView[];
  /** @nullable */
  progress: ClientImportViewProgress;
  /**
   * Motivo del fallimento
   * @nullable
   */
  error: string | null;
  /** @nullable */
  undo: ClientImportViewUndo;
  /** true finché l’importazione completata può essere annullata */
  can_undo: boolean;
  created_at: string;
  /** @nullable */
  committed_at: string | null;
  /** @nullable */
  undo_until: string | null;
};

/**
 * @nullable
 */
export type ImportMappingDtoColumnsItem = (typeof ImportMappingDtoColumnsItem)[keyof typeof ImportMappingDtoColumnsItem] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportMappingDtoColumnsItem = {
  business_name: 'business_name',
  vat_number: 'vat_number',
  fiscal_code: 'fiscal_code',
  pec: 'pec',
  sdi: 'sdi',
  ateco: 'ateco',
  city: 'city',
  province: 'province',
  postal_code: 'postal_code',
  address: 'address',
  phone: 'phone',
  email: 'email',
  website: 'website',
  legal_form: 'legal_form',
  constitution_date: 'constitution_date',
  registration_date: 'registration_date',
  rea_number: 'rea_number',
  social_capital: 'social_capital',
  year: 'year',
  headcount: 'headcount',
  turnover: 'turnover',
  balance_sheet_total: 'balance_sheet_total',
  reference: 'reference',
  note: 'note',
} as const;

export type ImportMappingDto = {
  /** Nome del foglio da leggere */
  sheet?: string;
  /** Per ogni colonna la chiave del campo, o null per ignorarla */
  columns?: ImportMappingDtoColumnsItem[];
};

export type DossierLinkedDocumentView = {
  id: number;
  /** @nullable */
  name: string | null;
  /** @nullable */
  expiry_date: string | null;
};

export type DossierFileView = {
  id: string;
  original_name: string;
};

export type DossierItemViewSourceKind = (typeof DossierItemViewSourceKind)[keyof typeof DossierItemViewSourceKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DossierItemViewSourceKind = {
  standard_document: 'standard_document',
  additional_document: 'additional_document',
  expense_attachment: 'expense_attachment',
  custom_field: 'custom_field',
  manual: 'manual',
} as const;

/**
 * Stato oggi (un documento del cliente collegato e scaduto: 'scaduto')
 */
export type DossierItemViewStatus = (typeof DossierItemViewStatus)[keyof typeof DossierItemViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DossierItemViewStatus = {
  mancante: 'mancante',
  caricato: 'caricato',
  scaduto: 'scaduto',
  verificato: 'verificato',
  non_applicabile: 'non applicabile',
} as const;

/**
 * @nullable
 */
export type DossierItemViewClientDocument = DossierLinkedDocumentView | null;

/**
 * @nullable
 */
export type DossierItemViewFile = DossierFileView | null;

export type DossierItemView = {
  id: number;
  source_kind: DossierItemViewSourceKind;
  /** @nullable */
  source_ref: string | null;
  label: string;
  required: boolean;
  /** Stato oggi (un documento del cliente collegato e scaduto: 'scaduto') */
  status: DossierItemViewStatus;
  /** Caricato e non ancora verificato ('da verificare') */
  to_verify: boolean;
  /** @nullable */
  client_document: DossierItemViewClientDocument;
  /** @nullable */
  file: DossierItemViewFile;
  /** @nullable */
  note: string | null;
  /** @nullable */
  verified_by: number | null;
  /** @nullable */
  verified_by_name: string | null;
  /** @nullable */
  verified_at: string | null;
  /** Caricato dal cliente tramite il link */
  uploaded_via_link: boolean;
  updated_at: string;
  version: number;
};

export type DossierProgressView = {
  required_total: number;
  done: number;
};

export type DossierView = {
  negotiation_id: number;
  items: DossierItemView[];
  progress: DossierProgressView;
};

export type DossierItemCreateDto = {
  label: string;
  required?: boolean;
  /** @nullable */
  note?: string | null;
};

export type DossierItemPatchDtoStatus = (typeof DossierItemPatchDtoStatus)[keyof typeof DossierItemPatchDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DossierItemPatchDtoStatus = {
  mancante: 'mancante',
  caricato: 'caricato',
  scaduto: 'scaduto',
  verificato: 'verificato',
  non_applicabile: 'non applicabile',
} as const;

export type DossierItemPatchDto = {
  status?: DossierItemPatchDtoStatus;
  /** @nullable */
  note?: string | null;
  required?: boolean;
  /** @nullable */
  client_document_id?: number | null;
};

export type DossierLinkDto = {
  expires_in_days?: number;
};

export type CreatedDossierLinkView = {
  id: number;
  expires_at: string;
  /** @nullable */
  revoked_at: string | null;
  created_at: string;
  /** Non revocato e non scaduto */
  active: boolean;
  token: string;
  /** Percorso della pagina pubblica di caricamento */
  url: string;
};

export type DossierLinkView = {
  id: number;
  expires_at: string;
  /** @nullable */
  revoked_at: string | null;
  created_at: string;
  /** Non revocato e non scaduto */
  active: boolean;
};

export type DossierLinkPage = {
  data: DossierLinkView[];
  total: number;
};

export type PublicDossierItemViewStatus = (typeof PublicDossierItemViewStatus)[keyof typeof PublicDossierItemViewStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PublicDossierItemViewStatus = {
  mancante: 'mancante',
  scaduto: 'scaduto',
} as const;

export type PublicDossierItemView = {
  id: number;
  label: string;
  required: boolean;
  status: PublicDossierItemViewStatus;
};

export type PublicDossierView = {
  client_name: string;
  title: string;
  expires_at: string;
  items: PublicDossierItemView[];
};

export type ReleasesListParams = {
  /**
   * Solo i rilasci di questo modulo
   */
  remote?: string;
};

export type JobsListParams = {
  state?: JobsListState;
};

export type JobsListState = (typeof JobsListState)[keyof typeof JobsListState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JobsListState = {
  queued: 'queued',
  failed: 'failed',
  all: 'all',
} as const;

export type ProjectsListParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type ProjectsUsersParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type ReferenceAtecoParams = {
  skip?: number;
  take?: number;
  search?: string;
  version?: ReferenceAtecoVersion;
  /**
   * 1 sezione … 6 sottocategoria
   */
  level?: number;
  /**
   * Codice padre: elenca i figli
   */
  parent?: string;
};

export type ReferenceAtecoVersion = (typeof ReferenceAtecoVersion)[keyof typeof ReferenceAtecoVersion];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReferenceAtecoVersion = {
  NUMBER_2025: '2025',
  NUMBER_2007: '2007',
} as const;

export type ReferenceAtecoCodeParams = {
  skip?: number;
  take?: number;
  search?: string;
  version?: ReferenceAtecoCodeVersion;
  /**
   * 1 sezione … 6 sottocategoria
   */
  level?: number;
  /**
   * Codice padre: elenca i figli
   */
  parent?: string;
};

export type ReferenceAtecoCodeVersion = (typeof ReferenceAtecoCodeVersion)[keyof typeof ReferenceAtecoCodeVersion];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReferenceAtecoCodeVersion = {
  NUMBER_2025: '2025',
  NUMBER_2007: '2007',
} as const;

export type ReferenceProvincesParams = {
  /**
   * Codice ISTAT della regione, es. 03
   */
  region?: string;
};

export type ReferenceComuniParams = {
  skip?: number;
  take?: number;
  search?: string;
  /**
   * Sigla della provincia, es. MI
   */
  province?: string;
  /**
   * Codice ISTAT della regione, es. 03
   */
  region?: string;
};

export type CallsListParams = {
  skip?: number;
  take?: number;
  search?: string;
  type?: CallsListType;
  status?: CallsListStatus;
  client_id?: number;
  referent_id?: number;
  date_from?: string;
  date_to?: string;
  /**
   * Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date)
   */
  sort?: CallsListSort;
};

export type CallsListType = (typeof CallsListType)[keyof typeof CallsListType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallsListType = {
  client: 'client',
  supplier: 'supplier',
} as const;

export type CallsListStatus = (typeof CallsListStatus)[keyof typeof CallsListStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallsListStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
  archived: 'archived',
} as const;

export type CallsListSort = (typeof CallsListSort)[keyof typeof CallsListSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CallsListSort = {
  call_date: 'call_date',
  '-call_date': '-call_date',
  client: 'client',
  '-client': '-client',
  status: 'status',
  '-status': '-status',
  type: 'type',
  '-type': '-type',
  created_at: 'created_at',
  '-created_at': '-created_at',
} as const;

export type UsersListParams = {
  skip?: number;
  take?: number;
  search?: string;
  type?: UsersListType;
  project_id?: number;
  status?: UsersListStatus;
};

export type UsersListType = (typeof UsersListType)[keyof typeof UsersListType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UsersListType = {
  administrator: 'administrator',
  'local-administrator': 'local-administrator',
  'client-manager': 'client-manager',
  referent: 'referent',
  'expert-announcement': 'expert-announcement',
  'local-expert-announcement': 'local-expert-announcement',
} as const;

export type UsersListStatus = (typeof UsersListStatus)[keyof typeof UsersListStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UsersListStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;

export type SettingsGlobalExpertsParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type SettingsDocumentsParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type SettingsAlertListParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type LogosUploadBody = {
  file?: Blob;
};

export type NewslettersListParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type NewslettersPreviewParams = {
  subscriber_id?: number;
};

export type SubscribersListParams = {
  client_id?: number;
};

export type NewsletterPublicInterestedParams = {
  token?: string;
};

export type ImportImportBody = {
  file?: Blob;
};

export type AnnouncementsListGlobalParams = {
  skip?: number;
  take?: number;
  search?: string;
  status?: AnnouncementsListGlobalStatus;
  state?: AnnouncementsListGlobalState;
  scope?: AnnouncementsListGlobalScope;
  /**
   * comma separated, e.g. type_non_repayable_fund,type_warranty
   */
  funding_type?: string;
  /**
   * comma separated, e.g. aid_scheme_de_minimis
   */
  aid_scheme?: string;
  region?: string;
  ateco?: string;
  company_dimension?: string;
  deadline_from?: string;
  deadline_to?: string;
  sort?: AnnouncementsListGlobalSort;
};

export type AnnouncementsListGlobalStatus = (typeof AnnouncementsListGlobalStatus)[keyof typeof AnnouncementsListGlobalStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListGlobalStatus = {
  draft: 'draft',
  published: 'published',
} as const;

export type AnnouncementsListGlobalState = (typeof AnnouncementsListGlobalState)[keyof typeof AnnouncementsListGlobalState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListGlobalState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

export type AnnouncementsListGlobalScope = (typeof AnnouncementsListGlobalScope)[keyof typeof AnnouncementsListGlobalScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListGlobalScope = {
  global: 'global',
  local: 'local',
} as const;

export type AnnouncementsListGlobalSort = (typeof AnnouncementsListGlobalSort)[keyof typeof AnnouncementsListGlobalSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListGlobalSort = {
  current: 'current',
  deadline: 'deadline',
  deadline_desc: 'deadline_desc',
  relevance: 'relevance',
  name: 'name',
  updated: 'updated',
} as const;

export type AnnouncementsLogsGlobalParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type AnnouncementsListProjectParams = {
  skip?: number;
  take?: number;
  search?: string;
  status?: AnnouncementsListProjectStatus;
  state?: AnnouncementsListProjectState;
  scope?: AnnouncementsListProjectScope;
  /**
   * comma separated, e.g. type_non_repayable_fund,type_warranty
   */
  funding_type?: string;
  /**
   * comma separated, e.g. aid_scheme_de_minimis
   */
  aid_scheme?: string;
  region?: string;
  ateco?: string;
  company_dimension?: string;
  deadline_from?: string;
  deadline_to?: string;
  sort?: AnnouncementsListProjectSort;
};

export type AnnouncementsListProjectStatus = (typeof AnnouncementsListProjectStatus)[keyof typeof AnnouncementsListProjectStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListProjectStatus = {
  draft: 'draft',
  published: 'published',
} as const;

export type AnnouncementsListProjectState = (typeof AnnouncementsListProjectState)[keyof typeof AnnouncementsListProjectState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListProjectState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

export type AnnouncementsListProjectScope = (typeof AnnouncementsListProjectScope)[keyof typeof AnnouncementsListProjectScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListProjectScope = {
  global: 'global',
  local: 'local',
} as const;

export type AnnouncementsListProjectSort = (typeof AnnouncementsListProjectSort)[keyof typeof AnnouncementsListProjectSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnnouncementsListProjectSort = {
  current: 'current',
  deadline: 'deadline',
  deadline_desc: 'deadline_desc',
  relevance: 'relevance',
  name: 'name',
  updated: 'updated',
} as const;

export type AnnouncementsLogsProjectParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type TemplatesListGlobalParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type TemplatesLogsGlobalParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type TemplatesListProjectParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type TemplatesLogsProjectParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type FilesUploadGlobalBody = {
  file?: Blob;
};

export type FilesUploadProjectBody = {
  file?: Blob;
};

export type PublicListForClientParams = {
  skip?: number;
  take?: number;
};

export type PublicViewParams = {
  token?: string;
};

export type PublicFileParams = {
  token?: string;
};

export type ClientsListParams = {
  skip?: number;
  take?: number;
  search?: string;
  /**
   * ISTAT region code of the legal seat
   */
  region?: string;
  /**
   * ATECO prefix (e.g. 62 or 62.01)
   */
  ateco?: string;
  dimension?: ClientsListDimension;
  /**
   * managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37)
   * @pattern ^([1-9][0-9]*|none)$
   */
  managed_by?: string;
  /**
   * Stato del cliente (active, inactive, archived)
   */
  status?: ClientsListStatus;
  /**
   * Ordine: name (default), created_at, city, province, region, company_dimension, manager; `-` davanti: decrescente
   */
  sort?: ClientsListSort;
};

export type ClientsListDimension = (typeof ClientsListDimension)[keyof typeof ClientsListDimension];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientsListDimension = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

export type ClientsListStatus = (typeof ClientsListStatus)[keyof typeof ClientsListStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientsListStatus = {
  active: 'active',
  inactive: 'inactive',
  archived: 'archived',
} as const;

export type ClientsListSort = (typeof ClientsListSort)[keyof typeof ClientsListSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientsListSort = {
  name: 'name',
  '-name': '-name',
  created_at: 'created_at',
  '-created_at': '-created_at',
  city: 'city',
  '-city': '-city',
  province: 'province',
  '-province': '-province',
  region: 'region',
  '-region': '-region',
  company_dimension: 'company_dimension',
  '-company_dimension': '-company_dimension',
  manager: 'manager',
  '-manager': '-manager',
} as const;

export type ClientsDuplicatesParams = {
  /**
   * Partita IVA da cercare (anche nella forma IT 01234567890)
   */
  vat_number?: string;
  /**
   * Codice fiscale da cercare
   */
  fiscal_code?: string;
  /**
   * Id del cliente in modifica, escluso dalla ricerca
   */
  exclude_id?: number;
};

export type ClientsLogParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type ClientDocumentListUploadBodyReplace =
  (typeof ClientDocumentListUploadBodyReplace)[keyof typeof ClientDocumentListUploadBodyReplace];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClientDocumentListUploadBodyReplace = {
  true: 'true',
  false: 'false',
} as const;

export type ClientDocumentListUploadBody = {
  file: Blob;
  type: string;
  name?: string;
  issue_date?: string;
  expiry_date?: string;
  replace?: ClientDocumentListUploadBodyReplace;
};

export type ClientDocumentsUploadBody = {
  file?: Blob;
  name?: string;
  date?: string;
};

export type EligibilityForClientParams = {
  skip?: number;
  take?: number;
  search?: string;
  verdict?: EligibilityForClientVerdict;
  /**
   * only this call (the per-client call view)
   */
  announcement_id?: number;
  /**
   * closing on or before this date
   */
  closing_before?: string;
  /**
   * closing on or after this date (or open-ended)
   */
  closing_after?: string;
  /**
   * forms of aid, comma separated, e.g. type_non_repayable_fund,type_warranty
   */
  funding_type?: string;
  /**
   * area of intervention (a value of the areas_of_intervention list)
   */
  area?: string;
};

export type EligibilityForClientVerdict = (typeof EligibilityForClientVerdict)[keyof typeof EligibilityForClientVerdict];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibilityForClientVerdict = {
  eligible: 'eligible',
  unknown: 'unknown',
  not_eligible: 'not_eligible',
} as const;

export type EligibilityForAnnouncementParams = {
  skip?: number;
  take?: number;
  search?: string;
  verdict?: EligibilityForAnnouncementVerdict;
  /**
   * managing user id, or `me`
   */
  manager?: string;
  /**
   * ISTAT region code of the legal seat
   */
  region?: string;
  size?: EligibilityForAnnouncementSize;
  sort?: EligibilityForAnnouncementSort;
  order?: EligibilityForAnnouncementOrder;
};

export type EligibilityForAnnouncementVerdict = (typeof EligibilityForAnnouncementVerdict)[keyof typeof EligibilityForAnnouncementVerdict];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibilityForAnnouncementVerdict = {
  eligible: 'eligible',
  unknown: 'unknown',
  not_eligible: 'not_eligible',
} as const;

export type EligibilityForAnnouncementSize = (typeof EligibilityForAnnouncementSize)[keyof typeof EligibilityForAnnouncementSize];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibilityForAnnouncementSize = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

export type EligibilityForAnnouncementSort = (typeof EligibilityForAnnouncementSort)[keyof typeof EligibilityForAnnouncementSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibilityForAnnouncementSort = {
  verdict: 'verdict',
  name: 'name',
  region: 'region',
} as const;

export type EligibilityForAnnouncementOrder = (typeof EligibilityForAnnouncementOrder)[keyof typeof EligibilityForAnnouncementOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EligibilityForAnnouncementOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;

export type NotesListParams = {
  skip?: number;
  take?: number;
  search?: string;
};

export type StateAidsDeMinimisParams = {
  /**
   * Data di riferimento (predefinita oggi)
   */
  at?: string;
};

export type StateAidImportsStartBody = {
  file?: Blob;
};

export type NegotiationsListParams = {
  skip?: number;
  take?: number;
  search?: string;
  client_id?: number;
  stage?: NegotiationsListStage;
};

export type NegotiationsListStage = (typeof NegotiationsListStage)[keyof typeof NegotiationsListStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationsListStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

export type NegotiationsBoardParams = {
  skip?: number;
  take?: number;
  search?: string;
  client_id?: number;
  stage?: NegotiationsBoardStage;
};

export type NegotiationsBoardStage = (typeof NegotiationsBoardStage)[keyof typeof NegotiationsBoardStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NegotiationsBoardStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

export type ReferentsListParams = {
  skip?: number;
  take?: number;
  search?: string;
  /**
   * only the referents who follow this client (e.g. the referent of a client call)
   */
  client_id?: number;
};

export type ProfileUploadBody = {
  file?: Blob;
};

export type SearchFindParams = {
  /**
   * Termine cercato (da 2 a 100 caratteri; più corto: nessun risultato)
   * @maxLength 100
   */
  q?: string;
  /**
   * Risultati al massimo per tipo di record
   * @minimum 1
   * @maximum 20
   */
  limit?: number;
};

export type TasksListParams = {
  skip?: number;
  take?: number;
  search?: string;
  /**
   * `me` (i miei compiti) o l’id di un utente
   */
  owner?: string;
  status?: TasksListStatus;
  /**
   * overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni
   */
  due?: TasksListDue;
  /**
   * Solo i compiti di questo cliente
   * @nullable
   */
  client_id?: number | null;
  /**
   * Solo i compiti di questa richiesta
   * @nullable
   */
  call_id?: number | null;
  /**
   * Solo i compiti di questa trattativa
   * @nullable
   */
  negotiation_id?: number | null;
  /**
   * Solo i compiti di questo bando
   * @nullable
   */
  announcement_id?: number | null;
};

export type TasksListStatus = (typeof TasksListStatus)[keyof typeof TasksListStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TasksListStatus = {
  open: 'open',
  done: 'done',
  cancelled: 'cancelled',
} as const;

export type TasksListDue = (typeof TasksListDue)[keyof typeof TasksListDue];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TasksListDue = {
  overdue: 'overdue',
  today: 'today',
  week: 'week',
} as const;

export type SavedViewsListParams = {
  list?: SavedViewsListList;
};

export type SavedViewsListList = (typeof SavedViewsListList)[keyof typeof SavedViewsListList];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SavedViewsListList = {
  clients: 'clients',
  announcements: 'announcements',
  calls: 'calls',
  negotiations: 'negotiations',
  referents: 'referents',
  tasks: 'tasks',
} as const;

export type NotificationsListParams = {
  skip?: number;
  take?: number;
  /**
   * `true`: solo le non lette
   */
  unread?: NotificationsListUnread;
};

export type NotificationsListUnread = (typeof NotificationsListUnread)[keyof typeof NotificationsListUnread];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationsListUnread = {
  true: 'true',
  false: 'false',
} as const;

export type ExportsClientsParams = {
  skip?: number;
  take?: number;
  search?: string;
  /**
   * ISTAT region code of the legal seat
   */
  region?: string;
  /**
   * ATECO prefix (e.g. 62 or 62.01)
   */
  ateco?: string;
  dimension?: ExportsClientsDimension;
  /**
   * managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37)
   * @pattern ^([1-9][0-9]*|none)$
   */
  managed_by?: string;
  /**
   * Stato del cliente (active, inactive, archived)
   */
  status?: ExportsClientsStatus;
  /**
   * Ordine: name (default), created_at, city, province, region, company_dimension, manager; `-` davanti: decrescente
   */
  sort?: ExportsClientsSort;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsClientsFormat;
};

export type ExportsClientsDimension = (typeof ExportsClientsDimension)[keyof typeof ExportsClientsDimension];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsClientsDimension = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

export type ExportsClientsStatus = (typeof ExportsClientsStatus)[keyof typeof ExportsClientsStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsClientsStatus = {
  active: 'active',
  inactive: 'inactive',
  archived: 'archived',
} as const;

export type ExportsClientsSort = (typeof ExportsClientsSort)[keyof typeof ExportsClientsSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsClientsSort = {
  name: 'name',
  '-name': '-name',
  created_at: 'created_at',
  '-created_at': '-created_at',
  city: 'city',
  '-city': '-city',
  province: 'province',
  '-province': '-province',
  region: 'region',
  '-region': '-region',
  company_dimension: 'company_dimension',
  '-company_dimension': '-company_dimension',
  manager: 'manager',
  '-manager': '-manager',
} as const;

export type ExportsClientsFormat = (typeof ExportsClientsFormat)[keyof typeof ExportsClientsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsClientsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsAnnouncementsGlobalParams = {
  skip?: number;
  take?: number;
  search?: string;
  status?: ExportsAnnouncementsGlobalStatus;
  state?: ExportsAnnouncementsGlobalState;
  scope?: ExportsAnnouncementsGlobalScope;
  /**
   * comma separated, e.g. type_non_repayable_fund,type_warranty
   */
  funding_type?: string;
  /**
   * comma separated, e.g. aid_scheme_de_minimis
   */
  aid_scheme?: string;
  region?: string;
  ateco?: string;
  company_dimension?: string;
  deadline_from?: string;
  deadline_to?: string;
  sort?: ExportsAnnouncementsGlobalSort;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsAnnouncementsGlobalFormat;
};

export type ExportsAnnouncementsGlobalStatus = (typeof ExportsAnnouncementsGlobalStatus)[keyof typeof ExportsAnnouncementsGlobalStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsGlobalStatus = {
  draft: 'draft',
  published: 'published',
} as const;

export type ExportsAnnouncementsGlobalState = (typeof ExportsAnnouncementsGlobalState)[keyof typeof ExportsAnnouncementsGlobalState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsGlobalState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

export type ExportsAnnouncementsGlobalScope = (typeof ExportsAnnouncementsGlobalScope)[keyof typeof ExportsAnnouncementsGlobalScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsGlobalScope = {
  global: 'global',
  local: 'local',
} as const;

export type ExportsAnnouncementsGlobalSort = (typeof ExportsAnnouncementsGlobalSort)[keyof typeof ExportsAnnouncementsGlobalSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsGlobalSort = {
  current: 'current',
  deadline: 'deadline',
  deadline_desc: 'deadline_desc',
  relevance: 'relevance',
  name: 'name',
  updated: 'updated',
} as const;

export type ExportsAnnouncementsGlobalFormat = (typeof ExportsAnnouncementsGlobalFormat)[keyof typeof ExportsAnnouncementsGlobalFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsGlobalFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsAnnouncementsParams = {
  skip?: number;
  take?: number;
  search?: string;
  status?: ExportsAnnouncementsStatus;
  state?: ExportsAnnouncementsState;
  scope?: ExportsAnnouncementsScope;
  /**
   * comma separated, e.g. type_non_repayable_fund,type_warranty
   */
  funding_type?: string;
  /**
   * comma separated, e.g. aid_scheme_de_minimis
   */
  aid_scheme?: string;
  region?: string;
  ateco?: string;
  company_dimension?: string;
  deadline_from?: string;
  deadline_to?: string;
  sort?: ExportsAnnouncementsSort;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsAnnouncementsFormat;
};

export type ExportsAnnouncementsStatus = (typeof ExportsAnnouncementsStatus)[keyof typeof ExportsAnnouncementsStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsStatus = {
  draft: 'draft',
  published: 'published',
} as const;

export type ExportsAnnouncementsState = (typeof ExportsAnnouncementsState)[keyof typeof ExportsAnnouncementsState];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsState = {
  open: 'open',
  forthcoming: 'forthcoming',
  closed: 'closed',
} as const;

export type ExportsAnnouncementsScope = (typeof ExportsAnnouncementsScope)[keyof typeof ExportsAnnouncementsScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsScope = {
  global: 'global',
  local: 'local',
} as const;

export type ExportsAnnouncementsSort = (typeof ExportsAnnouncementsSort)[keyof typeof ExportsAnnouncementsSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsSort = {
  current: 'current',
  deadline: 'deadline',
  deadline_desc: 'deadline_desc',
  relevance: 'relevance',
  name: 'name',
  updated: 'updated',
} as const;

export type ExportsAnnouncementsFormat = (typeof ExportsAnnouncementsFormat)[keyof typeof ExportsAnnouncementsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsAnnouncementsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsCallsParams = {
  skip?: number;
  take?: number;
  search?: string;
  type?: ExportsCallsType;
  status?: ExportsCallsStatus;
  client_id?: number;
  referent_id?: number;
  date_from?: string;
  date_to?: string;
  /**
   * Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date)
   */
  sort?: ExportsCallsSort;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsCallsFormat;
};

export type ExportsCallsType = (typeof ExportsCallsType)[keyof typeof ExportsCallsType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsCallsType = {
  client: 'client',
  supplier: 'supplier',
} as const;

export type ExportsCallsStatus = (typeof ExportsCallsStatus)[keyof typeof ExportsCallsStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsCallsStatus = {
  open: 'open',
  in_progress: 'in_progress',
  closed: 'closed',
  archived: 'archived',
} as const;

export type ExportsCallsSort = (typeof ExportsCallsSort)[keyof typeof ExportsCallsSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsCallsSort = {
  call_date: 'call_date',
  '-call_date': '-call_date',
  client: 'client',
  '-client': '-client',
  status: 'status',
  '-status': '-status',
  type: 'type',
  '-type': '-type',
  created_at: 'created_at',
  '-created_at': '-created_at',
} as const;

export type ExportsCallsFormat = (typeof ExportsCallsFormat)[keyof typeof ExportsCallsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsCallsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsReferentsParams = {
  skip?: number;
  take?: number;
  search?: string;
  /**
   * only the referents who follow this client (e.g. the referent of a client call)
   */
  client_id?: number;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsReferentsFormat;
};

export type ExportsReferentsFormat = (typeof ExportsReferentsFormat)[keyof typeof ExportsReferentsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsReferentsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsNegotiationsParams = {
  skip?: number;
  take?: number;
  search?: string;
  client_id?: number;
  stage?: ExportsNegotiationsStage;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsNegotiationsFormat;
};

export type ExportsNegotiationsStage = (typeof ExportsNegotiationsStage)[keyof typeof ExportsNegotiationsStage];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsNegotiationsStage = {
  contact: 'contact',
  engagement: 'engagement',
  application_submitted: 'application_submitted',
  under_review: 'under_review',
  admitted: 'admitted',
  grant_decree: 'grant_decree',
  disbursement: 'disbursement',
  reporting: 'reporting',
  closed_won: 'closed_won',
  closed_lost: 'closed_lost',
} as const;

export type ExportsNegotiationsFormat = (typeof ExportsNegotiationsFormat)[keyof typeof ExportsNegotiationsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsNegotiationsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsEligibleClientsParams = {
  skip?: number;
  take?: number;
  search?: string;
  verdict?: ExportsEligibleClientsVerdict;
  /**
   * managing user id, or `me`
   */
  manager?: string;
  /**
   * ISTAT region code of the legal seat
   */
  region?: string;
  size?: ExportsEligibleClientsSize;
  sort?: ExportsEligibleClientsSort;
  order?: ExportsEligibleClientsOrder;
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsEligibleClientsFormat;
};

export type ExportsEligibleClientsVerdict = (typeof ExportsEligibleClientsVerdict)[keyof typeof ExportsEligibleClientsVerdict];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsEligibleClientsVerdict = {
  eligible: 'eligible',
  unknown: 'unknown',
  not_eligible: 'not_eligible',
} as const;

export type ExportsEligibleClientsSize = (typeof ExportsEligibleClientsSize)[keyof typeof ExportsEligibleClientsSize];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsEligibleClientsSize = {
  micro: 'micro',
  small: 'small',
  medium: 'medium',
  large: 'large',
} as const;

export type ExportsEligibleClientsSort = (typeof ExportsEligibleClientsSort)[keyof typeof ExportsEligibleClientsSort];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsEligibleClientsSort = {
  verdict: 'verdict',
  name: 'name',
  region: 'region',
} as const;

export type ExportsEligibleClientsOrder = (typeof ExportsEligibleClientsOrder)[keyof typeof ExportsEligibleClientsOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsEligibleClientsOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;

export type ExportsEligibleClientsFormat = (typeof ExportsEligibleClientsFormat)[keyof typeof ExportsEligibleClientsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsEligibleClientsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type ExportsStateAidsParams = {
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsStateAidsFormat;
};

export type ExportsStateAidsFormat = (typeof ExportsStateAidsFormat)[keyof typeof ExportsStateAidsFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportsStateAidsFormat = {
  xlsx: 'xlsx',
  csv: 'csv',
} as const;

export type DossiersUploadBody = {
  file: Blob;
};

export type PublicDossierViewParams = {
  token?: string;
};

export type PublicDossierUploadParams = {
  token?: string;
};

export type PublicDossierUploadBody = {
  file: Blob;
};
