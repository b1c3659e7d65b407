import { Column, Entity, PrimaryColumn, CreateDateColumn, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { User } from '../users/user.entity';
import { BaseRecord } from '../../common/entities/base.entity';

/** The 8 colour themes of docs/domain.md#environments. */
export const PROJECT_COLORS = ['blue', 'green', 'red', 'yellow', 'purple', 'pink', 'cyan', 'orange'] as const;
export type ProjectColor = (typeof PROJECT_COLORS)[number];

/** Module switches of an environment (docs/architecture.md#front-ends-and-module-federation): a module off is neither shown nor served. */
export const MODULE_NAMES = ['announcements', 'clients', 'calls', 'settings'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];
export type Modules = Record<ModuleName, boolean>;
export const ALL_MODULES_ON: Modules = { announcements: true, clients: true, calls: true, settings: true };

/**
 * An environment (ambiente, "project", docs/domain.md#environments): the tenant that owns clients, calls, local
 * announcements. Migration 0001, `version`/`updated_by` 0008.
 */
@Entity('projects')
export class Project extends BaseRecord {
  @Index()
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'blue' })
  color: ProjectColor;

  @Column({ type: 'varchar', length: 500, nullable: true })
  horizontal_logo: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  vertical_logo: string | null;

  @Column({ type: 'boolean', default: false })
  newsletter_enabled: boolean;

  /** Reply-To of the environment's newsletters (migration 0034); null: the sending user's address. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  reply_to_email: string | null;

  @Column({ type: 'jsonb', default: () => `'${JSON.stringify(ALL_MODULES_ON)}'` })
  modules: Modules;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the record last (migration 0008), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updated_by_user?: Relation<User>;
}

/** Membership of a user in an environment (a join table with its creation time). Migration 0001; docs/domain.md#environments. */
@Entity('project_users')
export class ProjectUser {
  @PrimaryColumn({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @PrimaryColumn({ type: 'int' })
  @Index()
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When the user last marked La mia giornata of this environment as seen (migration 0027, modules/home). */
  @Column({ type: 'timestamptz', nullable: true })
  home_seen_at: Date | null;
}
