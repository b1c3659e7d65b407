import { Column, Entity } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';

/** A referent (referente) of an environment: a contact person who follows clients (docs/domain.md#referents-negotiations-notes-newsletters-alerts). */
@Entity('referents')
export class Referent extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 100 }) surname: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) organisation: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
}
