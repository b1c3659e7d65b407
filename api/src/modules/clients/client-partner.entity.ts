import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';

/**
 * A partner (socio) of a client: name, fiscal code, share in percent. Migration 0006;
 * docs/domain.md#clients.
 */
@Entity('client_partners')
export class ClientPartner {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, (p) => p.partners, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  fiscal_code: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  share_percent: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;
}
