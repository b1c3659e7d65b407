import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ProjectOwnedRecord, type JsonObject } from '../../common/entities/base.entity';
import { User } from '../users/user.entity';

/** Bulk actions on the client list (issue 37; `create_task`: "Crea compito", migration 0041). */
export const BULK_ACTIONS = ['assign_manager', 'set_status', 'archive', 'delete', 'create_task'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** States of a bulk job: queued, running, done (every record has its result), failed (stopped by an error). */
export const BULK_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];

/** Outcome of one record of a bulk job. */
export const BULK_OUTCOMES = ['pending', 'done', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/**
 * A bulk action on clients of an environment (migration 0030): who asked it, the action, its
 * parameters (`{user_id}`, `{status}` or `{title, owner_id, due_date, description}`), its state and the number of selected records. Run by
 * the job queue `clients-bulk` (clients-bulk.service.ts); written through ClientsBulkRepository.
 */
@Entity('bulk_jobs')
export class BulkJob extends ProjectOwnedRecord {
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 20 })
  action: BulkAction;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  params: JsonObject;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: BulkJobState;

  @Column({ type: 'int', default: 0 })
  total: number;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;
}

/**
 * The result of one selected record of a bulk job: `pending` until the job reaches it, then
 * `done` or `refused` with an Italian `reason`. `client_id` is not a foreign key (a deleted
 * client keeps its result and its `name`); `version` is the client's version when asked.
 */
@Entity('bulk_job_results')
@Index('bulk_job_results_job_idx', ['job_id', 'id'])
export class BulkJobResult {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  job_id: number;

  @ManyToOne(() => BulkJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Relation<BulkJob>;

  @Column({ type: 'int' })
  client_id: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ type: 'int', nullable: true })
  version: number | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  outcome: BulkOutcome;

  @Column({ type: 'text', nullable: true })
  reason: string | null;
}
