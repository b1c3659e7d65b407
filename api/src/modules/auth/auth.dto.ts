import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Match } from '../../common/http/match.validator';

const REQUIRED = 'Campo obbligatorio';
const EMAIL = 'Inserisci un indirizzo email valido';
/** SPEC §5.1 password: at least one digit and one special character. */
export const PASSWORD_RE = /^(?=.*\d)(?=.*[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]).*$/;
const PASSWORD_MSG = 'La password deve contenere almeno un numero e un carattere speciale';

/** POST /api/login body (SPEC §7). `code` is a one-time invitation or access code, optional. */
export class LoginDto {
  @ApiProperty({ example: 'admin@demo.local' })
  @IsEmail({}, { message: EMAIL })
  @IsNotEmpty({ message: REQUIRED })
  email: string;

  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  code?: string;
}

/** POST /api/forgot-password body (SPEC §3.10). */
export class ForgotPasswordDto {
  @ApiProperty()
  @IsEmail({}, { message: EMAIL })
  @IsNotEmpty({ message: REQUIRED })
  email: string;
}

/** POST /api/reset-password body: the temporary password received by e-mail is the token. */
export class ResetPasswordDto {
  @ApiProperty()
  @IsEmail({}, { message: EMAIL })
  email: string;

  @ApiProperty({ description: 'Temporary password received by e-mail' })
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  token: string;

  @ApiProperty()
  @IsString()
  @MinLength(6, { message: 'Inserisci almeno 6 caratteri' })
  @Matches(PASSWORD_RE, { message: PASSWORD_MSG })
  password: string;

  @ApiProperty()
  @IsString()
  @Match('password', { message: 'Le password non coincidono' })
  password_confirmation: string;
}

/** PUT /api/profile body (SPEC §5.2: name and surname required). */
export class UpdateProfileDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  name: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'Inserisci al massimo 100 caratteri' })
  surname: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Inserisci al massimo 40 caratteri' })
  phone?: string | null;
}

/** PUT /api/profile/password body (SPEC §5.2: min 6, confirmation equal, old password). */
export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  old_password: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MinLength(6, { message: 'Inserisci almeno 6 caratteri' })
  @Matches(PASSWORD_RE, { message: PASSWORD_MSG })
  password: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @Match('password', { message: 'Le password non coincidono' })
  password_confirmation: string;
}
