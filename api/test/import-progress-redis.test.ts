import Redis from 'ioredis';
import { loadConfig } from '../src/config';
import { ImportProgressStore, PROGRESS_PUBLISH_MS } from '../src/modules/client-imports/import-progress.store';
import { redisUnreachable } from './redis-reachable';

/**
 * Issue 33, "commit as a persistent job with progress shown in the UI", with several instances:
 * the progress of a client import is kept by the instance whose job runs it and published to Redis
 * (REDIS_URL), so another instance answering the browser's GET shows it
 * (docs/api.md#client-imports). Two stores on one Redis stand for two API instances; a
 * store without Redis shows why it is needed. Redis: REDIS_URL or 127.0.0.1:6379 (CI has it);
 * skipped, saying why, only when it cannot be reached.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `bandi-test:progress-${process.pid}-${Date.now()}:`;

const why = redisUnreachable(REDIS_URL);
if (why) console.warn(`import-progress-redis: Redis su ${REDIS_URL} non raggiungibile (${why}): test saltato`);
const itRedis = why ? it.skip : it;

const store = (redis: boolean) =>
  new ImportProgressStore(loadConfig({ NODE_ENV: 'test', ...(redis ? { REDIS_URL, REDIS_PREFIX: PREFIX } : {}) }));

afterAll(async () => {
  if (why) return;
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${PREFIX}*`);
  if (keys.length) await r.del(...keys);
  await r.quit();
});

itRedis("an import's progress is seen by another instance through Redis, updated at most every 500 ms, gone when it ends", async () => {
  const [running, answering, alone] = [store(true), store(true), store(false)];
  try {
    running.set(7, { done: 0, total: 1000 }, true);
    const seen = async () => {
      for (let i = 0; i < 50; i++) {
        const p = await answering.get(7);
        if (p) return p;
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    };
    expect(await seen()).toEqual({ done: 0, total: 1000 });
    // an instance without Redis knows only its own imports
    expect(await alone.get(7)).toBeNull();
    // rows written one after the other: not every row goes to Redis, the instance running it knows each
    for (let done = 1; done <= 300; done++) running.set(7, { done, total: 1000 });
    expect(await running.get(7)).toEqual({ done: 300, total: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    expect((await answering.get(7))?.done).toBe(0);
    await new Promise((r) => setTimeout(r, PROGRESS_PUBLISH_MS));
    running.set(7, { done: 301, total: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(await answering.get(7)).toEqual({ done: 301, total: 1000 });
    running.delete(7);
    await new Promise((r) => setTimeout(r, 50));
    expect(await answering.get(7)).toBeNull();
  } finally {
    for (const s of [running, answering, alone]) await s.onApplicationShutdown();
  }
});
