import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37 "Global search" (docs/api.md, "Global search"; `modules/search`): the indexes of the
 * search across clients, referents, announcements, call logs and negotiations of an environment.
 *
 * Reused: the client search table of migration 0022 (`client_search`, lower-case name, P.IVA,
 * codice fiscale and comune, with its trigram index), the btree indexes on `clients.vat_number`
 * and `clients.fiscal_code` (an exact identifier), the trigram index on `announcements.name`
 * (migration 0016).
 *
 * Added:
 * - `client_search (project_id, search_text text_pattern_ops)`: the clients whose name starts
 *   with the term, read as a range of this index (LIKE 'term%' on any collation) and cut at the
 *   candidate limit, instead of collecting every trigram match of a common prefix;
 * - with pg_trgm (as in migrations 0016 and 0022: installed, or the searches run by a scan): a
 *   trigram GIN index on the lower-case searched text of a call log (company name and note) and
 *   on the lower-case title of a negotiation.
 */
export class GlobalSearch1763800000026 implements MigrationInterface {
  name = 'GlobalSearch1763800000026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS client_search_prefix_idx ON client_search (project_id, search_text text_pattern_ops)`);
    const [{ trgm }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`)) as {
      trgm: boolean;
    }[];
    if (trgm) {
      await q.query(
        `CREATE INDEX IF NOT EXISTS calls_search_trgm_idx ON calls USING gin ((lower(coalesce(company_name, '') || ' ' || coalesce(note, ''))) gin_trgm_ops)`,
      );
      await q.query(`CREATE INDEX IF NOT EXISTS negotiations_title_trgm_idx ON negotiations USING gin ((lower(title)) gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const idx of ['client_search_prefix_idx', 'calls_search_trgm_idx', 'negotiations_title_trgm_idx']) {
      await q.query(`DROP INDEX IF EXISTS ${idx}`);
    }
  }
}
