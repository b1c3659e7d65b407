import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INVESTOR_KINDS } from '@bandi/domain';
import { recomputeDimension } from '../../modules/clients/sme.repository';
import { TenantQuery } from '../../common/tenancy/tenant-query';

/**
 * Issue 10, SME size (docs/domain.md, "SME size"): a client's yearly figures can be an art. 4(3)
 * good-faith estimate (`client_history.estimate`); a related enterprise can be an art. 3(2)
 * exempt investor (`investor_kind`, with the `invested_amount` in EUR for business angels) and
 * has figures per year (`client_company_relation_history`). The stored dimension of every client
 * is then recomputed with the art. 4(2) two-year rule (a manual dimension stays).
 */
export class SmeYears1763800000011 implements MigrationInterface {
  name = 'SmeYears1763800000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE client_history ADD COLUMN estimate boolean NOT NULL DEFAULT false`);
    await q.query(`
      ALTER TABLE client_company_relations
        ADD COLUMN investor_kind varchar(40) CHECK (investor_kind IN (${INVESTOR_KINDS.map((k) => `'${k}'`).join(',')})),
        ADD COLUMN invested_amount numeric(15,2)`);
    await q.query(`
      CREATE TABLE client_company_relation_history (
        id serial PRIMARY KEY,
        relation_id int NOT NULL REFERENCES client_company_relations(id) ON DELETE CASCADE,
        year int NOT NULL,
        headcount numeric(10,2),
        turnover numeric(15,2),
        balance_sheet_total numeric(15,2),
        UNIQUE (relation_id, year)
      )`);
    const clients: { id: number; project_id: number; manual: boolean; dimension: string | null }[] = await q.query(
      `SELECT id, project_id, company_dimension_manual AS manual, company_dimension AS dimension FROM clients ORDER BY id`,
    );
    for (const c of clients) await recomputeDimension(new TenantQuery(q.manager, c.project_id), c.id, c.manual ? c.dimension : null);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS client_company_relation_history`);
    await q.query(`ALTER TABLE client_company_relations DROP COLUMN IF EXISTS investor_kind, DROP COLUMN IF EXISTS invested_amount`);
    await q.query(`ALTER TABLE client_history DROP COLUMN IF EXISTS estimate`);
  }
}
