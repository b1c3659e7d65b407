/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
export type RemoteViewModule = 'announcements' | 'clients' | 'calls' | 'settings';
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

export type HealthViewStatus = 'ok' | 'non disponibile';
/**
 * Database (PostgreSQL server or embedded)
 */
export type HealthViewDatabase = 'ok' | 'non raggiungibile';
/**
 * Redis (REDIS_URL): shared throttles; "non usato" without REDIS_URL
 */
export type HealthViewRedis = 'ok' | 'non raggiungibile' | 'non usato';
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

export type EffectiveRemoteViewModule = 'announcements' | 'clients' | 'calls' | 'settings';
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

export type JobViewState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobView = {
  id: string;
  /** Coda, es. `mail` */
  queue: string;
  /** Nome della coda per chi legge, es. «E-mail»; «… (non riusciti)» per la coda dei lavori falliti */
  queue_label: string;
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

export type UserProjectRefViewColor = 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
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

export type LoginViewType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
export type LoginViewStatus = 'active' | 'inactive';
/**
 * Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37
 */
export type LoginViewStartPage = 'default' | 'home';
export type LoginViewPermissionsItem =
  | 'session.any'
  | 'projects.create'
  | 'projects.update'
  | 'projects.modules.update'
  | 'projects.users.read'
  | 'projects.settings.read'
  | 'federation.update'
  | 'announcements.read'
  | 'announcements.global.manage'
  | 'announcements.global.documents'
  | 'announcements.local.manage'
  | 'clients.read'
  | 'clients.write'
  | 'referents.read'
  | 'referents.write'
  | 'referents.access.remove'
  | 'clients.notes'
  | 'clients.notes.moderate'
  | 'clients.log'
  | 'clients.eligibility'
  | 'clients.import'
  | 'negotiations.read'
  | 'negotiations.create'
  | 'negotiations.manage'
  | 'calls.read'
  | 'calls.create'
  | 'calls.update'
  | 'calls.supplier'
  | 'calls.archive'
  | 'tasks.read'
  | 'tasks.write'
  | 'home.read'
  | 'notifications.read'
  | 'saved_views.manage'
  | 'settings.global.read'
  | 'users.manage'
  | 'platform.security.manage'
  | 'projects.users.manage'
  | 'newsletters.manage'
  | 'templates.global.manage'
  | 'templates.local.manage'
  | 'audit.read'
  | 'announcements.share'
  | 'federation.releases.manage';
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

export type UserViewType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
export type UserViewStatus = 'active' | 'inactive';
/**
 * Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37
 */
export type UserViewStartPage = 'default' | 'home';
export type UserViewPermissionsItem =
  | 'session.any'
  | 'projects.create'
  | 'projects.update'
  | 'projects.modules.update'
  | 'projects.users.read'
  | 'projects.settings.read'
  | 'federation.update'
  | 'announcements.read'
  | 'announcements.global.manage'
  | 'announcements.global.documents'
  | 'announcements.local.manage'
  | 'clients.read'
  | 'clients.write'
  | 'referents.read'
  | 'referents.write'
  | 'referents.access.remove'
  | 'clients.notes'
  | 'clients.notes.moderate'
  | 'clients.log'
  | 'clients.eligibility'
  | 'clients.import'
  | 'negotiations.read'
  | 'negotiations.create'
  | 'negotiations.manage'
  | 'calls.read'
  | 'calls.create'
  | 'calls.update'
  | 'calls.supplier'
  | 'calls.archive'
  | 'tasks.read'
  | 'tasks.write'
  | 'home.read'
  | 'notifications.read'
  | 'saved_views.manage'
  | 'settings.global.read'
  | 'users.manage'
  | 'platform.security.manage'
  | 'projects.users.manage'
  | 'newsletters.manage'
  | 'templates.global.manage'
  | 'templates.local.manage'
  | 'audit.read'
  | 'announcements.share'
  | 'federation.releases.manage';
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

export type ProjectUserViewType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
export type ProjectUserViewStatus = 'active' | 'inactive';
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

export type ProjectViewColor = 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
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

export type CreateProjectDtoColor = 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
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

export type UpdateProjectDtoColor = 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
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

export type AtecoCodeViewVersion = '2025' | '2007';
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

export type AtecoCodeDetailVersion = '2025' | '2007';
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

export type CallBulkFilterDtoType = 'client' | 'supplier';
export type CallBulkFilterDtoStatus = 'open' | 'in_progress' | 'closed' | 'archived';
/**
 * Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date)
 */
export type CallBulkFilterDtoSort =
  | 'call_date'
  | '-call_date'
  | 'client'
  | '-client'
  | 'status'
  | '-status'
  | 'type'
  | '-type'
  | 'created_at'
  | '-created_at';
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

export type CallBulkDtoAction = 'archive' | 'restore' | 'set_status';
/**
 * set_status: il nuovo stato
 */
export type CallBulkDtoStatus = 'open' | 'in_progress' | 'closed';
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

export type CallBulkResultViewOutcome = 'done' | 'refused';
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

export type CallBulkViewAction = 'archive' | 'restore' | 'set_status';
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

export type CallViewType = 'client' | 'supplier';
export type CallViewStatus = 'open' | 'in_progress' | 'closed' | 'archived';
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

export type CreateCallDtoStatus = 'open' | 'in_progress' | 'closed';
export type CreateCallDtoType = 'client' | 'supplier';
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

export type CallAnnouncementViewScope = 'global' | 'local';
export type CallAnnouncementView = {
  id: number;
  name: string;
  scope: CallAnnouncementViewScope;
  /** @nullable */
  end_date: string | null;
};

export type CallDetailViewType = 'client' | 'supplier';
export type CallDetailViewStatus = 'open' | 'in_progress' | 'closed' | 'archived';
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

export type UpdateCallDtoStatus = 'open' | 'in_progress' | 'closed';
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

export type AdminUserViewType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
export type AdminUserViewStatus = 'active' | 'inactive';
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

export type CreateUserDtoType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
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

export type UpdateUserDtoType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
export type UpdateUserDtoStatus = 'active' | 'inactive';
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

export type InviteProjectUserDtoType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
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

export type AlertViewType = 'info' | 'warning' | 'error';
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

export type CreateAlertDtoType = 'info' | 'warning' | 'error';
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

export type UpdateAlertDtoType = 'info' | 'warning' | 'error';
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

export type NewsletterViewStatus = 'draft' | 'sending' | 'sent';
/**
 * `manual`: i bandi scelti; `fits`: per ogni destinatario i bandi adatti alla sua impresa
 */
export type NewsletterViewMode = 'manual' | 'fits';
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
 * manual: the bandi chosen; fits: each recipient's company's fitting announcements
 */
export type CreateNewsletterDtoMode = 'manual' | 'fits';
export type CreateNewsletterDto = {
  subject: string;
  body: string;
  /** Bandi to present: global or local to this environment */
  announcement_ids?: number[];
  /** manual: the bandi chosen; fits: each recipient's company's fitting announcements */
  mode?: CreateNewsletterDtoMode;
  /**
   * A client's newsletter: only that client's subscribers
   * @nullable
   */
  client_id?: number | null;
  /**
   * An «aggiornamento»: only the subscribers whose client fits this announcement (global or of this environment)
   * @nullable
   */
  audience_announcement_id?: number | null;
};

export type NewsletterClientUpdateDto = {
  /** The changed call (global or of this environment) */
  announcement_id: number;
};

/**
 * manual: the bandi chosen; fits: each recipient's company's fitting announcements
 */
export type UpdateNewsletterDtoMode = 'manual' | 'fits';
export type UpdateNewsletterDto = {
  subject?: string;
  body?: string;
  /** Bandi to present: global or local to this environment */
  announcement_ids?: number[];
  /** manual: the bandi chosen; fits: each recipient's company's fitting announcements */
  mode?: UpdateNewsletterDtoMode;
  /**
   * A client's newsletter: only that client's subscribers
   * @nullable
   */
  client_id?: number | null;
  /**
   * An «aggiornamento»: only the subscribers whose client fits this announcement (global or of this environment)
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

export type DeliveryViewStatus = 'queued' | 'sending' | 'sent' | 'failed';
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

export type SubscriberViewStatus = 'pending' | 'subscribed' | 'unsubscribed';
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

export type ConsentViewAction = 'requested' | 'confirmed' | 'unsubscribed';
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

export type SubscriberDetailViewStatus = 'pending' | 'subscribed' | 'unsubscribed';
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

export type NewsletterConfirmedViewStatus = 'subscribed';
export type NewsletterConfirmedView = {
  /** Nome dell’ambiente */
  project_name: string;
  email: string;
  status: NewsletterConfirmedViewStatus;
};

export type NewsletterUnsubscribedViewStatus = 'unsubscribed';
export type NewsletterUnsubscribedView = {
  /** Nome dell’ambiente */
  project_name: string;
  email: string;
  status: NewsletterUnsubscribedViewStatus;
};

export type InterestRecordedViewStatus = 'recorded';
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

export type AnnouncementBulkFilterDtoStatus = 'draft' | 'published';
export type AnnouncementBulkFilterDtoState = 'open' | 'forthcoming' | 'closed';
export type AnnouncementBulkFilterDtoScope = 'global' | 'local';
export type AnnouncementBulkFilterDtoSort = 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
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

export type AnnouncementBulkDtoAction = 'publish' | 'unpublish' | 'delete';
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

export type AnnouncementBulkResultViewOutcome = 'done' | 'refused';
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

export type AnnouncementBulkViewAction = 'publish' | 'unpublish' | 'delete';
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

export type AnnouncementListItemViewScope = 'global' | 'local';
export type AnnouncementListItemViewStatus = 'draft' | 'published';
/**
 * Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
 */
export type AnnouncementListItemViewState = 'open' | 'forthcoming' | 'closed';
/**
 * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
 * @nullable
 */
export type AnnouncementListItemViewDeMinimisRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
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
export type LocationDtoNation = 'Italia' | 'Europa' | 'Extra UE' | null;
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

export type AnnouncementBodyDtoStatus = 'draft' | 'published';
/**
 * Regolamento de minimis del bando
 * @nullable
 */
export type AnnouncementBodyDtoDeMinimisRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
export type AnnouncementBodyDtoRequirementsWithoutLimitItem =
  | 'number_of_employees_min'
  | 'number_of_employees_max'
  | 'year_of_establishment_min'
  | 'year_of_establishment_max'
  | 'annual_volume_min'
  | 'annual_volume_max'
  | 'announcements_company_dimensions'
  | 'announcements_ateco_codes';
/**
 * @nullable
 */
export type AnnouncementBodyDtoSubscribedToCciaa = 'yes' | 'no' | null;
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
export type LocationViewNation = 'Italia' | 'Europa' | 'Extra UE' | null;
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

export type AnnouncementDetailViewScope = 'global' | 'local';
export type AnnouncementDetailViewStatus = 'draft' | 'published';
/**
 * Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
 */
export type AnnouncementDetailViewState = 'open' | 'forthcoming' | 'closed';
/**
 * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
 * @nullable
 */
export type AnnouncementDetailViewDeMinimisRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
/**
 * Scheda informativa caricata
 * @nullable
 */
export type AnnouncementDetailViewInformationSheet = FileInfoView | null;

/**
 * @nullable
 */
export type AnnouncementDetailViewSubscribedToCciaa = 'yes' | 'no' | null;
/**
 * Riga originale di un bando importato
 * @nullable
 */
export type AnnouncementDetailViewSourceData = { [key: string]: unknown } | null;

export type AnnouncementDetailViewEditableTabsItem = 'generale' | 'requisiti' | 'voci_di_spesa' | 'documentazione' | 'altro';
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

export type AnnouncementUpdateDtoStatus = 'draft' | 'published';
/**
 * Regolamento de minimis del bando
 * @nullable
 */
export type AnnouncementUpdateDtoDeMinimisRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
export type AnnouncementUpdateDtoRequirementsWithoutLimitItem =
  | 'number_of_employees_min'
  | 'number_of_employees_max'
  | 'year_of_establishment_min'
  | 'year_of_establishment_max'
  | 'annual_volume_min'
  | 'annual_volume_max'
  | 'announcements_company_dimensions'
  | 'announcements_ateco_codes';
/**
 * @nullable
 */
export type AnnouncementUpdateDtoSubscribedToCciaa = 'yes' | 'no' | null;
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

export type AuditEntryViewAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'published'
  | 'shared'
  | 'unshared'
  | 'imported'
  | 'exported'
  | 'note.created'
  | 'note.updated'
  | 'note.deleted'
  | 'negotiation.created'
  | 'negotiation.updated'
  | 'negotiation.stage_changed'
  | 'negotiation.deleted'
  | 'document.uploaded'
  | 'document.deleted'
  | 'state_aid.created'
  | 'state_aid.updated'
  | 'state_aid.deleted'
  | 'undertaking_operation.created'
  | 'undertaking_operation.updated'
  | 'undertaking_operation.deleted'
  | 'access.invited'
  | 'access.removed'
  | 'mfa.enabled'
  | 'mfa.disabled'
  | 'mfa.recovery_codes_renewed'
  | 'mfa.reset'
  | 'release.registered'
  | 'release.promoted'
  | 'release.rolled_back'
  | 'release.builtin_restored'
  | 'release.pinned'
  | 'release.unpinned'
  | 'dossier.built'
  | 'dossier.item_added'
  | 'dossier.item_updated'
  | 'dossier.item_deleted'
  | 'dossier.file_uploaded'
  | 'dossier.link_created'
  | 'dossier.link_revoked';
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

export type TemplateListEntryViewScope = 'global' | 'local';
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

export type TemplateViewScope = 'global' | 'local';
/**
 * Regolamento de minimis del bando
 * @nullable
 */
export type TemplateViewDeMinimisRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
export type TemplateViewRequirementsWithoutLimitItem =
  | 'number_of_employees_min'
  | 'number_of_employees_max'
  | 'year_of_establishment_min'
  | 'year_of_establishment_max'
  | 'annual_volume_min'
  | 'annual_volume_max'
  | 'announcements_company_dimensions'
  | 'announcements_ateco_codes';
/**
 * @nullable
 */
export type TemplateViewSubscribedToCciaa = 'yes' | 'no' | null;
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
export type ShareListItemViewStatus = 'active' | 'expired' | 'revoked';
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
export type ClientShareListItemViewStatus = 'active' | 'expired' | 'revoked';
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

export type PublicAnnouncementViewScope = 'global' | 'local';
export type PublicAnnouncementViewStatus = 'draft' | 'published';
/**
 * Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
 */
export type PublicAnnouncementViewState = 'open' | 'forthcoming' | 'closed';
/**
 * Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
 * @nullable
 */
export type PublicAnnouncementViewDeMinimisRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
/**
 * Scheda informativa caricata
 * @nullable
 */
export type PublicAnnouncementViewInformationSheet = FileInfoView | null;

/**
 * @nullable
 */
export type PublicAnnouncementViewSubscribedToCciaa = 'yes' | 'no' | null;
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

export type ClientBulkFilterDtoDimension = 'micro' | 'small' | 'medium' | 'large';
/**
 * Stato del cliente (active, inactive, archived)
 */
export type ClientBulkFilterDtoStatus = 'active' | 'inactive' | 'archived';
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
export type ClientBulkParamsDtoStatus = 'active' | 'inactive';
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

export type ClientBulkDtoAction = 'assign_manager' | 'set_status' | 'archive' | 'delete' | 'create_task';
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
export type ClientBulkResultOutcome = 'pending' | 'done' | 'refused';
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

export type ClientBulkJobViewAction = 'assign_manager' | 'set_status' | 'archive' | 'delete' | 'create_task';
export type ClientBulkJobViewStatus = 'queued' | 'running' | 'done' | 'failed';
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
export type ClientSummaryCompanyDimension = 'micro' | 'small' | 'medium' | 'large' | null;
/**
 * Stato: attivo, non attivo, archiviato
 */
export type ClientSummaryStatus = 'active' | 'inactive' | 'archived';
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
export type ClientLocationDtoNation = 'Italia' | 'Europa' | 'Extra UE';
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
export type CompanyRelationDtoInvestorKind =
  | 'public_investment_corporation'
  | 'venture_capital'
  | 'business_angel'
  | 'university_research'
  | 'institutional_investor'
  | 'local_authority'
  | null;
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

export type ClientDocumentDtoSlot =
  | 'identity'
  | 'ordinary_chamber'
  | 'antimafia'
  | 'budget'
  | 'fiscal_code'
  | 'bondage_rating'
  | 'final_act'
  | 'statute'
  | 'company_dimension'
  | 'rental_agreement'
  | 'other';
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
export type ClientInputDtoSubscribedToCciaa = 'yes' | 'no' | null;
/**
 * manual override of the computed dimension; null = computed
 * @nullable
 */
export type ClientInputDtoCompanyDimensionOverride = 'micro' | 'small' | 'medium' | 'large' | null;
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
export type CompanyRelationViewInvestorKind =
  | 'public_investment_corporation'
  | 'venture_capital'
  | 'business_angel'
  | 'university_research'
  | 'institutional_investor'
  | 'local_authority'
  | null;
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

export type ClientDocumentViewSlot =
  | 'identity'
  | 'ordinary_chamber'
  | 'antimafia'
  | 'budget'
  | 'fiscal_code'
  | 'bondage_rating'
  | 'final_act'
  | 'statute'
  | 'company_dimension'
  | 'rental_agreement'
  | 'other';
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
export type SmeYearOutcomeViewClass = 'micro' | 'small' | 'medium' | 'large' | null;
/**
 * Classe mantenuta dopo l’anno (art. 4, par. 2)
 * @nullable
 */
export type SmeYearOutcomeViewStatus = 'micro' | 'small' | 'medium' | 'large' | null;
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
export type DimensionDetailsViewEffective = 'micro' | 'small' | 'medium' | 'large' | null;
/**
 * @nullable
 */
export type DimensionDetailsViewComputed = 'micro' | 'small' | 'medium' | 'large' | null;
/**
 * @nullable
 */
export type DimensionDetailsViewBasis = 'approved' | 'estimate' | null;
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
export type ClientDetailCompanyDimension = 'micro' | 'small' | 'medium' | 'large' | null;
/**
 * Iscritta alla CCIAA
 * @nullable
 */
export type ClientDetailSubscribedToCciaa = 'yes' | 'no' | null;
/**
 * Dimensione calcolata (Racc. 2003/361/CE)
 * @nullable
 */
export type ClientDetailCompanyDimensionComputed = 'micro' | 'small' | 'medium' | 'large' | null;
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
export type ClientUpdateDtoSubscribedToCciaa = 'yes' | 'no' | null;
/**
 * manual override of the computed dimension; null = computed
 * @nullable
 */
export type ClientUpdateDtoCompanyDimensionOverride = 'micro' | 'small' | 'medium' | 'large' | null;
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
export type ClientDocumentItemViewStatus = 'valido' | 'in scadenza' | 'scaduto';
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

export type RequirementVerdictVerdict = 'met' | 'not_met' | 'unknown';
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

export type DeMinimisCheckViewStatus = 'fits' | 'does_not_fit' | 'unknown';
export type DeMinimisCheckViewRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery';
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

export type EligibleAnnouncementRefScope = 'global' | 'local';
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

export type EligibleAnnouncementVerdict = 'eligible' | 'not_eligible' | 'unknown';
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
export type EligibleClientRefCompanyDimension = 'micro' | 'small' | 'medium' | 'large' | null;
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

export type EligibleClientVerdict = 'eligible' | 'not_eligible' | 'unknown';
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
export type UndertakingMemberAidViewRelation =
  | 'self'
  | 'controls'
  | 'controlled'
  | 'linked'
  | 'merged'
  | 'split_from'
  | 'natural_person'
  | 'partner';
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
export type UndertakingMemberViewRelation =
  | 'self'
  | 'controls'
  | 'controlled'
  | 'linked'
  | 'merged'
  | 'split_from'
  | 'natural_person'
  | 'partner';
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

export type RegulationHeadroomViewRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery';
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
export type DeMinimisAidViewDeMinimis = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
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

export type DeMinimisReleaseViewRegulation = 'general' | 'sgei' | 'agriculture' | 'fishery';
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
export type StateAidImportRowViewOutcome = 'created' | 'existing' | 'rejected';
/**
 * Regime de minimis (null: non de minimis)
 * @nullable
 */
export type StateAidImportRowViewDeMinimis = 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
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

export type StateAidImportViewStatus = 'queued' | 'running' | 'done' | 'failed';
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
export type UndertakingOperationViewKind = 'merger' | 'split';
/**
 * Solo scissione: criterio di attribuzione degli aiuti
 * @nullable
 */
export type UndertakingOperationViewAllocation = 'activities' | 'equity' | null;
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
export type UndertakingOperationDtoKind = 'merger' | 'split';
/**
 * Solo scissione: per attività rilevate o pro quota del patrimonio netto
 * @nullable
 */
export type UndertakingOperationDtoAllocation = 'activities' | 'equity' | null;
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
export type UndertakingOperationUpdateDtoKind = 'merger' | 'split';
/**
 * Solo scissione: per attività rilevate o pro quota del patrimonio netto
 * @nullable
 */
export type UndertakingOperationUpdateDtoAllocation = 'activities' | 'equity' | null;
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
export type NegotiationViewStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
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

export type NegotiationStageColumnViewStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
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
export type NegotiationInputDtoStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
/**
 * {stage: "YYYY-MM-DD"}
 */
export type NegotiationInputDtoStageDeadlines = { [key: string]: string };

export type NegotiationInputDto = {
  client_id: number;
  /**
   * published announcement of the environment
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
export type NegotiationReplaceDtoStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
/**
 * {stage: "YYYY-MM-DD"}
 */
export type NegotiationReplaceDtoStageDeadlines = { [key: string]: string };

export type NegotiationReplaceDto = {
  client_id: number;
  /**
   * published announcement of the environment
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
export type NegotiationPatchDtoStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
/**
 * {stage: "YYYY-MM-DD"}
 */
export type NegotiationPatchDtoStageDeadlines = { [key: string]: string };

export type NegotiationPatchDto = {
  client_id?: number;
  /**
   * published announcement of the environment
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

export type NegotiationStageDtoStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
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

export type BulkNegotiationResultStatus = 'created' | 'refused';
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

export type ReferentAccessStatus = 'active' | 'inactive';
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
export type SearchHitViewType = 'client' | 'referent' | 'announcement' | 'call' | 'negotiation';
/**
 * exact: identificativo (P.IVA, codice fiscale, e-mail) o nome uguale; prefix: inizia con il termine; word: una parola inizia con il termine; partial: lo contiene
 */
export type SearchHitViewMatch = 'exact' | 'prefix' | 'word' | 'partial';
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

export type TaskBulkFilterDtoStatus = 'open' | 'done' | 'cancelled';
/**
 * overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni
 */
export type TaskBulkFilterDtoDue = 'overdue' | 'today' | 'week';
export type TaskBulkFilterDto = {
  search?: string;
  /** `me` (i miei compiti) o l’id di un utente */
  owner?: string;
  status?: TaskBulkFilterDtoStatus;
  /** overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni */
  due?: TaskBulkFilterDtoDue;
};

export type TaskBulkDtoAction = 'complete' | 'reopen' | 'cancel' | 'reassign' | 'delete';
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

export type TaskBulkResultViewOutcome = 'done' | 'refused';
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

export type TaskBulkViewAction = 'complete' | 'reopen' | 'cancel' | 'reassign' | 'delete';
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

export type TaskViewStatus = 'open' | 'done' | 'cancelled';
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
export type CreateTaskDtoStatus = 'open' | 'done' | 'cancelled';
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
export type UpdateTaskDtoStatus = 'open' | 'done' | 'cancelled';
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

export type SavedViewViewList = 'clients' | 'announcements' | 'calls' | 'negotiations' | 'referents' | 'tasks';
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

export type SavedViewCreateDtoList = 'clients' | 'announcements' | 'calls' | 'negotiations' | 'referents' | 'tasks';
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
export type NotificationViewKind = 'task_assigned' | 'interest' | 'announcement_changed' | 'dossier_upload';
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
export type HomeClosingAnnouncementWithin = 7 | 30;
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
export type HomeSignupItemStatus = 'pending' | 'subscribed';
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

export type HomePipelineStageStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
/**
 * Etichetta italiana della fase
 */
export type HomePipelineStageLabel =
  | 'Contatto'
  | 'Incarico'
  | 'Domanda presentata'
  | 'In istruttoria'
  | 'Ammessa / graduatoria'
  | 'Decreto di concessione'
  | 'Erogazione'
  | 'Rendicontazione'
  | 'Chiusa vinta'
  | 'Chiusa persa';
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
export type StartPageDtoStartPage = 'default' | 'home';
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

export type ImportRowMessageViewLevel = 'error' | 'warning';
export type ImportRowMessageView = {
  /** Campo (chiave di ImportFieldView) cui si riferisce */
  field: string;
  /** Messaggio in italiano */
  message: string;
  level: ImportRowMessageViewLevel;
};

export type ImportRowViewAction = 'create' | 'update' | 'unchanged' | 'reject';
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

export type ClientImportViewStatus = 'previewed' | 'running' | 'done' | 'undone' | 'failed';
export type ClientImportViewFormat = 'xlsx' | 'csv';
/**
 * Codifica del CSV
 * @nullable
 */
export type ClientImportViewEncoding = 'utf-8' | 'windows-1252' | null;
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
export type ImportMappingDtoColumnsItem =
  | 'business_name'
  | 'vat_number'
  | 'fiscal_code'
  | 'pec'
  | 'sdi'
  | 'ateco'
  | 'city'
  | 'province'
  | 'postal_code'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'legal_form'
  | 'constitution_date'
  | 'registration_date'
  | 'rea_number'
  | 'social_capital'
  | 'year'
  | 'headcount'
  | 'turnover'
  | 'balance_sheet_total'
  | 'reference'
  | 'note'
  | null;
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

export type DossierItemViewSourceKind = 'standard_document' | 'additional_document' | 'expense_attachment' | 'custom_field' | 'manual';
/**
 * Stato oggi (un documento del cliente collegato e scaduto: 'scaduto')
 */
export type DossierItemViewStatus = 'mancante' | 'caricato' | 'scaduto' | 'verificato' | 'non applicabile';
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

export type DossierItemPatchDtoStatus = 'mancante' | 'caricato' | 'scaduto' | 'verificato' | 'non applicabile';
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

export type PublicDossierItemViewStatus = 'mancante' | 'scaduto';
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

export type JobsListState = 'queued' | 'failed' | 'all';
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

export type ReferenceAtecoVersion = '2025' | '2007';
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

export type ReferenceAtecoCodeVersion = '2025' | '2007';
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

export type CallsListType = 'client' | 'supplier';
export type CallsListStatus = 'open' | 'in_progress' | 'closed' | 'archived';
export type CallsListSort =
  | 'call_date'
  | '-call_date'
  | 'client'
  | '-client'
  | 'status'
  | '-status'
  | 'type'
  | '-type'
  | 'created_at'
  | '-created_at';
export type UsersListParams = {
  skip?: number;
  take?: number;
  search?: string;
  type?: UsersListType;
  project_id?: number;
  status?: UsersListStatus;
};

export type UsersListType =
  | 'administrator'
  | 'local-administrator'
  | 'client-manager'
  | 'referent'
  | 'expert-announcement'
  | 'local-expert-announcement';
export type UsersListStatus = 'active' | 'inactive';
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

export type AnnouncementsListGlobalStatus = 'draft' | 'published';
export type AnnouncementsListGlobalState = 'open' | 'forthcoming' | 'closed';
export type AnnouncementsListGlobalScope = 'global' | 'local';
export type AnnouncementsListGlobalSort = 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
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

export type AnnouncementsListProjectStatus = 'draft' | 'published';
export type AnnouncementsListProjectState = 'open' | 'forthcoming' | 'closed';
export type AnnouncementsListProjectScope = 'global' | 'local';
export type AnnouncementsListProjectSort = 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
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

export type ClientsListDimension = 'micro' | 'small' | 'medium' | 'large';
export type ClientsListStatus = 'active' | 'inactive' | 'archived';
export type ClientsListSort =
  | 'name'
  | '-name'
  | 'created_at'
  | '-created_at'
  | 'city'
  | '-city'
  | 'province'
  | '-province'
  | 'region'
  | '-region'
  | 'company_dimension'
  | '-company_dimension'
  | 'manager'
  | '-manager';
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

export type ClientDocumentListUploadBodyReplace = 'true' | 'false';
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

export type EligibilityForClientVerdict = 'eligible' | 'unknown' | 'not_eligible';
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

export type EligibilityForAnnouncementVerdict = 'eligible' | 'unknown' | 'not_eligible';
export type EligibilityForAnnouncementSize = 'micro' | 'small' | 'medium' | 'large';
export type EligibilityForAnnouncementSort = 'verdict' | 'name' | 'region';
export type EligibilityForAnnouncementOrder = 'asc' | 'desc';
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

export type NegotiationsListStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
export type NegotiationsBoardParams = {
  skip?: number;
  take?: number;
  search?: string;
  client_id?: number;
  stage?: NegotiationsBoardStage;
};

export type NegotiationsBoardStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
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

export type TasksListStatus = 'open' | 'done' | 'cancelled';
export type TasksListDue = 'overdue' | 'today' | 'week';
export type SavedViewsListParams = {
  list?: SavedViewsListList;
};

export type SavedViewsListList = 'clients' | 'announcements' | 'calls' | 'negotiations' | 'referents' | 'tasks';
export type NotificationsListParams = {
  skip?: number;
  take?: number;
  /**
   * `true`: solo le non lette
   */
  unread?: NotificationsListUnread;
};

export type NotificationsListUnread = 'true' | 'false';
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

export type ExportsClientsDimension = 'micro' | 'small' | 'medium' | 'large';
export type ExportsClientsStatus = 'active' | 'inactive' | 'archived';
export type ExportsClientsSort =
  | 'name'
  | '-name'
  | 'created_at'
  | '-created_at'
  | 'city'
  | '-city'
  | 'province'
  | '-province'
  | 'region'
  | '-region'
  | 'company_dimension'
  | '-company_dimension'
  | 'manager'
  | '-manager';
export type ExportsClientsFormat = 'xlsx' | 'csv';
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

export type ExportsAnnouncementsGlobalStatus = 'draft' | 'published';
export type ExportsAnnouncementsGlobalState = 'open' | 'forthcoming' | 'closed';
export type ExportsAnnouncementsGlobalScope = 'global' | 'local';
export type ExportsAnnouncementsGlobalSort = 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
export type ExportsAnnouncementsGlobalFormat = 'xlsx' | 'csv';
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

export type ExportsAnnouncementsStatus = 'draft' | 'published';
export type ExportsAnnouncementsState = 'open' | 'forthcoming' | 'closed';
export type ExportsAnnouncementsScope = 'global' | 'local';
export type ExportsAnnouncementsSort = 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
export type ExportsAnnouncementsFormat = 'xlsx' | 'csv';
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

export type ExportsCallsType = 'client' | 'supplier';
export type ExportsCallsStatus = 'open' | 'in_progress' | 'closed' | 'archived';
export type ExportsCallsSort =
  | 'call_date'
  | '-call_date'
  | 'client'
  | '-client'
  | 'status'
  | '-status'
  | 'type'
  | '-type'
  | 'created_at'
  | '-created_at';
export type ExportsCallsFormat = 'xlsx' | 'csv';
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

export type ExportsReferentsFormat = 'xlsx' | 'csv';
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

export type ExportsNegotiationsStage =
  | 'contact'
  | 'engagement'
  | 'application_submitted'
  | 'under_review'
  | 'admitted'
  | 'grant_decree'
  | 'disbursement'
  | 'reporting'
  | 'closed_won'
  | 'closed_lost';
export type ExportsNegotiationsFormat = 'xlsx' | 'csv';
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

export type ExportsEligibleClientsVerdict = 'eligible' | 'unknown' | 'not_eligible';
export type ExportsEligibleClientsSize = 'micro' | 'small' | 'medium' | 'large';
export type ExportsEligibleClientsSort = 'verdict' | 'name' | 'region';
export type ExportsEligibleClientsOrder = 'asc' | 'desc';
export type ExportsEligibleClientsFormat = 'xlsx' | 'csv';
export type ExportsStateAidsParams = {
  /**
   * xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)
   */
  format?: ExportsStateAidsFormat;
};

export type ExportsStateAidsFormat = 'xlsx' | 'csv';
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
