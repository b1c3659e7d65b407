import { Injectable } from '@nestjs/common';
import { sql } from '../../common/tenancy/sql';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import type { BulkAction, BulkJobState, BulkOutcome } from './bulk-job.entity';
import { ClientsRepository } from './clients.repository';

/** A selected record as stored before the job runs. */
export interface BulkSelection {
  client_id: number;
  name: string | null;
  version: number | null;
  outcome: BulkOutcome;
  reason: string | null;
}

/** Rows inserted per statement (6 bound values per row). */
const INSERT_CHUNK = 1000;

/**
 * The SQL of the client bulk jobs (tables `bulk_jobs`, `bulk_job_results`: migration 0030), every
 * statement through a {@link TenantQuery} of the environment: another environment's job is not found.
 */
@Injectable()
export class ClientsBulkRepository {
  constructor(private readonly clients: ClientsRepository) {}

  /** A {@link TenantQuery} of `projectId` on `db`. */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** `{id, business_name, version}` of the clients among `ids` that the user may see (others are left out). */
  async describe(tq: TenantQuery, user: User, ids: number[]): Promise<Map<number, { name: string; version: number }>> {
    const rows = await tq.query(
      sql`SELECT c.id, c.business_name, c.version FROM clients c WHERE c.id = ANY(${ids}::int[]) AND ${this.clients.visible(tq, user)}`,
    );
    return new Map(rows.map((r) => [r.id as number, { name: r.business_name as string, version: r.version as number }]));
  }

  /** True when `userId` is an active user of the environment who may manage clients (the client form's rule for managers). */
  async isManagerCandidate(tq: TenantQuery, userId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`SELECT u.id FROM users u JOIN project_users pu ON pu.user_id = u.id AND ${tq.scope('pu')}
           WHERE u.id = ${userId} AND u.status = 'active' AND u.type IN ('client-manager','local-administrator','administrator')`,
    );
    return rows.length > 0;
  }

  /** The users who may be made managers of this environment's clients: `{id, name}` ("Cognome Nome"), by surname and name. */
  async managerCandidates(tq: TenantQuery): Promise<{ id: number; name: string }[]> {
    const rows = await tq.query(
      sql`SELECT u.id, trim(coalesce(u.surname, '') || ' ' || coalesce(u.name, '')) AS name FROM users u
           JOIN project_users pu ON pu.user_id = u.id AND ${tq.scope('pu')}
          WHERE u.status = 'active' AND u.type IN ('client-manager','local-administrator','administrator')
          ORDER BY u.surname, u.name, u.id`,
    );
    return rows.map((r) => ({ id: r.id as number, name: r.name as string }));
  }

  /**
   * True when `userId` may own a task of the environment (the rule of POST …/tasks): an active
   * user holding `tasks.read` (`types`), member of the environment (an administrator of every one).
   */
  async isTaskOwner(tq: TenantQuery, userId: number, types: readonly string[]): Promise<boolean> {
    const rows = await tq.query(
      sql`SELECT u.id FROM users u WHERE u.id = ${userId} AND u.status = 'active' AND u.type = ANY(${[...types]})
             AND (u.type = 'administrator' OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND ${tq.scope('pu')}))`,
    );
    return rows.length > 0;
  }

  /** Inserts a task of the environment linked to the client (table `tasks`, migration 0025); answers its id. */
  async insertTask(tq: TenantQuery, values: Row): Promise<number> {
    return (await tq.repo('tasks').insert(values)).id as number;
  }

  /** True when `userId` is a member of the environment. */
  async isMember(tq: TenantQuery, userId: number): Promise<boolean> {
    return (await tq.repo('project_users').count({ user_id: userId })) > 0;
  }

  /** Inserts the job (state `queued`) and one result row per selected record, in order; answers the job's id. */
  async createJob(tq: TenantQuery, userId: number, action: BulkAction, params: Row, selection: BulkSelection[]): Promise<number> {
    const job = await tq.repo('bulk_jobs').insert({ user_id: userId, action, params: JSON.stringify(params), total: selection.length });
    const jobId = job.id as number;
    for (let i = 0; i < selection.length; i += INSERT_CHUNK)
      await tq.repo('bulk_job_results').insertMany(selection.slice(i, i + INSERT_CHUNK).map((s) => ({ job_id: jobId, ...s })));
    return jobId;
  }

  /** The job row of this environment, or undefined. */
  job(tq: TenantQuery, jobId: number): Promise<Row | undefined> {
    return tq.repo('bulk_jobs').findOne({ id: jobId });
  }

  /** Every result of the job, in the order selected. */
  results(tq: TenantQuery, jobId: number): Promise<Row[]> {
    return tq
      .repo('bulk_job_results')
      .find({ job_id: jobId }, { columns: ['id', 'client_id', 'name', 'version', 'outcome', 'reason'], orderBy: 't.id' });
  }

  /** The next `limit` results still pending, in order. */
  pending(tq: TenantQuery, jobId: number, limit: number): Promise<Row[]> {
    return tq
      .repo('bulk_job_results')
      .find({ job_id: jobId, outcome: 'pending' }, { columns: ['id', 'client_id', 'name', 'version'], orderBy: 't.id', limit });
  }

  /** Records the outcome of one result. */
  async setOutcome(tq: TenantQuery, resultId: number, outcome: BulkOutcome, reason: string | null): Promise<void> {
    await tq.repo('bulk_job_results').update({ id: resultId }, { outcome, reason });
  }

  /** Sets the job's state (and `finished_at` when done or failed). */
  async setState(tq: TenantQuery, jobId: number, status: BulkJobState): Promise<void> {
    const finished = status === 'done' || status === 'failed' ? new Date() : null;
    await tq.repo('bulk_jobs').update({ id: jobId }, { status, finished_at: finished, updated_at: new Date() });
  }

  /** The client row locked for the rest of the transaction when the user may see it (the single edit's visibility), else undefined. */
  lockVisible(tq: TenantQuery, user: User, clientId: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT c.* FROM clients c WHERE c.id = ${clientId} AND ${this.clients.visible(tq, user)} FOR UPDATE`);
  }

  /** Adds `userId` to the managers of the client of this environment (nothing when already one); true when added. */
  async addManager(tq: TenantQuery, clientId: number, userId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`INSERT INTO client_managers (client_id, user_id) SELECT c.id, ${userId}::int FROM clients c WHERE c.id = ${clientId} AND ${tq.scope('c')}
           ON CONFLICT DO NOTHING RETURNING client_id`,
    );
    return rows.length > 0;
  }
}
