import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { bulkRefusal } from '../../common/http/bulk-refusal';
import { invalidInput } from '../../common/http/validation';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import type { TaskStatus } from './task.entity';
import { TASKS_BULK_MAX, type TaskBulkAction, type TaskBulkDto, type TaskBulkResultView, type TaskBulkView } from './tasks-bulk.dto';
import { TasksRepository } from './tasks.repository';
import { TASK_MESSAGES, TasksService } from './tasks.service';

/** The status each status action sets, and the Italian reason when a task already has it. */
const STATUS_ACTIONS: Partial<Record<TaskBulkAction, { status: TaskStatus; already: string }>> = {
  complete: { status: 'done', already: 'Il compito è già completato' },
  reopen: { status: 'open', already: 'Il compito è già aperto' },
  cancel: { status: 'cancelled', already: 'Il compito è già annullato' },
};

/** Italian reasons of a refused task. */
export const TASK_BULK_REASONS = {
  notFound: TASK_MESSAGES.notFound,
  sameOwner: 'Il compito è già assegnato a questo utente',
  stale: 'Compito modificato da un altro utente',
  forbidden: 'Non puoi modificare questo compito',
  failed: 'Errore imprevisto: il compito non è stato modificato',
} as const;

/**
 * Bulk actions of "I miei compiti" (issue 37; docs/api.md "Task bulk actions"): mark done, reopen,
 * cancel, reassign or delete up to TASKS_BULK_MAX tasks of the environment in one request, each
 * task in its own transaction with the rules of the single edit (TasksService.update / remove: the
 * new assignee is checked once and notified per task); a result per task, done or refused with the
 * Italian reason (another environment's or a deleted task: "Compito non trovato"; a task already in
 * the state asked). Tasks are a person's or a team's to-do list (hundreds, not the client list's
 * tens of thousands), so the action runs in the request rather than as a queued job: when it
 * answers, every task is done or refused, none left pending.
 */
@Injectable()
export class TasksBulkService {
  private readonly logger = new Logger('TasksBulk');

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: TasksRepository,
    private readonly tasks: TasksService,
  ) {}

  /**
   * Runs `dto.action` on the tasks selected (`ids`, or every task `filter` selects); answers
   * `{action, total, done, refused, results: [{task_id, title, outcome, reason}]}` in the order selected.
   * @throws UnprocessableEntityException 422 (Italian, per field): neither or both of ids / filter;
   *   `owner_id` missing for `reassign` or not an active user of the environment holding
   *   `tasks.read`; no task matching; more than TASKS_BULK_MAX matching.
   */
  async run(user: User, projectId: number, dto: TaskBulkDto): Promise<TaskBulkView> {
    if (!dto.ids === !dto.filter)
      throw invalidInput({ ids: ['Indica i compiti (ids) oppure il filtro della lista (filter), non entrambi'] });
    const tq = new TenantQuery(this.dataSource, projectId);
    if (dto.action === 'reassign') {
      if (!dto.owner_id) throw invalidInput({ owner_id: ['Scegli un assegnatario'] });
      if (!(await this.tasks.assignees(projectId)).some((a) => a.id === dto.owner_id))
        throw invalidInput({ owner_id: [TASK_MESSAGES.owner] });
    }
    const ids = dto.ids ? [...new Set(dto.ids)] : await this.repo.matchingIds(tq, user.id, dto.filter!, TASKS_BULK_MAX + 1);
    if (!ids.length) throw invalidInput({ filter: ['Nessun compito corrisponde al filtro'] });
    if (ids.length > TASKS_BULK_MAX)
      throw invalidInput({ filter: [`Al massimo ${TASKS_BULK_MAX} compiti alla volta: restringi il filtro`] });
    const results: TaskBulkResultView[] = [];
    for (const id of ids) results.push(await this.one(user, projectId, tq, dto, id));
    const done = results.filter((r) => r.outcome === 'done').length;
    return { action: dto.action, total: results.length, done, refused: results.length - done, results };
  }

  /** One task: its checks, then the single edit's write (its own transaction); the result. */
  private async one(user: User, projectId: number, tq: TenantQuery, dto: TaskBulkDto, id: number): Promise<TaskBulkResultView> {
    const row = await this.repo.row(tq, id);
    if (!row) return { task_id: id, title: null, outcome: 'refused', reason: TASK_BULK_REASONS.notFound };
    const title = row.title as string;
    const refuse = (reason: string): TaskBulkResultView => ({ task_id: id, title, outcome: 'refused', reason });
    const status = STATUS_ACTIONS[dto.action];
    if (status && row.status === status.status) return refuse(status.already);
    if (dto.action === 'reassign' && row.owner_id === dto.owner_id) return refuse(TASK_BULK_REASONS.sameOwner);
    try {
      // the version read now: a task changed between this read and the write is refused, not overwritten
      const version = row.version as number;
      if (dto.action === 'delete') await this.tasks.remove(user, projectId, id, version);
      else await this.tasks.update(user, projectId, id, status ? { status: status.status } : { owner_id: dto.owner_id }, version);
      return { task_id: id, title, outcome: 'done', reason: null };
    } catch (err) {
      return refuse(bulkRefusal(err, TASK_BULK_REASONS, this.logger, `Compito ${id}`));
    }
  }
}
