import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { JobView } from './jobs.response';

/** The pg-boss schema in the application's database (created by pg-boss itself at the first start). */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss's database adapter: runs one of its statements and answers `{rows}`. */
export interface BossDb {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A job row as the jobs screen lists it (pg-boss's `job` table; `data` and `output` as stored). */
export interface JobRow {
  id: string;
  queue: string;
  state: JobView['state'];
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  data: Record<string, unknown> | null;
  output: unknown;
}

/**
 * The job queue's data (docs/architecture.md, "Jobs"): pg-boss's own tables in schema
 * `pgboss`, which pg-boss creates and migrates (no entity of ours: entities.test.ts leaves the
 * schema out), read for the jobs screen and the tests' waits, and pg-boss's adapters onto the
 * application's pool and onto a caller's transaction. Jobs belong to no environment: a job's data
 * names what it works on.
 */
export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** pg-boss's adapter on the application's pool; `track` sees each statement's promise (the pool closes after them). */
  poolDb(track: <T>(p: Promise<T>) => Promise<T>): BossDb {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return { executeSql: (text, values) => track(pool.query(text, values)) };
  }

  /** pg-boss's adapter on `em`, a caller's transaction: a job sent through it exists only if the transaction commits. */
  transactionDb(em: EntityManager): BossDb {
    return { executeSql: async (text, values) => ({ rows: (await em.queryRunner!.query(text, values, true)).records }) };
  }

  /** The jobs of `queues` (all when empty) queued, due for retry now or running. */
  async pendingCount(queues: string[]): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM ${JOBS_SCHEMA}.job
       WHERE (state IN ('created', 'active') OR (state = 'retry' AND start_after <= now())) AND (cardinality($1::text[]) = 0 OR name = ANY($1))`,
      [queues],
    );
    return count;
  }

  /** The latest `limit` jobs, newest first, of `states` (null: any). */
  latest(states: string[] | null, limit: number): Promise<JobRow[]> {
    return this.dataSource.query(
      `SELECT id, name AS queue, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, data, output
         FROM ${JOBS_SCHEMA}.job WHERE ($1::text[] IS NULL OR state::text = ANY($1)) ORDER BY created_on DESC LIMIT $2`,
      [states, limit],
    );
  }

  /** The state of job `id` of `queue`, or undefined when there is none. */
  async stateOf(queue: string, id: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query(`SELECT state::text AS state FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2`, [
      queue,
      id,
    ]);
    return row?.state;
  }
}
