import {
  allocateSplit,
  type DeMinimisAid,
  type SingleUndertaking,
  type SingleUndertakingInput,
  type UndertakingEnterprise,
  type UndertakingLink,
} from '@bandi/domain';
import type { Row } from '../../common/tenancy/tenant-query';

/**
 * The mergers and splits of the single undertaking (issue 34; docs/domain.md#de-minimis, "Mergers
 * and splits") turned into the input of `singleUndertaking` and into the aid it counts. Pure
 * functions over the rows of UndertakingOperationsRepository (`around`) and StateAidsRepository.
 */

/** An operation as read by UndertakingOperationsRepository (counterpart resolved). */
export interface OperationRow {
  id: number;
  client_id: number;
  kind: 'merger' | 'split';
  operation_date: string;
  counterpart_client_id: number | null;
  counterpart_name: string;
  counterpart_vat: string | null;
  allocation: 'activities' | 'equity' | null;
  equity_cents: number | null;
  total_equity_cents: number | null;
}

/** Key of the counterpart in the graph: the client, else the enterprise by its code, else the operation. */
export function counterpartKey(o: OperationRow): string {
  if (o.counterpart_client_id !== null) return `client:${o.counterpart_client_id}`;
  return o.counterpart_vat ? `vat:${o.counterpart_vat}` : `operation:${o.id}`;
}

/**
 * The graph of the related enterprises (`undertakingInput`) with the operations: a merger makes
 * the counterpart `absorbed` into the client (art. 3(8)), a split makes the client `successor` of
 * the counterpart (art. 3(9)); counterparts missing from the graph are added as enterprises.
 */
export function withOperations(
  graph: { enterprises: UndertakingEnterprise[]; links: UndertakingLink[] },
  ops: Row[],
): Omit<SingleUndertakingInput, 'subject'> {
  const enterprises = new Map(graph.enterprises.map((e) => [e.key, e]));
  const mergers: NonNullable<SingleUndertakingInput['mergers']> = [];
  const splits: NonNullable<SingleUndertakingInput['splits']> = [];
  for (const o of ops as unknown as OperationRow[]) {
    const key = counterpartKey(o);
    if (!enterprises.has(key))
      enterprises.set(key, { key, name: o.counterpart_name, fiscal_code: o.counterpart_vat, client_id: o.counterpart_client_id });
    const own = `client:${o.client_id}`;
    if (o.kind === 'merger') mergers.push({ absorbed: key, into: own, date: o.operation_date });
    else splits.push({ predecessor: key, successor: own, date: o.operation_date });
  }
  return { enterprises: [...enterprises.values()], links: graph.links, mergers, splits };
}

/**
 * The aid `rows` (of the member clients, with `client_id`, `grant_date`, `regulation`,
 * `aid_element_cents`) as the single undertaking `unit` counts it: a member that is in it by
 * control (or the client itself) with all its aid; a member reached through a merger or a split,
 * or linked by control to such a member (`until` of the member: singleUndertaking), with the aid
 * granted up to the date of the operation; the aid of a former enterprise (and of its own
 * controlled or controlling enterprises: `split_share_of`) for the part allocated to the successor
 * (`counted_cents`: all of it when it took over the activities, else `allocateSplit` on the book
 * value of equity: art. 3(9)). Rows of clients outside `unit` are left out.
 */
export function memberAids<T extends Row>(unit: SingleUndertaking, ops: Row[], rows: T[]): (T & DeMinimisAid)[] {
  const operations = ops as unknown as OperationRow[];
  const byKey = new Map(unit.members.map((m) => [m.key, m]));
  /** the allocation of the split that made `key` a former enterprise of the unit (null: all of it) */
  const shareOf = (key: string | null): ((cents: number) => number) | null => {
    const m = key ? byKey.get(key) : undefined;
    if (!m) return null;
    const o = operations.find((x) => x.kind === 'split' && counterpartKey(x) === m.key && `client:${x.client_id}` === m.via);
    if (!o || o.allocation !== 'equity') return null;
    const equity = [Number(o.equity_cents), Number(o.total_equity_cents)];
    return (cents) => allocateSplit(cents, [equity[0], Math.max(0, equity[1] - equity[0])])[0];
  };
  const rule = new Map<number, { until: string | null; share: ((cents: number) => number) | null }>();
  for (const m of unit.members) {
    if (m.client_id === null || rule.has(m.client_id)) continue;
    rule.set(m.client_id, { until: m.until, share: m.until ? shareOf(m.split_share_of) : null });
  }
  const out: (T & DeMinimisAid)[] = [];
  for (const r of rows) {
    const clientId = Number(r.client_id);
    const via = rule.get(clientId);
    if (!via) continue;
    const base = { ...r, beneficiary: `client:${clientId}` } as unknown as T & DeMinimisAid;
    if (via.until === null) out.push(base);
    else if (String(r.grant_date) <= via.until)
      out.push({ ...base, counted_cents: via.share ? via.share(Number(r.aid_element_cents)) : null });
  }
  return out;
}
