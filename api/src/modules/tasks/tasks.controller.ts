import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { idPipe } from '../../common/http/input-policy';
import type { Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { CreateTaskDto, TaskListQueryDto, UpdateTaskDto } from './task.dto';
import { TaskAssigneeView, TaskPage, TaskView } from './task.response';
import { TasksService } from './tasks.service';

/**
 * Tasks (compiti) of an environment (issue 37; module `calls`, docs/roles.md): read with
 * `tasks.read`, write with `tasks.write` (administrator, local administrator, client manager;
 * referent users and experts get 403). Another environment's task is a 404.
 */
@ApiTags('tasks')
@Controller('projects/:projectId/tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  /**
   * `{data, total}` by due date (earliest first). `?owner=me|<id>&status=open|done|cancelled&due=overdue|today|week`
   * `&client_id&call_id&negotiation_id&announcement_id&search&skip&take`; each row with the owner's
   * name, the linked records' labels and `overdue`.
   */
  @Get()
  @ApiOkResponse({ type: TaskPage })
  @Auth({ permission: 'tasks.read', project: true, module: 'calls' })
  list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: TaskListQueryDto): Promise<Paginated<TaskView>> {
    return this.tasks.list(user, project.id, q);
  }

  /** The users a task may be assigned to: active users of the environment who manage tasks, by surname. */
  @Get('assignees')
  @ApiOkResponse({ type: TaskAssigneeView, isArray: true })
  @Auth({ permission: 'tasks.read', project: true, module: 'calls' })
  assignees(@CurrentProject() project: Project): Promise<TaskAssigneeView[]> {
    return this.tasks.assignees(project.id);
  }

  /** Creates a task: 201 with it; 422 (Italian, per field) for an owner or a link outside the environment. */
  @Post()
  @ApiCreatedResponse({ type: TaskView })
  @Auth({ permission: 'tasks.write', project: true, module: 'calls' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: CreateTaskDto): Promise<TaskView> {
    return this.tasks.create(user, project.id, dto);
  }

  /** One task; 404 when not of this environment. */
  @Get(':taskId')
  @ApiOkResponse({ type: TaskView })
  @Auth({ permission: 'tasks.read', project: true, module: 'calls' })
  get(@CurrentProject() project: Project, @Param('taskId', idPipe) id: number): Promise<TaskView> {
    return this.tasks.get(project.id, id);
  }

  /** Partial update (status, reassignment, due date, links); 409 when `If-Match` / body `version` is stale; 422 as create. */
  @Patch(':taskId')
  @ApiOkResponse({ type: TaskView })
  @Versioned()
  @Auth({ permission: 'tasks.write', project: true, module: 'calls' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('taskId', idPipe) id: number,
    @Body() dto: UpdateTaskDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<TaskView> {
    return this.tasks.update(user, project.id, id, dto, expected);
  }

  /** Deletes a task: 204; 404 when not of this environment; 409 when `If-Match` is stale. */
  @Delete(':taskId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Compito eliminato' })
  @Versioned()
  @Auth({ permission: 'tasks.write', project: true, module: 'calls' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('taskId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.tasks.remove(user, project.id, id, expected);
  }
}
