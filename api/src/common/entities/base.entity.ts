import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, Column, Index } from 'typeorm';

/** Columns every record carries: numeric id and creation/update timestamps (timestamptz). */
export abstract class BaseRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}

/**
 * A record owned by one environment (tenant). `project_id` is set by the server from the route,
 * never from the body, and every query on such a record filters on it (docs/architecture.md#tenancy).
 */
export abstract class ProjectOwnedRecord extends BaseRecord {
  @Index()
  @Column({ type: 'int' })
  project_id: number;
}
