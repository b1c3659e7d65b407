import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, acceptance 3 (global search p95 <= 100 ms at 100,000 clients on PostgreSQL;
 * docs/performance.md "Global search"): a trigram GIN index on the referents' searched text, the
 * very expression of SearchRepository's referent group (lower-case "name surname surname name
 * email organisation"), so that `LIKE '%term%'` reads the index instead of every referent of the
 * environment. Measured on 5,000 referents (100,000 clients, one referent per 20): a P.IVA with no
 * referent hit went from a 49 ms scan to 0.4 ms, "rossi" (419 hits) to 2.8 ms; the referent group
 * was 13.6 of the 18.4 ms of the whole P.IVA statement. Only with pg_trgm (as migrations 0016,
 * 0022 and 0026: otherwise the search runs by a scan, as before).
 */
export class SearchReferentsIndex1763800000045 implements MigrationInterface {
  name = 'SearchReferentsIndex1763800000045';

  async up(q: QueryRunner): Promise<void> {
    const [{ trgm }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`)) as {
      trgm: boolean;
    }[];
    if (!trgm) return;
    // keep in step with SearchRepository.referentHits's `text`: the planner matches the expression as written
    await q.query(
      `CREATE INDEX IF NOT EXISTS referents_search_trgm_idx ON referents USING gin
         ((lower(name || ' ' || surname || ' ' || surname || ' ' || name || ' ' || coalesce(email, '') || ' ' || coalesce(organisation, ''))) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS referents_search_trgm_idx`);
  }
}
