/** Default text of a failed call (SPEC §8). */
export const DEFAULT_ERROR_MESSAGE = 'Si è verificato un errore imprevisto';
/** Text for a 500 answer (SPEC §8, in Italian). */
export const SERVER_ERROR_MESSAGE = 'Il server non è riuscito a completare la richiesta';

interface ErrorLike {
  message?: string;
  response?: { status?: number; data?: { message?: unknown; errors?: Record<string, unknown> } };
}

/**
 * The message an alert shows for a failed call, derived exactly as SPEC §8 says:
 * a string is shown as is; 500 -> server error text; 422 -> first message of the first field of
 * `errors`, else the response message, else the error message, else the default; other statuses
 * -> response message, error message, default; no response -> the error's own message or default.
 */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return fallback;
  const e = error as ErrorLike;
  const response = e.response;
  if (!response) return e.message || fallback;
  const responseMessage = typeof response.data?.message === 'string' ? response.data.message : undefined;
  if (response.status === 500) return SERVER_ERROR_MESSAGE;
  if (response.status === 422) {
    const errors = response.data?.errors;
    const firstField = errors ? Object.values(errors)[0] : undefined;
    const first = Array.isArray(firstField) ? firstField[0] : firstField;
    if (typeof first === 'string' && first) return first;
    return responseMessage || e.message || fallback;
  }
  return responseMessage || e.message || fallback;
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

/** True for a call answered 404 (a record that does not exist or is not visible). */
export function isNotFoundError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as ErrorLike).response?.status === 404;
}
