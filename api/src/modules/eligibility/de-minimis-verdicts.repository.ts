import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DE_MINIMIS_REQUIREMENT_VERDICT, DeMinimisCheckService, pairKey, type DeMinimisCall } from '../state-aids/de-minimis-check.service';
import { StateAidsRepository } from '../state-aids/state-aids.repository';
import { UndertakingOperationsRepository } from '../state-aids/undertaking-operations.repository';
import type { DeMinimisCheckView } from '../state-aids/state-aids.response';
import type { DeMinimisStatus } from './eligibility-verdict.entity';

/** A database handle: the data source, or the manager of a transaction. */
type Db = DataSource | EntityManager;

/** A stored row of `de_minimis_verdicts` (migration 0048), `at` as YYYY-MM-DD and the headroom in EUR cents. */
interface StoredRow {
  announcement_id: number;
  client_id: number;
  status: DeMinimisStatus;
  headroom_cents: number;
  at: string;
}

/** The control relations followed by the single undertaking (StateAidsRepository.withControlLinks, docs/domain.md#de-minimis). */
const CONTROL = `(r.kind = 'connected' OR (r.kind = 'associated' AND r.share_percent > 50))`;

/**
 * The clients of environment `$1` whose de minimis check is not simply "no aid recorded": those
 * with state aid, with mergers or splits (either side), with a control relation they declare, or
 * named by the partita IVA or codice fiscale of another client's control relation: the clients
 * StateAidsRepository.withControlLinks and the aid ledger would single out, read from the side of
 * the (few) aid, relation and operation rows, each branch an equality join.
 */
const SPECIAL_CLIENTS = `
  SELECT s.client_id AS id FROM state_aids s JOIN clients c ON c.id = s.client_id WHERE c.project_id = $1
  UNION SELECT u.client_id FROM undertaking_operations u WHERE u.project_id = $1
  UNION SELECT u.counterpart_client_id FROM undertaking_operations u WHERE u.project_id = $1 AND u.counterpart_client_id IS NOT NULL
  UNION SELECT r.client_id FROM client_company_relations r JOIN clients o ON o.id = r.client_id WHERE o.project_id = $1 AND ${CONTROL}
  UNION SELECT c.id FROM client_company_relations r JOIN clients o ON o.id = r.client_id AND o.project_id = $1
          JOIN clients c ON c.project_id = $1 AND upper(c.vat_number) = upper(replace(r.vat_number, ' ', '')) WHERE ${CONTROL}
  UNION SELECT c.id FROM client_company_relations r JOIN clients o ON o.id = r.client_id AND o.project_id = $1
          JOIN clients c ON c.project_id = $1 AND upper(c.fiscal_code) = upper(replace(r.vat_number, ' ', '')) WHERE ${CONTROL}`;

/**
 * The de minimis rows of the verdict store (migration 0048, issue 34;
 * docs/architecture.md#de-minimis-in-the-verdict-store): for the pairs of a published, open announcement
 * under de minimis and a client with aid recorded or a larger single undertaking, the check of
 * DeMinimisCheckService (the domain's deMinimisHeadroom, the same as `GET …/de-minimis` and the
 * single pair's verdict) at the announcement's closing date, or today for an open-ended call. The
 * eligibility SQL reads them as the requirement `de_minimis`; every other pair of a de minimis call
 * is 'unknown' there (no aid recorded). Written only by the job `eligibility-verdicts` and the
 * rebuild, inside their transaction (`em`), before the verdicts they feed; every method answers the
 * clients whose status changed, whose verdicts the caller then recomputes.
 */
@Injectable()
export class DeMinimisVerdictsRepository {
  constructor(private readonly check: DeMinimisCheckService) {}

  /** For the scripts without the app (the rebuild command, benchmarks): the repository on `dataSource`. */
  static on(dataSource: DataSource): DeMinimisVerdictsRepository {
    return new DeMinimisVerdictsRepository(
      new DeMinimisCheckService(dataSource, new StateAidsRepository(), new UndertakingOperationsRepository()),
    );
  }

  /**
   * The announcements whose stored rows were computed for a day before `today` (YYYY-MM-DD): an
   * open-ended call (its rows hold the day they were computed, the rolling window has moved) or
   * an announcement that has closed since.
   */
  async outdatedCalls(db: Db, today: string): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `SELECT DISTINCT announcement_id AS id FROM de_minimis_verdicts WHERE at < $1::date ORDER BY 1`,
      [today],
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * Recomputes the rows of the environments `projects` (every announcement they see) and of the announcements
   * `calls` (every environment that sees them), as of `today`. Answers the clients whose status
   * changed (a row added, removed or changed whose status is or was not 'unknown'). (Each DELETE
   * ... RETURNING is read through a CTE: TypeORM answers a bare DELETE as [rows, count].)
   */
  async refresh(db: Db, scope: { projects: number[]; calls: number[] }, today: string): Promise<number[]> {
    const changed = new Set<number>();
    for (const p of scope.projects) for (const id of await this.refreshProject(db, p, null, today)) changed.add(id);
    if (scope.calls.length) {
      // the announcements' environments: the announcement's own, or every environment for a global announcement
      const projects: { id: number }[] = await db.query(
        `SELECT DISTINCT p.id FROM projects p JOIN announcements a ON a.id = ANY($1::int[]) AND (a.project_id IS NULL OR a.project_id = p.id)
          WHERE NOT (p.id = ANY($2::int[])) ORDER BY 1`,
        [scope.calls, scope.projects],
      );
      for (const p of projects) for (const id of await this.refreshProject(db, Number(p.id), scope.calls, today)) changed.add(id);
      // rows of deleted calls go with them (foreign key); those of an announcement no environment sees any more
      const gone: { client_id: number; status: DeMinimisStatus }[] = await db.query(
        `WITH d AS (DELETE FROM de_minimis_verdicts v WHERE v.announcement_id = ANY($1::int[]) AND NOT EXISTS (
           SELECT 1 FROM clients c JOIN announcements a ON a.id = v.announcement_id
            WHERE c.id = v.client_id AND (a.project_id IS NULL OR a.project_id = c.project_id)) RETURNING client_id, status)
         SELECT client_id, status FROM d`,
        [scope.calls],
      );
      for (const g of gone) if (g.status !== 'unknown') changed.add(Number(g.client_id));
    }
    return [...changed].sort((a, b) => a - b);
  }

  /** Recomputes every row (the store's rebuild): every environment, rows of vanished environments deleted. */
  async rebuild(db: Db, today: string): Promise<number[]> {
    const projects: { id: number }[] = await db.query(`SELECT id FROM projects ORDER BY id`);
    const changed = new Set(await this.refresh(db, { projects: projects.map((p) => Number(p.id)), calls: [] }, today));
    const gone: { client_id: number }[] = await db.query(
      `WITH d AS (DELETE FROM de_minimis_verdicts v WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = v.project_id) RETURNING client_id)
       SELECT client_id FROM d`,
    );
    for (const g of gone) changed.add(Number(g.client_id));
    return [...changed].sort((a, b) => a - b);
  }

  /**
   * The rows of environment `projectId` (of the announcements `calls` only, or of every announcement it sees when
   * null): the check of each (special client, open de minimis call) pair, compared with the
   * stored rows; rows no longer due deleted, changed ones written.
   */
  private async refreshProject(db: Db, projectId: number, calls: number[] | null, today: string): Promise<number[]> {
    const open: (DeMinimisCall & { id: number })[] = await db.query(
      `SELECT id, aid_scheme_de_minimis, de_minimis_regulation, grant_max, to_char(end_date, 'YYYY-MM-DD') AS end_date
         FROM announcements a0 WHERE a0.status = 'published' AND (a0.end_date IS NULL OR a0.end_date >= $2::date)
          AND a0.aid_scheme_de_minimis AND (a0.project_id IS NULL OR a0.project_id = $1)
          AND ($3::int[] IS NULL OR a0.id = ANY($3::int[])) ORDER BY id`,
      [projectId, today, calls],
    );
    const clients: number[] = open.length
      ? ((await db.query(`SELECT id FROM (${SPECIAL_CLIENTS}) s ORDER BY id`, [projectId])) as { id: number }[]).map((r) => Number(r.id))
      : [];
    const pairs = clients.flatMap((client_id) => open.map((a) => ({ client_id, announcement_id: Number(a.id) })));
    const checks = pairs.length ? await this.check.check(projectId, pairs, today, open, db) : new Map<string, DeMinimisCheckView>();
    const fresh = new Map<string, StoredRow>();
    for (const p of pairs) {
      const c = checks.get(pairKey(p.client_id, p.announcement_id));
      if (c)
        fresh.set(pairKey(p.client_id, p.announcement_id), {
          ...p,
          status: DE_MINIMIS_REQUIREMENT_VERDICT[c.status],
          headroom_cents: c.headroom_cents,
          at: c.at,
        });
    }
    const stored: StoredRow[] = await db.query(
      `SELECT announcement_id, client_id, status, headroom_cents::float8 AS headroom_cents, to_char(at, 'YYYY-MM-DD') AS at
         FROM de_minimis_verdicts WHERE project_id = $1 AND ($2::int[] IS NULL OR announcement_id = ANY($2::int[]))`,
      [projectId, calls],
    );
    const changed = new Set<number>();
    const gone = stored.filter((s) => !fresh.has(pairKey(s.client_id, s.announcement_id)));
    const before = new Map(stored.map((s) => [pairKey(s.client_id, s.announcement_id), s]));
    const put = [...fresh.values()].filter((f) => {
      const s = before.get(pairKey(f.client_id, f.announcement_id));
      if ((s?.status ?? 'unknown') !== f.status) changed.add(f.client_id);
      return !s || s.status !== f.status || Number(s.headroom_cents) !== f.headroom_cents || s.at !== f.at;
    });
    for (const g of gone) if (g.status !== 'unknown') changed.add(g.client_id);
    if (gone.length)
      await db.query(
        `DELETE FROM de_minimis_verdicts v USING unnest($1::int[], $2::int[]) AS g(announcement_id, client_id)
          WHERE v.announcement_id = g.announcement_id AND v.client_id = g.client_id`,
        [gone.map((g) => g.announcement_id), gone.map((g) => g.client_id)],
      );
    if (put.length)
      await db.query(
        `INSERT INTO de_minimis_verdicts AS v (announcement_id, client_id, project_id, status, headroom_cents, at, computed_at)
           SELECT f.announcement_id, f.client_id, $6, f.status, f.headroom_cents, f.at, clock_timestamp()
             FROM unnest($1::int[], $2::int[], $3::text[], $4::bigint[], $5::date[]) AS f(announcement_id, client_id, status, headroom_cents, at)
         ON CONFLICT (announcement_id, client_id) DO UPDATE
           SET project_id = EXCLUDED.project_id, status = EXCLUDED.status, headroom_cents = EXCLUDED.headroom_cents,
               at = EXCLUDED.at, computed_at = EXCLUDED.computed_at`,
        [
          put.map((f) => f.announcement_id),
          put.map((f) => f.client_id),
          put.map((f) => f.status),
          put.map((f) => f.headroom_cents),
          put.map((f) => f.at),
          projectId,
        ],
      );
    return [...changed];
  }
}
