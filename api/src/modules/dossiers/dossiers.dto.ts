import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DOSSIER_STATUSES, type DossierStatus } from './dossier-item.entity';

/** Longest and default life of an upload link, days. */
export const DOSSIER_LINK_MAX_DAYS = 180;
export const DOSSIER_LINK_DEFAULT_DAYS = 30;

/**
 * PATCH of a dossier item (docs/api.md#dossier): any of `status` (`verificato` records who and
 * when; `non applicabile` takes the item out of the progress), `note`, `required`,
 * `client_document_id` (a document of the negotiation's client; null unlinks). 422 Italian messages per field.
 */
export class DossierItemPatchDto {
  @ApiPropertyOptional({ enum: DOSSIER_STATUSES })
  @IsOptional()
  @IsIn(DOSSIER_STATUSES, { message: 'Stato non valido' })
  status?: DossierStatus;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'Testo non valido' })
  @MaxLength(2000, { message: 'Inserisci al massimo 2000 caratteri' })
  note?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Valore non valido' })
  required?: boolean;

  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @Type(() => Number)
  @IsInt({ message: 'Documento non valido' })
  client_document_id?: number | null;
}

/** "Aggiungi voce": a manual item (label required, at most 255 characters; required by default). */
export class DossierItemCreateDto {
  @ApiProperty()
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  label: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Valore non valido' })
  required?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'Testo non valido' })
  @MaxLength(2000, { message: 'Inserisci al massimo 2000 caratteri' })
  note?: string | null;
}

/** "Link per il cliente": the life of the link in days (1-180, default 30). */
export class DossierLinkDto {
  @ApiPropertyOptional({ default: DOSSIER_LINK_DEFAULT_DAYS })
  @IsOptional()
  @IsInt({ message: 'Inserisci un numero intero' })
  @Min(1, { message: 'Almeno 1 giorno' })
  @Max(DOSSIER_LINK_MAX_DAYS, { message: `Al massimo ${DOSSIER_LINK_MAX_DAYS} giorni` })
  expires_in_days?: number;
}

/** `?token=` of the referent's public upload page. */
export class DossierTokenQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) token?: string;
}
