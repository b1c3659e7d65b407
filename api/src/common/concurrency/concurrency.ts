import { ConflictBodyDto } from '../http/api-responses';
import {
  applyDecorators,
  ConflictException,
  createParamDecorator,
  NotFoundException,
  UnprocessableEntityException,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyRequest as Request } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { apiError } from '../http/api-error';
import type { ApiErrorCode } from '@bandi/domain';

/**
 * Optimistic concurrency, the one place for every editable resource (issue 8, docs/api-contract.md
 * "Concorrenza ottimistica"):
 * - each editable row has `version integer NOT NULL DEFAULT 1` (migration 0008) and `updated_by`;
 * - GET of one record answers `version` and a strong `ETag: "<version>"` ({@link versionETag});
 * - PUT/PATCH/DELETE take the expected version from `If-Match` or a body field `version`
 *   ({@link ExpectedVersion}); without either the write proceeds (clients that don't opt in);
 * - the service runs {@link guardedUpdate} first in its write transaction: one
 *   `UPDATE ... SET version = version + 1 ... WHERE id = $1 AND <scope> AND version = $n RETURNING *`,
 *   which both checks and locks the row, so a concurrent writer waits and then sees 0 rows;
 * - on 0 rows it answers 404 when the record is not there, else {@link StaleRecordException} (409
 *   `{message, current, modified_by: {id, name}, modified_at}`); {@link withConflictDetails} fills
 *   `current` with the record as its GET shows it, read after the failed transaction rolled back.
 */

/** Largest version accepted (the column is a PostgreSQL `integer`). */
const MAX_VERSION = 2147483647;

/** 422 message for an unreadable expected version. */
export const INVALID_VERSION_MESSAGE = 'Versione non valida: usa il valore `version` (o l’ETag) ricevuto con il record';

/** Description of the optional `version` body field, shared by the DTOs and the OpenAPI document. */
export const VERSION_FIELD_DESCRIPTION =
  'Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match.';

/**
 * Reads an `If-Match` header: `"3"`, `W/"3"`, `3` or a list whose first entry is used; `*` (any
 * version) and an absent header answer `undefined`.
 * @throws UnprocessableEntityException (422) when the value is not a positive integer version.
 */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const raw = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  if (!raw || raw === '*') return undefined;
  const m = /^(?:W\/)?"?(\d{1,10})"?$/.exec(raw);
  const n = m ? Number(m[1]) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_VERSION)
    throw new UnprocessableEntityException({ message: INVALID_VERSION_MESSAGE, errors: { 'If-Match': [INVALID_VERSION_MESSAGE] } });
  return n;
}

/**
 * The expected version of a write, from `If-Match` (first) or the body's `version`; `undefined`
 * when neither is sent. Accepts a JSON number or a numeric string in the body (multipart forms).
 * @throws UnprocessableEntityException (422) for a malformed header or body value.
 */
export function expectedVersionOf(req: Pick<Request, 'headers' | 'body'>): number | undefined {
  const fromHeader = parseIfMatch(req.headers['if-match']);
  if (fromHeader !== undefined) return fromHeader;
  const v = (req.body as Record<string, unknown> | undefined)?.version;
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_VERSION)
    throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors: { version: [INVALID_VERSION_MESSAGE] } });
  return n;
}

/** Parameter decorator: the expected version of this write (see {@link expectedVersionOf}). */
export const ExpectedVersion = createParamDecorator((_data: unknown, ctx: ExecutionContext): number | undefined =>
  expectedVersionOf(ctx.switchToHttp().getRequest<Request>()),
);

/** Method decorator for versioned writes: documents `If-Match` and the 409 answer in OpenAPI. */
export function Versioned(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo.',
    }),
    ApiResponse({
      status: 409,
      description: 'Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`.',
      type: ConflictBodyDto,
    }),
  );
}

/** Property decorator for the optional `version` field of a write DTO (integer ≥ 1). */
export function VersionField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, description: VERSION_FIELD_DESCRIPTION }),
    IsOptional(),
    IsInt({ message: INVALID_VERSION_MESSAGE }),
    Min(1, { message: INVALID_VERSION_MESSAGE }),
    Max(MAX_VERSION, { message: INVALID_VERSION_MESSAGE }),
  );
}

/** Who changed a record last and when, as the 409 tells it. */
export interface ModifiedBy {
  id: number | null;
  name: string | null;
}

/** Formats a timestamp as Italian date and time in Europe/Rome: `["22/11/2026", "10:31"]`. */
export function italianDateTime(at: Date): [string, string] {
  const tz = { timeZone: 'Europe/Rome' } as const;
  const date = new Intl.DateTimeFormat('it-IT', { ...tz, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('it-IT', { ...tz, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  return [date, time];
}

/**
 * 409: the record changed since the client read it. The answer body is
 * `{message, current, modified_by: {id, name}, modified_at}` (`current`: the record as its GET
 * shows it, filled by {@link withConflictDetails}; `null` if no loader was given). Written as is
 * by the global exception filter.
 */
export class StaleRecordException extends ConflictException {
  /** The record as its GET answers it, once loaded. */
  current: unknown = undefined;

  constructor(
    readonly version: number,
    readonly modifiedBy: ModifiedBy,
    readonly modifiedAt: Date,
  ) {
    super(StaleRecordException.messageFor(modifiedBy, modifiedAt));
  }

  /** "Il record è stato modificato da Mario Rossi il 22/11/2026 alle 10:31: ricarica o riapplica le tue modifiche." */
  static messageFor(by: ModifiedBy, at: Date): string {
    const [date, time] = italianDateTime(at);
    return `Il record è stato modificato da ${by.name ?? 'un altro utente'} il ${date} alle ${time}: ricarica o riapplica le tue modifiche.`;
  }

  /** The JSON body of the 409. */
  toBody(): { message: string; current: unknown; version: number; modified_by: ModifiedBy; modified_at: string } {
    return {
      message: this.message,
      current: this.current ?? null,
      version: this.version,
      modified_by: this.modifiedBy,
      modified_at: this.modifiedAt.toISOString(),
    };
  }
}

/** A versioned table and the error code of the 404 of its records (domain/src/api-errors.ts). */
export interface VersionedTable {
  /** SQL table name (a constant, never user input). */
  table: string;
  /** Code of the 404 when the row is not there, e.g. `clients.not_found` ("Cliente non trovato"). */
  notFound: ApiErrorCode;
}

/** What {@link guardedUpdate} writes and checks. */
export interface GuardedWrite {
  /** Row id. */
  id: number;
  /** More equality conditions that scope the row, e.g. `{project_id: 3}`; `null` means IS NULL. */
  scope?: Record<string, number | string | null>;
  /** Expected version (`undefined`: no check). */
  expected: number | undefined;
  /** The writer, stored in `updated_by` (null for system writes). */
  userId: number | null;
  /** Columns to set in the same statement (column names are constants of the caller). */
  set?: Record<string, unknown>;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * The guarded write: `UPDATE <table> SET <set>, version = version + 1, updated_at = now(),
 * updated_by = $u WHERE id = $1 AND <scope> [AND version = $expected] RETURNING *`. Run it first in
 * the write transaction (also before a DELETE): it checks the version and locks the row, so the
 * rest of the transaction cannot lose a concurrent update. Answers the updated row.
 * @throws ApiError (404, `table.notFound`) when no row matches id and scope.
 * @throws StaleRecordException (409) when the row exists with another version.
 */
export async function guardedUpdate(em: EntityManager | DataSource, t: VersionedTable, w: GuardedWrite): Promise<Record<string, unknown>> {
  const params: unknown[] = [w.id];
  const sets: string[] = [];
  for (const [col, value] of Object.entries(w.set ?? {})) {
    if (!IDENT.test(col)) throw new Error(`guardedUpdate: invalid column ${col}`);
    params.push(value);
    sets.push(`"${col}" = $${params.length}`);
  }
  params.push(w.userId);
  sets.push(`version = version + 1`, `updated_at = now()`, `updated_by = $${params.length}`);
  const where = [`id = $1`, ...scopeConditions(w.scope, params)];
  if (w.expected !== undefined) {
    params.push(w.expected);
    where.push(`version = $${params.length}`);
  }
  const rows: Record<string, unknown>[] = await em.query(
    `UPDATE ${t.table} SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING *`,
    params,
  );
  // pg answers [rows, count] for UPDATE ... RETURNING through TypeORM's query runner
  const row = Array.isArray(rows[0]) ? (rows[0] as unknown as Record<string, unknown>[])[0] : rows[0];
  if (row) return row;
  throw await conflictOrNotFound(em, t, w);
}

/**
 * After a guarded statement matched no row: 404 if the row is not there (with its scope), else
 * the 409 with who changed it and when.
 */
async function conflictOrNotFound(em: EntityManager | DataSource, t: VersionedTable, w: GuardedWrite): Promise<Error> {
  const params: unknown[] = [w.id];
  const where = [`x.id = $1`, ...scopeConditions(w.scope, params, 'x.')];
  const [row] = await em.query(
    `SELECT x.version, x.updated_at, x.updated_by, u.id AS user_id, trim(u.name || ' ' || coalesce(u.surname, '')) AS user_name
       FROM ${t.table} x LEFT JOIN users u ON u.id = x.updated_by WHERE ${where.join(' AND ')}`,
    params,
  );
  if (!row) return apiError(t.notFound);
  return new StaleRecordException(
    Number(row.version),
    { id: row.user_id ?? null, name: row.user_name || null },
    row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
  );
}

function scopeConditions(scope: GuardedWrite['scope'], params: unknown[], prefix = ''): string[] {
  const out: string[] = [];
  for (const [col, value] of Object.entries(scope ?? {})) {
    if (!IDENT.test(col)) throw new Error(`guardedUpdate: invalid column ${col}`);
    if (value === null) out.push(`${prefix}${col} IS NULL`);
    else {
      params.push(value);
      out.push(`${prefix}${col} = $${params.length}`);
    }
  }
  return out;
}

/**
 * Runs a write and, when it fails with {@link StaleRecordException}, fills the exception's
 * `current` with `loadCurrent()` (the record as its GET answers it, read after the write's
 * transaction rolled back) before rethrowing. A loader failing with 404 (deleted meanwhile)
 * replaces the 409 with that 404.
 */
export async function withConflictDetails<T>(work: () => Promise<T>, loadCurrent: () => Promise<unknown>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof StaleRecordException && e.current === undefined) {
      try {
        e.current = await loadCurrent();
      } catch (inner) {
        if (inner instanceof NotFoundException) throw inner;
        throw e;
      }
    }
    throw e;
  }
}
