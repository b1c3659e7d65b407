import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from './announcement.entity';
import { Project } from '../projects/project.entity';

/**
 * A free label/value pair of an announcement (section "Altro"); `project_id` set: added by that
 * environment to a global announcement, NULL: part of the announcement itself. Migration 0004;
 * docs/domain.md#announcements.
 */
@Entity('announcement_custom_fields')
export class AnnouncementCustomField {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, (p) => p.custom_fields, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'varchar', length: 200 })
  label: string;

  @Column({ type: 'text', nullable: true })
  value: string | null;

  @Column({ type: 'int', default: 0 })
  sort_order: number;
}
