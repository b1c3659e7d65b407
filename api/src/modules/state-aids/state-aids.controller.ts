import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { DeMinimisQueryDto, StateAidDto, StateAidUpdateDto } from './state-aids.dto';
import { DeMinimisView, StateAidPage, StateAidView } from './state-aids.response';
import { StateAidsService } from './state-aids.service';

/**
 * Aid received by a client and its de minimis headroom (issue 34; docs/domain.md#de-minimis).
 * Reading needs `clients.eligibility` (administrator, local administrator, client manager: the
 * headroom belongs to the eligibility assessment; referent users do not see it), changing needs
 * `clients.write` (docs/roles.md). Every change is written to the client's log. The rules and
 * data: StateAidsService, StateAidsRepository, `deMinimisHeadroom` of @bandi/domain.
 */
@ApiTags('state-aids')
@Controller('projects/:projectId/clients/:clientId')
export class StateAidsController {
  constructor(private readonly aids: StateAidsService) {}

  /** `{data,total}`: every aid of the client, newest grant first; 404 unknown client. */
  @Get('state-aids')
  @ApiOkResponse({ type: StateAidPage })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  list(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('clientId', idPipe) clientId: number): Promise<StateAidPage> {
    return this.aids.list(user, project.id, clientId);
  }

  /**
   * Records an aid received by the client: 201 with the aid; 404 unknown client; 422 with the
   * Italian message of each bad field (date, amounts in integer cents, CAR/COR digits, CUP of 15
   * characters, an announcement or negotiation the environment or the client does not have).
   */
  @Post('state-aids')
  @ApiCreatedResponse({ type: StateAidView })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  create(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Body() dto: StateAidDto,
  ): Promise<StateAidView> {
    return this.aids.create(user, project.id, clientId, dto);
  }

  /** One aid (with `version`); 404 when the client is not visible or the aid not its own. */
  @Get('state-aids/:aidId')
  @ApiOkResponse({ type: StateAidView })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  get(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('aidId', idPipe) aidId: number,
  ): Promise<StateAidView> {
    return this.aids.get(user, project.id, clientId, aidId);
  }

  /** Replaces an aid (the whole body); 404 unknown aid; 422 bad field; 409 when `If-Match` / `version` is stale. */
  @Put('state-aids/:aidId')
  @ApiOkResponse({ type: StateAidView })
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('aidId', idPipe) aidId: number,
    @Body() dto: StateAidUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<StateAidView> {
    return this.aids.update(user, project.id, clientId, aidId, dto, expected);
  }

  /** Deletes an aid: 204; 404 unknown aid; 409 when `If-Match` is stale. */
  @Delete('state-aids/:aidId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('aidId', idPipe) aidId: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    return this.aids.remove(user, project.id, clientId, aidId, expected);
  }

  /**
   * The de minimis situation at `?at=YYYY-MM-DD` (default today, Europe/Rome): the single
   * undertaking (the client and the enterprises linked to it by control, with the aid of each in
   * the window; those linked through natural persons or by a partner stake in `excluded`), per
   * regulation the ceiling, the aid counted, the headroom and the window (cents, dates), the aid
   * of the member clients with whether it counts and when it leaves the window. 404 unknown
   * client; 422 bad date.
   */
  @Get('de-minimis')
  @ApiOkResponse({ type: DeMinimisView })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  deMinimis(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: DeMinimisQueryDto,
  ): Promise<DeMinimisView> {
    return this.aids.deMinimis(user, project.id, clientId, q.at);
  }
}
