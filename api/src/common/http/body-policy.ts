import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../modules/newsletters/one-click';
import { apiPathOf } from '../auth/request-context';
import { apiErrorMessage } from '@bandi/domain';

/** Largest JSON body, bytes (a form with long texts; files go as multipart with their own limits). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;
/** Deepest accepted JSON nesting (objects and arrays); the forms need fewer than 6 levels. */
export const MAX_JSON_DEPTH = 32;

/** Italian answers of the body policy. */
export const BODY_MESSAGES = {
  tooLarge: 'Richiesta troppo grande',
  tooDeep: `Struttura JSON troppo annidata (al massimo ${MAX_JSON_DEPTH} livelli)`,
  malformed: 'Il corpo della richiesta non è un JSON valido',
  mediaType: apiErrorMessage('request.media_type'),
  encoding: 'Codifica del contenuto non supportata',
  badUrl: 'Indirizzo non valido',
  urlTooLong: 'Indirizzo troppo lungo',
  headersTooLarge: 'Intestazioni della richiesta troppo grandi: indirizzo o cookie oltre il limite',
  badRequest: 'Richiesta non valida',
  multipartEncoding: 'I file si inviano senza compressione: togli l’intestazione Content-Encoding (gzip, deflate, br) dal caricamento',
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

/** An error of the body policy, answered by the application's error handler with its status and Italian message. */
export class BodyPolicyError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** Fastify's own error codes about a request's body, as the API answers them (docs/api.md#conventions). */
const FRAMEWORK_ERRORS: Record<string, [413 | 415 | 422, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, BODY_MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, BODY_MESSAGES.mediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [422, BODY_MESSAGES.malformed],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, BODY_MESSAGES.malformed],
  FST_ERR_CTP_INVALID_JSON_BODY: [422, BODY_MESSAGES.malformed],
  FST_CP_ERR_INVALID_CONTENT_ENCODING: [415, BODY_MESSAGES.encoding],
  FST_CP_ERR_INVALID_CONTENT: [422, BODY_MESSAGES.malformed],
};

/**
 * The answer `[status, Italian message]` for an error of the body policy or of Fastify's body
 * handling (content-type parsing, size limit, request inflation); undefined for any other error.
 * Used by AllExceptionsFilter, which Nest also installs as Fastify's error handler.
 */
export function bodyErrorAnswer(err: unknown): [number, string] | undefined {
  if (err instanceof BodyPolicyError) return [err.statusCode, err.message];
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined;
}

/** `application/json` and the `+json` types (e.g. `application/merge-patch+json`), with or without parameters. */
const JSON_TYPES = ['application/json', /^application\/[\w.-]+\+json\s*(;.*)?$/i] as const;

/**
 * The body policy of every route, as the Fastify instance's content-type parsers (in place of
 * Nest's body parsers and Fastify's defaults):
 * - no body: passed on (Fastify parses nothing);
 * - JSON (`application/json`, `*+json`): parsed up to JSON_BODY_LIMIT (else 413 "Richiesta troppo
 *   grande") and MAX_JSON_DEPTH levels (else 422), malformed JSON 422, with prototype poisoning
 *   refused (Fastify's parser, `__proto__` is an error, `constructor.prototype` dropped) — all
 *   `{message}` in Italian through AllExceptionsFilter (bodyErrorAnswer);
 * - `multipart/form-data`: left to @fastify/multipart, read by the upload routes (upload.ts) with
 *   their own size limits;
 * - a form on the newsletter's one-click unsubscribe (RFC 8058): drained, not parsed;
 * - any other content type: 415 with an Italian message (Fastify's FST_ERR_CTP_INVALID_MEDIA_TYPE);
 * - GET and HEAD, whose bodies Fastify does not read: the same answers (checkBodyOfRead).
 * A request body sent gzip, deflate or brotli encoded is inflated first (@fastify/compress),
 * except a multipart one (refuseCompressedMultipart).
 */
export function registerBodyPolicy(instance: FastifyInstance): void {
  instance.addHook('onRequest', refuseCompressedMultipart);
  instance.removeAllContentTypeParsers();
  const parseJson = instance.getDefaultJsonParser('error', 'remove');
  for (const type of JSON_TYPES) {
    instance.addContentTypeParser(type, { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (req, body, done) => {
      const text = String(body);
      if (text === '') return done(null, undefined);
      if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return done(new BodyPolicyError(422, BODY_MESSAGES.tooDeep), undefined);
      parseJson(req, text, (err, value) => (err ? done(new BodyPolicyError(422, BODY_MESSAGES.malformed), undefined) : done(null, value)));
    });
  }
  instance.addHook('preValidation', (req) => checkBodyOfRead(req, parseJson));
  // RFC 8058: a mail program posts `List-Unsubscribe=One-Click` as a form; the route reads only its path
  instance.addContentTypeParser('application/x-www-form-urlencoded', (req, payload, done) => {
    const path = apiPathOf(req);
    if (req.method !== 'POST' || path === null || !ONE_CLICK_UNSUBSCRIBE_PATH.test(path)) {
      payload.resume();
      return done(new BodyPolicyError(415, BODY_MESSAGES.mediaType), undefined);
    }
    payload.on('error', (err) => done(err, undefined));
    payload.on('end', () => done(null, undefined));
    payload.resume();
  });
}

const JSON_MEDIA_TYPE = /^application\/(json|[\w.-]+\+json)\s*(;|$)/i;

/**
 * GET and HEAD bodies, which Fastify never reads, under the same policy (a preValidation hook):
 * a body that is not JSON answers 415, one over JSON_BODY_LIMIT bytes 413, a malformed or too
 * deeply nested one 422; a well-formed JSON body is read and ignored, as it means nothing to a read.
 */
async function checkBodyOfRead(req: FastifyRequest, parseJson: ReturnType<FastifyInstance['getDefaultJsonParser']>): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return;
  const refuse = (status: 413 | 415 | 422, message: string) => {
    req.raw.resume(); // drain what the client is still sending, so it reads the answer
    return new BodyPolicyError(status, message);
  };
  if (!JSON_MEDIA_TYPE.test(String(req.headers['content-type'] ?? ''))) throw refuse(415, BODY_MESSAGES.mediaType);
  if (Number(length) > JSON_BODY_LIMIT) throw refuse(413, BODY_MESSAGES.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) throw refuse(413, BODY_MESSAGES.tooLarge);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new BodyPolicyError(422, BODY_MESSAGES.tooDeep);
  await new Promise<void>((resolve, reject) =>
    parseJson(req, text, (err) => (err ? reject(new BodyPolicyError(422, BODY_MESSAGES.malformed)) : resolve())),
  );
}

/**
 * onRequest hook: a `multipart/form-data` body with a Content-Encoding other than identity
 * answers 415 at once, Italian, before any of it is read, and the connection is closed after the
 * answer so the unread body holds no socket. Such uploads hung before (issue 36: the inflated
 * stream and the multipart reader both took the request; half of them were never answered, and
 * 200 in parallel left 83 sockets open). No browser compresses a form upload.
 */
export function refuseCompressedMultipart(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const encoding = req.headers['content-encoding'];
  if (encoding && !/^\s*identity\s*$/i.test(encoding) && /^\s*multipart\//i.test(String(req.headers['content-type'] ?? ''))) {
    void reply.code(415).header('connection', 'close').send({ message: BODY_MESSAGES.multipartEncoding });
    return;
  }
  done();
}

/** Italian answers for the errors Fastify's router raises before any route runs, by code. */
const ROUTER_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, BODY_MESSAGES.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, BODY_MESSAGES.urlTooLong],
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a path that is not valid
 * percent-encoded UTF-8, a path parameter over 500 characters) answer `{message}` in Italian,
 * 400 or 414, without the URL (Fastify's own text was English and echoed it; issue 36).
 */
export function frameworkErrorAnswer(
  error: Error & { code?: string; statusCode?: number },
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] = ROUTER_ERRORS[error.code ?? ''] ?? [
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
    BODY_MESSAGES.badRequest,
  ];
  void reply.code(status).header('cache-control', 'no-store').send({ message });
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before Fastify sees a
 * request. Headers (URL included) over Node's 16 KB limit answer 431 with an Italian JSON body,
 * any other parse error 400; the connection is then closed (Fastify's default body was English).
 */
export function clientErrorAnswer(err: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', BODY_MESSAGES.headersTooLarge]
      : [400, 'Bad Request', BODY_MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
