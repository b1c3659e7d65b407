import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../../common/tenancy/sql';
import { TenantQuery } from '../../common/tenancy/tenant-query';

/** A live share link as "Sono interessato" needs it (the environment comes from the link). */
export interface InterestShare {
  id: number;
  project_id: number;
  client_id: number;
  /** Referent of the call log the link was shared from, if any. */
  call_referent_id: number | null;
  announcement_name: string;
}

/**
 * The SQL of "Sono interessato" (docs/domain.md, "Newsletter"). The route is public: the
 * environment is the one of the share link ({@link shareForUpdate}, found by the hash of its
 * token: the one statement without an environment condition); every later statement goes through
 * a {@link TenantQuery} of that environment. `em`: the caller's transaction.
 */
@Injectable()
export class InterestRepository {
  /**
   * The live (not revoked, not expired) share of `announcementId` with this token hash, locked
   * for the transaction (two clicks record one interest); undefined when there is none.
   */
  async shareForUpdate(em: EntityManager, tokenHash: string, announcementId: number): Promise<InterestShare | undefined> {
    const [share] = await em.query(
      `SELECT s.id, s.project_id, COALESCE(s.client_id, k.client_id) AS client_id, k.referent_id AS call_referent_id, a.name AS announcement_name
       FROM announcement_shares s JOIN announcements a ON a.id = s.announcement_id LEFT JOIN calls k ON k.id = s.call_id AND k.project_id = s.project_id
       WHERE s.token_hash = $1 AND s.announcement_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() FOR UPDATE OF s`,
      [tokenHash, announcementId],
    );
    return share;
  }

  /** The environment of a share, for the statements that follow. */
  tenant(em: EntityManager, share: InterestShare): TenantQuery {
    return new TenantQuery(em, share.project_id);
  }

  /** True when the interest of this share was recorded already. */
  async recorded(tq: TenantQuery, shareId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`SELECT 1 FROM share_interests i JOIN announcement_shares s ON s.id = i.share_id WHERE ${tq.scope('s')} AND i.share_id = ${shareId}`,
    );
    return rows.length > 0;
  }

  /** The client's business name (undefined when not in the environment). */
  async clientName(tq: TenantQuery, clientId: number): Promise<string | undefined> {
    const row = await tq.one<{ business_name: string }>(
      sql`SELECT c.business_name FROM clients c WHERE ${tq.scope('c')} AND c.id = ${clientId}`,
    );
    return row?.business_name;
  }

  /** The referent who makes the request: `preferred` when linked to the client, else the client's first one; null when it has none. */
  async requestReferent(tq: TenantQuery, clientId: number, preferred: number | null): Promise<number | null> {
    const row = await tq.one<{ referent_id: number }>(
      sql`SELECT cr.referent_id FROM client_referents cr WHERE ${tq.owns('client_referents', 'cr')} AND cr.client_id = ${clientId}
          ORDER BY cr.referent_id = ${preferred} DESC NULLS LAST, cr.referent_id LIMIT 1`,
    );
    return row?.referent_id ?? null;
  }

  /** Writes the client call log of the interest, linked to the announcement, and marks the share used; answers the call's id. */
  async recordCall(
    tq: TenantQuery,
    r: {
      shareId: number;
      clientId: number;
      referentId: number | null;
      companyName: string;
      note: string;
      announcementId: number;
      ip: string | null;
    },
  ): Promise<number> {
    const call = await tq.repo('calls').insert({
      type: 'client',
      client_id: r.clientId,
      referent_id: r.referentId,
      company_name: r.companyName,
      note: r.note,
      status: 'open',
    });
    await tq.repo('calls_announcements').insert({ call_id: call.id, announcement_id: r.announcementId });
    await tq.query(
      sql`INSERT INTO share_interests (share_id, call_id, ip)
          SELECT s.id, ${call.id}, ${r.ip} FROM announcement_shares s WHERE ${tq.scope('s')} AND s.id = ${r.shareId}`,
    );
    return call.id as number;
  }

  /** The client's active managers `{id, email, name}`, by id. */
  managers(tq: TenantQuery, clientId: number): Promise<{ id: number; email: string; name: string }[]> {
    return tq.query(
      sql`SELECT u.id, u.email, u.name FROM client_managers cm JOIN users u ON u.id = cm.user_id AND u.status = 'active'
          WHERE ${tq.owns('client_managers', 'cm')} AND cm.client_id = ${clientId} ORDER BY u.id`,
    );
  }
}
