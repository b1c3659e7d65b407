import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11: second factor (TOTP, RFC 6238) per user, ten one-time recovery codes, and the
 * platform setting that makes it mandatory for administrators and global experts
 * (docs/security.md#two-factor-authentication).
 * - users.mfa_secret: the base32 TOTP secret once enabled; users.mfa_pending_secret: the secret
 *   shown during enrolment, until the first code confirms it; users.mfa_last_step: the last
 *   accepted 30-second time step (a code is accepted once); users.mfa_enabled_at.
 * - mfa_recovery_codes: argon2id hashes, used once.
 * - platform_settings: one row (id = 1) of platform-wide switches.
 */
export class Mfa1763800000015 implements MigrationInterface {
  name = 'Mfa1763800000015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN IF NOT EXISTS mfa_secret varchar(64),
        ADD COLUMN IF NOT EXISTS mfa_pending_secret varchar(64),
        ADD COLUMN IF NOT EXISTS mfa_last_step bigint,
        ADD COLUMN IF NOT EXISTS mfa_enabled_at timestamptz`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS mfa_recovery_codes (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash varchar(255) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS mfa_recovery_codes_user_idx ON mfa_recovery_codes (user_id)`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS platform_settings (
        id int PRIMARY KEY CHECK (id = 1),
        mfa_required boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by int REFERENCES users(id) ON DELETE SET NULL
      )`);
    await q.query(`INSERT INTO platform_settings (id) VALUES (1) ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS platform_settings`);
    await q.query(`DROP TABLE IF EXISTS mfa_recovery_codes`);
    await q.query(
      `ALTER TABLE users DROP COLUMN IF EXISTS mfa_secret, DROP COLUMN IF EXISTS mfa_pending_secret, DROP COLUMN IF EXISTS mfa_last_step, DROP COLUMN IF EXISTS mfa_enabled_at`,
    );
  }
}
