import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { BulkCountsView, BulkIds } from '../../common/http/bulk.dto';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { AnnouncementListQueryDto } from './announcement.dto';

/** The bulk actions of the announcement lists (issue 37): publish, back to draft, delete. */
export const ANNOUNCEMENT_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type AnnouncementBulkAction = (typeof ANNOUNCEMENT_BULK_ACTIONS)[number];

/** Most calls one bulk action may select (ids sent, or the announcements matching the filter). */
export const ANNOUNCEMENTS_BULK_MAX = 500;

/** The list's query of a bulk action "all matching": search, filters and order of GET …/announcements. */
export class AnnouncementBulkFilterDto extends PickType(AnnouncementListQueryDto, [
  'search',
  'status',
  'state',
  'scope',
  'funding_type',
  'aid_scheme',
  'region',
  'ateco',
  'company_dimension',
  'deadline_from',
  'deadline_to',
  'sort',
] as const) {}

/** Body of POST …/announcements/bulk: the action and the announcements, either `ids` (1 to 500) or `filter` (at most 500). */
export class AnnouncementBulkDto {
  @ApiProperty({ enum: ANNOUNCEMENT_BULK_ACTIONS })
  @IsIn(ANNOUNCEMENT_BULK_ACTIONS as unknown as string[], { message: 'Azione non valida: publish, unpublish o delete' })
  action!: AnnouncementBulkAction;

  @BulkIds(ANNOUNCEMENTS_BULK_MAX, { one: 'bando', many: 'bandi', atLeastOne: 'Seleziona almeno un bando' })
  ids?: number[];

  @ApiPropertyOptional({ type: AnnouncementBulkFilterDto, description: 'Tutti i bandi della lista con questi filtri' })
  @IsOptional()
  @IsObject({ message: 'Filtro non valido' })
  @ValidateNested()
  @Type(() => AnnouncementBulkFilterDto)
  filter?: AnnouncementBulkFilterDto;
}

/** The result of one announcement of a bulk action. */
export class AnnouncementBulkResultView {
  @ApiProperty({ type: 'integer' })
  announcement_id!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Il nome (null per un bando non trovato)' })
  name!: string | null;

  @ApiProperty({ enum: ['done', 'refused'] })
  outcome!: 'done' | 'refused';

  @ApiProperty({ type: String, nullable: true, description: 'Perché non è stato modificato (in italiano)' })
  reason!: string | null;
}

/** Answer of POST …/announcements/bulk: the counts and a result per announcement, in the order selected. */
export class AnnouncementBulkView extends BulkCountsView {
  @ApiProperty({ enum: ANNOUNCEMENT_BULK_ACTIONS })
  action!: AnnouncementBulkAction;

  @ApiProperty({ type: AnnouncementBulkResultView, isArray: true })
  results!: AnnouncementBulkResultView[];
}
