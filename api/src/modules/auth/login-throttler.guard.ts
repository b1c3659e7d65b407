import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { canonicalEmail } from '../../common/auth/email';

/** Failed logins allowed per minute for one (IP, account) pair before 429 (DESIGN.md §4). */
export const LOGIN_ATTEMPTS_PER_MINUTE = Number(process.env.LOGIN_THROTTLE_LIMIT || 10);
/** Window of the failure counter, in milliseconds. */
export const LOGIN_THROTTLE_WINDOW_MS = 60_000;

/**
 * The throttle key of a request: client address (Express `req.ip`, which follows TRUST_PROXY)
 * and the canonical e-mail of the body (common/auth/email.ts), the same form the account lookup
 * uses, so no spelling of an address gets a fresh counter.
 */
export function throttleKey(req: { ip?: string; body?: { email?: unknown } }): string {
  const email = typeof req.body?.email === 'string' ? canonicalEmail(req.body.email) : '';
  return `${req.ip ?? ''}|${email}`;
}

/**
 * Counts FAILED attempts per key in a fixed window (in process memory): a success resets the
 * counter, so a person signing in on several devices is never refused, while a guesser gets
 * LOGIN_ATTEMPTS_PER_MINUTE tries per minute for one account from one address.
 */
@Injectable()
export class LoginFailures {
  private readonly counters = new Map<string, { count: number; until: number }>();

  /** True when the key has used up its failures in the current window. */
  isBlocked(key: string, now = Date.now()): boolean {
    const c = this.counters.get(key);
    if (!c) return false;
    if (c.until <= now) {
      this.counters.delete(key);
      return false;
    }
    return c.count >= LOGIN_ATTEMPTS_PER_MINUTE;
  }

  /** Records one failure (the window starts at the first failure). */
  fail(key: string, now = Date.now()): void {
    const c = this.counters.get(key);
    if (!c || c.until <= now) this.counters.set(key, { count: 1, until: now + LOGIN_THROTTLE_WINDOW_MS });
    else c.count++;
    if (this.counters.size > 100_000) this.prune(now);
  }

  /** Clears the key after a success. */
  reset(key: string): void {
    this.counters.delete(key);
  }

  private prune(now: number): void {
    for (const [k, c] of this.counters) if (c.until <= now) this.counters.delete(k);
  }
}

/** Refuses (429) a login or password reset whose (IP, account) key has used up its failures. */
@Injectable()
export class LoginFailuresGuard implements CanActivate {
  constructor(private readonly failures: LoginFailures) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.failures.isBlocked(throttleKey(req))) throw new ThrottlerException();
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
  protected override async getTracker(req: { ip?: string; body?: { email?: unknown } }): Promise<string> {
    return throttleKey(req);
  }
}
