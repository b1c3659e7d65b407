import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { CallBulkDto, CallBulkView } from './calls-bulk.dto';
import { CallsBulkService } from './calls-bulk.service';

/**
 * Bulk actions on the call log list (issue 37; docs/api.md "Call log bulk actions"): with
 * `calls.archive` (administrator, local administrator, client manager; module `calls`).
 */
@ApiTags('calls')
@Controller('projects/:projectId/calls/bulk')
export class CallsBulkController {
  constructor(private readonly bulk: CallsBulkService) {}

  /**
   * Archives, restores or sets the status (`status`: open, in_progress, closed) of the call logs
   * selected (`ids`, 1 to 500, or `filter`: every call log the list's query selects, at most 500):
   * 200 with a result per call log (done, or refused with the Italian reason: another
   * environment's or a hidden one, one already archived or with that status, an archived one to
   * restore first, one changed meanwhile). 422 (Italian, per field): neither or both of ids /
   * filter, no `status` for set_status, no call log or more than 500 matching.
   */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: CallBulkView })
  @Auth({ permission: 'calls.archive', project: true, module: 'calls' })
  run(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: CallBulkDto): Promise<CallBulkView> {
    return this.bulk.run(user, project, dto);
  }
}
