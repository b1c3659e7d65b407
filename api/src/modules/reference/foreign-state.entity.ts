import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A foreign state by its Belfiore code (the codice fiscale of people born abroad), with ISO 3166
 * alpha-2 code and validity dates. Reference data loaded by the seed. Migration 0003;
 * docs/domain.md#reference-data.
 */
@Entity('foreign_states')
export class ForeignState {
  @PrimaryColumn({ type: 'char', length: 4 })
  belfiore_code: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  iso2: string | null;

  @Column({ type: 'date', nullable: true })
  valid_from: string | null;

  @Column({ type: 'date', nullable: true })
  valid_to: string | null;
}
