import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import { AnnouncementBodyDto, AnnouncementUpdateDto } from '../announcements/announcement.dto';
import { TemplatesService } from './templates.service';
import { type TemplateListEntryView, TemplatePage, TemplateView } from './template.response';
import { AnnouncementDetailView } from '../announcements/announcement.response';
import { type AuditEntryView, AuditPage } from '../audit/audit.response';
import { idPipe } from '../../common/http/input-policy';

/** Optional name of the record created from another one (template -> call, call -> template). */
export class NameDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'Deve essere un testo' })
  @MaxLength(500, { message: 'Inserisci al massimo 500 caratteri' })
  name?: string;
}

/**
 * Templates (docs/domain.md#templates, docs/screens.md#admin-pages /template, docs/screens.md#environment-pages /ambiente/{id}/template). Global ones: administrator
 * and expert-announcement. Environment ones: administrator, local-administrator,
 * local-expert-announcement; there the global templates are listed too, read-only.
 */
@ApiTags('templates')
@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  /** Global templates `{data, total}` (`search` on the name). */
  @Get('templates')
  @ApiOkResponse({ type: TemplatePage })
  @Auth({ permission: 'templates.global.manage' })
  listGlobal(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<TemplateListEntryView>> {
    return this.templates.list({ user, projectId: null }, q);
  }

  /** Creates a global template: body = announcement form, only `name` required. 201. */
  @Post('templates')
  @ApiCreatedResponse({ type: TemplateView })
  @Auth({ permission: 'templates.global.manage' })
  createGlobal(@CurrentUser() user: User, @Body() body: AnnouncementBodyDto): Promise<TemplateView> {
    return this.templates.create({ user, projectId: null }, body);
  }

  /** One global template (form fields + id, scope, name, editable). */
  @Get('templates/:templateId')
  @ApiOkResponse({ type: TemplateView })
  @Auth({ permission: 'templates.global.manage' })
  getGlobal(@CurrentUser() user: User, @Param('templateId', idPipe) id: number): Promise<TemplateView> {
    return this.templates.get({ user, projectId: null }, id);
  }

  /** Replaces a global template (name and every field); 409 when `If-Match` / body `version` is stale. */
  @Put('templates/:templateId')
  @ApiOkResponse({ type: TemplateView })
  @Versioned()
  @Auth({ permission: 'templates.global.manage' })
  updateGlobal(
    @CurrentUser() user: User,
    @Param('templateId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<TemplateView> {
    return this.templates.update({ user, projectId: null }, id, body, expected);
  }

  /** Partial update of a global template: the fields sent are merged into the stored ones; 409 as PUT. */
  @Patch('templates/:templateId')
  @ApiOkResponse({ type: TemplateView })
  @Versioned()
  @Auth({ permission: 'templates.global.manage' })
  patchGlobal(
    @CurrentUser() user: User,
    @Param('templateId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<TemplateView> {
    return this.templates.update({ user, projectId: null }, id, body, expected, true);
  }

  /** Deletes a global template. 204; 409 when `If-Match` is stale. */
  @Delete('templates/:templateId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Versioned()
  @Auth({ permission: 'templates.global.manage' })
  @HttpCode(204)
  async removeGlobal(
    @CurrentUser() user: User,
    @Param('templateId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.templates.remove({ user, projectId: null }, id, expected);
  }

  /**
   * Audit log of a global template `{data: AuditEntry[], total}` (who, when, action, changed
   * fields), newest first; `skip`/`take`. Same permission as the announcement logs.
   */
  @Get('templates/:templateId/logs')
  @ApiOkResponse({ type: AuditPage })
  @Auth({ permission: 'audit.read' })
  logsGlobal(
    @CurrentUser() user: User,
    @Param('templateId', idPipe) id: number,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<AuditEntryView>> {
    return this.templates.logs({ user, projectId: null }, id, q);
  }

  /** "Crea bando da template": a new global draft announcement. 201 announcement detail. */
  @Post('templates/:templateId/announcements')
  @ApiCreatedResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.global.manage' })
  announcementFromGlobal(
    @CurrentUser() user: User,
    @Param('templateId', idPipe) id: number,
    @Body() body: NameDto,
  ): Promise<AnnouncementDetailView> {
    return this.templates.createAnnouncement({ user, projectId: null }, id, body.name);
  }

  /** "Salva come template": a global announcement as a global template. 201 template. */
  @Post('announcements/:announcementId/template')
  @ApiCreatedResponse({ type: TemplateView })
  @Auth({ permission: 'templates.global.manage' })
  saveGlobalAsTemplate(
    @CurrentUser() user: User,
    @Param('announcementId', idPipe) id: number,
    @Body() body: NameDto,
  ): Promise<TemplateView> {
    return this.templates.fromAnnouncement({ user, projectId: null }, id, body.name);
  }

  /** Global templates plus this environment's `{data, total}`; each with `editable`. */
  @Get('projects/:projectId/templates')
  @ApiOkResponse({ type: TemplatePage })
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  listProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<TemplateListEntryView>> {
    return this.templates.list({ user, projectId: project.id }, q);
  }

  /** Creates a template of this environment. 201. */
  @Post('projects/:projectId/templates')
  @ApiCreatedResponse({ type: TemplateView })
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  createProject(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() body: AnnouncementBodyDto): Promise<TemplateView> {
    return this.templates.create({ user, projectId: project.id }, body);
  }

  /** One template visible here (global or this environment's); 404 otherwise. */
  @Get('projects/:projectId/templates/:templateId')
  @ApiOkResponse({ type: TemplateView })
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  getProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('templateId', idPipe) id: number,
  ): Promise<TemplateView> {
    return this.templates.get({ user, projectId: project.id }, id);
  }

  /** Replaces a template of this environment (403 on a global one); 409 when `If-Match` / body `version` is stale. */
  @Put('projects/:projectId/templates/:templateId')
  @ApiOkResponse({ type: TemplateView })
  @Versioned()
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  updateProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('templateId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<TemplateView> {
    return this.templates.update({ user, projectId: project.id }, id, body, expected);
  }

  /** Partial update of a template of this environment: the fields sent are merged into the stored ones. */
  @Patch('projects/:projectId/templates/:templateId')
  @ApiOkResponse({ type: TemplateView })
  @Versioned()
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  patchProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('templateId', idPipe) id: number,
    @Body() body: AnnouncementUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<TemplateView> {
    return this.templates.update({ user, projectId: project.id }, id, body, expected, true);
  }

  /** Deletes a template of this environment (403 on a global one). 204; 409 when `If-Match` is stale. */
  @Delete('projects/:projectId/templates/:templateId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Versioned()
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  @HttpCode(204)
  async removeProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('templateId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.templates.remove({ user, projectId: project.id }, id, expected);
  }

  /** Audit log of a template visible here (global entries plus this environment's); 404 for another environment's. */
  @Get('projects/:projectId/templates/:templateId/logs')
  @ApiOkResponse({ type: AuditPage })
  @Auth({ permission: 'audit.read', project: true, module: 'announcements' })
  logsProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('templateId', idPipe) id: number,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<AuditEntryView>> {
    return this.templates.logs({ user, projectId: project.id }, id, q);
  }

  /** "Crea bando da template" in the environment: a new local draft announcement. 201 announcement detail. */
  @Post('projects/:projectId/templates/:templateId/announcements')
  @ApiCreatedResponse({ type: AnnouncementDetailView })
  @Auth({ permission: 'announcements.local.manage', project: true, module: 'announcements' })
  announcementFromProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('templateId', idPipe) id: number,
    @Body() body: NameDto,
  ): Promise<AnnouncementDetailView> {
    return this.templates.createAnnouncement({ user, projectId: project.id }, id, body.name);
  }

  /** "Salva come template" in the environment: an announcement visible here as a template of this environment. 201 template. */
  @Post('projects/:projectId/announcements/:announcementId/template')
  @ApiCreatedResponse({ type: TemplateView })
  @Auth({ permission: 'templates.local.manage', project: true, module: 'announcements' })
  saveProjectAsTemplate(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Body() body: NameDto,
  ): Promise<TemplateView> {
    return this.templates.fromAnnouncement({ user, projectId: project.id }, id, body.name);
  }
}
