import { type Sql, sql } from '../tenancy/sql';
import type { TenantQuery } from '../tenancy/tenant-query';

/**
 * Totals of the long lists (clients, calls) at real size (docs/api.md#conventions, issue 12):
 * `total` is exact up to a bound, then estimated by the planner and marked `total_estimated:
 * true`, so that a page never counts 100,000 rows.
 */

/** Default bound of the exact totals (rows): LIST_EXACT_TOTAL_LIMIT overrides it. */
export const DEFAULT_EXACT_TOTAL_LIMIT = 10_000;

/** LIST_EXACT_TOTAL_LIMIT (a positive integer, rows) or {@link DEFAULT_EXACT_TOTAL_LIMIT}; read on every invocation. */
export function exactTotalLimit(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.LIST_EXACT_TOTAL_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_EXACT_TOTAL_LIMIT;
}

/**
 * `count(*)` of `fromWhere` (the text after SELECT: `table alias WHERE ...`) stopped after
 * `limit + 1` rows: an integer expression, exact when it is at most `limit`.
 */
export function cappedCount(fromWhere: Sql, limit: number): Sql {
  return sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${fromWhere} LIMIT ${limit + 1}) capped)`;
}

/** How long an estimate is reused (ms): the same filters within this time do not ask the planner again. */
export const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_MAX = 500;
const estimates = new Map<string, { rows: number; at: number }>();

/**
 * The planner's estimate of the rows of `SELECT 1 FROM fromWhere` (EXPLAIN, nothing executed),
 * through the route's {@link TenantQuery} (the statement carries its environment condition).
 * Reused for ESTIMATE_TTL_MS per statement and parameters (this process only: an estimate).
 */
export async function estimatedCount(tq: TenantQuery, fromWhere: Sql): Promise<number> {
  const statement = sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${fromWhere}`;
  const { text, params } = statement.compile();
  return cachedPlanRows(text, params, () => tq.query<Record<string, unknown>>(statement));
}

/**
 * The planner's estimate of the rows of the query `text` with `params` (`EXPLAIN (FORMAT JSON)`,
 * nothing executed), run by `run`; cached as {@link estimatedCount}. For statements written as
 * text (the verdict store's page, eligibility-store.repository.ts).
 */
export function plannerRows(
  run: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  text: string,
  params: unknown[],
): Promise<number> {
  const explain = `EXPLAIN (FORMAT JSON) ${text}`;
  return cachedPlanRows(explain, params, () => run(explain, params));
}

/** The "Plan Rows" of an EXPLAIN (FORMAT JSON) answer, cached per statement and parameters. */
async function cachedPlanRows(text: string, params: unknown[], explain: () => Promise<Record<string, unknown>[]>): Promise<number> {
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const hit = estimates.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.rows;
  const [row] = await explain();
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  const rows = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  if (estimates.size >= ESTIMATES_MAX) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, { rows, at: Date.now() });
  return rows;
}

/** A list answer's total: `total` and whether it is an estimate. */
export interface ListTotal {
  total: number;
  total_estimated: boolean;
}

/**
 * The total of a list from its capped count (see {@link cappedCount}): exact when at most
 * `limit`, else the planner's estimate, never less than `limit + 1` nor than the rows up to the
 * end of the page read (`seen` = skip + rows of the page).
 */
export async function listTotal(tq: TenantQuery, fromWhere: Sql, capped: number, limit: number, seen: number): Promise<ListTotal> {
  if (capped <= limit) return { total: capped, total_estimated: false };
  const estimate = await estimatedCount(tq, fromWhere);
  return { total: Math.max(estimate, limit + 1, seen), total_estimated: true };
}

/**
 * The total of a list counted by the database's count tables (migration 0020: client_counts,
 * announcement_counts; exact as of the statement's snapshot), with the same semantics as
 * {@link listTotal}: exact (`total_estimated: false`) at or below `limit`, or when `exactAbove`
 * (a deep client page, which counts exactly); above it `total` is that count, marked
 * `total_estimated: true` (rows may come and go before the next page). No statement is sent.
 */
export function countedTotal(count: number, limit: number, exactAbove = false): ListTotal {
  return { total: count, total_estimated: count > limit && !exactAbove };
}
