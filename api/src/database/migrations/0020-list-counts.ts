import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 "Fast at real size" (docs/api.md#conventions, README "Performance"): the row counts of
 * the unfiltered lists, kept by the database, so that a list page does not count up to
 * LIST_EXACT_TOTAL_LIMIT index entries (first page) or every client (deep page) to give `total`.
 * - client_counts (project_id, n): the clients of each environment.
 * - announcement_counts (project_id, scope, status, n): the announcements per environment (NULL: global),
 *   scope and status, the columns of the announcement list's visibility condition
 *   (AnnouncementsRepository.visibility reads this table with the same condition, alias `a`).
 * Kept by statement-level triggers with transition tables (one write per statement and group,
 * whatever the number of rows: the bulk generator's 5,000-row inserts make one update), in the
 * writing transaction: a statement that reads the count and the rows sees both as of the same
 * snapshot. An update writes only when it moves rows between groups (status, scope,
 * environment): editing an announcement's text locks no count row. TRUNCATE empties the counts.
 * Rows with n = 0 may stay; readers sum the matching groups (no row: 0).
 */
export class ListCounts1763800000020 implements MigrationInterface {
  name = 'ListCounts1763800000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS client_counts (
        project_id int PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
        n bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS announcement_counts (
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        scope varchar(10) NOT NULL,
        status varchar(20) NOT NULL,
        n bigint NOT NULL DEFAULT 0
      )`);
    // one row per group; NULL (global) is one group: coalesce (PostgreSQL 15's NULLS NOT DISTINCT is avoided)
    await q.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS announcement_counts_group_idx ON announcement_counts ((coalesce(project_id, 0)), scope, status)`,
    );
    // the count rows of an environment deleted with it are gone already when the cascade deletes
    // its clients: the triggers then write nothing (the INSERT would violate the foreign key)
    await q.query(`
      CREATE OR REPLACE FUNCTION client_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM client_counts;
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO client_counts AS k (project_id, n)
            SELECT d.project_id, count(*) FROM new_rows d GROUP BY 1
            ON CONFLICT (project_id) DO UPDATE SET n = k.n + EXCLUDED.n;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE client_counts k SET n = k.n - d.n
            FROM (SELECT project_id, count(*) AS n FROM old_rows GROUP BY 1) d WHERE k.project_id = d.project_id;
        ELSE
          INSERT INTO client_counts AS k (project_id, n)
            SELECT d.project_id, sum(d.n) FROM (
              SELECT project_id, 1 AS n FROM new_rows UNION ALL SELECT project_id, -1 FROM old_rows) d
             WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = d.project_id)
             GROUP BY 1 HAVING sum(d.n) <> 0
            ON CONFLICT (project_id) DO UPDATE SET n = k.n + EXCLUDED.n;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION announcement_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM announcement_counts;
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO announcement_counts AS k (project_id, scope, status, n)
            SELECT d.project_id, d.scope, d.status, count(*) FROM new_rows d GROUP BY 1, 2, 3
            ON CONFLICT ((coalesce(project_id, 0)), scope, status) DO UPDATE SET n = k.n + EXCLUDED.n;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE announcement_counts k SET n = k.n - d.n
            FROM (SELECT project_id, scope, status, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d
           WHERE coalesce(k.project_id, 0) = coalesce(d.project_id, 0) AND k.scope = d.scope AND k.status = d.status;
        ELSE
          INSERT INTO announcement_counts AS k (project_id, scope, status, n)
            SELECT d.project_id, d.scope, d.status, sum(d.n) FROM (
              SELECT project_id, scope, status, 1 AS n FROM new_rows UNION ALL SELECT project_id, scope, status, -1 FROM old_rows) d
             WHERE d.project_id IS NULL OR EXISTS (SELECT 1 FROM projects p WHERE p.id = d.project_id)
             GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0
            ON CONFLICT ((coalesce(project_id, 0)), scope, status) DO UPDATE SET n = k.n + EXCLUDED.n;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, fn] of [
      ['clients', 'client_counts_keep'],
      ['announcements', 'announcement_counts_keep'],
    ]) {
      // transition tables allow one event per trigger
      await q.query(`DROP TRIGGER IF EXISTS ${table}_count_ins ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_count_del ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_count_upd ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_count_trunc ON ${table}`);
      await q.query(
        `CREATE TRIGGER ${table}_count_ins AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_count_del AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_count_upd AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await q.query(`CREATE TRIGGER ${table}_count_trunc AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
    }
    // the rows already there
    await q.query(`DELETE FROM client_counts`);
    await q.query(`INSERT INTO client_counts (project_id, n) SELECT project_id, count(*) FROM clients GROUP BY 1`);
    await q.query(`DELETE FROM announcement_counts`);
    await q.query(
      `INSERT INTO announcement_counts (project_id, scope, status, n) SELECT project_id, scope, status, count(*) FROM announcements GROUP BY 1, 2, 3`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['clients', 'announcements']) {
      for (const t of ['ins', 'del', 'upd', 'trunc']) await q.query(`DROP TRIGGER IF EXISTS ${table}_count_${t} ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS client_counts_keep()`);
    await q.query(`DROP FUNCTION IF EXISTS announcement_counts_keep()`);
    await q.query(`DROP TABLE IF EXISTS client_counts`);
    await q.query(`DROP TABLE IF EXISTS announcement_counts`);
  }
}
