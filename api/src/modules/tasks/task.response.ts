import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';
import { TASK_STATUSES, type TaskStatus } from './task.entity';

/**
 * A task (compito) as the list and the detail show it: owner's name, the labels of the linked
 * records and `overdue` (still open and due before today, Europe/Rome).
 */
export class TaskView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: 'integer' })
  owner_id!: number;

  @ApiProperty({ description: 'Nome e cognome dell’assegnatario' })
  owner_name!: string;

  @ApiProperty({ format: 'date', description: 'Scadenza `YYYY-MM-DD`' })
  due_date!: string;

  @ApiProperty({ enum: TASK_STATUSES })
  status!: TaskStatus;

  @ApiProperty({ description: 'Aperto e con scadenza prima di oggi (Europe/Rome)' })
  overdue!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Quando è stato completato' })
  completed_at!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  client_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Ragione sociale del cliente' })
  client_name!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  call_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Richiesta: «Richiesta del GG/MM/AAAA - cliente o azienda»' })
  call_label!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  negotiation_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Titolo della trattativa' })
  negotiation_title!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  announcement_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome del bando' })
  announcement_name!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  created_by!: number | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  updated_by!: number | null;
}

/** `{data, total}` of tasks, by due date. */
export class TaskPage extends PageOf(TaskView) {}

/** A user a task may be assigned to (select "Assegnatario"). */
export class TaskAssigneeView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Nome e cognome' })
  name!: string;
}
