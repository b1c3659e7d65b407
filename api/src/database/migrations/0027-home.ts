import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, "La mia giornata" (`modules/home`, docs/api.md "La mia giornata"):
 * - `users.start_page`: the page a user lands on after login, `default` (the start route of the
 *   role, docs/roles.md#start-route-after-login) or `home` (La mia giornata of the first environment);
 * - `project_users.home_seen_at`: when the user last marked La mia giornata of that environment as
 *   seen; the news of the page (interest, newsletter sign-ups) are the ones after it.
 */
export class Home1763800000027 implements MigrationInterface {
  name = 'Home1763800000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN IF NOT EXISTS start_page varchar(10) NOT NULL DEFAULT 'default' CHECK (start_page IN ('default','home'))`,
    );
    await q.query(`ALTER TABLE project_users ADD COLUMN IF NOT EXISTS home_seen_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE project_users DROP COLUMN IF EXISTS home_seen_at`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS start_page`);
  }
}
