import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../tokens';
import type { AppConfig } from '../../config';
import type { JobView } from './jobs.response';
import { JobsRepository } from './jobs.repository';

import { JOBS_SCHEMA } from './jobs.repository';
export { JOBS_SCHEMA };

/** A queue and how its jobs are retried (docs/architecture.md, "Jobs"). */
export interface QueueDefinition {
  name: string;
  /** What the jobs of the queue do, in Italian: the "Coda" of the administrators' jobs screen (JobView.queue_label). */
  label: string;
  /** Attempts after the first one before the job is failed and copied to `<name>-failed`. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each attempt when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An active job not finished within this many seconds (a killed instance) is retried. */
  expireInSeconds: number;
}

/** The name of a queue's dead-letter queue is the queue's with this suffix (`mail-failed`). */
const DEAD_LETTER_SUFFIX = '-failed';

/** Work done for one job; a throw fails the attempt (retried per the queue definition). */
export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/** Options of `JobsService.send`. */
export interface SendJobOptions {
  /** Enqueue inside this transaction (the job exists only if it commits). */
  em?: EntityManager;
  /** At most one job with this key is queued or running in the queue (pg-boss singletonKey). */
  singletonKey?: string;
  startAfter?: Date;
}

/** A job as shown by the administrators' jobs page: the response DTO of jobs.response.ts. */
export type { JobView };

/**
 * The persistent job queue: pg-boss in the application's own PostgreSQL database (schema
 * `pgboss`), so jobs survive restarts and each runs on one instance only (SKIP LOCKED). pg-boss
 * is given the application's `pg` pool as its `db` (`executeSql`) instead of opening its own:
 * on the embedded database the pool has exactly one connection (docs/architecture.md), and a
 * second pool would interleave sessions. Consequence: never `send` through the pool while holding
 * a transaction, pass `{ em }` instead.
 */
@Injectable()
export class JobsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private boss: PgBoss | null = null;
  private readonly workers = new Map<string, string>();
  private readonly definitions = new Map<string, QueueDefinition>();
  private ddl: Promise<unknown> = Promise.resolve();
  /** The queues that existed when the first queue was declared (pg-boss getQueues), by name. */
  private existing: Promise<Map<string, PgBoss.QueueResult>> | undefined;
  /** pg-boss's queries and the job handlers still running: the pool closes only after them. */
  private readonly busy = new Set<Promise<unknown>>();

  private readonly repo: JobsRepository;

  constructor(
    dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.repo = new JobsRepository(dataSource);
  }

  /** Starts pg-boss on the application's pool (installs or migrates its schema under an advisory lock). */
  async onModuleInit(): Promise<void> {
    const boss = new PgBoss({
      db: this.repo.poolDb((p) => this.track(p)),
      schema: JOBS_SCHEMA,
      // maintenance (expiring jobs of killed instances, archiving) and the cron scheduler
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: 60,
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    boss.on('error', (err: Error) => this.logger.error(`Coda dei lavori: ${err.message}`));
    await boss.start();
    this.boss = boss;
  }

  /**
   * Stops fetching and waits (at most 20 s) for the running jobs before the pool closes, then for
   * the workers' last fetches: pg-boss's stop does not wait for a worker that is fetching without a
   * job, and a fetch left waiting for the pool's one connection (embedded database) kept the process
   * alive for the pool's 30 s connection timeout after the pool had ended.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    const deadline = Date.now() + 20_000;
    // jobs still running at the timeout are failed, hence retried by the next instance
    await boss.stop({ graceful: true, close: false, wait: true, timeout: 20_000 }).catch((err: Error) => this.logger.error(err.message));
    // a fetch that returns a job runs its handler before the worker stops: wait until nothing is running
    while (this.busy.size && Date.now() < deadline) {
      await Promise.race([
        Promise.allSettled([...this.busy]),
        new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())).unref()),
      ]);
      await new Promise((r) => setImmediate(r));
    }
  }

  /** Adds `work` to what shutdown waits for until it settles; returns it unchanged. */
  private track<T>(work: Promise<T>): Promise<T> {
    this.busy.add(work);
    work.then(
      () => this.busy.delete(work),
      () => this.busy.delete(work),
    );
    return work;
  }

  private get started(): PgBoss {
    if (!this.boss) throw new Error('Coda dei lavori non avviata');
    return this.boss;
  }

  /**
   * Creates (or updates) the queue and its dead-letter queue `<name>-failed`, and starts one
   * local worker that runs `handler` for each job, one at a time. Call from `onApplicationBootstrap`.
   */
  async register<T extends object>(def: QueueDefinition, handler: JobHandler<T>, pollingIntervalSeconds = 2): Promise<void> {
    const boss = this.started;
    await this.declare(def);
    const id = await boss.work<T>(def.name, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, (jobs) =>
      this.track(
        (async () => {
          for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
        })(),
      ),
    );
    this.workers.set(def.name, id);
  }

  /**
   * Creates (or updates) the queue and its dead-letter queue `<name>-failed` without a local
   * worker: this instance can `send` to it, and another instance (or a test calling the work
   * directly) runs its jobs.
   */
  async declare(def: QueueDefinition): Promise<void> {
    const boss = this.started;
    const dead = `${def.name}${DEAD_LETTER_SUFFIX}`;
    const options = {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelay,
      retryBackoff: def.retryBackoff,
      expireInSeconds: def.expireInSeconds,
    };
    // the queues as this start found them, read once: a queue and its dead-letter queue already as
    // defined cost no statement (at every start, and per test file, 19 queues x 3 statements before)
    this.existing ??= boss.getQueues().then((rows) => new Map(rows.map((q) => [q.name, q])));
    const found = await this.existing;
    const have = found.get(def.name);
    if (
      found.has(dead) &&
      have &&
      have.retryLimit === def.retryLimit &&
      have.retryDelay === def.retryDelay &&
      have.retryBackoff === def.retryBackoff &&
      have.expireInSeconds === def.expireInSeconds &&
      have.deadLetter === dead
    ) {
      this.definitions.set(def.name, def);
      return;
    }
    // queue creation is DDL (a partition per queue): one at a time here, retried on a deadlock with another instance
    const create = async () => {
      if (!(await boss.getQueue(dead))) await boss.createQueue(dead, { name: dead, retentionDays: 30 });
      if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, { name: def.name, ...options, deadLetter: dead });
      else await boss.createQueue(def.name, { name: def.name, ...options, deadLetter: dead });
    };
    const turn = this.ddl.then(() => retryOnDeadlock(create));
    this.ddl = turn.catch(() => undefined);
    await turn;
    this.existing = undefined; // read again at the next declaration
    this.definitions.set(def.name, def);
  }

  /**
   * Enqueues a job; returns its id, or null when `singletonKey` is already queued. The local
   * worker is woken at once (the job still waits for the transaction of `em`, if any, to commit).
   */
  async send(queue: string, data: object, opts: SendJobOptions = {}): Promise<string | null> {
    const boss = this.started;
    const def = this.definitions.get(queue);
    const em = opts.em;
    const id = await boss.send(queue, data, {
      ...(def
        ? { retryLimit: def.retryLimit, retryDelay: def.retryDelay, retryBackoff: def.retryBackoff, expireInSeconds: def.expireInSeconds }
        : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      ...(em
        ? {
            db: this.repo.transactionDb(em),
          }
        : {}),
    });
    this.wake(queue);
    // inside a transaction the job is visible only after the commit, which follows shortly
    if (em) for (const ms of [20, 200]) setTimeout(() => this.wake(queue), ms).unref();
    return id;
  }

  /** Stops this instance's worker of the queue (its jobs wait for another instance or a restart). */
  async pause(queue: string): Promise<void> {
    if (!this.workers.has(queue)) return;
    this.workers.delete(queue);
    await this.started.offWork(queue);
  }

  /** Wakes the local worker of the queue (it fetches now instead of at its next poll). */
  wake(queue: string): void {
    const worker = this.workers.get(queue);
    if (worker && this.boss) this.boss.notifyWorker(worker);
  }

  /** Schedules `queue` by cron (Europe/Rome), once per minute slot across instances (pg-boss). */
  async schedule(queue: string, cron: string, data: object = {}): Promise<void> {
    await this.started.schedule(queue, cron, data, { tz: 'Europe/Rome' });
  }

  /**
   * Resolves once no job of `queues` (all when empty) is queued, due for retry now or running:
   * used by tests and by the graceful stop to let started work finish. Rejects after `timeoutMs`.
   */
  async idle(queues: string[] = [], timeoutMs = 20_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      for (const q of queues.length ? queues : [...this.workers.keys()]) this.wake(q);
      if ((await this.repo.pendingCount(queues)) === 0) return;
      if (Date.now() > until) throw new Error(`Lavori ancora in coda dopo ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * The latest jobs (at most `limit`), newest first, optionally of one state group: `queued`
   * (created, retry, active) or `failed`. Completed jobs are shown until archived (1 hour).
   */
  async list(filter: 'queued' | 'failed' | 'all', limit = 100): Promise<JobView[]> {
    const states = filter === 'queued' ? ['created', 'retry', 'active'] : filter === 'failed' ? ['failed'] : null;
    const rows = await this.repo.latest(states, limit);
    return rows.map(({ data, output, ...r }) => ({
      ...r,
      queue_label: this.queueLabel(r.queue),
      summary: summarize(data),
      error: errorOf(output),
    }));
  }

  /**
   * The Italian name of `queue` (its definition's `label`); a dead-letter queue `<name>-failed` is
   * its queue's with "(non riusciti)"; pg-boss's own queue `__pgboss__send-it` (the cron's jobs to
   * enqueue) "Pianificazione dei lavori periodici"; a queue no module of this instance declared, its name.
   */
  queueLabel(queue: string): string {
    if (queue.startsWith('__pgboss__')) return 'Pianificazione dei lavori periodici';
    const dead = queue.endsWith(DEAD_LETTER_SUFFIX) ? this.definitions.get(queue.slice(0, -DEAD_LETTER_SUFFIX.length)) : undefined;
    if (dead) return `${dead.label} (non riusciti)`;
    return this.definitions.get(queue)?.label ?? queue;
  }

  /** Puts a failed job back in its queue (a new attempt now); 404-like false when not found or not failed. */
  async retry(queue: string, id: string): Promise<boolean> {
    if ((await this.repo.stateOf(queue, id)) !== 'failed') return false;
    await this.started.retry(queue, id);
    this.wake(queue);
    return true;
  }
}

/** Runs `fn`, again (at most 5 times) when PostgreSQL reports a deadlock (40P01) or a duplicate created concurrently (23505, 42P07). */
async function retryOnDeadlock(fn: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code ?? '')) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

/** A job's `data.summary` (set by the sender; never the message text, which may hold a password). */
function summarize(data: Record<string, unknown> | null): string {
  const s = data?.summary;
  return typeof s === 'string' ? s : '';
}

function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  return typeof o.value === 'string' ? o.value : null;
}
