import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../modules/newsletters/one-click';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Largest JSON body, bytes (a form with long texts; files go as multipart with their own limits). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;
/** Deepest accepted JSON nesting (objects and arrays); the forms need fewer than 6 levels. */
export const MAX_JSON_DEPTH = 32;

/** Italian answers of the body policy. */
export const BODY_MESSAGES = {
  tooLarge: 'Richiesta troppo grande',
  tooDeep: `Struttura JSON troppo annidata (al massimo ${MAX_JSON_DEPTH} livelli)`,
  malformed: 'Il corpo della richiesta non è un JSON valido',
  mediaType: 'Tipo di contenuto non supportato: inviare application/json (o multipart/form-data per i file)',
  encoding: 'Codifica del contenuto non supportata',
} as const;

/**
 * Nesting depth of a JSON text (objects and arrays), read on the raw bytes without recursion;
 * brackets inside strings are ignored. Stops counting once `limit` is passed.
 */
export function jsonDepth(raw: Buffer | string, limit = Infinity): number {
  const buf = typeof raw === 'string' ? Buffer.from(raw) : raw;
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

class TooDeepError extends Error {
  readonly type = 'json.too.deep';
}

const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * The body policy of every route, in place of Nest's body parsers (one middleware):
 * - no body: passed on;
 * - JSON (`application/json`, `*+json`): parsed up to JSON_BODY_LIMIT (else 413 "Richiesta troppo
 *   grande") and MAX_JSON_DEPTH levels (else 422), malformed JSON 422 — all `{message}` in Italian;
 * - `multipart/form-data`: passed on to the upload routes' multer (with their own size limits);
 * - a form on the newsletter's one-click unsubscribe (RFC 8058): drained, not parsed;
 * - any other content type: 415 with an Italian message.
 */
export function createBodyPolicy(): RequestHandler {
  const json = express.json({
    limit: JSON_BODY_LIMIT,
    type: JSON_TYPES,
    verify: (_req, _res, buf) => {
      if (jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new TooDeepError('too deep');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) return next();
    if (req.is('multipart/form-data')) return next();
    // RFC 8058: a mail program posts `List-Unsubscribe=One-Click` as a form; the route reads only its path
    if (
      req.method === 'POST' &&
      req.is('application/x-www-form-urlencoded') &&
      ONE_CLICK_UNSUBSCRIBE_PATH.test(req.path.replace(/^\/api/, ''))
    ) {
      req.resume();
      return next();
    }
    if (!req.is(JSON_TYPES)) {
      req.resume();
      res.status(415).json({ message: BODY_MESSAGES.mediaType });
      return;
    }
    json(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { type?: string; status?: number };
      const [status, message] =
        e instanceof TooDeepError || e.type === 'json.too.deep'
          ? [422, BODY_MESSAGES.tooDeep]
          : e.type === 'entity.too.large'
            ? [413, BODY_MESSAGES.tooLarge]
            : e.type === 'charset.unsupported' || e.type === 'encoding.unsupported'
              ? [415, BODY_MESSAGES.encoding]
              : [e.status && e.status >= 400 && e.status < 500 ? 422 : 400, BODY_MESSAGES.malformed];
      req.resume(); // drain what the client is still sending, so it reads the answer
      res.status(status === 400 ? 422 : status).json({ message });
    });
  };
}
