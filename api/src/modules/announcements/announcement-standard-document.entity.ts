import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from './announcement.entity';
import { StandardDocument } from '../settings/standard-document.entity';
import { Project } from '../projects/project.entity';

/**
 * A document of the standard catalogue (Documentazione) required by an announcement; `project_id`
 * NULL: part of the announcement itself, set: added by that environment to a global announcement.
 * Migration 0004; docs/domain.md#announcements.
 */
@Entity('announcement_standard_documents')
export class AnnouncementStandardDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, (p) => p.standard_documents, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'int' })
  standard_document_id: number;

  @ManyToOne(() => StandardDocument, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'standard_document_id' })
  standard_document?: Relation<StandardDocument>;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;
}
