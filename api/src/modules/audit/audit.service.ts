import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditAction } from '@bandi/domain';
import type { Paginated } from '../../common/http/pagination';

/** One audit entry: who (user_id), when (created_at), which record (entity, entity_id), what (action, changes). */
export interface AuditEntry {
  id: number;
  project_id: number | null;
  user_id: number | null;
  user_name: string | null;
  entity: string;
  entity_id: number | null;
  action: AuditAction;
  changes: AuditChanges | null;
  created_at: string;
}

/** `fields`: the changed field names; `values`: before/after of the scalar ones. */
export interface AuditChanges {
  fields: string[];
  values?: Record<string, { from: unknown; to: unknown }>;
  [extra: string]: unknown;
}

/**
 * The audit log over the `audit_log` table (migration 0001): any module records who changed
 * what and when, inside the caller's transaction, so a failed change leaves no entry.
 */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes one entry. `em`: the caller's transaction manager (or none). `project_id`: the
   * environment the change belongs to (null for global records).
   */
  async record(
    em: EntityManager | null,
    entry: {
      userId: number | null;
      projectId: number | null;
      entity: string;
      entityId: number | null;
      /** One of AUDIT_ACTIONS (@bandi/domain). */
      action: AuditAction;
      changes?: AuditChanges | null;
    },
  ): Promise<void> {
    await (em ?? this.dataSource.manager).query(
      `INSERT INTO audit_log (project_id, user_id, entity, entity_id, action, changes) VALUES ($1,$2,$3,$4,$5,$6)`,
      [entry.projectId, entry.userId, entry.entity, entry.entityId, entry.action, entry.changes ? JSON.stringify(entry.changes) : null],
    );
  }

  /**
   * Entries of one record, newest first. `projectIds`: the environments whose entries may be
   * shown (null entries, i.e. global changes, are always included); undefined = all.
   */
  async list(
    entity: string,
    entityId: number,
    opts: { projectIds?: number[]; skip?: number; take?: number } = {},
  ): Promise<Paginated<AuditEntry>> {
    const params: unknown[] = [entity, entityId];
    let where = 'l.entity = $1 AND l.entity_id = $2';
    if (opts.projectIds) {
      params.push(opts.projectIds);
      where += ` AND (l.project_id IS NULL OR l.project_id = ANY($${params.length}::int[]))`;
    }
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log l WHERE ${where}`, params);
    params.push(opts.take ?? 15, opts.skip ?? 0);
    const data = await this.dataSource.query(
      `SELECT l.id::int AS id, l.project_id, l.user_id, CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.surname END AS user_name,
              l.entity, l.entity_id, l.action, l.changes, l.created_at
         FROM audit_log l LEFT JOIN users u ON u.id = l.user_id
        WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { data, total };
  }
}

/**
 * Compares two flat records and returns the changed keys among `keys`, with before/after for
 * scalars (arrays and objects are compared as JSON and only named).
 */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown>, keys: string[]): AuditChanges {
  const fields: string[] = [];
  const values: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of keys) {
    if (!(k in after)) continue;
    const a = before ? before[k] : undefined;
    const b = after[k];
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    fields.push(k);
    if ((b === null || typeof b !== 'object') && (a === null || a === undefined || typeof a !== 'object'))
      values[k] = { from: a ?? null, to: b ?? null };
  }
  return { fields, values };
}
