import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An ATECO code of one classification (`version` 2025 or 2007, agg. 2022) at level 1 (section) to 6,
 * with its parent. Reference data loaded by the seed from api/data. Migration 0003;
 * docs/domain.md#reference-data.
 */
@Entity('ateco_codes')
export class AtecoCode {
  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @PrimaryColumn({ type: 'varchar', length: 4 })
  version: '2025' | '2007';

  @PrimaryColumn({ type: 'varchar', length: 10 })
  code: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  description_en: string | null;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'varchar', length: 20 })
  level_name: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  parent_code: string | null;

  @Column({ type: 'char', length: 1 })
  section: string;

  @Column({ type: 'int' })
  sort_order: number;
}
