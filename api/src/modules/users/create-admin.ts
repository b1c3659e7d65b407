import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { EMAIL_RE } from '@bandi/domain';
import { canonicalEmail } from '../../common/auth/email';
import { hashPassword } from '../auth/password';
import { User } from './user.entity';

/** What `createAdministrator` needs: the account's e-mail and name; password optional. */
export interface NewAdministrator {
  email: string;
  name: string;
  surname: string;
  /** Chosen password; when absent a random one is generated and returned once. */
  password?: string;
}

/** Thrown for input the command refuses (Italian message, printed as is). */
export class CreateAdministratorError extends Error {}

/**
 * A temporary password: 18 random URL-safe characters plus a digit and a special character, so
 * it also meets docs/rules.md#form-rules's rule (at least one number and one special character). About 107 bits.
 */
export function temporaryPassword(): string {
  return `${randomBytes(14).toString('base64url').slice(0, 18)}7!`;
}

/**
 * Creates a system administrator (docs/domain.md#users-and-the-session-view type `administrator`, no environment) on a database
 * that may have no account at all: the production start (NODE_ENV=production, no demo data) has
 * no other way to create the first one. The account must change its password at first login
 * (`must_change_password`). E-mail stored in canonical form (docs: security, canonical e-mail).
 * Returns the new user's id and the password to hand over (the generated one, or the one given).
 * @throws CreateAdministratorError for an invalid e-mail, a blank name, a password shorter than 8
 *   characters or without a number and a special character, or an e-mail already in use.
 */
export async function createAdministrator(
  ds: DataSource,
  input: NewAdministrator,
): Promise<{ id: number; email: string; password: string }> {
  const email = canonicalEmail(input.email ?? '');
  if (!EMAIL_RE.test(email)) throw new CreateAdministratorError(`Indirizzo e-mail non valido: "${input.email ?? ''}"`);
  const name = (input.name ?? '').trim();
  const surname = (input.surname ?? '').trim();
  if (!name || !surname) throw new CreateAdministratorError('Nome e cognome sono obbligatori (--name, --surname)');
  const password = input.password ?? temporaryPassword();
  if (password.length < 8 || password.length > 128 || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password))
    throw new CreateAdministratorError('La password deve avere da 8 a 128 caratteri, almeno un numero e un carattere speciale');
  const hash = await hashPassword(password);
  return ds.transaction(async (em) => {
    const users = em.getRepository(User);
    if (await users.existsBy({ email })) throw new CreateAdministratorError(`Esiste già un utente con l'e-mail ${email}`);
    const row = await users.save(
      users.create({
        name,
        surname,
        email,
        password_hash: hash,
        type: 'administrator',
        must_change_password: true,
        can_edit_global_setting: true,
      }),
    );
    return { id: row.id, email, password };
  });
}
