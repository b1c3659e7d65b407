import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { FederationRelease } from './federation-release.entity';
import type { ModuleName } from '../projects/project.entity';

/**
 * One entry of the remote registry (docs/architecture.md#front-ends-and-module-federation): where the shell loads a remote from.
 * `entry` is the URL of its mf-manifest.json, absolute or relative to the page origin. Migration 0001,
 * `current_release_id` 0017.
 */
@Entity('federation_remotes')
export class FederationRemote {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  entry: string;

  @Column({ type: 'varchar', length: 30 })
  module: ModuleName;

  @Column({ type: 'int', default: 0 })
  sort_order: number;

  /** The release every environment loads unless pinned (migration 0017); null: `entry` as set. */
  @Column({ type: 'int', nullable: true })
  current_release_id: number | null;

  @ManyToOne(() => FederationRelease, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'current_release_id' })
  current_release?: Relation<FederationRelease>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
