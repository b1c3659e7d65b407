import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from '../../common/http/input-policy';
import { BULK_ACTIONS, BULK_JOB_STATES, BULK_OUTCOMES, type BulkAction, type BulkJobState } from './bulk-job.entity';
import { ClientListQueryDto } from './client.dto';

/** Most records one bulk action may select (ids sent, or the clients matching the filter). */
export const CLIENTS_BULK_MAX = 10_000;

/** Client statuses a bulk "Cambia stato" may set (`archived` is the "Archivia" action). */
export const CLIENT_SETTABLE_STATUSES = ['active', 'inactive'] as const;

/** The list's query of a bulk action "all matching": search and filters of GET …/clients. */
export class ClientBulkFilterDto extends PickType(ClientListQueryDto, [
  'search',
  'region',
  'ateco',
  'dimension',
  'managed_by',
  'status',
] as const) {}

/**
 * Parameters of a bulk action: `user_id` for assign_manager, `status` for set_status; `title`,
 * `owner_id`, `due_date` (and `description`) for create_task (one task per client, as POST …/tasks).
 */
export class ClientBulkParamsDto {
  @ApiPropertyOptional({ type: 'integer', description: 'assign_manager: il gestore (utente dell’ambiente che gestisce clienti)' })
  @IsOptional()
  @IsInt({ message: 'Utente non valido' })
  @Min(1, { message: 'Utente non valido' })
  @Max(2147483647, { message: 'Utente non valido' })
  user_id?: number;

  @ApiPropertyOptional({ enum: CLIENT_SETTABLE_STATUSES, description: 'set_status: il nuovo stato' })
  @IsOptional()
  @IsIn(CLIENT_SETTABLE_STATUSES, { message: 'Stato non valido: active o inactive' })
  status?: (typeof CLIENT_SETTABLE_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: 255, description: 'create_task: il titolo di ogni compito' })
  @IsOptional()
  @IsString({ message: 'Deve essere un testo' })
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  title?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'create_task: l’assegnatario (utente dell’ambiente che gestisce i compiti)' })
  @IsOptional()
  @IsInt({ message: 'Scegli un assegnatario' })
  @Min(1, { message: 'Scegli un assegnatario' })
  @Max(2147483647, { message: 'Scegli un assegnatario' })
  owner_id?: number;

  @ApiPropertyOptional({ format: 'date', description: 'create_task: la scadenza (AAAA-MM-GG)' })
  @IsOptional()
  @IsCalendarDate({}, { message: 'Data non valida (AAAA-MM-GG)' })
  due_date?: string;

  @ApiPropertyOptional({ type: String, maxLength: 10000, description: 'create_task: le note di ogni compito' })
  @IsOptional()
  @IsString({ message: 'Deve essere un testo' })
  @MaxLength(10000, { message: 'Inserisci al massimo 10000 caratteri' })
  description?: string;
}

/**
 * Body of POST …/clients/bulk: the action, the records (either `ids`, 1 to 10,000, or `filter`,
 * every client the list's query selects) and the action's parameters.
 */
export class ClientBulkDto {
  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS, { message: 'Azione non valida: assign_manager, set_status, archive, delete o create_task' })
  action!: BulkAction;

  @ApiPropertyOptional({ type: [Number], minItems: 1, maxItems: CLIENTS_BULK_MAX, description: 'ids dei clienti selezionati' })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMinSize(1, { message: 'Seleziona almeno un cliente' })
  @ArrayMaxSize(CLIENTS_BULK_MAX, { message: `Al massimo ${CLIENTS_BULK_MAX.toLocaleString('it-IT')} clienti alla volta` })
  @IsInt({ each: true, message: 'Cliente non valido' })
  @Min(1, { each: true, message: 'Cliente non valido' })
  @Max(2147483647, { each: true, message: 'Cliente non valido' })
  ids?: number[];

  @ApiPropertyOptional({ type: ClientBulkFilterDto, description: 'tutti i clienti che la ricerca e i filtri della lista selezionano' })
  @IsOptional()
  @IsObject({ message: 'Filtro non valido' })
  @ValidateNested()
  @Type(() => ClientBulkFilterDto)
  filter?: ClientBulkFilterDto;

  @ApiPropertyOptional({ type: ClientBulkParamsDto })
  @IsOptional()
  @IsObject({ message: 'Parametri non validi' })
  @ValidateNested()
  @Type(() => ClientBulkParamsDto)
  params?: ClientBulkParamsDto;
}

/** Answer of POST …/clients/bulk (202): the job to poll. */
export class ClientBulkAccepted {
  @ApiProperty({ type: 'integer' })
  job_id!: number;

  @ApiProperty({ type: 'integer', description: 'Clienti selezionati' })
  total!: number;
}

/** The result of one selected record. */
export class ClientBulkResult {
  @ApiProperty({ type: 'integer' })
  client_id!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Ragione sociale al momento della richiesta (null: cliente non trovato)' })
  name!: string | null;

  @ApiProperty({ enum: BULK_OUTCOMES, description: 'pending: non ancora eseguito; done: fatto; refused: rifiutato' })
  outcome!: (typeof BULK_OUTCOMES)[number];

  @ApiProperty({ type: String, nullable: true, description: 'Perché è stato rifiutato (in italiano)' })
  reason!: string | null;
}

/** GET …/clients/bulk/{jobId}: the job's state, its counts and one result per selected record in the order selected. */
export class ClientBulkJobView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: BULK_ACTIONS })
  action!: BulkAction;

  @ApiProperty({ enum: BULK_JOB_STATES })
  status!: BulkJobState;

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  done!: number;

  @ApiProperty({ type: 'integer' })
  refused!: number;

  @ApiProperty({ type: [ClientBulkResult] })
  results!: ClientBulkResult[];
}

/** A user who may be made manager of the environment's clients ("Assegna gestore"). */
export class ClientManagerOption {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Cognome e nome' })
  name!: string;
}
