import { Type } from 'class-transformer';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest as Request } from 'fastify';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { NewsletterClientUpdateDto, CreateNewsletterDto, UpdateNewsletterDto } from './newsletters.dto';
import { NewslettersService } from './newsletters.service';
import { NewsletterDeliveryService } from './newsletter-delivery.service';
import { originOf } from './subscribers.controller';
import { idPipe } from '../../common/http/input-policy';
import { DeliveryList, NewsletterPage, NewsletterPreviewList, NewsletterView } from './newsletter.response';
import { IsInt, IsOptional } from 'class-validator';

/** `?subscriber_id=`: the preview of one recipient. */
export class PreviewQueryDto {
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: 'Iscritto non valido' }) subscriber_id?: number;
}

/**
 * Newsletters to the environment's clients (module `clients`): administrator, local
 * administrator, client manager; 403 where the administrator has not switched the newsletter on.
 */
@ApiTags('newsletters')
@Controller('projects/:projectId/newsletters')
export class NewslettersController {
  constructor(
    private readonly newsletters: NewslettersService,
    private readonly delivery: NewsletterDeliveryService,
  ) {}

  /** `{data: Newsletter[], total}` newest first; `?search` on the subject. */
  @Get()
  @ApiOkResponse({ type: NewsletterPage })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  list(@CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<NewsletterView>> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.list(project, q);
  }

  /** Creates a draft (201). */
  @Post()
  @ApiCreatedResponse({ type: NewsletterView })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: CreateNewsletterDto): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.create(user, project, dto);
  }

  /**
   * "Invia aggiornamento ai clienti" (issue 35, docs/domain.md#call-changes): a draft (201) to the
   * subscribers of the clients that fit the changed announcement, its subject and text telling the change
   * (the user's latest notice of it), the announcement presented when published. The user then edits it,
   * previews it and confirms the sending with the number of recipients, as any draft. 404 for an announcement
   * the environment does not see; 422 for a body without an announcement id.
   */
  @Post('client-update')
  @ApiCreatedResponse({ type: NewsletterView })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  clientUpdate(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Body() dto: NewsletterClientUpdateDto,
  ): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.createClientUpdate(user, project, dto.announcement_id);
  }

  /** One newsletter (with `version` and a strong ETag). */
  @Get(':newsletterId')
  @ApiOkResponse({ type: NewsletterView })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.get(project, id);
  }

  /** Updates the fields sent of a draft (422 once sent); 409 when `If-Match` / body `version` is stale. */
  @Put(':newsletterId')
  @ApiOkResponse({ type: NewsletterView })
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
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
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

  /** Sends the draft as a job to the subscribed recipients: `Newsletter` with status `sending` (then `sent`). */
  @Post(':newsletterId/send')
  @ApiOkResponse({ type: NewsletterView })
  @HttpCode(200)
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  send(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('newsletterId', idPipe) id: number,
    @Req() req: Request,
  ): Promise<NewsletterView> {
    this.newsletters.assertEnabled(project);
    return this.newsletters.send(project, id, user.id, originOf(req));
  }

  /**
   * `{data: [{subscriber_id, to, reply_to, subject, text, html, announcements}], recipients_count}`:
   * what each recipient receives (at most 50; `?subscriber_id` one; links with the token
   * `anteprima`) and how many subscribers "Invia" would send to (the confirmation's count).
   */
  @Get(':newsletterId/preview')
  @ApiOkResponse({ type: NewsletterPreviewList })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  async preview(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('newsletterId', idPipe) id: number,
    @Query() q: PreviewQueryDto,
    @Req() req: Request,
  ): Promise<NewsletterPreviewList> {
    this.newsletters.assertEnabled(project);
    await this.newsletters.get(project, id);
    return {
      data: await this.delivery.preview(user, project.id, id, originOf(req), q.subscriber_id),
      recipients_count: await this.delivery.recipientsCount(project.id, id),
    };
  }

  /** `{data: [{recipient, status: queued|sending|sent|failed, attempts, error, sent_at}]}`: the delivery log. */
  @Get(':newsletterId/deliveries')
  @ApiOkResponse({ type: DeliveryList })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  async deliveries(@CurrentProject() project: Project, @Param('newsletterId', idPipe) id: number): Promise<DeliveryList> {
    this.newsletters.assertEnabled(project);
    return { data: await this.newsletters.deliveries(project, id) };
  }
}
