import { ApiProperty, ApiPropertyOptional, OmitType, PartialType, PickType } from '@nestjs/swagger';
import { CreateUserDto } from '../users/users-admin.dto';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';

const REQUIRED = 'Campo obbligatorio';
const BOOL = 'Deve essere vero o falso';

/**
 * POST /api/settings/global-experts: a global expert (Esperto bandi globale), invited by e-mail.
 * Same field rules as POST /api/users (the role is fixed here).
 */
export class CreateGlobalExpertDto extends PickType(CreateUserDto, [
  'name',
  'surname',
  'email',
  'phone',
  'can_edit_global_setting',
  'project_ids',
] as const) {}

/** PUT /api/settings/global-experts/{id}: every field optional; the e-mail cannot change. */
export class UpdateGlobalExpertDto extends PartialType(OmitType(CreateGlobalExpertDto, ['email'] as const)) {
  @VersionField() version?: number;
}

/** Standard document of the catalogue (documentazione-bandi), table standard_documents. */
export class StandardDocumentDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true })
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
export class UpdateStandardDocumentDto extends PartialType(StandardDocumentDto) {
  @VersionField() version?: number;
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
export class UpdateDropdownValueDto extends PartialType(OmitType(DropdownValueDto, ['value'] as const)) {
  @VersionField() version?: number;
}
