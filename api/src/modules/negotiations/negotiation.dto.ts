import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';
import { IsEuro } from '../../common/http/input-policy';
import { IsCalendarDateMap } from '../../common/http/date-map';

/** Kanban stages following a grant's life (issue 4), in order, with their Italian labels. */
export const NEGOTIATION_STAGES = [
  ['contact', 'Contatto'],
  ['engagement', 'Incarico'],
  ['application_submitted', 'Domanda presentata'],
  ['under_review', 'In istruttoria'],
  ['admitted', 'Ammessa / graduatoria'],
  ['grant_decree', 'Decreto di concessione'],
  ['disbursement', 'Erogazione'],
  ['reporting', 'Rendicontazione'],
  ['closed_won', 'Chiusa vinta'],
  ['closed_lost', 'Chiusa persa'],
] as const;
export type NegotiationStage = (typeof NEGOTIATION_STAGES)[number][0];
export const STAGE_KEYS = NEGOTIATION_STAGES.map(([k]) => k);
const STAGE_MSG = 'Fase non valida';
const NUM = 'Deve essere un numero';
const LOST = 'Indica il motivo della perdita';

/** Fields of a negotiation; amounts in EUR, success fee in percent and/or EUR, deadlines per stage (YYYY-MM-DD). */
export class NegotiationInputDto {
  @ApiProperty() @Type(() => Number) @IsInt({ message: 'Campo obbligatorio' }) client_id: number;
  @ApiPropertyOptional({ description: 'published announcement of the environment', type: Number, nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Bando non valido' })
  @Min(1, { message: 'Bando non valido' })
  announcement_id?: number | null;
  @ApiProperty()
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  title: string;
  @ApiPropertyOptional({ enum: STAGE_KEYS, description: 'contact when not sent' })
  @IsOptional()
  @IsIn(STAGE_KEYS, { message: STAGE_MSG })
  stage?: NegotiationStage;
  @ApiPropertyOptional({ description: 'EUR', type: Number, nullable: true })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro()
  @Min(0, { message: 'Non può essere negativo' })
  amount_requested?: number | null;
  @ApiPropertyOptional({ description: 'EUR', type: Number, nullable: true })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro()
  @Min(0, { message: 'Non può essere negativo' })
  amount_granted?: number | null;
  @ApiPropertyOptional({ description: 'percent', type: Number, nullable: true })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0)
  @Max(100, { message: 'Al massimo 100' })
  success_fee_percent?: number | null;
  @ApiPropertyOptional({ description: 'EUR', type: Number, nullable: true })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro()
  @Min(0, { message: 'Non può essere negativo' })
  success_fee_amount?: number | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', format: 'date' }, description: '{stage: "YYYY-MM-DD"}' })
  @IsOptional()
  @IsObject({ message: 'Scadenze non valide' })
  @IsCalendarDateMap(STAGE_KEYS)
  stage_deadlines?: Record<string, string>;
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((o) => o.stage === 'closed_lost')
  @IsString({ message: LOST })
  @IsNotEmpty({ message: LOST })
  lost_reason?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() note?: string | null;
}

/** Moving a card on the kanban. */
export class NegotiationStageDto {
  @ApiProperty({ enum: STAGE_KEYS }) @IsIn(STAGE_KEYS, { message: STAGE_MSG }) stage: NegotiationStage;
  @ApiPropertyOptional({ description: '0-based position in the column' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  position?: number;
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((o) => o.stage === 'closed_lost')
  @IsString({ message: LOST })
  @IsNotEmpty({ message: LOST })
  lost_reason?: string | null;
  @VersionField() version?: number;
}

/** Body of PUT (every field, full replacement) plus `version` (alternative to If-Match). */
export class NegotiationReplaceDto extends NegotiationInputDto {
  @VersionField() version?: number;
}

/** Body of PATCH: only the fields sent change; the rules (visible client, published announcement, lost reason) apply to the merged record. */
export class NegotiationPatchDto extends PartialType(NegotiationInputDto) {
  @VersionField() version?: number;
}

export class NegotiationListQueryDto extends ListQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Cliente non valido' })
  @Min(1, { message: 'Cliente non valido' })
  client_id?: number;
  @ApiPropertyOptional({ enum: STAGE_KEYS }) @IsOptional() @IsIn(STAGE_KEYS, { message: STAGE_MSG }) stage?: NegotiationStage;
}
