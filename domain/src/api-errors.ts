/**
 * The API's error catalogue (docs/api-contract.md#errors): every refusal the API makes for a
 * reason of its own, other than a 422 that names its fields, has a stable code
 * `<module>.<reason>`, its HTTP status and its Italian message. The API answers
 * `{message, code}` (api/src/common/http/api-error.ts); the front ends may read the code instead
 * of the text. A few codes older than the catalogue are sent as they were (`wire`): the login page,
 * the newsletter pages and the session handling read them.
 *
 * A message is a text, or a function of the values it names (a version, a tab).
 */
export const API_ERRORS = {
  // access and session (common/auth, modules/auth)
  'auth.unauthenticated': { status: 401, message: 'Non autenticato' },
  'auth.session_expired': { status: 401, message: 'Sessione scaduta' },
  'auth.token_invalid': { status: 401, message: 'Token non valido o scaduto' },
  'auth.invalid_credentials': { status: 401, message: 'Credenziali non valide' },
  'auth.account_disabled': { status: 401, message: 'Account disattivato' },
  'auth.mfa_required': { status: 401, message: "Inserisci il codice dell'app di autenticazione", wire: 'mfa_required' },
  'auth.mfa_invalid': { status: 401, message: 'Codice di verifica non valido', wire: 'mfa_invalid' },
  'auth.mfa_locked': {
    status: 429,
    message: (minutes: number) =>
      `Troppi codici di verifica errati per questo account: riprova tra ${minutes} minut${minutes === 1 ? 'o' : 'i'}`,
    wire: 'mfa_locked',
  },
  'auth.mfa_already_enabled': { status: 409, message: 'La verifica in due passaggi è già attiva' },
  'auth.password_change_required': {
    status: 403,
    message: 'Devi cambiare la password prima di continuare',
    wire: 'password_change_required',
  },
  'auth.mfa_enrolment_required': {
    status: 403,
    message: 'Attiva la verifica in due passaggi dal tuo profilo prima di continuare: è obbligatoria per il tuo ruolo',
    wire: 'mfa_enrolment_required',
  },
  'access.forbidden': { status: 403, message: 'Non hai i permessi per questa operazione' },
  'access.route_undeclared': { status: 403, message: 'Accesso non dichiarato per questa rotta' },
  'access.module_off': { status: 403, message: 'Modulo non attivo per questo ambiente' },
  'access.global_settings': { status: 403, message: 'Non hai accesso alle impostazioni globali' },
  'request.not_found': { status: 404, message: 'Risorsa non trovata' },
  'request.parent_not_found': { status: 404, message: 'Record non trovato' },
  'request.media_type': {
    status: 415,
    message: 'Tipo di contenuto non supportato: inviare application/json (o multipart/form-data per i file)',
  },

  // environments, users, settings
  'projects.not_found': { status: 404, message: 'Ambiente non trovato' },
  'projects.newsletter_admin_only': { status: 403, message: "Solo l'amministratore di sistema può attivare la newsletter" },
  'projects.assign_admin_only': { status: 403, message: "Solo l'amministratore di sistema assegna gli ambienti" },
  'users.not_found': { status: 404, message: 'Utente non trovato' },
  'users.not_member': { status: 404, message: 'Utente non presente in questo ambiente' },
  'users.create_admin_only': {
    status: 403,
    message: "Solo l'amministratore di sistema può creare amministratori ed esperti bandi globali",
  },
  'users.global_experts_admin_only': {
    status: 403,
    message: "Solo l'amministratore di sistema può gestire gli esperti bandi globali",
  },
  'settings.document_not_found': { status: 404, message: 'Documento non trovato' },
  'settings.list_not_found': { status: 404, message: 'Elenco non trovato' },
  'settings.value_not_found': { status: 404, message: 'Valore non trovato' },
  'settings.logo_not_found': { status: 404, message: 'Logo non trovato' },
  'profile.avatar_not_found': { status: 404, message: 'Immagine non trovata' },
  'alerts.not_found': { status: 404, message: 'Avviso non trovato' },
  'templates.not_found': { status: 404, message: 'Template non trovato' },
  'templates.global_edit_elsewhere': { status: 403, message: "I template globali si modificano nell'area globale" },
  'templates.global_delete_elsewhere': { status: 403, message: "I template globali si eliminano nell'area globale" },
  'reference.ateco_not_found': { status: 404, message: 'Codice ATECO non trovato' },
  'reference.ateco_2007_not_found': { status: 404, message: 'Codice ATECO 2007 non trovato' },
  'jobs.failed_not_found': { status: 404, message: 'Lavoro non trovato tra i falliti' },
  'files.not_found': { status: 404, message: 'File non trovato' },
  'workers.svg_busy': { status: 503, message: 'Troppe immagini SVG in controllo in questo momento: riprova tra qualche secondo' },
  'workers.export_busy': { status: 503, message: 'Troppi file di bandi in lettura in questo momento: riprova tra qualche secondo' },

  // module releases (federation)
  'releases.remote_not_found': { status: 404, message: 'Remote non trovato' },
  'releases.module_not_found': { status: 404, message: 'Modulo non trovato' },
  'releases.not_found': { status: 404, message: 'Rilascio non trovato' },
  'releases.version_exists': {
    status: 409,
    message: (version: string, remote: string) => `La versione ${version} di ${remote} è già registrata`,
  },
  'releases.no_current': { status: 409, message: 'Il modulo non ha un rilascio corrente da ripristinare' },
  'releases.no_previous': { status: 409, message: 'Nessun rilascio precedente a cui tornare' },
  'releases.already_built_in': { status: 409, message: 'Il modulo usa già la build integrata' },
  'releases.no_pin': { status: 404, message: 'Nessun rilascio fissato per questo ambiente' },

  // clients and their records
  'clients.not_found': { status: 404, message: 'Cliente non trovato' },
  'clients.document_type_unknown': { status: 404, message: 'Tipo di documento inesistente' },
  'clients.document_type_not_found': { status: 404, message: 'Tipo di documento non trovato' },
  'clients.document_not_found': { status: 404, message: 'Documento non trovato' },
  'clients.document_not_uploaded': { status: 404, message: 'Documento non caricato' },
  'clients.bulk_job_not_found': { status: 404, message: 'Operazione non trovata' },
  'client_imports.not_found': { status: 404, message: 'Importazione non trovata' },
  'client_imports.already_started': { status: 409, message: 'L’importazione è già stata avviata' },
  'client_imports.not_done': { status: 409, message: 'Si può annullare solo un’importazione completata' },
  'client_imports.file_gone': { status: 404, message: 'Il file dell’importazione non è più disponibile' },
  'referents.not_found': { status: 404, message: 'Referente non trovato' },
  'referents.no_access': { status: 404, message: 'Il referente non ha un accesso alla piattaforma' },
  'notes.not_found': { status: 404, message: 'Nota non trovata' },
  'notes.not_author': { status: 403, message: 'Solo l’autore o un amministratore può modificare la nota' },
  'tasks.not_found': { status: 404, message: 'Compito non trovato' },
  'state_aids.not_found': { status: 404, message: 'Aiuto non trovato' },
  'state_aids.operation_not_found': { status: 404, message: 'Operazione non trovata' },
  'state_aids.import_not_found': { status: 404, message: 'Importazione non trovata' },
  'saved_views.not_found': { status: 404, message: 'Vista non trovata' },
  'saved_views.not_owner': { status: 403, message: 'Solo chi ha creato la vista o un amministratore può modificarla' },
  'notifications.not_found': { status: 404, message: 'Notifica non trovata' },

  // announcements, call logs, negotiations, dossiers
  'announcements.not_found': { status: 404, message: 'Bando non trovato' },
  'announcements.edit_forbidden': { status: 403, message: 'Non puoi modificare questo bando' },
  'announcements.tab_forbidden': { status: 403, message: (tab: string) => `Non puoi modificare la scheda ${tab} di questo bando` },
  'announcements.delete_forbidden': { status: 403, message: 'Non puoi eliminare questo bando' },
  'announcements.duplicate_forbidden': { status: 403, message: 'Non puoi duplicare questo bando' },
  'calls.not_found': { status: 404, message: 'Richiesta non trovata' },
  'calls.announcement_not_linked': { status: 404, message: 'Bando non collegato a questa richiesta' },
  'calls.supplier_admin_only': { status: 403, message: 'Solo gli amministratori possono registrare richieste ai fornitori' },
  'negotiations.not_found': { status: 404, message: 'Trattativa non trovata' },
  'dossiers.item_not_found': { status: 404, message: 'Voce del dossier non trovata' },
  'dossiers.link_not_found': { status: 404, message: 'Link non valido o scaduto' },

  // newsletters and public links
  'newsletters.not_found': { status: 404, message: 'Newsletter non trovata' },
  'newsletters.disabled': { status: 403, message: 'Newsletter non attiva per questo ambiente' },
  'newsletters.subscriber_not_found': { status: 404, message: 'Iscritto non trovato' },
  'newsletters.confirmation_invalid': { status: 404, message: 'Link di conferma non valido', wire: 'invalid' },
  'newsletters.confirmation_used': { status: 409, message: 'Iscrizione già confermata con questo link', wire: 'used' },
  'newsletters.confirmation_expired': { status: 410, message: 'Il link di conferma è scaduto', wire: 'expired' },
  'newsletters.unsubscribe_invalid': { status: 404, message: 'Link di disiscrizione non valido', wire: 'invalid' },
  'newsletters.interest_recorded': { status: 409, message: 'Interesse già registrato con questo link', wire: 'already_recorded' },
  'public.link_invalid': { status: 404, message: 'Link non valido o scaduto' },
  'public.link_not_found': { status: 404, message: 'Link non trovato' },
} as const satisfies Record<string, ApiErrorEntry>;

/** One entry of {@link API_ERRORS}. */
export interface ApiErrorEntry {
  /** HTTP status of the answer. */
  status: number;
  /** Italian text, or a function of the values it names. */
  message: string | ((...values: never[]) => string);
  /** The code sent when it predates the catalogue (else the key). */
  wire?: string;
}

/** A code of the catalogue, e.g. `clients.not_found`. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The values a code's message names (none for a fixed text). */
export type ApiErrorValues<C extends ApiErrorCode> = (typeof API_ERRORS)[C]['message'] extends (...values: infer V) => string ? V : [];

/** The Italian message of `code` with its values. */
export function apiErrorMessage<C extends ApiErrorCode>(code: C, ...values: ApiErrorValues<C>): string {
  const message = (API_ERRORS[code] as ApiErrorEntry).message;
  return typeof message === 'function' ? (message as (...v: unknown[]) => string)(...values) : message;
}

/** The code the answer carries: the catalogue key, or the older code it replaced. */
export function apiErrorWireCode(code: ApiErrorCode): string {
  return (API_ERRORS[code] as ApiErrorEntry).wire ?? code;
}
