import { randomInt } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { PasswordReset } from './auth.entities';
import { hashPassword } from './password';

/**
 * A random temporary password: 12 characters (8 letters without look-alikes, 3 digits, one
 * special character), so it meets the password policy of @bandi/domain (docs/rules.md#form-rules, ASVS 5.0
 * 6.2.1) and is never a common password. About 52 bits of entropy from `crypto.randomInt`.
 */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  let out = '';
  for (let i = 0; i < 8; i++) out += letters[randomInt(letters.length)];
  return `${out}${randomInt(10)}${randomInt(10)}${'!#$%'[randomInt(4)]}${randomInt(10)}`;
}

/**
 * Issues a new temporary password (forgot-password, invitation, referent access) for `userId`,
 * valid `ttlMs` milliseconds, inside `em`'s transaction: every older unused code of the user is
 * voided first (marked used), so only the newest one ever logs in (ASVS 5.0 6.4.1/6.3.x: one
 * active recovery secret). Stores only the argon2id hash.
 * @returns the code in clear, to put in the e-mail
 */
export async function issueTemporaryPassword(em: EntityManager, userId: number, ttlMs: number): Promise<string> {
  const code = temporaryPassword();
  const now = new Date();
  await em.getRepository(PasswordReset).update({ user_id: userId, used_at: IsNull() }, { used_at: now });
  await em.getRepository(PasswordReset).insert({
    user_id: userId,
    code_hash: await hashPassword(code),
    expires_at: new Date(now.getTime() + ttlMs),
    used_at: null,
  });
  return code;
}
