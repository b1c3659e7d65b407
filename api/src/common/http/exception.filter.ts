import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply as Response } from 'fastify';
import { bodyErrorAnswer } from './body-policy';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import { StaleRecordException } from '../concurrency/concurrency';
import { isApiError } from './api-error';
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

/** The Italian default message of a status (docs/api.md#conventions). */
function defaultMessage(status: number): string {
  return DEFAULTS[status] ?? (status >= 500 ? DEFAULTS[500] : 'Richiesta non valida');
}

/**
 * Maps every error to docs/api.md#conventions: `{message}` (plus `errors` for 422, and `duplicates`
 * when a 422 names existing records, e.g. a client's duplicate P.IVA), Italian text, never
 * internals on 500. Nest's 400 for malformed bodies becomes 422. English texts of the framework
 * never reach the client: an ApiError (api-error.ts) answers `{message, code}` from the catalogue
of `@bandi/domain`, a 422 that names its fields keeps its message and field messages (the validation
pipe's and the services', Italian by construction), any other HttpException (Nest's "Cannot GET /x",
a pipe's "Validation failed", an upload's "File too large") answers the Italian default of its
status; errors of the request body (body-policy.ts#bodyErrorAnswer) and
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
      void res.status(status).send({ message: defaultMessage(status) });
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
    if (isApiError(exception)) {
      const status = exception.getStatus();
      if (status === 429) void res.header('Retry-After', String(exception.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S));
      void res.status(status).send(exception.getResponse());
      return;
    }
    if (exception instanceof HttpException) {
      let status = exception.getStatus();
      if (status === HttpStatus.BAD_REQUEST) status = 422;
      const body = exception.getResponse() as { message?: unknown; errors?: unknown; duplicates?: unknown } | string;
      // a 422 naming its fields: the validation pipe's or a service's (InvalidClientException…)
      if (typeof body === 'object' && body.errors && typeof body.errors === 'object') {
        const message = typeof body.message === 'string' && body.message ? body.message : defaultMessage(422);
        const duplicates = status === 422 && body.duplicates && typeof body.duplicates === 'object' ? { duplicates: body.duplicates } : {};
        void res.status(status).send({ message, errors: body.errors, ...duplicates });
        return;
      }
      if (status === 429 && !res.hasHeader('retry-after')) void res.header('Retry-After', String(DEFAULT_RETRY_AFTER_S));
      void res.status(status).send({ message: defaultMessage(status) });
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
