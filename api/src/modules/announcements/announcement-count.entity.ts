import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';

/**
 * The number of announcements of one group (environment, NULL for the global ones; scope; status),
 * kept by statement-level triggers so that the list's `total` needs no count
 * (AnnouncementsRepository.visibility). Rows with n = 0 may stay. The table has no primary key: the
 * group (a unique index on `coalesce(project_id, 0), scope, status`) is the entity's identity.
 * Read-only for the code. Migration 0020; docs/domain.md#announcements.
 */
@Entity('announcement_counts')
export class AnnouncementCount {
  /**
   * The environment of the group; NULL: the global announcements (one group, see the unique index).
   * Part of the identity, though nullable: `@PrimaryColumn` refuses `nullable`, `primary` on `@Column` does not.
   */
  @Column({ type: 'int', nullable: true, primary: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  scope: 'global' | 'local';

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status: 'draft' | 'published';

  /** Row count of the group (bigint, a string in JavaScript). */
  @Column({ type: 'bigint', default: 0 })
  n: string;
}
