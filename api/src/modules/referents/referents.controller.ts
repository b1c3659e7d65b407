import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { ReferentInputDto, ReferentListQueryDto, ReferentPatchDto, ReferentReplaceDto } from './referent.dto';
import { ReferentsService } from './referents.service';
import { idPipe } from '../../common/http/input-policy';
import { ReferentPage, ReferentView } from './referent.response';

/**
 * Referents of an environment (module `clienti`; not for referent users, docs/roles.md#capabilities). Manage:
 * administrator, local administrator, client manager; removing platform access: administrator and
 * local administrator only (docs/roles.md).
 */
@ApiTags('referents')
@Controller('projects/:projectId/referents')
export class ReferentsController {
  constructor(private readonly referents: ReferentsService) {}

  /** `{data, total}`; search on name, surname, e-mail, organisation; `client_id`: only that client's referents; rows carry clients_count and access. */
  @Get()
  @ApiOkResponse({ type: ReferentPage })
  @Auth({ permission: 'referents.read', project: true, module: 'clients' })
  list(@CurrentProject() project: Project, @Query() q: ReferentListQueryDto): Promise<Paginated<ReferentView>> {
    return this.referents.list(project.id, q);
  }

  /** Creates a referent: 201; 422 invalid. */
  @Post()
  @ApiCreatedResponse({ type: ReferentView })
  @Auth({ permission: 'referents.write', project: true, module: 'clients' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: ReferentInputDto): Promise<ReferentView> {
    return this.referents.create(user, project.id, dto);
  }

  /** One referent with its clients and access; 404 otherwise. */
  @Get(':referentId')
  @ApiOkResponse({ type: ReferentView })
  @Auth({ permission: 'referents.read', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('referentId', idPipe) id: number): Promise<ReferentView> {
    return this.referents.get(project.id, id);
  }

  /** Replaces a referent (optional fields not sent become empty); 404 / 422; 409 when `If-Match` / `version` is stale. */
  @Put(':referentId')
  @ApiOkResponse({ type: ReferentView })
  @Versioned()
  @Auth({ permission: 'referents.write', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('referentId', idPipe) id: number,
    @Body() dto: ReferentReplaceDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ReferentView> {
    return this.referents.update(user, project.id, id, dto, expected);
  }

  /** Partial update of a referent: only the fields sent change; 404 / 422 / 409 as PUT. */
  @Patch(':referentId')
  @ApiOkResponse({ type: ReferentView })
  @Versioned()
  @Auth({ permission: 'referents.write', project: true, module: 'clients' })
  patch(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('referentId', idPipe) id: number,
    @Body() dto: ReferentPatchDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ReferentView> {
    return this.referents.update(user, project.id, id, dto, expected, true);
  }

  /** Deletes a referent (and its access); 204; 409 when `If-Match` is stale. */
  @Delete(':referentId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'referents.write', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('referentId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.referents.remove(user, project.id, id, expected);
  }

  /** Invites the referent as a platform user (e-mail with first-access credentials): 201 with the referent; 422 no e-mail / already invited / e-mail taken. */
  @Post(':referentId/access')
  @ApiCreatedResponse({ type: ReferentView })
  @Auth({ permission: 'referents.write', project: true, module: 'clients' })
  invite(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('referentId', idPipe) id: number): Promise<ReferentView> {
    return this.referents.invite(user, project, id);
  }

  /** Removes the referent's platform access (administrator, local administrator): 200 with the referent; 404 when none. */
  @Delete(':referentId/access')
  @ApiOkResponse({ type: ReferentView })
  @Auth({ permission: 'referents.access.remove', project: true, module: 'clients' })
  removeAccess(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('referentId', idPipe) id: number,
  ): Promise<ReferentView> {
    return this.referents.removeAccess(user, project.id, id);
  }
}
