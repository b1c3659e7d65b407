import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../common/entities/base.entity';
import { User } from '../users/user.entity';

/**
 * A document of the standard catalogue (Documentazione, settings → documentazione-bandi) that
 * announcements can require; global. Migration 0004, `version`/`updated_by` 0008;
 * docs/domain.md#announcements.
 */
@Entity('standard_documents')
export class StandardDocument extends BaseRecord {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

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
