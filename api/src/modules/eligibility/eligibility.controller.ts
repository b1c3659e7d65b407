import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { COMPANY_DIMENSIONS } from '@bandi/domain';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { IsCalendarDate, idPipe } from '../../common/http/input-policy';
import { ListQueryDto } from '../../common/http/pagination';
import { FUNDING_TYPES } from '../announcements/announcement.dto';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { EligibilityService, type Overall } from './eligibility.service';
import { ELIGIBLE_CLIENT_SORTS, type EligibleClientSort } from './eligibility.repository';
import { EligibleAnnouncementPage, EligibleClientPage } from './eligibility.response';

const VERDICTS = ['eligible', 'unknown', 'not_eligible'] as const;
const DATE_MSG = 'Data non valida (AAAA-MM-GG)';
const csv = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [value])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');

/** `?skip&take&verdict=eligible|unknown|not_eligible` (take up to 100). */
export class EligibilityQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: VERDICTS })
  @IsOptional()
  @IsIn(VERDICTS, { message: 'Esito non valido' })
  verdict?: Overall;
}

/**
 * "Calls for a client": `?skip&take&verdict` plus `announcement_id` (only that announcement),
 * `closing_before` / `closing_after` (YYYY-MM-DD, inclusive; an announcement without closing date counts as
 * open-ended), `funding_type` (form of aid, comma separated: any), `area` (area of intervention).
 */
export class EligibleAnnouncementsQueryDto extends EligibilityQueryDto {
  @ApiPropertyOptional({ description: 'only this call (the per-client call view)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Bando non valido' })
  @Min(1, { message: 'Bando non valido' })
  announcement_id?: number;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'closing on or before this date' })
  @IsOptional()
  @IsCalendarDate({}, { message: DATE_MSG })
  closing_before?: string;

  @ApiPropertyOptional({ example: '2026-06-01', description: 'closing on or after this date (or open-ended)' })
  @IsOptional()
  @IsCalendarDate({}, { message: DATE_MSG })
  closing_after?: string;

  @ApiPropertyOptional({ type: String, description: 'forms of aid, comma separated, e.g. type_non_repayable_fund,type_warranty' })
  @IsOptional()
  @Transform(csv)
  @IsArray()
  @IsIn(FUNDING_TYPES, { each: true, message: 'Forma di agevolazione non valida' })
  funding_type?: string[];

  @ApiPropertyOptional({ description: 'area of intervention (a value of the areas_of_intervention list)' })
  @IsOptional()
  @IsString({ message: 'Ambito non valido' })
  @MaxLength(200, { message: 'Al massimo 200 caratteri' })
  area?: string;
}

/**
 * "Clients for an announcement": `?skip&take&verdict` plus `manager` (a managing user's id, or `me`),
 * `region` (ISTAT code of the legal seat's region), `size` (company dimension), `sort`
 * (verdict | name | region, default verdict) and `order` (asc | desc, default asc).
 */
export class EligibleClientsQueryDto extends EligibilityQueryDto {
  @ApiPropertyOptional({ description: 'managing user id, or `me`', example: 'me' })
  @IsOptional()
  @Matches(/^(me|[1-9]\d{0,8})$/, { message: 'Gestore non valido' })
  manager?: string;

  @ApiPropertyOptional({ example: '03', description: 'ISTAT region code of the legal seat' })
  @IsOptional()
  @Matches(/^\d{2}$/, { message: 'Regione non valida' })
  region?: string;

  @ApiPropertyOptional({ enum: COMPANY_DIMENSIONS })
  @IsOptional()
  @IsIn(COMPANY_DIMENSIONS, { message: 'Dimensione non valida' })
  size?: string;

  @ApiPropertyOptional({ enum: ELIGIBLE_CLIENT_SORTS, default: 'verdict' })
  @IsOptional()
  @IsIn(ELIGIBLE_CLIENT_SORTS, { message: 'Ordinamento non valido' })
  sort?: EligibleClientSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'Verso non valido' })
  order?: 'asc' | 'desc';
}

/**
 * Eligibility (docs/domain.md#eligibility): administrator, local administrator, client manager (referent users
 * cannot see calls). Both answers: `{data, total}` with, per row, `verdict`
 * (eligible/not_eligible/unknown), `requirements` [{requirement, label, verdict met/not_met/unknown,
 * required, client_value, missing_field}], `failed` and `unknown` requirement keys and
 * `missing_data` [{field, label}] (the client data to collect, in Italian). Bad filters: 422.
 */
@ApiTags('eligibility')
@Controller('projects/:projectId')
export class EligibilityController {
  constructor(private readonly eligibility: EligibilityService) {}

  /** Published open announcements of the environment (global + local) for a client: eligible first, then by deadline; filters above. 404 unknown client. */
  @Get('clients/:clientId/eligible-announcements')
  @ApiOkResponse({ type: EligibleAnnouncementPage })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  forClient(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: EligibleAnnouncementsQueryDto,
  ): Promise<EligibleAnnouncementPage> {
    return this.eligibility.forClient(user, project.id, clientId, {
      skip: q.skip,
      take: q.take,
      verdict: q.verdict,
      announcementId: q.announcement_id,
      closingBefore: q.closing_before,
      closingAfter: q.closing_after,
      fundingTypes: q.funding_type,
      area: q.area,
    });
  }

  /** Clients of the environment for a published announcement: eligible first, then by name (or as `sort`/`order` say); filters above. 404 unknown or unpublished announcement. */
  @Get('announcements/:announcementId/eligible-clients')
  @ApiOkResponse({ type: EligibleClientPage })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  forAnnouncement(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) announcementId: number,
    @Query() q: EligibleClientsQueryDto,
  ): Promise<EligibleClientPage> {
    return this.eligibility.forAnnouncement(user, project.id, announcementId, {
      skip: q.skip,
      take: q.take,
      verdict: q.verdict,
      managerId: q.manager === 'me' ? user.id : q.manager ? Number(q.manager) : undefined,
      region: q.region,
      size: q.size,
      sort: q.sort,
      order: q.order,
    });
  }
}
