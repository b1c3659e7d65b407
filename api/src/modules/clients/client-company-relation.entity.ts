import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { InvestorKind } from '@bandi/domain';
import { Client } from './client.entity';
import { ClientCompanyRelationYear } from './client-company-relation-year.entity';

/**
 * An enterprise related to a client for the SME size (Racc. 2003/361/CE): associated (25-50 %),
 * connected, or connected through a person; its share and latest figures, and for an exempt investor
 * its kind and invested amount (EUR). Migration 0006, `investor_kind`/`invested_amount` 0011;
 * docs/domain.md#clients, docs/domain.md#sme-size-commission-recommendation-2003361ec-annex-title-i.
 */
@Entity('client_company_relations')
export class ClientCompanyRelation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, (p) => p.company_relations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'varchar', length: 20 })
  kind: 'associated' | 'connected' | 'connected_by_person';

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  vat_number: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  share_percent: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  headcount: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  turnover: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  balance_sheet_total: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  investor_kind: InvestorKind | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  invested_amount: string | null;

  @OneToMany(() => ClientCompanyRelationYear, (c) => c.relation)
  history?: Relation<ClientCompanyRelationYear>[];
}
