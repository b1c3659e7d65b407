import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** Login attempts allowed per minute for one (IP, e-mail) pair before 429 (DESIGN.md §4). */
export const LOGIN_ATTEMPTS_PER_MINUTE = Number(process.env.LOGIN_THROTTLE_LIMIT || 10);

/**
 * Throttles login per client IP and e-mail, so one address under attack is slowed down without
 * locking out the other users behind the same office NAT.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: { ip?: string; body?: { email?: unknown } }): Promise<string> {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    return `${req.ip}|${email}`;
  }
}
