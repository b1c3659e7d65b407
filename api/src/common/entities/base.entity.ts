import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, Column, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { Project } from '../../modules/projects/project.entity';

/**
 * A json/jsonb column holding an object. One level only: a recursive JSON type makes TypeORM's
 * QueryDeepPartialEntity of an entity with relations "excessively deep" (e.g. `update(…, patch)`).
 */
export type JsonObject = { [key: string]: string | number | boolean | null | object };

/** Columns every record carries: numeric id and creation/update timestamps (timestamptz). */
export abstract class BaseRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}

/**
 * A record owned by one environment (tenant). `project_id` is set by the server from the route,
 * never from the body, and every query on such a record filters on it (docs/architecture.md#tenancy).
 * The table's foreign key deletes the record with its environment.
 */
export abstract class ProjectOwnedRecord extends BaseRecord {
  @Index()
  @Column({ type: 'int' })
  project_id: number;

  // the target by name: project.entity.ts imports this file (BaseRecord), so no import at run time
  @ManyToOne('Project', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;
}
