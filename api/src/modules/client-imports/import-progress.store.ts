import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { closeRedis, createRedisClient, redisWithin } from '../../common/redis/redis-client';
import { APP_CONFIG } from '../../tokens';
import type { AppConfig } from '../../config';

/** The progress of a running client import: rows written so far of the rows planned. */
export interface ImportProgress {
  done: number;
  total: number;
}

/** How often a running import publishes its progress to Redis, at most (ms). */
export const PROGRESS_PUBLISH_MS = 500;
/** Longest a GET waits for Redis's answer (ms): a Redis down or reconnecting costs the progress, not the page. */
export const PROGRESS_READ_TIMEOUT_MS = 250;
/** How long a published progress lives in Redis without a new one (ms): a killed instance's entry expires. */
export const PROGRESS_TTL_MS = 10 * 60_000;

/**
 * The progress of the running client imports (issue 33, "commit as a persistent job with progress
 * shown in the UI"; docs/api.md#client-imports). The commit is one transaction, so its
 * progress cannot be read from the database before it ends: it is kept in the memory of the
 * instance whose job runs it and, with REDIS_URL set (several instances), published to Redis
 * (`<REDIS_PREFIX>import-progress:<id>`, at most every {@link PROGRESS_PUBLISH_MS} ms, expiring
 * after {@link PROGRESS_TTL_MS} ms), so that the instance answering the browser's GET shows it even
 * when another one runs the job. Without Redis (one instance) memory is enough. A Redis that does
 * not answer costs the progress only: the import itself never waits for it.
 */
@Injectable()
export class ImportProgressStore implements OnApplicationShutdown {
  private readonly logger = new Logger('ImportProgress');
  private readonly local = new Map<number, ImportProgress & { publishedAt: number }>();
  private readonly redis: Redis | null;
  /** The clock deciding when a publish is due (ms since the epoch); tests replace it to step time themselves. */
  now: () => number = Date.now;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl ? createRedisClient(config.redisUrl, { keyPrefix: config.redisPrefix, maxRetriesPerRequest: 1 }) : null;
    this.redis?.on('error', (err: Error) => this.logger.warn(`Redis non raggiungibile: ${err.message}`));
  }

  private key(importId: number): string {
    return `import-progress:${importId}`;
  }

  /** Records the progress of import `importId`; publishes it when due (`force`: now, e.g. the first and last row). */
  set(importId: number, progress: ImportProgress, force = false): void {
    const now = this.now();
    const entry = this.local.get(importId);
    const due = force || !entry || now - entry.publishedAt >= PROGRESS_PUBLISH_MS;
    this.local.set(importId, { ...progress, publishedAt: due ? now : (entry?.publishedAt ?? now) });
    if (due && this.redis) this.redis.set(this.key(importId), JSON.stringify(progress), 'PX', PROGRESS_TTL_MS).catch(() => undefined);
  }

  /** The progress of import `importId`: this instance's, else the one published by another instance, else null. */
  async get(importId: number): Promise<ImportProgress | null> {
    const entry = this.local.get(importId);
    if (entry) return { done: entry.done, total: entry.total };
    if (!this.redis) return null;
    try {
      const raw = await redisWithin(this.redis.get(this.key(importId)), PROGRESS_READ_TIMEOUT_MS);
      const parsed = raw ? (JSON.parse(raw) as ImportProgress) : null;
      return parsed && Number.isInteger(parsed.done) && Number.isInteger(parsed.total) ? { done: parsed.done, total: parsed.total } : null;
    } catch {
      return null;
    }
  }

  /** The import ended (done or failed): its progress is forgotten here and in Redis. */
  delete(importId: number): void {
    this.local.delete(importId);
    this.redis?.del(this.key(importId)).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}
