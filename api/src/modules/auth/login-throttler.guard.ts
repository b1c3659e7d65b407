import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest as Request } from 'fastify';
import { canonicalEmail } from '../../common/auth/email';
import { THROTTLE_STORE, type ThrottleStore } from '../../common/throttle/throttle-store';

/** Failed logins allowed per minute for one (IP, account) pair before 429 (docs/api.md#conventions). */
export const LOGIN_ATTEMPTS_PER_MINUTE = Number(process.env.LOGIN_THROTTLE_LIMIT || 10);
/** Window of the failure counter, in milliseconds. */
export const LOGIN_THROTTLE_WINDOW_MS = 60_000;

/**
 * The throttle key of a request: client address (Fastify's `req.ip`, which follows TRUST_PROXY)
 * and the canonical e-mail of the body (common/auth/email.ts), the same form the account lookup
 * uses, so no spelling of an address gets a fresh counter.
 */
export function throttleKey(req: { ip?: string; body?: unknown }): string {
  const given = (req.body as { email?: unknown } | undefined)?.email;
  const email = typeof given === 'string' ? canonicalEmail(given) : '';
  return `${req.ip ?? ''}|${email}`;
}

/**
 * Counts FAILED attempts per key in a fixed window, in the application's ThrottleStore (Redis
 * when REDIS_URL is set: shared by the instances and kept across restarts; memory otherwise):
 * a success resets the counter, so a person signing in on several devices is never refused,
 * while a guesser gets LOGIN_ATTEMPTS_PER_MINUTE tries per minute for one account from one
 * address. ASVS 5.0 6.3.1.
 */
@Injectable()
export class LoginFailures {
  constructor(@Inject(THROTTLE_STORE) private readonly store: ThrottleStore) {}

  /** True when the key has used up its failures in the current window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.store.count(`login:${key}`)) >= LOGIN_ATTEMPTS_PER_MINUTE;
  }

  /** Whole seconds until the key's window ends (at least 1): the 429's Retry-After. */
  async retryAfterSeconds(key: string): Promise<number> {
    return Math.max(1, Math.ceil((await this.store.msLeft(`login:${key}`)) / 1000));
  }

  /** Records one failure (the window of LOGIN_THROTTLE_WINDOW_MS starts at the first failure). */
  async fail(key: string): Promise<void> {
    await this.store.hit(`login:${key}`, LOGIN_THROTTLE_WINDOW_MS);
  }

  /** Clears the key after a success. */
  async reset(key: string): Promise<void> {
    await this.store.reset(`login:${key}`);
  }
}

/** Refuses (429, with Retry-After) a login or password reset whose (IP, account) key has used up its failures. */
@Injectable()
export class LoginFailuresGuard implements CanActivate {
  constructor(private readonly failures: LoginFailures) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const key = throttleKey(req);
    if (await this.failures.isBlocked(key)) {
      // RFC 9110 10.2.3: when the window of failures ends (docs/api.md#conventions)
      void context
        .switchToHttp()
        .getResponse<FastifyReply>()
        .header('Retry-After', String(await this.failures.retryAfterSeconds(key)));
      throw new ThrottlerException();
    }
    return true;
  }
}

/**
 * Throttles forgot-password per client IP and canonical e-mail, counting every request (each one
 * may send a mail), so one address under attack is slowed down without locking out the other
 * users behind the same office NAT.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: { ip?: string; body?: unknown }): Promise<string> {
    return throttleKey(req);
  }
}
