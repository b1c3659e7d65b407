import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { type JsonObject, ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Client } from '../clients/client.entity';
import { User } from '../users/user.entity';

/** Statuses of an import: previewed (dry run only), running (commit job), done, undone, failed. */
export const IMPORT_STATUSES = ['previewed', 'running', 'done', 'undone', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a row of the file did. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'reject'] as const;

/**
 * An import of clients from a file into an environment (migration 0031, issue 33): who uploaded it,
 * the file's name and bytes (cleared once committed), the mapping (`{sheet, columns, memory}`), the
 * counts per action, the status and until when it may be undone. Written through
 * ClientImportsRepository (SQL); mapped here for the schema and its relations.
 */
@Entity('client_imports')
export class ClientImport extends ProjectOwnedRecord {
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  @Column({ type: 'varchar', length: 20, default: 'previewed' })
  status: ImportStatus;

  /** `{create, update, unchanged, reject, total}` rows (the dry run's, then the commit's). */
  @Column({ type: 'jsonb', nullable: true })
  counts: JsonObject | null;

  @Column({ type: 'jsonb', nullable: true })
  mapping: JsonObject | null;

  /** The uploaded file (bytes), kept from the dry run to the commit. */
  @Column({ type: 'bytea', nullable: true, select: false })
  content: Buffer | null;

  /** Why the commit failed (Italian). */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  committed_at: Date | null;

  /** The undo is accepted until then (30 days after the commit). */
  @Column({ type: 'timestamptz', nullable: true })
  undo_until: Date | null;
}

/**
 * What one row of a committed import did (migration 0031): its row number in the file, the action,
 * the client created or updated, that client's version right after the import (the undo leaves a
 * client changed since), the values an update replaced (`before`) and the row's messages.
 */
@Entity('client_import_rows')
export class ClientImportRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  import_id: number;

  @ManyToOne(() => ClientImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id' })
  import?: Relation<ClientImport>;

  @Column({ type: 'int' })
  row_number: number;

  @Column({ type: 'varchar', length: 10 })
  action: (typeof IMPORT_ACTIONS)[number];

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  /** The client's name as the row gave it (or the client's, for an update without it). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  business_name: string | null;

  /** The fields an update changed (keys of IMPORT_FIELDS). */
  @Column({ type: 'jsonb', nullable: true })
  changes: string[] | null;

  @Column({ type: 'int', nullable: true })
  version_after: number | null;

  @Column({ type: 'jsonb', nullable: true })
  before: JsonObject | null;

  @Column({ type: 'jsonb', nullable: true })
  messages: JsonObject[] | null;
}
