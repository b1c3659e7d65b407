import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Referent } from '../referents/referent.entity';
import { BaseRecord } from '../../common/entities/base.entity';
import type { UserType } from '../../common/auth/roles';

/**
 * A platform user (docs/domain.md#users-and-the-session-view). `type` is its role (docs/roles.md); `status` active/inactive.
 * Migration 0001, `referent_id` 0002, `version`/`updated_by` 0008, the second factor's columns 0015.
 */
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

  /** The referent record a referent user acts as (its clients are the ones it sees). */
  @Column({ type: 'int', nullable: true })
  referent_id: number | null;

  @ManyToOne(() => Referent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referent_id' })
  referent?: Relation<Referent>;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: 'active' | 'inactive';

  /** Page after login (migration 0027): `default` (the role's start route) or `home` (La mia giornata). */
  @Column({ type: 'varchar', length: 10, default: 'default' })
  start_page: 'default' | 'home';

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

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;
}
