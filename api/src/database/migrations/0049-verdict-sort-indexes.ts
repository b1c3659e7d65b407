import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 ("clients for an announcement" sorted by a column header, docs/architecture.md#eligibility-verdict-store,
 * "Reading a page"): two more indexes of the verdict store in the orders of `clientOrder`
 * (eligibility.repository.ts), so that a page sorted by the client's name or region is read from
 * an index and stops after its rows, instead of sorting every row of the announcement (all its clients):
 * - by call, environment, name, id: the name order, ascending (read forwards) and descending
 *   (`name DESC, id DESC`: read backwards);
 * - by call, environment, region, name, id: the region order ascending (`region ASC NULLS LAST,
 *   name, id`, the index's own order). The region order descending keeps the names ascending
 *   within a region and the clients without a region last, an order no single index gives read
 *   backwards: it sorted the announcement's rows until migration 0050 gave it an index of its own
 *   (docs/performance.md).
 */
export class VerdictSortIndexes1763800000049 implements MigrationInterface {
  name = 'VerdictSortIndexes1763800000049';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS eligibility_verdicts_name_idx ON eligibility_verdicts (announcement_id, project_id, client_name, client_id)`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS eligibility_verdicts_region_order_idx
         ON eligibility_verdicts (announcement_id, project_id, client_region, client_name, client_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS eligibility_verdicts_region_order_idx`);
    await q.query(`DROP INDEX IF EXISTS eligibility_verdicts_name_idx`);
  }
}
