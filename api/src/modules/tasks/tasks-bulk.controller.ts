import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { TaskBulkDto, TaskBulkView } from './tasks-bulk.dto';
import { TasksBulkService } from './tasks-bulk.service';

/**
 * Bulk actions on "I miei compiti" (issue 37; docs/api.md "Task bulk actions"): with `tasks.write`
 * (administrator, local administrator, client manager; module `calls`), as the single edit.
 */
@ApiTags('tasks')
@Controller('projects/:projectId/tasks/bulk')
export class TasksBulkController {
  constructor(private readonly bulk: TasksBulkService) {}

  /**
   * Marks done, reopens, cancels, reassigns (`owner_id`) or deletes the tasks selected (`ids`, 1 to
   * 500, or `filter`: every task the list's query selects, at most 500): 200 with a result per task
   * (done, or refused with the Italian reason: another environment's or a deleted task, one
   * already in that state, one changed meanwhile). 422 (Italian, per field): neither or both of
   * ids / filter, no valid `owner_id` for reassign, no task or more than 500 matching.
   */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: TaskBulkView })
  @Auth({ permission: 'tasks.write', project: true, module: 'calls' })
  run(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: TaskBulkDto): Promise<TaskBulkView> {
    return this.bulk.run(user, project.id, dto);
  }
}
