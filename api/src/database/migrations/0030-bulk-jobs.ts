import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, "Lists": bulk actions on the client list run as one job with a result per record.
 * - `clients.status`: `active` (default), `inactive` or `archived` ("Cambia stato", "Archivia").
 * - `bulk_jobs`: one bulk action of an environment (who asked it, the action and its parameters,
 *   its state); run by the persistent job queue (pg-boss queue `clients-bulk`).
 * - `bulk_job_results`: one row per selected record, `pending` until the job reaches it, then
 *   `done` or `refused` with an Italian reason. `client_id` has no foreign key: the result of a
 *   deleted client stays (with the name it had). `version`: the client's version when the job was
 *   asked (a record changed meanwhile by another user is refused).
 */
export class BulkJobs1763800000030 implements MigrationInterface {
  name = 'BulkJobs1763800000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE clients ADD COLUMN IF NOT EXISTS status varchar(20) NOT NULL DEFAULT 'active'
         CONSTRAINT clients_status_check CHECK (status IN ('active','inactive','archived'))`,
    );
    await q.query(`
      CREATE TABLE IF NOT EXISTS bulk_jobs (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        action varchar(20) NOT NULL CHECK (action IN ('assign_manager','set_status','archive','delete')),
        params jsonb NOT NULL DEFAULT '{}',
        status varchar(20) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','running','done','failed')),
        total int NOT NULL DEFAULT 0,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS bulk_jobs_project_idx ON bulk_jobs (project_id, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS bulk_jobs_user_idx ON bulk_jobs (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS bulk_job_results (
        id serial PRIMARY KEY,
        job_id int NOT NULL REFERENCES bulk_jobs(id) ON DELETE CASCADE,
        client_id int NOT NULL,
        name varchar(255),
        version int,
        outcome varchar(20) NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending','done','refused')),
        reason text
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS bulk_job_results_job_idx ON bulk_job_results (job_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bulk_job_results`);
    await q.query(`DROP TABLE IF EXISTS bulk_jobs`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS status`);
  }
}
