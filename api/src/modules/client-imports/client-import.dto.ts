import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IMPORT_FIELD_KEYS } from './client-import.fields';
import { IMPORT_LIMITS } from './client-import.parser';

/**
 * Body of `PUT …/client-imports/{id}/mapping`: the sheet to read (XLSX; default the one read so
 * far) and, per column by position, the field it fills or null («Ignora»). A field given to two
 * columns is a 422. Changing the sheet without `columns` takes the suggested mapping of its headers.
 */
export class ImportMappingDto {
  @ApiPropertyOptional({ description: 'Nome del foglio da leggere' })
  @IsOptional()
  @IsString({ message: 'Foglio non valido' })
  @MaxLength(255, { message: 'Foglio non valido' })
  sheet?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', nullable: true, enum: [...IMPORT_FIELD_KEYS] },
    description: 'Per ogni colonna la chiave del campo, o null per ignorarla',
  })
  @IsOptional()
  @IsArray({ message: 'Abbinamento non valido' })
  @ArrayMaxSize(IMPORT_LIMITS.columns, { message: `Al massimo ${IMPORT_LIMITS.columns} colonne` })
  @IsIn([...IMPORT_FIELD_KEYS, null], { each: true, message: 'Campo sconosciuto' })
  columns?: (string | null)[];
}

/** The multipart body of `POST …/client-imports` (OpenAPI only). */
export class ImportUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'File .xlsx o .csv (al massimo 10 MB, 10.000 righe)' })
  file!: unknown;
}
