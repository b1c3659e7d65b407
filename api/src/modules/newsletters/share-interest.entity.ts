import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { AnnouncementShare } from '../public/announcement-share.entity';
import { Call } from '../calls/call.entity';

/**
 * The "Sono interessato" click on a shared link (one per share), with the call log it opened.
 * Migration 0014; docs/domain.md#newsletter.
 */
@Entity('share_interests')
export class ShareInterest {
  @PrimaryColumn({ type: 'int' })
  share_id: number;

  @OneToOne(() => AnnouncementShare, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'share_id' })
  share?: Relation<AnnouncementShare>;

  @Column({ type: 'int', nullable: true })
  call_id: number | null;

  @ManyToOne(() => Call, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'call_id' })
  call?: Relation<Call>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
