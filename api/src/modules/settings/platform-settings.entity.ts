import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * The one row (id 1) of platform-wide switches: whether the second factor is mandatory for
 * administrators and global experts. Migration 0015; docs/security.md#two-factor-authentication.
 */
@Entity('platform_settings')
export class PlatformSettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'boolean', default: false })
  mfa_required: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** Who changed the record last (migration 0008 where added), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;
}
