import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from '../announcements/announcement.entity';
import { Client } from '../clients/client.entity';

/** Overall verdicts of the store: the vocabulary of docs/domain.md#eligibility. */
export const STORED_VERDICTS = ['eligible', 'not_eligible', 'unknown'] as const;
export type StoredVerdict = (typeof STORED_VERDICTS)[number];

/**
 * The stored verdict of one (call, client) pair (migration 0036, issue 32;
 * docs/architecture.md#eligibility-verdict-store): the overall verdict of the list questions, the
 * keys of the requirements not met (`failed`) and unknown (`unknown`), in REQUIREMENTS order, the
 * client's environment and when the row was last written (`computed_at`; an unchanged verdict is not
 * rewritten). Written only by EligibilityVerdictsRepository (set-based SQL); deleted with its announcement
 * or client (foreign keys). A pair is stale while `eligibility_pending` names its client, its announcement
 * or everything. `rank` and the `client_*` columns (migration 0046) are what the page of "clients
 * for an announcement" sorts and filters on, read from the indexes in the list's order (by verdict, by
 * name and by region ascending: migration 0049; by region descending: migration 0050, whose
 * `client_region DESC NULLS LAST` a column list cannot say, so TypeORM leaves it to the migration).
 */
@Entity('eligibility_verdicts')
@Index('eligibility_verdicts_page_idx', ['announcement_id', 'project_id', 'rank', 'client_name', 'client_id'])
@Index('eligibility_verdicts_region_idx', ['announcement_id', 'project_id', 'client_region_code', 'rank', 'client_name', 'client_id'])
@Index('eligibility_verdicts_name_idx', ['announcement_id', 'project_id', 'client_name', 'client_id'])
@Index('eligibility_verdicts_region_order_idx', ['announcement_id', 'project_id', 'client_region', 'client_name', 'client_id'])
@Index('eligibility_verdicts_region_desc_idx', { synchronize: false })
@Index('eligibility_verdicts_client_idx', ['client_id', 'verdict'])
@Index('eligibility_verdicts_project_idx', ['project_id'])
export class EligibilityVerdict {
  @PrimaryColumn({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'varchar', length: 20 })
  verdict: StoredVerdict;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  failed: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  unknown: string[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  computed_at: Date;

  /** The lists' order of the verdict: 0 eligible, 1 unknown, 2 not eligible (migration 0046). */
  @Column({ type: 'smallint', default: 2 })
  rank: number;

  /** The client's `business_name` (the lists' order), kept by the trigger `clients_verdict_keys_upd`. */
  @Column({ type: 'varchar', length: 255 })
  client_name: string;

  /** The client's `region` (the order "by region"). */
  @Column({ type: 'varchar', length: 60, nullable: true })
  client_region: string | null;

  /** The client's `region_code` (ISTAT, the region filter). */
  @Column({ type: 'char', length: 2, nullable: true })
  client_region_code: string | null;

  /** The client's `company_dimension` (the size filter). */
  @Column({ type: 'varchar', length: 6, nullable: true })
  client_size: string | null;
}

/**
 * A change not yet carried into the verdict store (migration 0036): a client (`client_id`), an announcement
 * (`announcement_id`) or everything (both null: reference data, a fresh store). Written by database
 * triggers in the writing transaction; read and deleted by the job `eligibility-verdicts`. No
 * foreign keys: an entry of a deleted record is harmless (its rows are gone already).
 */
@Entity('eligibility_pending')
@Index('eligibility_pending_client_idx', ['client_id'])
@Index('eligibility_pending_announcement_idx', ['announcement_id'])
export class EligibilityPending {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @Column({ type: 'int', nullable: true })
  announcement_id: number | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at: Date;

  /**
   * A change of a client's single undertaking or of its state aid (migration 0048: its aid, related
   * enterprises, mergers and splits, fiscal identity): the de minimis rows of environment
   * `de_minimis_project_id` are recomputed before the verdicts.
   */
  @Column({ type: 'boolean', default: false })
  de_minimis: boolean;

  /** The environment of a `de_minimis` entry (null for the others). */
  @Column({ type: 'int', nullable: true })
  de_minimis_project_id: number | null;
}

/** Statuses of a de minimis row: a requirement verdict (docs/domain.md#de-minimis-in-eligibility). */
export const DE_MINIMIS_STATUSES = ['met', 'not_met', 'unknown'] as const;
export type DeMinimisStatus = (typeof DE_MINIMIS_STATUSES)[number];

/**
 * The de minimis check of one (de minimis call, client) pair whose client has state aid recorded or
 * a larger single undertaking (migration 0048, issue 34; docs/architecture.md#de-minimis-in-the-verdict-store):
 * `status` 'met' (the announcement's maximum aid fits the headroom), 'not_met', 'unknown' (no aid
 * recorded); `headroom_cents` under the announcement's regulation at `at` (the announcement's closing date, or the
 * day of the computation for an open-ended call). The eligibility SQL reads `status` as the
 * requirement `de_minimis`; a pair without a row is 'unknown'. Written by DeMinimisVerdictsRepository only.
 */
@Entity('de_minimis_verdicts')
@Index('de_minimis_verdicts_project_idx', ['project_id'])
@Index('de_minimis_verdicts_at_idx', ['at'])
export class DeMinimisVerdict {
  @PrimaryColumn({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'varchar', length: 10 })
  status: DeMinimisStatus;

  /** EUR cents. */
  @Column({ type: 'bigint' })
  headroom_cents: string;

  /** YYYY-MM-DD. */
  @Column({ type: 'date' })
  at: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  computed_at: Date;
}
