import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Gives every successful JSON answer that is one versioned record (an object with an integer
 * `version`) a strong `ETag: "<version>"`, the value a client sends back in `If-Match`. Lists
 * (`{data, total}`), errors and other answers get no ETag. The ETag is for writes, not for caching:
 * an answer also carries data that changes without a new version (members of an environment,
 * linked records, logos), so a GET never answers 304 from it (nothing here reads If-None-Match).
 *
 * A Fastify `preSerialization` hook (installed by app.factory.ts), which sees the object before
 * it is turned into JSON, rather than a Nest interceptor: a global interceptor put an RxJS
 * pipeline and two AsyncResource bindings on every request (about a tenth of the CPU of a small
 * answer, issue 12).
 */
export function versionETag(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: HookHandlerDoneFunction & ((err: Error | null, value?: unknown) => void),
): void {
  const version = (payload as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && Number.isInteger(version) && reply.statusCode < 300) reply.header('ETag', `"${version}"`);
  done(null, payload);
}
