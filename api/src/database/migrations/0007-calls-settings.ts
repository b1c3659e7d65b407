import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calls (richieste, docs/domain.md#call-logs): supplier recipients `send_to`, sending record, archive/restore
 * memory, links to the announcements proposed in a call log; the alert banner and environment
 * newsletters (docs/domain.md#referents-negotiations-notes-newsletters-alerts).
 */
export class CallsSettings1763800000007 implements MigrationInterface {
  name = 'CallsSettings1763800000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE calls
        ADD COLUMN send_to jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN sent_at timestamptz,
        ADD COLUMN sent_to jsonb,
        ADD COLUMN status_before_archive varchar(20) CHECK (status_before_archive IN ('open','in_progress','closed')),
        ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX calls_referent_idx ON calls (referent_id)`);
    await q.query(`
      CREATE TABLE calls_announcements (
        call_id int NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (call_id, announcement_id)
      )`);
    await q.query(`CREATE INDEX calls_announcements_announcement_idx ON calls_announcements (announcement_id)`);
    await q.query(`
      CREATE TABLE alerts (
        id serial PRIMARY KEY,
        type varchar(10) NOT NULL DEFAULT 'info' CHECK (type IN ('info','warning','error')),
        content text NOT NULL,
        starts_at timestamptz NOT NULL DEFAULT now(),
        ends_at timestamptz,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at IS NULL OR ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX alerts_window_idx ON alerts (starts_at, ends_at) WHERE active`);
    await q.query(`
      CREATE TABLE newsletters (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        announcement_ids int[] NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','sent')),
        sent_at timestamptz,
        recipients_count int,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX newsletters_project_idx ON newsletters (project_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS newsletters`);
    await q.query(`DROP TABLE IF EXISTS alerts`);
    await q.query(`DROP TABLE IF EXISTS calls_announcements`);
    await q.query(`DROP INDEX IF EXISTS calls_referent_idx`);
    await q.query(
      `ALTER TABLE calls DROP COLUMN IF EXISTS send_to, DROP COLUMN IF EXISTS sent_at, DROP COLUMN IF EXISTS sent_to, DROP COLUMN IF EXISTS status_before_archive, DROP COLUMN IF EXISTS created_by`,
    );
  }
}
