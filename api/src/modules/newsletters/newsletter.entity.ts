import { Announcement } from '../announcements/announcement.entity';
import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { User } from '../users/user.entity';
import { Client } from '../clients/client.entity';

/**
 * A newsletter of an environment: subject, body and the announcements it presents; `mode` `fits` for
 * one client's eligible announcements; sent as jobs (status draft, sending, sent). Migration 0007,
 * `version`/`updated_by` 0008, `mode`/`client_id` 0014; docs/domain.md#newsletter.
 */
@Entity('newsletters')
export class Newsletter extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  /** The announcements the newsletter presents, in order. */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  announcement_ids: number[];

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status: 'draft' | 'sending' | 'sent';

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'int', nullable: true })
  recipients_count: number | null;

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

  @Column({ type: 'varchar', length: 6, default: 'manual' })
  mode: 'manual' | 'fits';

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  /** Only the subscribers whose client fits this announcement (an «aggiornamento», migration 0047); null: every subscriber. */
  @Column({ type: 'int', nullable: true })
  audience_announcement_id: number | null;

  @ManyToOne(() => Announcement, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'audience_announcement_id' })
  audience_announcement?: Relation<Announcement>;
}
