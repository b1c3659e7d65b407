import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { FederationRemote } from './federation-remote.entity';
import { User } from '../users/user.entity';

/**
 * A build of a remote ever registered: its manifest URL, version and the `@bandi/shared-ui` range it
 * declares, who registered it and when; `promoted_at`: the last time it became the current release.
 * Migration 0017; docs/architecture.md#remote-releases.
 */
@Entity('federation_releases')
export class FederationRelease {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  remote_name: string;

  @ManyToOne(() => FederationRemote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'remote_name' })
  remote?: Relation<FederationRemote>;

  @Column({ type: 'varchar', length: 500 })
  entry: string;

  /** Optimistic-concurrency version, incremented by the guarded update (common/concurrency). */
  @Column({ type: 'varchar', length: 60 })
  version: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  shared_ui_range: string | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  promoted_at: Date | null;
}
