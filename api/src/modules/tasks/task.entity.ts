import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Announcement } from '../announcements/announcement.entity';
import { Call } from '../calls/call.entity';
import { Client } from '../clients/client.entity';
import { Negotiation } from '../negotiations/negotiation.entity';
import { User } from '../users/user.entity';

/** Task statuses: aperto, completato, annullato. */
export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * A task (compito) of an environment (migration 0025, issue 37): title, owner (a user of the
 * environment), due date (`YYYY-MM-DD`), status, optional links to a client, a call log, a
 * negotiation or an announcement (a linked record deleted leaves the task without the link).
 * Written through TasksRepository (SQL); mapped here for the schema and its relations.
 */
@Entity('tasks')
export class Task extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'int' })
  owner_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  @Column({ type: 'date' })
  due_date: string;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: TaskStatus;

  /** When the task was marked done (null while open or cancelled). */
  @Column({ type: 'timestamptz', nullable: true })
  completed_at: Date | null;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  /** The call log (richiesta) this task follows up. */
  @Column({ type: 'int', nullable: true })
  call_id: number | null;

  @ManyToOne(() => Call, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'call_id' })
  call?: Relation<Call>;

  @Column({ type: 'int', nullable: true })
  negotiation_id: number | null;

  @ManyToOne(() => Negotiation, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'negotiation_id' })
  negotiation?: Relation<Negotiation>;

  @Column({ type: 'int', nullable: true })
  announcement_id: number | null;

  @ManyToOne(() => Announcement, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  /** Who changed the task last, set by the guarded update. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;
}
