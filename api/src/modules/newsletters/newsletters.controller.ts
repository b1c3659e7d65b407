import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { CreateNewsletterDto, UpdateNewsletterDto } from './newsletters.dto';
import { NewslettersService, type NewsletterView } from './newsletters.service';
import { idPipe } from '../../common/http/input-policy';

/**
 * Newsletters to the environment's clients (module `clients`): administrator, local
 * administrator, client manager; 403 where the administrator has not switched the newsletter on.
 */
@ApiTags('newsletters')
@Controller('projects/:projectId/newsletters')
export class NewslettersController {
  constructor(private readonly newsletters: NewslettersService) {}

  /** `{data: Newsletter[], total}` newest first; `?search` on the subject. */
  @Get()
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  list(@CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<NewsletterView>> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.list(project, q);
  }

  /** Creates a draft (201). */
  @Post()
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: CreateNewsletterDto): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.create(user, project, dto);
  }

  /** One newsletter (with `version` and a strong ETag). */
  @Get(':newsletterId')
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.get(project, id);
  }

  /** Updates the fields sent of a draft (422 once sent); 409 when `If-Match` / body `version` is stale. */
  @Put(':newsletterId')
  @Versioned()
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('newsletterId', idPipe) id: number,
    @Body() dto: UpdateNewsletterDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.update(project, id, dto, expected, user.id);
  }

  /** Deletes a draft (204; 422 once sent); 409 when `If-Match` is stale. */
  @Delete(':newsletterId')
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('newsletterId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    this.newsletters.assertEnabled(project);
    await this.newsletters.remove(project, id, expected, user.id);
  }

  /** E-mails the draft to the environment's clients and marks it sent. */
  @Post(':newsletterId/send')
  @HttpCode(200)
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  send(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.send(project, id, user.id);
  }
}
