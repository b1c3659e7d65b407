import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { ClientBulkAccepted, ClientBulkDto, ClientBulkJobView, ClientManagerOption } from './clients-bulk.dto';
import { ClientsBulkService } from './clients-bulk.service';

/**
 * Bulk actions on the client list (issue 37): one job per request, a result per record
 * (docs/api.md "Client bulk actions"). Administrator, local administrator, client manager
 * (`clients.write`); each record is checked again as the single edit checks it.
 */
@ApiTags('clients')
@Controller('projects/:projectId/clients/bulk')
export class ClientsBulkController {
  constructor(private readonly bulk: ClientsBulkService) {}

  /**
   * `{action: assign_manager|set_status|archive|delete|create_task, ids?: number[] (1-10,000) | filter?: {search,
   * region, ateco, dimension, managed_by}, params?: {user_id?, status?: active|inactive, title?, owner_id?,
   * due_date?, description?}}` -> 202 (`create_task`: one task per client, the run also needs `tasks.write`)
   * `{job_id, total}`; poll GET …/bulk/{job_id}. 422 (Italian, per field): neither or both of ids
   * and filter, a missing/invalid parameter, nothing or more than 10,000 matching.
   */
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ClientBulkAccepted })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  start(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: ClientBulkDto): Promise<ClientBulkAccepted> {
    return this.bulk.start(user, project.id, dto);
  }

  /** `[{id, name}]`: the active users of the environment who may be made managers of its clients, by surname. */
  @Get('managers')
  @ApiOkResponse({ type: [ClientManagerOption] })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  managers(@CurrentProject() project: Project): Promise<ClientManagerOption[]> {
    return this.bulk.managers(project.id);
  }

  /**
   * `{id, action, status: queued|running|done|failed, total, done, refused, results: [{client_id,
   * name, outcome: pending|done|refused, reason}]}`; 404 for a job of another environment.
   */
  @Get(':jobId')
  @ApiOkResponse({ type: ClientBulkJobView })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  status(@CurrentProject() project: Project, @Param('jobId', idPipe) jobId: number): Promise<ClientBulkJobView> {
    return this.bulk.status(project.id, jobId);
  }
}
