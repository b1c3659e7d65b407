import { Injectable, Module, type CallHandler, type ExecutionContext, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR, HttpAdapterHost } from '@nestjs/core';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * Gives every JSON answer that is one versioned record (an object with an integer `version`) a
 * strong `ETag: "<version>"`, the value a client sends back in `If-Match`. Lists (`{data, total}`)
 * and other answers get no ETag.
 */
@Injectable()
export class VersionETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
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
