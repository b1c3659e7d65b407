import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../common/entities/base.entity';
import type { UserType } from '../../common/auth/roles';

/** A platform user (docs/domain.md#users-and-the-session-view). `type` is its role (docs/roles.md); `status` active/inactive. */
@Entity('users')
export class User extends BaseRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** argon2id hash; null for an invited user who has not set a password yet. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  password_hash: string | null;

  @Column({ type: 'varchar', length: 40 })
  type: UserType;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: false })
  can_access_local_announcements: boolean;

  @Column({ type: 'boolean', default: false })
  can_edit_global_setting: boolean;

  @Column({ type: 'boolean', default: true })
  accepted: boolean;

  @Column({ type: 'int', nullable: true })
  referent_id: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: 'active' | 'inactive';

  /** Set when the user logged in with a temporary password from forgot-password. */
  @Column({ type: 'boolean', default: false })
  must_change_password: boolean;

  /** Base32 TOTP secret once the second factor is on (never answered by the API). */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  mfa_secret: string | null;

  /** The secret shown during enrolment, until the first code confirms it. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  mfa_pending_secret: string | null;

  /** Last accepted TOTP time step (30 s steps since the epoch): a code is accepted once. */
  @Column({ type: 'bigint', nullable: true, select: false })
  mfa_last_step: string | null;

  /** When the second factor (TOTP) was enabled; null when the user has none (docs/security.md#two-factor-authentication). */
  @Column({ type: 'timestamptz', nullable: true })
  mfa_enabled_at: Date | null;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the record last (migration 0008), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;
}
