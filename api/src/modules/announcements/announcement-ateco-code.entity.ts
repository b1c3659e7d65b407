import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from './announcement.entity';

/**
 * An ATECO requirement of an announcement: an ATECO 2025 code at any level (a client code matches by
 * prefix), the original 2007 code kept for imported announcements. Migration 0004;
 * docs/domain.md#announcements, docs/domain.md#eligibility.
 */
@Entity('announcement_ateco_codes')
export class AnnouncementAtecoCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, (p) => p.ateco_codes, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'varchar', length: 10 })
  value: string;

  @Column({ type: 'boolean', default: false })
  primary: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  original_code_2007: string | null;
}
