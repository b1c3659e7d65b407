import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';
import { IsCalendarDate } from '../../common/http/input-policy';
import { VersionField } from '../../common/concurrency/concurrency';

const REQUIRED = 'Campo obbligatorio';
const DATE_MSG = 'Data non valida (AAAA-MM-GG)';
/** Statuses a call may be set to by create/update; `archived` only via archive/restore. */
export const EDITABLE_STATUSES = ['open', 'in_progress', 'closed'] as const;
const STATUS_MSG = 'Stato non valido: aperta (open), in lavorazione (in_progress) o chiusa (closed)';

/** One recipient of a supplier call (docs/domain.md#call-logs). */
export class SendToDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  name: string;

  @ApiProperty()
  @IsEmail({}, { message: 'Inserisci un indirizzo e-mail valido' })
  @MaxLength(255)
  email: string;

  @ApiProperty()
  @IsBoolean({ message: 'Deve essere vero o falso' })
  active: boolean;
}

/** Fields shared by create and update. */
class CallFieldsDto {
  @ApiPropertyOptional({ description: 'Client call: client of this environment (required)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: REQUIRED })
  @Min(1, { message: REQUIRED })
  client_id?: number;

  @ApiPropertyOptional({ description: 'Client call: referent of this environment (required)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: REQUIRED })
  @Min(1, { message: REQUIRED })
  referent_id?: number;

  @ApiPropertyOptional({ description: 'Supplier call: company name (required)' })
  @IsOptional()
  @IsString({ message: REQUIRED })
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  company_name?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Default today' })
  @IsOptional()
  @IsCalendarDate({}, { message: DATE_MSG })
  call_date?: string;

  @ApiPropertyOptional({ enum: EDITABLE_STATUSES })
  @IsOptional()
  @IsIn(EDITABLE_STATUSES as unknown as string[], { message: STATUS_MSG })
  status?: (typeof EDITABLE_STATUSES)[number];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(10_000, { message: 'Inserisci al massimo 10000 caratteri' })
  note?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  areas_of_intervention?: string[];

  @ApiPropertyOptional({ type: [SendToDto], description: 'Supplier call recipients' })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMaxSize(50, { message: 'Al massimo 50 destinatari' })
  @ValidateNested({ each: true })
  @Type(() => SendToDto)
  send_to?: SendToDto[];
}

/**
 * POST /api/projects/{pid}/calls. `type` client: client_id and referent_id required (docs/rules.md#form-rules);
 * supplier: company_name required. Status defaults to open, call_date to today.
 */
export class CreateCallDto extends CallFieldsDto {
  @ApiProperty({ enum: ['client', 'supplier'] })
  @IsIn(['client', 'supplier'], { message: 'Tipo non valido: client o supplier' })
  type: 'client' | 'supplier';
}

/**
 * PUT/PATCH /api/projects/{pid}/calls/{id}: any field of the call's type (fields not sent stay);
 * the type cannot change; `version` as an alternative to If-Match.
 */
export class UpdateCallDto extends CallFieldsDto {
  @VersionField() version?: number;
}

/** Sort keys of the call log list (`?sort=key|-key`, issue 37); default `-call_date` (newest first). */
export const CALL_SORT_KEYS = ['call_date', 'client', 'status', 'type', 'created_at'] as const;
/** Every accepted value of `?sort=` of the call log list. */
export const CALL_SORTS = CALL_SORT_KEYS.flatMap((k) => [k, `-${k}`]);

/** Filters of GET /api/projects/{pid}/calls (besides skip/take/search) and its order (`sort`). */
export class CallListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ['client', 'supplier'] })
  @IsOptional()
  @IsIn(['client', 'supplier'], { message: 'Tipo non valido' })
  type?: 'client' | 'supplier';

  @ApiPropertyOptional({ enum: ['open', 'in_progress', 'closed', 'archived'] })
  @IsOptional()
  @IsIn(['open', 'in_progress', 'closed', 'archived'], { message: 'Stato non valido' })
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Cliente non valido' })
  client_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Referente non valido' })
  referent_id?: number;

  @ApiPropertyOptional({ example: '2026-01-01' })
  @IsOptional()
  @IsCalendarDate({}, { message: DATE_MSG })
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @IsOptional()
  @IsCalendarDate({}, { message: DATE_MSG })
  date_to?: string;

  @ApiPropertyOptional({
    enum: CALL_SORTS,
    description: 'Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date)',
  })
  @IsOptional()
  @IsIn(CALL_SORTS, { message: 'Ordinamento non valido: call_date, client, status, type o created_at (con - davanti: decrescente)' })
  sort?: string;
}
