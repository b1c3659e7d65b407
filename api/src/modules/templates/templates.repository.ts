import { Injectable } from '@nestjs/common';
import { likePattern } from '../../common/http/pagination';
import { raw, sql } from '../../common/tenancy/sql';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';

/**
 * The SQL of announcement templates (table `announcement_templates`, migration 0004: global rows
 * have `project_id` null and scope `global`, a CHECK keeps the two together). Every statement goes
 * through a {@link TenantQuery} of the area: `projectId` null is the global area (only global
 * templates), an environment sees the global ones and its own ({@link TenantQuery.sharedScope})
 * and writes only its own ({@link TenantQuery.scope}).
 */
@Injectable()
export class TemplatesRepository {
  /** The area's query helper on `db` (the DataSource or a transaction); null: the global area. */
  tenant(db: Queryable, projectId: number | null): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** One page of the templates visible in the area, by name, `search` on the name: `{data, total}` (rows without the audit columns). */
  async page(tq: TenantQuery, q: { skip?: number; take?: number; search?: string }): Promise<{ data: Row[]; total: number }> {
    const search = q.search?.trim() ? sql` AND t.name ILIKE ${likePattern(q.search)}` : raw('');
    const where = sql`${tq.sharedScope('t')}${search}`;
    const [{ total }] = await tq.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM announcement_templates t WHERE ${where}`);
    const data = await tq.query(
      sql`SELECT t.id, t.scope, t.project_id, t.name, t.data, t.created_at, t.updated_at FROM announcement_templates t WHERE ${where}
          ORDER BY t.name, t.id LIMIT ${q.take ?? 15} OFFSET ${q.skip ?? 0}`,
    );
    return { data, total };
  }

  /** One template visible in the area (all columns), or undefined. */
  find(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT t.* FROM announcement_templates t WHERE ${tq.sharedScope('t')} AND t.id = ${id}`);
  }

  /** Creates a template in the area (scope from the area); answers the row. */
  insert(tq: TenantQuery, t: { name: string; data: Row; userId: number }): Promise<Row> {
    return tq.repo('announcement_templates').insert({
      scope: tq.projectId === null ? 'global' : 'local',
      name: t.name,
      data: JSON.stringify(t.data),
      created_by: t.userId,
      updated_by: t.userId,
    });
  }

  /** Deletes a template of the area itself (never a global one from an environment). */
  async delete(tq: TenantQuery, id: number): Promise<void> {
    await tq.query(sql`DELETE FROM announcement_templates t WHERE ${tq.scope('t')} AND t.id = ${id}`);
  }
}
