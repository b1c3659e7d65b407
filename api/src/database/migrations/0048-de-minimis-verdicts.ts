import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns of `announcements` the de minimis check reads besides those of migration 0036's trigger. */
const ANNOUNCEMENT_COLUMNS = ['aid_scheme_de_minimis', 'de_minimis_regulation', 'grant_max'];
/** Columns of `clients` that decide who belongs to a single undertaking (a related enterprise names a client by them). */
const CLIENT_COLUMNS = ['vat_number', 'fiscal_code', 'project_id'];
const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

/**
 * Issue 34, "Massimale de minimis" in every eligibility verdict, the lists' too
 * (docs/architecture.md#de-minimis-in-the-verdict-store):
 * - `de_minimis_verdicts`: the de minimis check of the (de minimis call, client) pairs whose
 *   client has state aid recorded or belongs to a larger single undertaking (control links,
 *   mergers and splits): `status` as a requirement verdict ('met' fits, 'not_met' does not fit,
 *   'unknown' no aid recorded), the headroom in cents under the announcement's regulation at `at` (the
 *   call's closing date, or the day of the computation for an open-ended call). Every other pair
 *   of a de minimis call is 'unknown' (no aid recorded: docs/domain.md#de-minimis-in-eligibility)
 *   without a row. Written by the job `eligibility-verdicts` (DeMinimisVerdictsRepository).
 * - `eligibility_pending.de_minimis` / `.de_minimis_project_id`: a change of the state aid, the related
 *   enterprises, the mergers and splits or the fiscal identity of a client of environment
 *   `de_minimis_project_id`: the job recomputes that environment's de minimis rows, then the verdicts of the
 *   clients whose row changed. `client_id` names the client (never null: both null means
 *   "everything").
 */
export class DeMinimisVerdicts1763800000048 implements MigrationInterface {
  name = 'DeMinimisVerdicts1763800000048';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS de_minimis_verdicts (
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        project_id int NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('met', 'not_met', 'unknown')),
        headroom_cents bigint NOT NULL,
        at date NOT NULL,
        computed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (announcement_id, client_id)
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS de_minimis_verdicts_project_idx ON de_minimis_verdicts (project_id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS de_minimis_verdicts_at_idx ON de_minimis_verdicts (at)`);
    await q.query(`ALTER TABLE eligibility_pending ADD COLUMN IF NOT EXISTS de_minimis boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE eligibility_pending ADD COLUMN IF NOT EXISTS de_minimis_project_id int`);
    await q.query(`
      CREATE OR REPLACE FUNCTION de_minimis_pending_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r record;
      BEGIN
        IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
        IF TG_ARGV[0] = 'client_row' THEN
          INSERT INTO eligibility_pending (client_id, de_minimis, de_minimis_project_id) VALUES (r.id, true, r.project_id);
          IF TG_OP = 'UPDATE' AND OLD.project_id IS DISTINCT FROM NEW.project_id THEN
            INSERT INTO eligibility_pending (client_id, de_minimis, de_minimis_project_id) VALUES (r.id, true, OLD.project_id);
          END IF;
        ELSE
          INSERT INTO eligibility_pending (client_id, de_minimis, de_minimis_project_id)
            VALUES (r.client_id, true, (SELECT c.project_id FROM clients c WHERE c.id = r.client_id));
        END IF;
        RETURN NULL;
      END $$`);
    const triggers: [string, string, string][] = [
      ['state_aids_de_minimis', `AFTER INSERT OR UPDATE OR DELETE ON state_aids FOR EACH ROW`, 'client'],
      ['client_company_relations_de_minimis', `AFTER INSERT OR UPDATE OR DELETE ON client_company_relations FOR EACH ROW`, 'client'],
      ['undertaking_operations_de_minimis', `AFTER INSERT OR UPDATE OR DELETE ON undertaking_operations FOR EACH ROW`, 'client'],
      ['clients_de_minimis_upd', `AFTER UPDATE ON clients FOR EACH ROW WHEN (${changed(CLIENT_COLUMNS)})`, 'client_row'],
      ['clients_de_minimis_del', `AFTER DELETE ON clients FOR EACH ROW`, 'client_row'],
    ];
    for (const [name, when, kind] of triggers) {
      const table = when.split(' ON ')[1].split(' ')[0];
      await q.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
      await q.query(`CREATE TRIGGER ${name} ${when} EXECUTE FUNCTION de_minimis_pending_mark('${kind}')`);
    }
    // an announcement's de minimis fields: its pairs recomputed (migration 0036's function, the announcement's row)
    await q.query(`DROP TRIGGER IF EXISTS announcements_de_minimis_upd ON announcements`);
    await q.query(
      `CREATE TRIGGER announcements_de_minimis_upd AFTER UPDATE ON announcements FOR EACH ROW WHEN (${changed(ANNOUNCEMENT_COLUMNS)})
         EXECUTE FUNCTION eligibility_pending_mark('announcement_row')`,
    );
    // the store's verdicts now count the de minimis check: everything recomputed once
    await q.query(`INSERT INTO eligibility_pending DEFAULT VALUES`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, table] of [
      ['state_aids_de_minimis', 'state_aids'],
      ['client_company_relations_de_minimis', 'client_company_relations'],
      ['undertaking_operations_de_minimis', 'undertaking_operations'],
      ['clients_de_minimis_upd', 'clients'],
      ['clients_de_minimis_del', 'clients'],
      ['announcements_de_minimis_upd', 'announcements'],
    ])
      await q.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS de_minimis_pending_mark()`);
    await q.query(`ALTER TABLE eligibility_pending DROP COLUMN IF EXISTS de_minimis`);
    await q.query(`ALTER TABLE eligibility_pending DROP COLUMN IF EXISTS de_minimis_project_id`);
    await q.query(`DROP TABLE IF EXISTS de_minimis_verdicts`);
  }
}
