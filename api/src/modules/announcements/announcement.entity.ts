import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../common/entities/base.entity';

/**
 * A funding call (bando, docs/domain.md#announcements). `project_id` null with scope "global": visible in every
 * environment; scope "local": owned by one environment. This entity maps the base columns only;
 * the requirement columns and child collections of migration 0004 are read and written by
 * AnnouncementsService (announcements.service.ts) in SQL, one transaction per save.
 * Amounts in EUR; dates are calendar dates (no time).
 */
@Entity('announcements')
export class Announcement extends BaseRecord {
  @Index()
  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @Column({ type: 'varchar', length: 10, default: 'global' })
  scope: 'global' | 'local';

  @Column({ type: 'varchar', length: 12, default: 'draft' })
  status: 'draft' | 'published';

  @Column({ type: 'varchar', length: 500 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'date', nullable: true })
  start_date: string | null;

  @Column({ type: 'date', nullable: true })
  end_date: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  evaluation_procedure: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  supplying_authority: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  link_regulatory: string | null;

  @Column({ type: 'text', nullable: true })
  fact_sheet: string | null;

  @Column({ type: 'boolean', default: false }) type_non_repayable_fund: boolean;
  @Column({ type: 'boolean', default: false }) type_concessionary_financing: boolean;
  @Column({ type: 'boolean', default: false }) type_fiscal_bonus: boolean;
  @Column({ type: 'boolean', default: false }) type_interest_account: boolean;
  @Column({ type: 'boolean', default: false }) type_warranty: boolean;

  /** Origin of an imported call (e.g. "incentivi.gov.it") and its id there (ID_Incentivo). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  source_id: string | null;

  /** The requirement limits the call states none for (docs/rules.md#form-rules; migration 0023). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  requirements_without_limit: string[];
}
