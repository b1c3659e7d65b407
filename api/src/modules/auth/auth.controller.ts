import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageView } from '../../common/http/api-responses';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { sessionOf, type AuthedRequest } from '../../common/auth/request-context';
import { issueAnonymousCsrfToken, issueCsrfToken, setXsrfCookie } from '../../common/http/csrf.middleware';
import { cookieNames } from '../../common/http/cookie-names';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService, FORGOT_PASSWORD_MESSAGE } from './auth.service';
import { TokenService } from './token.service';
import { MfaService } from './mfa/mfa.service';
import { MFA_CODE_REQUIRED } from './mfa/mfa.policy';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, ResetPasswordDto, UpdateProfileDto } from './auth.dto';
import { LoginFailures, LoginFailuresGuard, LoginThrottlerGuard, LOGIN_ATTEMPTS_PER_MINUTE, throttleKey } from './login-throttler.guard';
import { LoginView, SessionView, UserView } from '../users/user.response';

/** The request's cookie session; a login in cookie mode always has one (session-plugin.ts#takesSession). */
const requiredSession = (req: Request) => {
  const session = sessionOf(req);
  if (!session) throw new Error('Sessione non inizializzata');
  return session;
};

/** Session, login and profile endpoints (docs/api.md#conventions, docs/api.md#conventions). */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly failures: LoginFailures,
    private readonly mfa: MfaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs a credential check, counting a 401/422 as a failure of the request's throttle key and clearing the key on success. */
  private async countingFailures<T>(req: Request, check: () => Promise<T>): Promise<T> {
    const key = throttleKey(req);
    try {
      const result = await check();
      await this.failures.reset(key);
      return result;
    } catch (err) {
      const status = (err as { getStatus?: () => number }).getStatus?.();
      // a right password without the second-factor code yet is a step of the login, not a failure
      const step = (err as { getResponse?: () => unknown }).getResponse?.() as { code?: string } | undefined;
      if ((status === 401 || status === 422) && step?.code !== MFA_CODE_REQUIRED) await this.failures.fail(key);
      throw err;
    }
  }

  /**
   * Sets the XSRF-TOKEN cookie. Before login a signed token bound to no stored session (no
   * session row is written); with a session, that session's token. Answers 204.
   */
  @Get('csrf-cookie')
  @Auth({ public: true })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cookie impostato' })
  @ApiOperation({ summary: 'Imposta il cookie XSRF-TOKEN' })
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    const token = sessionOf(req)?.csrfToken;
    if (token) setXsrfCookie(req, res, token);
    else issueAnonymousCsrfToken(req, res, this.config.sessionSecret);
  }

  /**
   * Logs in with e-mail and password. Browser: rotates the session id, sets a new XSRF token,
   * answers the user object. With header `X-Auth-Mode: bearer` no cookie is set and the answer
   * carries `access_token`. With a second factor on, `code` (TOTP or recovery code) is required:
   * 401 `{code: 'mfa_required'}` without it (not counted as a failure), 401 `{code: 'mfa_invalid'}`
   * when wrong (counted). Errors: 401 wrong credentials or inactive account; 422 invalid body;
   * 429 after LOGIN_ATTEMPTS_PER_MINUTE failed attempts in a minute for one IP and account
   * (failures only: a successful login clears the counter).
   */
  @Post('login')
  @ApiOkResponse({ type: LoginView })
  @Auth({ public: true })
  @UseGuards(LoginFailuresGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Accesso' })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView & { access_token?: string }> {
    const user = await this.countingFailures(req, async () => {
      const valid = await this.auth.validateLogin(dto.email, dto.password);
      await this.mfa.checkLogin(valid, dto.code);
      return valid;
    });
    const view = await this.users.view(user);
    if (req.headers['x-auth-mode'] === 'bearer') {
      return { ...view, access_token: await this.tokens.issue(user.id) };
    }
    // a new session id (the old session, if any, is deleted); `req.session` is the new session afterwards
    await requiredSession(req).regenerate();
    requiredSession(req).userId = user.id;
    issueCsrfToken(req, res);
    return view;
  }

  /** Ends the session (or revokes the bearer token). Answers 204. */
  @Post('logout')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Auth({ public: true })
  @HttpCode(204)
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      await this.tokens.revoke(header.slice(7).trim());
      return;
    }
    await sessionOf(req)?.destroy();
    res.clearCookie(cookieNames(req).session, { path: '/', secure: req.protocol === 'https', httpOnly: true, sameSite: 'lax' });
  }

  /**
   * The session check of a page load (docs/api.md#conventions): `{user}` with the session view of
   * the logged-in user (as GET /profile), or `{user: null}` with 200 when nobody is logged in, so
   * that a browser opening the login page logs no failed request (issue 39, defect 13). A session
   * cookie or bearer token that is no longer valid answers 401 as on every route.
   */
  @Get('session')
  @ApiOkResponse({ type: SessionView })
  @Auth({ public: true })
  async session(@Req() req: AuthedRequest): Promise<SessionView> {
    return { user: req.user ? await this.users.view(req.user) : null };
  }

  /** The logged-in user (docs/domain.md#users-and-the-session-view with capabilities); 401 when not logged in. */
  @Get('profile')
  @ApiOkResponse({ type: UserView })
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  profile(@CurrentUser() user: User): Promise<UserView> {
    return this.users.view(user);
  }

  /** Updates name, surname and phone of the logged-in user (docs/rules.md#form-rules). */
  @Put('profile')
  @ApiOkResponse({ type: UserView })
  @Auth({ permission: 'session.any' })
  async updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserView> {
    return this.users.view(await this.users.updateOwnProfile(user.id, dto));
  }

  /**
   * Changes the password (old password checked; 422 if wrong). Every other session and bearer
   * token of the user ends; the one making the request survives. Answers 204.
   */
  @Put('profile/password')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  @HttpCode(204)
  async changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto, @Req() req: AuthedRequest): Promise<void> {
    const header = req.headers.authorization;
    const keep =
      req.authMode === 'bearer' && header?.startsWith('Bearer ')
        ? { token: header.slice(7).trim() }
        : { sessionId: sessionOf(req)?.sessionId };
    await this.auth.changePassword(user.id, dto.old_password, dto.password, keep);
  }

  /** Queues the sending of a temporary password (password-reset job) and answers at once: the same answer, in the same time, whether or not the address exists. */
  @Post('forgot-password')
  @Auth({ public: true })
  @UseGuards(LoginThrottlerGuard)
  @Throttle({ default: { limit: LOGIN_ATTEMPTS_PER_MINUTE, ttl: 60_000 } })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageView> {
    await this.auth.requestPasswordReset(dto.email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /**
   * Sets a new password with the temporary one as token (422 if wrong or expired; failures are
   * throttled like logins). Answers 204.
   */
  @Post('reset-password')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Auth({ public: true })
  @UseGuards(LoginFailuresGuard)
  @HttpCode(204)
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() req: Request): Promise<void> {
    await this.countingFailures(req, () => this.auth.resetPassword(dto.email, dto.token, dto.password));
  }
}
