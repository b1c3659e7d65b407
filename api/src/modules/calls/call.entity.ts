import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Client } from '../clients/client.entity';
import { Referent } from '../referents/referent.entity';
import { User } from '../users/user.entity';

/** Call statuses (richieste): aperta, in lavorazione, chiusa, archiviata. */
export const CALL_STATUSES = ['open', 'in_progress', 'closed', 'archived'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/**
 * A call log (richiesta) with a client or a supplier (docs/domain.md#call-logs), every column of `calls`:
 * migration 0002, supplier recipients, sending record and archive memory (0007), `version`/`updated_by`
 * (0008). The announcements proposed in it are CallAnnouncement rows. Written through TypeORM by CallsService.
 */
@Entity('calls')
export class Call extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 10 })
  type: 'client' | 'supplier';

  @Index()
  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int', nullable: true })
  referent_id: number | null;

  @ManyToOne(() => Referent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referent_id' })
  referent?: Relation<Referent>;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company_name: string | null;

  /** Calendar date `YYYY-MM-DD`; today when not given. */
  @Column({ type: 'date', default: () => 'CURRENT_DATE' })
  call_date: string;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: CallStatus;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  areas_of_intervention: string[];

  /** Supplier call recipients (docs/domain.md#call-logs); only `active` ones receive the e-mail. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  send_to: SendToEntry[];

  /** When the supplier call was last e-mailed, and to which addresses. */
  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  sent_to: string[] | null;

  /** The status an archived call returns to on restore. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  status_before_archive: Exclude<CallStatus, 'archived'> | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

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

/** One recipient of a supplier call (docs/domain.md#call-logs). */
export interface SendToEntry {
  name: string;
  email: string;
  active: boolean;
}
