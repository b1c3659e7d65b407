import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns of `clients` the eligibility requirements read (eligibility.repository.ts C_USED, REQUIREMENTS). */
const CLIENT_COLUMNS = [
  'project_id',
  'company_dimension',
  'latest_headcount',
  'established_year',
  'latest_turnover',
  'legal_form',
  'subscribed_to_cciaa',
  'female_enterprise',
  'youth_enterprise',
  'public_entity_enterprise',
];
/** Columns of `announcements` the requirements and the choice of announcements read (A_DERIVED, REQUIREMENTS). */
const ANNOUNCEMENT_COLUMNS = [
  'project_id',
  'status',
  'end_date',
  'company_dimensions',
  'number_of_employees_min',
  'number_of_employees_max',
  'year_of_establishment_min',
  'year_of_establishment_max',
  'annual_volume_min',
  'annual_volume_max',
  'legal_forms',
  'subscribed_to_cciaa',
  'include_ateco_codes',
  'female_enterprise',
  'youth_enterprise',
  'public_entity_enterprise',
];
/** Columns of `legal_forms` the verdict reads (eligibility.repository.ts LEGAL_FORM_KEYS). */
const LEGAL_FORM_COLUMNS = ['elf_code', 'name', 'abbreviations', 'active'];
const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

/**
 * Issue 32, "Verdict store" (docs/architecture.md#eligibility-verdict-store):
 * - `eligibility_verdicts`: one row per (published, open announcement; client of an environment that sees
 *   it) with the overall verdict of the list questions (`eligible` / `not_eligible` / `unknown`,
 *   the vocabulary of docs/domain.md#eligibility), the requirement keys `failed` and `unknown`,
 *   the client's environment and when the row was last written. Deleting the client or the announcement
 *   deletes its rows (foreign keys).
 * - `eligibility_pending`: what changed since the store was last brought up to date: a client
 *   (`client_id`), an announcement (`announcement_id`) or everything (both NULL: reference data). Written by
 *   the triggers below in the writing transaction, so a reader sees the affected pairs as stale
 *   from the commit of the change on; the job `eligibility-verdicts` recomputes those pairs and
 *   deletes the entries it read, in one transaction.
 * Triggers (row level, only when a column the verdict reads changed): `clients` (insert, those
 * columns), `client_eligibility_keys` (ATECO codes and seats, kept by migration 0021's triggers),
 * `announcements` (insert, requirement columns, status, closing date, environment),
 * `announcement_eligibility_keys`; `legal_forms` (the one reference table the
 * verdict reads). Deletions need no entry: the foreign keys delete the rows.
 */
export class EligibilityVerdicts1763800000036 implements MigrationInterface {
  name = 'EligibilityVerdicts1763800000036';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS eligibility_verdicts (
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        project_id int NOT NULL,
        verdict varchar(20) NOT NULL CHECK (verdict IN ('eligible','not_eligible','unknown')),
        failed text[] NOT NULL DEFAULT '{}',
        unknown text[] NOT NULL DEFAULT '{}',
        computed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (announcement_id, client_id)
      )`);
    // "clients for an announcement" by verdict; "calls for a client"
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_verdicts_announcement_idx ON eligibility_verdicts (announcement_id, verdict)`);
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_verdicts_client_idx ON eligibility_verdicts (client_id, verdict)`);
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_verdicts_project_idx ON eligibility_verdicts (project_id)`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS eligibility_pending (
        id bigserial PRIMARY KEY,
        client_id int,
        announcement_id int,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_pending_client_idx ON eligibility_pending (client_id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_pending_announcement_idx ON eligibility_pending (announcement_id)`);

    await q.query(`
      CREATE OR REPLACE FUNCTION eligibility_pending_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_ARGV[0] = 'client' THEN
          INSERT INTO eligibility_pending (client_id) VALUES (NEW.client_id);
        ELSIF TG_ARGV[0] = 'client_row' THEN
          INSERT INTO eligibility_pending (client_id) VALUES (NEW.id);
        ELSIF TG_ARGV[0] = 'announcement' THEN
          INSERT INTO eligibility_pending (announcement_id) VALUES (NEW.announcement_id);
        ELSIF TG_ARGV[0] = 'announcement_row' THEN
          INSERT INTO eligibility_pending (announcement_id) VALUES (NEW.id);
        ELSE
          INSERT INTO eligibility_pending DEFAULT VALUES;
        END IF;
        RETURN NULL;
      END $$`);
    const triggers: [string, string, string][] = [
      ['clients_verdicts_ins', `AFTER INSERT ON clients FOR EACH ROW`, 'client_row'],
      ['clients_verdicts_upd', `AFTER UPDATE ON clients FOR EACH ROW WHEN (${changed(CLIENT_COLUMNS)})`, 'client_row'],
      ['client_eligibility_keys_verdicts_ins', `AFTER INSERT ON client_eligibility_keys FOR EACH ROW`, 'client'],
      [
        'client_eligibility_keys_verdicts_upd',
        `AFTER UPDATE ON client_eligibility_keys FOR EACH ROW WHEN (${changed(['ateco_prefixes', 'location_keys'])})`,
        'client',
      ],
      ['announcements_verdicts_ins', `AFTER INSERT ON announcements FOR EACH ROW`, 'announcement_row'],
      [
        'announcements_verdicts_upd',
        `AFTER UPDATE ON announcements FOR EACH ROW WHEN (${changed(ANNOUNCEMENT_COLUMNS)})`,
        'announcement_row',
      ],
      ['announcement_eligibility_keys_verdicts_ins', `AFTER INSERT ON announcement_eligibility_keys FOR EACH ROW`, 'announcement'],
      [
        'announcement_eligibility_keys_verdicts_upd',
        `AFTER UPDATE ON announcement_eligibility_keys FOR EACH ROW WHEN (${changed(['ateco_values', 'location_keys'])})`,
        'announcement',
      ],
      // row level: the seed's idempotent upsert of the forms at each start changes nothing, hence marks nothing
      ['legal_forms_verdicts_ins', `AFTER INSERT OR DELETE ON legal_forms FOR EACH ROW`, 'all'],
      ['legal_forms_verdicts_upd', `AFTER UPDATE ON legal_forms FOR EACH ROW WHEN (${changed(LEGAL_FORM_COLUMNS)})`, 'all'],
    ];
    for (const [name, when, kind] of triggers) {
      const table = when.split(' ON ')[1].split(' ')[0];
      await q.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
      await q.query(`CREATE TRIGGER ${name} ${when} EXECUTE FUNCTION eligibility_pending_mark('${kind}')`);
    }
    // the store starts empty and entirely pending: the job (or `npm run eligibility:rebuild`) fills it
    await q.query(`INSERT INTO eligibility_pending DEFAULT VALUES`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, table] of [
      ['clients_verdicts_ins', 'clients'],
      ['clients_verdicts_upd', 'clients'],
      ['client_eligibility_keys_verdicts_ins', 'client_eligibility_keys'],
      ['client_eligibility_keys_verdicts_upd', 'client_eligibility_keys'],
      ['announcements_verdicts_ins', 'announcements'],
      ['announcements_verdicts_upd', 'announcements'],
      ['announcement_eligibility_keys_verdicts_ins', 'announcement_eligibility_keys'],
      ['announcement_eligibility_keys_verdicts_upd', 'announcement_eligibility_keys'],
      ['legal_forms_verdicts_ins', 'legal_forms'],
      ['legal_forms_verdicts_upd', 'legal_forms'],
    ])
      await q.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS eligibility_pending_mark()`);
    await q.query(`DROP TABLE IF EXISTS eligibility_pending`);
    await q.query(`DROP TABLE IF EXISTS eligibility_verdicts`);
  }
}
