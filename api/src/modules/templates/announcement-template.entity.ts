import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, type JsonObject } from '../../common/entities/base.entity';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';

/**
 * A template: a named snapshot of the announcement form (`data`), global (`project_id` NULL) or of one
 * environment (scope `local`). Migration 0004, `version` 0008; docs/domain.md#templates.
 */
@Entity('announcement_templates')
export class AnnouncementTemplate extends BaseRecord {
  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'varchar', length: 10 })
  scope: 'global' | 'local';

  @Column({ type: 'varchar', length: 500 })
  name: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data: JsonObject;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  /** Who changed the record last (migration 0008 where added), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;
}
