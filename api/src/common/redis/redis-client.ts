import type Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';

/**
 * A new ioredis client for `url` (REDIS_URL; README "Configuration"). ioredis is loaded on the
 * first call, not at start: without REDIS_URL (the default install) it is never needed, and
 * loading it costs about 20 MB of resident memory (issue 12, memory after start;
 * docs/architecture.md "Memory").
 * @param url redis:// or rediss:// address
 * @param options ioredis options (key prefix, retries, offline queue)
 */
export function createRedisClient(url: string, options: RedisOptions): Redis {
  const RedisClass = require('ioredis') as typeof import('ioredis').default;
  return new RedisClass(url, options);
}
