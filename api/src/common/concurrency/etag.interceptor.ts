import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';

/**
 * Gives every successful JSON answer that is one versioned record (an object with an integer
 * `version`) a strong `ETag: "<version>"`, the value a client sends back in `If-Match`. Lists
 * (`{data, total}`), errors and other answers get no ETag. The ETag is for writes, not for caching:
 * an answer also carries data that changes without a new version (members of an environment,
 * linked records, logos), so `If-None-Match` is ignored here and a GET never answers 304 from it.
 *
 * An Express middleware wrapping `res.json` (mount under /api) rather than a Nest interceptor: a
 * global interceptor put an RxJS pipeline and two AsyncResource bindings on every request
 * (about a tenth of the CPU of a small answer, issue 12).
 */
export function versionETag(req: Request, res: Response, next: NextFunction): void {
  delete req.headers['if-none-match'];
  const json = res.json;
  res.json = function (this: Response, body?: unknown) {
    const version = (body as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && Number.isInteger(version) && res.statusCode < 300 && !res.headersSent) {
      res.setHeader('ETag', `"${version}"`);
    }
    return json.call(this, body);
  };
  next();
}

/**
 * Optimistic concurrency wiring: Express's automatic weak ETag turned off (it hashed the body, so
 * it changed with any field and said nothing about the version); the version ETag is
 * `versionETag`, installed by app.factory.ts.
 */
@Module({})
export class ConcurrencyModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter?.getInstance?.() as { set?: (k: string, v: unknown) => void } | undefined;
    app?.set?.('etag', false);
  }
}
