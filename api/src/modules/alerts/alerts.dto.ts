import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsCalendarDate } from '../../common/http/input-policy';
import { VersionField } from '../../common/concurrency/concurrency';

export const ALERT_TYPES = ['info', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
const TYPE_MSG = 'Tipo non valido: info, warning o error';
const DATE_MSG = 'Data e ora non valide (ISO 8601)';

/** POST /api/settings/alerts: the banner shown to every user while active and within its window. */
export class CreateAlertDto {
  @ApiProperty({ enum: ALERT_TYPES })
  @IsIn(ALERT_TYPES as unknown as string[], { message: TYPE_MSG })
  type: AlertType;

  @ApiProperty()
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(2000, { message: 'Inserisci al massimo 2000 caratteri' })
  content: string;

  @ApiPropertyOptional({ description: 'ISO timestamp; default now' })
  @IsOptional()
  @IsCalendarDate({ time: true }, { message: DATE_MSG })
  starts_at?: string;

  @ApiPropertyOptional({ description: 'ISO timestamp; null = no end', type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsCalendarDate({ time: true }, { message: DATE_MSG })
  ends_at?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Deve essere vero o falso' })
  active?: boolean;
}

/** PUT /api/settings/alerts/{id}: every field optional. */
export class UpdateAlertDto {
  @VersionField() version?: number;

  @ApiPropertyOptional({ enum: ALERT_TYPES })
  @IsOptional()
  @IsIn(ALERT_TYPES as unknown as string[], { message: TYPE_MSG })
  type?: AlertType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(2000, { message: 'Inserisci al massimo 2000 caratteri' })
  content?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsCalendarDate({ time: true }, { message: DATE_MSG })
  starts_at?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsCalendarDate({ time: true }, { message: DATE_MSG })
  ends_at?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Deve essere vero o falso' })
  active?: boolean;
}
