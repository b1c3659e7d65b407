import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsCalendarDate } from '../../common/http/input-policy';
import { ListQueryDto } from '../../common/http/pagination';
import { TASK_STATUSES, type TaskStatus } from './task.entity';

const REQUIRED = 'Campo obbligatorio';
const DATE_MSG = 'Data non valida (AAAA-MM-GG)';
const STATUS_MSG = 'Stato non valido: aperto (open), completato (done) o annullato (cancelled)';
const ID_MSG = 'Identificativo non valido';

/** The due-date windows of the list: scaduti (before today, still open), oggi, prossimi 7 giorni (today + 6). */
export const TASK_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

/** An optional link (`null` removes it on PATCH): a positive integer id. */
function OptionalLink(description: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: 'integer', nullable: true, description })(target, key);
    IsOptional()(target, key);
    ValidateIf((_o, v) => v !== null)(target, key);
    Type(() => Number)(target, key);
    IsInt({ message: ID_MSG })(target, key);
    Min(1, { message: ID_MSG })(target, key);
  };
}

/**
 * Body of POST /api/projects/{projectId}/tasks: title (1-255), description (optional, up to
 * 10,000), owner (a user of the environment; default the current user), due date `YYYY-MM-DD`,
 * status (default `open`), optional links of the environment.
 */
export class CreateTaskDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10000 })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'Deve essere un testo' })
  @MaxLength(10000, { message: 'Inserisci al massimo 10000 caratteri' })
  description?: string | null;

  @ApiPropertyOptional({ type: 'integer', description: 'Assegnatario: utente dell’ambiente; predefinito l’utente corrente' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Scegli un assegnatario' })
  @Min(1, { message: 'Scegli un assegnatario' })
  owner_id?: number;

  @ApiProperty({ format: 'date', example: '2026-12-01' })
  @IsCalendarDate({}, { message: DATE_MSG })
  due_date: string;

  @ApiPropertyOptional({ enum: TASK_STATUSES, description: 'Predefinito `open`' })
  @IsOptional()
  @IsIn(TASK_STATUSES as unknown as string[], { message: STATUS_MSG })
  status?: TaskStatus;

  @OptionalLink('Cliente dell’ambiente') client_id?: number | null;
  @OptionalLink('Richiesta (call log) dell’ambiente: il compito ne è il seguito') call_id?: number | null;
  @OptionalLink('Trattativa dell’ambiente') negotiation_id?: number | null;
  @OptionalLink('Bando globale o dell’ambiente') announcement_id?: number | null;
}

/** Body of PATCH: only the fields sent change (status, reassignment, due date, links; `null` removes a link). */
export class UpdateTaskDto extends PartialType(CreateTaskDto) {
  @VersionField() version?: number;
}

/**
 * `?owner=me|<id>&status&due=overdue|today|week&client_id&call_id&negotiation_id&announcement_id&skip&take&search`
 * of GET /api/projects/{projectId}/tasks.
 */
export class TaskListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: '`me` (i miei compiti) o l’id di un utente', example: 'me' })
  @IsOptional()
  @IsString({ message: 'Assegnatario non valido' })
  @Matches(/^(me|[1-9]\d{0,9})$/, { message: 'Assegnatario non valido: «me» o l’id di un utente' })
  owner?: string;

  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @IsOptional()
  @IsIn(TASK_STATUSES as unknown as string[], { message: STATUS_MSG })
  status?: TaskStatus;

  @ApiPropertyOptional({
    enum: TASK_DUE_FILTERS,
    description: 'overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni',
  })
  @IsOptional()
  @IsIn(TASK_DUE_FILTERS as unknown as string[], { message: 'Scadenza non valida: overdue, today o week' })
  due?: TaskDueFilter;

  @OptionalLink('Solo i compiti di questo cliente') client_id?: number;
  @OptionalLink('Solo i compiti di questa richiesta') call_id?: number;
  @OptionalLink('Solo i compiti di questa trattativa') negotiation_id?: number;
  @OptionalLink('Solo i compiti di questo bando') announcement_id?: number;
}
