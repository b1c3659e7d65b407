import { Injectable, Module, type CallHandler, type ExecutionContext, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR, HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * Gives every JSON answer that is one versioned record (an object with an integer `version`) a
 * strong `ETag: "<version>"`, the value a client sends back in `If-Match`. Lists (`{data, total}`)
 * and other answers get no ETag. The ETag is for writes, not for caching: an answer also carries
 * data that changes without a new version (members of an environment, linked records, logos), so
 * `If-None-Match` is ignored here and a GET never answers 304 from it.
 */
@Injectable()
export class VersionETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    delete http.getRequest<Request>().headers['if-none-match'];
    return next.handle().pipe(
      map((body: unknown) => {
        const version = (body as { version?: unknown } | null)?.version;
        if (typeof version === 'number' && Number.isInteger(version) && !res.headersSent) res.setHeader('ETag', `"${version}"`);
        return body;
      }),
    );
  }
}

/**
 * Optimistic concurrency wiring: the ETag interceptor, and Express's automatic weak ETag turned
 * off (it hashed the body, so it changed with any field and said nothing about the version).
 */
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: VersionETagInterceptor }] })
export class ConcurrencyModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter?.getInstance?.() as { set?: (k: string, v: unknown) => void } | undefined;
    app?.set?.('etag', false);
  }
}
