import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Province } from './province.entity';
import { Region } from './region.entity';

/**
 * An Italian comune (ISTAT code, cadastral code, province, region, postal codes, population,
 * coordinates). Reference data loaded by the seed. Migration 0003; docs/domain.md#reference-data,
 * docs/domain.md#territory.
 */
@Entity('comuni')
export class Comune {
  @PrimaryColumn({ type: 'char', length: 6 })
  istat_code: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  other_name: string | null;

  @Column({ type: 'char', length: 4 })
  cadastral_code: string;

  @Column({ type: 'char', length: 2 })
  province_acronym: string;

  @ManyToOne(() => Province)
  @JoinColumn({ name: 'province_acronym', referencedColumnName: 'acronym' })
  province?: Relation<Province>;

  @Column({ type: 'char', length: 2 })
  region_code: string;

  @ManyToOne(() => Region)
  @JoinColumn({ name: 'region_code' })
  region_record?: Relation<Region>;

  @Column({ type: 'char', length: 5, nullable: true })
  cap: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  caps: string[];

  @Column({ type: 'int', nullable: true })
  population: number | null;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;
}
