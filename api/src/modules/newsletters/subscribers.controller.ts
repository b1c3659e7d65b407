import { Type } from 'class-transformer';
import { Body, Controller, Delete, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import type { FastifyRequest as Request } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import { NewslettersService } from './newsletters.service';
import { SubscriberDetailView, SubscriberList, SubscriberView } from './newsletter.response';
import { SubscribersService } from './subscribers.service';

/** POST body: the contact to ask for consent, exactly one of the two. */
export class SubscribeDto {
  @ApiPropertyOptional() @IsOptional() @IsInt({ message: 'Cliente non valido' }) client_id?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt({ message: 'Referente non valido' }) referent_id?: number;
}

/** `?client_id=`: only one client's subscribers (its own address and its referents'). */
export class SubscribersQueryDto {
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: 'Cliente non valido' }) client_id?: number;
}

/** The site address of a request, for links in e-mails (follows TRUST_PROXY for the scheme). */
export const originOf = (req: Request): string => `${req.protocol}://${req.headers.host ?? 'localhost'}`;
/** Who and from where, for the consent log. */
export const consentSource = (req: Request, user?: User) => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
  userId: user?.id ?? null,
});

/**
 * Newsletter subscribers of an environment (double opt-in): administrator, local administrator,
 * client manager; 403 where the newsletter is off.
 */
@ApiTags('newsletters')
@Controller('projects/:projectId/newsletter-subscribers')
export class SubscribersController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly newsletters: NewslettersService,
  ) {}

  /** `{data: Subscriber[]}` newest first (at most 500). */
  @Get()
  @ApiOkResponse({ type: SubscriberList })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  async list(@CurrentProject() project: Project, @Query() q: SubscribersQueryDto): Promise<SubscriberList> {
    this.newsletters.assertEnabled(project);
    return { data: await this.subscribers.list(project, q.client_id) };
  }

  /** 201 `Subscriber` (pending): the confirmation mail with a link valid 7 days is queued. 422 no e-mail / already subscribed. */
  @Post()
  @ApiCreatedResponse({ type: SubscriberView })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  subscribe(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Body() dto: SubscribeDto,
    @Req() req: Request,
  ): Promise<SubscriberView> {
    this.newsletters.assertEnabled(project);
    return this.subscribers.subscribe(project, dto, consentSource(req, user), originOf(req));
  }

  /** One subscriber with `consents: [{action, ip, user_agent, text_version, created_by, created_at}]`. */
  @Get(':subscriberId')
  @ApiOkResponse({ type: SubscriberDetailView })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('subscriberId', idPipe) id: number): Promise<SubscriberDetailView> {
    this.newsletters.assertEnabled(project);
    return this.subscribers.get(project, id);
  }

  /** Unsubscribes (kept with its consent log): `Subscriber`. */
  @Delete(':subscriberId')
  @ApiOkResponse({ type: SubscriberView })
  @Auth({ permission: 'newsletters.manage', project: true, module: 'clients' })
  unsubscribe(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('subscriberId', idPipe) id: number,
    @Req() req: Request,
  ): Promise<SubscriberView> {
    this.newsletters.assertEnabled(project);
    return this.subscribers.unsubscribeById(project, id, consentSource(req, user));
  }
}
