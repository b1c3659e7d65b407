import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from './announcement.entity';
import { Project } from '../projects/project.entity';
import { StoredFile } from '../files/stored-file.entity';

/**
 * A document of an announcement (kind `additional`: Documentazione aggiuntiva, `other_attachment`:
 * Altro), with its uploaded file; `project_id` set: added by that environment to a global
 * announcement. Migration 0004; docs/domain.md#announcements.
 */
@Entity('announcement_documents')
export class AnnouncementDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, (p) => p.documents, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'varchar', length: 20 })
  kind: 'additional' | 'other_attachment';

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'uuid', nullable: true })
  file_id: string | null;

  @ManyToOne(() => StoredFile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<StoredFile>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
