import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { NegotiationStage } from './negotiation.dto';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Client } from '../clients/client.entity';
import { Announcement } from '../announcements/announcement.entity';
import { User } from '../users/user.entity';

/**
 * A negotiation (trattativa): a client's pursuit of an announcement through a grant's life, one kanban
 * stage at a time (`position` orders a stage's column), with requested/granted amounts and success fee
 * (EUR, percent). Migration 0006, `version`/`updated_by` 0008;
 * docs/domain.md#referents-negotiations-notes-newsletters-alerts.
 */
@Entity('negotiations')
export class Negotiation extends ProjectOwnedRecord {
  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int', nullable: true })
  announcement_id: number | null;

  @ManyToOne(() => Announcement, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 30, default: 'contact' })
  stage: NegotiationStage;

  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  amount_requested: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  amount_granted: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  success_fee_percent: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  success_fee_amount: string | null;

  /** Deadline (`YYYY-MM-DD`) per stage name. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  stage_deadlines: Record<string, string>;

  @Column({ type: 'text', nullable: true })
  lost_reason: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the record last (migration 0008 where added), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;
}
