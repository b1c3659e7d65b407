import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { FederationRemote } from './federation-remote.entity';
import { FederationRelease } from './federation-release.entity';
import { User } from '../users/user.entity';

/**
 * The release of a remote one environment loads instead of the current one. Migration 0017;
 * docs/architecture.md#remote-releases.
 */
@Entity('federation_pins')
export class FederationPin {
  @PrimaryColumn({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @PrimaryColumn({ type: 'varchar', length: 60 })
  remote_name: string;

  @ManyToOne(() => FederationRemote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'remote_name' })
  remote?: Relation<FederationRemote>;

  @Column({ type: 'int' })
  release_id: number;

  @ManyToOne(() => FederationRelease, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'release_id' })
  release?: Relation<FederationRelease>;

  @Column({ type: 'int', nullable: true })
  pinned_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'pinned_by' })
  pinned_by_user?: Relation<User>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  pinned_at: Date;
}
