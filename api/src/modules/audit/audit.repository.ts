import { type DataSource, type EntityManager } from 'typeorm';
import type { Paginated } from '../../common/http/pagination';
import type { AuditEntry, AuditRecord } from './audit.service';

/**
 * The SQL of the audit log, table `audit_log` (migration 0001; entity AuditLogEntry). An entry
 * names its environment (`project_id`, null for a global record) and is written in the caller's
 * transaction; reads filter on the environments the caller may see, so the table is listed in
 * the tenancy allowlist (api/test/tenancy-allowlist.ts) instead of read through TenantQuery.
 */
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts one entry on `em` (the caller's transaction) or, when null, on its own. */
  async insert(em: EntityManager | null, entry: AuditRecord): Promise<void> {
    await (em ?? this.dataSource.manager).query(
      `INSERT INTO audit_log (project_id, user_id, entity, entity_id, action, changes) VALUES ($1,$2,$3,$4,$5,$6)`,
      [entry.projectId, entry.userId, entry.entity, entry.entityId, entry.action, entry.changes ? JSON.stringify(entry.changes) : null],
    );
  }

  /**
   * One page of the entries of record (`entity`, `entityId`), newest first, with the author's
   * full name and the total: `projectIds` limits them to global entries and those environments
   * (undefined: all); `take` 15 by default.
   */
  async page(
    entity: string,
    entityId: number,
    opts: { projectIds?: number[]; skip?: number; take?: number },
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
