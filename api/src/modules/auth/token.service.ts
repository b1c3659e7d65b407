import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan, Not, type EntityManager } from 'typeorm';
import { AccessToken } from './auth.entities';
import { Session } from './session.entity';

/** Bearer token lifetime: 30 days. */
export const ACCESS_TOKEN_TTL_DAYS = 30;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Issues and checks bearer tokens (docs/api.md#conventions); only SHA-256 digests are stored. */
@Injectable()
export class TokenService {
  constructor(private readonly dataSource: DataSource) {}

  /** A new 256-bit token for the user, valid ACCESS_TOKEN_TTL_DAYS days. */
  async issue(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(AccessToken).insert({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + ACCESS_TOKEN_TTL_DAYS * 86400_000),
      last_used_at: null,
    });
    return token;
  }

  /** The stored digest (SHA-256, hex) of a token: what `access_tokens.token_hash` holds. */
  digest(token: string): string {
    return sha256(token);
  }

  /** The user id of a valid, unexpired token, or undefined. */
  async userIdFor(token: string): Promise<number | undefined> {
    if (!token) return undefined;
    const row = await this.dataSource.getRepository(AccessToken).findOneBy({ token_hash: sha256(token), expires_at: MoreThan(new Date()) });
    return row?.user_id;
  }

  /** Revokes one token (logout in bearer mode). */
  async revoke(token: string): Promise<void> {
    await this.dataSource.getRepository(AccessToken).delete({ token_hash: sha256(token) });
  }

  /** Revokes every token of a user (deactivation). */
  async revokeAll(userId: number): Promise<void> {
    await this.dataSource.getRepository(AccessToken).delete({ user_id: userId });
  }

  /**
   * Ends every cookie session (table `sessions`) and bearer token of a user except the ones named
   * in `keep`: the caller's own session id or token, when the user changed their own password.
   * Used on password change, reset, deactivation and role change (issue 11). Runs in `em` when given.
   */
  async endOtherSessions(userId: number, keep: { sessionId?: string; token?: string } = {}, em?: EntityManager): Promise<void> {
    const run = em ?? this.dataSource.manager;
    // the session's user is inside its JSON (`sess`, session-store.ts): a condition on it, not a column
    await run
      .getRepository(Session)
      .createQueryBuilder()
      .delete()
      .where(`(sess::jsonb ->> 'userId') = :userId AND sid <> :keep`, { userId: String(userId), keep: keep.sessionId ?? '' })
      .execute();
    await run.getRepository(AccessToken).delete({ user_id: userId, token_hash: Not(keep.token ? sha256(keep.token) : '') });
  }
}
