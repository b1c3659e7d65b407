/** Default text of a failed call (docs/api.md#errors). */
export const DEFAULT_ERROR_MESSAGE = 'Si è verificato un errore imprevisto';
/** Text for a 500 answer (docs/api.md#errors, in Italian). */
export const SERVER_ERROR_MESSAGE = 'Il server non è riuscito a completare la richiesta';

/** Text for a request that got no answer (network down, server unreachable, time-out). */
export const NETWORK_ERROR_MESSAGE = 'Impossibile raggiungere il server: controlla la connessione e riprova';

/** Italian text of a status when the answer carries no usable message (docs/api.md#errors). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'La richiesta non è valida',
  401: 'La sessione è scaduta: accedi di nuovo',
  403: 'Non hai i permessi per questa operazione',
  404: 'Elemento non trovato',
  409: 'Il dato è stato modificato da un altro utente nel frattempo: ricarica la pagina e riprova',
  413: 'Il file è troppo grande',
  419: 'La sessione di sicurezza è scaduta: ricarica la pagina e riprova',
  422: 'I dati inviati non sono validi',
  429: 'Troppi tentativi: riprova tra qualche minuto',
};

/**
 * English texts of the HTTP client and the server framework ("Network Error", "Request failed
 * with status code 409", Nest's "Forbidden resource"…): never shown, replaced by the Italian ones.
 */
const FRAMEWORK_MESSAGE =
  /^(Request failed with status code \d+|Network Error|timeout of \d+ms exceeded|Not Found|Forbidden( resource)?|Internal Server Error|Bad Request|Unauthorized|Conflict|Payload Too Large|Too Many Requests|ThrottlerException.*|Cannot (GET|POST|PUT|PATCH|DELETE) .*|canceled|aborted|Failed to fetch|Load failed)$/i;

/** True for an English message of the HTTP client or the server framework (see FRAMEWORK_MESSAGE). */
export function isFrameworkMessage(message: string): boolean {
  return FRAMEWORK_MESSAGE.test(message.trim());
}

interface ErrorLike {
  message?: string;
  isAxiosError?: boolean;
  response?: { status?: number; data?: { message?: unknown; errors?: Record<string, unknown> } };
}

/** The message unless it is empty or an English framework text. */
function usable(message: string | undefined): string | undefined {
  return message && !isFrameworkMessage(message) ? message : undefined;
}

/**
 * The message an alert shows for a failed call, always in Italian (docs/api.md#errors): a string
 * is shown as is; 500 (and any 5xx) -> server error text; 422 -> first message of the first field
 * of `errors`, else the response message; other statuses -> the response message; then the
 * error's own message; then the Italian text of the status (STATUS_MESSAGES), else the default.
 * A request without an answer (network failure) gives NETWORK_ERROR_MESSAGE. English texts of the
 * HTTP client or the framework ("Network Error", "Request failed with status code …") are never
 * returned.
 */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return fallback;
  const e = error as ErrorLike;
  const response = e.response;
  if (!response) {
    if (e.isAxiosError || (e.message && isFrameworkMessage(e.message))) return NETWORK_ERROR_MESSAGE;
    return e.message || fallback;
  }
  const status = response.status ?? 0;
  const responseMessage = typeof response.data?.message === 'string' ? usable(response.data.message) : undefined;
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  const byStatus = STATUS_MESSAGES[status];
  if (status === 422) {
    const errors = response.data?.errors;
    const firstField = errors ? Object.values(errors)[0] : undefined;
    const first = Array.isArray(firstField) ? firstField[0] : firstField;
    if (typeof first === 'string' && first) return first;
  }
  return responseMessage || usable(e.message) || byStatus || fallback;
}

/**
 * The field errors of a 422 answer (or of a 413 upload answer, which names the `file` field) as
 * `{field: firstMessage}`, for Formik's setErrors.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as ErrorLike)?.response?.data?.errors;
  const status = (error as ErrorLike)?.response?.status;
  if ((status !== 422 && status !== 413) || !errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/** True for a request answered 404 (a record that does not exist or is not visible). */
export function isNotFoundError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as ErrorLike).response?.status === 404;
}
