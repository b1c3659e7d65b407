import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalEmail } from '../../common/auth/email';

/**
 * Issue 11: stores every user e-mail in its canonical form (common/auth/email.ts: NFKC,
 * trimmed, JavaScript lower case), the form that lookups, uniqueness and throttle keys use, and
 * adds a unique index on the stored value. An address whose canonical form is already taken by
 * another user is left as it was and logged (an administrator must merge the two accounts).
 */
export class CanonicalEmails1763800000009 implements MigrationInterface {
  name = 'CanonicalEmails1763800000009';

  async up(q: QueryRunner): Promise<void> {
    const log = new Logger('Migration');
    const users: { id: number; email: string }[] = await q.query(`SELECT id, email FROM users ORDER BY id`);
    const taken = new Set(users.map((u) => u.email));
    for (const u of users) {
      const canonical = canonicalEmail(u.email);
      if (canonical === u.email) continue;
      if (taken.has(canonical)) {
        log.warn(`E-mail dell'utente ${u.id} non normalizzata: la forma canonica appartiene già a un altro utente`);
        continue;
      }
      await q.query(`UPDATE users SET email = $2 WHERE id = $1`, [u.id, canonical]);
      taken.delete(u.email);
      taken.add(canonical);
    }
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS users_email_canonical_idx ON users (email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_email_canonical_idx`);
  }
}
