import { Column, Entity, Index } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';

/** Call statuses (richieste): aperta, in lavorazione, chiusa, archiviata. */
export const CALL_STATUSES = ['open', 'in_progress', 'closed', 'archived'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call log (richiesta) with a client (SPEC §3.6) or a supplier (SPEC §3.7). */
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
}
