import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Region } from './region.entity';

/**
 * An Italian province (or metropolitan city, free consortium…) with its acronym and region. Reference
 * data loaded by the seed. Migration 0003; docs/domain.md#reference-data, docs/domain.md#territory.
 */
@Entity('provinces')
export class Province {
  @PrimaryColumn({ type: 'varchar', length: 3 })
  code: string;

  @Column({ type: 'varchar', length: 3 })
  historical_code: string;

  @Column({ type: 'char', length: 2 })
  acronym: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'char', length: 2 })
  region_code: string;

  @ManyToOne(() => Region)
  @JoinColumn({ name: 'region_code' })
  region_record?: Relation<Region>;
}
