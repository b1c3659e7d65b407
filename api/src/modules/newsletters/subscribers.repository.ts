import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { raw, sql } from '../../common/tenancy/sql';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { SubscriberView } from './newsletter.response';
import type { ConsentView } from './newsletter.response';

export type { SubscriberView };

export type { ConsentView };

/** Who and from where, for the consent log. */
export interface ConsentSource {
  ip: string | null;
  userAgent: string | null;
  userId?: number | null;
}

/** A subscriber as the screens show it (alias `s`), its client and referent of the same environment; the caller adds the WHERE with the environment's scope. */
const VIEW = sql`SELECT s.id, s.email, s.client_id, c.business_name AS client_name, s.referent_id,
  CASE WHEN r.id IS NULL THEN NULL ELSE r.name || ' ' || r.surname END AS referent_name,
  s.status, s.confirm_expires_at, s.confirmed_at, s.unsubscribed_at, s.created_at
  FROM newsletter_subscribers s
  LEFT JOIN clients c ON c.id = s.client_id AND c.project_id = s.project_id
  LEFT JOIN referents r ON r.id = s.referent_id AND r.project_id = s.project_id`;

/**
 * SQL of the newsletter subscribers and their consent log. Every query of an environment's rows
 * goes through a TenantQuery of that environment (`newsletter_subscribers` and
 * `newsletter_consents` carry `project_id`); the public token lookups, which have no environment
 * before the row is found, answer the row's `project_id` for the caller to scope what follows.
 */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The environment's query helper on `em` (a transaction) or the DataSource. */
  private tq(projectId: number, em?: EntityManager): TenantQuery {
    return new TenantQuery(em ?? this.dataSource, projectId);
  }

  /** Rows of `s` whose client is `clientId` or one of its referents (every row when null). */
  private ofClient(clientId: number | null) {
    return clientId === null
      ? raw('')
      : sql` AND (s.client_id = ${clientId} OR s.referent_id IN (SELECT referent_id FROM client_referents WHERE client_id = ${clientId}))`;
  }

  /** Subscribers of the environment, newest first, optionally of one client (its own and its referents'). */
  list(projectId: number, clientId?: number): Promise<SubscriberView[]> {
    const tq = this.tq(projectId);
    return tq.query<SubscriberView>(
      sql`${VIEW} WHERE ${tq.scope('s')}${this.ofClient(clientId ?? null)} ORDER BY s.created_at DESC, s.id DESC LIMIT 500`,
    );
  }

  async get(projectId: number, id: number, em?: EntityManager): Promise<SubscriberView | undefined> {
    const tq = this.tq(projectId, em);
    return tq.one<SubscriberView>(sql`${VIEW} WHERE ${tq.scope('s')} AND s.id = ${id}`);
  }

  async findByEmail(projectId: number, email: string, em: EntityManager): Promise<{ id: number; status: string } | undefined> {
    const tq = this.tq(projectId, em);
    return tq.one<{ id: number; status: string }>(
      sql`SELECT s.id, s.status FROM newsletter_subscribers s WHERE ${tq.scope('s')} AND s.email = ${email} FOR UPDATE`,
    );
  }

  /** Creates a pending subscriber; returns its id. */
  async insertPending(
    em: EntityManager,
    row: {
      projectId: number;
      email: string;
      clientId: number | null;
      referentId: number | null;
      tokenHash: string;
      expiresAt: Date;
      unsubscribeToken: string;
    },
  ): Promise<number> {
    const r = await this.tq(row.projectId, em).repo('newsletter_subscribers').insert({
      email: row.email,
      client_id: row.clientId,
      referent_id: row.referentId,
      confirm_token_hash: row.tokenHash,
      confirm_expires_at: row.expiresAt,
      unsubscribe_token: row.unsubscribeToken,
    });
    return Number(r.id);
  }

  /** Back to pending with a new confirmation token (a new request of consent). */
  async renewPending(
    em: EntityManager,
    projectId: number,
    id: number,
    tokenHash: string,
    expiresAt: Date,
    clientId: number | null,
    referentId: number | null,
  ) {
    const tq = this.tq(projectId, em);
    await tq.query(
      sql`UPDATE newsletter_subscribers s SET status = 'pending', confirm_token_hash = ${tokenHash}, confirm_expires_at = ${expiresAt},
            confirmed_at = NULL, unsubscribed_at = NULL, client_id = COALESCE(${clientId}::int, s.client_id),
            referent_id = COALESCE(${referentId}::int, s.referent_id), updated_at = now()
          WHERE ${tq.scope('s')} AND s.id = ${id}`,
    );
  }

  /** The subscriber of a confirmation token hash, locked. */
  async byConfirmHash(
    em: EntityManager,
    hash: string,
  ): Promise<{ id: number; project_id: number; status: string; confirm_expires_at: Date; confirmed_at: Date | null } | undefined> {
    const [row] = await em.query(
      `SELECT id, project_id, status, confirm_expires_at, confirmed_at FROM newsletter_subscribers WHERE confirm_token_hash = $1 FOR UPDATE`,
      [hash],
    );
    return row;
  }

  /** The subscriber of an unsubscribe token, locked. */
  async byUnsubscribeToken(
    em: EntityManager,
    token: string,
  ): Promise<{ id: number; project_id: number; status: string; email: string } | undefined> {
    const [row] = await em.query(
      `SELECT id, project_id, status, email FROM newsletter_subscribers WHERE unsubscribe_token = $1 FOR UPDATE`,
      [token],
    );
    return row;
  }

  /** The name of environment `projectId` (the confirmation and unsubscribe pages name it). */
  async projectName(em: EntityManager, projectId: number): Promise<string> {
    const [p] = await em.query(`SELECT name FROM projects WHERE id = $1`, [projectId]);
    return p.name;
  }

  /** The e-mail of subscriber `id` of environment `projectId`. */
  async emailOf(em: EntityManager, projectId: number, id: number): Promise<string> {
    const row = await new TenantQuery(em, projectId).repo('newsletter_subscribers').findOne({ id }, { columns: ['email'] });
    return String(row?.email);
  }

  async setStatus(em: EntityManager, projectId: number, id: number, status: 'subscribed' | 'unsubscribed'): Promise<void> {
    const tq = this.tq(projectId, em);
    const subscribed = status === 'subscribed';
    await tq.query(
      sql`UPDATE newsletter_subscribers s SET status = ${status}::text, updated_at = now(),
            confirmed_at = CASE WHEN ${subscribed} THEN now() ELSE s.confirmed_at END,
            unsubscribed_at = CASE WHEN ${subscribed} THEN NULL ELSE now() END
          WHERE ${tq.scope('s')} AND s.id = ${id}`,
    );
  }

  async logConsent(
    em: EntityManager,
    projectId: number,
    subscriberId: number,
    action: ConsentView['action'],
    textVersion: string,
    src: ConsentSource,
  ) {
    await this.tq(projectId, em)
      .repo('newsletter_consents')
      .insert({
        subscriber_id: subscriberId,
        action,
        ip: src.ip?.slice(0, 64) ?? null,
        user_agent: src.userAgent?.slice(0, 500) ?? null,
        text_version: textVersion,
        created_by: src.userId ?? null,
      });
  }

  consents(projectId: number, subscriberId: number): Promise<ConsentView[]> {
    const tq = this.tq(projectId);
    return tq.query<ConsentView>(
      sql`SELECT n.action, n.ip, n.user_agent, n.text_version, n.created_by, n.created_at FROM newsletter_consents n
           WHERE ${tq.scope('n')} AND n.subscriber_id = ${subscriberId} ORDER BY n.created_at, n.id`,
    );
  }

  /** The e-mail of a client or referent of the environment (undefined when not of this environment). */
  async contactEmail(
    projectId: number,
    kind: 'client' | 'referent',
    id: number,
  ): Promise<{ email: string | null; name: string } | undefined> {
    const tq = this.tq(projectId);
    return tq.one<{ email: string | null; name: string }>(
      kind === 'client'
        ? sql`SELECT c.email, c.business_name AS name FROM clients c WHERE ${tq.scope('c')} AND c.id = ${id}`
        : sql`SELECT r.email, r.name || ' ' || r.surname AS name FROM referents r WHERE ${tq.scope('r')} AND r.id = ${id}`,
    );
  }

  /** Subscribed recipients of the environment, optionally only those of one client (its own address and its referents'). */
  subscribed(
    projectId: number,
    clientId: number | null,
  ): Promise<{ id: number; email: string; unsubscribe_token: string; client_id: number | null }[]> {
    const tq = this.tq(projectId);
    return tq.query(
      sql`SELECT s.id, s.email, s.unsubscribe_token,
            COALESCE(s.client_id, (SELECT min(cr.client_id) FROM client_referents cr JOIN clients c ON c.id = cr.client_id
                                   WHERE cr.referent_id = s.referent_id AND ${tq.scope('c')})) AS client_id
          FROM newsletter_subscribers s
          WHERE ${tq.scope('s')} AND s.status = 'subscribed'${this.ofClient(clientId)}
          ORDER BY s.id`,
    );
  }
}
