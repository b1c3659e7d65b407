import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { Client } from 'pg';
import { Logger } from '@nestjs/common';
import { createApp, type AppHandle } from '../src/app.factory';

Logger.overrideLogger(['error']);
import { loadConfig } from '../src/config';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { DEMO_PASSWORD } from '../src/database/seed/seed';
import { FACTORY_PASSWORD } from './factories';
import { testTmpBase } from './tmp-base';
import { bundled } from './bundle-part';

/** Every role (docs/roles.md), for the permission matrices. */
export { USER_TYPES as ROLES } from '../src/common/auth/roles';

export interface TestApp {
  handle: AppHandle;
  dataSource: DataSource;
  server: Parameters<typeof request>[0];
  /** `http://127.0.0.1:<port>`: the server listens from the start, as `npm start`'s does. */
  origin: string;
  outboxDir: string;
  close(): Promise<void>;
}

const { OWN_APP } = require('./bundles.cjs') as { OWN_APP: string[] };
let bundleApp: { env: string; app: Promise<TestApp> } | null = null;

/** Closes the app the files of a bundle share (test/bundles.cjs), if one was started (a failed start: nothing to close). */
export async function closeBundleApp(): Promise<void> {
  const current = bundleApp;
  bundleApp = null;
  const app = await current?.app.catch(() => null);
  await app?.close();
}

/**
 * Starts the real server stack on the test database (startOwnTestApp). Inside a bundle of test files
 * (.ci/run, test/bundles.cjs), a file not in OWN_APP that asks for the default app gets the app the
 * bundle's files share, started by the first of them and closed after the last (its `close()` is
 * then a no-op for the file), or a new one when the environment variables differ from those it was
 * started with (a file that sets TRUST_PROXY first). Before an OWN_APP file the bundle closes the
 * shared app (test/bundles.cjs); the next file starts a new one. Each file still makes its own
 * records and sessions (test/factories.ts).
 */
export async function startTestApp(opts: { isolated?: boolean; verdicts?: boolean } = {}): Promise<TestApp> {
  const part = bundled.part;
  if (!part || OWN_APP.includes(part) || opts.isolated || opts.verdicts) return startOwnTestApp(opts);
  const env = JSON.stringify(Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)));
  if (bundleApp?.env !== env) {
    await closeBundleApp();
    const app = startOwnTestApp();
    bundleApp = { env, app };
    // a failed start fails this file's hook; the next file tries again
    app.catch(() => {
      if (bundleApp?.app === app) bundleApp = null;
    });
  }
  return { ...(await bundleApp.app), close: async () => undefined };
}

/**
 * Starts the real server stack on the test database: embedded PGlite in a fresh temporary
 * folder, or the PostgreSQL server of DATABASE_URL (shared by the test files, which therefore
 * create their own records with the factories). Demo data is seeded, mail goes to a temp outbox.
 * `isolated`: a database of its own on the PostgreSQL server. `verdicts`: run the eligibility
 * verdict store's job (worker and cron), off otherwise (ELIGIBILITY_VERDICTS_JOB, config.ts).
 */
export async function startOwnTestApp(opts: { isolated?: boolean; verdicts?: boolean } = {}): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(testTmpBase(), 'bandi-test-'));
  const template = process.env.BANDI_TEST_TEMPLATE_DIR;
  if (template && !process.env.DATABASE_URL) fs.cpSync(template, tmp, { recursive: true });
  // isolated: on the PostgreSQL server, a database of its own (created here, dropped at close), so
  // that a test which writes over seeded records cannot change what the other files read
  const isolated = opts.isolated && process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const config = {
    ...loadConfig({
      ...process.env,
      ...(isolated ? { DATABASE_URL: isolated.url } : {}),
      DATA_DIR: tmp,
      WEB_DIR: path.join(tmp, 'web'),
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // the verdict store's job only where a test asks for it: on the PostgreSQL lane the files share
      // one database, and one file's reference-data change made every app rebuild every file's pairs
      ELIGIBILITY_VERDICTS_JOB: opts.verdicts ? 'on' : 'off',
    }),
  };
  const handle = await createApp(config, { logger: false });
  // listening once for the app's life: supertest sends to that address, on kept-alive connections;
  // given a server that does not listen, it listened and closed again around every request
  // (docs/testing.md#one-process)
  const server = handle.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    handle,
    dataSource: handle.db.dataSource,
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    outboxDir: config.outboxDir,
    async close() {
      await handle.close();
      await isolated?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Creates `<test database>_<random>` on the server of `url`, as a copy of the suite's migrated and
 * seeded template (global-setup.ts) when there is one; `drop()` removes it.
 */
async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const u = new URL(url);
  const name = `${u.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const c = new Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const template = process.env.BANDI_TEST_PG_TEMPLATE;
  await run(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A browser-like client: cookie jar, XSRF token echoed on state-changing calls. */
export class Browser {
  readonly agent: TestAgent;
  private token = '';

  constructor(server: TestApp['server']) {
    this.agent = request.agent(server);
  }

  /** GET /api/csrf-cookie and remember the token. */
  async csrf(): Promise<void> {
    const res = await this.agent.get('/api/csrf-cookie').expect(204);
    this.readToken(res.headers['set-cookie']);
  }

  private readToken(setCookie: unknown): void {
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
    for (const c of cookies) {
      const m = /^XSRF-TOKEN=([^;]+)/.exec(c);
      if (m) this.token = decodeURIComponent(m[1]);
    }
  }

  /** The XSRF token to echo in `X-XSRF-TOKEN` (e.g. for multipart uploads built by hand). */
  get xsrfToken(): string {
    return this.token;
  }

  get(url: string) {
    return this.agent.get(url);
  }

  /** POST/PUT/DELETE with the XSRF header and X-Requested-With, JSON body. */
  async send(method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: object) {
    const res = await this.agent[method](url)
      .set('X-XSRF-TOKEN', this.token)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send(body ?? {});
    this.readToken(res.headers['set-cookie']);
    return res;
  }

  /** Logs in (csrf-cookie first); throws unless 200. */
  async login(email: string, password = DEMO_PASSWORD) {
    await this.csrf();
    const res = await this.send('post', '/api/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

/** A logged-in browser for a demo or factory account. */
export async function browserAs(app: TestApp, email: string, password = DEMO_PASSWORD): Promise<Browser> {
  const b = new Browser(app.server);
  await b.login(email, password);
  return b;
}

const loggedInCache = new WeakMap<TestApp, Map<string, Promise<Browser>>>();
/**
 * One logged-in browser per app and e-mail, reused by every test of a file: login is throttled
 * per address, so a permission matrix must not log in once per case.
 */
export function loggedIn(app: TestApp, email: string, password = FACTORY_PASSWORD): Promise<Browser> {
  let cache = loggedInCache.get(app);
  if (!cache) loggedInCache.set(app, (cache = new Map()));
  if (!cache.has(email)) cache.set(email, browserAs(app, email, password));
  return cache.get(email)!;
}

/** Decodes a quoted-printable UTF-8 .eml body (nodemailer wraps long lines with `=`). */
export function decodeQuotedPrintable(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** The file names in the app's mail outbox now. */
export function outboxSnapshot(app: TestApp): Set<string> {
  return new Set(fs.existsSync(app.outboxDir) ? fs.readdirSync(app.outboxDir) : []);
}

/** Waits until the mail queue has sent (or failed) every queued message: mail leaves through a job. */
export async function mailQueueIdle(app: TestApp): Promise<void> {
  // forgot-password queues its mail from the password-reset job
  await app.handle.app.get(JobsService).idle(['password-reset', 'mail']);
}

/** The decoded texts of the e-mails written to the outbox since `before` (outboxSnapshot), once the mail queue is idle. */
export async function mailsSince(app: TestApp, before: Set<string>): Promise<string[]> {
  await mailQueueIdle(app);
  return [...outboxSnapshot(app)]
    .filter((f) => !before.has(f))
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(app.outboxDir, f), 'utf8')));
}

/** The median of `xs` (the mean of the two middle values for an even count), for the timing tests' samples (ms). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
}
