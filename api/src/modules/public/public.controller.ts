import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiPropertyOptional, ApiTags, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FastifyReply as Response } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import { AnnouncementsService } from '../announcements/announcements.service';
import { sendAttachment } from '../files/files.controller';
import { attachedTo, FilesService } from '../files/files.service';
import { SHARE_MAX_DAYS, SharesService } from './shares.service';
import { idPipe, uuidPipe } from '../../common/http/input-policy';
import { ApiBinaryResponse } from '../../common/http/api-responses';
import { PublicAnnouncementView } from '../announcements/announcement.response';
import { ClientSharePage, CreatedShareView, SharePage, type ClientShareListItemView, type ShareListItemView } from './share.response';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { apiError } from '../../common/http/api-error';

/**
 * Requests per minute one client IP may make to each public page route (page data, file
 * download) before 429, right or wrong token alike, so tokens cannot be guessed by a flood.
 * Env PUBLIC_PAGE_THROTTLE_LIMIT (default 30), read at each request. Behind a reverse proxy set
 * TRUST_PROXY=true, or every visitor shares the proxy's IP.
 */
export function publicPageRequestsPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PUBLIC_PAGE_THROTTLE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : 30;
}
const publicThrottle = { default: { limit: () => publicPageRequestsPerMinute(), ttl: 60_000 } };

/** Body of "Condividi": one of client_id / call_id, and the life of the link in days (1-180, default 30). */
export class ShareDto {
  @ApiPropertyOptional() @IsOptional() @IsInt({ message: 'Valore non valido' }) client_id?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt({ message: 'Valore non valido' }) call_id?: number;
  @ApiPropertyOptional({ default: 30 })
  @IsOptional()
  @IsInt({ message: 'Inserisci un numero intero' })
  @Min(1, { message: 'Almeno 1 giorno' })
  @Max(SHARE_MAX_DAYS, { message: `Al massimo ${SHARE_MAX_DAYS} giorni` })
  expires_in_days?: number;
}

/** `?skip=&take=` of a client's links (take 1-100, default 15). */
export class ShareListQueryDto extends PickType(ListQueryDto, ['skip', 'take'] as const) {}

/** `?token=` of the public page. */
export class TokenQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) token?: string;
}

/**
 * Share links (staff, in an environment) and the public announcement page (no login): the page
 * answers the announcement without internal data only with a valid token; a wrong, expired or revoked
 * token answers 404 (never 401), and a token opens only the announcement it was made for.
 */
@ApiTags('public')
@Controller()
export class PublicController {
  constructor(
    private readonly shares: SharesService,
    private readonly announcements: AnnouncementsService,
    private readonly files: FilesService,
  ) {}

  /** "Condividi": 201 `{id, token, url, expires_at, client_id, call_id}`. */
  @Post('projects/:projectId/announcements/:announcementId/shares')
  @ApiCreatedResponse({ type: CreatedShareView })
  @Auth({ permission: 'announcements.share', project: true, module: 'announcements' })
  create(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Body() body: ShareDto,
  ): Promise<CreatedShareView> {
    return this.shares.create({ user, projectId: project.id }, id, body);
  }

  /** Links of the announcement in this environment `{data, total}` (no tokens). */
  @Get('projects/:projectId/announcements/:announcementId/shares')
  @ApiOkResponse({ type: SharePage })
  @Auth({ permission: 'announcements.share', project: true, module: 'announcements' })
  list(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
  ): Promise<Paginated<ShareListItemView>> {
    return this.shares.list({ user, projectId: project.id }, id);
  }

  /**
   * "Link condivisi" of a client (docs/api.md#share-links): `{data, total}` of the environment's
   * links to the client (directly, through its call logs or its newsletter subscribers), newest
   * first, with the announcement's name, openings and interest. Same permission as the announcement's links; 404
   * for a client not visible here (another environment's included); 422 on a bad skip/take.
   */
  @Get('projects/:projectId/clients/:clientId/shares')
  @ApiOkResponse({ type: ClientSharePage })
  @Auth({ permission: 'announcements.share', project: true, module: 'clients' })
  listForClient(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: ShareListQueryDto,
  ): Promise<Paginated<ClientShareListItemView>> {
    return this.shares.listForClient({ user, projectId: project.id }, clientId, q);
  }

  /** Revokes a link. 204. */
  @Delete('projects/:projectId/announcements/:announcementId/shares/:shareId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Auth({ permission: 'announcements.share', project: true, module: 'announcements' })
  @HttpCode(204)
  async revoke(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Param('shareId', idPipe) shareId: number,
  ): Promise<void> {
    await this.shares.revoke({ user, projectId: project.id }, id, shareId);
  }

  /**
   * Public page data: the announcement (no internal notes, custom fields, source data or authors) and
   * `expires_at`. 404 on any bad token; 429 after PUBLIC_PAGE_THROTTLE_LIMIT (30) requests per
   * minute from one IP. Each answered request counts one opening of the link (opens_count,
   * first/last_opened_at); a bad token or a throttled request counts nothing.
   */
  @Get('public/announcements/:announcementId')
  @ApiOkResponse({ type: PublicAnnouncementView })
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  async view(@Param('announcementId', idPipe) id: number, @Query() q: TokenQueryDto): Promise<PublicAnnouncementView> {
    const share = await this.shares.resolve(id, q.token, true);
    const announcement = await this.announcements.publicView(id, share.project_id);
    return { ...announcement, share: { expires_at: share.expires_at } };
  }

  /** A document of the shared announcement, as attachment; 404 on a bad token or a file not of the announcement; 429 as the page. */
  @Get('public/announcements/:announcementId/files/:fileId')
  @ApiBinaryResponse()
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  async file(
    @Param('announcementId', idPipe) id: number,
    @Param('fileId', uuidPipe) fileId: string,
    @Query() q: TokenQueryDto,
    @Res() res: Response,
  ) {
    const share = await this.shares.resolve(id, q.token);
    const announcement = await this.announcements.publicView(id, share.project_id);
    if (!attachedTo(announcement, fileId)) throw apiError('files.not_found');
    await sendAttachment(this.files, fileId, res);
  }
}
