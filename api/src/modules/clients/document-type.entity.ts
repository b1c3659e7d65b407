import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A type of client document (global list, migration 0035; docs/domain.md#client-documents): the
 * eleven slots of migration 0006 and DURC (`builtin`, their `code` fixed) plus the types the
 * administrator adds, each with its default validity from the issue date: `validity_months`
 * (visura camerale: 6) or `validity_days` (DURC: 120), or `expiry_from_document` (documento
 * d'identità: the expiry printed on it is typed), or none (no expiry). `active` false hides it from
 * new uploads; documents of the type stay. Written through DocumentTypesRepository (SQL).
 */
@Entity('document_types')
export class DocumentType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 120 })
  label: string;

  @Column({ type: 'int', nullable: true })
  validity_days: number | null;

  @Column({ type: 'int', nullable: true })
  validity_months: number | null;

  @Column({ type: 'boolean', default: false })
  expiry_from_document: boolean;

  @Column({ type: 'boolean', default: false })
  builtin: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
