import type { DataSource, EntityManager } from 'typeorm';
import type { UserType } from '../../../common/auth/roles';
import { PlatformSettings } from '../../settings/platform-settings.entity';

/** Roles that must use a second factor when the administrator turns on `mfa_required` (issue 11). */
export const MFA_ENFORCED_TYPES: readonly UserType[] = ['administrator', 'expert-announcement'];

/** Machine-readable `code` of the 401 asking for the second factor at login. */
export const MFA_CODE_REQUIRED = 'mfa_required';
/** `code` of the 401 for a wrong or reused second-factor code. */
export const MFA_CODE_INVALID = 'mfa_invalid';
/** `code` of the 403 while an administrator or global expert must enrol before doing anything else. */
export const MFA_ENROLMENT_REQUIRED = 'mfa_enrolment_required';

/** The platform switch `mfa_required` (table platform_settings, one row). */
export async function mfaRequiredSetting(db: DataSource | EntityManager): Promise<boolean> {
  const row = await db.getRepository(PlatformSettings).findOne({ where: { id: 1 }, select: { id: true, mfa_required: true } });
  return !!row?.mfa_required;
}

/**
 * True when this user must enrol a second factor before using the platform: the setting is on,
 * the role is one of MFA_ENFORCED_TYPES, and the user has none yet.
 */
export async function mfaEnrolmentPending(
  db: DataSource | EntityManager,
  user: { type: UserType; mfa_enabled_at: Date | null },
): Promise<boolean> {
  if (user.mfa_enabled_at || !MFA_ENFORCED_TYPES.includes(user.type)) return false;
  return mfaRequiredSetting(db);
}
