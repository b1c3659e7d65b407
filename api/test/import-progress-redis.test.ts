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
  // the running instance's clock is stepped by the test: whether a publish is due depends on it only,
  // not on how long this machine takes between two lines (a loaded CI took over 500 ms once)
  let clock = 1_000_000;
  running.now = () => clock;
  /** What the answering instance shows once Redis has it (polled up to 2 s), or its last answer. */
  const seenWhen = async (ok: (p: Awaited<ReturnType<typeof answering.get>>) => boolean) => {
    let p = await answering.get(7);
    for (let i = 0; i < 100 && !ok(p); i++) {
      await new Promise((r) => setTimeout(r, 20));
      p = await answering.get(7);
    }
    return p;
  };
  try {
    running.set(7, { done: 0, total: 1000 }, true);
    expect(await seenWhen((p) => p !== null)).toEqual({ done: 0, total: 1000 });
    // an instance without Redis knows only its own imports
    expect(await alone.get(7)).toBeNull();
    // rows written one after the other within 499 ms: none goes to Redis, the instance running it knows each
    for (let done = 1; done <= 300; done++) {
      clock += done === 300 ? 499 - 299 : 1;
      running.set(7, { done, total: 1000 });
    }
    expect(await running.get(7)).toEqual({ done: 300, total: 1000 });
    await new Promise((r) => setTimeout(r, 100));
    expect((await answering.get(7))?.done).toBe(0);
    // 500 ms after the last publish, the next row is published
    clock += 1;
    running.set(7, { done: 301, total: 1000 });
    expect(await seenWhen((p) => p?.done === 301)).toEqual({ done: 301, total: 1000 });
    // and the one after it is not, until 500 ms more have passed
    clock += PROGRESS_PUBLISH_MS - 1;
    running.set(7, { done: 302, total: 1000 });
    await new Promise((r) => setTimeout(r, 100));
    expect((await answering.get(7))?.done).toBe(301);
    running.delete(7);
    expect(await seenWhen((p) => p === null)).toBeNull();
  } finally {
    for (const s of [running, answering, alone]) await s.onApplicationShutdown();
  }
});
