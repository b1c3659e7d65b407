import path from 'node:path';
import { Injectable, type OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { Piscina } from 'piscina';

/** What the SVG thread answers (svg-worker.cjs). */
export interface SvgCleaning {
  /** The text starts as an SVG document (an XML prolog, comments, a doctype, then `<svg`). */
  isSvg: boolean;
  /** The cleaned document (XML text), or null when refused or when no single `<svg>` root is left. */
  svg: string | null;
  /** Elements and attributes with content the logo may not have (scripts, handlers, external references...). */
  removed: string[];
  /** The first limit exceeded (svg-worker.cjs SVG_LIMITS), 'entity' for a DTD entity, 'time' when cleaning ran out of time; else null. */
  limit: 'bytes' | 'depth' | 'elements' | 'attributes' | 'attributesPerElement' | 'entity' | 'time' | null;
}

/** Longest an SVG may take to clean, in milliseconds: then its thread is ended and the logo refused. */
export const SVG_CLEAN_TIMEOUT_MS = 10_000;
/** SVG logos waiting for the thread beyond the one being cleaned; one more is a 503. */
export const SVG_QUEUE = 8;

/**
 * Cleans SVG logos off the request thread (docs/security.md#uploads; issue 36): one piscina
 * worker thread (svg-worker.cjs), started at the first SVG and ended after a minute without one
 * (jsdom is about 50 MB of resident memory). The worker first counts elements, depth and
 * attributes with a streaming parser and refuses what exceeds its limits before any DOM is built;
 * what passes is cleaned by DOMPurify on jsdom. A file that still takes longer than
 * SVG_CLEAN_TIMEOUT_MS ends its thread (piscina terminates a worker whose task is aborted) and is
 * refused with limit 'time'. Other requests never wait for it: only other SVG uploads queue.
 */
@Injectable()
export class SvgSanitizer implements OnApplicationShutdown {
  private pool: Piscina | null = null;

  private get workers(): Piscina {
    this.pool ??= new Piscina({
      filename: path.join(__dirname, 'svg-worker.cjs'),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      maxQueue: SVG_QUEUE,
      // below the request thread's priority (Linux nice +10, through @napi-rs/nice): on a busy
      // machine the cleaning waits for the CPU, not the other tenants' requests
      niceIncrement: 10,
      // a document that passed the limits stays far below; a runaway one ends its thread, not the API
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    return this.pool;
  }

  /**
   * Cleans `text` (an upload decoded as UTF-8, BOM removed). Errors: 503 (Italian message) when
   * SVG_QUEUE logos already wait for the thread.
   */
  async clean(text: string): Promise<SvgCleaning> {
    const pool = this.workers;
    if (pool.queueSize >= SVG_QUEUE) {
      throw new ServiceUnavailableException('Troppe immagini SVG in controllo in questo momento: riprova tra qualche secondo');
    }
    try {
      return (await pool.run({ text }, { signal: AbortSignal.timeout(SVG_CLEAN_TIMEOUT_MS) })) as SvgCleaning;
    } catch (err) {
      if ((err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError') {
        return { isSvg: true, svg: null, removed: [], limit: 'time' };
      }
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
