import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, mergers and splits of the single undertaking (docs/domain.md#de-minimis, "Mergers and
 * splits"): per client, the enterprises it absorbed (`merger`: merger or acquisition, Reg. (UE)
 * 2023/2831 art. 3(8)) and the enterprise it split from (`split`, art. 3(9)), each on a date. The
 * counterpart is a client of the environment (`counterpart_client_id`; its name kept in
 * `counterpart_name` should the client be deleted) or an outside enterprise by name and partita
 * IVA / codice fiscale. A split says how the former aid is allocated: `activities` (the client
 * took over the activities the aid was used for: all of it) or `equity` (pro rata of the book
 * value of equity at the split: `equity_cents` of the client over `total_equity_cents` of the new
 * enterprises). Environment-owned (`project_id`, TENANT_TABLES); versioned like the other
 * editable records (0008).
 */
export class UndertakingOperations1763800000042 implements MigrationInterface {
  name = 'UndertakingOperations1763800000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS undertaking_operations (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('merger', 'split')),
        operation_date date NOT NULL,
        counterpart_client_id int REFERENCES clients(id) ON DELETE SET NULL,
        counterpart_name varchar(255) NOT NULL,
        counterpart_vat varchar(16),
        allocation varchar(10) CHECK (allocation IN ('activities', 'equity')),
        equity_cents bigint CHECK (equity_cents >= 0),
        total_equity_cents bigint CHECK (total_equity_cents > 0),
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'split') = (allocation IS NOT NULL)),
        CHECK ((COALESCE(allocation, '') = 'equity') = (equity_cents IS NOT NULL AND total_equity_cents IS NOT NULL)),
        CHECK ((equity_cents IS NULL) = (total_equity_cents IS NULL)),
        CHECK (equity_cents IS NULL OR equity_cents <= total_equity_cents),
        CHECK (counterpart_client_id IS NULL OR counterpart_client_id <> client_id)
      )`);
    // the operations of the clients of a single undertaking, and those naming a client as counterpart
    await q.query(`CREATE INDEX IF NOT EXISTS undertaking_operations_client_idx ON undertaking_operations (client_id, operation_date, id)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS undertaking_operations_counterpart_idx ON undertaking_operations (counterpart_client_id)
       WHERE counterpart_client_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS undertaking_operations_project_idx ON undertaking_operations (project_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS undertaking_operations`);
  }
}
