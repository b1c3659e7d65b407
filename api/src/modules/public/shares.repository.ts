import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { sql } from '../../common/tenancy/sql';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { ClientShareListItemView, ShareListItemView, ShareView } from './share.response';

/** Columns of a link in the lists (alias `s` and the joins of {@link LIST_JOINS}). */
const LIST_COLUMNS = sql`s.id, s.client_id, s.call_id, s.subscriber_id, s.expires_at, s.revoked_at, s.created_at,
  (s.revoked_at IS NULL AND s.expires_at > now()) AS active,
  CASE WHEN s.revoked_at IS NOT NULL THEN 'revoked' WHEN s.expires_at <= now() THEN 'expired' ELSE 'active' END AS status,
  s.created_by, CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.name || ' ' || u.surname) END AS created_by_name,
  COALESCE(s.client_id, k.client_id, ns.client_id) AS recipient_client_id, c.business_name AS client_name, ns.email AS subscriber_email,
  s.opens_count, s.first_opened_at, s.last_opened_at,
  (i.share_id IS NOT NULL) AS interest, i.created_at AS interest_at, i.call_id AS interest_call_id`;

/** Joins of the lists: author, call log, subscriber, client (each in the link's environment) and the interest. */
const LIST_JOINS = sql`LEFT JOIN users u ON u.id = s.created_by
  LEFT JOIN calls k ON k.id = s.call_id AND k.project_id = s.project_id
  LEFT JOIN newsletter_subscribers ns ON ns.id = s.subscriber_id AND ns.project_id = s.project_id
  LEFT JOIN clients c ON c.id = COALESCE(s.client_id, k.client_id, ns.client_id) AND c.project_id = s.project_id
  LEFT JOIN share_interests i ON i.share_id = s.id`;

/** The DataSource or a transaction. */
type Db = DataSource | EntityManager;

/** What the public page needs of a live share. */
export interface ResolvedShare {
  project_id: number;
  client_id: number | null;
  call_id: number | null;
  expires_at: string;
}

/**
 * The SQL of share links (table `announcement_shares`, migration 0007; tokens stored as their
 * SHA-256). An environment's statements go through a {@link TenantQuery}; {@link resolveLive},
 * the public page's lookup by token hash, is the one without an environment: the link gives it.
 */
@Injectable()
export class SharesRepository {
  /** The environment's query helper on `db`. */
  tenant(db: Db, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** True when the client is one of the environment's. */
  async hasClient(tq: TenantQuery, clientId: number): Promise<boolean> {
    return !!(await tq.one(sql`SELECT c.id FROM clients c WHERE ${tq.scope('c')} AND c.id = ${clientId}`));
  }

  /** True when the call log is one of the environment's. */
  async hasCall(tq: TenantQuery, callId: number): Promise<boolean> {
    return !!(await tq.one(sql`SELECT k.id FROM calls k WHERE ${tq.scope('k')} AND k.id = ${callId}`));
  }

  /**
   * Stores a link valid `days` days from now (undefined when the announcement is not visible here);
   * answers `{id, client_id, call_id, expires_at, created_at}`. `subscriberId`: a newsletter
   * subscriber's link (migration 0034).
   */
  async insert(
    tq: TenantQuery,
    s: {
      tokenHash: string;
      announcementId: number;
      clientId: number | null;
      callId: number | null;
      subscriberId?: number | null;
      userId: number;
      days: number;
    },
  ): Promise<ShareView | undefined> {
    // the announcement must be one this environment sees (global or its own)
    const [row] = await tq.query<ShareView>(
      sql`INSERT INTO announcement_shares (token_hash, announcement_id, project_id, client_id, call_id, subscriber_id, created_by, expires_at)
          SELECT ${s.tokenHash}, a.id, ${tq.projectId}::int, ${s.clientId}::int, ${s.callId}::int, ${s.subscriberId ?? null}::int, ${s.userId}::int, now() + make_interval(days => ${s.days}::int)
            FROM announcements a WHERE ${tq.sharedScope('a')} AND a.id = ${s.announcementId}
          RETURNING id, client_id, call_id, expires_at, created_at`,
    );
    return row;
  }

  /**
   * The environment's links of one announcement, newest first (docs/api.md#share-links): each with
   * `active` (not revoked, not expired), who made it (`created_by_name`), its recipient (client or
   * newsletter subscriber), the openings of the public page and the "Sono interessato" it brought
   * (`interest`, `interest_at`, `interest_call_id`).
   */
  list(tq: TenantQuery, announcementId: number): Promise<ShareListItemView[]> {
    return tq.query<ShareListItemView>(
      sql`SELECT ${LIST_COLUMNS}
            FROM announcement_shares s ${LIST_JOINS}
           WHERE ${tq.scope('s')} AND s.announcement_id = ${announcementId}
           ORDER BY s.created_at DESC, s.id DESC`,
    );
  }

  /**
   * One page of the environment's links to a client (made for the client, for one of its call logs
   * or for a newsletter subscriber of the client), newest first, with the announcement's name; and the total.
   */
  async listForClient(
    tq: TenantQuery,
    clientId: number,
    page: { skip: number; take: number },
  ): Promise<{ data: ClientShareListItemView[]; total: number }> {
    const rows = await tq.query<ClientShareListItemView & { total: number }>(
      sql`SELECT ${LIST_COLUMNS}, s.announcement_id, a.name AS announcement_name, count(*) OVER ()::int AS total
            FROM announcement_shares s ${LIST_JOINS}
            JOIN announcements a ON a.id = s.announcement_id
           WHERE ${tq.scope('s')} AND (s.client_id = ${clientId} OR k.client_id = ${clientId} OR ns.client_id = ${clientId})
           ORDER BY s.created_at DESC, s.id DESC
           LIMIT ${page.take} OFFSET ${page.skip}`,
    );
    const total = rows[0]?.total ?? (page.skip > 0 ? await this.countForClient(tq, clientId) : 0);
    return { data: rows.map(({ total: _t, ...r }) => r as ClientShareListItemView), total };
  }

  /** Number of the environment's links to a client (for a page past the last). */
  private async countForClient(tq: TenantQuery, clientId: number): Promise<number> {
    const row = await tq.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM announcement_shares s
            LEFT JOIN calls k ON k.id = s.call_id AND k.project_id = s.project_id
            LEFT JOIN newsletter_subscribers ns ON ns.id = s.subscriber_id AND ns.project_id = s.project_id
           WHERE ${tq.scope('s')} AND (s.client_id = ${clientId} OR k.client_id = ${clientId} OR ns.client_id = ${clientId})`,
    );
    return row?.n ?? 0;
  }

  /** Revokes a link (kept revoked at its first time); false when it is not the environment's link of that announcement. */
  async revoke(tq: TenantQuery, announcementId: number, shareId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`UPDATE announcement_shares s SET revoked_at = coalesce(s.revoked_at, now())
           WHERE ${tq.scope('s')} AND s.id = ${shareId} AND s.announcement_id = ${announcementId} RETURNING s.id`,
    );
    return rows.length > 0;
  }

  /** The live share of this token hash for the announcement, or undefined (the public page's files). */
  async resolveLive(db: Db, tokenHash: string, announcementId: number): Promise<ResolvedShare | undefined> {
    const [row] = await db.query(
      `SELECT project_id, client_id, call_id, expires_at FROM announcement_shares
        WHERE token_hash = $1 AND announcement_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [tokenHash, announcementId],
    );
    return row;
  }

  /**
   * {@link resolveLive} for the public page itself, counting the opening in the same statement:
   * `opens_count + 1`, `first_opened_at` (kept once set) and `last_opened_at` (now) of the live
   * share; a wrong, expired or revoked token matches no row and counts nothing (migration 0038).
   */
  async openLive(db: Db, tokenHash: string, announcementId: number): Promise<ResolvedShare | undefined> {
    const rows = await db.query(
      `UPDATE announcement_shares SET opens_count = opens_count + 1, first_opened_at = coalesce(first_opened_at, now()), last_opened_at = now()
        WHERE token_hash = $1 AND announcement_id = $2 AND revoked_at IS NULL AND expires_at > now()
        RETURNING project_id, client_id, call_id, expires_at`,
      [tokenHash, announcementId],
    );
    // TypeORM answers [rows, affected] for an UPDATE on PostgreSQL
    const list = Array.isArray(rows) && rows.length === 2 && Array.isArray(rows[0]) && typeof rows[1] === 'number' ? rows[0] : rows;
    return list[0];
  }
}
