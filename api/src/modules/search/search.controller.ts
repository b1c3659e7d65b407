import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { SearchQueryDto } from './search.dto';
import { SearchResultView } from './search.response';
import { SearchService } from './search.service';

/**
 * Global search of an environment (issue 37, Ctrl/Cmd+K in the shell). Any member of the
 * environment may call it; each group of hits follows the permission and the module of its own
 * list (clients.read, referents.read, announcements.read, calls.read, negotiations.read) and the
 * row rules of those lists (a referent user: its clients and their call logs and negotiations only).
 */
@ApiTags('search')
@Controller('projects/:projectId/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * `{q, data: [{type, id, title, subtitle, url_path, match}]}`: `?q=` 2 to 100 characters (shorter:
   * no hits; longer: 422 on `q`), `?limit=` hits per type, 1 to 20 (default 5). Ranked: exact
   * identifier or name, prefix, a word starting with the term, substring; then by type.
   */
  @Get()
  @ApiOkResponse({ type: SearchResultView })
  @Auth({ permission: 'session.any', project: true })
  find(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: SearchQueryDto): Promise<SearchResultView> {
    return this.search.search(user, project, q.q, q.limit);
  }
}
