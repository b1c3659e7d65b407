import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsCalendarDate } from '../../common/http/input-policy';

const REQUIRED = 'Campo obbligatorio';
const DATE_MSG = 'Data non valida (AAAA-MM-GG)';
const ID_MSG = 'Identificativo non valido';
const CENTS_MSG = 'Importo non valido: un numero intero di centesimi, zero o più';
/** Largest amount in cents (under 2^53, so exact as a JSON number). */
export const MAX_CENTS = 999_999_999_999_999;

/** An optional text of at most `max` characters (`null` clears it). */
function OptionalText(max: number, description: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, description })(target, key);
    IsOptional()(target, key);
    ValidateIf((_o, v) => v !== null)(target, key);
    IsString({ message: 'Deve essere un testo' })(target, key);
    MaxLength(max, { message: `Inserisci al massimo ${max} caratteri` })(target, key);
  };
}

/** An optional link to a record (`null` clears it): a positive integer id. */
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
 * Body of POST (and, with `version`, PUT) of an aid received by a client
 * (docs/domain.md#de-minimis): grant date `YYYY-MM-DD`, granting body (1-255), regulation as
 * written (1-100: `2023/2831`, `UE1407/2013`, `CE651/2014` …), aid element (ESL) in integer cents;
 * optional measure title, CAR and COR (digits), CUP (15 letters or digits), instrument, nominal
 * amount in cents, the announcement and negotiation it came from. Every bad field is a 422 with
 * its Italian message.
 */
export class StateAidDto {
  @ApiProperty({ format: 'date', example: '2025-03-01', description: 'Data di concessione (diritto conferito)' })
  @IsCalendarDate({}, { message: DATE_MSG })
  grant_date: string;

  @ApiProperty({ maxLength: 255, description: 'Soggetto concedente' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  granting_body: string;

  @OptionalText(500, 'Titolo della misura') measure_title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Codice Aiuto RNA (CAR): solo cifre' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'Il CAR è composto da sole cifre (al massimo 20)' })
  @Matches(/^\d{1,20}$/, { message: 'Il CAR è composto da sole cifre (al massimo 20)' })
  car?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Codice Concessione RNA (COR): solo cifre' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'Il COR è composto da sole cifre (al massimo 20)' })
  @Matches(/^\d{1,20}$/, { message: 'Il COR è composto da sole cifre (al massimo 20)' })
  cor?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Codice Unico di Progetto: 15 lettere o cifre' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'Il CUP ha 15 caratteri, lettere o cifre' })
  @Matches(/^[A-Za-z0-9]{15}$/, { message: 'Il CUP ha 15 caratteri, lettere o cifre' })
  cup?: string | null;

  @ApiProperty({ maxLength: 100, example: '2023/2831', description: 'Regolamento come scritto nel RNA o dall’utente (numero/anno)' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  regulation: string;

  @OptionalText(255, 'Strumento di aiuto (sovvenzione, garanzia, prestito …)') instrument?: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_CENTS, description: 'Elemento di aiuto (ESL) in centesimi di euro' })
  @IsInt({ message: CENTS_MSG })
  @Min(0, { message: CENTS_MSG })
  @Max(MAX_CENTS, { message: CENTS_MSG })
  aid_element_cents: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: MAX_CENTS,
    description: 'Importo nominale in centesimi di euro',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: CENTS_MSG })
  @Min(0, { message: CENTS_MSG })
  @Max(MAX_CENTS, { message: CENTS_MSG })
  nominal_amount_cents?: number | null;

  @OptionalLink('Bando (globale o dell’ambiente) da cui proviene l’aiuto') announcement_id?: number | null;
  @OptionalLink('Trattativa del cliente da cui proviene l’aiuto') negotiation_id?: number | null;
}

/** Body of PUT: the whole aid, with `version` as an alternative to If-Match. */
export class StateAidUpdateDto extends StateAidDto {
  @VersionField() version?: number;
}

/** `?at=YYYY-MM-DD` of the de minimis headroom (default today, Europe/Rome). */
export class DeMinimisQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'Data di riferimento (predefinita oggi)' })
  @IsOptional()
  @IsCalendarDate({}, { message: DATE_MSG })
  at?: string;
}
