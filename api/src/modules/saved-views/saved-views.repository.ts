import { Injectable } from '@nestjs/common';
import { raw, sql } from '../../common/tenancy/sql';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';

/** Most views one GET answers (the menu of a list; names are unique, so this is generous). */
export const SAVED_VIEWS_MAX_ROWS = 500;

const VIEW_COLUMNS = raw(
  `v.id, v.list, v.name, v.shared, v.query, v.user_id, CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.surname END AS owner_name,
   v.version, v.created_at, v.updated_at`,
);

/**
 * The SQL of saved views (table `saved_views`, entity SavedView). Every statement goes through a
 * {@link TenantQuery} of the route's environment (docs/architecture.md, "Tenancy in data access");
 * which views a user sees (its own and the shared ones) is a condition of the statements here.
 */
@Injectable()
export class SavedViewsRepository {
  /** The environment's query helper on `db` (the DataSource or a transaction). */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** The views `userId` sees (its own and the shared ones), of one list or all, by list then name. */
  visible(tq: TenantQuery, userId: number, list: string | undefined): Promise<Row[]> {
    const byList = list ? sql` AND v.list = ${list}` : sql``;
    return tq.query(
      sql`SELECT ${VIEW_COLUMNS} FROM saved_views v JOIN users u ON u.id = v.user_id
          WHERE ${tq.scope('v')} AND (v.user_id = ${userId} OR v.shared)${byList}
          ORDER BY v.list, lower(v.name), v.id LIMIT ${SAVED_VIEWS_MAX_ROWS}`,
    );
  }

  /** One view `userId` sees, or undefined. */
  one(tq: TenantQuery, userId: number, id: number): Promise<Row | undefined> {
    return tq.one(
      sql`SELECT ${VIEW_COLUMNS} FROM saved_views v JOIN users u ON u.id = v.user_id
          WHERE ${tq.scope('v')} AND v.id = ${id} AND (v.user_id = ${userId} OR v.shared)`,
    );
  }

  /**
   * True when `name` is taken for the view being written: another view of the owner on the list,
   * or (for a shared view) another shared view of the list in the environment. Case-insensitive.
   */
  async nameTaken(tq: TenantQuery, view: { id?: number; userId: number; list: string; name: string; shared: boolean }): Promise<boolean> {
    const other = view.id === undefined ? sql`` : sql` AND v.id <> ${view.id}`;
    const who = view.shared ? sql`(v.user_id = ${view.userId} OR v.shared)` : sql`v.user_id = ${view.userId}`;
    const row = await tq.one(
      sql`SELECT 1 AS x FROM saved_views v WHERE ${tq.scope('v')} AND v.list = ${view.list}
          AND lower(v.name) = lower(${view.name}) AND ${who}${other} LIMIT 1`,
    );
    return row !== undefined;
  }

  /** Adds a view; answers its id. */
  async insert(tq: TenantQuery, values: { user_id: number; list: string; name: string; shared: boolean; query: Record<string, string> }) {
    const row = await tq.repo('saved_views').insert({ ...values, query: JSON.stringify(values.query) });
    return row.id as number;
  }

  /**
   * The guarded write of a view (bumps its version, sets `set`): run it first in the transaction.
   * @throws NotFoundException 404; StaleRecordException 409 on a stale `expected`.
   */
  async guardedWrite(tq: TenantQuery, id: number, guard: { expected: number | undefined; userId: number }, set: Row = {}): Promise<void> {
    await tq.repo('saved_views').guardedUpdate(id, { ...guard, notFound: 'saved_views.not_found' }, set);
  }

  /** Deletes one view of the environment. */
  async delete(tq: TenantQuery, id: number): Promise<void> {
    await tq.repo('saved_views').delete({ id });
  }
}
