import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { raw, sql, type Sql } from '../../common/tenancy/sql';
import type { TenantQuery } from '../../common/tenancy/tenant-query';

/** How many rows a card lists ("the latest few", "the first few"). */
export const HOME_LIST_SIZE = 5;

/**
 * Whose records a user counts as "mine" on La mia giornata: `all` (an administrator or local
 * administrator of the environment: every client) or the id of the user whose clients are those
 * it manages (`client_managers`).
 */
export type HomeOwner = { all: true } | { all: false; userId: number };

/** A published open announcement of the environment closing in the next 30 days. */
export interface ClosingCandidate {
  id: number;
  name: string;
  end_date: string;
  days_left: number;
}

/** Counts and sums of one kanban stage (EUR with cents, as numeric text from the database). */
export interface PipelineRow {
  stage: string;
  count: number;
  amount_requested: string;
  amount_granted: string;
  success_fees: string;
}

/**
 * The SQL of La mia giornata (issue 37). Every statement on an environment's records runs through
 * the environment's {@link TenantQuery}; the eligibility verdicts are not computed here but by
 * EligibilityService (see HomeService).
 */
@Injectable()
export class HomeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `c.id` is one of my clients: always true for `all`, else a managing link of the user. */
  private mine(owner: HomeOwner, clientId: string): Sql {
    if (owner.all) return raw('TRUE');
    return sql`EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = ${raw(clientId)} AND cm.user_id = ${owner.userId})`;
  }

  /**
   * Published announcements the environment sees (global and its own) that are open today (started, or
   * without a start date) and close from today to today + 30 days (Europe/Rome), soonest first;
   * at most `limit`.
   */
  closingCandidates(tq: TenantQuery, limit: number): Promise<ClosingCandidate[]> {
    return tq.query<ClosingCandidate>(sql`
      SELECT a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date, (a.end_date - CURRENT_DATE)::int AS days_left
        FROM announcements a
       WHERE ${tq.sharedScope('a')} AND a.status = 'published'
         AND a.end_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 30
         AND (a.start_date IS NULL OR a.start_date <= CURRENT_DATE)
       ORDER BY a.end_date, a.id
       LIMIT ${limit}`);
  }

  /**
   * "Sono interessato" clicks after `since` on links shared with one of my clients: their count
   * and the latest few (client, call, the call log it opened).
   */
  async interest(
    tq: TenantQuery,
    owner: HomeOwner,
    since: Date,
  ): Promise<{
    total: number;
    latest: {
      call_id: number | null;
      client_id: number;
      client_name: string;
      announcement_id: number;
      announcement_name: string;
      created_at: Date;
    }[];
  }> {
    const from = sql`FROM share_interests si
        JOIN announcement_shares s ON s.id = si.share_id
        LEFT JOIN calls k ON k.id = s.call_id AND k.project_id = s.project_id
        JOIN clients c ON c.id = coalesce(s.client_id, k.client_id) AND c.project_id = s.project_id
        JOIN announcements a ON a.id = s.announcement_id
       WHERE ${tq.scope('s')} AND si.created_at > ${since} AND ${this.mine(owner, 'c.id')}`;
    const [{ total }] = await tq.query<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`);
    const latest = total
      ? await tq.query<{
          call_id: number | null;
          client_id: number;
          client_name: string;
          announcement_id: number;
          announcement_name: string;
          created_at: Date;
        }>(
          sql`SELECT si.call_id, c.id AS client_id, c.business_name AS client_name, a.id AS announcement_id, a.name AS announcement_name, si.created_at
              ${from} ORDER BY si.created_at DESC, si.share_id DESC LIMIT ${HOME_LIST_SIZE}`,
        )
      : [];
    return { total, latest };
  }

  /** Newsletter sign-ups of the environment after `since` (pending or confirmed, not unsubscribed): count and the latest few. */
  async signups(
    tq: TenantQuery,
    since: Date,
  ): Promise<{ total: number; latest: { id: number; email: string; status: string; created_at: Date }[] }> {
    const from = sql`FROM newsletter_subscribers ns WHERE ${tq.scope('ns')} AND ns.created_at > ${since} AND ns.status <> 'unsubscribed'`;
    const [{ total }] = await tq.query<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`);
    const latest = total
      ? await tq.query<{ id: number; email: string; status: string; created_at: Date }>(
          sql`SELECT ns.id, ns.email, ns.status, ns.created_at ${from} ORDER BY ns.created_at DESC, ns.id DESC LIMIT ${HOME_LIST_SIZE}`,
        )
      : [];
    return { total, latest };
  }

  /**
   * My open tasks: how many are overdue (due before today), due today, and due in the next 7
   * days (today to today + 6, the `week` filter of the task list); and the first few of those
   * (overdue and due within the week) by due date.
   */
  async tasks(
    tq: TenantQuery,
    userId: number,
  ): Promise<{
    overdue: number;
    today: number;
    week: number;
    first: { id: number; title: string; due_date: string; overdue: boolean; client_id: number | null; client_name: string | null }[];
  }> {
    const mineOpen = sql`${tq.scope('t')} AND t.owner_id = ${userId} AND t.status = 'open'`;
    const [counts] = await tq.query<{ overdue: number; today: number; week: number }>(sql`
      SELECT count(*) FILTER (WHERE t.due_date < CURRENT_DATE)::int AS overdue,
             count(*) FILTER (WHERE t.due_date = CURRENT_DATE)::int AS today,
             count(*) FILTER (WHERE t.due_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 6)::int AS week
        FROM tasks t WHERE ${mineOpen} AND t.due_date <= CURRENT_DATE + 6`);
    const first = await tq.query<{
      id: number;
      title: string;
      due_date: string;
      overdue: boolean;
      client_id: number | null;
      client_name: string | null;
    }>(sql`
      SELECT t.id, t.title, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, (t.due_date < CURRENT_DATE) AS overdue, t.client_id, c.business_name AS client_name
        FROM tasks t LEFT JOIN clients c ON c.id = t.client_id AND c.project_id = t.project_id
       WHERE ${mineOpen} AND t.due_date <= CURRENT_DATE + 6
       ORDER BY t.due_date, t.id LIMIT ${HOME_LIST_SIZE}`);
    return { ...counts, first };
  }

  /**
   * My negotiations (those of my clients) per stage: count and the sums of the requested amount,
   * the granted amount and the success fees (EUR). A negotiation's success fee is its
   * `success_fee_amount`, or else its `success_fee_percent` of the granted amount.
   */
  pipeline(tq: TenantQuery, owner: HomeOwner): Promise<PipelineRow[]> {
    return tq.query<PipelineRow>(sql`
      SELECT n.stage, count(*)::int AS count,
             coalesce(sum(n.amount_requested), 0)::text AS amount_requested,
             coalesce(sum(n.amount_granted), 0)::text AS amount_granted,
             coalesce(sum(coalesce(n.success_fee_amount, round(n.amount_granted * n.success_fee_percent / 100, 2))), 0)::text AS success_fees
        FROM negotiations n
       WHERE ${tq.scope('n')} AND ${this.mine(owner, 'n.client_id')}
       GROUP BY n.stage`);
  }

  /** How many of my clients there are (all of the environment's for `all`). */
  async clientCount(tq: TenantQuery, owner: HomeOwner): Promise<number> {
    const [{ n }] = await tq.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM clients c WHERE ${tq.scope('c')} AND ${this.mine(owner, 'c.id')}`,
    );
    return n;
  }

  /**
   * My clients' current documents (not replaced, not deleted) expired (expiry before `today`) and
   * expiring (from `today` to `today` + `windowDays`), and how many clients hold either
   * (docs/domain.md#client-documents); `today` `YYYY-MM-DD` in Europe/Rome.
   */
  async documentAlerts(
    tq: TenantQuery,
    owner: HomeOwner,
    today: string,
    windowDays: number,
  ): Promise<{ expired: number; expiring: number; clients: number }> {
    const [row] = await tq.query<{ expired: number; expiring: number; clients: number }>(
      sql`SELECT count(*) FILTER (WHERE d.expiry_date < ${today}::date)::int AS expired,
                 count(*) FILTER (WHERE d.expiry_date >= ${today}::date)::int AS expiring,
                 count(DISTINCT d.client_id)::int AS clients
            FROM client_documents d JOIN clients c ON c.id = d.client_id
           WHERE ${tq.scope('c')} AND ${this.mine(owner, 'c.id')} AND d.replaced_at IS NULL AND d.deleted_at IS NULL
             AND d.expiry_date <= ${today}::date + ${windowDays}::int`,
    );
    return row;
  }

  /** Clients of the environment without any manager. */
  async unassignedClients(tq: TenantQuery): Promise<number> {
    const [{ n }] = await tq.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM clients c WHERE ${tq.scope('c')} AND NOT EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = c.id)`,
    );
    return n;
  }

  /** The user's last visit of the environment's La mia giornata (null: never, or not a member row, e.g. an administrator added later). */
  async seenAt(tq: TenantQuery, userId: number): Promise<Date | null> {
    const row = await tq.one<{ home_seen_at: Date | null }>(
      sql`SELECT pu.home_seen_at FROM project_users pu WHERE ${tq.scope('pu')} AND pu.user_id = ${userId}`,
    );
    return row?.home_seen_at ?? null;
  }

  /**
   * Marks the visit now and answers the time stored; null when the user has no membership row in
   * the environment (an administrator belongs to every environment without one: nothing is stored,
   * and its news are those of the last 7 days).
   */
  async markSeen(tq: TenantQuery, userId: number): Promise<Date | null> {
    const [row] = await tq.query<{ home_seen_at: Date }>(
      sql`UPDATE project_users pu SET home_seen_at = now() WHERE ${tq.scope('pu')} AND pu.user_id = ${userId} RETURNING pu.home_seen_at`,
    );
    return row?.home_seen_at ?? null;
  }

  /** Stores the user's start page (`users` is not an environment's table). */
  async setStartPage(userId: number, startPage: 'default' | 'home'): Promise<void> {
    await this.dataSource.query(`UPDATE users SET start_page = $1 WHERE id = $2`, [startPage, userId]);
  }
}
