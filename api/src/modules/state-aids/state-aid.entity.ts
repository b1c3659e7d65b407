import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An aid received by a client (table `state_aids`, migration 0028, issue 34;
 * docs/domain.md#de-minimis): grant date, granting body, measure, RNA codes (CAR, COR), CUP, the
 * regulation as written, the instrument, the aid element (ESL) and nominal amount in cents,
 * optional links to an announcement or a negotiation. A child of the client
 * (`TENANT_CHILD_TABLES`): written through StateAidsRepository (SQL), mapped here for the schema check.
 */
@Entity('state_aids')
export class StateAid {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  /** Date the legal right to the aid was conferred (Reg. (UE) 2023/2831 art. 3(4)), `YYYY-MM-DD`. */
  @Column({ type: 'date' })
  grant_date: string;

  @Column({ type: 'varchar', length: 255 })
  granting_body: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  measure_title: string | null;

  /** Codice Aiuto RNA (the measure). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  car: string | null;

  /** Codice Concessione RNA (the grant). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  cor: string | null;

  @Column({ type: 'varchar', length: 15, nullable: true })
  cup: string | null;

  /** RNA component (ID_COMPONENTE_AIUTO) of an imported aid: with the COR, the key of an import (migration 0032). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  rna_component_id: string | null;

  @Column({ type: 'varchar', length: 100 })
  regulation: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  instrument: string | null;

  /** Gross grant equivalent (ESL) in cents: what counts against the de minimis ceilings. */
  @Column({ type: 'bigint' })
  aid_element_cents: string;

  @Column({ type: 'bigint', nullable: true })
  nominal_amount_cents: string | null;

  @Column({ type: 'int', nullable: true })
  announcement_id: number | null;

  @Column({ type: 'int', nullable: true })
  negotiation_id: number | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @Column({ type: 'int', default: 1 })
  version: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
