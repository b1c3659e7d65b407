import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';

/**
 * The figures of one year of a client: headcount in ULA, turnover and balance-sheet total in EUR;
 * `estimate`: an art. 4(3) good-faith estimate. Migration 0006, `estimate` 0011;
 * docs/domain.md#clients, docs/domain.md#sme-size-commission-recommendation-2003361ec-annex-title-i.
 */
@Entity('client_history')
export class ClientHistoryYear {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, (p) => p.history, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int' })
  year: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  headcount: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  turnover: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  balance_sheet_total: string | null;

  @Column({ type: 'boolean', default: false })
  estimate: boolean;
}
