import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 ("clients for an announcement" sorted by region, descending; docs/architecture.md#eligibility-verdict-store,
 * "Reading a page"): the order `client_region DESC NULLS LAST, client_name, client_id` of
 * `clientOrder` (eligibility.repository.ts), which no index of migration 0049 gives read either
 * way (the names stay ascending within a region and the clients without a region last). Without it
 * the page sorted every row of the announcement: 603 ms p95 (1,048 ms max) at a million clients,
 * where the ascending order reads its page in about 20 ms (docs/performance.md#eligibility). With it the page reads its rows from
 * this index and stops, as the other orders do.
 */
export class VerdictRegionDescIndex1763800000050 implements MigrationInterface {
  name = 'VerdictRegionDescIndex1763800000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS eligibility_verdicts_region_desc_idx
         ON eligibility_verdicts (announcement_id, project_id, client_region DESC NULLS LAST, client_name, client_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS eligibility_verdicts_region_desc_idx`);
  }
}
