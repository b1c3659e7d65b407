import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../common/entities/base.entity';
import { User } from '../users/user.entity';

/**
 * One entry of a dropdown list managed in settings (`list`: e.g. areas of intervention, evaluation
 * procedures), with its label and order; global. Migration 0003, `version`/`updated_by` 0008;
 * docs/domain.md#reference-data.
 */
@Entity('dropdown_values')
export class DropdownValue extends BaseRecord {
  /** The list the value belongs to. */
  @Column({ type: 'varchar', length: 40 })
  list: string;

  @Column({ type: 'varchar', length: 80 })
  value: string;

  @Column({ type: 'varchar', length: 200 })
  label: string;

  @Column({ type: 'int', default: 0 })
  sort_order: number;

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
