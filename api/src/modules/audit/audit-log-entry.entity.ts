import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { JsonObject } from '../../common/entities/base.entity';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';

/**
 * One entry of the audit log: who (`user_id`) did which action (`AUDIT_ACTIONS` of @bandi/domain, past
 * tense) on which record (`entity`, `entity_id`), with the changed fields in `changes`; `project_id`
 * NULL for global records. Written by AuditService only. Migration 0001, action names 0013;
 * docs/domain.md#audit-log.
 */
@Entity('audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 60 })
  entity: string;

  @Column({ type: 'int', nullable: true })
  entity_id: number | null;

  @Column({ type: 'varchar', length: 30 })
  action: string;

  /** The changed fields: `{ field: [before, after] }`, or the created/deleted record. */
  @Column({ type: 'jsonb', nullable: true })
  changes: JsonObject | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
