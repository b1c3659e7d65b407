import path from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DocumentWorker } from '../../../common/workers/document-worker';
import type { IncentivoRow } from './incentivi';
import type { ExportError } from './export-format';

/** What the reading thread answers (parse-worker.cjs), plus 'time' when it ran out of time. */
export type ExportParse = { rows: IncentivoRow[] } | { error: ExportError };

/** Longest an export may take to read, in milliseconds: then its thread is ended and the file refused. */
export const EXPORT_PARSE_TIMEOUT_MS = 15_000;
/** Exports waiting for the thread beyond the one being read; one more is a 503. */
export const EXPORT_QUEUE = 2;

/**
 * Reads incentivi.gov.it exports (JSON or CSV, up to 10 MB) off the request thread
 * (docs/security.md#uploads; issue 36) in a DocumentWorker (parse-worker.cjs). The worker refuses
 * files beyond its limits (EXPORT_LIMITS: rows, columns, field length, JSON nesting) before any row reaches the
 * database; the request thread only receives the rows.
 */
@Injectable()
export class ExportParser implements OnApplicationShutdown {
  private readonly worker = new DocumentWorker<{ text: string; fileName: string }, ExportParse>({
    filename: path.join(__dirname, 'parse-worker.cjs'),
    maxQueue: EXPORT_QUEUE,
    timeoutMs: EXPORT_PARSE_TIMEOUT_MS,
    busy: 'workers.export_busy',
    maxOldGenerationSizeMb: 512,
    prepare: 'prepare',
  });

  /**
   * Reads `text` (the upload decoded as UTF-8); `fileName` tells JSON from CSV (else the first
   * character does). Errors: 503 (Italian message) when EXPORT_QUEUE files already wait.
   */
  parse(text: string, fileName: string): Promise<ExportParse> {
    return this.worker.run({ text, fileName }, () => ({ error: 'time' }));
  }

  /** Ends the thread with the application (Nest shutdown hook). */
  onApplicationShutdown(): Promise<void> {
    return this.worker.close();
  }
}
