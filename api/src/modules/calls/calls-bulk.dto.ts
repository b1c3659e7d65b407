import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { BulkCountsView, BulkIds } from '../../common/http/bulk.dto';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { CallListQueryDto } from './calls.dto';

/** The bulk actions of the call log list (issue 37): archive, restore, change status. */
export const CALL_BULK_ACTIONS = ['archive', 'restore', 'set_status'] as const;
export type CallBulkAction = (typeof CALL_BULK_ACTIONS)[number];

/** The statuses "Cambia stato" may set (`archived` is the "Archivia" action). */
export const CALL_BULK_STATUSES = ['open', 'in_progress', 'closed'] as const;

/** Most call logs one bulk action may select (ids sent, or the calls matching the filter). */
export const CALLS_BULK_MAX = 500;

/** The list's query of a bulk action "all matching": search, filters and order of GET …/calls. */
export class CallBulkFilterDto extends PickType(CallListQueryDto, [
  'search',
  'type',
  'status',
  'client_id',
  'referent_id',
  'date_from',
  'date_to',
  'sort',
] as const) {}

/**
 * Body of POST …/calls/bulk: the action and the call logs, either `ids` (1 to 500) or `filter`
 * (every call the list's query selects, at most 500); `status` for `set_status`.
 */
export class CallBulkDto {
  @ApiProperty({ enum: CALL_BULK_ACTIONS })
  @IsIn(CALL_BULK_ACTIONS as unknown as string[], { message: 'Azione non valida: archive, restore o set_status' })
  action!: CallBulkAction;

  @BulkIds(CALLS_BULK_MAX, { one: 'richiesta', many: 'richieste', atLeastOne: 'Seleziona almeno una richiesta' })
  ids?: number[];

  @ApiPropertyOptional({ type: CallBulkFilterDto, description: 'Tutte le richieste della lista con questi filtri' })
  @IsOptional()
  @IsObject({ message: 'Filtro non valido' })
  @ValidateNested()
  @Type(() => CallBulkFilterDto)
  filter?: CallBulkFilterDto;

  @ApiPropertyOptional({ enum: CALL_BULK_STATUSES, description: 'set_status: il nuovo stato' })
  @IsOptional()
  @IsIn(CALL_BULK_STATUSES as unknown as string[], { message: 'Stato non valido: open, in_progress o closed' })
  status?: (typeof CALL_BULK_STATUSES)[number];
}

/** The result of one call log of a bulk action. */
export class CallBulkResultView {
  @ApiProperty({ type: 'integer' })
  call_id!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Data e cliente o azienda (null per una richiesta non trovata)' })
  label!: string | null;

  @ApiProperty({ enum: ['done', 'refused'] })
  outcome!: 'done' | 'refused';

  @ApiProperty({ type: String, nullable: true, description: 'Perché non è stata modificata (in italiano)' })
  reason!: string | null;
}

/** Answer of POST …/calls/bulk: the counts and a result per call log, in the order selected. */
export class CallBulkView extends BulkCountsView {
  @ApiProperty({ enum: CALL_BULK_ACTIONS })
  action!: CallBulkAction;

  @ApiProperty({ type: CallBulkResultView, isArray: true })
  results!: CallBulkResultView[];
}
