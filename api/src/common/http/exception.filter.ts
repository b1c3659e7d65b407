import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply as Response } from 'fastify';
import { bodyErrorAnswer } from './body-policy';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import { StaleRecordException } from '../concurrency/concurrency';
import { DEPENDENCY_MESSAGES, DEPENDENCY_RETRY_AFTER_S, DependencyUnavailableError, isDatabaseUnreachable } from './dependency';

/** Italian default messages per status (docs/api.md#conventions). */
const DEFAULTS: Record<number, string> = {
  400: 'Richiesta non valida',
  401: 'Non autenticato',
  403: 'Non autorizzato',
  404: 'Risorsa non trovata',
  405: 'Metodo non consentito',
  406: 'Formato di risposta non disponibile',
  409: 'Conflitto con lo stato attuale della risorsa',
  413: 'Richiesta troppo grande',
  415: 'Tipo di contenuto non supportato',
  422: 'I dati inviati non sono validi',
  429: 'Troppi tentativi: riprova più tardi',
  500: 'Errore interno del server',
};

/** Retry-After (seconds) of a 429 whose throttle did not set its own: the longest throttle window. */
export const DEFAULT_RETRY_AFTER_S = 60;

/**
 * Text that is an English default of Nest, Fastify, the upload interceptor or class-validator ("Cannot GET /x",
 * "Validation failed (numeric string is expected)", "File too large", "x must be a string"):
 * never shown, replaced by the Italian default of the status.
 */
const ENGLISH =
  /\b(must|should|is not|are not|expected|validation failed|cannot|not found|bad request|forbidden|unauthorized|too large|too many|unexpected|unsupported|internal server error|payload|conflict|method not allowed|field value|unexpected field)\b/i;

/** PostgreSQL errors caused by the input (last line of defence: the validation should catch them first). */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22P02': 'Valore non valido',
  '22003': 'Numero fuori dall’intervallo ammesso',
  '22008': 'Data fuori dall’intervallo ammesso',
  '22007': 'Data non valida',
  '22021': 'Contiene caratteri non ammessi',
  '22001': 'Testo troppo lungo',
  '54001': 'Richiesta troppo complessa',
};

/** The Italian `message` of an HttpException's body (or the status default when it is English). */
function italian(message: unknown, status: number): string {
  const fallback = DEFAULTS[status] ?? (status >= 500 ? DEFAULTS[500] : 'Richiesta non valida');
  return typeof message === 'string' && message && !ENGLISH.test(message) ? message : fallback;
}

/**
 * Maps every error to docs/api.md#conventions: `{message}` (plus `errors` for 422, and `duplicates`
 * when a 422 names existing records, e.g. a client's duplicate P.IVA), Italian text, never
 * internals on 500. Nest's 400 for malformed bodies becomes 422. English texts of the framework
 * are replaced by Italian defaults; errors of the request body (body-policy.ts#bodyErrorAnswer) and
 * other 4xx errors of Fastify (`FST_*` codes) keep their status with an Italian text (Nest installs
 * this filter as Fastify's error handler too); PostgreSQL errors caused by the input (invalid text, numeric
 * or date out of range, NUL / bad byte sequence, string too long) answer 422; a database or Redis
 * that does not answer 503 with Retry-After (dependency.ts); every 429 carries Retry-After.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.sent || res.raw.headersSent) return;
    const body = bodyErrorAnswer(exception);
    if (body) {
      void res.status(body[0]).send({ message: body[1] });
      return;
    }
    // other client errors raised by Fastify or its plugins (bad URL, forbidden static path…)
    const fst = exception as { code?: unknown; statusCode?: unknown } | null;
    if (
      typeof fst?.code === 'string' &&
      fst.code.startsWith('FST_') &&
      typeof fst.statusCode === 'number' &&
      fst.statusCode >= 400 &&
      fst.statusCode < 500
    ) {
      const status = fst.statusCode === 400 ? 422 : fst.statusCode;
      void res.status(status).send({ message: italian(undefined, status) });
      return;
    }
    if (exception instanceof ThrottlerException) {
      if (!res.hasHeader('retry-after')) void res.header('Retry-After', String(DEFAULT_RETRY_AFTER_S));
      void res.status(429).send({ message: DEFAULTS[429] });
      return;
    }
    // a dependency that does not answer: 503 naming it, at once (common/http/dependency.ts)
    const away =
      exception instanceof DependencyUnavailableError ? exception.dependency : isDatabaseUnreachable(exception) ? 'database' : null;
    if (away) {
      this.logger.warn(`Dipendenza non raggiungibile (${away}): ${exception instanceof Error ? exception.message : String(exception)}`);
      void res.header('Retry-After', String(DEPENDENCY_RETRY_AFTER_S)).status(503).send({ message: DEPENDENCY_MESSAGES[away] });
      return;
    }
    if (exception instanceof StaleRecordException) {
      void res.status(409).send(exception.toBody());
      return;
    }
    if (exception instanceof EntityNotFoundError) {
      void res.status(404).send({ message: DEFAULTS[404] });
      return;
    }
    if (exception instanceof HttpException) {
      let status = exception.getStatus();
      const body = exception.getResponse();
      let raw: unknown = typeof body === 'string' ? body : undefined;
      let errors: Record<string, string[]> | undefined;
      let code: string | undefined;
      let duplicates: Record<string, unknown> | undefined;
      if (typeof body === 'object' && body) {
        const b = body as { message?: unknown; errors?: Record<string, string[]>; code?: unknown; duplicates?: unknown };
        raw = b.message;
        errors = b.errors;
        // the existing records a 422 on a unique field names (clients: InvalidClientException)
        if (status === 422 && b.duplicates && typeof b.duplicates === 'object') duplicates = b.duplicates as Record<string, unknown>;
        // a machine-readable reason (e.g. 'password_change_required'), kept when it is a plain token
        if (typeof b.code === 'string' && /^[a-z_]{1,64}$/.test(b.code)) code = b.code;
      }
      if (status === HttpStatus.BAD_REQUEST) {
        status = 422;
        if (!errors) raw = undefined;
      }
      if (status === 429 && !res.hasHeader('retry-after')) {
        const seconds = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        void res.header('Retry-After', String(typeof seconds === 'number' ? seconds : DEFAULT_RETRY_AFTER_S));
      }
      let message = italian(raw, status);
      if (errors) {
        errors = Object.fromEntries(
          Object.entries(errors).map(([k, list]) => [k, (Array.isArray(list) ? list : [list]).map((m) => italian(m, 422))]),
        );
        message = italian(raw, 422);
      }
      void res
        .status(status)
        .send({ message, ...(errors ? { errors } : {}), ...(duplicates ? { duplicates } : {}), ...(code ? { code } : {}) });
      return;
    }
    const code = exception instanceof QueryFailedError ? (exception.driverError as { code?: string } | undefined)?.code : undefined;
    if (code && PG_INPUT_ERRORS[code]) {
      this.logger.warn(`Errore del database dovuto all'input (${code}): ${exception instanceof Error ? exception.message : ''}`);
      void res.status(422).send({ message: PG_INPUT_ERRORS[code] });
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    void res.status(500).send({ message: DEFAULTS[500] });
  }
}
