import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';

/**
 * A bank of a client: name, IBAN, branch. Migration 0006; docs/domain.md#clients, docs/domain.md#iban.
 */
@Entity('client_banks')
export class ClientBank {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, (p) => p.banks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 34, nullable: true })
  iban: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  branch: string | null;
}
