import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsItalianEmail } from '../italian/italian.decorators';

const REQUIRED = 'Campo obbligatorio';

/** Body of POST/PUT /api/projects/{pid}/referents (docs/domain.md#referents-negotiations-notes-newsletters-alerts). `client_ids` replaces the linked clients when sent. */
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
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsItalianEmail() @MaxLength(255) email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Inserisci al massimo 40 caratteri' })
  phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' })
  organisation?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() notes?: string | null;
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

/** Query of GET /api/projects/{pid}/referents: paging, search and `client_id` (only the referents linked to that client). */
export class ReferentListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'only the referents who follow this client (e.g. the referent of a client call)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Cliente non valido' })
  @Min(1, { message: 'Cliente non valido' })
  client_id?: number;
}
