import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MailBranding } from './mail-templates';

/** The environment's columns a mail's layout and Reply-To are made of. */
export interface MailEnvironmentRow {
  name: string;
  color: MailBranding['color'];
  horizontal_logo: string | null;
  vertical_logo: string | null;
  reply_to_email: string | null;
}

/** One row of the delivery log as `send` records it. */
export interface DeliveryRecord {
  key: string;
  projectId: number | null;
  newsletterId: number | null;
  subscriberId: number | null;
  /** At most 500 characters. */
  recipient: string;
  /** At most 300 characters. */
  subject: string;
}

/**
 * The delivery log `mail_deliveries` (entity MailDelivery; docs/architecture.md, e-mail): one row per
 * message, keyed by its idempotency key, with its state queued -> sending -> sent | failed. A
 * delivery is found by its key, never by environment (system mails have none): the table is in
 * api/test/tenancy-allowlist.ts. Also reads the branding of the mail's environment.
 */
@Injectable()
export class MailDeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Name, colour, logos and Reply-To of environment `projectId` on `em` (the caller's transaction) or the DataSource; undefined when it is gone. */
  async environment(projectId: number, em?: EntityManager): Promise<MailEnvironmentRow | undefined> {
    const [p] = await (em ?? this.dataSource).query(
      `SELECT name, color, horizontal_logo, vertical_logo, reply_to_email FROM projects WHERE id = $1`,
      [projectId],
    );
    return p;
  }

  /** Records a queued delivery on `em` or the DataSource; false when its key was recorded before (nothing written). */
  async insert(d: DeliveryRecord, em?: EntityManager): Promise<boolean> {
    const inserted: { id: number }[] = await (em ?? this.dataSource).query(
      `INSERT INTO mail_deliveries (key, project_id, newsletter_id, subscriber_id, recipient, subject)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING RETURNING id`,
      [d.key, d.projectId, d.newsletterId, d.subscriberId, d.recipient, d.subject],
    );
    return inserted.length > 0;
  }

  /**
   * Claims delivery `key` for sending (queued or failed -> sending, one more attempt); false when it
   * is sent already or an attempt is (or died) sending: that one is marked failed, never sent twice.
   */
  async claim(key: string): Promise<boolean> {
    // an UPDATE answers [rows, count] through TypeORM
    const [claimed]: [{ id: number }[], number] = await this.dataSource.query(
      `UPDATE mail_deliveries SET status = 'sending', attempts = attempts + 1 WHERE key = $1 AND status IN ('queued', 'failed') RETURNING id`,
      [key],
    );
    if (claimed.length) return true;
    await this.dataSource.query(
      `UPDATE mail_deliveries SET status = 'failed', error = 'Invio interrotto: non ripetuto per evitare un doppione' WHERE key = $1 AND status = 'sending'`,
      [key],
    );
    return false;
  }

  /** Marks delivery `key` failed with `reason` (at most 1,000 characters). */
  async failed(key: string, reason: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_deliveries SET status = 'failed', error = $2 WHERE key = $1`, [key, reason.slice(0, 1000)]);
  }

  /** Marks delivery `key` sent now. */
  async sent(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_deliveries SET status = 'sent', sent_at = now(), error = NULL WHERE key = $1`, [key]);
  }
}
