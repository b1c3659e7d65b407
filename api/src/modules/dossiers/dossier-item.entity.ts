import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Negotiation } from '../negotiations/negotiation.entity';
import { ClientDocument } from '../clients/client-document.entity';
import { StoredFile } from '../files/stored-file.entity';
import { User } from '../users/user.entity';

/** Where a dossier item comes from: the announcement's sections (docs/domain.md#announcements) or staff (`manual`). */
export const DOSSIER_SOURCE_KINDS = ['standard_document', 'additional_document', 'expense_attachment', 'custom_field', 'manual'] as const;
export type DossierSourceKind = (typeof DOSSIER_SOURCE_KINDS)[number];

/** Status of a dossier item (docs/domain.md#dossier). */
export const DOSSIER_STATUSES = ['mancante', 'caricato', 'scaduto', 'verificato', 'non applicabile'] as const;
export type DossierStatus = (typeof DOSSIER_STATUSES)[number];

/**
 * One item of a negotiation's dossier (migration 0037, docs/domain.md#dossier): a document or
 * declaration the application needs, from the announcement (`source_kind`, `source_ref`: the source row,
 * for expense attachments `{expense item id}:{index}`) or added by staff (`manual`). Required or
 * optional, its status, the linked client document or its own uploaded file, a note, who verified
 * it and when; `uploaded_via_link`: the file came through the referent's upload link. Written
 * through DossiersRepository (SQL).
 */
@Entity('dossier_items')
export class DossierItem extends ProjectOwnedRecord {
  @Column({ type: 'int' })
  negotiation_id: number;

  @ManyToOne(() => Negotiation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'negotiation_id' })
  negotiation?: Relation<Negotiation>;

  @Column({ type: 'varchar', length: 30 })
  source_kind: DossierSourceKind;

  @Column({ type: 'varchar', length: 100, nullable: true })
  source_ref: string | null;

  @Column({ type: 'varchar', length: 255 })
  label: string;

  @Column({ type: 'boolean', default: true })
  required: boolean;

  @Column({ type: 'varchar', length: 20, default: 'mancante' })
  status: DossierStatus;

  @Column({ type: 'int', nullable: true })
  client_document_id: number | null;

  @ManyToOne(() => ClientDocument, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_document_id' })
  client_document?: Relation<ClientDocument>;

  @Column({ type: 'uuid', nullable: true })
  file_id: string | null;

  @ManyToOne(() => StoredFile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<StoredFile>;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  verified_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'verified_by' })
  verifier?: Relation<User>;

  @Column({ type: 'timestamptz', nullable: true })
  verified_at: Date | null;

  @Column({ type: 'boolean', default: false })
  uploaded_via_link: boolean;

  @Column({ type: 'int', default: 0 })
  position: number;

  /** Optimistic-concurrency version, incremented at each change. */
  @Column({ type: 'int', default: 1 })
  version: number;
}
