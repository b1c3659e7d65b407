import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Announcement } from '../announcements/announcement.entity';

/**
 * The eligibility key set of an announcement: its ATECO codes and the `match_key` of its territories,
 * one row per announcement, kept by triggers on the child tables (no row: two empty arrays). Read-only
 * for the code. Migration 0021; docs/domain.md#eligibility.
 */
@Entity('announcement_eligibility_keys')
export class AnnouncementEligibilityKeys {
  @PrimaryColumn({ type: 'int' })
  announcement_id: number;

  @OneToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ateco_values: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  location_keys: string[];
}
