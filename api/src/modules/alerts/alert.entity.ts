import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../common/entities/base.entity';
import { User } from '../users/user.entity';

/**
 * The alert banner shown to every user between `starts_at` and `ends_at` while `active` (type
 * info/warning/error); global, not owned by an environment. Migration 0007, `version`/`updated_by`
 * 0008; docs/domain.md#referents-negotiations-notes-newsletters-alerts.
 */
@Entity('alerts')
export class Alert extends BaseRecord {
  @Column({ type: 'varchar', length: 10, default: 'info' })
  type: 'info' | 'warning' | 'error';

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  starts_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  ends_at: Date | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the record last (migration 0008 where added), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;
}
