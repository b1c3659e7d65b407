import { Column, Entity, PrimaryColumn, CreateDateColumn, Index } from 'typeorm';
import { BaseRecord } from '../../common/entities/base.entity';

/** The 8 colour themes of docs/domain.md#environments. */
export const PROJECT_COLORS = ['blue', 'green', 'red', 'yellow', 'purple', 'pink', 'cyan', 'orange'] as const;
export type ProjectColor = (typeof PROJECT_COLORS)[number];

/** Module switches of an environment (docs/architecture.md#front-ends-and-module-federation): a module off is neither shown nor served. */
export const MODULE_NAMES = ['announcements', 'clients', 'calls', 'settings'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];
export type Modules = Record<ModuleName, boolean>;
export const ALL_MODULES_ON: Modules = { announcements: true, clients: true, calls: true, settings: true };

/** An environment (ambiente, "project", docs/domain.md#environments): the tenant that owns clients, calls, local bandi. */
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

  @Column({ type: 'jsonb', default: () => `'${JSON.stringify(ALL_MODULES_ON)}'` })
  modules: Modules;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who changed the record last (migration 0008), set by the guarded update; null for system writes. */
  @Column({ type: 'int', nullable: true })
  updated_by: number | null;
}

/** Membership of a user in an environment. */
@Entity('project_users')
export class ProjectUser {
  @PrimaryColumn({ type: 'int' })
  project_id: number;

  @PrimaryColumn({ type: 'int' })
  @Index()
  user_id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
