import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, "Crea compito" on the client list: the bulk action `create_task` (one task per
 * selected client, same title, owner and due date; docs/api.md "Client bulk actions") joins the
 * actions `bulk_jobs.action` accepts.
 */
export class BulkTaskAction1763800000041 implements MigrationInterface {
  name = 'BulkTaskAction1763800000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bulk_jobs DROP CONSTRAINT IF EXISTS bulk_jobs_action_check`);
    await q.query(
      `ALTER TABLE bulk_jobs ADD CONSTRAINT bulk_jobs_action_check CHECK (action IN ('assign_manager','set_status','archive','delete','create_task'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM bulk_jobs WHERE action = 'create_task'`);
    await q.query(`ALTER TABLE bulk_jobs DROP CONSTRAINT IF EXISTS bulk_jobs_action_check`);
    await q.query(
      `ALTER TABLE bulk_jobs ADD CONSTRAINT bulk_jobs_action_check CHECK (action IN ('assign_manager','set_status','archive','delete'))`,
    );
  }
}
