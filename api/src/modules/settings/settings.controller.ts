import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { AlertsService } from '../alerts/alerts.service';
import { CreateAlertDto, UpdateAlertDto } from '../alerts/alerts.dto';
import { User } from '../users/user.entity';
import { UsersAdminService } from '../users/users-admin.service';
import {
  CreateGlobalExpertDto,
  DropdownValueDto,
  StandardDocumentDto,
  UpdateDropdownValueDto,
  UpdateGlobalExpertDto,
  UpdateStandardDocumentDto,
} from './settings.dto';
import { SettingsService } from './settings.service';
import { idPipe } from '../../common/http/input-policy';
import { DropdownListView, DropdownValuePage, DropdownValueView, StandardDocumentPage, StandardDocumentView } from './settings.response';
import { AlertPage, AlertView } from '../alerts/alert.response';
import { AdminUserPage, AdminUserView } from '../users/user.response';
import { apiError } from '../../common/http/api-error';

/**
 * Only the administrator grants environments (issue 11): a global expert who manages the global
 * settings edits the experts' data, not their memberships. 403 when anyone else sends
 * `project_ids` that differ from the current memberships (`current`; none for a new expert), so a
 * form that sends the list unchanged still saves.
 */
function assertMayGrantEnvironments(user: User, dto: { project_ids?: number[] }, current: number[] = []): void {
  if (dto.project_ids === undefined || user.type === 'administrator') return;
  const wanted = new Set(dto.project_ids);
  if (wanted.size !== current.length || current.some((id) => !wanted.has(id))) {
    throw apiError('projects.assign_admin_only');
  }
}

const EXPERT = 'expert-announcement' as const;

/**
 * Global settings (/impostazioni, docs/screens.md#admin-pages). Every route needs canSeeGlobalSettings
 * (administrator; global expert with can_edit_global_setting), 403 otherwise. The ambienti and
 * utenti tabs use /api/projects and /api/users (administrator only).
 */
@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersAdminService,
    private readonly alerts: AlertsService,
  ) {}

  /** Tab esperti-bandi-globali: the global expert users (`AdminUser`, with environments). 403 without canSeeGlobalSettings. */
  @Get('global-experts')
  @ApiOkResponse({ type: AdminUserPage })
  @Auth({ permission: 'settings.global.read' })
  globalExperts(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<AdminUserView>> {
    this.settings.assertGlobalSettings(user);
    return this.users.list({ ...q, type: EXPERT });
  }

  /** Creates and invites a global expert (201); 422 e-mail taken; 403 environments from anyone but the administrator. */
  @Post('global-experts')
  @ApiCreatedResponse({ type: AdminUserView })
  @Auth({ permission: 'settings.global.read' })
  createGlobalExpert(@CurrentUser() user: User, @Body() dto: CreateGlobalExpertDto): Promise<AdminUserView> {
    this.settings.assertGlobalSettings(user);
    assertMayGrantEnvironments(user, dto);
    return this.users.create(user, { ...dto, type: EXPERT });
  }

  /**
   * Edits a global expert (name, surname, phone, can_edit_global_setting, environments); 404 for
   * another role; 403 changed `project_ids` from anyone but the administrator (only it grants environments).
   */
  @Put('global-experts/:userId')
  @ApiOkResponse({ type: AdminUserView })
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  async updateGlobalExpert(
    @CurrentUser() user: User,
    @Param('userId', idPipe) id: number,
    @Body() dto: UpdateGlobalExpertDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AdminUserView> {
    this.settings.assertGlobalSettings(user);
    if (dto.project_ids !== undefined && user.type !== 'administrator') {
      assertMayGrantEnvironments(
        user,
        dto,
        (await this.users.get(id)).projects.map((p) => p.id),
      );
    }
    return this.users.update(user, id, dto, EXPERT, expected);
  }

  /** Deactivates a global expert (sessions and tokens end). */
  @Post('global-experts/:userId/deactivate')
  @ApiOkResponse({ type: AdminUserView })
  @HttpCode(200)
  @Auth({ permission: 'settings.global.read' })
  deactivateGlobalExpert(@CurrentUser() user: User, @Param('userId', idPipe) id: number): Promise<AdminUserView> {
    this.settings.assertGlobalSettings(user);
    return this.users.setStatus(user, id, 'inactive', EXPERT);
  }

  /** Reactivates a global expert. */
  @Post('global-experts/:userId/activate')
  @ApiOkResponse({ type: AdminUserView })
  @HttpCode(200)
  @Auth({ permission: 'settings.global.read' })
  activateGlobalExpert(@CurrentUser() user: User, @Param('userId', idPipe) id: number): Promise<AdminUserView> {
    this.settings.assertGlobalSettings(user);
    return this.users.setStatus(user, id, 'active', EXPERT);
  }

  /** Tab documentazione-bandi: the standard documents catalogue, `{data, total}`. */
  @Get('standard-documents')
  @ApiOkResponse({ type: StandardDocumentPage })
  @Auth({ permission: 'settings.global.read' })
  documents(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<StandardDocumentView>> {
    this.settings.assertGlobalSettings(user);
    return this.settings.documents(q);
  }

  /** Adds a standard document (201). */
  @Post('standard-documents')
  @ApiCreatedResponse({ type: StandardDocumentView })
  @Auth({ permission: 'settings.global.read' })
  createDocument(@CurrentUser() user: User, @Body() dto: StandardDocumentDto): Promise<StandardDocumentView> {
    this.settings.assertGlobalSettings(user);
    return this.settings.createDocument(dto);
  }

  /** One standard document (with `version` and a strong ETag); 404 unknown. */
  @Get('standard-documents/:id')
  @ApiOkResponse({ type: StandardDocumentView })
  @Auth({ permission: 'settings.global.read' })
  getDocument(@CurrentUser() user: User, @Param('id', idPipe) id: number): Promise<StandardDocumentView> {
    this.settings.assertGlobalSettings(user);
    return this.settings.getDocument(id);
  }

  /** Updates the fields sent of a standard document (the others stay); 409 when `If-Match` / `version` is stale. */
  @Put('standard-documents/:id')
  @ApiOkResponse({ type: StandardDocumentView })
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  updateDocument(
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body() dto: UpdateStandardDocumentDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<StandardDocumentView> {
    this.settings.assertGlobalSettings(user);
    return this.settings.updateDocument(id, dto, expected, user.id);
  }

  /** Deletes an unused standard document (204); 422 when announcements use it; 409 when `If-Match` is stale. */
  @Delete('standard-documents/:id')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  async deleteDocument(
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    this.settings.assertGlobalSettings(user);
    await this.settings.deleteDocument(id, expected, user.id);
  }

  /** Tab valori: the dropdown lists with their names and counts. */
  @Get('dropdowns')
  @Auth({ permission: 'settings.global.read' })
  @ApiOkResponse({ type: DropdownListView, isArray: true })
  lists(@CurrentUser() user: User): Promise<DropdownListView[]> {
    this.settings.assertGlobalSettings(user);
    return this.settings.lists();
  }

  /** All values of a list (also inactive ones); tab fondi-interprofessionali is list interprofessional_funds. */
  @Get('dropdowns/:list')
  @ApiOkResponse({ type: DropdownValuePage })
  @Auth({ permission: 'settings.global.read' })
  values(@CurrentUser() user: User, @Param('list') list: string): Promise<Paginated<DropdownValueView>> {
    this.settings.assertGlobalSettings(user);
    return this.settings.values(list);
  }

  /** Adds a value to a list (201). */
  @Post('dropdowns/:list')
  @ApiCreatedResponse({ type: DropdownValueView })
  @Auth({ permission: 'settings.global.read' })
  createValue(@CurrentUser() user: User, @Param('list') list: string, @Body() dto: DropdownValueDto): Promise<DropdownValueView> {
    this.settings.assertGlobalSettings(user);
    return this.settings.createValue(list, dto);
  }

  /** One value of a list (with `version` and a strong ETag); 404 unknown. */
  @Get('dropdowns/:list/:id')
  @ApiOkResponse({ type: DropdownValueView })
  @Auth({ permission: 'settings.global.read' })
  getValue(@CurrentUser() user: User, @Param('list') list: string, @Param('id', idPipe) id: number): Promise<DropdownValueView> {
    this.settings.assertGlobalSettings(user);
    return this.settings.getValue(list, id);
  }

  /** Updates the fields sent of label, order, active of a value (the others stay); 409 when `If-Match` / `version` is stale. */
  @Put('dropdowns/:list/:id')
  @ApiOkResponse({ type: DropdownValueView })
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  updateValue(
    @CurrentUser() user: User,
    @Param('list') list: string,
    @Param('id', idPipe) id: number,
    @Body() dto: UpdateDropdownValueDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<DropdownValueView> {
    this.settings.assertGlobalSettings(user);
    return this.settings.updateValue(list, id, dto, expected, user.id);
  }

  /** Removes a value (204); 409 when `If-Match` is stale. */
  @Delete('dropdowns/:list/:id')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  async deleteValue(
    @CurrentUser() user: User,
    @Param('list') list: string,
    @Param('id', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    this.settings.assertGlobalSettings(user);
    await this.settings.deleteValue(list, id, expected, user.id);
  }

  /** Tab avvisi: every alert, newest first. */
  @Get('alerts')
  @ApiOkResponse({ type: AlertPage })
  @Auth({ permission: 'settings.global.read' })
  alertList(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<AlertView>> {
    this.settings.assertGlobalSettings(user);
    return this.alerts.list(q);
  }

  /** Creates an alert (201). */
  @Post('alerts')
  @ApiCreatedResponse({ type: AlertView })
  @Auth({ permission: 'settings.global.read' })
  createAlert(@CurrentUser() user: User, @Body() dto: CreateAlertDto): Promise<AlertView> {
    this.settings.assertGlobalSettings(user);
    return this.alerts.create(dto);
  }

  /** One alert (with `version` and a strong ETag); 404 unknown. */
  @Get('alerts/:id')
  @ApiOkResponse({ type: AlertView })
  @Auth({ permission: 'settings.global.read' })
  getAlert(@CurrentUser() user: User, @Param('id', idPipe) id: number): Promise<AlertView> {
    this.settings.assertGlobalSettings(user);
    return this.alerts.get(id);
  }

  /** Updates the fields sent of an alert (the others stay); 409 when `If-Match` / `version` is stale. */
  @Put('alerts/:id')
  @ApiOkResponse({ type: AlertView })
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  updateAlert(
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body() dto: UpdateAlertDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AlertView> {
    this.settings.assertGlobalSettings(user);
    return this.alerts.update(id, dto, expected, user.id);
  }

  /** Deletes an alert (204); 409 when `If-Match` is stale. */
  @Delete('alerts/:id')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'settings.global.read' })
  async deleteAlert(
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    this.settings.assertGlobalSettings(user);
    await this.alerts.remove(id, expected, user.id);
  }
}
