import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { SavedViewCreateDto, SavedViewQueryDto, SavedViewsResponse, SavedViewUpdateDto, SavedViewView } from './saved-views.dto';
import { SavedViewsService } from './saved-views.service';

/**
 * Saved views of the lists (issue 33, docs/api.md#saved-views; docs/roles.md `saved_views.manage`:
 * every role of the environment). A user reads its own views and the shared ones; renaming and
 * deleting is for the owner, or an administrator / local administrator on a shared view. The rules
 * and data: SavedViewsService, SavedViewsRepository.
 */
@ApiTags('saved-views')
@Controller('projects/:projectId/saved-views')
export class SavedViewsController {
  constructor(private readonly views: SavedViewsService) {}

  /** `{data}`: the user's views and the environment's shared ones (`?list=` one list), by list and name; 422 unknown list. */
  @Get()
  @ApiOkResponse({ type: SavedViewsResponse })
  @Auth({ permission: 'saved_views.manage', project: true })
  async list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: SavedViewQueryDto): Promise<SavedViewsResponse> {
    return { data: await this.views.list(user, project.id, q.list) };
  }

  /** Saves a view (owner = current user): 201; 422 name empty, too long or taken, unknown list, query not an object of strings or over 4 KB. */
  @Post()
  @ApiCreatedResponse({ type: SavedViewView })
  @Auth({ permission: 'saved_views.manage', project: true })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: SavedViewCreateDto): Promise<SavedViewView> {
    return this.views.create(user, project.id, dto);
  }

  /** One view; 404 unknown, another environment's or another user's personal view. */
  @Get(':viewId')
  @ApiOkResponse({ type: SavedViewView })
  @Auth({ permission: 'saved_views.manage', project: true })
  get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('viewId', idPipe) viewId: number): Promise<SavedViewView> {
    return this.views.get(user, project.id, viewId);
  }

  /** Renames, shares or changes a view: owner (or administrator on a shared view), else 403; 404; 422 as on create; 409 stale version. */
  @Put(':viewId')
  @ApiOkResponse({ type: SavedViewView })
  @Versioned()
  @Auth({ permission: 'saved_views.manage', project: true })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('viewId', idPipe) viewId: number,
    @Body() dto: SavedViewUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<SavedViewView> {
    return this.views.update(user, project.id, viewId, dto, expected);
  }

  /** Deletes a view: owner (or administrator on a shared view), else 403; 204; 404; 409 stale version. */
  @Delete(':viewId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'saved_views.manage', project: true })
  remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('viewId', idPipe) viewId: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    return this.views.remove(user, project.id, viewId, expected);
  }
}
