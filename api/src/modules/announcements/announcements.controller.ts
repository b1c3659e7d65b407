import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import { AnnouncementBodyDto, AnnouncementListQueryDto, AnnouncementUpdateDto } from './announcement.dto';
import { AnnouncementsService } from './announcements.service';
import {
  AnnouncementDetailView,
  type AnnouncementListItemView,
  AnnouncementPage,
  StandardDocumentRefPage,
  type StandardDocumentRefView,
} from './announcement.response';
import { type AuditEntryView, AuditPage } from '../audit/audit.response';
import { idPipe } from '../../common/http/input-policy';

export { stateOf, todayInRome, type AnnouncementState } from './announcements.service';

/**
 * The catalogue of announcements (docs/screens.md#admin-pages, docs/screens.md#environment-pages, docs/domain.md#announcements; docs/roles.md). Global area: /api/announcements
 * (global announcements; writes by administrator and expert-announcement). Environment:
 * /api/projects/{projectId}/announcements (global + that environment's local announcements; local announcements
 * written by administrator, local-administrator, local-expert-announcement; Documentazione and
 * Altro of a global announcement written there are that environment's own).
 */
@ApiTags('announcements')
@Controller()
export class AnnouncementsController {
  constructor(private readonly service: AnnouncementsService) {}

  // ------------------------------------------------------------ global area

  /** Global announcements `{data, total}` with the list filters (AnnouncementListQueryDto). */
  @Get('announcements')
  @ApiOkResponse({ type: AnnouncementPage })
  @Auth({ permission: 'announcements.read' })
  listGlobal(@CurrentUser() user: User, @Query() q: AnnouncementListQueryDto): Promise<Paginated<AnnouncementListItemView>> {
    return this.service.list({ user, projectId: null }, q);
  }

  /** Creates a global announcement (draft unless `status: "published"`, then docs/rules.md#form-rules applies). 201 detail; 422 `{errors}`. */
  @Post('announcements')
  @ApiCreatedResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.global.manage' })
  createGlobal(@CurrentUser() user: User, @Body() body: AnnouncementBodyDto): Promise<AnnouncementDetailView> {
    return this.service.create({ user, projectId: null }, body);
  }

  /** One global announcement with its collections, `editable_tabs`, `can_delete`, `can_duplicate`; 404 if missing or local. */
  @Get('announcements/:announcementId')
  @ApiOkResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.read' })
  getGlobal(@CurrentUser() user: User, @Param('announcementId', idPipe) id: number): Promise<AnnouncementDetailView> {
    return this.service.detail({ user, projectId: null }, id);
  }

  /**
   * Updates the fields present (lists present are replaced; PUT and PATCH alike). 403 on a tab the
   * user may not edit; 422 `{errors}`; 409 when `If-Match` / body `version` is stale.
   */
  @Put('announcements/:announcementId')
  @ApiOkResponse({ type: AnnouncementDetailView })
  @Versioned()
  @Auth({ permission: 'announcements.global.manage' })
  updateGlobal(
    @CurrentUser() user: User,
    @Param('announcementId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AnnouncementDetailView> {
    return this.service.update({ user, projectId: null }, id, body, expected);
  }

  /** Same as PUT: partial update of a global announcement. */
  @Patch('announcements/:announcementId')
  @ApiOkResponse({ type: AnnouncementDetailView })
  @Versioned()
  @Auth({ permission: 'announcements.global.manage' })
  patchGlobal(
    @CurrentUser() user: User,
    @Param('announcementId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AnnouncementDetailView> {
    return this.service.update({ user, projectId: null }, id, body, expected);
  }

  /** Deletes a global announcement. 204; 409 when `If-Match` is stale. */
  @Delete('announcements/:announcementId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Versioned()
  @Auth({ permission: 'announcements.global.manage' })
  @HttpCode(204)
  async removeGlobal(
    @CurrentUser() user: User,
    @Param('announcementId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.service.remove({ user, projectId: null }, id, expected);
  }

  /** Copies a global announcement as a new global draft "… (copia)". 201 detail. */
  @Post('announcements/:announcementId/duplicate')
  @ApiCreatedResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.global.manage' })
  duplicateGlobal(@CurrentUser() user: User, @Param('announcementId', idPipe) id: number): Promise<AnnouncementDetailView> {
    return this.service.duplicate({ user, projectId: null }, id);
  }

  /** Audit log of a global announcement (who, when, action, changed fields), newest first. */
  @Get('announcements/:announcementId/logs')
  @ApiOkResponse({ type: AuditPage })
  @Auth({ permission: 'audit.read' })
  logsGlobal(
    @CurrentUser() user: User,
    @Param('announcementId', idPipe) id: number,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<AuditEntryView>> {
    return this.service.logs({ user, projectId: null }, id, q);
  }

  /**
   * The active standard documents (catalogue managed in settings → documentazione-bandi) to pick
   * in the Documentazione tab: `{data: [{id, name, description}], total}`.
   */
  @Get('standard-documents')
  @ApiOkResponse({ type: StandardDocumentRefPage })
  @Auth({ permission: 'announcements.read' })
  standardDocuments(): Promise<Paginated<StandardDocumentRefView>> {
    return this.service.standardDocuments();
  }

  // ------------------------------------------------------------ environment

  /** Global announcements plus this environment's local ones (module `announcements`), with the list filters. */
  @Get('projects/:projectId/announcements')
  @ApiOkResponse({ type: AnnouncementPage })
  @Auth({ permission: 'announcements.read', project: true, module: 'announcements' })
  listProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: AnnouncementListQueryDto,
  ): Promise<Paginated<AnnouncementListItemView>> {
    return this.service.list({ user, projectId: project.id }, q);
  }

  /** Creates a local announcement of this environment. 201 detail; 422 `{errors}`. */
  @Post('projects/:projectId/announcements')
  @ApiCreatedResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.local.manage', project: true, module: 'announcements' })
  createLocal(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Body() body: AnnouncementBodyDto,
  ): Promise<AnnouncementDetailView> {
    return this.service.create({ user, projectId: project.id }, body);
  }

  /** One announcement visible in the environment (global or its own local), with this environment's documents; 404 otherwise. */
  @Get('projects/:projectId/announcements/:announcementId')
  @ApiOkResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.read', project: true, module: 'announcements' })
  getProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
  ): Promise<AnnouncementDetailView> {
    return this.service.detail({ user, projectId: project.id }, id);
  }

  /**
   * Updates an announcement inside the environment: a local announcement (local managers), or a global announcement's
   * Documentazione/Altro for this environment (local admin, local expert; global managers may also
   * change the other tabs). 403 on a tab the user may not edit.
   */
  @Put('projects/:projectId/announcements/:announcementId')
  @ApiOkResponse({ type: AnnouncementDetailView })
  @Versioned()
  @Auth({ permission: 'announcements.global.documents', project: true, module: 'announcements' })
  updateProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AnnouncementDetailView> {
    return this.service.update({ user, projectId: project.id }, id, body, expected);
  }

  /** Same as PUT: partial update of an announcement inside the environment. */
  @Patch('projects/:projectId/announcements/:announcementId')
  @ApiOkResponse({ type: AnnouncementDetailView })
  @Versioned()
  @Auth({ permission: 'announcements.global.documents', project: true, module: 'announcements' })
  patchProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AnnouncementDetailView> {
    return this.service.update({ user, projectId: project.id }, id, body, expected);
  }

  /** Deletes a local announcement of this environment (local managers) or a global announcement (global managers). 204; 409 when `If-Match` is stale. */
  @Delete('projects/:projectId/announcements/:announcementId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Versioned()
  @Auth({ permission: 'announcements.global.documents', project: true, module: 'announcements' })
  @HttpCode(204)
  async removeProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.service.remove({ user, projectId: project.id }, id, expected);
  }

  /** Copies an announcement as a new draft: a local copy for local managers, else a global copy for global managers. 201 detail. */
  @Post('projects/:projectId/announcements/:announcementId/duplicate')
  @ApiCreatedResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.global.documents', project: true, module: 'announcements' })
  duplicateProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
  ): Promise<AnnouncementDetailView> {
    return this.service.duplicate({ user, projectId: project.id }, id);
  }

  /** Audit log of an announcement as seen in this environment (global entries and this environment's). */
  @Get('projects/:projectId/announcements/:announcementId/logs')
  @ApiOkResponse({ type: AuditPage })
  @Auth({ permission: 'audit.read', project: true, module: 'announcements' })
  logsProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<AuditEntryView>> {
    return this.service.logs({ user, projectId: project.id }, id, q);
  }
}
