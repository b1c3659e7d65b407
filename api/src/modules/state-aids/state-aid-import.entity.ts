import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { User } from '../users/user.entity';

/** States of an RNA import: queued, running, done (the file read to its end), failed (stopped by an error). */
export const STATE_AID_IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type StateAidImportState = (typeof STATE_AID_IMPORT_STATES)[number];

/**
 * An import of an RNA open-data file into the aid ledger of the environment's clients (table
 * `state_aid_imports`, migration 0032; docs/domain.md#rna-import): who uploaded it, the file name
 * and size (bytes), where its bytes wait in storage until the job reads them, progress and
 * outcome. Run by the job queue `state-aid-import` (state-aid-imports.service.ts); written through
 * StateAidImportsRepository.
 */
@Entity('state_aid_imports')
@Index('state_aid_imports_project_idx', ['project_id', 'id'])
export class StateAidImport extends ProjectOwnedRecord {
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  /** Storage key of the uploaded bytes; null once the job has read them. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  storage_key: string | null;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: StateAidImportState;

  /** Size of the file, bytes. */
  @Column({ type: 'bigint', default: 0 })
  bytes: string;

  /** Bytes read so far (progress). */
  @Column({ type: 'bigint', default: 0 })
  bytes_read: string;

  /** AIUTO elements read so far. */
  @Column({ type: 'int', default: 0 })
  aids_read: number;

  /** Components of a client recorded as new aid. */
  @Column({ type: 'int', default: 0 })
  created: number;

  /** Components of a client already recorded (same COR and component). */
  @Column({ type: 'int', default: 0 })
  existing: number;

  /** Components of a client not recorded (a bad date or amount), each with its reason in the report. */
  @Column({ type: 'int', default: 0 })
  rejected: number;

  /** One entry per component of a client: `{cor, component, client_id, client_name, outcome, reason, state_aid_id}`. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  report: object[];

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;
}
