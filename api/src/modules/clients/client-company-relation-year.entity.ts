import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ClientCompanyRelation } from './client-company-relation.entity';

/**
 * The figures of one year of a related enterprise (headcount in ULA, turnover and balance-sheet total
 * in EUR) for the SME size. Migration 0011;
 * docs/domain.md#sme-size-commission-recommendation-2003361ec-annex-title-i.
 */
@Entity('client_company_relation_history')
export class ClientCompanyRelationYear {
  @PrimaryGeneratedColumn()
  id: number;

  /** The related enterprise (client_company_relations.id). */
  @Column({ type: 'int' })
  relation_id: number;

  @ManyToOne(() => ClientCompanyRelation, (p) => p.history, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'relation_id' })
  relation?: Relation<ClientCompanyRelation>;

  @Column({ type: 'int' })
  year: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  headcount: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  turnover: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  balance_sheet_total: string | null;
}
