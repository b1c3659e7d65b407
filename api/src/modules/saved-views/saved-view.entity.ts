import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';

/**
 * A saved view of a list (table `saved_views`, migration 0039; docs/api.md#saved-views): the
 * list's address query (filters, search `q`, order `sort`) under a name, owned by a user of the
 * environment, personal or shared with the environment. Scoped by `project_id` (TENANT_TABLES).
 */
@Entity('saved_views')
export class SavedView {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  /** The owner. */
  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** One of SAVED_VIEW_LISTS. */
  @Column({ type: 'varchar', length: 30 })
  list: string;

  /** Up to 100 characters. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'boolean', default: false })
  shared: boolean;

  /** The list's address query as `{param: value}` strings (at most 4 KB as JSON). */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  query: Record<string, string>;

  /** Optimistic-concurrency version (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the view last, set by the guarded update. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
