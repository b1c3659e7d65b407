import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, "a client-facing «aggiornamento» mail can be sent from the change"
 * (docs/domain.md#call-changes): a newsletter may go only to the subscribers whose client fits one
 * announcement (`audience_announcement_id`, the verdict `eligible` of docs/domain.md#eligibility, judged on
 * what the announcement asks whatever its status). "Invia aggiornamento ai clienti" on an announcement's change
 * notice makes such a draft. The announcement deleted: the column goes back to null (every subscriber),
 * but a draft only (a sent newsletter keeps its recipients count).
 */
export class NewsletterAudience1763800000047 implements MigrationInterface {
  name = 'NewsletterAudience1763800000047';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE newsletters ADD COLUMN IF NOT EXISTS audience_announcement_id int REFERENCES announcements(id) ON DELETE SET NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters DROP COLUMN IF EXISTS audience_announcement_id`);
  }
}
