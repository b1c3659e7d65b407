import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hasPermission, PERMISSIONS } from '../../common/auth/permissions';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { CreateTaskDto, TaskListQueryDto, UpdateTaskDto } from './task.dto';
import type { TaskAssigneeView, TaskView } from './task.response';
import { TasksRepository, type TaskWrite } from './tasks.repository';
import { apiError } from '../../common/http/api-error';

/** Italian messages of the task checks (422 per field, 404). */
export const TASK_MESSAGES = {
  notFound: 'Compito non trovato',
  owner: 'L’assegnatario deve essere un utente attivo di questo ambiente che gestisce i compiti',
  client_id: 'Cliente non trovato in questo ambiente',
  call_id: 'Richiesta non trovata in questo ambiente',
  negotiation_id: 'Trattativa non trovata in questo ambiente',
  announcement_id: 'Bando non trovato in questo ambiente',
} as const;

/** The linked records of a task, in the order their client is taken when `client_id` is not given. */
const LINKS = ['call_id', 'negotiation_id', 'client_id', 'announcement_id'] as const;
type Link = (typeof LINKS)[number];

/** The roles a task may be assigned to: those holding `tasks.read`. */
const ASSIGNABLE_TYPES = PERMISSIONS['tasks.read'];

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/**
 * Tasks (compiti) of an environment (issue 37, docs/roles.md "Row rules"): the route permission
 * (`tasks.read` / `tasks.write`: administrator, local administrator, client manager) opens every
 * task of the environment; the owner must be an active user of the environment holding
 * `tasks.read`, the links records the environment sees.
 */
@Injectable()
export class TasksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: TasksRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /** `{data, total}` by due date (earliest first), 15 per page by default; filters of {@link TaskListQueryDto}. */
  list(user: User, projectId: number, q: TaskListQueryDto): Promise<Paginated<TaskView>> {
    return this.repo.list(new TenantQuery(this.dataSource, projectId), user.id, q);
  }

  /** One task of the environment. @throws NotFoundException 404 otherwise. */
  async get(projectId: number, id: number): Promise<TaskView> {
    const task = await this.repo.one(new TenantQuery(this.dataSource, projectId), id);
    if (!task) throw apiError('tasks.not_found');
    return task;
  }

  /** Who a task of the environment may be assigned to (`{id, name}` by surname). */
  assignees(projectId: number): Promise<TaskAssigneeView[]> {
    return this.repo.assignees(new TenantQuery(this.dataSource, projectId), ASSIGNABLE_TYPES);
  }

  /**
   * Creates a task (owner default: the current user; status default `open`). A task of a call log
   * or a negotiation without `client_id` takes their client.
   * @throws UnprocessableEntityException 422 with the field's Italian message for an owner or a link the environment does not have.
   */
  async create(user: User, projectId: number, dto: CreateTaskDto): Promise<TaskView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const values: TaskWrite = {
      title: dto.title.trim(),
      description: dto.description?.trim() || null,
      owner_id: dto.owner_id ?? user.id,
      due_date: dto.due_date,
      status: dto.status ?? 'open',
      completed_at: dto.status === 'done' ? new Date() : null,
      client_id: dto.client_id ?? null,
      call_id: dto.call_id ?? null,
      negotiation_id: dto.negotiation_id ?? null,
      announcement_id: dto.announcement_id ?? null,
      created_by: user.id,
      updated_by: user.id,
    };
    if (!values.title) throw fieldError('title', 'Campo obbligatorio');
    await this.checkOwner(tq, values.owner_id!);
    await this.checkLinks(tq, user, values, LINKS, dto.client_id === undefined);
    // a task for someone else notifies its owner (the bell), in the same transaction
    const id = await this.dataSource.transaction(async (em) => {
      const taskId = await this.repo.insert(tq.on(em), values);
      await this.notifications.taskAssigned(tq.on(em), user, { id: taskId, title: values.title!, owner_id: values.owner_id! });
      return taskId;
    });
    return this.get(projectId, id);
  }

  /**
   * Changes the fields sent: status (`done` records when, reopening clears it), reassignment,
   * due date, links (`null` removes one).
   * @throws NotFoundException 404; UnprocessableEntityException 422 (owner, links); StaleRecordException 409 on a stale version.
   */
  async update(user: User, projectId: number, id: number, dto: UpdateTaskDto, expected: number | undefined): Promise<TaskView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const current = await this.repo.row(tq, id);
    if (!current) throw apiError('tasks.not_found');
    const values: TaskWrite = {};
    if (dto.title !== undefined) {
      values.title = dto.title.trim();
      if (!values.title) throw fieldError('title', 'Campo obbligatorio');
    }
    if (dto.description !== undefined) values.description = dto.description?.trim() || null;
    if (dto.due_date !== undefined) values.due_date = dto.due_date;
    if (dto.owner_id !== undefined && dto.owner_id !== current.owner_id) {
      await this.checkOwner(tq, dto.owner_id);
      values.owner_id = dto.owner_id;
    }
    if (dto.status !== undefined && dto.status !== current.status) {
      values.status = dto.status;
      values.completed_at = dto.status === 'done' ? new Date() : null;
    }
    const changed = LINKS.filter((l) => dto[l] !== undefined && dto[l] !== current[l]);
    for (const l of changed) values[l] = dto[l] ?? null;
    await this.checkLinks(tq, user, values, changed);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.repo.update(tq.on(em), id, expected, user.id, values);
          // reassigned to someone else: the new owner is notified (the bell)
          if (values.owner_id !== undefined)
            await this.notifications.taskAssigned(tq.on(em), user, {
              id,
              title: values.title ?? (current.title as string),
              owner_id: values.owner_id,
            });
        }),
      () => this.get(projectId, id),
    );
    return this.get(projectId, id);
  }

  /**
   * Deletes a task; with an expected version the guarded write checks it first.
   * @throws NotFoundException 404; StaleRecordException 409 on a stale version.
   */
  async remove(user: User, projectId: number, id: number, expected: number | undefined): Promise<void> {
    const tq = new TenantQuery(this.dataSource, projectId);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const scoped = tq.on(em);
          if (expected !== undefined) await this.repo.update(scoped, id, expected, user.id, {});
          if (!(await this.repo.delete(scoped, id))) throw apiError('tasks.not_found');
        }),
      () => this.get(projectId, id),
    );
  }

  /** @throws UnprocessableEntityException 422 on `owner_id` unless an active user of the environment holding `tasks.read`. */
  private async checkOwner(tq: TenantQuery, ownerId: number): Promise<void> {
    const [found] = await this.repo.assignees(tq, ASSIGNABLE_TYPES, ownerId);
    if (!found) throw fieldError('owner_id', TASK_MESSAGES.owner);
  }

  /**
   * Checks the links in `fields` (set in `values`) belong to the environment; with `fillClient`
   * a call log or negotiation fills an empty `client_id` with its client. Supplier calls only for `calls.supplier`.
   * @throws UnprocessableEntityException 422 on the first link not found.
   */
  private async checkLinks(tq: TenantQuery, user: User, values: TaskWrite, fields: readonly Link[], fillClient = false): Promise<void> {
    for (const field of fields) {
      const id = values[field];
      if (id === null || id === undefined) continue;
      const row =
        field === 'client_id'
          ? await this.repo.client(tq, id)
          : field === 'call_id'
            ? await this.repo.call(tq, id, hasPermission(user.type, 'calls.supplier'))
            : field === 'negotiation_id'
              ? await this.repo.negotiation(tq, id)
              : await this.repo.announcement(tq, id);
      if (!row) throw fieldError(field, TASK_MESSAGES[field]);
      if (fillClient && field !== 'client_id' && !values.client_id && row.client_id) values.client_id = row.client_id as number;
    }
  }
}
