import { Patch, Body, Controller, Get, Post, Query, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { User } from '../users/user.entity';
import { Project } from './project.entity';
import { CreateProjectDto, ModulesDto, UpdateProjectDto } from './projects.dto';
import { ProjectsService, type ProjectUserView } from './projects.service';
import { ModulesView, ProjectPage, ProjectSettingsView, ProjectUserPage, ProjectView } from './project.response';

/** Environments (docs/domain.md#environments, docs/api.md#conventions; docs/api.md#conventions). */
@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  /** The user's environments (administrator: all), `{data, total}`, name search. */
  @Get()
  @ApiOkResponse({ type: ProjectPage })
  @Auth({ permission: 'session.any' })
  list(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<ProjectView>> {
    return this.projects.list(user, q.skip ?? 0, q.take ?? 15, q.search);
  }

  /** Creates an environment (administrator only, docs/roles.md#capabilities). 201 with the project. */
  @Post()
  @ApiCreatedResponse({ type: ProjectView })
  @Auth({ permission: 'projects.create' })
  create(@Body() dto: CreateProjectDto): Promise<ProjectView> {
    return this.projects.create(dto);
  }

  /** One environment the user belongs to (404 otherwise); also before a temporary password is changed (the profile page shows inside it). */
  @Get(':projectId')
  @ApiOkResponse({ type: ProjectView })
  @Auth({ permission: 'session.any', project: true, duringPasswordChange: true })
  get(@CurrentProject() project: Project): Promise<ProjectView> {
    return this.projects.view(project);
  }

  /**
   * Updates name, colour, logos (administrator, local administrator); newsletter: administrator.
   * Fields not sent stay; 409 when `If-Match` / body `version` is stale.
   */
  @Put(':projectId')
  @ApiOkResponse({ type: ProjectView })
  @Versioned()
  @Auth({ permission: 'projects.update', project: true })
  update(
    @CurrentProject() project: Project,
    @CurrentUser() user: User,
    @Body() dto: UpdateProjectDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ProjectView> {
    return this.projects.update(project, user, dto, expected);
  }

  /** Same as PUT: partial update of an environment. */
  @Patch(':projectId')
  @ApiOkResponse({ type: ProjectView })
  @Versioned()
  @Auth({ permission: 'projects.update', project: true })
  patch(
    @CurrentProject() project: Project,
    @CurrentUser() user: User,
    @Body() dto: UpdateProjectDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ProjectView> {
    return this.projects.update(project, user, dto, expected);
  }

  /** The module switches of the environment. */
  @Get(':projectId/modules')
  @ApiOkResponse({ type: ModulesView })
  @Auth({ permission: 'session.any', project: true })
  modules(@CurrentProject() project: Project): ModulesView {
    return project.modules;
  }

  /** Sets the module switches (administrator only, docs/architecture.md#front-ends-and-module-federation). */
  @Put(':projectId/modules')
  @ApiOkResponse({ type: ModulesView })
  @Auth({ permission: 'projects.modules.update', project: true })
  @Versioned()
  setModules(
    @CurrentProject() project: Project,
    @CurrentUser() user: User,
    @Body() dto: ModulesDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ModulesView> {
    return this.projects.setModules(project, dto, expected, user.id);
  }

  /** Members of the environment (administrator, local administrator). */
  @Get(':projectId/users')
  @ApiOkResponse({ type: ProjectUserPage })
  @Auth({ permission: 'projects.users.read', project: true })
  users(@CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<ProjectUserView>> {
    return this.projects.users(project, q.skip ?? 0, q.take ?? 15, q.search);
  }

  /** Environment settings page data: the project and its users (module `settings`). */
  @Get(':projectId/settings')
  @ApiOkResponse({ type: ProjectSettingsView })
  @Auth({ permission: 'projects.settings.read', project: true, module: 'settings' })
  async settings(@CurrentProject() project: Project): Promise<{ project: ProjectView; users: ProjectUserView[] }> {
    const users = await this.projects.users(project, 0, 100);
    return { project: await this.projects.view(project), users: users.data };
  }
}
