import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';
import { User } from '../users/user.entity';

/**
 * A user who manages a client (gestore del cliente): receives its deadline reminders. Migration 0006;
 * docs/domain.md#clients.
 */
@Entity('client_managers')
export class ClientManager {
  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;
}
