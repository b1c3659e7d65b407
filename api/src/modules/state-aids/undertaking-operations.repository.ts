import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { guardedUpdate, type VersionedTable } from '../../common/concurrency/concurrency';
import { mapRows } from '../../common/database/row-mapper';
import { raw, sql, type Sql } from '../../common/tenancy/sql';
import { type Row, TenantQuery } from '../../common/tenancy/tenant-query';
import { MAX_UNDERTAKING_CLIENTS } from './state-aids.repository';

/** The operations table for the optimistic-concurrency guard (scoped on the client and environment). */
export const UNDERTAKING_OPERATIONS_TABLE: VersionedTable = { table: 'undertaking_operations', notFound: 'state_aids.operation_not_found' };

/**
 * The columns of an operation as the API shows it (UndertakingOperationView). The counterpart is
 * resolved at read: the stored client, else the client of the environment whose partita IVA or
 * codice fiscale is `counterpart_vat` (as for the related enterprises), else the outside
 * enterprise as written; `counterpart_client_id` is that client or null.
 */
const OPERATION_COLUMNS = raw(
  `u.id, u.client_id, u.kind, u.operation_date, k.id AS counterpart_client_id,
   COALESCE(k.business_name, u.counterpart_name) AS counterpart_name,
   COALESCE(k.vat_number, k.fiscal_code, u.counterpart_vat) AS counterpart_vat,
   u.allocation, u.equity_cents, u.total_equity_cents, u.created_by, u.updated_by, u.version, u.created_at, u.updated_at`,
);
/** The operations of the environment matching `where` (on alias `u`), counterpart resolved, oldest first. */
const selectOperations = (tq: TenantQuery, where: Sql) =>
  sql`SELECT ${OPERATION_COLUMNS} FROM undertaking_operations u
      LEFT JOIN LATERAL (
        SELECT k.id, k.business_name, k.vat_number, k.fiscal_code FROM clients k
         WHERE k.project_id = u.project_id AND k.id <> u.client_id
           AND (k.id = u.counterpart_client_id
                OR (u.counterpart_client_id IS NULL AND u.counterpart_vat IS NOT NULL
                    AND (k.vat_number = u.counterpart_vat OR upper(k.fiscal_code) = u.counterpart_vat)))
         ORDER BY k.id LIMIT 1) k ON true
      WHERE ${tq.scope('u')} AND ${where} ORDER BY u.operation_date, u.id`;
const OPERATION_TYPES = { numeric: ['equity_cents', 'total_equity_cents'], date: ['operation_date'] } as const;

/**
 * The SQL of the mergers and splits of the clients' single undertakings (table
 * `undertaking_operations`, entity UndertakingOperation, migration 0042; docs/domain.md#de-minimis).
 * Environment-owned: every statement carries `tq.scope('u')` (or goes through `tq.repo`), so another
 * environment's operation is never read nor written. Whether the user may see the client is the
 * caller's check (ClientsService.assertVisible).
 */
@Injectable()
export class UndertakingOperationsRepository {
  /** The operations of the client, oldest first (date, then id). */
  async ofClient(tq: TenantQuery, clientId: number): Promise<Row[]> {
    const rows = await tq.query(selectOperations(tq, sql`u.client_id = ${clientId}`));
    return mapRows(rows, OPERATION_TYPES);
  }

  /** One operation of the client, or undefined. */
  async one(tq: TenantQuery, clientId: number, id: number): Promise<Row | undefined> {
    const rows = await tq.query(selectOperations(tq, sql`u.id = ${id} AND u.client_id = ${clientId}`));
    return mapRows(rows, OPERATION_TYPES)[0];
  }

  /**
   * The operations recorded on `clientIds` and, in turn, on the client counterparts they name (an
   * enterprise absorbed by one that had absorbed another: art. 3(8) carries both aids), at most
   * {@link MAX_UNDERTAKING_CLIENTS} clients; one statement per round, none when `clientIds` is empty.
   */
  async around(tq: TenantQuery, clientIds: number[]): Promise<Row[]> {
    const out: Row[] = [];
    const seen = new Set(clientIds);
    let frontier = [...seen];
    while (frontier.length) {
      const rows = mapRows(await tq.query(selectOperations(tq, sql`u.client_id = ANY(${frontier})`)), OPERATION_TYPES);
      out.push(...rows);
      frontier = [];
      for (const r of rows) {
        const k = r.counterpart_client_id as number | null;
        if (k !== null && !seen.has(k) && seen.size < MAX_UNDERTAKING_CLIENTS) {
          seen.add(k);
          frontier.push(k);
        }
      }
    }
    return out;
  }

  /** Name and codes of a client of the environment, or undefined. */
  async client(tq: TenantQuery, clientId: number): Promise<Row | undefined> {
    return tq.one(
      sql`SELECT c.id, c.business_name, c.vat_number, c.fiscal_code FROM clients c WHERE ${tq.scope('c')} AND c.id = ${clientId}`,
    );
  }

  /** Adds an operation to the environment; answers its id. */
  async insert(tq: TenantQuery, values: Row): Promise<number> {
    const row = await tq.repo('undertaking_operations').insert(values);
    return row.id as number;
  }

  /**
   * The guarded write of an operation (common/concurrency): bumps its version and sets `set`; run
   * it first in the transaction, also before a delete.
   * @throws NotFoundException 404 when the operation is not the client's in the environment; StaleRecordException 409 on a stale `expected`.
   */
  async guardedWrite(
    em: EntityManager,
    tq: TenantQuery,
    clientId: number,
    id: number,
    guard: { expected: number | undefined; userId: number },
    set: Row = {},
  ) {
    await guardedUpdate(em, UNDERTAKING_OPERATIONS_TABLE, {
      id,
      scope: { client_id: clientId, project_id: tq.projectId },
      expected: guard.expected,
      userId: guard.userId,
      set,
    });
  }

  /** Deletes one operation of the client (in the environment). */
  async delete(tq: TenantQuery, clientId: number, id: number): Promise<void> {
    await tq.repo('undertaking_operations').delete({ id, client_id: clientId });
  }
}
