import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { CallListQueryDto, CreateCallDto, UpdateCallDto } from './calls.dto';
import { CallsService, type CallView } from './calls.service';
import { idPipe } from '../../common/http/input-policy';
import { CallDetailView, CallPage } from './call.response';

export type { CallView } from './calls.service';

/**
 * Call logs (richieste) of an environment (module `calls`), docs/domain.md#call-logs, docs/roles.md:
 * read and update: administrator, local administrator, client manager, referent (own clients);
 * create, archive, restore, link bandi: administrator, local administrator, client manager;
 * supplier calls and sending them: administrator and local administrator only.
 */
@ApiTags('calls')
@Controller('projects/:projectId/calls')
export class CallsController {
  constructor(private readonly calls: CallsService) {}

  /** `{data, total}`; `?search&type&status&client_id&referent_id&date_from&date_to&skip&take`. */
  @Get()
  @ApiOkResponse({ type: CallPage })
  @Auth({ permission: 'calls.read', project: true, module: 'calls' })
  list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: CallListQueryDto): Promise<Paginated<CallView>> {
    return this.calls.list(user, project.id, q);
  }

  /** Creates a client or supplier call: 201 with the call; 403 supplier call without permission; 422 invalid. */
  @Post()
  @ApiCreatedResponse({ type: CallDetailView })
  @Auth({ permission: 'calls.create', project: true, module: 'calls' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: CreateCallDto): Promise<CallDetailView> {
    return this.calls.create(user, project, dto);
  }

  /** One call with its linked announcements; 404 when not visible. */
  @Get(':callId')
  @ApiOkResponse({ type: CallDetailView })
  @Auth({ permission: 'calls.read', project: true, module: 'calls' })
  get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('callId', idPipe) id: number): Promise<CallDetailView> {
    return this.calls.get(user, project.id, id);
  }

  /**
   * Updates the fields sent (partial: fields not sent stay) and status (open/in_progress/closed);
   * 422 on an archived call; 409 when `If-Match` / body `version` is stale.
   */
  @Put(':callId')
  @ApiOkResponse({ type: CallDetailView })
  @Versioned()
  @Auth({ permission: 'calls.update', project: true, module: 'calls' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('callId', idPipe) id: number,
    @Body() dto: UpdateCallDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<CallDetailView> {
    return this.calls.update(user, project, id, dto, expected);
  }

  /** Same as PUT: partial update of a call. */
  @Patch(':callId')
  @ApiOkResponse({ type: CallDetailView })
  @Versioned()
  @Auth({ permission: 'calls.update', project: true, module: 'calls' })
  patch(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('callId', idPipe) id: number,
    @Body() dto: UpdateCallDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<CallDetailView> {
    return this.calls.update(user, project, id, dto, expected);
  }

  /** Archives the call (status archiviata); 409 when `If-Match` is stale. */
  @Post(':callId/archive')
  @ApiOkResponse({ type: CallDetailView })
  @HttpCode(200)
  @Versioned()
  @Auth({ permission: 'calls.archive', project: true, module: 'calls' })
  archive(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('callId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<CallDetailView> {
    return this.calls.archive(user, project, id, expected);
  }

  /** Restores an archived call to its previous status; 409 when `If-Match` is stale. */
  @Post(':callId/restore')
  @ApiOkResponse({ type: CallDetailView })
  @HttpCode(200)
  @Versioned()
  @Auth({ permission: 'calls.archive', project: true, module: 'calls' })
  restore(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('callId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<CallDetailView> {
    return this.calls.restore(user, project, id, expected);
  }

  /** E-mails a supplier call to its active recipients and records sent_at/sent_to. */
  @Post(':callId/send')
  @ApiOkResponse({ type: CallDetailView })
  @HttpCode(200)
  @Auth({ permission: 'calls.supplier', project: true, module: 'calls' })
  send(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('callId', idPipe) id: number): Promise<CallDetailView> {
    return this.calls.send(user, project, id);
  }

  /** Links a global or this environment's announcement to the call (idempotent); 404 otherwise. */
  @Post(':callId/announcements/:announcementId')
  @ApiOkResponse({ type: CallDetailView })
  @HttpCode(200)
  @Auth({ permission: 'calls.archive', project: true, module: 'calls' })
  link(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('callId', idPipe) id: number,
    @Param('announcementId', idPipe) announcementId: number,
  ): Promise<CallDetailView> {
    return this.calls.linkAnnouncement(user, project, id, announcementId);
  }

  /** Removes an announcement link; 404 when not linked. */
  @Delete(':callId/announcements/:announcementId')
  @ApiOkResponse({ type: CallDetailView })
  @Auth({ permission: 'calls.archive', project: true, module: 'calls' })
  unlink(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('callId', idPipe) id: number,
    @Param('announcementId', idPipe) announcementId: number,
  ): Promise<CallDetailView> {
    return this.calls.unlinkAnnouncement(user, project, id, announcementId);
  }
}
