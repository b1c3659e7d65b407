import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';

/**
 * An administrator (amministratore) of a client company: name, fiscal code, role, start date.
 * Migration 0006; docs/domain.md#clients.
 */
@Entity('client_administrators')
export class ClientAdministrator {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, (p) => p.administrators, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  fiscal_code: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  role: string | null;

  @Column({ type: 'date', nullable: true })
  start_date: string | null;
}
