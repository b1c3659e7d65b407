import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from './announcement.entity';

/**
 * An eligible expense item of an announcement: description, minimum and maximum import (EUR amount
 * and/or percentage, with notes), required attachments. Migration 0004; docs/domain.md#announcements.
 */
@Entity('announcement_expense_items')
export class AnnouncementExpenseItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, (p) => p.expense_items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  max_import_note: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  max_import_value: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  max_import_percentage: string | null;

  @Column({ type: 'text', nullable: true })
  min_import_note: string | null;

  @Column({ type: 'numeric', precision: 15, scale: 2, nullable: true })
  min_import_value: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  min_import_percentage: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  required_attachment: string[];

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', default: 0 })
  sort_order: number;
}
