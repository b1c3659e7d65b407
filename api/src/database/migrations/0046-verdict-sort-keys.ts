import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, acceptance 1 (docs/architecture.md#eligibility-verdict-store, "Reading a page"): the
 * verdict store carries what "clients for an announcement" sorts and filters on, so that a page is read
 * from one index in the list's order and stops after its rows, instead of joining every client of
 * the environment to sort them (1,144 ms p95 at 100,000 clients before):
 * - `rank` (0 eligible, 1 unknown, 2 not eligible: the lists' order, written with the verdict);
 * - the client's `business_name`, `region`, `region_code` and `company_dimension` as
 *   `client_name`, `client_region`, `client_region_code`, `client_size`, written by the job with
 *   each row and kept by a trigger on `clients` when the client changes them (in the writing
 *   transaction, like the pending entries of migration 0036); the same trigger moves the rows'
 *   `project_id` with a client moved to another environment, so that the page, which reads the
 *   row's environment instead of joining the client, never shows it in the old one (its verdicts
 *   there are pending: the new environment answers live until the job ran);
 * - two indexes in the lists' order: by call, environment, rank, name (the first page, a verdict
 *   filter) and by call, environment, region, rank, name (the region filter and its count). They
 *   replace the index by call and verdict.
 */
export class VerdictSortKeys1763800000046 implements MigrationInterface {
  name = 'VerdictSortKeys1763800000046';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE eligibility_verdicts
        ADD COLUMN IF NOT EXISTS rank smallint NOT NULL DEFAULT 2,
        ADD COLUMN IF NOT EXISTS client_name varchar(255) NOT NULL DEFAULT '',
        ADD COLUMN IF NOT EXISTS client_region varchar(60),
        ADD COLUMN IF NOT EXISTS client_region_code char(2),
        ADD COLUMN IF NOT EXISTS client_size varchar(6)`);
    await q.query(`
      UPDATE eligibility_verdicts v
         SET rank = CASE v.verdict WHEN 'eligible' THEN 0 WHEN 'unknown' THEN 1 ELSE 2 END,
             client_name = c.business_name, client_region = c.region, client_region_code = c.region_code,
             client_size = c.company_dimension
        FROM clients c WHERE c.id = v.client_id`);
    await q.query(`ALTER TABLE eligibility_verdicts ALTER COLUMN client_name DROP DEFAULT`);
    await q.query(`DROP INDEX IF EXISTS eligibility_verdicts_announcement_idx`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS eligibility_verdicts_page_idx ON eligibility_verdicts (announcement_id, project_id, rank, client_name, client_id)`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS eligibility_verdicts_region_idx
         ON eligibility_verdicts (announcement_id, project_id, client_region_code, rank, client_name, client_id)`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION eligibility_verdicts_client_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE eligibility_verdicts
           SET project_id = NEW.project_id, client_name = NEW.business_name, client_region = NEW.region,
               client_region_code = NEW.region_code, client_size = NEW.company_dimension
         WHERE client_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS clients_verdict_keys_upd ON clients`);
    await q.query(`
      CREATE TRIGGER clients_verdict_keys_upd AFTER UPDATE ON clients FOR EACH ROW
        WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.business_name IS DISTINCT FROM NEW.business_name OR OLD.region IS DISTINCT FROM NEW.region
              OR OLD.region_code IS DISTINCT FROM NEW.region_code OR OLD.company_dimension IS DISTINCT FROM NEW.company_dimension)
        EXECUTE FUNCTION eligibility_verdicts_client_keys()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS clients_verdict_keys_upd ON clients`);
    await q.query(`DROP FUNCTION IF EXISTS eligibility_verdicts_client_keys()`);
    await q.query(`DROP INDEX IF EXISTS eligibility_verdicts_region_idx`);
    await q.query(`DROP INDEX IF EXISTS eligibility_verdicts_page_idx`);
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_verdicts_announcement_idx ON eligibility_verdicts (announcement_id, verdict)`);
    await q.query(`
      ALTER TABLE eligibility_verdicts DROP COLUMN IF EXISTS rank, DROP COLUMN IF EXISTS client_name,
        DROP COLUMN IF EXISTS client_region, DROP COLUMN IF EXISTS client_region_code, DROP COLUMN IF EXISTS client_size`);
  }
}
