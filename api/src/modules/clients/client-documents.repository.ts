import { Injectable } from '@nestjs/common';
import { DOCUMENT_EXPIRING_DAYS } from '@bandi/domain';
import { sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import { ClientNotFoundException } from './clients.exceptions';

/** A client document as listed (docs/domain.md#client-documents); dates `YYYY-MM-DD`. */
export interface ClientDocumentRow {
  id: number;
  type_id: number;
  type_code: string;
  type_label: string;
  name: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  file_id: string | null;
  file_name: string | null;
  file_mime_type: string | null;
  file_size_bytes: string | null;
  uploaded_by: number | null;
  uploaded_by_name: string | null;
  created_at: Date;
  replaced_at: Date | null;
  replaced_by: number | null;
}

/** What an upload writes. */
export interface NewClientDocument {
  type_id: number;
  name: string;
  issue_date: string | null;
  expiry_date: string | null;
  file_id: string;
  uploaded_by: number;
}

/** Counts of a client's (or several clients') current documents expired and expiring within 30 days. */
export interface DocumentAlerts {
  expired: number;
  expiring: number;
}

/** `YYYY-MM-DD` of a date column (the driver answers a Date at midnight UTC or a string). */
const day = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * The SQL of a client's documents (table `client_documents`, migrations 0006 and 0035: several per
 * type, history by `replaced_at`, soft deletion by `deleted_at`). Every statement goes through a
 * {@link TenantQuery} and carries `tq.owns('client_documents')` (or the clients' scope): a document
 * is read or written only when its client belongs to the route's environment. Whether the user may
 * see the client is the caller's check.
 */
@Injectable()
export class ClientDocumentsRepository {
  /** The environment's query helper on `db` (the DataSource or a transaction). */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /**
   * Every document of a client not deleted, current and replaced, by type position, then the newest
   * first (the current one before its history).
   */
  async list(tq: TenantQuery, clientId: number): Promise<ClientDocumentRow[]> {
    const rows = await tq.query<ClientDocumentRow>(
      sql`SELECT d.id, d.type_id, t.code AS type_code, t.label AS type_label, d.name, d.issue_date, d.expiry_date, d.file_id,
                 f.original_name AS file_name, f.mime_type AS file_mime_type, f.size_bytes AS file_size_bytes, d.uploaded_by, NULLIF(trim(concat_ws(' ', u.name, u.surname)), '') AS uploaded_by_name,
                 d.created_at, d.replaced_at, d.replaced_by
            FROM client_documents d JOIN document_types t ON t.id = d.type_id
            LEFT JOIN files f ON f.id = d.file_id LEFT JOIN users u ON u.id = d.uploaded_by
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.deleted_at IS NULL
           ORDER BY t.position, lower(t.label), (d.replaced_at IS NOT NULL), d.created_at DESC, d.id DESC`,
    );
    return rows.map((r) => ({ ...r, issue_date: day(r.issue_date), expiry_date: day(r.expiry_date) }));
  }

  /**
   * Adds a document to a client; with `replace`, the current documents of the same type become its
   * history (`replaced_at` now, `replaced_by` the new one). Answers the new id and the ids replaced.
   * @throws ClientNotFoundException (404) when the client is not in the environment.
   */
  async insert(tq: TenantQuery, clientId: number, doc: NewClientDocument, replace: boolean): Promise<{ id: number; replaced: number[] }> {
    const [row] = await tq.query<{ id: number }>(
      sql`INSERT INTO client_documents (client_id, type_id, name, issue_date, expiry_date, file_id, uploaded_by)
          SELECT c.id, ${doc.type_id}, ${doc.name}, ${doc.issue_date}, ${doc.expiry_date}, ${doc.file_id}, ${doc.uploaded_by}
            FROM clients c WHERE ${tq.scope('c')} AND c.id = ${clientId}
          RETURNING id`,
    );
    if (!row) throw new ClientNotFoundException();
    if (!replace) return { id: row.id, replaced: [] };
    const replaced = await tq.query<{ id: number }>(
      sql`UPDATE client_documents d SET replaced_at = now(), replaced_by = ${row.id}
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.type_id = ${doc.type_id}
             AND d.id <> ${row.id} AND d.replaced_at IS NULL AND d.deleted_at IS NULL
          RETURNING d.id`,
    );
    return { id: row.id, replaced: replaced.map((r) => r.id) };
  }

  /** The file id of the newest current document of the type `code` (a slot), or null. */
  async currentFileOf(tq: TenantQuery, clientId: number, code: string): Promise<string | null> {
    const row = await tq.one<{ file_id: string | null }>(
      sql`SELECT d.file_id FROM client_documents d JOIN document_types t ON t.id = d.type_id
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND t.code = ${code}
             AND d.replaced_at IS NULL AND d.deleted_at IS NULL AND d.file_id IS NOT NULL
           ORDER BY d.created_at DESC, d.id DESC LIMIT 1`,
    );
    return row?.file_id ?? null;
  }

  /** The file id of a document of the client (current or history, not deleted), or null. */
  async fileOf(tq: TenantQuery, clientId: number, documentId: number): Promise<string | null> {
    const row = await tq.one<{ file_id: string | null }>(
      sql`SELECT d.file_id FROM client_documents d
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.id = ${documentId} AND d.deleted_at IS NULL`,
    );
    return row?.file_id ?? null;
  }

  /**
   * Soft-deletes one document of the client (`deleted_at` now, `deleted_by`); a document it had
   * replaced becomes current again when it was the current one. Answers its type code, or null when
   * there is no such document.
   */
  async softDelete(tq: TenantQuery, clientId: number, documentId: number, userId: number): Promise<{ type_code: string } | null> {
    const [row] = await tq.query<{ type_id: number; was_current: boolean }>(
      sql`UPDATE client_documents d SET deleted_at = now(), deleted_by = ${userId}
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.id = ${documentId} AND d.deleted_at IS NULL
          RETURNING d.type_id, (d.replaced_at IS NULL) AS was_current`,
    );
    if (!row) return null;
    if (row.was_current) {
      await tq.query(
        sql`UPDATE client_documents d SET replaced_at = NULL, replaced_by = NULL
             WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.replaced_by = ${documentId} AND d.deleted_at IS NULL`,
      );
    }
    const [type] = await tq.query<{ code: string }>(
      sql`SELECT t.code FROM client_documents d JOIN document_types t ON t.id = d.type_id
           WHERE ${tq.owns('client_documents', 'd')} AND d.id = ${documentId}`,
    );
    return { type_code: type.code };
  }

  /** Soft-deletes the current documents of the type `code` (the old "empty the slot"); answers how many. */
  async clearSlot(tq: TenantQuery, clientId: number, code: string, userId: number): Promise<number> {
    const rows = await tq.query(
      sql`UPDATE client_documents d SET deleted_at = now(), deleted_by = ${userId}
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.replaced_at IS NULL AND d.deleted_at IS NULL
             AND d.type_id = (SELECT t.id FROM document_types t WHERE t.code = ${code})
          RETURNING d.id`,
    );
    return rows.length;
  }

  /**
   * The client's current documents expired (expiry before `today`) and expiring (from `today` to
   * `today` + 30 days), `today` `YYYY-MM-DD` in Europe/Rome (docs/domain.md#client-documents).
   */
  async alerts(tq: TenantQuery, clientId: number, today: string): Promise<DocumentAlerts> {
    const [row] = await tq.query<DocumentAlerts>(
      sql`SELECT count(*) FILTER (WHERE d.expiry_date < ${today}::date)::int AS expired,
                 count(*) FILTER (WHERE d.expiry_date >= ${today}::date AND d.expiry_date <= ${today}::date + ${DOCUMENT_EXPIRING_DAYS}::int)::int AS expiring
            FROM client_documents d
           WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId}
             AND d.replaced_at IS NULL AND d.deleted_at IS NULL AND d.expiry_date IS NOT NULL`,
    );
    return row;
  }
}
