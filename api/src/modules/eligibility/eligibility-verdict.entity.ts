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
 * rewritten). Written only by EligibilityVerdictsRepository (set-based SQL); deleted with its call
 * or client (foreign keys). A pair is stale while `eligibility_pending` names its client, its call
 * or everything.
 */
@Entity('eligibility_verdicts')
@Index('eligibility_verdicts_announcement_idx', ['announcement_id', 'verdict'])
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
}

/**
 * A change not yet carried into the verdict store (migration 0036): a client (`client_id`), a call
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
}
