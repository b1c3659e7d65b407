import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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

  /** One newsletter. */
  @Get(':newsletterId')
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.get(project, id);
  }

  /** Updates a draft (422 once sent). */
  @Put(':newsletterId')
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  update(
    @CurrentProject() project: Project,
    @Param('newsletterId', idPipe) id: number,
    @Body() dto: UpdateNewsletterDto,
  ): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.update(project, id, dto);
  }

  /** Deletes a draft (204; 422 once sent). */
  @Delete(':newsletterId')
  @HttpCode(204)
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  async remove(@CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<void> {
    this.newsletters.assertEnabled(project);
    await this.newsletters.remove(project, id);
  }

  /** E-mails the draft to the environment's clients and marks it sent. */
  @Post(':newsletterId/send')
  @HttpCode(200)
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  send(@CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.send(project, id);
  }
}
