import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a client's key set holds: every ATECO prefix and every territory key of its rows (migration 0019). */
const CLIENT_KEYS = `ARRAY(SELECT DISTINCT p FROM client_ateco_codes x, unnest(x.prefixes) p WHERE x.client_id = c.id),
                     ARRAY(SELECT DISTINCT m FROM client_locations x, unnest(x.match_keys) m WHERE x.client_id = c.id)`;
/** What an announcement's key set holds: its ATECO codes and the keys of its territories. */
const ANNOUNCEMENT_KEYS = `ARRAY(SELECT DISTINCT x.value::text FROM announcement_ateco_codes x WHERE x.announcement_id = a.id),
                           ARRAY(SELECT DISTINCT x.match_key FROM announcement_locations x WHERE x.announcement_id = a.id)`;

/**
 * Issue 12 "Fast at real size" (docs/domain.md#eligibility, README "Performance"): the ATECO and
 * territory keys of migration 0019 gathered once per client and once per announcement, so that the
 * eligibility statements read one row per client (or call) instead of two index scans of its
 * child tables each time they run (one announcement vs 10,000 clients: 20,000 index scans):
 * - `client_eligibility_keys (client_id, project_id, ateco_prefixes, location_keys)`: the union of
 *   `client_ateco_codes.prefixes` and of `client_locations.match_keys` of the client, with its
 *   environment (the statement joins the environment's clients to the environment's key sets);
 * - `announcement_eligibility_keys (announcement_id, ateco_values, location_keys)`: the announcement's
 *   ATECO codes (`announcement_ateco_codes.value`) and territory keys
 *   (`announcement_locations.match_key`).
 * Side tables, not columns of `clients` and `announcements`: the API answers those rows as they are
 * (detail, conflict bodies), and a write of the child rows does not touch the parent row (its
 * version, its lock, its count triggers). Kept by statement-level triggers with transition tables
 * on the four child tables, in the writing transaction: each statement recomputes the key sets of
 * the clients (calls) it touched, whatever the number of rows (the bulk generator's 5,000-row
 * inserts make one statement). A client or call without a key set has no ATECO code and no
 * territory: the statements read it as two empty arrays. Deleting a client or call deletes its key
 * set (foreign key); a client moved to another environment carries its key set along.
 */
export class EligibilityKeySets1763800000021 implements MigrationInterface {
  name = 'EligibilityKeySets1763800000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS client_eligibility_keys (
        client_id int PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        project_id int NOT NULL,
        ateco_prefixes text[] NOT NULL DEFAULT '{}',
        location_keys text[] NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS client_eligibility_keys_project_idx ON client_eligibility_keys (project_id)`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS announcement_eligibility_keys (
        announcement_id int PRIMARY KEY REFERENCES announcements(id) ON DELETE CASCADE,
        ateco_values text[] NOT NULL DEFAULT '{}',
        location_keys text[] NOT NULL DEFAULT '{}'
      )`);

    // the key sets of some clients / calls, computed from their rows (a deleted parent writes nothing)
    await q.query(`
      CREATE OR REPLACE FUNCTION client_eligibility_keys_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO client_eligibility_keys AS k (client_id, project_id, ateco_prefixes, location_keys)
          SELECT c.id, c.project_id, ${CLIENT_KEYS} FROM clients c WHERE c.id = ANY(ids)
          ON CONFLICT (client_id) DO UPDATE SET ateco_prefixes = EXCLUDED.ateco_prefixes, location_keys = EXCLUDED.location_keys
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION announcement_eligibility_keys_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO announcement_eligibility_keys AS k (announcement_id, ateco_values, location_keys)
          SELECT a.id, ${ANNOUNCEMENT_KEYS} FROM announcements a WHERE a.id = ANY(ids)
          ON CONFLICT (announcement_id) DO UPDATE SET ateco_values = EXCLUDED.ateco_values, location_keys = EXCLUDED.location_keys
      $$`);
    // one trigger function per side; TG_ARGV[0] names the parent column of the child table
    await q.query(`
      CREATE OR REPLACE FUNCTION eligibility_keys_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        parent text := TG_ARGV[0];
        ids int[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          IF parent = 'client_id' THEN
            UPDATE client_eligibility_keys SET ateco_prefixes = CASE WHEN TG_TABLE_NAME = 'client_ateco_codes' THEN '{}' ELSE ateco_prefixes END,
                                               location_keys = CASE WHEN TG_TABLE_NAME = 'client_locations' THEN '{}' ELSE location_keys END;
          ELSE
            UPDATE announcement_eligibility_keys SET ateco_values = CASE WHEN TG_TABLE_NAME = 'announcement_ateco_codes' THEN '{}' ELSE ateco_values END,
                                                     location_keys = CASE WHEN TG_TABLE_NAME = 'announcement_locations' THEN '{}' ELSE location_keys END;
          END IF;
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', parent) INTO ids;
        ELSIF TG_OP = 'DELETE' THEN
          EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', parent) INTO ids;
        ELSE
          EXECUTE format('SELECT array_agg(DISTINCT p) FROM (SELECT %1$I AS p FROM new_rows UNION SELECT %1$I FROM old_rows) x', parent) INTO ids;
        END IF;
        IF ids IS NULL THEN
          RETURN NULL;
        END IF;
        IF parent = 'client_id' THEN
          PERFORM client_eligibility_keys_refresh(ids);
        ELSE
          PERFORM announcement_eligibility_keys_refresh(ids);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, parent] of [
      ['client_ateco_codes', 'client_id'],
      ['client_locations', 'client_id'],
      ['announcement_ateco_codes', 'announcement_id'],
      ['announcement_locations', 'announcement_id'],
    ]) {
      // transition tables allow one event per trigger
      for (const t of ['ins', 'del', 'upd', 'trunc']) await q.query(`DROP TRIGGER IF EXISTS ${table}_keys_${t} ON ${table}`);
      await q.query(
        `CREATE TRIGGER ${table}_keys_ins AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION eligibility_keys_keep('${parent}')`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_keys_del AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION eligibility_keys_keep('${parent}')`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_keys_upd AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION eligibility_keys_keep('${parent}')`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_keys_trunc AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION eligibility_keys_keep('${parent}')`,
      );
    }
    // a client moved to another environment takes its key set along
    await q.query(`
      CREATE OR REPLACE FUNCTION client_eligibility_keys_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE client_eligibility_keys SET project_id = NEW.project_id WHERE client_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS clients_keys_move ON clients`);
    await q.query(
      `CREATE TRIGGER clients_keys_move AFTER UPDATE OF project_id ON clients FOR EACH ROW
         WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id) EXECUTE FUNCTION client_eligibility_keys_move()`,
    );
    // the rows already there
    await q.query(`SELECT client_eligibility_keys_refresh(ARRAY(SELECT DISTINCT client_id FROM client_ateco_codes
                     UNION SELECT DISTINCT client_id FROM client_locations))`);
    await q.query(`SELECT announcement_eligibility_keys_refresh(ARRAY(SELECT DISTINCT announcement_id FROM announcement_ateco_codes
                     UNION SELECT DISTINCT announcement_id FROM announcement_locations))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['client_ateco_codes', 'client_locations', 'announcement_ateco_codes', 'announcement_locations']) {
      for (const t of ['ins', 'del', 'upd', 'trunc']) await q.query(`DROP TRIGGER IF EXISTS ${table}_keys_${t} ON ${table}`);
    }
    await q.query(`DROP TRIGGER IF EXISTS clients_keys_move ON clients`);
    await q.query(`DROP FUNCTION IF EXISTS client_eligibility_keys_move()`);
    await q.query(`DROP FUNCTION IF EXISTS eligibility_keys_keep()`);
    await q.query(`DROP FUNCTION IF EXISTS client_eligibility_keys_refresh(int[])`);
    await q.query(`DROP FUNCTION IF EXISTS announcement_eligibility_keys_refresh(int[])`);
    await q.query(`DROP TABLE IF EXISTS client_eligibility_keys`);
    await q.query(`DROP TABLE IF EXISTS announcement_eligibility_keys`);
  }
}
