import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import type { AuthedRequest } from '../../common/auth/request-context';
import { issueAnonymousCsrfToken, issueCsrfToken, XSRF_COOKIE } from '../../common/http/csrf.middleware';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { UserView } from '../users/users.presenter';
import { AuthService, FORGOT_PASSWORD_MESSAGE } from './auth.service';
import { TokenService } from './token.service';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, ResetPasswordDto, UpdateProfileDto } from './auth.dto';
import { LoginFailures, LoginFailuresGuard, LoginThrottlerGuard, LOGIN_ATTEMPTS_PER_MINUTE, throttleKey } from './login-throttler.guard';
import { DataSource } from 'typeorm';

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));

/** Session, login and profile endpoints (SPEC §7, DESIGN.md §4). */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly dataSource: DataSource,
    private readonly failures: LoginFailures,
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
      if (status === 401 || status === 422) await this.failures.fail(key);
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
  @ApiOperation({ summary: 'Imposta il cookie XSRF-TOKEN' })
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    if (req.session.csrfToken) {
      res.cookie(XSRF_COOKIE, req.session.csrfToken, { sameSite: 'lax', secure: req.secure, path: '/' });
    } else issueAnonymousCsrfToken(req, res, this.config.sessionSecret);
  }

  /**
   * Logs in with e-mail and password. Browser: rotates the session id, sets a new XSRF token,
   * answers the user object. With header `X-Auth-Mode: bearer` no cookie is set and the answer
   * carries `access_token`. Errors: 401 wrong credentials or inactive account; 422 invalid body;
   * 429 after LOGIN_ATTEMPTS_PER_MINUTE failed attempts in a minute for one IP and account
   * (failures only: a successful login clears the counter).
   */
  @Post('login')
  @Auth({ public: true })
  @UseGuards(LoginFailuresGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Accesso' })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView & { access_token?: string }> {
    const user = await this.countingFailures(req, () => this.auth.validateLogin(dto.email, dto.password));
    const view = await this.users.view(user);
    if (req.headers['x-auth-mode'] === 'bearer') {
      return { ...view, access_token: await this.tokens.issue(user.id) };
    }
    await regenerate(req);
    req.session.userId = user.id;
    issueCsrfToken(req, res);
    return view;
  }

  /** Ends the session (or revokes the bearer token). Answers 204. */
  @Post('logout')
  @Auth({ public: true })
  @HttpCode(204)
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      await this.tokens.revoke(header.slice(7).trim());
      return;
    }
    if (req.session) await destroy(req);
    res.clearCookie('bandi_session', { path: '/' });
  }

  /** The logged-in user (SPEC §3.1 with capabilities); 401 when not logged in. */
  @Get('profile')
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  profile(@CurrentUser() user: User): Promise<UserView> {
    return this.users.view(user);
  }

  /** Updates name, surname and phone of the logged-in user (SPEC §5.2). */
  @Put('profile')
  @Auth({ permission: 'session.any' })
  async updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserView> {
    await this.dataSource
      .getRepository(User)
      .update({ id: user.id }, { name: dto.name.trim(), surname: dto.surname.trim(), phone: dto.phone ?? null });
    return this.users.view(await this.dataSource.getRepository(User).findOneByOrFail({ id: user.id }));
  }

  /**
   * Changes the password (old password checked; 422 if wrong). Every other session and bearer
   * token of the user ends; the one making the request survives. Answers 204.
   */
  @Put('profile/password')
  @Auth({ permission: 'session.any', duringPasswordChange: true })
  @HttpCode(204)
  async changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto, @Req() req: AuthedRequest): Promise<void> {
    const header = req.headers.authorization;
    const keep =
      req.authMode === 'bearer' && header?.startsWith('Bearer ') ? { token: header.slice(7).trim() } : { sessionId: req.sessionID };
    await this.auth.changePassword(user.id, dto.old_password, dto.password, keep);
  }

  /** Sends a temporary password by e-mail; the same answer whether or not the address exists. */
  @Post('forgot-password')
  @Auth({ public: true })
  @UseGuards(LoginThrottlerGuard)
  @Throttle({ default: { limit: LOGIN_ATTEMPTS_PER_MINUTE, ttl: 60_000 } })
  @HttpCode(200)
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<{ message: string }> {
    await this.auth.forgotPassword(dto.email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /**
   * Sets a new password with the temporary one as token (422 if wrong or expired; failures are
   * throttled like logins). Answers 204.
   */
  @Post('reset-password')
  @Auth({ public: true })
  @UseGuards(LoginFailuresGuard)
  @HttpCode(204)
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() req: Request): Promise<void> {
    await this.countingFailures(req, () => this.auth.resetPassword(dto.email, dto.token, dto.password));
  }
}
