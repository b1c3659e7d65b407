import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import helmet from 'helmet';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AppModule } from './app.module';
import type { AppConfig } from './config';
import { REPO_ROOT } from './config';
import { migrateAndSeed, openDatabase, type Database } from './database/database';
import { seed } from './database/seed/seed';
import { createCsrfMiddleware } from './common/http/csrf.middleware';
import { versionETag } from './common/concurrency/etag.interceptor';
import { createValidationPipe } from './common/http/validation';
import { DRAIN_DEADLINE_MS, HttpDrain } from './common/lifecycle/drain';
import { createBodyPolicy } from './common/http/body-policy';
import { configureKeepAlive } from './common/http/keep-alive';
import { currentRemoteOrigins } from './modules/federation/remote-origins';
import { AuthCache } from './common/auth/auth-cache';
import { CachedSessionStore, createSessionMiddleware } from './common/auth/session-store';
import { TokenService } from './modules/auth/token.service';

/** Web builds served by the API: URL prefix -> folder under WEB_DIR (docs/architecture.md#commands: assets under /build/). */
export const WEB_APPS = ['shell', 'mf-announcements', 'mf-clients', 'mf-calls', 'mf-settings'] as const;
/** API answers smaller than this many bytes are not compressed. */
const API_COMPRESS_THRESHOLD = 1024;

export interface AppHandle {
  app: INestApplication;
  db: Database;
  /**
   * Graceful stop, in order: stop accepting and close idle keep-alive sockets, let in-flight
   * requests finish (at most `deadlineMs`, default DRAIN_DEADLINE_MS = 10 s), close the sockets,
   * the Nest modules, session pruning, the pool and the embedded database (CHECKPOINT). Each step
   * is logged; calling it again returns the same promise.
   */
  close(deadlineMs?: number): Promise<void>;
}

/**
 * Builds the whole server: database (embedded or DATABASE_URL), migrations, reference/demo seed,
 * security middleware (helmet with a CSP that admits the registered remote origins, cookie
 * session in PostgreSQL, CSRF), the Nest API under /api, OpenAPI at /api/docs, and the web
 * builds: /build/<app>/ static, every other non-API path -> shell index.html.
 */
export async function createApp(config: AppConfig, opts: { seed?: boolean; logger?: boolean } = {}): Promise<AppHandle> {
  const db = await openDatabase(config);
  let app: NestExpressApplication | undefined;
  try {
    // migrations and seed under one startup lock: instances started together seed once
    await migrateAndSeed(db.dataSource, (ds) => (opts.seed === false ? Promise.resolve() : seed(ds, { demo: config.seedDemo })));

    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(db.dataSource, config), {
      logger: opts.logger === false ? false : ['error', 'warn', 'log'],
      bodyParser: false, // the body policy below parses JSON (limits, depth, content type)
    });
    configureKeepAlive(app.getHttpServer() as Server);
    const drain = new HttpDrain();
    app.use(drain.middleware); // first: counts in-flight requests, answers 503 while stopping
    if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
    app.disable('x-powered-by');
    app.setGlobalPrefix('api');
    app.useGlobalPipes(createValidationPipe());
    app.use(createBodyPolicy());

    // helmet, with a CSP admitting the registry's remote origins (cached 30 s, refreshed in the
    // background, so that pointing a remote at a new host needs no restart); one helmet instance
    // per list of origins, so the header strings are built once, not on every request
    app.use(securityHeaders(db.dataSource));
    app.use(transportHeaders(config));
    // API answers above 1 KB are compressed (gzip/brotli as the client accepts); small ones, such
    // as /api/health, are sent as they are
    app.use('/api', compression({ threshold: API_COMPRESS_THRESHOLD }));
    app.use(cookieParser());
    // cookie sessions in PostgreSQL, only for requests that carry the session cookie or log in
    // (session-store.ts): bearer, public and health requests never touch the sessions table
    const PgStore = connectPgSimple(session);
    const pool = (db.dataSource.driver as PostgresDriver).master as Pool;
    const authCache = app.get(AuthCache);
    authCache.watchWrites(pool);
    const pgStore = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
    const store = new CachedSessionStore(pgStore, authCache);
    app.use('/api', createSessionMiddleware(config.sessionSecret, store));
    app.use('/api', createCsrfMiddleware(config.sessionSecret));
    app.use('/api', versionETag);
    serveWeb(app, config.webDir);

    if (config.production) app.use(['/api/docs', '/api/docs-json'], docsLogin(app.get(TokenService)));
    const doc = buildOpenApiDocument(app);
    SwaggerModule.setup('api/docs', app, doc, { jsonDocumentUrl: 'api/docs-json' });

    await app.init();
    const started = app;
    const log = new Logger('Shutdown');
    let closing: Promise<void> | null = null;
    return {
      app: started,
      db,
      close(deadlineMs = DRAIN_DEADLINE_MS) {
        closing ??= (async () => {
          await drain.drain(started.getHttpServer() as Server, deadlineMs);
          await started.close();
          store.close();
          await authCache.close();
          log.log('Moduli e sessioni chiusi, chiusura del database (closing the database)');
          await db.close();
          log.log('Arresto completato (shutdown complete)');
        })();
        return closing;
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await db.close();
    throw err;
  }
}

/** Scripts, stylesheets, manifests and source maps of the web builds (`/build/<app>/…`). */
const STATIC_SUBRESOURCE = /^\/build\/.+\.(js|css|json|map)$/;

/**
 * Whether the request is for a script, stylesheet, federation manifest or source map of the web
 * builds: resources a page loads, never a document a browser renders (SVG and HTML are not in the
 * list: they can be opened as documents). Such answers carry only the headers that act on a
 * subresource (docs/security.md#response-headers): the document headers (CSP, frame, COOP,
 * Permissions-Policy…) are ignored by browsers there and cost about 750 bytes on each of the login
 * page's 16 scripts and stylesheets (issue 12).
 */
export function isStaticSubresource(req: Pick<Request, 'path'>): boolean {
  return STATIC_SUBRESOURCE.test(req.path);
}

/**
 * helmet's headers with a Content-Security-Policy whose script-src, connect-src, style-src and
 * font-src also admit the remote origins of the federation registry (currentRemoteOrigins). A
 * helmet middleware is built for each distinct list of origins and reused; the first requests,
 * before the registry was ever read, wait for it.
 */
export function securityHeaders(dataSource: DataSource): RequestHandler {
  let built: { key: string; middleware: RequestHandler } | undefined;
  const forOrigins = (origins: string[]): RequestHandler => {
    const key = origins.join(' ');
    if (built && built.key === key) return built.middleware;
    const extra = origins.length ? origins : ["'self'"];
    const middleware = helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...extra],
          'connect-src': ["'self'", ...extra],
          'style-src': ["'self'", "'unsafe-inline'", ...extra],
          'img-src': ["'self'", 'data:', 'https:', 'http:'],
          'font-src': ["'self'", 'data:', ...extra],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: false, // transportHeaders: only behind TLS
    });
    built = { key, middleware };
    return middleware;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (isStaticSubresource(req)) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Referrer-Policy', 'no-referrer');
      return next();
    }
    const now = currentRemoteOrigins(dataSource);
    if (Array.isArray(now)) return forOrigins(now)(req, res, next);
    now.then((origins) => forOrigins(origins)(req, res, next), next);
  };
}

/** Features the pages never use, switched off for every response (Permissions-Policy header). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Permissions-Policy on every answer but the builds' scripts and stylesheets (isStaticSubresource); HSTS (one year, subdomains) only behind TLS: in production,
 * or when the request came over HTTPS (`req.secure`, which follows X-Forwarded-Proto from a
 * proxy trusted by TRUST_PROXY). A plain-HTTP development server never pins browsers to HTTPS.
 */
export function transportHeaders(config: Pick<AppConfig, 'production'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isStaticSubresource(req)) res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (config.production || req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** In production, /api/docs and /api/docs-json need a logged-in session or a valid bearer token (401 otherwise). */
function docsLogin(tokens: TokenService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization;
    const check = header?.startsWith('Bearer ') ? tokens.userIdFor(header.slice(7).trim()) : Promise.resolve(req.session?.userId);
    check.then((userId) => (userId ? next() : res.status(401).json({ message: 'Non autenticato' }))).catch(next);
  };
}

/** Serves the web builds and the SPA fallback (see createApp). */
function serveWeb(app: NestExpressApplication, webDir: string): void {
  const log = new Logger('Web');
  for (const name of WEB_APPS) {
    const dir = path.join(webDir, name, 'dist');
    // precompressed siblings (.br, .gz: tools/webpack.federation.cjs) are sent with
    // Content-Encoding and Vary: Accept-Encoding when the request accepts them; Content-Type is
    // the original file's. The list of siblings is read when the server starts.
    app.use(
      `/build/${name}`,
      expressStaticGzip(dir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          index: false,
          fallthrough: true,
          setHeaders: (res, file) => {
            res.setHeader('Access-Control-Allow-Origin', '*');
            // hashed chunks never change; manifest, remoteEntry and index.html must be revalidated
            if (/\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            else res.setHeader('Cache-Control', 'no-cache');
          },
        },
      }),
    );
  }
  app.use('/build', (_req: Request, res: Response) => {
    res.removeHeader('Content-Encoding'); // set for a compressed sibling that is gone since start
    res.status(404).json({ message: 'File non trovato' });
  });
  const manual = path.join(REPO_ROOT, 'docs', 'manuale.html');
  app.use('/manuale.html', (_req: Request, res: Response) => res.sendFile(manual));
  const index = path.join(webDir, 'shell', 'dist', 'index.html');
  if (!fs.existsSync(index)) log.warn(`Build della shell assente (${index}): eseguire "npm run build:web"`);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/api') return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('Interfaccia non ancora compilata: eseguire "npm run build:web".');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    // the precompressed index.html when the browser accepts it and the build made one
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const sibling = encoding === 'br' ? `${index}.br` : encoding === 'gzip' ? `${index}.gz` : null;
    if (sibling && fs.existsSync(sibling)) {
      res.setHeader('Content-Encoding', encoding as string);
      res.type('html');
      res.sendFile(sibling);
      return;
    }
    res.sendFile(index);
  });
}
