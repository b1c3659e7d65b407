import { Patch, Body, Controller, Get, Post, Query, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { User } from '../users/user.entity';
import { Project, type Modules } from './project.entity';
import { CreateProjectDto, ModulesDto, UpdateProjectDto } from './projects.dto';
import { ProjectsService, type ProjectUserView, type ProjectView } from './projects.service';

/** Environments (SPEC §3.2, §7; DESIGN.md §4). */
@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  /** The user's environments (administrator: all), `{data, total}`, name search. */
  @Get()
  @Auth({ permission: 'session.any' })
  list(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<ProjectView>> {
    return this.projects.list(user, q.skip ?? 0, q.take ?? 15, q.search);
  }

  /** Creates an environment (administrator only, SPEC §6.2). 201 with the project. */
  @Post()
  @Auth({ permission: 'projects.create' })
  create(@Body() dto: CreateProjectDto): Promise<ProjectView> {
    return this.projects.create(dto);
  }

  /** One environment the user belongs to (404 otherwise); also before a temporary password is changed (the profile page shows inside it). */
  @Get(':projectId')
  @Auth({ permission: 'session.any', project: true, duringPasswordChange: true })
  get(@CurrentProject() project: Project): Promise<ProjectView> {
    return this.projects.view(project);
  }

  /**
   * Updates name, colour, logos (administrator, local administrator); newsletter: administrator.
   * Fields not sent stay; 409 when `If-Match` / body `version` is stale.
   */
  @Put(':projectId')
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
  @Auth({ permission: 'session.any', project: true })
  modules(@CurrentProject() project: Project): Modules {
    return project.modules;
  }

  /** Sets the module switches (administrator only, DESIGN.md §2). */
  @Put(':projectId/modules')
  @Auth({ permission: 'projects.modules.update', project: true })
  @Versioned()
  setModules(
    @CurrentProject() project: Project,
    @CurrentUser() user: User,
    @Body() dto: ModulesDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<Modules> {
    return this.projects.setModules(project, dto, expected, user.id);
  }

  /** Members of the environment (administrator, local administrator). */
  @Get(':projectId/users')
  @Auth({ permission: 'projects.users.read', project: true })
  users(@CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<ProjectUserView>> {
    return this.projects.users(project, q.skip ?? 0, q.take ?? 15, q.search);
  }

  /** Environment settings page data: the project and its users (module `settings`). */
  @Get(':projectId/settings')
  @Auth({ permission: 'projects.settings.read', project: true, module: 'settings' })
  async settings(@CurrentProject() project: Project): Promise<{ project: ProjectView; users: ProjectUserView[] }> {
    const users = await this.projects.users(project, 0, 100);
    return { project: await this.projects.view(project), users: users.data };
  }
}
