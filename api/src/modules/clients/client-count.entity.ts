import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';

/**
 * The number of clients of an environment, kept by statement-level triggers so that the client list's
 * `total` needs no count. Read-only for the code. Migration 0020; docs/domain.md#clients.
 */
@Entity('client_counts')
export class ClientCount {
  @PrimaryColumn({ type: 'int' })
  project_id: number;

  @OneToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  /** Row count of the environment (bigint, a string in JavaScript). */
  @Column({ type: 'bigint', default: 0 })
  n: string;
}
