/**
 * Request-path benchmark (issue 32, docs/performance.md "Request path"): what a request costs
 * beyond its query, measured from outside on the built server.
 * 1. Fills a new environment with the bulk generator (BENCH_CLIENTS clients, BENCH_CALLS calls) and
 *    records the statements the clients repository sends for the first page (text and values).
 * 2. Starts the server (dist/main.js, bench/query-counter.js preloaded, without the verdict store's
 *    job: its cron would recompute the generated rows' verdicts during the rounds), logs in with a bearer
 *    token and runs a mixed workload for BENCH_SECONDS with BENCH_CONNECTIONS connections: first
 *    pages, filters, searches and a second page of both lists, interleaved. Prints the database
 *    statements per request and, of them, the `SET`s (plan_cache_mode), net of the background
 *    statements (job queue) of an idle interval as long.
 * 3. PostgreSQL only (the embedded database has one connection, the server's): a bare Fastify
 *    server in a child process with a `pg` pool answers `/health` (the same check, shared once per
 *    second) and `/page` (the recorded first-page statements, named, under the same
 *    plan_cache_mode and session settings). In alternating rounds, the API's `/api/health` and
 *    clients first page against them: req/s, median latency, CPU time of the Node process per
 *    request, and its user and system parts (Linux /proc; PostgreSQL's own CPU is the same on both
 *    sides and not counted).
 * Not a pass/fail test: it prints `figure | measured | budget | ok/over`.
 *
 * Environment: DATABASE_URL (PostgreSQL; unset: the embedded database, step 3 left out),
 * BENCH_CLIENTS (20000), BENCH_CALLS (2000), BENCH_SECONDS (6, per case; split into 3 rounds in
 * step 3), BENCH_CONNECTIONS (10), BENCH_PORT (3105), BENCH_CPU_PROF (a folder: the API process
 * writes a V8 CPU profile there when it stops).
 * Usage: npm run build -w api && DATABASE_URL=postgres://… npm run bench:request-path -w api
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { cpuMicros, cpuTimes, httpLoad, quantile, stop } from './http-load';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../database/database';
import { PLAN_CACHE_MODE, planModeFor } from '../database/prepared-statements';
import { DATABASE_TIME_ZONE, SESSION_SETTINGS } from '../database/session-settings';
import { seedReference } from '../database/seed/reference';
import { hashPassword } from '../modules/auth/password';
import { ClientsRepository } from '../modules/clients/clients.repository';
import type { ClientListQueryDto } from '../modules/clients/client.dto';
import { TenantQuery } from '../common/tenancy/tenant-query';
import type { User } from '../modules/users/user.entity';
import { generateBulk } from './generate';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS || 6);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 10);
const PORT = Number(env.BENCH_PORT || 3105);
const PASSWORD = 'Bench!2026percorso';

interface Statement {
  text: string;
  values: unknown[];
  /** plan_cache_mode setting the API runs it under. */
  mode: string;
}

interface Prepared {
  projectId: number;
  email: string;
  region: string;
  firstPage: Statement[];
}

interface Figure {
  figure: string;
  measured: string;
  budget: string;
  ok: boolean | null;
}

async function prepare(databaseUrl: string | undefined, dataDir: string, clients: number, calls: number): Promise<Prepared> {
  const db = await openDatabase({ databaseUrl, dataDir });
  const ds = db.dataSource;
  try {
    await migrate(ds);
    await seedReference(ds);
    const [project] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'orange') RETURNING id`, [
      `Benchmark percorso ${new Date().toISOString()}`,
    ]);
    const projectId: number = project.id;
    const email = `bench.percorso.${projectId}.${Date.now()}@prova.it`;
    const [user] = await ds.query(
      `INSERT INTO users (name, surname, email, password_hash, type) VALUES ('Utente', 'Benchmark', $1, $2, 'client-manager') RETURNING id`,
      [email, await hashPassword(PASSWORD)],
    );
    await ds.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1, $2)`, [projectId, user.id]);
    const r = await generateBulk(ds, { projectId, clients, calls });
    console.log(`${r.clients} clienti e ${r.calls} bandi generati in ${(r.ms / 1000).toFixed(1)} s (ambiente ${projectId})`);
    for (const t of ['clients', 'client_search', 'announcements']) await ds.query(`VACUUM ANALYZE ${t}`);
    const [{ region }] = await ds.query(
      `SELECT region_code AS region FROM clients WHERE project_id = $1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      [projectId],
    );
    // the statements of the clients first page, as the repository sends them
    const firstPage: Statement[] = [];
    const recording = {
      query(text: string, values: unknown[] = []) {
        firstPage.push({ text, values, mode: PLAN_CACHE_MODE[planModeFor(text, values, true) ?? 'auto'] });
        return ds.query(text, values);
      },
    };
    const u = { id: user.id, type: 'client-manager' } as User;
    await new ClientsRepository().list(new TenantQuery(recording, projectId), u, { skip: 0, take: 15 } as ClientListQueryDto);
    return { projectId, email, region, firstPage };
  } finally {
    await db.close();
  }
}

async function cleanup(databaseUrl: string | undefined, dataDir: string, p: Prepared | undefined): Promise<void> {
  if (!databaseUrl) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  if (!p) return;
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await db.dataSource.query(`DELETE FROM projects WHERE id = $1`, [p.projectId]);
    await db.dataSource.query(`DELETE FROM users WHERE email = $1`, [p.email]);
  } finally {
    await db.close();
  }
}

/** Starts dist/main.js with the query counter preloaded; resolves when /api/health answers. */
async function startServer(databaseUrl: string | undefined, dataDir: string) {
  const child = fork(path.join(__dirname, '..', 'main.js'), [], {
    // BENCH_CPU_PROF=<dir>: the API process writes a V8 CPU profile there when it stops (where its time goes)
    execArgv: [
      '-r',
      path.join(__dirname, 'query-counter.js'),
      ...(env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : []),
    ],
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // the verdict store's job (a cron each minute, in this process) would recompute the generated
      // rows' verdicts in the middle of the rounds and be counted as the requests' CPU time
      ELIGIBILITY_VERDICTS_JOB: 'off',
      SESSION_SECRET: 'benchmark-percorso-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ask = (type: string) =>
    new Promise<number>((resolve) => {
      const on = (m: { type: string; count?: number }) => {
        if (m.type !== type) return;
        child.off('message', on);
        resolve(m.count ?? NaN);
      };
      child.on('message', on);
      child.send({ type });
    });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, ask };
}

/**
 * Waits (at most 180 s) until process `pid` is idle: under 5 % of a core over one second. After the
 * bulk load the server's background jobs (eligibility verdicts of the new rows) would otherwise be
 * counted in the CPU time of the requests.
 */
async function settle(pid: number | undefined): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < 180_000) {
    const c0 = cpuMicros(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuMicros(pid) - c0 < 50_000) break;
  }
  return Date.now() - t0;
}

/**
 * The bare Fastify server: `/health` (one `SELECT 1 FROM users LIMIT 1` shared per second, the
 * API's answer) and `/page` (the recorded statements, named, on a pool per plan_cache_mode with the
 * API's session settings, answered as `{data, total}` like the API). Resolves its port.
 */
function startBare(databaseUrl: string, statements: Statement[]): Promise<{ child: ChildProcess; port: number }> {
  const session = [`-c TimeZone=${DATABASE_TIME_ZONE}`, ...Object.entries(SESSION_SETTINGS).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const code = `
const app = require('fastify')({ logger: false });
const { Pool } = require('pg');
const statements = JSON.parse(process.env.BARE_STATEMENTS);
const pools = new Map();
const poolOf = (mode) => {
  if (!pools.has(mode)) pools.set(mode, new Pool({ connectionString: process.env.DATABASE_URL, max: ${CONNECTIONS}, options: process.env.BARE_SESSION + ' -c plan_cache_mode=' + mode }));
  return pools.get(mode);
};
let okUntil = 0, last;
app.get('/health', async () => {
  if (last && Date.now() < okUntil) return last;
  await poolOf('auto').query('SELECT 1 FROM users LIMIT 1');
  last = { status: 'ok', database: 'ok', redis: 'non usato' };
  okUntil = Date.now() + 1000;
  return last;
});
app.get('/page', async () => {
  let rows = [];
  for (const [i, s] of statements.entries()) rows = (await poolOf(s.mode).query({ name: 'b' + i, text: s.text, values: s.values })).rows;
  return { data: rows, total: rows.length };
});
app.listen({ port: 0, host: '127.0.0.1' }).then(() => console.log(app.server.address().port));
`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...env, DATABASE_URL: databaseUrl, BARE_STATEMENTS: JSON.stringify(statements), BARE_SESSION: session },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => child.stdout!.once('data', (d) => resolve({ child, port: Number(String(d).trim()) })));
}

async function main(): Promise<void> {
  const databaseUrl = env.DATABASE_URL || undefined;
  const name = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = databaseUrl ? os.tmpdir() : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-request-path-'));
  const clients = Number(env.BENCH_CLIENTS || 20_000);
  const calls = Number(env.BENCH_CALLS || 2_000);
  const figures: Figure[] = [];
  console.log(
    `=== ${name}: ${clients} clienti, ${calls} bandi, ${CONNECTIONS} connessioni, ${SECONDS} s per caso, ${os.cpus().length} CPU ===`,
  );
  let prepared: Prepared | undefined;
  try {
    prepared = await prepare(databaseUrl, dataDir, clients, calls);
    const p = prepared;
    const { child, ask } = await startServer(databaseUrl, dataDir);
    try {
      const origin = `http://127.0.0.1:${PORT}`;
      const login = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' },
        body: JSON.stringify({ email: p.email, password: PASSWORD }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      if (!access_token) throw new Error(`login failed: ${login.status}`);
      const headers = { authorization: `Bearer ${access_token}` };
      const base = `/api/projects/${p.projectId}`;
      const mixed = [
        `${base}/clients?skip=0&take=15`,
        `${base}/clients?region=${p.region}&take=15`,
        `${base}/announcements?skip=0&take=15`,
        `${base}/clients?search=marin&take=15`,
        `${base}/announcements?state=open&take=15`,
        `${base}/clients?skip=15&take=15`,
        `${base}/announcements?search=digitalizzazione&take=15`,
      ];
      console.log(`server a riposo dopo ${((await settle(child.pid)) / 1000).toFixed(0)} s`);
      await httpLoad(origin, mixed, headers, 1); // warm-up: credential cache, prepared statements
      const [q0, s0] = [await ask('queries'), await ask('sets')];
      const t0 = performance.now();
      const m = await httpLoad(origin, mixed, headers, SECONDS);
      const [q1, s1] = [await ask('queries'), await ask('sets')];
      await new Promise((r) => setTimeout(r, performance.now() - t0));
      const background = (await ask('queries')) - q1;
      const n = m.latencies.length;
      const perRequest = (q1 - q0 - Math.max(0, background)) / n;
      const sets = (s1 - s0) / n;
      console.log(`misto: ${n} richieste, ${q1 - q0} istruzioni (${s1 - s0} SET), fondo ${background}, ${m.errors} errori`);
      figures.push({
        figure: `${name}: mixed lists, DB statements per request (${n} requests)`,
        measured: perRequest.toFixed(2),
        budget: 'the queries only',
        ok: null,
      });
      figures.push({ figure: `${name}: mixed lists, SET statements per request`, measured: sets.toFixed(2), budget: '0', ok: sets === 0 });
      figures.push({
        figure: `${name}: mixed lists, median / p97.5 (ms)`,
        measured: `${quantile(m.latencies, 0.5).toFixed(1)} / ${quantile(m.latencies, 0.975).toFixed(1)} (${m.rps.toFixed(0)} req/s)`,
        budget: '-',
        ok: null,
      });

      if (databaseUrl) {
        const bare = await startBare(databaseUrl, p.firstPage);
        try {
          const bareOrigin = `http://127.0.0.1:${bare.port}`;
          const cases: [string, string, string, Record<string, string>][] = [
            ['health', '/api/health', '/health', {}],
            ['clients first page', `${base}/clients?skip=0&take=15`, '/page', headers],
          ];
          for (const [, api, b, h] of cases) {
            await httpLoad(origin, [api], h, 0.5);
            await httpLoad(bareOrigin, [b], {}, 0.5);
          }
          const rounds = 3;
          for (const [label, api, b, h] of cases) {
            const side0 = () => ({ n: 0, s: 0, user: 0, system: 0, lat: [] as number[] });
            const sum = { api: side0(), bare: side0() };
            for (let r = 0; r < rounds; r++) {
              for (const side of ['bare', 'api'] as const) {
                const pid = side === 'api' ? child.pid : bare.child.pid;
                const c0 = cpuTimes(pid);
                const res =
                  side === 'api'
                    ? await httpLoad(origin, [api], h, SECONDS / rounds)
                    : await httpLoad(bareOrigin, [b], {}, SECONDS / rounds);
                const c1 = cpuTimes(pid);
                sum[side].user += c1.user - c0.user;
                sum[side].system += c1.system - c0.system;
                sum[side].n += res.latencies.length;
                sum[side].s += res.latencies.length / res.rps;
                sum[side].lat.push(...res.latencies);
                if (res.errors) console.log(`${label} ${side}: ${res.errors} errori`);
              }
            }
            const user = (x: typeof sum.api) => x.user / x.n;
            const system = (x: typeof sum.api) => x.system / x.n;
            const cpu = (x: typeof sum.api) => user(x) + system(x);
            const rps = (x: typeof sum.api) => x.n / x.s;
            figures.push({
              figure: `${name}: ${label}, CPU µs per request, API vs bare Fastify (${cpu(sum.bare).toFixed(0)} µs)`,
              measured: `${cpu(sum.api).toFixed(0)} (${(cpu(sum.api) / cpu(sum.bare)).toFixed(2)}x)`,
              budget: '<= 2x',
              ok: cpu(sum.api) <= 2 * cpu(sum.bare),
            });
            // where the difference is: JavaScript and the libraries (user) or the kernel's socket work (system)
            figures.push({
              figure: `${name}: ${label}, of which user / system µs, API vs bare (${user(sum.bare).toFixed(0)} / ${system(sum.bare).toFixed(0)})`,
              measured: `${user(sum.api).toFixed(0)} / ${system(sum.api).toFixed(0)}`,
              budget: '-',
              ok: null,
            });
            figures.push({
              figure: `${name}: ${label}, req/s and median, API vs bare Fastify (${rps(sum.bare).toFixed(0)} req/s, ${quantile(sum.bare.lat, 0.5).toFixed(1)} ms)`,
              measured: `${rps(sum.api).toFixed(0)} req/s (${(rps(sum.api) / rps(sum.bare)).toFixed(2)}x), ${quantile(sum.api.lat, 0.5).toFixed(1)} ms`,
              budget: '-',
              ok: null,
            });
          }
        } finally {
          bare.child.kill();
        }
      }
    } finally {
      await stop(child);
    }
  } finally {
    await cleanup(databaseUrl, dataDir, prepared);
  }
  const w = [Math.max(...figures.map((f) => f.figure.length)), Math.max(...figures.map((f) => f.measured.length)), 16];
  console.log(`\n${'figure'.padEnd(w[0])} | ${'measured'.padEnd(w[1])} | ${'budget'.padEnd(w[2])} | ok/over`);
  console.log(`(load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} CPU)`);
  for (const f of figures) {
    console.log(
      `${f.figure.padEnd(w[0])} | ${f.measured.padEnd(w[1])} | ${f.budget.padEnd(w[2])} | ${f.ok === null ? '-' : f.ok ? 'ok' : 'over'}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
