import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { type JsonObject } from '../../common/entities/base.entity';
import { ClientFields } from './client.fields';
import { Region } from '../reference/region.entity';
import { User } from '../users/user.entity';
import { Referent } from '../referents/referent.entity';
import { ClientLocation } from './client-location.entity';
import { ClientAtecoCode } from './client-ateco-code.entity';
import { ClientPartner } from './client-partner.entity';
import { ClientAdministrator } from './client-administrator.entity';
import { ClientBank } from './client-bank.entity';
import { ClientHistoryYear } from './client-history-year.entity';
import { ClientCompanyRelation } from './client-company-relation.entity';
import { ClientDocument } from './client-document.entity';

/** Company dimensions (Racc. 2003/361/CE): the values of `company_dimension` and `company_dimension_computed`. */
export type CompanyDimension = 'micro' | 'small' | 'medium' | 'large';

/**
 * A client company of an environment (docs/domain.md#clients), every column of `clients`: the
 * fields written from a body are declared once in {@link ClientFields} (identity, contacts, the
 * registry, INPS/INAIL, SME flags); here the unmatched old legal form text (migration 0010), the
 * seat's place, `version`/`updated_by` (0008), the status (0030) and the derived columns. The derived columns `company_dimension_computed`,
 * `region_code`, `established_year` and `latest_*` are kept by ClientsService on every save for
 * eligibility (docs/domain.md#eligibility). Child collections (locations, ATECO codes, partners,
 * administrators, banks, yearly history, company-size relations, documents) are their own
 * entities in this folder; the key sets, search row and counts kept by triggers are
 * ClientEligibilityKeys, ClientSearchRow and ClientCount. Written through ClientsRepository (SQL).
 */
@Entity('clients')
export class Client extends ClientFields {
  /** Free-text legal form of before issue 10 that matched no ELF code (migration 0010); cleared when a code is chosen. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  legal_form_text: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  province: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  region: string | null;

  /** The effective dimension: the manual one when `company_dimension_manual`, else the computed one. */
  @Column({ type: 'varchar', length: 6, nullable: true })
  company_dimension: CompanyDimension | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  company_dimension_computed: CompanyDimension | null;

  @Column({ type: 'boolean', default: false })
  company_dimension_manual: boolean;

  /** The figures and years the computed dimension rests on (sme.ts). */
  @Column({ type: 'jsonb', nullable: true })
  company_dimension_basis: JsonObject | null;

  /** ISTAT code of the legal seat's region (derived, for eligibility). */
  @Column({ type: 'char', length: 2, nullable: true })
  region_code: string | null;

  @ManyToOne(() => Region)
  @JoinColumn({ name: 'region_code' })
  region_record?: Relation<Region>;

  /** Year of `constitution_date` (derived, for eligibility). */
  @Column({ type: 'int', nullable: true })
  established_year: number | null;

  /** Figures of the latest `client_history` year (derived): ULA, EUR, EUR. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  latest_headcount: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  latest_turnover: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  latest_balance_sheet_total: string | null;

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

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** `active` (default), `inactive` or `archived` (migration 0030; the list's bulk actions "Cambia stato", "Archivia"). */
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: 'active' | 'inactive' | 'archived';

  @OneToMany(() => ClientLocation, (c) => c.client)
  locations?: Relation<ClientLocation>[];

  @OneToMany(() => ClientAtecoCode, (c) => c.client)
  ateco_codes?: Relation<ClientAtecoCode>[];

  @OneToMany(() => ClientPartner, (c) => c.client)
  partners?: Relation<ClientPartner>[];

  @OneToMany(() => ClientAdministrator, (c) => c.client)
  administrators?: Relation<ClientAdministrator>[];

  @OneToMany(() => ClientBank, (c) => c.client)
  banks?: Relation<ClientBank>[];

  @OneToMany(() => ClientHistoryYear, (c) => c.client)
  history?: Relation<ClientHistoryYear>[];

  @OneToMany(() => ClientCompanyRelation, (c) => c.client)
  company_relations?: Relation<ClientCompanyRelation>[];

  @OneToMany(() => ClientDocument, (c) => c.client)
  documents?: Relation<ClientDocument>[];
}

/**
 * Link between a client and a referent (the referents who follow it; a referent user sees only
 * these clients, docs/roles.md). A join table: the two foreign keys are the primary key.
 * Migration 0002; docs/domain.md#clients.
 */
@Entity('client_referents')
export class ClientReferent {
  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @PrimaryColumn({ type: 'int' })
  @Index()
  referent_id: number;

  @ManyToOne(() => Referent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'referent_id' })
  referent?: Relation<Referent>;
}
