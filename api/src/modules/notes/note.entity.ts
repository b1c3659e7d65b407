import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Client } from '../clients/client.entity';
import { User } from '../users/user.entity';

/**
 * A note on a client (table `client_notes`, migration 0006, `version` / `updated_by` from 0008;
 * docs/domain.md#referents-negotiations-notes-newsletters-alerts). A child of the client: it
 * belongs to the client's environment (`TENANT_CHILD_TABLES`), so every statement on it is scoped
 * through its client (NotesRepository).
 */
@Entity('client_notes')
export class ClientNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  /** The author; null once their account is deleted. */
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** Up to 10,000 characters (NoteDto). */
  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** Optimistic-concurrency version (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the note last (migration 0008), set by the guarded update. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;
}
