import { ForbiddenException, HttpException, type Logger, NotFoundException } from '@nestjs/common';
import { StaleRecordException } from '../concurrency/concurrency';

/** The Italian reasons a bulk action gives for the refusals every record kind shares. */
export interface BulkReasons {
  /** another environment's record, a deleted or hidden one (404 of the single action) */
  notFound: string;
  /** changed by someone else since the action read it (409 of the single action) */
  stale: string;
  /** the user may not change this record (403 of the single action) */
  forbidden: string;
  /** anything else (a 5xx): logged, the record unchanged */
  failed: string;
}

/**
 * The Italian reason of a record a bulk action could not change, from what its single action
 * threw (issue 37; docs/api.md "Task bulk actions", "Call log bulk actions", "Announcement bulk
 * actions"): 404, 409 and 403 as `reasons` say; another 4xx with its own Italian message (and the
 * fields' messages of a 422: "Dati non validi: Campo obbligatorio"); anything else is logged with
 * `what` and answered `reasons.failed`.
 */
export function bulkRefusal(err: unknown, reasons: BulkReasons, logger: Logger, what: string): string {
  if (err instanceof StaleRecordException) return reasons.stale;
  if (err instanceof NotFoundException) return reasons.notFound;
  if (err instanceof ForbiddenException) return reasons.forbidden;
  if (err instanceof HttpException && err.getStatus() < 500) {
    const body = err.getResponse() as { message?: unknown; errors?: Record<string, unknown> } | string;
    if (typeof body === 'string') return body;
    const message = typeof body.message === 'string' ? body.message : err.message;
    const fields = body.errors
      ? Object.values(body.errors)
          .flat()
          .filter((m): m is string => typeof m === 'string')
      : [];
    return fields.length && !fields.includes(message) ? `${message}: ${[...new Set(fields)].join('; ')}` : message;
  }
  logger.error(`${what}: ${(err as Error).message}`);
  return reasons.failed;
}
