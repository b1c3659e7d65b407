import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const REQUIRED = 'Campo obbligatorio';

/** Body with a second-factor code: 6 digits from the app, or a recovery code (`xxxxx-xxxxx`). */
export class MfaCodeDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(20, { message: 'Inserisci al massimo 20 caratteri' })
  code: string;
}

/** PUT /api/settings/security body. */
export class SecuritySettingsDto {
  @ApiPropertyOptional({ description: 'Second factor mandatory for administrators and global experts' })
  @IsOptional()
  @IsBoolean({ message: 'Deve essere vero o falso' })
  mfa_required?: boolean;
}

/** Enrolment data, shown once. */
export class MfaSetupResponse {
  @ApiProperty({ description: 'Base32 TOTP secret, for manual entry' }) secret: string;
  @ApiProperty({ description: 'otpauth:// URI (RFC 6238 key URI)' }) otpauth_uri: string;
  @ApiProperty({ description: 'QR code of the URI, an SVG data URL' }) qr_code: string;
}

/** Ten one-time recovery codes, shown once. */
export class RecoveryCodesResponse {
  @ApiProperty({ type: [String] }) recovery_codes: string[];
}

/** The second-factor state of the logged-in user. */
export class MfaStatusResponse {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabled_at: string | null;
  @ApiProperty({ description: 'Unused recovery codes left' }) recovery_codes_left: number;
  @ApiProperty({ description: 'Mandatory for this user (role + platform setting)' }) required: boolean;
}

/** Platform security settings. */
export class SecuritySettingsResponse {
  @ApiProperty() mfa_required: boolean;
}
