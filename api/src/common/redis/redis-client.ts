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

/** Longest a QUIT may wait for Redis's answer, in ms, before the connection is simply dropped. */
const QUIT_TIMEOUT_MS = 500;

/**
 * Closes `client` without ever waiting for an absent Redis: QUIT (pending replies flushed) when
 * connected, bounded by QUIT_TIMEOUT_MS; a disconnect when it is not connected (a QUIT queued
 * for a Redis that is down would wait for it forever and hold the API's shutdown; issue 36).
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().then(undefined, () => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if ((client.status as string) !== 'end') client.disconnect();
}
