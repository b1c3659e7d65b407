import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { closeRedis, createRedisClient } from '../redis/redis-client';
import type { Pool, PoolClient } from 'pg';

/** How long a resolved credential (token or session, user, environment, membership) is reused, in ms. */
export const AUTH_CACHE_TTL_MS = 5_000;
/** Most entries kept; past it the cache is emptied (a flood of distinct tokens cannot grow memory). */
export const AUTH_CACHE_MAX_ENTRIES = 10_000;
/** Redis channel on which instances announce a change (REDIS_URL set), after REDIS_PREFIX. */
export const AUTH_CACHE_CHANNEL = 'auth-changed';

/**
 * Tables whose writes can change what the guard answers: the user (status, role, password, second
 * factor), its bearer tokens, its environments and memberships, the platform switch `mfa_required`.
 */
const WATCHED_TABLE = /\b(users|access_tokens|project_users|projects|platform_settings)\b/i;
const WRITE_VERB = /\b(insert|update|delete|truncate|merge|alter|drop)\b/i;
/**
 * Sessions deleted by SQL (password change, deactivation: TokenService.endOtherSessions; logout;
 * pruning). The session store's own saves and touches only change the row it caches itself.
 */
const SESSION_DELETE = /\b(delete\s+from|truncate(\s+table)?)\s+("?\w+"?\.)?"?sessions"?(\s|$)/i;
const TX_START = /^\s*(begin|start\s+transaction)\b/i;
const TX_END = /^\s*(commit|end|rollback(?!\s+to\b)|abort)\b/i;

/**
 * In-process cache of the request path's credential lookups (issue 12): the guard's bearer token
 * or session user with the environment and membership, and the session rows read by the session
 * store. Entries live AUTH_CACHE_TTL_MS (5 s) at most.
 *
 * Invalidation: `clear()` empties everything. It is called by `watchWrites` for every statement
 * sent through the pool that writes one of the watched tables (any code path: ORM or raw SQL),
 * once when the statement is sent and again when it ends or, inside a transaction, when the
 * transaction commits or rolls back, so a change is seen by the very next request on this
 * instance. A load that was running while a clear happened is not stored (generation check), so
 * the pre-change row read by a concurrent request cannot outlive the change. With REDIS_URL every
 * clear is published on REDIS_PREFIX + AUTH_CACHE_CHANNEL and the other instances clear too; without Redis (one
 * instance per database, as documented in README "Configuration") another instance would see a
 * change after at most the TTL.
 */
export class AuthCache {
  private readonly entries = new Map<string, { until: number; value: unknown }>();
  private generation = 0;
  private readonly instance = randomUUID();
  private pub?: Redis;
  private sub?: Redis;

  /**
   * @param ttlMs lifetime of an entry in ms (default AUTH_CACHE_TTL_MS)
   * @param redisUrl REDIS_URL: clears are exchanged with the other instances through Redis pub/sub
   * @param channel the pub/sub channel: REDIS_PREFIX + AUTH_CACHE_CHANNEL, so that only instances
   *   sharing the prefix (one deployment) clear each other
   */
  constructor(
    readonly ttlMs = AUTH_CACHE_TTL_MS,
    redisUrl?: string,
    private readonly channel = `bandi:throttle:${AUTH_CACHE_CHANNEL}`,
  ) {
    if (redisUrl) this.connect(redisUrl);
  }

  /** The generation counter: changes on every clear. Read it before a load, pass it to `set`. */
  get current(): number {
    return this.generation;
  }

  /** The live value of `key`, or undefined. */
  get<T>(key: string, now = Date.now()): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value as T;
  }

  /**
   * Stores `value` under `key` for `ttlMs` (at most the cache's TTL), unless the cache was cleared
   * since `generation` was read (the value may predate a change).
   */
  set(key: string, value: unknown, generation: number, ttlMs = this.ttlMs): void {
    if (generation !== this.generation || ttlMs <= 0) return;
    if (this.entries.size >= AUTH_CACHE_MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { until: Date.now() + Math.min(ttlMs, this.ttlMs), value });
  }

  /** Forgets one key (e.g. a session destroyed by this instance). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything, here and (with Redis) on every other instance. */
  clear(): void {
    this.clearLocal();
    this.pub?.publish(this.channel, this.instance).catch(() => undefined);
  }

  /**
   * Wraps every client of `pool` (at its first checkout) so that a statement writing a watched
   * table clears the cache when sent and after it ends (after COMMIT/ROLLBACK inside a transaction).
   */
  watchWrites(pool: Pool): void {
    const marked = new WeakSet<PoolClient>();
    const wrap = (client: PoolClient) => {
      if (marked.has(client)) return;
      marked.add(client);
      let inTx = false;
      let dirty = false;
      const original = client.query.bind(client) as (...a: unknown[]) => unknown;
      (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
        if (typeof text !== 'string') return original(...args);
        let after = false;
        if (TX_START.test(text)) inTx = true;
        else if (TX_END.test(text)) {
          inTx = false;
          after = dirty;
          dirty = false;
        } else if ((WRITE_VERB.test(text) && WATCHED_TABLE.test(text)) || SESSION_DELETE.test(text)) {
          this.clear();
          if (inTx) dirty = true;
          else after = true;
        }
        if (!after) return original(...args);
        const last = args[args.length - 1];
        if (typeof last === 'function') {
          args[args.length - 1] = (...r: unknown[]) => {
            this.clear();
            return (last as (...x: unknown[]) => unknown)(...r);
          };
          return original(...args);
        }
        const result = original(...args);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          return (result as Promise<unknown>).finally(() => this.clear());
        }
        return result;
      };
    };
    pool.on('connect', wrap);
    pool.on('acquire', wrap);
  }

  /** Closes the Redis connections; idempotent. */
  async close(): Promise<void> {
    const conns = [this.pub, this.sub].filter((c): c is Redis => !!c);
    this.pub = this.sub = undefined;
    await Promise.all(conns.map((c) => closeRedis(c)));
  }

  private clearLocal(): void {
    this.generation++;
    this.entries.clear();
  }

  private connect(url: string): void {
    const log = new Logger('AuthCache');
    const warn = (err: Error) => log.warn(`Redis non raggiungibile: ${err.message}`);
    this.pub = createRedisClient(url, { maxRetriesPerRequest: 2 });
    this.sub = createRedisClient(url, { maxRetriesPerRequest: null });
    this.pub.on('error', warn);
    this.sub.on('error', warn);
    this.sub.subscribe(this.channel).catch(warn);
    this.sub.on('message', (_channel: string, from: string) => {
      if (from !== this.instance) this.clearLocal();
    });
    // messages missed while disconnected: start afresh on every (re)connection
    this.sub.on('ready', () => this.clearLocal());
  }
}
