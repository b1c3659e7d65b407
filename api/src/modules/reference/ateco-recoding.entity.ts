import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row of ISTAT's recoding table from an ATECO 2007 code to ATECO 2025. Reference data loaded by
 * the seed. Migration 0003; docs/domain.md#reference-data.
 */
@Entity('ateco_recoding')
export class AtecoRecoding {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  code_2007: string;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'smallint', nullable: true })
  correspondences: number | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  subtype: string | null;

  @Column({ type: 'char', length: 1, nullable: true })
  recoding_type: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  code_2025: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  code_2025_chamber: string | null;
}
