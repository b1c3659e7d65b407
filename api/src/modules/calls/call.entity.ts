import { Column, Entity, Index } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';

/** Call statuses (richieste): aperta, in lavorazione, chiusa, archiviata. */
export const CALL_STATUSES = ['open', 'in_progress', 'closed', 'archived'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call log (richiesta) with a client (docs/domain.md#call-logs) or a supplier (docs/domain.md#call-logs). */
@Entity('calls')
export class Call extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 10 })
  type: 'client' | 'supplier';

  @Index()
  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @Column({ type: 'int', nullable: true })
  referent_id: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company_name: string | null;

  @Column({ type: 'date' })
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
}

/** One recipient of a supplier call (docs/domain.md#call-logs). */
export interface SendToEntry {
  name: string;
  email: string;
  active: boolean;
}
