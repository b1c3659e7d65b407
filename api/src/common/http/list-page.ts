import { joinSql, raw, type Sql, sql } from '../tenancy/sql';

/**
 * Pages of a list whose order is a concatenation of index-ordered segments (issue 12 "Fast at
 * real size", docs/api.md#conventions): e.g. the announcements' default order "open announcements by closing
 * date, then forthcoming, then closed most recent first" is five segments, each read in the order
 * of an index (migration 0018) and stopped after the rows the page needs, instead of sorting every
 * visible row by a CASE expression. A page near the end (more than half of an exact total
 * skipped) reads the segments backwards from the end, so the last page costs what the first does.
 */

/** One key of a segment's order: a column expression of the list's alias (code constant, never input). */
export interface OrderKey {
  expr: string;
  desc?: boolean;
}

/** A part of the order: the rows meeting `where` (besides the list's own conditions), sorted by `order`. */
export interface Segment {
  where: Sql;
  order: OrderKey[];
}

const orderBy = (keys: OrderKey[], reverse: boolean) =>
  raw(
    keys
      .map((k) => {
        const desc = Boolean(k.desc) !== reverse;
        // PostgreSQL's defaults (ASC NULLS LAST, DESC NULLS FIRST): reversing flips both
        return `${k.expr} ${desc ? 'DESC NULLS FIRST' : 'ASC NULLS LAST'}`;
      })
      .join(', '),
  );

/**
 * The rows of the segments in order (`g` = segment number, `r` = position inside it), at most
 * `perSegment` rows in all: segment k is stopped after `perSegment` minus the rows the segments
 * before it gave, so that once a page is full the later segments are not read at all (a LIMIT of
 * 0 ends PostgreSQL's Limit node before it asks its subplan for a row). Before, every segment read
 * `perSegment` rows: the announcements' first page read 75 rows for 15, and the forthcoming segments
 * filtered about 6,000 index entries to find theirs (embedded database, 10,000 announcements: 1.3 of the
 * 2.3 ms of the statement's execution). Each segment is a CTE, materialized because the later
 * segments count its rows. Reversed: the segments from the last, each in reverse.
 */
function segmentsUnion(alias: string, fromWhere: Sql, segments: Segment[], perSegment: Sql, reverse: boolean): Sql {
  // in reading order: g = 0 is read first (the last segment when reversed)
  const reading = reverse ? [...segments].reverse() : segments;
  const names = reading.map((_, g) => `seg${g}`);
  const ctes = reading.map((s, g) => {
    const o = orderBy(s.order, reverse);
    const cols = [...new Set(['id', ...s.order.map((k) => k.expr.replace(`${alias}.`, ''))])];
    const select = raw(cols.map((c) => `${alias}.${c}`).join(', '));
    const before = names.slice(0, g).map((n) => raw(` - (SELECT count(*) FROM ${n})`));
    const limit = g === 0 ? perSegment : sql`greatest(${perSegment}${joinSql(before, '')}, 0)`;
    return sql`${raw(names[g])} AS (SELECT ${raw(String(g))} AS g, row_number() OVER (ORDER BY ${o}) AS r, ${raw(alias)}.id
      FROM (SELECT ${select} FROM ${fromWhere} AND ${s.where} ORDER BY ${o} LIMIT ${limit}) ${raw(alias)})`;
  });
  return sql`WITH ${joinSql(ctes, ',\n')}\n${joinSql(
    names.map((n) => raw(`SELECT * FROM ${n}`)),
    '\nUNION ALL\n',
  )}`;
}

/**
 * A CTE body `SELECT id, ord` of the page `skip`/`take` of `fromWhere` (`table alias WHERE ...`,
 * alias `alias`) in the order of `segments`, which must partition the rows. `total` is the SQL of
 * the rows' count as an integer (exact when at most `limit`); when it is exact and the page lies
 * in the second half, the segments are read backwards. `ord` numbers the page's rows in order.
 */
export function segmentedPage(opts: {
  alias: string;
  fromWhere: Sql;
  segments: Segment[];
  skip: number;
  take: number;
  total: Sql;
  limit: number;
  /**
   * The exact row count when the caller read it before the statement (a count table): the
   * direction is then chosen here and the statement holds only that half, which halves its
   * planning time (measured 7.6 ms of planning for 5.3 ms of execution on the announcements' last page).
   */
  knownTotal?: number;
}): Sql {
  const { alias, fromWhere, segments, skip, take, total, limit, knownTotal } = opts;
  const forward = segmentsUnion(alias, fromWhere, segments, sql`${skip + take}::int`, false);
  // the first page never reads backwards: a statement without that half is planned faster
  // (the embedded database plans slowly: measured 2-5x on this statement)
  if (skip === 0 || (knownTotal !== undefined && !(knownTotal <= limit && knownTotal < 2 * skip))) {
    return sql`SELECT f.id, row_number() OVER (ORDER BY f.g, f.r) AS ord FROM (SELECT u.* FROM (${forward}) u ORDER BY u.g, u.r LIMIT ${take}::int OFFSET ${skip}::int) f`;
  }
  if (knownTotal !== undefined) {
    // the page lies in the second half: only the segments read backwards from the end
    const rest = Math.max(knownTotal - skip, 0);
    const backward = segmentsUnion(alias, fromWhere, segments, sql`${rest}::int`, true);
    return sql`SELECT b.id, row_number() OVER (ORDER BY b.g DESC, b.r DESC) AS ord FROM (SELECT u.* FROM (${backward}) u ORDER BY u.g, u.r
        LIMIT ${Math.min(take, rest)}::int OFFSET ${Math.max(rest - take, 0)}::int) b`;
  }
  const reverse = sql`(${total} <= ${limit}::int AND ${total} < ${2 * skip}::int)`;
  const backward = segmentsUnion(alias, fromWhere, segments, sql`greatest(${total} - ${skip}::int, 0)`, true);
  return sql`SELECT p.id, row_number() OVER (ORDER BY p.k) AS ord FROM (
      SELECT f.id, f.g * 1e9 + f.r AS k FROM (SELECT u.* FROM (${forward}) u ORDER BY u.g, u.r LIMIT ${take}::int OFFSET ${skip}::int) f
       WHERE NOT ${reverse}
      UNION ALL
      SELECT b.id, -(b.g * 1e9 + b.r) AS k FROM (SELECT u.* FROM (${backward}) u ORDER BY u.g, u.r
        LIMIT greatest(least(${take}::int, ${total} - ${skip}::int), 0) OFFSET greatest(${total} - ${skip}::int - ${take}::int, 0)) b
       WHERE ${reverse}) p`;
}
