import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
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

const VIEW = `SELECT s.id, s.email, s.client_id, c.business_name AS client_name, s.referent_id,
  CASE WHEN r.id IS NULL THEN NULL ELSE r.name || ' ' || r.surname END AS referent_name,
  s.status, s.confirm_expires_at, s.confirmed_at, s.unsubscribed_at, s.created_at
  FROM newsletter_subscribers s
  LEFT JOIN clients c ON c.id = s.client_id AND c.project_id = s.project_id
  LEFT JOIN referents r ON r.id = s.referent_id AND r.project_id = s.project_id`;

/**
 * SQL of the newsletter subscribers and their consent log. Every query of an environment's rows
 * takes the environment id as a bound parameter; the public token lookups answer the row's
 * `project_id` for the caller to scope what follows.
 */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(em?: EntityManager) {
    return em ?? this.dataSource;
  }

  /** Subscribers of the environment, newest first, optionally of one client (its own and its referents'). */
  list(projectId: number, clientId?: number): Promise<SubscriberView[]> {
    return this.dataSource.query(
      `${VIEW} WHERE s.project_id = $1 AND ($2::int IS NULL OR s.client_id = $2
         OR s.referent_id IN (SELECT referent_id FROM client_referents WHERE client_id = $2))
       ORDER BY s.created_at DESC, s.id DESC LIMIT 500`,
      [projectId, clientId ?? null],
    );
  }

  async get(projectId: number, id: number, em?: EntityManager): Promise<SubscriberView | undefined> {
    const [row] = await this.q(em).query(`${VIEW} WHERE s.project_id = $1 AND s.id = $2`, [projectId, id]);
    return row;
  }

  async findByEmail(projectId: number, email: string, em: EntityManager): Promise<{ id: number; status: string } | undefined> {
    const [row] = await em.query(`SELECT id, status FROM newsletter_subscribers WHERE project_id = $1 AND email = $2 FOR UPDATE`, [
      projectId,
      email,
    ]);
    return row;
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
    const [r] = await em.query(
      `INSERT INTO newsletter_subscribers (project_id, email, client_id, referent_id, confirm_token_hash, confirm_expires_at, unsubscribe_token)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [row.projectId, row.email, row.clientId, row.referentId, row.tokenHash, row.expiresAt, row.unsubscribeToken],
    );
    return r.id;
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
    await em.query(
      `UPDATE newsletter_subscribers SET status = 'pending', confirm_token_hash = $3, confirm_expires_at = $4, confirmed_at = NULL,
         unsubscribed_at = NULL, client_id = COALESCE($5, client_id), referent_id = COALESCE($6, referent_id), updated_at = now()
       WHERE project_id = $1 AND id = $2`,
      [projectId, id, tokenHash, expiresAt, clientId, referentId],
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
    await em.query(
      `UPDATE newsletter_subscribers SET status = $3::text, updated_at = now(),
         confirmed_at = CASE WHEN $3::text = 'subscribed' THEN now() ELSE confirmed_at END,
         unsubscribed_at = CASE WHEN $3::text = 'unsubscribed' THEN now() ELSE NULL END
       WHERE project_id = $1 AND id = $2`,
      [projectId, id, status],
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
    await em.query(
      `INSERT INTO newsletter_consents (project_id, subscriber_id, action, ip, user_agent, text_version, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        projectId,
        subscriberId,
        action,
        src.ip?.slice(0, 64) ?? null,
        src.userAgent?.slice(0, 500) ?? null,
        textVersion,
        src.userId ?? null,
      ],
    );
  }

  consents(projectId: number, subscriberId: number): Promise<ConsentView[]> {
    return this.dataSource.query(
      `SELECT action, ip, user_agent, text_version, created_by, created_at FROM newsletter_consents
       WHERE project_id = $1 AND subscriber_id = $2 ORDER BY created_at, id`,
      [projectId, subscriberId],
    );
  }

  /** The e-mail of a client or referent of the environment (undefined when not of this environment). */
  async contactEmail(
    projectId: number,
    kind: 'client' | 'referent',
    id: number,
  ): Promise<{ email: string | null; name: string } | undefined> {
    const [row] = await this.dataSource.query(
      kind === 'client'
        ? `SELECT email, business_name AS name FROM clients WHERE project_id = $1 AND id = $2`
        : `SELECT email, name || ' ' || surname AS name FROM referents WHERE project_id = $1 AND id = $2`,
      [projectId, id],
    );
    return row;
  }

  /** Subscribed recipients of the environment, optionally only those of one client (its own address and its referents'). */
  subscribed(
    projectId: number,
    clientId: number | null,
  ): Promise<{ id: number; email: string; unsubscribe_token: string; client_id: number | null }[]> {
    return this.dataSource.query(
      `SELECT s.id, s.email, s.unsubscribe_token,
         COALESCE(s.client_id, (SELECT min(cr.client_id) FROM client_referents cr JOIN clients c ON c.id = cr.client_id
                                WHERE cr.referent_id = s.referent_id AND c.project_id = $1)) AS client_id
       FROM newsletter_subscribers s
       WHERE s.project_id = $1 AND s.status = 'subscribed' AND ($2::int IS NULL OR s.client_id = $2
         OR s.referent_id IN (SELECT referent_id FROM client_referents WHERE client_id = $2))
       ORDER BY s.id`,
      [projectId, clientId],
    );
  }
}
