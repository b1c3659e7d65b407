import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, "Client import": an import of clients from an XLSX or CSV file into an environment
 * (`client_imports`: the file, its mapping, status and counts; the file's bytes are kept until the
 * import is committed) and, once committed, what each row of the file did (`client_import_rows`:
 * create/update/unchanged/reject, the client and its name, the fields changed, its version after the import and, for an update,
 * the values it replaced), so the whole import can be undone within `undo_until` (30 days).
 */
export class ClientImports1763800000031 implements MigrationInterface {
  name = 'ClientImports1763800000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS client_imports (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        file_name varchar(255) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed','running','done','undone','failed')),
        counts jsonb,
        mapping jsonb,
        content bytea,
        error text,
        committed_at timestamptz,
        undo_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // the environment's imports, newest first (its last mapping)
    await q.query(`CREATE INDEX IF NOT EXISTS client_imports_project_idx ON client_imports (project_id, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS client_imports_user_idx ON client_imports (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS client_import_rows (
        id serial PRIMARY KEY,
        import_id int NOT NULL REFERENCES client_imports(id) ON DELETE CASCADE,
        row_number int NOT NULL,
        action varchar(10) NOT NULL CHECK (action IN ('create','update','unchanged','reject')),
        client_id int REFERENCES clients(id) ON DELETE SET NULL,
        business_name varchar(255),
        changes jsonb,
        version_after int,
        before jsonb,
        messages jsonb
      )`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS client_import_rows_row_idx ON client_import_rows (import_id, row_number)`);
    await q.query(`CREATE INDEX IF NOT EXISTS client_import_rows_client_idx ON client_import_rows (client_id) WHERE client_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS client_import_rows`);
    await q.query(`DROP TABLE IF EXISTS client_imports`);
  }
}
