import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, "Share links" (docs/api.md#share-links): how often the public page of a share link was
 * opened. `opens_count` (0 until the first open), `first_opened_at` and `last_opened_at` (null
 * until then) are set by GET /api/public/announcements/{id}?token=… in the same statement that
 * resolves the live link, so a bad token, an expired or revoked link, or a request stopped by the
 * throttle counts nothing. An index on `client_id` serves the client's list of links.
 */
export class ShareLinkOpens1763800000038 implements MigrationInterface {
  name = 'ShareLinkOpens1763800000038';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE announcement_shares ADD COLUMN opens_count int NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE announcement_shares ADD COLUMN first_opened_at timestamptz`);
    await q.query(`ALTER TABLE announcement_shares ADD COLUMN last_opened_at timestamptz`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS announcement_shares_client_idx ON announcement_shares (project_id, client_id, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS announcement_shares_client_idx`);
    await q.query(`ALTER TABLE announcement_shares DROP COLUMN last_opened_at`);
    await q.query(`ALTER TABLE announcement_shares DROP COLUMN first_opened_at`);
    await q.query(`ALTER TABLE announcement_shares DROP COLUMN opens_count`);
  }
}
