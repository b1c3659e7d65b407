import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { DependencyUnavailableError } from '../http/dependency';
import { closeRedis, createRedisClient, redisWithin } from '../redis/redis-client';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Injection token of the one ThrottleStore of the application. */
export const THROTTLE_STORE = Symbol('THROTTLE_STORE');

/**
 * Where the throttles count (login failures, forgot-password, public pages): fixed windows that
 * start at a key's first hit. In Redis when REDIS_URL is set (shared by every API instance and
 * kept across restarts), in process memory otherwise. ASVS 5.0 6.3.1 / 2.4.1 (anti-automation).
 */
export interface ThrottleStore {
  /**
   * Adds one hit to `key`; a new window of `windowMs` milliseconds starts when the key has none.
   * @returns the hits in the current window (this one included) and the milliseconds it has left
   */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** Hits of `key` in its current window; 0 when it has none (or it ended). */
  count(key: string): Promise<number>;
  /** Milliseconds left in `key`'s current window; 0 when it has none. */
  msLeft(key: string): Promise<number>;
  /** Whether the store answers: true, false (Redis away), or null when it needs nothing (memory). */
  reachable(): Promise<boolean | null>;
  /** Forgets `key` (a success clears its failures). */
  reset(key: string): Promise<void>;
  /** Releases the connection (Redis); idempotent. */
  close(): Promise<void>;
}

/** ThrottleStore in process memory: one process only, emptied by a restart. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counters = new Map<string, { count: number; until: number }>();

  /** See ThrottleStore.hit; `now` (ms since the epoch) is for tests. */
  async hit(key: string, windowMs: number, now = Date.now()): Promise<{ count: number; msLeft: number }> {
    let c = this.counters.get(key);
    if (!c || c.until <= now) this.counters.set(key, (c = { count: 0, until: now + windowMs }));
    c.count++;
    if (this.counters.size > 100_000) this.prune(now);
    return { count: c.count, msLeft: c.until - now };
  }

  /** See ThrottleStore.count; `now` (ms since the epoch) is for tests. */
  async count(key: string, now = Date.now()): Promise<number> {
    const c = this.counters.get(key);
    if (!c) return 0;
    if (c.until <= now) {
      this.counters.delete(key);
      return 0;
    }
    return c.count;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  /** See ThrottleStore.msLeft; `now` (ms since the epoch) is for tests. */
  async msLeft(key: string, now = Date.now()): Promise<number> {
    const c = this.counters.get(key);
    return c && c.until > now ? c.until - now : 0;
  }

  async reachable(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {}

  private prune(now: number): void {
    for (const [k, c] of this.counters) if (c.until <= now) this.counters.delete(k);
  }
}

/** INCR + PEXPIRE on the first hit, atomically; answers [count, ms left]. */
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/** Longest a Redis command may take, in ms, before the request is answered 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest a connection attempt to Redis may take, in ms. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** Longest pause between two reconnection attempts, in ms: Redis back is used within about a second. */
export const REDIS_RECONNECT_MAX_MS = 1000;

/**
 * ThrottleStore in Redis (ioredis): one counter key per throttle key, `prefix` + key, expiring
 * with its window, so every instance on the same Redis shares the counts and a restart keeps
 * them. Fails closed: a Redis that does not answer fails the request rather than letting it
 * through unthrottled, at once and clearly (issue 36): no offline queue (a command while
 * disconnected fails immediately), REDIS_COMMAND_TIMEOUT_MS per command (redisWithin), and the error becomes
 * DependencyUnavailableError('redis'), answered 503 with Retry-After. ioredis reconnects by
 * itself, every REDIS_RECONNECT_MAX_MS at most.
 */
export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;
  private closed?: Promise<void>;

  /**
   * @param url redis://[user:password@]host:port[/db]
   * @param prefix prepended to every key (default "bandi:throttle:"): instances share counts only with the same prefix
   */
  constructor(url: string, prefix = 'bandi:throttle:') {
    this.redis = createRedisClient(url, {
      keyPrefix: prefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      retryStrategy: (times) => Math.min(times * 200, REDIS_RECONNECT_MAX_MS),
    });
    this.redis.on('error', (err: Error) => new Logger('Throttle').warn(`Redis non raggiungibile: ${err.message}`));
  }

  /**
   * Runs one Redis command within REDIS_COMMAND_TIMEOUT_MS (redisWithin: a pause of this process
   * is not counted against Redis); any failure is DependencyUnavailableError('redis').
   */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await redisWithin(command(), REDIS_COMMAND_TIMEOUT_MS);
    } catch (err) {
      throw new DependencyUnavailableError('redis', err);
    }
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
    const [count, msLeft] = (await this.run(() => this.redis.eval(HIT_SCRIPT, 1, key, String(windowMs)))) as [number, number];
    return { count: Number(count), msLeft: Number(msLeft) };
  }

  async count(key: string): Promise<number> {
    return Number((await this.run(() => this.redis.get(key))) ?? 0);
  }

  async msLeft(key: string): Promise<number> {
    return Math.max(0, Number(await this.run(() => this.redis.pttl(key))));
  }

  async reset(key: string): Promise<void> {
    await this.run(() => this.redis.del(key));
  }

  /** PING within REDIS_COMMAND_TIMEOUT_MS. */
  async reachable(): Promise<boolean> {
    try {
      return (await redisWithin(this.redis.ping(), REDIS_COMMAND_TIMEOUT_MS)) === 'PONG';
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    this.closed ??= closeRedis(this.redis);
    return this.closed;
  }
}

/**
 * The store of the configuration: Redis when `redisUrl` is set, else memory.
 * @param config `redisUrl` (REDIS_URL) and `redisPrefix` (REDIS_PREFIX)
 */
export function createThrottleStore(config: { redisUrl?: string; redisPrefix?: string }): ThrottleStore {
  return config.redisUrl ? new RedisThrottleStore(config.redisUrl, config.redisPrefix) : new MemoryThrottleStore();
}

/**
 * @nestjs/throttler's storage on a ThrottleStore (keys under "nest:"), so the decorator-based
 * throttles (forgot-password, public pages) count where the login failures do. A key is blocked
 * for the rest of its window once it goes over `limit` (the throttler's default blockDuration = ttl).
 */
export class ThrottlerStoreAdapter implements ThrottlerStorage {
  constructor(private readonly store: ThrottleStore) {}

  /** @param ttl window in ms; @returns times in seconds, as @nestjs/throttler expects */
  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const { count, msLeft } = await this.store.hit(`nest:${throttlerName}:${key}`, ttl);
    const seconds = Math.max(0, Math.ceil(msLeft / 1000));
    const isBlocked = count > limit;
    return { totalHits: count, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }
}
