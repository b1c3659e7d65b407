import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';

/**
 * An uploaded file (attachments, logos, avatars): its storage key in the storage driver, original
 * name, MIME type, size in bytes, SHA-256; `project_id` NULL for global files. Migration 0004;
 * docs/domain.md#announcements.
 */
@Entity('files')
export class StoredFile {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Where the storage driver keeps the bytes (unique). */
  @Column({ type: 'varchar', length: 200 })
  storage_key: string;

  @Column({ type: 'varchar', length: 255 })
  original_name: string;

  @Column({ type: 'varchar', length: 120 })
  mime_type: string;

  @Column({ type: 'bigint' })
  size_bytes: string;

  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'int', nullable: true })
  uploaded_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by' })
  uploaded_by_user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
