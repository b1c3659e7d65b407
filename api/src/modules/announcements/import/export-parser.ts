import path from 'node:path';
import { Injectable, type OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { IncentivoRow } from './incentivi';

/** What the reading thread answers (parse-worker.cjs), plus 'time' when it ran out of time. */
export type ExportParse = { rows: IncentivoRow[] } | { error: 'unreadable' | 'not-array' | 'rows' | 'columns' | 'time' };

/** Longest an export may take to read, in milliseconds: then its thread is ended and the file refused. */
export const EXPORT_PARSE_TIMEOUT_MS = 15_000;
/** Exports waiting for the thread beyond the one being read; one more is a 503. */
export const EXPORT_QUEUE = 2;

/**
 * Reads incentivi.gov.it exports (JSON or CSV, up to 10 MB) off the request thread
 * (docs/security.md#uploads; issue 36): one piscina worker thread (parse-worker.cjs), started at
 * the first import and ended after a minute without one, at nice +10. The worker refuses files
 * beyond its limits (EXPORT_LIMITS: rows, columns, field length) before any row reaches the
 * database; the request thread only receives the rows.
 */
@Injectable()
export class ExportParser implements OnApplicationShutdown {
  private pool: Piscina | null = null;

  private get workers(): Piscina {
    this.pool ??= new Piscina({
      filename: path.join(__dirname, 'parse-worker.cjs'),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      maxQueue: EXPORT_QUEUE,
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    return this.pool;
  }

  /**
   * Reads `text` (the upload decoded as UTF-8); `fileName` tells JSON from CSV (else the first
   * character does). Errors: 503 (Italian message) when EXPORT_QUEUE files already wait.
   */
  async parse(text: string, fileName: string): Promise<ExportParse> {
    const pool = this.workers;
    if (pool.queueSize >= EXPORT_QUEUE) {
      throw new ServiceUnavailableException('Troppi file di bandi in lettura in questo momento: riprova tra qualche secondo');
    }
    try {
      return (await pool.run({ text, fileName }, { signal: AbortSignal.timeout(EXPORT_PARSE_TIMEOUT_MS) })) as ExportParse;
    } catch (err) {
      if ((err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError') return { error: 'time' };
      throw err;
    }
  }

  /** Ends the thread with the application (Nest shutdown hook). */
  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
