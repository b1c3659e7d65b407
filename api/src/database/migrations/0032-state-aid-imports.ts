import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, RNA import (docs/domain.md#rna-import): the imports of an RNA open-data file
 * (`OpenData_Aiuti_YYYY_MM.xml`, Registro Nazionale degli Aiuti di Stato) into the aid ledger of
 * the environment's clients, run by the persistent job queue (pg-boss queue `state-aid-import`).
 * - `state_aid_imports`: one upload (who, the file name, its bytes in storage until read), its
 *   state, progress (`bytes_read` of `bytes`, `aids_read` AIUTO elements) and outcome (`created`,
 *   `existing`, `rejected` components of clients; `report`: one entry per component of a client,
 *   `{cor, component, client_id, client_name, outcome, reason, state_aid_id}`).
 * - `state_aids.rna_component_id`: the RNA component (ID_COMPONENTE_AIUTO) an imported aid comes
 *   from; COR + component is the key that makes an import idempotent (unique per client).
 */
export class StateAidImports1763800000032 implements MigrationInterface {
  name = 'StateAidImports1763800000032';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS state_aid_imports (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        file_name varchar(255) NOT NULL,
        storage_key varchar(128),
        status varchar(20) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','running','done','failed')),
        bytes bigint NOT NULL DEFAULT 0,
        bytes_read bigint NOT NULL DEFAULT 0,
        aids_read int NOT NULL DEFAULT 0,
        created int NOT NULL DEFAULT 0,
        existing int NOT NULL DEFAULT 0,
        rejected int NOT NULL DEFAULT 0,
        report jsonb NOT NULL DEFAULT '[]',
        error text,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS state_aid_imports_project_idx ON state_aid_imports (project_id, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS state_aid_imports_user_idx ON state_aid_imports (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`ALTER TABLE state_aids ADD COLUMN IF NOT EXISTS rna_component_id varchar(20)`);
    await q.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS state_aids_rna_component_idx ON state_aids (client_id, cor, rna_component_id)
         WHERE cor IS NOT NULL AND rna_component_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS state_aids_rna_component_idx`);
    await q.query(`ALTER TABLE state_aids DROP COLUMN IF EXISTS rna_component_id`);
    await q.query(`DROP TABLE IF EXISTS state_aid_imports`);
  }
}
