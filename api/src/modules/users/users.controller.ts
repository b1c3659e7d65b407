import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import type { Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from './user.entity';
import { AddProjectUserDto, CreateUserDto, InviteProjectUserDto, UpdateUserDto, UserListQueryDto } from './users-admin.dto';
import { UsersAdminService } from './users-admin.service';
import { idPipe } from '../../common/http/input-policy';
import { AdminUserPage, AdminUserView, InvitationView } from './user.response';

/** User administration across environments (administrator only; settings tab utenti). */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersAdminService) {}

  /** `{data: AdminUserView[], total}`; `?search&type&project_id&status&skip&take`. */
  @Get()
  @ApiOkResponse({ type: AdminUserPage })
  @Auth({ permission: 'users.manage' })
  list(@Query() q: UserListQueryDto): Promise<Paginated<AdminUserView>> {
    return this.users.list(q);
  }

  /** Creates a user with a role and environments and e-mails the invitation (201). */
  @Post()
  @ApiCreatedResponse({ type: AdminUserView })
  @Auth({ permission: 'users.manage' })
  create(@CurrentUser() actor: User, @Body() dto: CreateUserDto): Promise<AdminUserView> {
    return this.users.create(actor, dto);
  }

  /** One user (404 otherwise). */
  @Get(':userId')
  @ApiOkResponse({ type: AdminUserView })
  @Auth({ permission: 'users.manage' })
  get(@Param('userId', idPipe) id: number): Promise<AdminUserView> {
    return this.users.get(id);
  }

  /** Edits profile, role, environments, flags, status (partial: fields not sent stay); 409 when `If-Match` / `version` is stale. */
  @Put(':userId')
  @ApiOkResponse({ type: AdminUserView })
  @Versioned()
  @Auth({ permission: 'users.manage' })
  update(
    @CurrentUser() actor: User,
    @Param('userId', idPipe) id: number,
    @Body() dto: UpdateUserDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AdminUserView> {
    return this.users.update(actor, id, dto, undefined, expected);
  }

  /** Same as PUT: partial update of a user. */
  @Patch(':userId')
  @ApiOkResponse({ type: AdminUserView })
  @Versioned()
  @Auth({ permission: 'users.manage' })
  patch(
    @CurrentUser() actor: User,
    @Param('userId', idPipe) id: number,
    @Body() dto: UpdateUserDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<AdminUserView> {
    return this.users.update(actor, id, dto, undefined, expected);
  }

  /** Deactivates: the user can no longer log in, its sessions and tokens end. */
  @Post(':userId/deactivate')
  @ApiOkResponse({ type: AdminUserView })
  @HttpCode(200)
  @Auth({ permission: 'users.manage' })
  deactivate(@CurrentUser() actor: User, @Param('userId', idPipe) id: number): Promise<AdminUserView> {
    return this.users.setStatus(actor, id, 'inactive');
  }

  /** Reactivates a user. */
  @Post(':userId/activate')
  @ApiOkResponse({ type: AdminUserView })
  @HttpCode(200)
  @Auth({ permission: 'users.manage' })
  activate(@CurrentUser() actor: User, @Param('userId', idPipe) id: number): Promise<AdminUserView> {
    return this.users.setStatus(actor, id, 'active');
  }
}

/**
 * Environment users (settings "Utenti e accessi"), administrator and local administrator; the
 * list is GET /api/projects/{pid}/users in the projects module.
 */
@ApiTags('projects')
@Controller('projects/:projectId/users')
export class ProjectUsersController {
  constructor(private readonly users: UsersAdminService) {}

  /** Adds an existing user (`{user_id}` or `{email}`); 200 with the user. */
  @Post()
  @ApiOkResponse({ type: AdminUserView })
  @HttpCode(200)
  @Auth({ permission: 'projects.users.manage', project: true })
  add(@CurrentUser() actor: User, @CurrentProject() project: Project, @Body() dto: AddProjectUserDto): Promise<AdminUserView> {
    return this.users.addToProject(actor, project, dto);
  }

  /**
   * Invites a person to this environment with a role: 202 `{message, email}` whether or not the
   * address has an account (see UsersAdminService.inviteToProject); 403/422 for roles that
   * cannot be invited here.
   */
  @Post('invite')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: InvitationView })
  @Auth({ permission: 'projects.users.manage', project: true })
  invite(@CurrentUser() actor: User, @CurrentProject() project: Project, @Body() dto: InviteProjectUserDto): Promise<InvitationView> {
    return this.users.inviteToProject(actor, project, dto);
  }

  /** Removes a member (204). */
  @Delete(':userId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Auth({ permission: 'projects.users.manage', project: true })
  async remove(@CurrentUser() actor: User, @CurrentProject() project: Project, @Param('userId', idPipe) userId: number): Promise<void> {
    await this.users.removeFromProject(actor, project, userId);
  }
}
