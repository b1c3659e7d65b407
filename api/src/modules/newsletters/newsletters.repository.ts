import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likePattern } from '../../common/http/pagination';
import { fittingClientsSql } from '../eligibility/eligibility.repository';
import { raw, sql, type Sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import type { DeliveryView, NewsletterView } from './newsletter.response';

/** A newsletter row as the views read it, before its announcements are looked up. */
type NewsletterRow = Omit<NewsletterView, 'announcements'> & { announcement_ids: number[] };

/** The columns of a newsletter with its delivery progress (counts of mail_deliveries per status). */
const NEWSLETTER_COLUMNS = raw(
  `n.id, n.subject, n.body, n.status, n.mode, n.client_id, n.audience_announcement_id,
   (SELECT a.name FROM announcements a WHERE a.id = n.audience_announcement_id) AS audience_announcement_name, n.sent_at, n.recipients_count, n.announcement_ids, n.created_at, n.updated_at, n.version,
   (SELECT json_build_object('queued', count(*) FILTER (WHERE d.status = 'queued'), 'sending', count(*) FILTER (WHERE d.status = 'sending'),
           'sent', count(*) FILTER (WHERE d.status = 'sent'), 'failed', count(*) FILTER (WHERE d.status = 'failed'))
      FROM mail_deliveries d WHERE d.newsletter_id = n.id AND d.project_id = n.project_id) AS progress`,
);

/**
 * The SQL of an environment's newsletters (table `newsletters`, entity Newsletter; their mails in
 * `mail_deliveries`). Every statement goes through a {@link TenantQuery} of the route's
 * environment: a newsletter, a client or a delivery of another environment is never read or
 * written; announcements are the ones the environment sees (global and its own).
 */
@Injectable()
export class NewslettersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The environment's query helper on `db` (default the DataSource; or a transaction). */
  tenant(projectId: number, db: Queryable = this.dataSource): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** Newsletters of the environment matching `where`, newest first, `limit`/`offset` when given. */
  rows(tq: TenantQuery, where: Sql, page?: { skip: number; take: number }): Promise<NewsletterRow[]> {
    const paging = page ? sql` OFFSET ${page.skip} LIMIT ${page.take}` : raw('');
    return tq.query<NewsletterRow>(
      sql`SELECT ${NEWSLETTER_COLUMNS} FROM newsletters n WHERE ${tq.scope('n')} AND ${where} ORDER BY n.created_at DESC, n.id DESC${paging}`,
    );
  }

  /** The condition of the list's search on the subject (ILIKE), or true. */
  searchCondition(search?: string): Sql {
    return search?.trim() ? sql`n.subject ILIKE ${likePattern(search)}` : raw('true');
  }

  /** The condition of one newsletter. */
  idCondition(id: number): Sql {
    return sql`n.id = ${id}`;
  }

  /** Number of the environment's newsletters matching `where`. */
  async count(tq: TenantQuery, where: Sql): Promise<number> {
    const [{ count }] = await tq.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM newsletters n WHERE ${tq.scope('n')} AND ${where}`,
    );
    return count;
  }

  /** Id, name and closing date (YYYY-MM-DD) of the announcements `ids` the environment sees. */
  announcements(tq: TenantQuery, ids: number[]): Promise<{ id: number; name: string; end_date: string | null }[]> {
    if (!ids.length) return Promise.resolve([]);
    return tq.query(
      sql`SELECT a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date FROM announcements a WHERE ${tq.sharedScope('a')} AND a.id = ANY(${ids})`,
    );
  }

  /** The ids among `ids` of published announcements the environment sees. */
  async publishedAnnouncementIds(tq: TenantQuery, ids: number[]): Promise<number[]> {
    const rows = await tq.query<{ id: number }>(
      sql`SELECT a.id FROM announcements a WHERE ${tq.sharedScope('a')} AND a.id = ANY(${ids}) AND a.status = 'published'`,
    );
    return rows.map((r) => r.id);
  }

  /** Name and status of announcement `id` when the environment sees it (global or its own), else undefined. */
  async visibleAnnouncement(tq: TenantQuery, id: number): Promise<{ name: string; status: string } | undefined> {
    return tq.one<{ name: string; status: string }>(
      sql`SELECT a.name, a.status FROM announcements a WHERE ${tq.sharedScope('a')} AND a.id = ${id}`,
    );
  }

  /**
   * The title of the newest change notice of announcement `announcementId` that user `userId`
   * received in the environment, or undefined.
   */
  async latestChangeNotice(tq: TenantQuery, userId: number, announcementId: number): Promise<string | undefined> {
    const row = await tq.one<{ title: string }>(
      sql`SELECT n.title FROM notifications n WHERE ${tq.scope('n')} AND n.user_id = ${userId}
            AND n.kind = 'announcement_changed' AND n.announcement_id = ${announcementId} ORDER BY n.created_at DESC, n.id DESC LIMIT 1`,
    );
    return row?.title;
  }

  /**
   * The active clients of environment `projectId` that fit call `announcementId` (verdict eligible,
   * on what the announcement asks whatever its status: fittingClientsSql, scoped to this environment by its
   * `$2`): the audience of an «aggiornamento».
   */
  async fittingClientIds(projectId: number, announcementId: number): Promise<number[]> {
    const rows: { client_id: number }[] = await this.dataSource.query(fittingClientsSql(), [announcementId, [projectId]]);
    return rows.map((r) => Number(r.client_id));
  }

  /**
   * Newsletter `id` of environment `projectId` as its send job needs it: its fields and its
   * environment's name, colour, logos and Reply-To (the mails' layout); undefined when it is not
   * the environment's.
   */
  async forDelivery<T>(projectId: number, id: number): Promise<T | undefined> {
    const tq = this.tenant(projectId);
    return tq.one<T>(
      sql`SELECT n.id, n.project_id, n.subject, n.body, n.mode, n.client_id, n.audience_announcement_id, n.announcement_ids, p.name AS project_name,
                 p.color AS project_color, p.horizontal_logo, p.vertical_logo, p.reply_to_email
            FROM newsletters n JOIN projects p ON p.id = n.project_id WHERE ${tq.scope('n')} AND n.id = ${id}`,
    );
  }

  /** The announcements of `ids` the environment sees (global or its own): id, name and closing date (YYYY-MM-DD), in no order. */
  chosenAnnouncements(projectId: number, ids: number[]): Promise<{ id: number; name: string; end_date: string | null }[]> {
    const tq = this.tenant(projectId);
    return tq.query(
      sql`SELECT a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date FROM announcements a WHERE a.id = ANY(${ids}) AND ${tq.sharedScope('a')}`,
    );
  }

  /** Marks newsletter `id` sent (first sending time kept) with the number of its queued mails; answers that number. */
  async markSent(projectId: number, id: number): Promise<number> {
    const tq = this.tenant(projectId);
    const [{ count }] = await tq.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM mail_deliveries d WHERE ${tq.scope('d')} AND d.newsletter_id = ${id}`,
    );
    await tq.query(
      sql`UPDATE newsletters n SET status = 'sent', sent_at = COALESCE(n.sent_at, now()), recipients_count = ${count}, updated_at = now()
           WHERE ${tq.scope('n')} AND n.id = ${id}`,
    );
    return count;
  }

  /** Whether call `id` is one the environment sees (global or its own), whatever its status. */
  async seesAnnouncement(tq: TenantQuery, id: number): Promise<boolean> {
    return !!(await tq.one(sql`SELECT a.id FROM announcements a WHERE ${tq.sharedScope('a')} AND a.id = ${id}`));
  }

  /** Whether client `clientId` belongs to the environment. */
  async hasClient(tq: TenantQuery, clientId: number): Promise<boolean> {
    return !!(await tq.repo('clients').findOne({ id: clientId }, { columns: ['id'] }));
  }

  /** Adds a draft; answers its id. */
  async insert(
    tq: TenantQuery,
    values: {
      subject: string;
      body: string;
      announcement_ids: number[];
      created_by: number;
      mode: string;
      client_id: number | null;
      audience_announcement_id?: number | null;
    },
  ): Promise<number> {
    const row = await tq.repo('newsletters').insert(values);
    return row.id as number;
  }

  /** The status of newsletter `id` of the environment, or undefined. */
  async status(tq: TenantQuery, id: number): Promise<string | undefined> {
    const row = await tq.repo('newsletters').findOne({ id }, { columns: ['status'] });
    return row?.status as string | undefined;
  }

  /** True when the environment's mail queue already holds the message of idempotency key `key` (a newsletter job run again). */
  async mailQueued(tq: TenantQuery, key: string): Promise<boolean> {
    return !!(await tq.one(sql`SELECT d.id FROM mail_deliveries d WHERE ${tq.scope('d')} AND d.key = ${key}`));
  }

  /** Deletes newsletter `id` of the environment. */
  async delete(tq: TenantQuery, id: number): Promise<void> {
    await tq.repo('newsletters').delete({ id });
  }

  /**
   * Marks a draft as being sent to `recipients` recipients (version bumped, by `userId`); answers
   * false when it is no draft any more (sent meanwhile).
   */
  async markSending(tq: TenantQuery, id: number, recipients: number, userId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`UPDATE newsletters n SET status = 'sending', recipients_count = ${recipients}, updated_at = now(), version = version + 1, updated_by = ${userId}
          WHERE ${tq.scope('n')} AND n.id = ${id} AND n.status = 'draft' RETURNING n.id`,
    );
    return rows.length > 0;
  }

  /** The mails of newsletter `id`, in the order they were queued. */
  deliveries(tq: TenantQuery, id: number): Promise<DeliveryView[]> {
    return tq.query<DeliveryView>(
      sql`SELECT d.recipient, d.subscriber_id, d.status, d.attempts, d.error, d.created_at, d.sent_at FROM mail_deliveries d
          WHERE ${tq.scope('d')} AND d.newsletter_id = ${id} ORDER BY d.id`,
    );
  }
}
