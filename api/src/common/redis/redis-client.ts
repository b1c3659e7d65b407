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

/** Lateness of a timer, in ms, beyond which the process itself is taken to have been paused. */
export const PROCESS_PAUSE_MS = 100;
/** Most windows a command is given while the process keeps being paused. */
const MAX_WINDOWS = 4;

/** A Redis command that did not answer within its time (redisWithin). */
export class RedisTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`Redis non ha risposto entro ${ms} ms`);
  }
}

/**
 * Settles like `work`, or rejects with RedisTimeoutError when it has not settled within `ms` ms
 * of the process's own running time. ioredis's `commandTimeout` is a plain timer, and Node runs
 * timers before it reads sockets: after a pause of the process (garbage collection, a machine
 * starved of CPU) longer than the timeout, it failed a command whose reply had arrived during the
 * pause (CI of 2026-11-30: 503s on public pages and probes that answered in 3-35 ms when sent
 * again). Here the timer's verdict waits for the I/O of that loop turn (setImmediate, after the
 * socket is read), and a timer that fired more than PROCESS_PAUSE_MS late gives a fresh window
 * (MAX_WINDOWS at most, so a Redis that truly hangs still fails in about `ms`).
 * @param work the command's promise
 * @param ms the time Redis is given, in ms
 */
export function redisWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let windows = 0;
    let timer: NodeJS.Timeout | undefined;
    const arm = (): void => {
      windows++;
      const due = performance.now() + ms;
      timer = setTimeout(() => {
        const late = performance.now() - due;
        setImmediate(() => {
          if (settled) return;
          if (late > PROCESS_PAUSE_MS && windows < MAX_WINDOWS) return arm();
          settled = true;
          reject(new RedisTimeoutError(ms));
        });
      }, ms);
    };
    arm();
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
