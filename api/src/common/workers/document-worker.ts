import { Piscina } from 'piscina';
import { apiError } from '../http/api-error';
import type { ApiErrorCode } from '@bandi/domain';

/** How a DocumentWorker runs its thread. */
export interface DocumentWorkerOptions {
  /** The worker file (plain CommonJS, copied to dist by the build). */
  filename: string;
  /** Tasks waiting beyond the one running; one more is a 503 with the `busy` code. */
  maxQueue: number;
  /** Longest a task may take, in milliseconds: then its thread is ended and `onTimeout` answers. */
  timeoutMs: number;
  /** The error code of the 503 when the queue is full (domain/src/api-errors.ts). */
  busy: ApiErrorCode;
  /** Heap limit of the thread, in MB: a runaway document ends the thread, not the API. */
  maxOldGenerationSizeMb: number;
  /**
   * Named export of the worker file that loads its libraries, run before each task without the
   * task's time limit (bounded by PREPARE_TIMEOUT_MS): a new thread's start then does not count
   * against `timeoutMs`. A no-op once loaded.
   */
  prepare?: string;
}

/**
 * Longest a thread's start (`prepare`) may take, in milliseconds: loading jsdom on a busy machine at
 * nice +10 took more than 10 s in CI.
 */
export const PREPARE_TIMEOUT_MS = 180_000;

/**
 * One worker thread for one kind of uploaded document (docs/security.md#uploads; issue 36: no
 * parser runs unbounded on the request thread): a piscina pool of one thread, started at the first
 * task and ended after a minute without one, at Linux nice +10 (through @napi-rs/nice: on a busy
 * machine the document waits for the CPU, not the other tenants' requests). Used by the SVG logo
 * cleaner (settings/svg-sanitize.ts) and the incentivi.gov.it export reader
 * (announcements/import/export-parser.ts).
 */
export class DocumentWorker<Task, Answer> {
  private pool: Piscina | null = null;
  /** The last task handed to the thread (settled); the next one starts after it. */
  private turn: Promise<unknown> = Promise.resolve();
  /** Tasks accepted and not yet answered: the one running and those waiting for their turn. */
  private pending = 0;

  constructor(private readonly options: DocumentWorkerOptions) {}

  /**
   * Runs `task` in the thread. Resolves to its answer, or to `onTimeout()` when it ran out of time
   * (the thread is ended). The time limit counts from the task's turn: the tasks ahead wait here,
   * one at a time, and with `prepare` the thread's start comes first, outside it (a first SVG on a
   * busy machine was refused for the time jsdom took to load; an export queued behind another had
   * the other's reading counted against its own). Errors: 503 (ServiceUnavailableException,
   * Italian message) when `maxQueue` tasks already wait beyond the one running.
   */
  async run(task: Task, onTimeout: () => Answer): Promise<Answer> {
    if (this.pending > this.options.maxQueue) throw apiError(this.options.busy);
    this.pending++;
    const answer = this.turn.then(() => this.runNow(task, onTimeout));
    this.turn = answer.catch(() => undefined);
    try {
      return await answer;
    } finally {
      this.pending--;
    }
  }

  /** Runs one task on the thread, which has nothing else to do (run() hands them out one at a time). */
  private async runNow(task: Task, onTimeout: () => Answer): Promise<Answer> {
    const pool = (this.pool ??= new Piscina({
      filename: this.options.filename,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb },
    }));
    try {
      if (this.options.prepare) await pool.run(null, { name: this.options.prepare, signal: AbortSignal.timeout(PREPARE_TIMEOUT_MS) });
      return (await pool.run(task, { signal: AbortSignal.timeout(this.options.timeoutMs) })) as Answer;
    } catch (err) {
      if ((err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError') return onTimeout();
      throw err;
    }
  }

  /** Ends the thread (with the application). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
