import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Client } from '../clients/client.entity';
import { User } from '../users/user.entity';

/**
 * A merger or split of a client's single undertaking (table `undertaking_operations`, migration
 * 0042, issue 34; docs/domain.md#de-minimis): `merger`, the client absorbed (or acquired) the
 * counterpart on `operation_date` (Reg. (UE) 2023/2831 art. 3(8)); `split`, the client is one of
 * the enterprises the counterpart split into (art. 3(9)), with the allocation of the former aid
 * (`activities`: all of it; `equity`: `equity_cents` / `total_equity_cents`). The counterpart is a
 * client of the environment or an outside enterprise (name, partita IVA or codice fiscale).
 * Environment-owned (TENANT_TABLES): written through UndertakingOperationsRepository (SQL).
 */
@Entity('undertaking_operations')
export class UndertakingOperation extends ProjectOwnedRecord {
  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  /** `merger` (art. 3(8)) or `split` (art. 3(9)). */
  @Column({ type: 'varchar', length: 10 })
  kind: string;

  /** Effective date of the merger or split, `YYYY-MM-DD`. */
  @Column({ type: 'date' })
  operation_date: string;

  /** The absorbed or former enterprise when it is a client of the environment. */
  @Column({ type: 'int', nullable: true })
  counterpart_client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'counterpart_client_id' })
  counterpart_client?: Relation<Client>;

  @Column({ type: 'varchar', length: 255 })
  counterpart_name: string;

  /** Partita IVA or codice fiscale of an outside counterpart (upper case, no blanks). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  counterpart_vat: string | null;

  /** Split only: `activities` or `equity`. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  allocation: string | null;

  /** Split by equity: book value of the client's equity at the split, cents. */
  @Column({ type: 'bigint', nullable: true })
  equity_cents: string | null;

  /** Split by equity: book value of the equity of all the new enterprises, cents. */
  @Column({ type: 'bigint', nullable: true })
  total_equity_cents: string | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;

  @Column({ type: 'int', default: 1 })
  version: number;
}
