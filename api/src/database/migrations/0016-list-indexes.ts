import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 "Fast at real size" (docs/api.md#conventions, README "Performance"): indexes of the
 * client and announcement lists at 100,000 clients / 10,000 calls per environment.
 * - pg_trgm (a trusted contrib extension on PostgreSQL; loaded by the embedded database in
 *   embedded.ts) and trigram GIN indexes for the substring searches (`ILIKE '%term%'`): the
 *   client's name, P.IVA, codice fiscale and comune as one text (since migration 0022 the index
 *   is on the table client_search) and the announcement's name. When the extension is neither installed
 *   nor available to this role the trigram indexes are skipped: the searches still answer, by a
 *   sequential scan.
 * - clients (project_id, business_name, id): the list's order, so that a page (also a deep one)
 *   is read from the index instead of sorting the environment's clients; replaces the index on
 *   (project_id, business_name).
 * - announcements (status, scope, project_id, start_date, end_date, id): the visibility condition
 *   and the default order's columns, so that the announcement list's count and page are index-only scans
 *   instead of reading the wide rows (descriptions, search vector).
 */
export class ListIndexes1763800000016 implements MigrationInterface {
  name = 'ListIndexes1763800000016';

  async up(q: QueryRunner): Promise<void> {
    // installed already, or available and creatable by this role (pg_trgm is a trusted extension:
    // the CREATE privilege on the database is enough); otherwise no trigram indexes
    const [trgm] = (await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS installed,
              EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AND has_database_privilege(current_database(), 'CREATE') AS creatable`,
    )) as { installed: boolean; creatable: boolean }[];
    if (trgm.installed || trgm.creatable) {
      await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      // the client's searched text (replaced by client_search's index in migration 0022)
      await q.query(
        `CREATE INDEX IF NOT EXISTS clients_search_trgm_idx ON clients USING gin ` +
          `((business_name || ' ' || coalesce(vat_number, '') || ' ' || coalesce(fiscal_code, '') || ' ' || coalesce(city, '')) gin_trgm_ops)`,
      );
      await q.query(`CREATE INDEX IF NOT EXISTS announcements_name_trgm_idx ON announcements USING gin (name gin_trgm_ops)`);
    }
    await q.query(`CREATE INDEX IF NOT EXISTS clients_project_name_id_idx ON clients (project_id, business_name, id)`);
    await q.query(`DROP INDEX IF EXISTS clients_project_name_idx`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS announcements_list_idx ON announcements (status, scope, project_id, start_date, end_date, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS clients_project_name_idx ON clients (project_id, business_name)`);
    await q.query(`DROP INDEX IF EXISTS clients_project_name_id_idx`);
    await q.query(`DROP INDEX IF EXISTS announcements_list_idx`);
    for (const idx of ['clients_search_trgm_idx', 'announcements_name_trgm_idx']) {
      await q.query(`DROP INDEX IF EXISTS ${idx}`);
    }
  }
}
