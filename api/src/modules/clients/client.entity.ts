import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';

/**
 * A client company of an environment (docs/domain.md#clients). The skeleton keeps the identity and the legal
 * seat; the clients issue adds the full registry (locations, ATECO, partners, documents…).
 */
@Entity('clients')
export class Client extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 255 })
  business_name: string;

  @Index()
  @Column({ type: 'varchar', length: 11, nullable: true })
  vat_number: string | null;

  @Index()
  @Column({ type: 'varchar', length: 16, nullable: true })
  fiscal_code: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  legal_form: string | null;

  /** Free-text legal form of before issue 10 that matched no ELF code (migration 0010); cleared when a code is chosen. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  legal_form_text: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  pec: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  province: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  region: string | null;
}

/** Link between a client and a referent (the referents who follow it). */
@Entity('client_referents')
export class ClientReferent {
  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @PrimaryColumn({ type: 'int' })
  @Index()
  referent_id: number;
}
