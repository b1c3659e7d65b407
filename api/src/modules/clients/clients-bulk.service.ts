import { HttpException, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hasPermission, PERMISSIONS } from '../../common/auth/permissions';
import { StaleRecordException } from '../../common/concurrency/concurrency';
import { invalidInput } from '../../common/http/validation';
import type { Row } from '../../common/tenancy/tenant-query';
import { AuditService } from '../audit/audit.service';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { User } from '../users/user.entity';
import type { BulkJobState, BulkOutcome } from './bulk-job.entity';
import {
  CLIENTS_BULK_MAX,
  type ClientBulkAccepted,
  type ClientBulkDto,
  type ClientBulkJobView,
  type ClientManagerOption,
} from './clients-bulk.dto';
import { ClientsBulkRepository, type BulkSelection } from './clients-bulk.repository';
import { ClientsRepository } from './clients.repository';
import { apiError } from '../../common/http/api-error';

/** The queue of the client bulk actions: one job per request, retried when an attempt fails (only pending records run again). */
export const CLIENTS_BULK_QUEUE: QueueDefinition = {
  name: 'clients-bulk',
  label: 'Azioni di gruppo sui clienti',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 1800,
};

/** Data of a bulk job. */
export interface ClientsBulkJob {
  job_id: number;
  project_id: number;
  summary?: string;
}

/** Italian reasons of a refused record. */
export const BULK_REASONS = {
  forbidden: 'Non hai i permessi su questo cliente',
  notFound: 'Cliente non trovato',
  stale: 'Cliente modificato da un altro utente',
  failed: 'Errore imprevisto: il cliente non è stato modificato',
  owner: 'L’assegnatario non può più ricevere compiti in questo ambiente',
} as const;

/** The roles a task may be assigned to (the rule of POST …/tasks): those holding `tasks.read`. */
const TASK_OWNER_TYPES = PERMISSIONS['tasks.read'];

/** Records read per batch by the job. */
const BATCH = 200;

/** A refusal of one record, with its Italian reason. */
class Refused extends Error {}

/**
 * Bulk actions on the client list (issue 37, docs/api.md "Client bulk actions"): a request selects
 * clients (ids, or every client the list's query selects) and an action (`assign_manager`,
 * `set_status`, `archive`, `delete`, `create_task`: one task per client); 202 with the job, run by the persistent queue
 * `clients-bulk`. Each record is changed in its own transaction with its audit entry, with the
 * same rules as the single edit (clients.write, visibility, the version read when asked: a client
 * changed meanwhile is refused); its result (done / refused with an Italian reason) is stored, so
 * nothing is left half done without a trace and a retried job runs only the pending records.
 */
@Injectable()
export class ClientsBulkService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ClientsBulk');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    private readonly repo: ClientsBulkRepository,
    private readonly clients: ClientsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<ClientsBulkJob>(
      CLIENTS_BULK_QUEUE,
      async (data, job) => {
        try {
          await this.run(data.project_id, data.job_id);
        } catch (err) {
          // the last attempt: the job is `failed`, its records still pending stay so in the report
          if (job.retryCount >= CLIENTS_BULK_QUEUE.retryLimit)
            await this.repo.setState(this.repo.tenant(this.dataSource, data.project_id), data.job_id, 'failed');
          throw err;
        }
      },
      1,
    );
  }

  /**
   * Records the job and its selection and enqueues it (one transaction): `{job_id, total}`.
   * Ids the user may not see in this environment (another environment's, deleted) are stored at
   * once as refused ("Cliente non trovato").
   * @throws UnprocessableEntityException 422: neither or both of `ids` / `filter`, a missing or
   *   invalid parameter (`params.user_id` not a manager of the environment, `params.status`; for
   *   `create_task` `params.title`, `params.due_date` missing, `params.owner_id` not an active user
   *   of the environment holding `tasks.read`, default the current user), no client matching, more
   *   than 10,000 matching.
   */
  async start(user: User, projectId: number, dto: ClientBulkDto): Promise<ClientBulkAccepted> {
    if (!dto.ids === !dto.filter)
      throw invalidInput({ ids: ['Indica i clienti (ids) oppure il filtro della lista (filter), non entrambi'] });
    const params: Row = {};
    const tq0 = this.repo.tenant(this.dataSource, projectId);
    if (dto.action === 'assign_manager') {
      const userId = dto.params?.user_id;
      if (!userId) throw invalidInput({ 'params.user_id': ['Indica il gestore'] });
      if (!(await this.repo.isManagerCandidate(tq0, userId)))
        throw invalidInput({ 'params.user_id': ['Gestore clienti non trovato in questo ambiente'] });
      params.user_id = userId;
    } else if (dto.action === 'set_status') {
      if (!dto.params?.status) throw invalidInput({ 'params.status': ['Indica lo stato'] });
      params.status = dto.params.status;
    } else if (dto.action === 'create_task') {
      const p = dto.params ?? {};
      const errors: Record<string, string[]> = {};
      const title = p.title?.trim();
      const ownerId = p.owner_id ?? user.id;
      if (!title) errors['params.title'] = ['Campo obbligatorio'];
      if (!p.due_date) errors['params.due_date'] = ['Campo obbligatorio'];
      if (!(await this.repo.isTaskOwner(tq0, ownerId, TASK_OWNER_TYPES)))
        errors['params.owner_id'] = ['L’assegnatario deve essere un utente attivo di questo ambiente che gestisce i compiti'];
      if (Object.keys(errors).length) throw invalidInput(errors);
      Object.assign(params, { title, owner_id: ownerId, due_date: p.due_date, description: p.description?.trim() || null });
    }
    const ids = dto.ids ? [...new Set(dto.ids)] : await this.clients.matchingIds(tq0, user, dto.filter!, CLIENTS_BULK_MAX);
    if (!ids.length) throw invalidInput({ filter: ['Nessun cliente corrisponde al filtro'] });
    if (ids.length > CLIENTS_BULK_MAX)
      throw invalidInput({ filter: [`Al massimo ${CLIENTS_BULK_MAX.toLocaleString('it-IT')} clienti alla volta: restringi il filtro`] });
    const jobId = await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const found = await this.repo.describe(tq, user, ids);
      const selection: BulkSelection[] = ids.map((id) => {
        const c = found.get(id);
        return c
          ? { client_id: id, name: c.name, version: c.version, outcome: 'pending', reason: null }
          : { client_id: id, name: null, version: null, outcome: 'refused', reason: BULK_REASONS.notFound };
      });
      const id = await this.repo.createJob(tq, user.id, dto.action, params, selection);
      await this.jobs.send(
        CLIENTS_BULK_QUEUE.name,
        { job_id: id, project_id: projectId, summary: `Azione su ${ids.length} clienti (${dto.action})` } satisfies ClientsBulkJob,
        { em },
      );
      return id;
    });
    return { job_id: jobId, total: ids.length };
  }

  /** `[{id, name}]`: the active users of the environment who may manage clients (the choices of "Assegna gestore"). */
  managers(projectId: number): Promise<ClientManagerOption[]> {
    return this.repo.managerCandidates(this.repo.tenant(this.dataSource, projectId));
  }

  /**
   * `{id, action, status, total, done, refused, results: [{client_id, name, outcome, reason}]}`, the
   * results in the order selected.
   * @throws NotFoundException 404 when the job is not of this environment.
   */
  async status(projectId: number, jobId: number): Promise<ClientBulkJobView> {
    const tq = this.repo.tenant(this.dataSource, projectId);
    const job = await this.repo.job(tq, jobId);
    if (!job) throw apiError('clients.bulk_job_not_found');
    const results = (await this.repo.results(tq, jobId)).map((r) => ({
      client_id: r.client_id as number,
      name: (r.name as string | null) ?? null,
      outcome: r.outcome as BulkOutcome,
      reason: (r.reason as string | null) ?? null,
    }));
    return {
      id: job.id as number,
      action: job.action as ClientBulkJobView['action'],
      status: job.status as BulkJobState,
      total: job.total as number,
      done: results.filter((r) => r.outcome === 'done').length,
      refused: results.filter((r) => r.outcome === 'refused').length,
      results,
    };
  }

  /** Runs the pending records of a job, each in its own transaction; the job ends `done`. */
  async run(projectId: number, jobId: number): Promise<void> {
    const tq = this.repo.tenant(this.dataSource, projectId);
    const job = await this.repo.job(tq, jobId);
    if (!job || job.status === 'done') return;
    await this.repo.setState(tq, jobId, 'running');
    const user = job.user_id ? await this.dataSource.getRepository(User).findOneBy({ id: job.user_id as number }) : null;
    const member = user ? user.type === 'administrator' || (await this.repo.isMember(tq, user.id)) : false;
    // "Crea compito" needs tasks.write, and an owner who may still receive tasks (refused per record otherwise)
    const task = job.action === 'create_task';
    const allowed = Boolean(user && user.status === 'active' && member && hasPermission(user.type, task ? 'tasks.write' : 'clients.write'));
    const ownerOk = !task || (await this.repo.isTaskOwner(tq, (job.params as Row).owner_id as number, TASK_OWNER_TYPES));
    for (;;) {
      const batch = await this.repo.pending(tq, jobId, BATCH);
      if (!batch.length) break;
      for (const r of batch) {
        let outcome: BulkOutcome = 'done';
        let reason: string | null = null;
        try {
          if (!allowed || !user) throw new Refused(BULK_REASONS.forbidden);
          if (!ownerOk) throw new Refused(BULK_REASONS.owner);
          await this.apply(user, projectId, job, r);
        } catch (err) {
          outcome = 'refused';
          reason = refusalReason(err);
          if (reason === BULK_REASONS.failed)
            this.logger.error(`Lavoro ${jobId}, cliente ${String(r.client_id)}: ${(err as Error).message}`);
        }
        // `done` is written inside the record's transaction (apply); a refusal here, after its rollback
        if (outcome === 'refused') await this.repo.setOutcome(tq, r.id as number, outcome, reason);
      }
    }
    await this.repo.setState(tq, jobId, 'done');
  }

  /**
   * One record in one transaction: the single edit's checks, the change, its audit entry, its
   * result. `create_task` changes nothing of the client (no version check): it inserts its task,
   * as POST …/tasks would (status open, linked to the client).
   */
  private async apply(user: User, projectId: number, job: Row, r: Row): Promise<void> {
    const clientId = r.client_id as number;
    await this.dataSource.transaction(async (em) => {
      const tq = this.clients.tenant(em, projectId);
      const before = await this.repo.lockVisible(tq, user, clientId);
      if (!before) throw new Refused(BULK_REASONS.notFound);
      const params = (job.params ?? {}) as Row;
      if (job.action === 'create_task') {
        await this.repo.insertTask(tq, {
          title: params.title,
          description: params.description ?? null,
          owner_id: params.owner_id,
          due_date: params.due_date,
          status: 'open',
          client_id: clientId,
          created_by: user.id,
          updated_by: user.id,
        });
        await this.repo.setOutcome(tq, r.id as number, 'done', null);
        return;
      }
      // the version read when the job was asked: a client changed since then is refused (409 of the single edit)
      await this.clients.guard(tq, clientId, (r.version as number | null) ?? undefined, user.id);
      const entry = { userId: user.id, projectId, entity: 'client', entityId: clientId };
      if (job.action === 'delete') {
        const row = await this.clients.delete(tq, clientId);
        await this.audit.record(em, { ...entry, action: 'deleted', changes: { fields: [], deleted: row, bulk_job: job.id } });
      } else if (job.action === 'assign_manager') {
        // already its manager: nothing to change, no audit entry (the version was still bumped by the guard)
        if (await this.repo.addManager(tq, clientId, params.user_id as number))
          await this.audit.record(em, {
            ...entry,
            action: 'updated',
            changes: { fields: ['clients_managed_by_users'], added_manager: params.user_id, bulk_job: job.id },
          });
      } else {
        const status = job.action === 'archive' ? 'archived' : (params.status as string);
        await this.clients.updateScalars(tq, clientId, { status });
        await this.audit.record(em, {
          ...entry,
          action: 'updated',
          changes: { fields: ['status'], values: { status: { from: before.status, to: status } }, bulk_job: job.id },
        });
      }
      await this.repo.setOutcome(tq, r.id as number, 'done', null);
    });
  }
}

/** The Italian reason of a refused record from what its transaction threw. */
function refusalReason(err: unknown): string {
  if (err instanceof Refused) return err.message;
  if (err instanceof StaleRecordException) return BULK_REASONS.stale;
  if (err instanceof NotFoundException) return BULK_REASONS.notFound;
  if (err instanceof HttpException && err.getStatus() === 403) return BULK_REASONS.forbidden;
  return BULK_REASONS.failed;
}
