import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bandi/domain';
import { Match } from '../../common/http/match.validator';
import { IsNewPassword } from '../../common/http/password.validator';

const REQUIRED = MESSAGES.required;
const EMAIL = MESSAGES.email;
/** A password typed to log in or to prove the current one: at most PASSWORD_MAX_LENGTH, as every new password (ASVS 5.0 6.2.9). */
const TYPED_MAX = { message: MESSAGES.maxLength(PASSWORD_MAX_LENGTH) };
/** OpenAPI description of a new password (the rule of @bandi/domain, checked by IsNewPassword). */
const NEW_PASSWORD_DOC = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} caratteri, almeno un numero e un carattere speciale, non una password comune`,
};

/** POST /api/login body. `code`: the second-factor code (6 digits from the app, or a recovery code) when the account has one. */
export class LoginDto {
  @ApiProperty({ example: 'admin@demo.local' })
  @IsEmail({}, { message: EMAIL })
  @IsNotEmpty({ message: REQUIRED })
  email: string;

  @ApiProperty({ maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(PASSWORD_MAX_LENGTH, TYPED_MAX)
  password: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  code?: string;
}

/** POST /api/forgot-password body (docs/rules.md#form-rules). */
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

  @ApiProperty({ description: 'Temporary password received by e-mail', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(PASSWORD_MAX_LENGTH, TYPED_MAX)
  token: string;

  @ApiProperty(NEW_PASSWORD_DOC)
  @IsNewPassword()
  password: string;

  @ApiProperty()
  @IsString()
  @Match('password', { message: MESSAGES.passwordConfirmation })
  password_confirmation: string;
}

/** PUT /api/profile body (docs/rules.md#form-rules: name and surname required). */
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

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Inserisci al massimo 40 caratteri' })
  phone?: string | null;
}

/** PUT /api/profile/password body (docs/rules.md#form-rules: old password, the new one per IsNewPassword, confirmation equal). */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(PASSWORD_MAX_LENGTH, TYPED_MAX)
  old_password: string;

  @ApiProperty(NEW_PASSWORD_DOC)
  @IsNotEmpty({ message: REQUIRED })
  @IsNewPassword()
  password: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @Match('password', { message: MESSAGES.passwordConfirmation })
  password_confirmation: string;
}
