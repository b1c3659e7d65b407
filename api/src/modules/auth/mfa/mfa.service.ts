import { randomInt } from 'node:crypto';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import type QRCodeModule from 'qrcode';
import { DataSource, type EntityManager, Not } from 'typeorm';
import { User } from '../../users/user.entity';
import { AuditService } from '../../audit/audit.service';
import { hashPassword, verifyPassword } from '../password';
import { TokenService } from '../token.service';
import { MailService } from '../../mail/mail.service';
import { THROTTLE_STORE, type ThrottleStore } from '../../../common/throttle/throttle-store';
import { MFA_ENFORCED_TYPES, mfaRequiredSetting } from './mfa.policy';
import { MfaRepository } from './mfa.repository';
import { apiError } from '../../../common/http/api-error';
import { TooManyRequestsError } from '../../../common/http/api-error';

/** Issuer shown by authenticator apps next to the account. */
export const MFA_ISSUER = 'Portale Bandi';
/** Number of one-time recovery codes issued at enrolment (and on regeneration). */
export const RECOVERY_CODE_COUNT = 10;
/** TOTP time step (RFC 6238 default), seconds. */
const PERIOD_SECONDS = 30;
/** Accepted clock drift: one step before or after (RFC 6238, section 5.2). */
const DRIFT_STEPS = 1;

/** RFC 6238 parameters every authenticator app supports: HMAC-SHA1, 6 digits, 30 s. */
const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: MFA_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) });
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const invalidField = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/** Enrolment data shown once: the secret as text, the otpauth URI and its QR code (SVG data URL). */
export interface MfaSetup {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

/** A one-time recovery code: two groups of five characters, about 49 bits (e.g. `k7m2q-x9dpa`). */
function recoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Wrong second-factor codes accepted per account in MFA_ACCOUNT_WINDOW_MS, from any address
 * (issue 36): on top of the login throttle per (IP, account), so that a stolen password and a
 * few addresses do not make code guessing worthwhile. With 3 valid codes at a time (one step of
 * drift) out of 10^6, 10 guesses an hour are 240 a day: about 7 in 10,000 a day, and the owner
 * and the administrators are told at the first lock.
 */
export const MFA_ACCOUNT_FAILURES = 10;
/** Window of the per-account count of wrong codes, in ms (one hour). */
export const MFA_ACCOUNT_WINDOW_MS = 60 * 60_000;

/** 429 `auth.mfa_locked` (code `mfa_locked`) with the seconds to wait, which AllExceptionsFilter sends as Retry-After. */
export class TooManyAttemptsException extends TooManyRequestsError {
  constructor(seconds: number) {
    super('auth.mfa_locked', Math.ceil(seconds / 60));
    this.retryAfterSeconds = seconds;
  }
}

/**
 * Second factor (docs/security.md#two-factor-authentication; ASVS 5.0 V6.6): TOTP per RFC 6238
 * (otpauth: HMAC-SHA1, 6 digits, 30 s, one step of drift), each time step accepted once; ten
 * recovery codes (argon2id hashes) used once each. Optional for everyone; mandatory for
 * administrators and global experts when the administrator turns `mfa_required` on.
 */
@Injectable()
export class MfaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    @Inject(THROTTLE_STORE) private readonly throttles: ThrottleStore,
    private readonly repository: MfaRepository,
  ) {}

  private secrets(userId: number, em: EntityManager = this.dataSource.manager) {
    return this.repository.secrets(em, userId);
  }

  /**
   * Checks a TOTP code against `secret` and, when valid, records its time step so that the same
   * code (or an older one) is never accepted again: an atomic UPDATE guards against two requests
   * racing with one code.
   */
  private async acceptTotp(userId: number, secret: string, code: string, lastStep: string | null, em: EntityManager): Promise<boolean> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const now = Date.now();
    const delta = totpOf(secret).validate({ token, timestamp: now, window: DRIFT_STEPS });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    if (lastStep !== null && step <= Number(lastStep)) return false;
    return this.repository.claimStep(em, userId, step);
  }

  /** Uses one unused recovery code of the user when `code` is one (marked used); false otherwise. */
  private async useRecoveryCode(userId: number, code: string, em: EntityManager): Promise<boolean> {
    const typed = normalizeRecovery(code);
    if (typed.length !== 10) return false;
    for (const row of await this.repository.unusedRecoveryCodes(em, userId)) {
      if (await verifyPassword(row.code_hash, typed)) return this.repository.markRecoveryCodeUsed(em, row.id);
    }
    return false;
  }

  private async issueRecoveryCodes(userId: number, em: EntityManager): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const hashes: string[] = [];
    for (const code of codes) hashes.push(await hashPassword(normalizeRecovery(code)));
    await this.repository.replaceRecoveryCodes(em, userId, hashes);
    return codes;
  }

  /** Number of unused recovery codes left. */
  recoveryCodesLeft(userId: number): Promise<number> {
    return this.repository.countUnusedRecoveryCodes(this.dataSource.manager, userId);
  }

  /**
   * Starts enrolment: a new secret (160 bits, base32) kept as pending until `enable` confirms a
   * code from it. @throws ConflictException 409 when the second factor is already on.
   */
  async setup(user: User): Promise<MfaSetup> {
    const current = await this.secrets(user.id);
    if (current.mfa_enabled_at) throw apiError('auth.mfa_already_enabled');
    const secret = new Secret({ size: 20 }).base32; // 160 bits (RFC 4226, section 4, recommends >= 160)
    await this.repository.setPendingSecret(this.dataSource.manager, user.id, secret);
    const otpauth_uri = totpOf(secret, user.email).toString();
    // qrcode is loaded on the first enrolment, not at start (issue 12, memory after start)
    const QRCode = require('qrcode') as typeof QRCodeModule;
    const svg = await QRCode.toString(otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauth_uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Confirms enrolment with a code from the pending secret: the second factor is on, and the ten
   * recovery codes are answered once (only their hashes are kept). Every other session and token
   * of the user ends (`keep` survives).
   * @throws UnprocessableEntityException 422 `{errors: {code}}` for a wrong code or no enrolment started.
   */
  async enable(user: User, code: string, keep: { sessionId?: string; token?: string }): Promise<{ recovery_codes: string[] }> {
    return this.dataSource.transaction(async (em) => {
      const current = await this.secrets(user.id, em);
      if (current.mfa_enabled_at) throw apiError('auth.mfa_already_enabled');
      if (!current.mfa_pending_secret) throw invalidField('code', 'Avvia prima la configurazione della verifica in due passaggi');
      if (!(await this.acceptTotp(user.id, current.mfa_pending_secret, code, null, em))) {
        throw invalidField('code', 'Codice non valido: controlla l’ora del telefono e inserisci il codice attuale');
      }
      await this.repository.activatePendingSecret(em, user.id);
      const recovery_codes = await this.issueRecoveryCodes(user.id, em);
      await this.tokens.endOtherSessions(user.id, keep, em);
      await this.audit.record(em, { userId: user.id, projectId: null, entity: 'user', entityId: user.id, action: 'mfa.enabled' });
      return { recovery_codes };
    });
  }

  /**
   * Verifies a code of the enabled second factor (TOTP or a recovery code) for a sensitive action.
   * @throws UnprocessableEntityException 422 `{errors: {code}}` when wrong.
   */
  private async requireCode(userId: number, code: string | undefined, em: EntityManager): Promise<void> {
    const current = await this.secrets(userId, em);
    if (!current.mfa_secret) throw invalidField('code', 'La verifica in due passaggi non è attiva');
    const ok =
      !!code &&
      ((await this.acceptTotp(userId, current.mfa_secret, code, current.mfa_last_step, em)) ||
        (await this.useRecoveryCode(userId, code, em)));
    if (!ok) throw invalidField('code', 'Codice non valido');
  }

  /**
   * Turns the second factor off (a current code or a recovery code required). Refused (422) for
   * an administrator or global expert while the platform requires it.
   */
  async disable(user: User, code: string | undefined): Promise<void> {
    if (MFA_ENFORCED_TYPES.includes(user.type) && (await mfaRequiredSetting(this.dataSource))) {
      throw invalidField('code', 'La verifica in due passaggi è obbligatoria per il tuo ruolo');
    }
    await this.dataSource.transaction(async (em) => {
      await this.requireCode(user.id, code, em);
      await this.repository.clear(em, user.id);
      await this.audit.record(em, { userId: user.id, projectId: null, entity: 'user', entityId: user.id, action: 'mfa.disabled' });
    });
  }

  /** New set of ten recovery codes (the old ones stop working); a current code required. */
  async regenerateRecoveryCodes(user: User, code: string | undefined): Promise<{ recovery_codes: string[] }> {
    return this.dataSource.transaction(async (em) => {
      await this.requireCode(user.id, code, em);
      const recovery_codes = await this.issueRecoveryCodes(user.id, em);
      await this.audit.record(em, {
        userId: user.id,
        projectId: null,
        entity: 'user',
        entityId: user.id,
        action: 'mfa.recovery_codes_renewed',
      });
      return { recovery_codes };
    });
  }

  /**
   * Login step after a right password: nothing when the user has no second factor; otherwise
   * `code` must be a current TOTP code or an unused recovery code.
   * @throws UnauthorizedException 401 `{code: 'mfa_required'}` when no code was sent (not a failed
   *   attempt), `{code: 'mfa_invalid'}` when it is wrong or already used (counted by the login throttle
   *   and by the account's own count).
   * @throws TooManyAttemptsException 429 `{code: 'mfa_locked'}` with Retry-After once the account
   *   had MFA_ACCOUNT_FAILURES wrong codes in MFA_ACCOUNT_WINDOW_MS, from whatever addresses; the
   *   owner and the active administrators are e-mailed when the lock starts.
   */
  async checkLogin(user: User, code: string | undefined): Promise<void> {
    const current = await this.secrets(user.id);
    if (!current.mfa_enabled_at || !current.mfa_secret) return;
    if (!code?.trim()) {
      throw apiError('auth.mfa_required');
    }
    const key = `mfa-account:${user.id}`;
    if ((await this.throttles.count(key)) >= MFA_ACCOUNT_FAILURES) throw await this.locked(key);
    const ok = await this.dataSource.transaction(
      async (em) =>
        (await this.acceptTotp(user.id, current.mfa_secret as string, code, current.mfa_last_step, em)) ||
        (await this.useRecoveryCode(user.id, code, em)),
    );
    if (ok) {
      await this.throttles.reset(key);
      return;
    }
    const { count } = await this.throttles.hit(key, MFA_ACCOUNT_WINDOW_MS);
    if (count === MFA_ACCOUNT_FAILURES) {
      await this.notifyLocked(user);
      throw await this.locked(key);
    }
    throw apiError('auth.mfa_invalid');
  }

  private async locked(key: string): Promise<TooManyAttemptsException> {
    const seconds = Math.max(1, Math.ceil((await this.throttles.msLeft(key)) / 1000));
    return new TooManyAttemptsException(seconds);
  }

  /** E-mails the account's owner and every active administrator that its second factor is locked. */
  private async notifyLocked(user: User): Promise<void> {
    const admins = await this.dataSource.getRepository(User).find({
      select: { email: true },
      where: { type: 'administrator', status: 'active', id: Not(user.id) },
    });
    const minutes = MFA_ACCOUNT_WINDOW_MS / 60_000;
    await this.mail.send({
      to: user.email,
      subject: 'Portale Bandi: accesso bloccato per codici errati',
      text:
        `Ciao ${user.name},\n\nsono stati inseriti ${MFA_ACCOUNT_FAILURES} codici di verifica errati per il tuo account dopo la password giusta: ` +
        `l'accesso con il secondo fattore è sospeso per ${minutes} minuti.\nSe non eri tu, qualcuno conosce la tua password: ` +
        `cambiala appena possibile e avvisa l'amministratore.\n`,
    });
    for (const admin of admins) {
      await this.mail.send({
        to: admin.email,
        subject: 'Portale Bandi: secondo fattore bloccato per un account',
        text:
          `L'account ${user.email} ha ricevuto ${MFA_ACCOUNT_FAILURES} codici di verifica errati dopo la password giusta: ` +
          `l'accesso è sospeso per ${minutes} minuti. La password dell'account potrebbe essere nota a qualcun altro.\n`,
      });
    }
  }

  /**
   * An administrator removes a user's second factor (lost phone): secret and recovery codes are
   * deleted, every session and token of the user ends, and the reset is written to the audit log.
   */
  async adminReset(actor: User, userId: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const enabledAt = await this.repository.enabledAt(em, userId);
      if (enabledAt === undefined) throw apiError('users.not_found');
      await this.repository.clear(em, userId);
      await this.tokens.endOtherSessions(userId, {}, em);
      await this.audit.record(em, {
        userId: actor.id,
        projectId: null,
        entity: 'user',
        entityId: userId,
        action: 'mfa.reset',
        changes: { fields: ['mfa_enabled'], values: { mfa_enabled: { from: !!enabledAt, to: false } } },
      });
    });
  }

  /** Whether the platform asks `user` for a second factor: an enforced user type while `mfa_required` is on. */
  async requiredFor(user: Pick<User, 'type'>): Promise<boolean> {
    return MFA_ENFORCED_TYPES.includes(user.type) && (await mfaRequiredSetting(this.dataSource));
  }

  /** The platform security settings. */
  async settings(): Promise<{ mfa_required: boolean }> {
    return { mfa_required: await mfaRequiredSetting(this.dataSource) };
  }

  /** Sets `mfa_required` (administrator), audit-logged. */
  async updateSettings(actor: User, mfaRequired: boolean): Promise<{ mfa_required: boolean }> {
    await this.dataSource.transaction(async (em) => {
      const before = await mfaRequiredSetting(em);
      await this.repository.setMfaRequired(em, mfaRequired, actor.id);
      await this.audit.record(em, {
        userId: actor.id,
        projectId: null,
        entity: 'platform_settings',
        entityId: 1,
        action: 'updated',
        changes: { fields: ['mfa_required'], values: { mfa_required: { from: before, to: mfaRequired } } },
      });
    });
    return this.settings();
  }
}
