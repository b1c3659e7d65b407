import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@bandi/domain';
import { IsCalendarDate } from '../../common/http/input-policy';
import { FileInfoView } from '../files/file.response';

const DATE_MSG = 'Data non valida (AAAA-MM-GG)';
const REQUIRED = 'Campo obbligatorio';
const BOOL = 'Deve essere vero o falso';

/** Text fields of the old per-slot upload (POST .../documents/{slot}): the name (default the file name) and the issue date. */
export class DocumentUploadDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' }) name?: string;
  @ApiPropertyOptional({ description: 'Data di rilascio AAAA-MM-GG' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MSG })
  date?: string;
}

/**
 * Text fields of the multipart upload POST /api/projects/{pid}/clients/{cid}/documents
 * (docs/domain.md#client-documents): the type's code, name (default the file name), issue and
 * expiry date `YYYY-MM-DD` (expiry default: the type's validity from the issue date), and
 * `replace` ("true" by default: the current documents of the type become history; "false": one
 * more document of the type).
 */
export class ClientDocumentUploadDto {
  @ApiProperty({ description: 'Codice del tipo di documento (GET /api/document-types)' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(40, { message: 'Tipo di documento inesistente' })
  type!: string;

  @ApiPropertyOptional({ description: 'Nome del documento; predefinito: il nome del file' })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  name?: string;

  @ApiPropertyOptional({ description: 'Data di rilascio AAAA-MM-GG (non nel futuro)' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== '')
  @IsCalendarDate({}, { message: DATE_MSG })
  issue_date?: string;

  @ApiPropertyOptional({ description: 'Scadenza AAAA-MM-GG; predefinita: la validità del tipo dalla data di rilascio' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== '')
  @IsCalendarDate({}, { message: DATE_MSG })
  expiry_date?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Sostituisce i documenti attuali del tipo (predefinito true)' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: BOOL })
  replace?: 'true' | 'false';
}

/**
 * Body of POST /api/settings/document-types: a document type and its default validity
 * (docs/domain.md#client-documents). At most one of `validity_days`, `validity_months`,
 * `expiry_from_document`.
 */
export class DocumentTypeInputDto {
  @ApiProperty({ description: 'Nome del tipo (unico)' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(120, { message: 'Inserisci al massimo 120 caratteri' })
  label!: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Validità in giorni dalla data di rilascio (1-3650)' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Almeno 1 giorno' })
  @Max(3650, { message: 'Al massimo 3650 giorni' })
  validity_days?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Validità in mesi dalla data di rilascio (1-120)' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Almeno 1 mese' })
  @Max(120, { message: 'Al massimo 120 mesi' })
  validity_months?: number | null;

  @ApiPropertyOptional({ description: 'La scadenza è quella riportata sul documento (va indicata al caricamento)' })
  @IsOptional()
  @IsBoolean({ message: BOOL })
  expiry_from_document?: boolean;

  @ApiPropertyOptional({ description: 'Proposto nei caricamenti (predefinito true)' })
  @IsOptional()
  @IsBoolean({ message: BOOL })
  active?: boolean;
}

/** Body of PUT /api/settings/document-types/{id}: the fields sent replace the stored ones. */
export class UpdateDocumentTypeDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(120, { message: 'Inserisci al massimo 120 caratteri' })
  label?: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Almeno 1 giorno' })
  @Max(3650, { message: 'Al massimo 3650 giorni' })
  validity_days?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Almeno 1 mese' })
  @Max(120, { message: 'Al massimo 120 mesi' })
  validity_months?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  expiry_from_document?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  active?: boolean;
}

/** A document type (GET /api/document-types). */
export class DocumentTypeView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Codice stabile (gli undici tipi storici, durc, o generato dal nome)' })
  code!: string;

  @ApiProperty({ description: 'Nome italiano' })
  label!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Validità in giorni dalla data di rilascio' })
  validity_days!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Validità in mesi dalla data di rilascio' })
  validity_months!: number | null;

  @ApiProperty({ description: 'Scadenza riportata sul documento (da indicare)' })
  expiry_from_document!: boolean;

  @ApiProperty({ description: 'Tipo predefinito della piattaforma (il codice non cambia)' })
  builtin!: boolean;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'integer' })
  position!: number;
}

/** A document of a client (current or history) with its status today. */
export class ClientDocumentItemView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  type_id!: number;

  @ApiProperty({ description: 'Codice del tipo' })
  type_code!: string;

  @ApiProperty({ description: 'Nome del tipo' })
  type_label!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Data di rilascio' })
  issue_date!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Scadenza (nessuna: null)' })
  expiry_date!: string | null;

  @ApiProperty({
    enum: DOCUMENT_STATUSES,
    description: 'Oggi (Europe/Rome): scaduto prima della scadenza, in scadenza entro 30 giorni, altrimenti valido',
  })
  status!: DocumentStatus;

  @ApiProperty({ description: 'Documento attuale (false: sostituito, storico)' })
  current!: boolean;

  @ApiProperty({ type: FileInfoView, nullable: true, description: 'Il file caricato (null se rimosso)' })
  file!: FileInfoView | null;

  @ApiProperty({ type: 'integer', nullable: true })
  uploaded_by!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome di chi l’ha caricato' })
  uploaded_by_name!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Quando è stato sostituito' })
  replaced_at!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Il documento che lo ha sostituito' })
  replaced_by!: number | null;
}

/** Current documents of a client expired and expiring within 30 days. */
export class DocumentAlertsView {
  @ApiProperty({ type: 'integer', description: 'Documenti attuali scaduti' })
  expired!: number;

  @ApiProperty({ type: 'integer', description: 'Documenti attuali in scadenza entro 30 giorni' })
  expiring!: number;
}

/** GET /api/projects/{pid}/clients/{cid}/documents. */
export class ClientDocumentListView {
  @ApiProperty({ type: [ClientDocumentItemView], description: 'Per tipo; l’attuale prima dello storico, dal più recente' })
  data!: ClientDocumentItemView[];

  @ApiProperty({ type: DocumentAlertsView })
  alerts!: DocumentAlertsView;
}
