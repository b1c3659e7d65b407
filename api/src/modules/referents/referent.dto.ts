import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsArray, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsItalianEmail } from '../italian/italian.decorators';

const REQUIRED = 'Campo obbligatorio';

/** Body of POST/PUT /api/projects/{pid}/referents (SPEC §3.8). `client_ids` replaces the linked clients when sent. */
export class ReferentInputDto {
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
  @ApiPropertyOptional() @IsOptional() @IsItalianEmail() @MaxLength(255) email?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40, { message: 'Inserisci al massimo 40 caratteri' }) phone?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' }) organisation?:
    | string
    | null;
  @ApiPropertyOptional() @IsOptional() @IsString() notes?: string | null;
  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true, message: 'Cliente non valido' })
  client_ids?: number[];
}

/** Body of PUT (full replacement: optional fields not sent become empty) plus `version` (alternative to If-Match). */
export class ReferentReplaceDto extends ReferentInputDto {
  @VersionField() version?: number;
}

/** Body of PATCH: only the fields sent change; `name`/`surname`, when sent, must not be empty. */
export class ReferentPatchDto extends PartialType(ReferentInputDto) {
  @VersionField() version?: number;
}
