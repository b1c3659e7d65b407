import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { User } from '../../users/user.entity';
import { PlatformSettings } from '../../settings/platform-settings.entity';
import { MfaRecoveryCode } from './mfa-recovery-code.entity';
import { apiError } from '../../../common/http/api-error';

/** The second-factor columns of a user (entity User, migration 0015). `mfa_last_step` is a bigint as text. */
export interface MfaSecrets {
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_last_step: string | null;
  mfa_enabled_at: Date | null;
}

/**
 * The data of the second factor (docs/security.md#two-factor-authentication) through TypeORM's
 * entities User, MfaRecoveryCode and PlatformSettings: no SQL text of its own. A user's second
 * factor belongs to the user, not to an environment, so nothing here is environment-scoped; every
 * statement names the user (or the one platform row). Each method runs on `em`, the caller's
 * transaction or the DataSource's manager.
 */
@Injectable()
export class MfaRepository {
  /**
   * The user's secrets (columns not selected by default).
   * @throws NotFoundException 404 "Utente non trovato" when there is no such user.
   */
  async secrets(em: EntityManager, userId: number): Promise<MfaSecrets> {
    const row = await em.getRepository(User).findOne({
      select: { id: true, mfa_secret: true, mfa_pending_secret: true, mfa_last_step: true, mfa_enabled_at: true },
      where: { id: userId },
    });
    if (!row) throw apiError('users.not_found');
    const { mfa_secret, mfa_pending_secret, mfa_last_step, mfa_enabled_at } = row;
    return { mfa_secret, mfa_pending_secret, mfa_last_step: mfa_last_step === null ? null : String(mfa_last_step), mfa_enabled_at };
  }

  /** When the user's second factor was turned on (null when off), or undefined when there is no such user. */
  async enabledAt(em: EntityManager, userId: number): Promise<Date | null | undefined> {
    const row = await em.getRepository(User).findOne({ select: { id: true, mfa_enabled_at: true }, where: { id: userId } });
    return row ? row.mfa_enabled_at : undefined;
  }

  /**
   * Records TOTP time step `step` (30 s steps since the epoch) as used, only when it is newer
   * than the last one: one atomic UPDATE, so two requests racing with one code cannot both win.
   * Answers whether this invocation recorded it.
   */
  async claimStep(em: EntityManager, userId: number, step: number): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .update(User)
      .set({ mfa_last_step: String(step) })
      .where('id = :userId AND (mfa_last_step IS NULL OR mfa_last_step < :step)', { userId, step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Keeps `secret` as the pending secret of an enrolment not yet confirmed. */
  async setPendingSecret(em: EntityManager, userId: number, secret: string): Promise<void> {
    await em.getRepository(User).update({ id: userId }, { mfa_pending_secret: secret });
  }

  /** Confirms enrolment: the pending secret becomes the secret, the second factor is on from now. */
  async activatePendingSecret(em: EntityManager, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(User)
      .set({ mfa_secret: () => 'mfa_pending_secret', mfa_pending_secret: null, mfa_enabled_at: () => 'now()' })
      .where('id = :userId', { userId })
      .execute();
  }

  /** Turns the second factor off: secrets, last step and recovery codes removed. */
  async clear(em: EntityManager, userId: number): Promise<void> {
    await em
      .getRepository(User)
      .update({ id: userId }, { mfa_secret: null, mfa_pending_secret: null, mfa_last_step: null, mfa_enabled_at: null });
    await em.getRepository(MfaRecoveryCode).delete({ user_id: userId });
  }

  /** The user's unused recovery codes (id and argon2id hash), oldest first. */
  unusedRecoveryCodes(em: EntityManager, userId: number): Promise<Pick<MfaRecoveryCode, 'id' | 'code_hash'>[]> {
    return em.getRepository(MfaRecoveryCode).find({
      select: { id: true, code_hash: true },
      where: { user_id: userId, used_at: IsNull() },
      order: { id: 'ASC' },
    });
  }

  /** Marks recovery code `id` used, only if it still is unused; answers whether this invocation did. */
  async markRecoveryCodeUsed(em: EntityManager, id: number): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .update(MfaRecoveryCode)
      .set({ used_at: () => 'now()' })
      .where('id = :id AND used_at IS NULL', { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Replaces every recovery code of the user with `hashes` (argon2id hashes), in one insert. */
  async replaceRecoveryCodes(em: EntityManager, userId: number, hashes: string[]): Promise<void> {
    const codes = em.getRepository(MfaRecoveryCode);
    await codes.delete({ user_id: userId });
    if (hashes.length) await codes.insert(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  }

  /** Number of the user's unused recovery codes. */
  countUnusedRecoveryCodes(em: EntityManager, userId: number): Promise<number> {
    return em.getRepository(MfaRecoveryCode).count({ where: { user_id: userId, used_at: IsNull() } });
  }

  /** Sets the platform switch `mfa_required` (the one row, id 1) as changed by `actorId`. */
  async setMfaRequired(em: EntityManager, mfaRequired: boolean, actorId: number): Promise<void> {
    await em.getRepository(PlatformSettings).update({ id: 1 }, { mfa_required: mfaRequired, updated_by: actorId });
  }
}
