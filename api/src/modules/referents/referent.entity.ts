import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { User } from '../users/user.entity';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';

/**
 * A referent (referente) of an environment: a contact person who follows clients (linked through
 * ClientReferent); a referent user (`users.referent_id`) sees only those clients. Migration 0002,
 * `version`/`updated_by` 0008; docs/domain.md#referents-negotiations-notes-newsletters-alerts.
 */
@Entity('referents')
export class Referent extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 100 }) surname: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) organisation: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;

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
