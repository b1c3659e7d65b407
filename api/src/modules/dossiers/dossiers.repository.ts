import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import type { DossierSourceKind, DossierStatus } from './dossier-item.entity';

/** An item to add to a dossier from the announcement or by staff. */
export interface NewDossierItem {
  source_kind: DossierSourceKind;
  source_ref: string | null;
  label: string;
  required: boolean;
}

/** A dossier item as read, with its linked document's and its file's data (dates `YYYY-MM-DD`). */
export interface DossierItemRow {
  id: number;
  negotiation_id: number;
  source_kind: DossierSourceKind;
  source_ref: string | null;
  label: string;
  required: boolean;
  status: DossierStatus;
  client_document_id: number | null;
  client_document_name: string | null;
  client_document_expiry: string | null;
  client_document_file_id: string | null;
  file_id: string | null;
  file_name: string | null;
  note: string | null;
  verified_by: number | null;
  verified_by_name: string | null;
  verified_at: Date | null;
  uploaded_via_link: boolean;
  position: number;
  updated_at: Date;
  version: number;
}

/** A client's current document (not replaced, not deleted) with its type's code and label. */
export interface CurrentClientDocument {
  id: number;
  type_code: string;
  type_label: string;
  expiry_date: string | null;
}

/** The writable columns of an item (PATCH, upload, auto-link). */
export interface DossierItemChange {
  status?: DossierStatus;
  note?: string | null;
  required?: boolean;
  client_document_id?: number | null;
  file_id?: string | null;
  verified_by?: number | null;
  verified_at?: Date | null;
  uploaded_via_link?: boolean;
}

/** An upload link as listed (never the token). */
export interface DossierLinkRow {
  id: number;
  negotiation_id: number;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  active: boolean;
}

/** `YYYY-MM-DD` of a date column (the driver answers a Date at midnight UTC or a string). */
const day = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

const ITEM_COLUMNS = sql`i.id, i.negotiation_id, i.source_kind, i.source_ref, i.label, i.required, i.status, i.client_document_id,
  d.name AS client_document_name, d.expiry_date AS client_document_expiry, d.file_id AS client_document_file_id, i.file_id,
  f.original_name AS file_name, i.note, i.verified_by, NULLIF(trim(concat_ws(' ', u.name, u.surname)), '') AS verified_by_name,
  i.verified_at, i.uploaded_via_link, i.position, i.updated_at, i.version`;

/**
 * The SQL of the dossiers (tables `dossier_items`, `dossier_upload_links`, migration 0037;
 * docs/domain.md#dossier). Every statement goes through a {@link TenantQuery} of the route's
 * environment but {@link resolveLink}, the public page's lookup by token hash, whose link gives the
 * environment. Whether the user may see the negotiation is the caller's check.
 */
@Injectable()
export class DossiersRepository {
  /** The environment's query helper on `db` (the DataSource or a transaction). */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /**
   * The items an announcement asks for, in the order of its sections: standard documents (global settings),
   * additional documents, each required attachment of each expense item (`{item id}:{index}`),
   * custom fields; the global ones and this environment's. Nothing when the announcement is not visible here.
   */
  async callItems(tq: TenantQuery, announcementId: number): Promise<NewDossierItem[]> {
    const standard = await tq.query<{ id: number; name: string }>(
      sql`SELECT s.id, sd.name FROM announcement_standard_documents s JOIN standard_documents sd ON sd.id = s.standard_document_id
           WHERE ${tq.sharedScope('s')} AND s.announcement_id = ${announcementId} ORDER BY s.id`,
    );
    const additional = await tq.query<{ id: number; name: string }>(
      sql`SELECT d.id, d.name FROM announcement_documents d
           WHERE ${tq.sharedScope('d')} AND d.announcement_id = ${announcementId} AND d.kind = 'additional' ORDER BY d.id`,
    );
    const expenses = await tq.query<{ id: number; description: string; required_attachment: string[] }>(
      sql`SELECT e.id, e.description, e.required_attachment FROM announcement_expense_items e
           WHERE ${tq.owns('announcement_expense_items', 'e')} AND e.announcement_id = ${announcementId} ORDER BY e.sort_order, e.id`,
    );
    const custom = await tq.query<{ id: number; label: string }>(
      sql`SELECT f.id, f.label FROM announcement_custom_fields f
           WHERE ${tq.sharedScope('f')} AND f.announcement_id = ${announcementId} ORDER BY f.sort_order, f.id`,
    );
    const cut = (s: string) => s.trim().slice(0, 255);
    return [
      ...standard.map((r) => ({ source_kind: 'standard_document' as const, source_ref: String(r.id), label: cut(r.name), required: true })),
      ...additional.map((r) => ({
        source_kind: 'additional_document' as const,
        source_ref: String(r.id),
        label: cut(r.name),
        required: true,
      })),
      ...expenses.flatMap((e) =>
        (e.required_attachment ?? [])
          .filter((a) => a?.trim())
          .map((a, i) => ({
            source_kind: 'expense_attachment' as const,
            source_ref: `${e.id}:${i}`,
            label: cut(`${a.trim()} (${e.description.trim()})`),
            required: true,
          })),
      ),
      ...custom.map((r) => ({ source_kind: 'custom_field' as const, source_ref: String(r.id), label: cut(r.label), required: false })),
    ];
  }

  /** Adds the items not there yet (same source) at the end of the dossier; answers how many were added. */
  async insertItems(tq: TenantQuery, negotiationId: number, items: NewDossierItem[]): Promise<number> {
    if (!items.length) return 0;
    const rows = await tq.query<{ id: number }>(
      sql`WITH start AS (SELECT coalesce(max(i.position) + 1, 0)::int AS next FROM dossier_items i WHERE ${tq.scope('i')} AND i.negotiation_id = ${negotiationId})
          INSERT INTO dossier_items (project_id, negotiation_id, source_kind, source_ref, label, required, position)
          SELECT ${tq.projectId}::int, ${negotiationId}::int, x.kind, x.ref, x.label, x.required, start.next + x.n::int - 1
            FROM unnest(${items.map((i) => i.source_kind)}::text[], ${items.map((i) => i.source_ref)}::text[], ${items.map((i) => i.label)}::text[],
                        ${items.map((i) => i.required)}::boolean[]) WITH ORDINALITY AS x(kind, ref, label, required, n) CROSS JOIN start
           ORDER BY x.n
          ON CONFLICT (negotiation_id, source_kind, source_ref) WHERE source_ref IS NOT NULL DO NOTHING
          RETURNING id`,
    );
    return rows.length;
  }

  /** The negotiation's client and title (for the public page and the notification), or undefined when not in the environment. */
  negotiation(
    tq: TenantQuery,
    negotiationId: number,
  ): Promise<{ id: number; client_id: number; title: string; client_name: string } | undefined> {
    return tq.one(
      sql`SELECT n.id, n.client_id, n.title, c.business_name AS client_name FROM negotiations n JOIN clients c ON c.id = n.client_id
           WHERE ${tq.scope('n')} AND n.id = ${negotiationId}`,
    );
  }

  /** Every item of the negotiation's dossier, in order. */
  async items(tq: TenantQuery, negotiationId: number): Promise<DossierItemRow[]> {
    const rows = await tq.query<DossierItemRow>(
      sql`SELECT ${ITEM_COLUMNS} FROM dossier_items i
            LEFT JOIN client_documents d ON d.id = i.client_document_id AND d.deleted_at IS NULL
            LEFT JOIN files f ON f.id = i.file_id LEFT JOIN users u ON u.id = i.verified_by
           WHERE ${tq.scope('i')} AND i.negotiation_id = ${negotiationId} ORDER BY i.position, i.id`,
    );
    return rows.map((r) => ({ ...r, client_document_expiry: day(r.client_document_expiry) }));
  }

  /** One item of the negotiation's dossier, or undefined (another dossier's item is not found). */
  async item(tq: TenantQuery, negotiationId: number, itemId: number): Promise<DossierItemRow | undefined> {
    return (await this.items(tq, negotiationId)).find((r) => r.id === itemId);
  }

  /** Writes the given columns of an item of the negotiation (version + 1, updated_at now); false when it is not there. */
  async update(tq: TenantQuery, negotiationId: number, itemId: number, c: DossierItemChange): Promise<boolean> {
    const has = (k: keyof DossierItemChange) => k in c;
    const rows = await tq.query<{ id: number }>(
      sql`UPDATE dossier_items i SET
            status = coalesce(${c.status ?? null}::text, i.status),
            note = CASE WHEN ${has('note')}::boolean THEN ${c.note ?? null}::text ELSE i.note END,
            required = coalesce(${c.required ?? null}::boolean, i.required),
            client_document_id = CASE WHEN ${has('client_document_id')}::boolean THEN ${c.client_document_id ?? null}::int ELSE i.client_document_id END,
            file_id = CASE WHEN ${has('file_id')}::boolean THEN ${c.file_id ?? null}::uuid ELSE i.file_id END,
            verified_by = CASE WHEN ${has('verified_by')}::boolean THEN ${c.verified_by ?? null}::int ELSE i.verified_by END,
            verified_at = CASE WHEN ${has('verified_at')}::boolean THEN ${c.verified_at ?? null}::timestamptz ELSE i.verified_at END,
            uploaded_via_link = coalesce(${c.uploaded_via_link ?? null}::boolean, i.uploaded_via_link),
            updated_at = now(), version = i.version + 1
          WHERE ${tq.scope('i')} AND i.negotiation_id = ${negotiationId} AND i.id = ${itemId} RETURNING i.id`,
    );
    return rows.length > 0;
  }

  /** Deletes a manual item of the negotiation; false when there is no such manual item. */
  async deleteManual(tq: TenantQuery, negotiationId: number, itemId: number): Promise<boolean> {
    const rows = await tq.query<{ id: number }>(
      sql`DELETE FROM dossier_items i WHERE ${tq.scope('i')} AND i.negotiation_id = ${negotiationId} AND i.id = ${itemId}
            AND i.source_kind = 'manual' RETURNING i.id`,
    );
    return rows.length > 0;
  }

  /** The client's current documents (not replaced, not deleted), newest first. */
  currentDocuments(tq: TenantQuery, clientId: number): Promise<CurrentClientDocument[]> {
    return tq
      .query<CurrentClientDocument>(
        sql`SELECT d.id, t.code AS type_code, t.label AS type_label, d.expiry_date FROM client_documents d JOIN document_types t ON t.id = d.type_id
             WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.replaced_at IS NULL AND d.deleted_at IS NULL
             ORDER BY d.created_at DESC, d.id DESC`,
      )
      .then((rows) => rows.map((r) => ({ ...r, expiry_date: day(r.expiry_date) })));
  }

  /** Whether the document is one of the client's (not deleted). */
  async clientHasDocument(tq: TenantQuery, clientId: number, documentId: number): Promise<boolean> {
    return !!(await tq.one(
      sql`SELECT d.id FROM client_documents d WHERE ${tq.owns('client_documents', 'd')} AND d.client_id = ${clientId} AND d.id = ${documentId}
            AND d.deleted_at IS NULL`,
    ));
  }

  /** The active managers of the client (the users told of an upload through the link). */
  async managers(tq: TenantQuery, clientId: number): Promise<number[]> {
    const rows = await tq.query<{ user_id: number }>(
      sql`SELECT cm.user_id FROM client_managers cm JOIN users u ON u.id = cm.user_id AND u.status = 'active'
           WHERE ${tq.owns('client_managers', 'cm')} AND cm.client_id = ${clientId}`,
    );
    return rows.map((r) => r.user_id);
  }

  /** Stores an upload link of the negotiation valid `days` days from now; answers it (without the token). */
  async insertLink(tq: TenantQuery, negotiationId: number, tokenHash: string, userId: number, days: number): Promise<DossierLinkRow> {
    const [row] = await tq.query<DossierLinkRow>(
      sql`INSERT INTO dossier_upload_links (project_id, negotiation_id, token_hash, created_by, expires_at)
          SELECT n.project_id, n.id, ${tokenHash}, ${userId}::int, now() + make_interval(days => ${days}::int)
            FROM negotiations n WHERE ${tq.scope('n')} AND n.id = ${negotiationId}
          RETURNING id, negotiation_id, expires_at, revoked_at, created_at, true AS active`,
    );
    return row;
  }

  /** The negotiation's upload links, newest first, with `active` (not revoked, not expired). */
  links(tq: TenantQuery, negotiationId: number): Promise<DossierLinkRow[]> {
    return tq.query<DossierLinkRow>(
      sql`SELECT l.id, l.negotiation_id, l.expires_at, l.revoked_at, l.created_at, (l.revoked_at IS NULL AND l.expires_at > now()) AS active
            FROM dossier_upload_links l WHERE ${tq.scope('l')} AND l.negotiation_id = ${negotiationId}
           ORDER BY l.created_at DESC, l.id DESC`,
    );
  }

  /** Revokes a link of the negotiation (kept revoked at its first time); false when it is not there. */
  async revokeLink(tq: TenantQuery, negotiationId: number, linkId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`UPDATE dossier_upload_links l SET revoked_at = coalesce(l.revoked_at, now())
           WHERE ${tq.scope('l')} AND l.id = ${linkId} AND l.negotiation_id = ${negotiationId} RETURNING l.id`,
    );
    return rows.length > 0;
  }

  /** The live link of this token hash (not revoked, not expired): its environment and negotiation, or undefined. */
  async resolveLink(
    db: DataSource | EntityManager,
    tokenHash: string,
  ): Promise<{ project_id: number; negotiation_id: number; expires_at: Date } | undefined> {
    const [row] = await db.query(
      `SELECT project_id, negotiation_id, expires_at FROM dossier_upload_links WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return row;
  }
}
