import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, "State aid received" (docs/domain.md#de-minimis): the ledger of the aid each client
 * received, the base of the de minimis headroom of its single undertaking. A child of the client
 * (`TENANT_CHILD_TABLES`): scoped through the client's environment. Amounts are integers of cents
 * (`aid_element_cents`: the gross grant equivalent, ESL, that counts against the ceilings;
 * `nominal_amount_cents`: the nominal amount, e.g. of a guaranteed loan). `regulation` is written
 * as a person or RNA writes it (`2023/2831`, `UE1407/2013`, `CE651/2014`): the domain matches it by
 * number and year. Versioned like the other editable records (optimistic concurrency, 0008).
 */
export class StateAids1763800000028 implements MigrationInterface {
  name = 'StateAids1763800000028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS state_aids (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        grant_date date NOT NULL,
        granting_body varchar(255) NOT NULL,
        measure_title varchar(500),
        car varchar(20),
        cor varchar(20),
        cup varchar(15),
        regulation varchar(100) NOT NULL,
        instrument varchar(255),
        aid_element_cents bigint NOT NULL CHECK (aid_element_cents >= 0),
        nominal_amount_cents bigint CHECK (nominal_amount_cents >= 0),
        announcement_id int REFERENCES announcements(id) ON DELETE SET NULL,
        negotiation_id int REFERENCES negotiations(id) ON DELETE SET NULL,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // the ledger of a client by grant date, and the aid of a single undertaking in a window
    await q.query(`CREATE INDEX IF NOT EXISTS state_aids_client_date_idx ON state_aids (client_id, grant_date, id)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS state_aids_announcement_idx ON state_aids (announcement_id) WHERE announcement_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS state_aids_negotiation_idx ON state_aids (negotiation_id) WHERE negotiation_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS state_aids`);
  }
}
