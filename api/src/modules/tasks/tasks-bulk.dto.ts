import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { BulkCountsView, BulkIds } from '../../common/http/bulk.dto';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { TaskListQueryDto } from './task.dto';

/**
 * The bulk actions of "I miei compiti" (issue 37): mark done (`complete`), reopen, cancel, give to
 * another assignee (`reassign`), delete.
 */
export const TASK_BULK_ACTIONS = ['complete', 'reopen', 'cancel', 'reassign', 'delete'] as const;
export type TaskBulkAction = (typeof TASK_BULK_ACTIONS)[number];

/** Most tasks one bulk action may select (ids sent, or the tasks matching the filter). */
export const TASKS_BULK_MAX = 500;

/** The list's query of a bulk action "all matching": search and filters of GET …/tasks. */
export class TaskBulkFilterDto extends PickType(TaskListQueryDto, ['search', 'owner', 'status', 'due'] as const) {}

/**
 * Body of POST …/tasks/bulk: the action and the tasks, either `ids` (1 to 500) or `filter` (every
 * task the list's query selects, at most 500); `owner_id` for `reassign`.
 */
export class TaskBulkDto {
  @ApiProperty({ enum: TASK_BULK_ACTIONS })
  @IsIn(TASK_BULK_ACTIONS as unknown as string[], { message: 'Azione non valida: complete, reopen, cancel, reassign o delete' })
  action!: TaskBulkAction;

  @BulkIds(TASKS_BULK_MAX, { one: 'compito', many: 'compiti', atLeastOne: 'Seleziona almeno un compito' })
  ids?: number[];

  @ApiPropertyOptional({ type: TaskBulkFilterDto, description: 'Tutti i compiti della lista con questi filtri' })
  @IsOptional()
  @IsObject({ message: 'Filtro non valido' })
  @ValidateNested()
  @Type(() => TaskBulkFilterDto)
  filter?: TaskBulkFilterDto;

  @ApiPropertyOptional({ type: 'integer', description: 'reassign: il nuovo assegnatario' })
  @IsOptional()
  @IsInt({ message: 'Scegli un assegnatario' })
  @Min(1, { message: 'Scegli un assegnatario' })
  @Max(2147483647, { message: 'Scegli un assegnatario' })
  owner_id?: number;
}

/** The result of one task of a bulk action. */
export class TaskBulkResultView {
  @ApiProperty({ type: 'integer' })
  task_id!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Il titolo (null per un compito non trovato)' })
  title!: string | null;

  @ApiProperty({ enum: ['done', 'refused'] })
  outcome!: 'done' | 'refused';

  @ApiProperty({ type: String, nullable: true, description: 'Perché non è stato modificato (in italiano)' })
  reason!: string | null;
}

/** Answer of POST …/tasks/bulk: the counts and a result per task, in the order selected. */
export class TaskBulkView extends BulkCountsView {
  @ApiProperty({ enum: TASK_BULK_ACTIONS })
  action!: TaskBulkAction;

  @ApiProperty({ type: TaskBulkResultView, isArray: true })
  results!: TaskBulkResultView[];
}
