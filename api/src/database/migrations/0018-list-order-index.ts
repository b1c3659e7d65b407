import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 "Fast at real size" (docs/api.md#conventions, README "Performance"): the index of the
 * announcement list's default order. announcements (end_date, id DESC) INCLUDE (start_date, status, scope,
 * project_id): each segment of the order (open by closing date, open-ended, forthcoming, closed
 * most recent first: announcements.repository.ts, common/http/list-page.ts) is an index-only
 * range scan in the list's order, with the visibility and state conditions checked on the
 * included columns, stopped after the rows of the page; the closed announcements read it backwards.
 */
export class ListOrderIndex1763800000018 implements MigrationInterface {
  name = 'ListOrderIndex1763800000018';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS announcements_order_idx ON announcements (end_date, id DESC) INCLUDE (start_date, status, scope, project_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS announcements_order_idx`);
  }
}
