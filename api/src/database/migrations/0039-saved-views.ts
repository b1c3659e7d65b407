import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, "Saved views": a named set of a list's filters, search text and order (the list's
 * address query) saved by a user of an environment, personal or shared with the environment
 * (docs/api.md#saved-views). `list` is one of SAVED_VIEW_LISTS; `query` a JSON object of strings
 * (at most 4 KB, checked by the API). A user's view names are unique per list; a shared view's name
 * is unique per list in the environment. Versioned like the other editable records (0008).
 */
export class SavedViews1763800000039 implements MigrationInterface {
  name = 'SavedViews1763800000039';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS saved_views (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        list varchar(30) NOT NULL CHECK (list IN ('clients','announcements','calls','negotiations','referents','tasks')),
        name varchar(100) NOT NULL,
        shared boolean NOT NULL DEFAULT false,
        query jsonb NOT NULL DEFAULT '{}'::jsonb,
        version integer NOT NULL DEFAULT 1,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // a user's views of a list by name (also the menu's read), and the shared ones of the environment
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS saved_views_owner_name_idx ON saved_views (project_id, user_id, list, name)`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS saved_views_shared_name_idx ON saved_views (project_id, list, name) WHERE shared`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS saved_views`);
  }
}
