import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { USER_TYPES, type UserType } from '../../common/auth/roles';
import { ListQueryDto } from '../../common/http/pagination';
import { VersionField } from '../../common/concurrency/concurrency';

const REQUIRED = 'Campo obbligatorio';
const TYPE_MSG = 'Ruolo non valido';
const BOOL = 'Deve essere vero o falso';

/** Profile fields of a user managed by an administrator. */
class UserFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(40, { message: 'Inserisci al massimo 40 caratteri' })
  phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  can_edit_global_setting?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: BOOL })
  can_access_local_announcements?: boolean;
}

/**
 * POST /api/users (administrator): creates and invites a user. `project_ids`: its environments;
 * only administrator and expert-announcement may have several (docs/roles.md), local roles exactly one.
 */
export class CreateUserDto extends UserFieldsDto {
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

  @ApiProperty({ enum: USER_TYPES })
  @IsIn(USER_TYPES as unknown as string[], { message: TYPE_MSG })
  type: UserType;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'Ambiente non valido' })
  project_ids?: number[];
}

/** PUT/PATCH /api/users/{id} (administrator): every field optional (not sent: unchanged); `status` active/inactive; `version` (alternative to If-Match). */
export class UpdateUserDto extends UserFieldsDto {
  @VersionField() version?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  surname?: string;

  @ApiPropertyOptional({ enum: USER_TYPES })
  @IsOptional()
  @IsIn(USER_TYPES as unknown as string[], { message: TYPE_MSG })
  type?: UserType;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'Ambiente non valido' })
  project_ids?: number[];

  @ApiPropertyOptional({ enum: ['active', 'inactive'] })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'Stato non valido' })
  status?: 'active' | 'inactive';
}

/** GET /api/users filters. */
export class UserListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: USER_TYPES })
  @IsOptional()
  @IsIn(USER_TYPES as unknown as string[], { message: TYPE_MSG })
  type?: UserType;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1)
  project_id?: number;

  @ApiPropertyOptional({ enum: ['active', 'inactive'] })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'Stato non valido' })
  status?: 'active' | 'inactive';
}

/** POST /api/projects/{pid}/users: adds an existing user to the environment, by id or by e-mail. */
export class AddProjectUserDto {
  @ApiPropertyOptional()
  @ValidateIf((o: AddProjectUserDto) => o.email === undefined)
  @Type(() => Number)
  @IsInt({ message: REQUIRED })
  @Min(1, { message: REQUIRED })
  user_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail({}, { message: 'Inserisci un indirizzo e-mail valido' })
  @MaxLength(255)
  email?: string;
}

/** POST /api/projects/{pid}/users/invite: creates a user of this environment and e-mails it. */
export class InviteProjectUserDto extends PickType(CreateUserDto, ['name', 'surname', 'email', 'type'] as const) {}
