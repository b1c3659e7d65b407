import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

const REQUIRED = 'Campo obbligatorio';
const BOOL = 'Deve essere vero o falso';

/** POST /api/settings/global-experts: a global expert (Esperto bandi globale), invited by e-mail. */
export class CreateGlobalExpertDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  name: string;

  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  surname: string;

  @ApiProperty()
  @IsEmail({}, { message: 'Inserisci un indirizzo e-mail valido' })
  @MaxLength(255)
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  can_edit_global_setting?: boolean;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'Ambiente non valido' })
  project_ids?: number[];
}

/** PUT /api/settings/global-experts/{id}. */
export class UpdateGlobalExpertDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100)
  surname?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  can_edit_global_setting?: boolean;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'Ambiente non valido' })
  project_ids?: number[];
}

/** Standard document of the catalogue (documentazione-bandi), table standard_documents. */
export class StandardDocumentDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  name: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(5000, { message: 'Inserisci al massimo 5000 caratteri' })
  description?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  active?: boolean;
}

/** Partial update of a standard document. */
export class UpdateStandardDocumentDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  active?: boolean;
}

/** A value of a dropdown list (valori, fondi-interprofessionali); `value` is the stable code (default: from the label). */
export class DropdownValueDto {
  @ApiPropertyOptional({ description: 'Stable code: lowercase letters, digits, dashes; default from the label' })
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9_-]{0,79}$/, { message: 'Codice non valido: lettere minuscole, cifre, trattini' })
  value?: string;

  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  label: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(0)
  @Max(100000)
  sort_order?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  active?: boolean;
}

/** Partial update of a dropdown value; the code cannot change. */
export class UpdateDropdownValueDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200)
  label?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(0)
  @Max(100000)
  sort_order?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  active?: boolean;
}
