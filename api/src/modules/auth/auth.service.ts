import { Injectable, type OnApplicationBootstrap, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { MailService } from '../mail/mail.service';
import { PasswordReset } from './auth.entities';
import { hashPassword, verifyPassword } from './password';
import { TokenService } from './token.service';
import { issueTemporaryPassword } from './temporary-password';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { canonicalEmail } from '../../common/auth/email';
import { apiError } from '../../common/http/api-error';

/** Lifetime of a temporary password sent by forgot-password, in minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Answer of forgot-password, identical whether or not the address exists (docs/api.md#conventions). */
export const FORGOT_PASSWORD_MESSAGE = "Se l'indirizzo è registrato, riceverai a breve un'email con una password temporanea.";

/**
 * The forgot-password work (account lookup, temporary password, e-mail) runs as a job after the
 * answer, so the answer takes the same time whether or not the address exists (issue 11; ASVS
 * 5.0 V6.3: no account enumeration through timing). A failed attempt is retried like a mail.
 */
export const PASSWORD_RESET_QUEUE: QueueDefinition = {
  name: 'password-reset',
  label: 'Reimpostazione della password',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** Login, temporary passwords and password changes (docs/screens.md#login, docs/screens.md#forgotten-password, docs/rules.md#form-rules; docs/api.md#conventions). */
@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly tokens: TokenService,
    private readonly jobs: JobsService,
  ) {}

  /** Registers the `password-reset` queue worker. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<{ email: string }>(PASSWORD_RESET_QUEUE, (data) => this.forgotPassword(data.email));
  }

  /**
   * Forgot-password as the API answers it: queues the `password-reset` job for the address and
   * returns. The same work for every address (one INSERT of a job; at most one queued per
   * address), so the answer tells nothing, not even by its time.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const address = canonicalEmail(email);
    await this.jobs.send(PASSWORD_RESET_QUEUE.name, { email: address }, { singletonKey: address });
  }

  /**
   * Checks the credentials. A valid unexpired temporary password (forgot-password) also logs in
   * and then becomes the account's password, with `must_change_password` set.
   * The first successful login of an invited user (accepted false) sets `accepted` to true.
   * @throws UnauthorizedException 401 "Credenziali non valide" (same for unknown e-mail),
   *   or "Account disattivato" for an inactive user.
   */
  async validateLogin(email: string, password: string): Promise<User> {
    const user = await this.users.findByEmailWithHash(email);
    if (!user) {
      this.dummyHash ??= hashPassword('not-a-real-password-1!');
      await verifyPassword(await this.dummyHash, password); // same cost as a real check
      throw apiError('auth.invalid_credentials');
    }
    let ok = await verifyPassword(user.password_hash, password);
    if (!ok) ok = await this.consumeTemporaryPassword(user, password);
    if (!ok) throw apiError('auth.invalid_credentials');
    if (user.status !== 'active') throw apiError('auth.account_disabled');
    if (!user.accepted) {
      // An invited user (referent access, environment or administrator invitation) has accepted
      // the invitation with its first successful login.
      await this.dataSource.getRepository(User).update({ id: user.id }, { accepted: true });
      user.accepted = true;
    }
    return user;
  }

  /**
   * If `password` is the user's newest unused, unexpired temporary password, makes it the account
   * password (older codes were voided when it was issued: only the newest one counts).
   */
  private async consumeTemporaryPassword(user: User, password: string): Promise<boolean> {
    const resets = await this.dataSource.getRepository(PasswordReset).find({
      where: { user_id: user.id, used_at: IsNull(), expires_at: MoreThan(new Date()) },
      order: { id: 'DESC' },
      take: 1,
    });
    for (const reset of resets) {
      if (await verifyPassword(reset.code_hash, password)) {
        await this.dataSource.transaction(async (em) => {
          await em.update(PasswordReset, { user_id: user.id, used_at: IsNull() }, { used_at: new Date() });
          await em.update(User, { id: user.id }, { password_hash: reset.code_hash, must_change_password: true });
          // a reset: every existing session and token of the account ends (the new login starts after)
          await this.tokens.endOtherSessions(user.id, {}, em);
        });
        user.must_change_password = true;
        return true;
      }
    }
    return false;
  }

  /**
   * The `password-reset` job: sends a temporary password valid PASSWORD_RESET_TTL_MINUTES minutes
   * to an active user; nothing for an unknown or inactive address.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmailWithHash(email);
    if (!user || user.status !== 'active') return;
    const code = await this.dataSource.transaction((em) => issueTemporaryPassword(em, user.id, PASSWORD_RESET_TTL_MINUTES * 60_000));
    await this.mail.send({
      to: user.email,
      subject: 'Portale Bandi: password temporanea',
      text:
        `Ciao ${user.name},\n\nè stata richiesta una nuova password per il tuo account.\n` +
        `Password temporanea: ${code}\n\nÈ valida ${PASSWORD_RESET_TTL_MINUTES} minuti. Accedi con questa password e ` +
        `poi cambiala dal tuo profilo. Se non hai chiesto tu il recupero, ignora questo messaggio: la tua password attuale resta valida.\n`,
    });
  }

  /**
   * Sets a new password using the temporary password as token; every session and bearer token
   * of the account ends.
   * @throws UnprocessableEntityException 422 `{errors: {token}}` when the token is wrong or expired.
   */
  async resetPassword(email: string, token: string, password: string): Promise<void> {
    const user = await this.users.findByEmailWithHash(email);
    const ok = user && user.status === 'active' && (await this.consumeTemporaryPassword(user, token));
    if (!ok) {
      throw new UnprocessableEntityException({
        message: 'Codice non valido o scaduto',
        errors: { token: ['Codice non valido o scaduto'] },
      });
    }
    const hash = await hashPassword(password);
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(User).update({ id: user.id }, { password_hash: hash, must_change_password: false });
      await this.tokens.endOtherSessions(user.id, {}, em);
    });
  }

  /**
   * Changes the password of the logged-in user and ends every other session and bearer token of
   * the account; `keep` names the caller's own session id or token, which survives.
   * @throws UnprocessableEntityException 422 `{errors: {old_password}}` when the old one is wrong.
   */
  async changePassword(
    userId: number,
    oldPassword: string,
    password: string,
    keep: { sessionId?: string; token?: string } = {},
  ): Promise<void> {
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.id = :id', { id: userId })
      .getOneOrFail();
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      throw new UnprocessableEntityException({
        message: 'La password attuale non è corretta',
        errors: { old_password: ['La password attuale non è corretta'] },
      });
    }
    const hash = await hashPassword(password);
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(User).update({ id: userId }, { password_hash: hash, must_change_password: false });
      await this.tokens.endOtherSessions(userId, keep, em);
    });
  }
}
