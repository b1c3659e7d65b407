import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';

/**
 * The narrow search row of a client: its environment, name (the list order) and the lower-case text
 * the search looks into (name, P.IVA, codice fiscale, comune), kept by triggers on `clients`.
 * Read-only for the code. Migration 0022; docs/domain.md#clients.
 */
@Entity('client_search')
export class ClientSearchRow {
  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @OneToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'varchar', length: 255 })
  business_name: string;

  /** Lower-case name, P.IVA, codice fiscale and comune (migration 0022). */
  @Column({ type: 'text' })
  search_text: string;
}
