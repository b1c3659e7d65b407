import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { constants as zlib } from 'node:zlib';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { buildOpenApiDocument } from './openapi';
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
import { clientErrorAnswer, frameworkErrorAnswer, registerBodyPolicy } from './common/http/body-policy';
import { apiPathOf } from './common/auth/request-context';
import { configureKeepAlive } from './common/http/keep-alive';
import { currentRemoteOrigins } from './modules/federation/remote-origins';
import { AuthCache } from './common/auth/auth-cache';
import { CachedSessionStore } from './common/auth/session-store';
import { registerSessions } from './common/auth/session-plugin';
import { pathOf } from './common/auth/request-context';
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
 * Builds the whole server on Fastify (Nest's FastifyAdapter, docs/architecture.md#request-path):
 * database (embedded or DATABASE_URL), migrations, reference/demo seed, security headers (helmet
 * with a CSP that admits the registered remote origins), cookie session in PostgreSQL, CSRF, the
 * Nest API under /api, OpenAPI at /api/docs, and the web builds: /build/<app>/ static, every other
 * GET outside /api -> shell index.html.
 *
 * Request lifecycle (Fastify hooks, in order): onRequest — drain (503 while stopping), security and
 * transport headers; content-type parsing — the body policy (body-policy.ts), request bodies
 * inflated by @fastify/compress; preValidation — cookie session (only for requests that carry one
 * or log in), CSRF, the docs login in production; preSerialization — the version ETag; onSend —
 * compression of answers above 1 KB.
 */
export async function createApp(config: AppConfig, opts: { seed?: boolean; logger?: boolean } = {}): Promise<AppHandle> {
  const db = await openDatabase(config);
  let app: NestFastifyApplication | undefined;
  try {
    // migrations and seed under one startup lock: instances started together seed once
    await migrateAndSeed(db.dataSource, (ds) => (opts.seed === false ? Promise.resolve() : seed(ds, { demo: config.seedDemo })));

    const adapter = new FastifyAdapter({
      trustProxy: config.trustProxy,
      skipMiddie: true, // no connect-style middleware: every step below is a Fastify hook or plugin
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
      // the router's and the HTTP parser's own refusals, in Italian and without echoing the URL
      frameworkErrors: frameworkErrorAnswer,
      clientErrorHandler: clientErrorAnswer,
    });
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(db.dataSource, config), adapter, {
      logger: opts.logger === false ? false : ['error', 'warn', 'log'],
      bodyParser: false, // the body policy below parses JSON (limits, depth, content type)
    });
    const instance = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    configureKeepAlive(app.getHttpServer() as Server);
    const drain = new HttpDrain();
    instance.addHook('onRequest', drain.onRequest); // first: counts in-flight requests, answers 503 while stopping
    app.setGlobalPrefix('api');
    app.useGlobalPipes(createValidationPipe());
    registerBodyPolicy(instance);
    // helmet, with a CSP admitting the registry's remote origins (cached 30 s, refreshed in the
    // background, so that pointing a remote at a new host needs no restart); one helmet instance
    // per list of origins, so the header strings are built once, not on every request
    instance.addHook('onRequest', securityHeaders(db.dataSource));
    instance.addHook('onRequest', transportHeaders(config));
    instance.addHook('onSend', apiCacheControl);
    // API answers above 1 KB are compressed (brotli at quality 4, or gzip, as the client accepts);
    // small ones, such as /api/health, are sent as they are, and so are the web builds (their
    // .br/.gz siblings are made at build time, serveWeb). Request bodies sent gzip/deflate/brotli
    // encoded are inflated. (An onRoute hook added before the plugin's own runs first.)
    instance.addHook('onRoute', (route) => {
      if (!/^\/api(\/|$)/.test(route.url ?? '')) route.compress = false;
    });
    await app.register(fastifyCompress, {
      global: true,
      threshold: API_COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // a cookie set without its own Secure flag (@fastify/session clearing the cookie of a session
    // that is gone) gets it over HTTPS, as a __Host- cookie must (session-plugin.ts)
    await app.register(fastifyCookie, { parseOptions: { secure: 'auto' } });
    // uploads: each route reads its own form with its own limits (common/http/upload.ts)
    await app.register(fastifyMultipart);
    // cookie sessions (@fastify/session) in PostgreSQL, only for requests that carry the session
    // cookie or log in (session-plugin.ts): bearer, public and health requests never touch the sessions table
    const pool = (db.dataSource.driver as PostgresDriver).master as Pool;
    const authCache = app.get(AuthCache);
    authCache.watchWrites(pool);
    const store = new CachedSessionStore(pool, authCache);
    registerSessions(instance, config.sessionSecret, store);
    instance.addHook('preValidation', createCsrfMiddleware(config.sessionSecret));
    if (config.production) instance.addHook('preValidation', docsLogin(app.get(TokenService)));
    instance.addHook('preSerialization', versionETag);
    await serveWeb(app, instance, config.webDir);

    // built at the first request of /api/docs (about 0.8 s of CPU), not at every start
    const documented = app;
    SwaggerModule.setup('api/docs', documented, () => buildOpenApiDocument(documented), { jsonDocumentUrl: 'api/docs-json' });

    await app.init();
    await instance.ready();
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

/** helmet's middleware on the Node request and response (it only sets and removes headers). */
export type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * Whether the request is for a script, stylesheet, federation manifest or source map of the web
 * builds: resources a page loads, never a document a browser renders (SVG and HTML are not in the
 * list: they can be opened as documents). Such answers carry only the headers that act on a
 * subresource (docs/security.md#response-headers): the document headers (CSP, frame, COOP,
 * Permissions-Policy…) are ignored by browsers there and cost about 750 bytes on each of the login
 * page's 16 scripts and stylesheets (issue 12).
 */
export function isStaticSubresource(req: Pick<FastifyRequest, 'url'>): boolean {
  return STATIC_SUBRESOURCE.test(pathOf(req));
}

/** The headers helmet sets and removes on a response, for one list of origins (helmetHeaders). */
interface HelmetHeaders {
  set: [string, string][];
  remove: string[];
}

/**
 * The headers `middleware` (a helmet instance) writes, recorded once on a stand-in response: every
 * helmet middleware of this configuration is synchronous and writes the same headers on every
 * response (no nonce, no header read from the request), so they are replayed per request instead
 * of running helmet's eleven middlewares each time (issue 32, docs/performance.md#request-path).
 * Throws when the middleware does not finish synchronously (a helmet option that does not fit).
 */
export function helmetHeaders(middleware: HeaderMiddleware): HelmetHeaders {
  const out: HelmetHeaders = { set: [], remove: [] };
  const recorder = {
    setHeader: (name: string, value: unknown) => out.set.push([name, String(value)]),
    removeHeader: (name: string) => out.remove.push(name),
    getHeader: () => undefined,
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('helmetHeaders: the middleware did not finish synchronously');
  return out;
}

/**
 * helmet's headers with a Content-Security-Policy whose script-src, connect-src, style-src and
 * font-src also admit the remote origins of the federation registry (currentRemoteOrigins), as a
 * Fastify onRequest hook on the Node response (the headers are written with every answer). The
 * headers are computed once for each distinct list of origins (helmetHeaders) and replayed; the
 * first requests, before the registry was ever read, wait for it.
 */
export function securityHeaders(dataSource: DataSource) {
  let built: { key: string; headers: HelmetHeaders } | undefined;
  const forOrigins = (origins: string[]): HelmetHeaders => {
    const key = origins.join(' ');
    if (built && built.key === key) return built.headers;
    // each source once per directive: without remote origins the directives are 'self' alone
    const sources = (...list: string[]) => [...new Set([...list, ...origins])];
    const middleware = helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': sources("'self'"),
          'connect-src': sources("'self'"),
          'style-src': sources("'self'", "'unsafe-inline'"),
          // logos and avatars are uploads served from /api (docs/security.md#uploads): never another host
          'img-src': ["'self'", 'data:'],
          'font-src': sources("'self'", 'data:'),
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: false, // transportHeaders: only behind TLS
    }) as HeaderMiddleware;
    built = { key, headers: helmetHeaders(middleware) };
    return built.headers;
  };
  const apply = (res: ServerResponse, headers: HelmetHeaders): void => {
    for (const name of headers.remove) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
  };
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const res = reply.raw;
    if (isStaticSubresource(req)) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Referrer-Policy', 'no-referrer');
      return done();
    }
    const now = currentRemoteOrigins(dataSource);
    if (Array.isArray(now)) {
      try {
        apply(res, forOrigins(now));
      } catch (err) {
        return done(err as Error);
      }
      return done();
    }
    now
      .then((origins) => apply(res, forOrigins(origins)))
      .then(
        () => done(),
        (err: unknown) => done(err as Error),
      );
  };
}

/** Features the pages never use, switched off for every response (Permissions-Policy header). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Permissions-Policy on every answer but the builds' scripts and stylesheets (isStaticSubresource); HSTS (one year, subdomains) only behind TLS: in production,
 * or when the request came over HTTPS (Fastify's `protocol`, which follows X-Forwarded-Proto from a
 * proxy trusted by TRUST_PROXY). A plain-HTTP development server never pins browsers to HTTPS.
 */
export function transportHeaders(config: Pick<AppConfig, 'production'>) {
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!isStaticSubresource(req)) reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (config.production || req.protocol === 'https')
      reply.raw.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  };
}

/**
 * onSend hook: an `/api` answer that set no Cache-Control of its own (reference lists, logos and
 * files set theirs) gets `Cache-Control: no-store`, so no browser or proxy keeps a user's data
 * (issue 36; OWASP ASVS 5.0 14.3.2).
 */
export function apiCacheControl(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  if (!reply.hasHeader('cache-control') && apiPathOf(req) !== null) void reply.header('Cache-Control', 'no-store');
  done(null, payload);
}

/** In production, /api/docs (and its assets) and /api/docs-json need a logged-in session or a valid bearer token (401 otherwise). */
function docsLogin(tokens: TokenService) {
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const path = pathOf(req);
    if (path !== '/api/docs' && path !== '/api/docs-json' && !path.startsWith('/api/docs/')) return done();
    const header = req.headers.authorization;
    const check = header?.startsWith('Bearer ') ? tokens.userIdFor(header.slice(7).trim()) : Promise.resolve(req.session?.userId);
    check.then(
      (userId) => (userId ? done() : void reply.status(401).send({ message: 'Non autenticato' })),
      (err: unknown) => done(err as Error),
    );
  };
}

/** Hashed chunks never change; manifest, remoteEntry and index.html must be revalidated. */
const IMMUTABLE_CHUNK = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

/**
 * Serves the web builds (@fastify/static under /build/<app>/: precompressed .br/.gz siblings from
 * tools/webpack.federation.cjs sent with Content-Encoding and Vary: Accept-Encoding when the request
 * accepts them, Content-Type of the original file), /manuale.html, and the SPA fallback: every
 * other GET outside /api answers shell's index.html (precompressed when accepted), 503 while the
 * shell is not built. Unknown /api and /build paths answer 404 `{message}`.
 */
async function serveWeb(app: NestFastifyApplication, instance: FastifyInstance, webDir: string): Promise<void> {
  const log = new Logger('Web');
  for (const [i, name] of WEB_APPS.entries()) {
    await app.register(fastifyStatic, {
      root: path.join(webDir, name, 'dist'),
      prefix: `/build/${name}/`,
      decorateReply: i === 0,
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (res: { setHeader(name: string, value: string): unknown }, file: string) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', IMMUTABLE_CHUNK.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const manual = path.join(REPO_ROOT, 'docs', 'manuale.html');
  instance.get('/manuale.html', (_req, reply) => reply.type('text/html; charset=utf-8').send(fs.createReadStream(manual)));
  const index = path.join(webDir, 'shell', 'dist', 'index.html');
  if (!fs.existsSync(index)) log.warn(`Build della shell assente (${index}): eseguire "npm run build:web"`);
  instance.get('/*', (req, reply) => {
    const p = pathOf(req);
    if (p === '/api' || p.startsWith('/api/')) return reply.callNotFound();
    if (p === '/build' || p.startsWith('/build/')) return reply.status(404).send({ message: 'File non trovato' });
    if (!fs.existsSync(index)) {
      return reply.status(503).type('text/plain; charset=utf-8').send('Interfaccia non ancora compilata: eseguire "npm run build:web".');
    }
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    // the precompressed index.html when the browser accepts it and the build made one
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (new RegExp(`\\b${encoding}\\b`).test(accepted) && fs.existsSync(index + ext)) {
        reply.header('Content-Encoding', encoding);
        return reply.send(fs.createReadStream(index + ext));
      }
    }
    return reply.send(fs.createReadStream(index));
  });
}
