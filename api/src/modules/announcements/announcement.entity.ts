import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { BaseRecord, type JsonObject } from '../../common/entities/base.entity';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { StoredFile } from '../files/stored-file.entity';
import type { DeMinimisRegulation } from '@bandi/domain';
import { AnnouncementAtecoCode } from './announcement-ateco-code.entity';
import { AnnouncementLocation } from './announcement-location.entity';
import { AnnouncementExpenseItem } from './announcement-expense-item.entity';
import { AnnouncementCustomField } from './announcement-custom-field.entity';
import { AnnouncementDocument } from './announcement-document.entity';
import { AnnouncementStandardDocument } from './announcement-standard-document.entity';

/**
 * An announcement (bando, docs/domain.md#announcements), every column of `announcements`: the base
 * columns (migration 0002), the requirement, facilitation and aid-scheme columns, the value lists
 * as text[] and the full-text search vector (0004), `version`/`updated_by` (0008),
 * `requirements_without_limit` (0023). `project_id` null with scope "global": visible in every
 * environment; scope "local": owned by one environment. The child collections (ATECO codes,
 * territories, expense items, custom fields, documents, standard documents) are their own entities
 * in this folder; the eligibility key set is AnnouncementEligibilityKeys. Read and written by
 * AnnouncementsRepository and announcement-writer.ts in SQL, one transaction per save.
 * Amounts in EUR (numeric, strings in JavaScript); dates are calendar dates `YYYY-MM-DD`.
 */
@Entity('announcements')
export class Announcement extends BaseRecord {
  @Index()
  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

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

  /** Origin of an imported announcement (e.g. "incentivi.gov.it") and its id there (ID_Incentivo). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  source_id: string | null;

  /** The uploaded information sheet (scheda informativa). */
  @Column({ type: 'uuid', nullable: true })
  information_sheet_file_id: string | null;

  @ManyToOne(() => StoredFile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'information_sheet_file_id' })
  information_sheet_file?: Relation<StoredFile>;

  @Column({ type: 'text', nullable: true }) facilitation_cumulability: string | null;
  @Column({ type: 'text', nullable: true }) facilitation_intensity_of_help: string | null;
  @Column({ type: 'text', nullable: true }) facilitation_relief: string | null;

  @Column({ type: 'boolean', default: false }) aid_scheme_general_taxation: boolean;
  @Column({ type: 'boolean', default: false }) aid_scheme_temporary_framework: boolean;
  @Column({ type: 'boolean', default: false }) aid_scheme_de_minimis: boolean;
  @Column({ type: 'boolean', default: false }) aid_scheme_exemption: boolean;
  /** De minimis regulation of the announcement (docs/domain.md#de-minimis-regulations); null: not de minimis. */
  @Column({ type: 'varchar', length: 20, nullable: true }) de_minimis_regulation: DeMinimisRegulation | null;

  /** Requirement limits (docs/domain.md#requirement-values): null = not stated. */
  @Column({ type: 'int', nullable: true }) number_of_employees_min: number | null;
  @Column({ type: 'int', nullable: true }) number_of_employees_max: number | null;
  @Column({ type: 'int', nullable: true }) year_of_establishment_min: number | null;
  @Column({ type: 'int', nullable: true }) year_of_establishment_max: number | null;
  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true }) annual_volume_min: string | null;
  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true }) annual_volume_max: string | null;
  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true }) eligible_expense_min: string | null;
  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true }) eligible_expense_max: string | null;
  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true }) grant_min: string | null;
  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true }) grant_max: string | null;

  /** True: the ATECO codes are the admitted ones; false: the excluded ones. */
  @Column({ type: 'boolean', default: true })
  include_ateco_codes: boolean;

  @Column({ type: 'varchar', length: 5, nullable: true })
  subscribed_to_cciaa: 'yes' | 'no' | null;

  @Column({ type: 'boolean', default: false }) female_enterprise: boolean;
  @Column({ type: 'boolean', default: false }) youth_enterprise: boolean;
  @Column({ type: 'boolean', default: false }) public_entity_enterprise: boolean;

  /** Value lists (text[]): the admitted values of each requirement. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) company_dimensions: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) areas_of_intervention: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) legal_forms: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) business_registers: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) interprofessional_funds: string[];

  /** The source record of an imported announcement, as read (incentivi.gov.it). */
  @Column({ type: 'jsonb', nullable: true })
  source_data: JsonObject | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  /** Who changed the record last, set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;

  /** Italian full-text vector (name A, authority B, description C): generated by PostgreSQL (migration 0004), never written. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  search_vector: string | null;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** The requirement limits the announcement states none for (docs/rules.md#form-rules; migration 0023). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  requirements_without_limit: string[];

  @OneToMany(() => AnnouncementAtecoCode, (c) => c.announcement)
  ateco_codes?: Relation<AnnouncementAtecoCode>[];

  @OneToMany(() => AnnouncementLocation, (c) => c.announcement)
  locations?: Relation<AnnouncementLocation>[];

  @OneToMany(() => AnnouncementExpenseItem, (c) => c.announcement)
  expense_items?: Relation<AnnouncementExpenseItem>[];

  @OneToMany(() => AnnouncementCustomField, (c) => c.announcement)
  custom_fields?: Relation<AnnouncementCustomField>[];

  @OneToMany(() => AnnouncementDocument, (c) => c.announcement)
  documents?: Relation<AnnouncementDocument>[];

  @OneToMany(() => AnnouncementStandardDocument, (c) => c.announcement)
  standard_documents?: Relation<AnnouncementStandardDocument>[];
}
