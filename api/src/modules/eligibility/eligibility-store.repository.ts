import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exactTotalLimit, plannerRows } from '../../common/http/list-total';
import {
  announcementFilters,
  clientOrder,
  eligibleAnnouncementsSql,
  eligibleClientsSql,
  runEligibilityQuery,
  type EligibilityOptions,
  type EligibleClientsOptions,
} from './eligibility.repository';

/** Rank of a stored verdict in the lists' order: eligible, unknown, not eligible (the live SQL's RANK). */
const STORED_RANK = `CASE v.verdict WHEN 'eligible' THEN 0 WHEN 'unknown' THEN 1 ELSE 2 END`;
/** The condition of an announcement the store holds: published and not expired (A_DERIVED's). */
const OPEN_CALL = `a0.status = 'published' AND (a0.end_date IS NULL OR a0.end_date >= CURRENT_DATE)`;

/**
 * One page chosen from the store: `fresh` false when a pending change may concern the answer (the
 * caller then asks the live SQL); else the ids of the page in order and the total of the question
 * (`estimated`: true when the total was counted up to the bound only, then estimated).
 */
export type StorePage = { fresh: false } | { fresh: true; ids: number[]; total: number; estimated?: boolean };

/** The stored rank of each verdict (migration 0046: 0 eligible, 1 unknown, 2 not eligible). */
const RANK_OF: Record<string, number> = { eligible: 0, unknown: 1, not_eligible: 2 };

/**
 * The conditions of "clients for an announcement" on a stored row `v` (and its client `c0` when the
 * visibility needs one): the user's `visibility` (values already in `params`), the filters
 * (manager through `v.client_id`; region, size and verdict on the row's own columns, so that the
 * indexes of migration 0046 serve them).
 */
function storedClientConditions(visibility: string, params: unknown[], opts: EligibleClientsOptions): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [`v.announcement_id = $1`, `v.project_id = $2`, visibility];
  if (opts.managerId)
    where.push(`EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = v.client_id AND cm.user_id = ${add(opts.managerId)})`);
  if (opts.region) where.push(`v.client_region_code = ${add(opts.region)}`);
  if (opts.size) where.push(`v.client_size = ${add(opts.size)}`);
  if (opts.verdict) where.push(`v.rank = ${add(RANK_OF[opts.verdict] ?? -1)}`);
  return where.join(' AND ');
}

/**
 * SQL of "clients for an announcement" answered from the verdict store (docs/architecture.md#eligibility-verdict-store,
 * "Reading a page"): one statement (one snapshot) that checks freshness — the announcement is published
 * and open, and no pending entry names the announcement, everything, or a client of environment `$2` —
 * and, only when fresh, reads the page from `eligibility_verdicts` in the list's order (rank, the
 * client's name and id as stored with the row: the index `eligibility_verdicts_page_idx`, or
 * `_region_idx` for a region filter, read in order and stopped after the page) and counts the
 * matching rows up to `bound + 1` (a capped count). The filters, order and ties are those of
 * {@link eligibleClientsSql}. `$1` call, `$2` environment, `$3` take, `$4` skip; `visibility` is a
 * condition on `v` (and on `c0` when it reads other columns of the client: then the rows are joined
 * with their clients) whose values are already in `params`. Rows `{fresh, id, capped}`: one row with
 * a null id when not fresh or the page is empty. `count` is the same rows' `FROM ... WHERE` (for the
 * planner's estimate above the bound).
 */
export function storedClientsPageSql(
  visibility: string,
  params: unknown[],
  opts: EligibleClientsOptions = {},
  bound = exactTotalLimit(),
): { sql: string; count: string } {
  const where = storedClientConditions(visibility, params, opts);
  // the client's row only when the visibility reads more than its id and environment (today's
  // conditions do not: staff users see the environment, and referent users, who would name their
  // own clients through `v.client_id`, may not ask this question at all)
  const from = /\bc0\./.test(visibility)
    ? `eligibility_verdicts v JOIN clients c0 ON c0.id = v.client_id WHERE ${where}`
    : `eligibility_verdicts v WHERE ${where}`;
  // the freshness check evaluated once (a materialised CTE), then read by both laterals
  const sql = `
    WITH f AS MATERIALIZED (
      SELECT EXISTS (SELECT 1 FROM announcements a0 WHERE a0.id = $1 AND ${OPEN_CALL})
             AND NOT EXISTS (SELECT 1 FROM eligibility_pending e WHERE e.announcement_id = $1 OR (e.client_id IS NULL AND e.announcement_id IS NULL))
             AND NOT EXISTS (SELECT 1 FROM eligibility_pending e JOIN clients pc ON pc.id = e.client_id WHERE pc.project_id = $2) AS fresh)
    SELECT f.fresh, p.c_id AS id, n.capped FROM f
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS capped FROM (SELECT 1 FROM ${from} AND f.fresh LIMIT ${bound + 1}) x
    ) n ON true
    LEFT JOIN LATERAL (
      SELECT v.client_id AS c_id, v.rank AS rank, v.client_name AS c_name, v.client_region AS c_region
        FROM ${from} AND f.fresh
       ORDER BY ${clientOrder(opts.sort, opts.order)} LIMIT $3 OFFSET $4
    ) p ON true
    ORDER BY ${clientOrder(opts.sort, opts.order, 'p.')}`;
  // the count's text names the page's $3 and $4 too (the same parameters; PostgreSQL refuses a parameter it cannot type)
  return { sql, count: `SELECT 1 FROM ${from} AND $3::int > 0 AND $4::int >= 0` };
}

/**
 * SQL of "calls for a client" answered from the verdict store: one statement that checks
 * freshness — no pending entry names client `$1`, everything, or an announcement environment `$2` sees
 * (global or its own) — and, only when fresh, chooses the page from `eligibility_verdicts` joined
 * with the published open announcements: the filters, order (eligible first, then by closing date, open-ended
 * last, then id) and total of {@link eligibleAnnouncementsSql}. `$3` take, `$4` skip. Rows as
 * {@link storedClientsPageSql}.
 */
export function storedAnnouncementsPageSql(projectId: number, clientId: number, opts: EligibilityOptions = {}) {
  const params: unknown[] = [clientId, projectId, opts.take ?? 100, opts.skip ?? 0];
  const add = (v: unknown) => `$${params.push(v)}`;
  let only = announcementFilters(opts, add);
  if (opts.verdict) only += ` AND v.verdict = ${add(opts.verdict)}`;
  const sql = `
    SELECT f.fresh, p.a_id AS id, p.total_count FROM (
      SELECT NOT EXISTS (SELECT 1 FROM eligibility_pending e WHERE e.client_id = $1 OR (e.client_id IS NULL AND e.announcement_id IS NULL))
             AND NOT EXISTS (SELECT 1 FROM eligibility_pending e JOIN announcements pa ON pa.id = e.announcement_id
                              WHERE pa.project_id IS NULL OR pa.project_id = $2) AS fresh) f
    LEFT JOIN LATERAL (
      SELECT a0.id AS a_id, a0.end_date AS a_end, ${STORED_RANK} AS rank, count(*) OVER ()::int AS total_count
        FROM eligibility_verdicts v JOIN announcements a0 ON a0.id = v.announcement_id
       WHERE f.fresh AND v.client_id = $1 AND v.project_id = $2 AND ${OPEN_CALL} AND (a0.project_id IS NULL OR a0.project_id = $2)${only}
       ORDER BY rank, a_end NULLS LAST, a_id LIMIT $3 OFFSET $4
    ) p ON true
    ORDER BY p.rank, p.a_end NULLS LAST, p.a_id`;
  return { sql, params };
}

/** Reads the rows of a store page statement into a {@link StorePage}. */
function toPage(rows: { fresh: boolean; id: number | null; total_count: number | null }[]): StorePage {
  if (!rows[0]?.fresh) return { fresh: false };
  const page = rows.filter((r) => r.id !== null);
  return { fresh: true, ids: page.map((r) => Number(r.id)), total: Number(page[0]?.total_count ?? 0) };
}

/**
 * Puts detail rows (keyed by `key`) in the order of `ids` with the store's `total_count`; the
 * detail SQL answers at most the page's rows.
 */
function inPageOrder(rows: Record<string, unknown>[], key: string, ids: number[], total: number): Record<string, unknown>[] {
  const byId = new Map(rows.map((r) => [Number(r[key]), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, total_count: total }] : [];
  });
}

/**
 * The reading path of the verdict store (issue 32, docs/architecture.md#eligibility-verdict-store):
 * the page of each list question chosen from `eligibility_verdicts` when no pending change may
 * concern it, then the per-requirement details (texts, missing data) of only the page's rows with
 * the live SQL restricted to their ids. Environment-scoped: the rows read are those of the
 * environment's clients (`project_id`).
 */
@Injectable()
export class EligibilityStoreRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Page of "clients for an announcement" `announcementId` in environment `projectId` from the store;
   * `visibility(params)` pushes its values and answers the user's condition on the client alias `c`.
   */
  async clientsPage(
    projectId: number,
    announcementId: number,
    visibility: (params: unknown[]) => string,
    opts: EligibleClientsOptions,
  ): Promise<StorePage> {
    const params: unknown[] = [announcementId, projectId, opts.take ?? 100, opts.skip ?? 0];
    // the client's id and environment are the row's own: the trigger of migration 0046 moves the
    // rows' project_id with the client in the writing transaction, so a row's is always its client's
    const cond = visibility(params)
      .replace(/\bc\.id\b/g, 'v.client_id')
      .replace(/\bc\.project_id\b/g, 'v.project_id')
      .replace(/\bc\./g, 'c0.');
    const bound = exactTotalLimit();
    const { sql, count } = storedClientsPageSql(cond, params, opts, bound);
    const rows: { fresh: boolean; id: number | null; capped: number | null }[] = await this.dataSource.query(sql, params);
    if (!rows[0]?.fresh) return { fresh: false };
    const ids = rows.filter((r) => r.id !== null).map((r) => Number(r.id));
    const capped = Number(rows[0].capped ?? 0);
    if (capped <= bound) return { fresh: true, ids, total: capped, estimated: false };
    // above the bound: the planner's estimate of the same rows (EXPLAIN, cached 10 s)
    const estimate = await plannerRows((t, p) => this.dataSource.query(t, p), count, params);
    return { fresh: true, ids, total: Math.max(estimate, bound + 1, (opts.skip ?? 0) + ids.length), estimated: true };
  }

  /** Page of "calls for a client" `clientId` (a client of environment `projectId`) from the store. */
  async announcementsPage(projectId: number, clientId: number, opts: EligibilityOptions): Promise<StorePage> {
    const { sql, params } = storedAnnouncementsPageSql(projectId, clientId, opts);
    return toPage(await this.dataSource.query(sql, params));
  }

  /**
   * The rows of {@link eligibleClientsSql} (verdicts per requirement, texts, managers) of the
   * clients `ids` for call `announcementId`, in the order of `ids`, each with `total_count` = `total`.
   */
  async clientDetails(announcementId: number, ids: number[], total: number): Promise<Record<string, unknown>[]> {
    if (!ids.length) return [];
    const params: unknown[] = [announcementId, ids];
    const { sql } = eligibleClientsSql('c0.id = ANY($2::int[])', params, { take: ids.length });
    return inPageOrder(await runEligibilityQuery(this.dataSource, sql, params), 'c_id', ids, total);
  }

  /**
   * The rows of {@link eligibleAnnouncementsSql} of the announcements `ids` for client `clientId` of
   * environment `projectId`, in the order of `ids`, each with `total_count` = `total`.
   */
  async announcementDetails(projectId: number, clientId: number, ids: number[], total: number): Promise<Record<string, unknown>[]> {
    if (!ids.length) return [];
    const { sql, params } = eligibleAnnouncementsSql(projectId, clientId, { take: ids.length }, ids);
    return inPageOrder(await runEligibilityQuery(this.dataSource, sql, params), 'a_id', ids, total);
  }
}
