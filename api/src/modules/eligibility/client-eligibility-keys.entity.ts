import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Client } from '../clients/client.entity';

/**
 * The eligibility key set of a client: every ATECO prefix and territory key of its rows, with its
 * environment, one row per client, kept by triggers on the child tables (no row: two empty arrays).
 * Read-only for the code. Migration 0021; docs/domain.md#eligibility.
 */
@Entity('client_eligibility_keys')
export class ClientEligibilityKeys {
  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @OneToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ateco_prefixes: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  location_keys: string[];
}
