import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, mails that can be acted on (docs/architecture.md#mail-templates):
 * - `projects.reply_to_email`: the environment's Reply-To for newsletters (null: the sending
 *   consultant's own address), so a client's answer reaches a person, not the no-reply sender.
 * - `announcement_shares.subscriber_id`: a share link made for one newsletter subscriber (with the
 *   subscriber's client when it has one): each announcement of a newsletter links to its public page with
 *   a token of its own per recipient. The CHECK now accepts a client, a call log or a subscriber.
 */
export class MailTemplates1763800000034 implements MigrationInterface {
  name = 'MailTemplates1763800000034';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projects ADD COLUMN IF NOT EXISTS reply_to_email varchar(254)`);
    await q.query(
      `ALTER TABLE announcement_shares ADD COLUMN IF NOT EXISTS subscriber_id int REFERENCES newsletter_subscribers(id) ON DELETE CASCADE`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS announcement_shares_subscriber_idx ON announcement_shares (subscriber_id)`);
    await q.query(`ALTER TABLE announcement_shares DROP CONSTRAINT IF EXISTS announcement_shares_check`);
    await q.query(
      `ALTER TABLE announcement_shares ADD CONSTRAINT announcement_shares_check CHECK (client_id IS NOT NULL OR call_id IS NOT NULL OR subscriber_id IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM announcement_shares WHERE client_id IS NULL AND call_id IS NULL`);
    await q.query(`ALTER TABLE announcement_shares DROP CONSTRAINT IF EXISTS announcement_shares_check`);
    await q.query(
      `ALTER TABLE announcement_shares ADD CONSTRAINT announcement_shares_check CHECK (client_id IS NOT NULL OR call_id IS NOT NULL)`,
    );
    await q.query(`DROP INDEX IF EXISTS announcement_shares_subscriber_idx`);
    await q.query(`ALTER TABLE announcement_shares DROP COLUMN IF EXISTS subscriber_id`);
    await q.query(`ALTER TABLE projects DROP COLUMN IF EXISTS reply_to_email`);
  }
}
