import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 "Fast at real size" (docs/api.md#conventions, README "Performance"): the client
 * search reads a narrow table instead of the client rows.
 *
 * `client_search (client_id, project_id, business_name, search_text)`: one row per client, with
 * its environment, its name (the list's order) and the text the search looks into, in lower case
 * (name, P.IVA, codice fiscale, comune: the expression of migration 0016's index). Before, a
 * search read the wide client rows (about 270 bytes each) to recheck the trigram match, to filter
 * the environment and to sort by name: for "marin" among 100,000 clients, 1,711 matches on 1,422
 * pages. Measured with pgbench (PostgreSQL 15, 10 connections, 2 cores), the statement that reads
 * and counts the matching rows: 363-444/s on the clients, 517/s on the narrow rows (12 MB against
 * 27 MB) with ILIKE, 900-1,025/s with LIKE on the lower-case text (ILIKE lowers every candidate's
 * text again); the whole list statement 370-460/s -> 630-670/s.
 *
 * Indexes: the trigram GIN index on `search_text` (when pg_trgm is there, as in migration 0016;
 * it replaces `clients_search_trgm_idx`) and (project_id, business_name, client_id) for a common
 * term's page, read in name order.
 *
 * Kept by the database in the writing transaction: a statement-level trigger with a transition
 * table on INSERT (one statement per bulk insert), a row trigger on UPDATE when one of the five
 * columns changes (moving a client to another environment included), the foreign key's cascade on
 * DELETE. TRUNCATE of clients needs CASCADE already (the client_* tables reference it).
 */
export class ClientSearch1763800000022 implements MigrationInterface {
  name = 'ClientSearch1763800000022';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS client_search (
        client_id int PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        project_id int NOT NULL,
        business_name varchar(255) NOT NULL,
        search_text text NOT NULL
      )`);
    // the expression of migration 0016's trigram index on clients, on a row `r` of clients, in
    // lower case: the search is `LIKE lower(pattern)`, which is cheaper than ILIKE (that lowers
    // every candidate row's text again: 517 -> 900 statements/s for the matching rows of "marin")
    const text = (r: string) =>
      `lower(${r}.business_name || ' ' || coalesce(${r}.vat_number, '') || ' ' || coalesce(${r}.fiscal_code, '') || ' ' || coalesce(${r}.city, ''))`;
    await q.query(`
      CREATE OR REPLACE FUNCTION client_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO client_search (client_id, project_id, business_name, search_text)
            SELECT n.id, n.project_id, n.business_name, ${text('n')} FROM new_rows n;
        ELSE
          UPDATE client_search SET project_id = NEW.project_id, business_name = NEW.business_name, search_text = ${text('NEW')}
           WHERE client_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS clients_search_ins ON clients`);
    await q.query(`DROP TRIGGER IF EXISTS clients_search_upd ON clients`);
    await q.query(
      `CREATE TRIGGER clients_search_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_search_keep()`,
    );
    await q.query(
      `CREATE TRIGGER clients_search_upd AFTER UPDATE OF project_id, business_name, vat_number, fiscal_code, city ON clients FOR EACH ROW
         WHEN ((OLD.project_id, OLD.business_name, OLD.vat_number, OLD.fiscal_code, OLD.city)
               IS DISTINCT FROM (NEW.project_id, NEW.business_name, NEW.vat_number, NEW.fiscal_code, NEW.city))
         EXECUTE FUNCTION client_search_keep()`,
    );
    // the rows already there
    await q.query(`DELETE FROM client_search`);
    await q.query(
      `INSERT INTO client_search (client_id, project_id, business_name, search_text) SELECT c.id, c.project_id, c.business_name, ${text('c')} FROM clients c`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS client_search_name_idx ON client_search (project_id, business_name, client_id)`);
    const [{ trgm }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`)) as {
      trgm: boolean;
    }[];
    if (trgm) {
      await q.query(`CREATE INDEX IF NOT EXISTS client_search_trgm_idx ON client_search USING gin (search_text gin_trgm_ops)`);
      await q.query(`DROP INDEX IF EXISTS clients_search_trgm_idx`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const [{ trgm }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`)) as {
      trgm: boolean;
    }[];
    if (trgm) {
      await q.query(
        `CREATE INDEX IF NOT EXISTS clients_search_trgm_idx ON clients USING gin ` +
          `((business_name || ' ' || coalesce(vat_number, '') || ' ' || coalesce(fiscal_code, '') || ' ' || coalesce(city, '')) gin_trgm_ops)`,
      );
    }
    await q.query(`DROP TRIGGER IF EXISTS clients_search_ins ON clients`);
    await q.query(`DROP TRIGGER IF EXISTS clients_search_upd ON clients`);
    await q.query(`DROP FUNCTION IF EXISTS client_search_keep()`);
    await q.query(`DROP TABLE IF EXISTS client_search`);
  }
}
