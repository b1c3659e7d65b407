import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { pairVerdictsSql, pairVerdictsWith } from './eligibility.repository';
import type { StoredVerdict } from './eligibility-verdict.entity';

/** A database handle: the data source, or the manager of a transaction. */
type Db = DataSource | EntityManager;

/** A stored (or freshly evaluated) pair: the columns of `eligibility_verdicts` the questions read. */
export interface PairVerdict {
  announcement_id: number;
  client_id: number;
  project_id: number;
  verdict: StoredVerdict;
  failed: string[];
  unknown: string[];
}

/** A pending change (eligibility_pending): a client, an announcement, everything (both null), and whether it concerns de minimis. */
export interface PendingEntry {
  id: string;
  client_id: number | null;
  announcement_id: number | null;
  de_minimis: boolean;
  de_minimis_project_id: number | null;
}

/** What one recomputation did: pairs evaluated, rows written (new or changed) and rows deleted. */
export interface RecomputeCounts {
  pairs: number;
  written: number;
  deleted: number;
}

/** Calls recomputed per statement by a full rebuild (one statement holds calls x all clients in memory). */
const REBUILD_CALLS_PER_STATEMENT = 25;
/** Clients recomputed per statement for a batch of changed clients. */
const CLIENTS_PER_STATEMENT = 500;

const add = (a: RecomputeCounts, b: RecomputeCounts): RecomputeCounts => ({
  pairs: a.pairs + b.pairs,
  written: a.written + b.written,
  deleted: a.deleted + b.deleted,
});
const ZERO: RecomputeCounts = { pairs: 0, written: 0, deleted: 0 };

/**
 * The statements of the eligibility verdict store (issue 32, docs/architecture.md#eligibility-verdict-store).
 * Every verdict comes from {@link pairVerdictsSql}, the SQL of the live questions; a recomputation
 * of a scope (some clients x every announcement they see, some calls x every client that sees them, all)
 * is ONE statement that evaluates the scope, deletes the scope's rows that are no longer pairs
 * (a closed announcement, a client moved away) and upserts the others, rewriting only the rows whose
 * verdict changed. Cross-environment by design (a global announcement's pairs span every environment):
 * run by the job and the rebuild command only; the readers filter on `project_id`.
 */
@Injectable()
export class EligibilityVerdictsRepository {
  /**
   * Takes the store's lock until the transaction of `em` ends (a PostgreSQL transaction-level
   * advisory lock): the job's rounds and a rebuild run one at a time across instances.
   */
  async lock(em: EntityManager): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('eligibility_verdicts'))`);
  }

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Recomputes every pair of the clients `ids` (each with every published open announcement its
   * environment sees), except the pairs of the announcements `skipCalls` (recomputed whole by the caller).
   */
  async recomputeClients(db: Db, ids: number[], skipCalls: number[] = []): Promise<RecomputeCounts> {
    let out = ZERO;
    for (let i = 0; i < ids.length; i += CLIENTS_PER_STATEMENT) {
      const chunk = ids.slice(i, i + CLIENTS_PER_STATEMENT);
      out = add(
        out,
        await this.recompute(
          db,
          'NOT (a0.id = ANY($2::int[]))',
          'c0.id = ANY($1::int[])',
          'v.client_id = ANY($1::int[]) AND NOT (v.announcement_id = ANY($2::int[]))',
          [chunk, skipCalls],
        ),
      );
    }
    return out;
  }

  /** Recomputes every pair of the announcements `ids` (each with every client of the environments that see it). */
  async recomputeAnnouncements(db: Db, ids: number[], perStatement = REBUILD_CALLS_PER_STATEMENT): Promise<RecomputeCounts> {
    let out = ZERO;
    for (let i = 0; i < ids.length; i += perStatement) {
      const chunk = ids.slice(i, i + perStatement);
      out = add(out, await this.recompute(db, 'a0.id = ANY($1::int[])', 'true', 'v.announcement_id = ANY($1::int[])', [chunk]));
    }
    return out;
  }

  /**
   * Recomputes the whole store: deletes the rows of announcements no longer published and open, then
   * recomputes the published open announcements by groups of {@link REBUILD_CALLS_PER_STATEMENT}.
   */
  async rebuild(db: Db): Promise<RecomputeCounts> {
    const gone: { n: number }[] = await db.query(
      `WITH d AS (DELETE FROM eligibility_verdicts v WHERE NOT EXISTS (
                   SELECT 1 FROM announcements a WHERE a.id = v.announcement_id AND a.status = 'published'
                      AND (a.end_date IS NULL OR a.end_date >= CURRENT_DATE)) RETURNING 1)
       SELECT count(*)::int AS n FROM d`,
    );
    const calls: { id: number }[] = await db.query(
      `SELECT id FROM announcements WHERE status = 'published' AND (end_date IS NULL OR end_date >= CURRENT_DATE) ORDER BY id`,
    );
    const out = await this.recomputeAnnouncements(
      db,
      calls.map((c) => c.id),
    );
    return { ...out, deleted: out.deleted + gone[0].n };
  }

  /**
   * One recomputation: `aWhere` / `cWhere` choose the pairs (conditions on `a0` / `c0`), `scope`
   * the stored rows they replace (condition on `v`); `$1` is the ids.
   */
  private async recompute(db: Db, aWhere: string, cWhere: string, scope: string, params: unknown[]): Promise<RecomputeCounts> {
    const [row] = await db.query(
      `WITH ${pairVerdictsWith},
       fresh AS MATERIALIZED (${pairVerdictsSql(aWhere, cWhere)}),
       gone AS (DELETE FROM eligibility_verdicts v WHERE ${scope}
                  AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.announcement_id = v.announcement_id AND f.client_id = v.client_id)
                RETURNING 1),
       put AS (INSERT INTO eligibility_verdicts AS v (announcement_id, client_id, project_id, verdict, failed, unknown, computed_at,
                                                      rank, client_name, client_region, client_region_code, client_size)
                 SELECT f.announcement_id, f.client_id, f.project_id, f.verdict, f.failed, f.unknown, clock_timestamp(),
                        CASE f.verdict WHEN 'eligible' THEN 0 WHEN 'unknown' THEN 1 ELSE 2 END,
                        c.business_name, c.region, c.region_code, c.company_dimension
                   FROM fresh f JOIN clients c ON c.id = f.client_id
               ON CONFLICT (announcement_id, client_id) DO UPDATE
                 SET project_id = EXCLUDED.project_id, verdict = EXCLUDED.verdict, failed = EXCLUDED.failed,
                     unknown = EXCLUDED.unknown, computed_at = EXCLUDED.computed_at, rank = EXCLUDED.rank,
                     client_name = EXCLUDED.client_name, client_region = EXCLUDED.client_region,
                     client_region_code = EXCLUDED.client_region_code, client_size = EXCLUDED.client_size
               WHERE (v.project_id, v.verdict, v.failed, v.unknown, v.client_name, v.client_region, v.client_region_code, v.client_size)
                     IS DISTINCT FROM (EXCLUDED.project_id, EXCLUDED.verdict, EXCLUDED.failed, EXCLUDED.unknown, EXCLUDED.client_name,
                                       EXCLUDED.client_region, EXCLUDED.client_region_code, EXCLUDED.client_size)
               RETURNING 1)
       SELECT (SELECT count(*) FROM fresh)::int AS pairs, (SELECT count(*) FROM put)::int AS written,
              (SELECT count(*) FROM gone)::int AS deleted`,
      params,
    );
    return { pairs: row.pairs, written: row.written, deleted: row.deleted };
  }

  /**
   * `VACUUM (ANALYZE)` of the store and the pending table, outside any transaction (after a
   * rebuild: the page's capped count then reads the index alone); best effort, an error is ignored.
   */
  async vacuum(db: DataSource): Promise<void> {
    await db.query(`VACUUM (ANALYZE) eligibility_verdicts, eligibility_pending`).catch(() => undefined);
  }

  /**
   * A fresh evaluation (nothing written) of the pairs of the announcements `announcementIds` (null: every
   * published open announcement) with the clients of environment `projectId` (null: every environment),
   * ordered by call then client.
   */
  async evaluate(db: Db, announcementIds: number[] | null, projectId: number | null): Promise<PairVerdict[]> {
    return db.query(
      `WITH ${pairVerdictsWith} SELECT * FROM (${pairVerdictsSql(
        '($1::int[] IS NULL OR a0.id = ANY($1::int[]))',
        '($2::int IS NULL OR c0.project_id = $2::int)',
      )}) f ORDER BY announcement_id, client_id`,
      [announcementIds, projectId],
    );
  }

  /**
   * The stored rows of one announcement for the clients of environment `projectId` (client ascending) with
   * `stale`: true when a pending change names the client or the announcement, or everything.
   */
  async storedForAnnouncement(projectId: number, announcementId: number): Promise<(PairVerdict & { stale: boolean })[]> {
    return this.dataSource.query(
      `SELECT v.announcement_id, v.client_id, v.project_id, v.verdict, v.failed, v.unknown,
              EXISTS (SELECT 1 FROM eligibility_pending p WHERE p.client_id = v.client_id OR p.announcement_id = v.announcement_id
                         OR (p.client_id IS NULL AND p.announcement_id IS NULL)) AS stale
         FROM eligibility_verdicts v WHERE v.project_id = $1 AND v.announcement_id = $2 ORDER BY v.client_id`,
      [projectId, announcementId],
    );
  }

  /**
   * Whether a pending change may concern "clients of announcement `announcementId`" in environment
   * `projectId`: the announcement, everything, or a client of the environment (whose rows may not exist yet).
   */
  async pendingForAnnouncement(projectId: number, announcementId: number): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM eligibility_pending p WHERE p.announcement_id = $2 OR (p.client_id IS NULL AND p.announcement_id IS NULL)
                OR p.client_id IN (SELECT c.id FROM clients c WHERE c.project_id = $1)) AS pending`,
      [projectId, announcementId],
    );
    return row.pending;
  }

  /**
   * The pending entries (at most `limit`, oldest first); `de_minimis` entries name the environment
   * (`de_minimis_project_id`) whose de minimis rows are to be recomputed (migration 0048).
   */
  pending(db: Db, limit: number): Promise<PendingEntry[]> {
    return db.query(
      `SELECT id::text AS id, client_id, announcement_id, de_minimis, de_minimis_project_id FROM eligibility_pending ORDER BY id LIMIT $1`,
      [limit],
    );
  }

  /**
   * Notes, in transaction `em`, every pending entry committed so far (a temporary table dropped at
   * commit: no bound, however many there are) and answers how many: the entries a rebuild that
   * starts now carries into the store. {@link clearNoted} deletes exactly those.
   */
  async notePending(em: EntityManager): Promise<number> {
    await em.query(`CREATE TEMP TABLE eligibility_pending_noted ON COMMIT DROP AS SELECT id FROM eligibility_pending`);
    const [{ n }] = await em.query(`SELECT count(*)::int AS n FROM eligibility_pending_noted`);
    return n;
  }

  /** Deletes the pending entries {@link notePending} noted in transaction `em` (those committed later stay for the job). */
  async clearNoted(em: EntityManager): Promise<void> {
    await em.query(`DELETE FROM eligibility_pending p USING eligibility_pending_noted n WHERE p.id = n.id`);
  }

  /** Deletes the pending entries `ids` (those a recomputation has carried into the store). */
  async clearPending(db: Db, ids: string[]): Promise<void> {
    await db.query(`DELETE FROM eligibility_pending WHERE id = ANY($1::bigint[])`, [ids]);
  }
}
