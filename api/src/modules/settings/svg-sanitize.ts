import path from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DocumentWorker } from '../../common/workers/document-worker';

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
 * Cleans SVG logos off the request thread (docs/security.md#uploads; issue 36) in a
 * DocumentWorker (svg-worker.cjs; common/workers/document-worker.ts). The worker first counts elements, depth and
 * attributes with a streaming parser and refuses what exceeds its limits before any DOM is built;
 * what passes is cleaned by DOMPurify on jsdom. A file that still takes longer than
 * SVG_CLEAN_TIMEOUT_MS ends its thread (piscina terminates a worker whose task is aborted) and is
 * refused with limit 'time'. Other requests never wait for it: only other SVG uploads queue.
 */
@Injectable()
export class SvgSanitizer implements OnApplicationShutdown {
  // jsdom is about 50 MB of resident memory; a document that passed the limits stays far below 256 MB
  private readonly worker = new DocumentWorker<{ text: string }, SvgCleaning>({
    filename: path.join(__dirname, 'svg-worker.cjs'),
    maxQueue: SVG_QUEUE,
    timeoutMs: SVG_CLEAN_TIMEOUT_MS,
    busy: 'workers.svg_busy',
    maxOldGenerationSizeMb: 256,
    // jsdom loads outside the time limit (it took more than 10 s at nice +10 on a busy machine)
    prepare: 'prepare',
  });

  /**
   * Cleans `text` (an upload decoded as UTF-8, BOM removed). Errors: 503 (Italian message) when
   * SVG_QUEUE logos already wait for the thread.
   */
  clean(text: string): Promise<SvgCleaning> {
    return this.worker.run({ text }, () => ({ isSvg: true, svg: null, removed: [], limit: 'time' }));
  }

  /** Ends the thread with the application (Nest shutdown hook). */
  onApplicationShutdown(): Promise<void> {
    return this.worker.close();
  }
}
