import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Call } from './call.entity';
import { Announcement } from '../announcements/announcement.entity';

/**
 * An announcement proposed in a call log (richiesta), with when it was linked. Migration 0007;
 * docs/domain.md#call-logs.
 */
@Entity('calls_announcements')
export class CallAnnouncement {
  @PrimaryColumn({ type: 'int' })
  call_id: number;

  @ManyToOne(() => Call, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'call_id' })
  call?: Relation<Call>;

  @PrimaryColumn({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
