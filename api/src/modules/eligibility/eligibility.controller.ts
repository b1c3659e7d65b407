import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ListQueryDto } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { EligibilityService, type Overall } from './eligibility.service';
import { EligibleAnnouncementPage, EligibleClientPage } from './eligibility.response';
import { idPipe } from '../../common/http/input-policy';

/** `?skip&take&verdict=eligible|unknown|not_eligible` (take up to 100). */
export class EligibilityQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ['eligible', 'unknown', 'not_eligible'] })
  @IsOptional()
  @IsIn(['eligible', 'unknown', 'not_eligible'], { message: 'Esito non valido' })
  verdict?: Overall;

  @ApiPropertyOptional({ description: 'only this call (the per-client call view)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Bando non valido' })
  @Min(1, { message: 'Bando non valido' })
  announcement_id?: number;
}

/**
 * Eligibility (docs/domain.md#eligibility): administrator, local administrator, client manager (referent users
 * cannot see calls). Both answers: `{data, total}` with, per row, `verdict`
 * (eligible/not_eligible/unknown), `requirements` [{requirement, label, verdict met/not_met/unknown,
 * required, client_value, missing_field}], `failed` and `unknown` requirement keys.
 */
@ApiTags('eligibility')
@Controller('projects/:projectId')
export class EligibilityController {
  constructor(private readonly eligibility: EligibilityService) {}

  /** Published open calls of the environment (global + local) for a client: eligible first, then by deadline. 404 unknown client. */
  @Get('clients/:clientId/eligible-announcements')
  @ApiOkResponse({ type: EligibleAnnouncementPage })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  forClient(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: EligibilityQueryDto,
  ): Promise<EligibleAnnouncementPage> {
    return this.eligibility.forClient(user, project.id, clientId, {
      skip: q.skip,
      take: q.take,
      verdict: q.verdict,
      announcementId: q.announcement_id,
    });
  }

  /** Clients of the environment for a published call: eligible first, then by name. 404 unknown or unpublished call. */
  @Get('announcements/:announcementId/eligible-clients')
  @ApiOkResponse({ type: EligibleClientPage })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  forAnnouncement(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) announcementId: number,
    @Query() q: EligibilityQueryDto,
  ): Promise<EligibleClientPage> {
    return this.eligibility.forAnnouncement(user, project.id, announcementId, { skip: q.skip, take: q.take, verdict: q.verdict });
  }
}
