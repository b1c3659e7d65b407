import { Body, Controller, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyRequest as Request } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { consentSource, originOf } from './subscribers.controller';
import { InterestService } from './interest.service';
import { idPipe } from '../../common/http/input-policy';
import { SubscribersService } from './subscribers.service';
import { InterestRecordedView, NewsletterConfirmedView, NewsletterUnsubscribedView } from './newsletter-public.response';

/**
 * Requests per minute per IP on each public newsletter route: PUBLIC_PAGE_THROTTLE_LIMIT (default
 * 30), the limit of the public announcement page (modules/public/public.controller.ts, not imported here
 * to keep the module graph acyclic).
 */
const publicLimit = () => {
  const n = Number(process.env.PUBLIC_PAGE_THROTTLE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : 30;
};
const publicThrottle = { default: { limit: publicLimit, ttl: 60_000 } };

/** `?token=` of a shared announcement's link. */
export class ShareTokenQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) token?: string;
}

/** Body `{token}` of the public confirmation and unsubscribe pages. */
export class NewsletterTokenDto {
  @ApiProperty() @IsString({ message: 'Link non valido' }) @MaxLength(200, { message: 'Link non valido' }) token: string;
}

/**
 * Public newsletter routes (no login; throttled per IP like the public announcement page): the
 * confirmation of /iscrizione-newsletter, the unsubscribe page and the RFC 8058 one-click POST
 * that mail programs send to the `List-Unsubscribe` address.
 */
@ApiTags('public')
@Controller('public')
export class NewsletterPublicController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly interest: InterestService,
  ) {}

  /** 200 `{status: 'subscribed', project_name, email}`; 404 `code: invalid`, 409 `code: used`, 410 `code: expired`. */
  @Post('newsletter/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterConfirmedView })
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  confirm(@Body() dto: NewsletterTokenDto, @Req() req: Request): Promise<NewsletterConfirmedView> {
    return this.subscribers.confirm(dto.token, consentSource(req));
  }

  /** 200 `{status: 'unsubscribed', project_name, email}` (again: same answer); 404 unknown token. */
  @Post('newsletter/unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterUnsubscribedView })
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  unsubscribe(@Body() dto: NewsletterTokenDto, @Req() req: Request): Promise<NewsletterUnsubscribedView> {
    return this.subscribers.unsubscribe(dto.token, consentSource(req));
  }

  /** RFC 8058 one-click: body `List-Unsubscribe=One-Click` (form), no cookie, no CSRF token; 200 or 404. */
  @Post('newsletter/unsubscribe/:token')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterUnsubscribedView })
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  oneClick(@Param('token') token: string, @Req() req: Request): Promise<NewsletterUnsubscribedView> {
    return this.subscribers.unsubscribe(token, consentSource(req));
  }

  /**
   * "Sono interessato" on a shared call (`?token=` of the link): 201 `{status: 'recorded', call_id}`,
   * a new client request for the link's client, its managers e-mailed. 409 `code: already_recorded`
   * the second time; 404 bad link; 429 as the public page.
   */
  @Post('announcements/:announcementId/interest')
  @ApiCreatedResponse({ type: InterestRecordedView })
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  interested(
    @Param('announcementId', idPipe) id: number,
    @Query() q: ShareTokenQueryDto,
    @Req() req: Request,
  ): Promise<InterestRecordedView> {
    return this.interest.record(id, q.token, req.ip ?? null, originOf(req));
  }
}
