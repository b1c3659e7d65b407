import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A legal form of the ISO 20275 ELF list for Italy (code, name, abbreviations). Reference data loaded
 * by the seed. Migration 0003; docs/domain.md#legal-form.
 */
@Entity('legal_forms')
export class LegalForm {
  @PrimaryColumn({ type: 'char', length: 4 })
  elf_code: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  abbreviations: string | null;

  @Column({ type: 'boolean' })
  active: boolean;
}
