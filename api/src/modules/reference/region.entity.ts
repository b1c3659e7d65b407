import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An Italian region with its ISTAT code, area and statute. Reference data loaded by the seed.
 * Migration 0003; docs/domain.md#reference-data, docs/domain.md#territory.
 */
@Entity('regions')
export class Region {
  @PrimaryColumn({ type: 'char', length: 2 })
  code: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'smallint' })
  area_code: number;

  @Column({ type: 'varchar', length: 30 })
  area: string;

  @Column({ type: 'varchar', length: 10 })
  statute: string;
}
