import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Client } from './client.entity';
import { DocumentType } from './document-type.entity';
import { StoredFile } from '../files/stored-file.entity';
import { User } from '../users/user.entity';

/**
 * A document of a client (migrations 0006 and 0035; docs/domain.md#client-documents): its type,
 * name, issue and expiry date and uploaded file. Several per type; a newer one of the type may
 * replace the current one, which stays as history (`replaced_at`, `replaced_by`); a deletion is soft
 * (`deleted_at`, `deleted_by`). Written through ClientDocumentsRepository (SQL).
 */
@Entity('client_documents')
export class ClientDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, (p) => p.documents, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int' })
  type_id: number;

  @ManyToOne(() => DocumentType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'type_id' })
  type?: Relation<DocumentType>;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  /** Issue date `YYYY-MM-DD`. */
  @Column({ type: 'date', nullable: true })
  issue_date: string | null;

  /** Expiry date `YYYY-MM-DD` (typed, or the type's default from the issue date); null: none. */
  @Column({ type: 'date', nullable: true })
  expiry_date: string | null;

  @Column({ type: 'uuid', nullable: true })
  file_id: string | null;

  @ManyToOne(() => StoredFile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<StoredFile>;

  @Column({ type: 'int', nullable: true })
  uploaded_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by' })
  uploader?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When a newer document of the type replaced it (history); null while current. */
  @Column({ type: 'timestamptz', nullable: true })
  replaced_at: Date | null;

  @Column({ type: 'int', nullable: true })
  replaced_by: number | null;

  @ManyToOne(() => ClientDocument, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'replaced_by' })
  replacement?: Relation<ClientDocument>;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  @Column({ type: 'int', nullable: true })
  deleted_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'deleted_by' })
  deleter?: Relation<User>;
}
