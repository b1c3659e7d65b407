import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, "Notifications": the in-app notifications of a user in an environment (the bell of
 * the shell). `kind`: `task_assigned` (a task assigned to the user by someone else),
 * `interest` ("Sono interessato" of a client the user manages), `announcement_changed` (the
 * deadline of an announcement the user's clients pursue moved or the announcement closed early). `title` is the
 * Italian text shown, `link` the app path it opens (e.g. `/ambiente/1/clienti/5`). A notification
 * goes with its environment, its recipient and the client, call or task it is about; it is kept
 * 90 days (daily purge job, modules/notifications).
 */
export class Notifications1763800000029 implements MigrationInterface {
  name = 'Notifications1763800000029';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS notifications (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(30) NOT NULL CHECK (kind IN ('task_assigned','interest','announcement_changed')),
        title varchar(500) NOT NULL,
        link varchar(500) NOT NULL,
        client_id int REFERENCES clients(id) ON DELETE CASCADE,
        announcement_id int REFERENCES announcements(id) ON DELETE CASCADE,
        task_id int REFERENCES tasks(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    // the bell: a user's unread ones and latest ones
    await q.query(`CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, read_at, created_at)`);
    // the purge of the old ones, per environment
    await q.query(`CREATE INDEX IF NOT EXISTS notifications_project_created_idx ON notifications (project_id, created_at)`);
    // the foreign keys' deletes
    await q.query(`CREATE INDEX IF NOT EXISTS notifications_client_idx ON notifications (client_id) WHERE client_id IS NOT NULL`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS notifications_announcement_idx ON notifications (announcement_id) WHERE announcement_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS notifications_task_idx ON notifications (task_id) WHERE task_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notifications`);
  }
}
