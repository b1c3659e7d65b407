import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import { StaleRecordException } from '../concurrency/concurrency';

/** Italian default messages per status (DESIGN.md §4). */
const DEFAULTS: Record<number, string> = {
  400: 'Richiesta non valida',
  401: 'Non autenticato',
  403: 'Non autorizzato',
  404: 'Risorsa non trovata',
  413: 'File troppo grande',
  422: 'I dati inviati non sono validi',
  429: 'Troppi tentativi: riprova più tardi',
  500: 'Errore interno del server',
};

/**
 * Maps every error to DESIGN.md §4: `{message}` (plus `errors` for 422), Italian text, never
 * internals on 500. Nest's 400 for malformed bodies becomes 422.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof ThrottlerException) {
      res.status(429).json({ message: DEFAULTS[429] });
      return;
    }
    if (exception instanceof StaleRecordException) {
      res.status(409).json(exception.toBody());
      return;
    }
    if (exception instanceof EntityNotFoundError) {
      res.status(404).json({ message: DEFAULTS[404] });
      return;
    }
    if (exception instanceof HttpException) {
      let status = exception.getStatus();
      const body = exception.getResponse();
      let message = DEFAULTS[status] ?? exception.message;
      let errors: Record<string, string[]> | undefined;
      if (typeof body === 'object' && body) {
        const b = body as { message?: unknown; errors?: Record<string, string[]> };
        if (typeof b.message === 'string') message = b.message;
        errors = b.errors;
      } else if (typeof body === 'string') message = body;
      if (status === HttpStatus.BAD_REQUEST) {
        status = 422;
        if (!errors) message = DEFAULTS[422];
      }
      if (status === 413) message = DEFAULTS[413];
      res.status(status).json(errors ? { message, errors } : { message });
      return;
    }
    if (exception instanceof QueryFailedError && /invalid input syntax/.test(String(exception.message))) {
      res.status(422).json({ message: DEFAULTS[422] });
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res.status(500).json({ message: DEFAULTS[500] });
  }
}
