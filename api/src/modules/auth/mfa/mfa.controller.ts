import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../../common/auth/auth.decorator';
import { CurrentUser } from '../../../common/auth/current.decorators';
import { sessionOf, type AuthedRequest } from '../../../common/auth/request-context';
import { User } from '../../users/user.entity';
import { MfaService } from './mfa.service';
import { idPipe } from '../../../common/http/input-policy';
import {
  MfaCodeDto,
  MfaSetupResponse,
  MfaStatusResponse,
  RecoveryCodesResponse,
  SecuritySettingsDto,
  SecuritySettingsResponse,
} from './mfa.dto';

/** The session or token making the request, which survives when the user changes its own factors. */
const keepOf = (req: AuthedRequest) => {
  const header = req.headers.authorization;
  return req.authMode === 'bearer' && header?.startsWith('Bearer ')
    ? { token: header.slice(7).trim() }
    : { sessionId: sessionOf(req)?.sessionId };
};

/**
 * Second factor of the logged-in user (profile) and its administration
 * (docs/security.md#two-factor-authentication). The profile routes stay open while an enrolment
 * is required (and during a temporary-password change), so the user can comply.
 */
@ApiTags('auth')
@Controller()
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  /** `{enabled, enabled_at, recovery_codes_left, required}` of the logged-in user. */
  @Get('profile/mfa')
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  @ApiOkResponse({ type: MfaStatusResponse })
  async status(@CurrentUser() user: User): Promise<MfaStatusResponse> {
    const enabled = !!user.mfa_enabled_at;
    return {
      enabled,
      enabled_at: user.mfa_enabled_at ? new Date(user.mfa_enabled_at).toISOString() : null,
      recovery_codes_left: enabled ? await this.mfa.recoveryCodesLeft(user.id) : 0,
      required: await this.mfa.requiredFor(user),
    };
  }

  /** Starts enrolment: secret, otpauth URI and QR code (200); 409 when already on. */
  @Post('profile/mfa/setup')
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  @HttpCode(200)
  @ApiOkResponse({ type: MfaSetupResponse })
  setup(@CurrentUser() user: User): Promise<MfaSetupResponse> {
    return this.mfa.setup(user);
  }

  /** Confirms enrolment with a code: answers the ten recovery codes once; 422 wrong code. */
  @Post('profile/mfa/enable')
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesResponse })
  enable(@CurrentUser() user: User, @Body() dto: MfaCodeDto, @Req() req: AuthedRequest): Promise<RecoveryCodesResponse> {
    return this.mfa.enable(user, dto.code, keepOf(req));
  }

  /** Turns the second factor off with a current or recovery code (204); 422 wrong code or mandatory for the role. */
  @Post('profile/mfa/disable')
  @Auth({ permission: 'session.any' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  async disable(@CurrentUser() user: User, @Body() dto: MfaCodeDto): Promise<void> {
    await this.mfa.disable(user, dto.code);
  }

  /** New recovery codes (the old ones stop working); a current code required; 422 wrong code. */
  @Post('profile/mfa/recovery-codes')
  @Auth({ permission: 'session.any' })
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesResponse })
  regenerate(@CurrentUser() user: User, @Body() dto: MfaCodeDto): Promise<RecoveryCodesResponse> {
    return this.mfa.regenerateRecoveryCodes(user, dto.code);
  }

  /** Administrator: removes a user's second factor (lost device), ends its sessions, audit-logged (204; 404 unknown user). */
  @Post('users/:userId/mfa/reset')
  @Auth({ permission: 'platform.security.manage' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  async reset(@CurrentUser() actor: User, @Param('userId', idPipe) userId: number): Promise<void> {
    await this.mfa.adminReset(actor, userId);
  }

  /** Administrator: the platform security settings. */
  @Get('settings/security')
  @Auth({ permission: 'platform.security.manage' })
  @ApiOkResponse({ type: SecuritySettingsResponse })
  settings(): Promise<SecuritySettingsResponse> {
    return this.mfa.settings();
  }

  /** Administrator: turns "second factor mandatory for administrators and global experts" on or off (audit-logged). */
  @Put('settings/security')
  @Auth({ permission: 'platform.security.manage' })
  @ApiOkResponse({ type: SecuritySettingsResponse })
  async updateSettings(@CurrentUser() actor: User, @Body() dto: SecuritySettingsDto): Promise<SecuritySettingsResponse> {
    return dto.mfa_required === undefined ? this.mfa.settings() : this.mfa.updateSettings(actor, dto.mfa_required);
  }
}
