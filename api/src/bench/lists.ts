/**
 * List benchmark (issue 12 "Fast at real size"; README "Performance"): for PostgreSQL (when
 * DATABASE_URL is set) and for the embedded database (PGlite in a temporary DATA_DIR) it
 * 1. migrates, loads the reference tables and fills a new environment with the bulk generator
 *    (bench/generate.ts: BENCH_CLIENTS clients, BENCH_CALLS announcements), VACUUM ANALYZE, and prints the
 *    EXPLAIN (ANALYZE) plans of the clients list, search and deep page as the repositories send them;
 * 2. starts the server (dist/main.js, a child process with bench/query-counter.js preloaded),
 *    logs in with a bearer token and measures over HTTP with BENCH_CONNECTIONS (10) concurrent
 *    connections for BENCH_SECONDS each the p97.5 latency of clients and announcements lists: first page,
 *    a filter, a search term, the last page (`skip` = 99% of the rows the user sees);
 * 3. measures /api/health req/s (and CPU time per request) against a bare node:http hello in the
 *    same run, in alternating rounds, the database statements per authenticated list request
 *    (clients and announcements first page) after warm-up, and the server's RSS after start.
 * It prints a table `figure | measured | budget | ok/over`. Not a pass/fail test: the exit code
 * is 0 unless something fails to run.
 *
 * Environment: DATABASE_URL (PostgreSQL run; unset: embedded only), BENCH_CLIENTS (100000),
 * BENCH_CALLS (10000), BENCH_EMBEDDED_CLIENTS / BENCH_EMBEDDED_CALLS (default: the same),
 * BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_PORT (3104), BENCH_SKIP_EMBEDDED=true.
 * Usage: npm run build -w api && npm run bench:lists -w api
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { cpuMicros, httpLoad, quantile, stop } from './http-load';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { migrate, openDatabase } from '../database/database';
import { seedReference } from '../database/seed/reference';
import { hashPassword } from '../modules/auth/password';
import { AnnouncementsRepository } from '../modules/announcements/announcements.repository';
import { ClientsRepository } from '../modules/clients/clients.repository';
import { TenantQuery } from '../common/tenancy/tenant-query';
import type { User } from '../modules/users/user.entity';
import { BULK_TABLES, generateBulk } from './generate';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 10);
const PORT = Number(env.BENCH_PORT || 3104);
const PASSWORD = 'Bench!2026elenchi';

interface Target {
  name: string;
  databaseUrl: string | undefined;
  dataDir: string;
  clients: number;
  calls: number;
}

interface Prepared {
  projectId: number;
  email: string;
  region: string;
  clientSearch: string;
  callSearch: string;
}

interface Figure {
  figure: string;
  measured: string;
  budget: string;
  ok: boolean | null;
}

/** Runs `EXPLAIN (ANALYZE, BUFFERS)` of every statement the repository sends, then the statement. */
function explaining(ds: DataSource, label: string) {
  return {
    async query(text: string, params?: unknown[]) {
      if (!/^\s*EXPLAIN/i.test(text)) {
        const plan: { 'QUERY PLAN': string }[] = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        console.log(`\n--- ${label} ---\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
      return ds.query(text, params);
    },
  };
}

/**
 * Leaves the database quiet before (and after) a measurement: VACUUM ANALYZE of the bulk tables
 * (visibility map set for index-only scans, statistics fresh, no autovacuum pending from the
 * bulk load or the clean-up) and a CHECKPOINT (the dirty pages written now, not during the
 * requests). CI's list figures moved by ±15 ms with the autovacuum that followed the bulk load.
 * Returns the milliseconds it took.
 */
async function settleDatabase(ds: DataSource): Promise<number> {
  const t0 = Date.now();
  for (const table of BULK_TABLES) await ds.query(`VACUUM ANALYZE ${table}`);
  await ds.query('CHECKPOINT');
  return Date.now() - t0;
}

async function prepare(t: Target): Promise<Prepared> {
  const db = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
  const ds = db.dataSource;
  try {
    await migrate(ds);
    await seedReference(ds);
    const stamp = new Date().toISOString();
    const [project] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'orange') RETURNING id`, [
      `Benchmark elenchi ${stamp}`,
    ]);
    const projectId: number = project.id;
    const email = `bench.elenchi.${projectId}.${Date.now()}@prova.it`;
    const [user] = await ds.query(
      `INSERT INTO users (name, surname, email, password_hash, type) VALUES ('Utente', 'Benchmark', $1, $2, 'client-manager') RETURNING id`,
      [email, await hashPassword(PASSWORD)],
    );
    await ds.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1, $2)`, [projectId, user.id]);
    const r = await generateBulk(ds, { projectId, clients: t.clients, calls: t.calls });
    console.log(`${t.name}: ${r.clients} clienti e ${r.calls} bandi generati in ${(r.ms / 1000).toFixed(1)} s (ambiente ${projectId})`);
    console.log(`${t.name}: VACUUM ANALYZE e CHECKPOINT in ${await settleDatabase(ds)} ms`);
    const [{ region }] = await ds.query(
      `SELECT region_code AS region FROM clients WHERE project_id = $1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      [projectId],
    );
    const prepared: Prepared = { projectId, email, region, clientSearch: 'marin', callSearch: 'digitalizzazione' };
    // the plans of the repositories' own statements
    const u = { id: user.id, type: 'client-manager' } as User;
    const clients = new ClientsRepository();
    const calls = new AnnouncementsRepository();
    const page = { skip: 0, take: 15 };
    await clients.list(new TenantQuery(explaining(ds, `${t.name} clients: first page`), projectId), u, page);
    await clients.list(new TenantQuery(explaining(ds, `${t.name} clients: search "${prepared.clientSearch}"`), projectId), u, {
      ...page,
      search: prepared.clientSearch,
    });
    await clients.list(new TenantQuery(explaining(ds, `${t.name} clients: deep page`), projectId), u, {
      skip: Math.floor(t.clients * 0.99),
      take: 15,
    });
    const ctx = (label: string) => ({ ds: explaining(ds, label), ctx: { user: u, projectId } });
    const visibleCalls = (await calls.list({ user: u, projectId }, { skip: 0, take: 1 } as never, ds)).total;
    for (const [label, q] of [
      ['announcements: first page', page],
      [`announcements: search "${prepared.callSearch}"`, { ...page, search: prepared.callSearch }],
      ['announcements: deep page', { skip: Math.floor(visibleCalls * 0.99), take: 15 }],
    ] as const) {
      const c = ctx(`${t.name} ${label}`);
      await calls.list(c.ctx, q as never, c.ds);
    }
    return prepared;
  } finally {
    await db.close();
  }
}

async function cleanup(t: Target, p: Prepared | undefined): Promise<void> {
  if (!t.databaseUrl) {
    fs.rmSync(t.dataDir, { recursive: true, force: true });
    return;
  }
  if (!p) return;
  const db = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
  try {
    await db.dataSource.query(`DELETE FROM projects WHERE id = $1`, [p.projectId]);
    await db.dataSource.query(`DELETE FROM users WHERE email = $1`, [p.email]);
    // the dead rows of the deleted environment are vacuumed now, not by autovacuum while the next
    // target (PGlite) or the Lighthouse step is measured on the same cores
    console.log(`${t.name}: pulizia, VACUUM e CHECKPOINT in ${await settleDatabase(db.dataSource)} ms`);
  } finally {
    await db.close();
  }
}

/** Starts dist/main.js with the query counter preloaded; resolves when /api/health answers. */
async function startServer(t: Target): Promise<{ child: ChildProcess; ask: (type: string) => Promise<number> }> {
  const child = fork(path.join(__dirname, '..', 'main.js'), [], {
    execArgv: ['--expose-gc', '-r', path.join(__dirname, 'query-counter.js')],
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl ?? '',
      DATA_DIR: t.dataDir,
      SEED_DEMO: 'false',
      // the verdict store's job (a cron each minute, in this process) would recompute the generated
      // rows' verdicts in the middle of the rounds and be counted as the requests' CPU time
      ELIGIBILITY_VERDICTS_JOB: 'off',
      SESSION_SECRET: 'benchmark-elenchi-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ask = (type: string) =>
    new Promise<number>((resolve) => {
      const on = (m: { type: string; count?: number; bytes?: number }) => {
        if (m.type !== type) return;
        child.off('message', on);
        resolve(m.count ?? m.bytes ?? NaN);
      };
      child.on('message', on);
      child.send({ type });
    });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, ask };
}

/** A bare node:http "hello" server in a child process; resolves its port. */
function startHello(): Promise<{ child: ChildProcess; port: number }> {
  const code = `const s=require('node:http').createServer((q,r)=>{r.setHeader('content-type','text/plain');r.end('hello')});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.stdout!.once('data', (d) => resolve({ child, port: Number(String(d).trim()) })));
}

async function run(t: Target, figures: Figure[], pgP975: Map<string, number>): Promise<void> {
  let prepared: Prepared | undefined;
  try {
    prepared = await prepare(t);
    const p = prepared;
    const { child, ask } = await startServer(t);
    try {
      const origin = `http://127.0.0.1:${PORT}`;
      const rssAfterStart = await ask('rss');
      const login = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' },
        body: JSON.stringify({ email: p.email, password: PASSWORD }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      if (!access_token) throw new Error(`login failed: ${login.status}`);
      const headers = { authorization: `Bearer ${access_token}` };
      const base = `/api/projects/${p.projectId}`;
      // the announcements' last page: 99% of the announcements this user sees (published local and global ones)
      const first = await fetch(`${origin}${base}/announcements?skip=0&take=15`, { headers });
      const callsSkip = Math.floor(((await first.json()) as { total: number }).total * 0.99);
      const cases: [string, string][] = [
        ['clients first page', `${base}/clients?skip=0&take=15`],
        [`clients filter region=${p.region}`, `${base}/clients?region=${p.region}&take=15`],
        [`clients search "${p.clientSearch}"`, `${base}/clients?search=${encodeURIComponent(p.clientSearch)}&take=15`],
        [`clients last page skip=${Math.floor(t.clients * 0.99)}`, `${base}/clients?skip=${Math.floor(t.clients * 0.99)}&take=15`],
        ['announcements first page', `${base}/announcements?skip=0&take=15`],
        ['announcements filter state=open', `${base}/announcements?state=open&take=15`],
        [`announcements search "${p.callSearch}"`, `${base}/announcements?search=${encodeURIComponent(p.callSearch)}&take=15`],
        [`announcements last page skip=${callsSkip}`, `${base}/announcements?skip=${callsSkip}&take=15`],
      ];
      // warm-up: every case a few times (caches, plans, JIT)
      for (const [, url] of cases) await httpLoad(origin, [url], headers, 0.5);
      // statements per list request after warm-up (the credential is cached: AuthCache), minus the
      // background ones (job queue) of an idle interval as long; clients and announcements first page
      for (const [label, url] of [cases[0], cases[4]]) {
        const n = 30;
        const q0 = await ask('queries');
        const tq0 = performance.now();
        for (let i = 0; i < n; i++) {
          const res = await fetch(`${origin}${url}`, { headers });
          await res.arrayBuffer();
        }
        const q1 = await ask('queries');
        await new Promise((r) => setTimeout(r, performance.now() - tq0));
        const background = (await ask('queries')) - q1 - 1;
        const perRequest = (q1 - q0 - Math.max(0, background)) / n;
        figures.push({
          figure: `${t.name}: DB round trips per request, ${label}`,
          measured: perRequest.toFixed(1),
          budget: '<= 2',
          ok: perRequest <= 2,
        });
      }
      for (const [label, url] of cases) {
        const r = await httpLoad(origin, [url], headers, SECONDS);
        const p975 = quantile(r.latencies, 0.975);
        const budget = t.databaseUrl ? 50 : (pgP975.get(label.replace(/skip=\d+/, 'skip')) ?? NaN) * 2;
        if (t.databaseUrl) pgP975.set(label.replace(/skip=\d+/, 'skip'), p975);
        console.log(
          `${t.name}: ${label}: p97.5 ${p975.toFixed(1)} ms, median ${quantile(r.latencies, 0.5).toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, errors ${r.errors}`,
        );
        figures.push({
          figure: `${t.name}: ${label} p97.5 (ms)${r.errors ? ` [${r.errors} errori]` : ''}`,
          measured: `${p975.toFixed(1)} (${r.rps.toFixed(0)} req/s)`,
          budget: Number.isNaN(budget) ? (t.databaseUrl ? '<= 50' : '<= 2x PostgreSQL (n/a)') : `<= ${budget.toFixed(1)}`,
          ok: Number.isNaN(budget) ? null : p975 <= budget && r.errors === 0,
        });
      }
      // /api/health against a bare node:http hello: alternating rounds, so that the load of a shared
      // machine weighs on both alike; also the CPU time per request of each process (Linux /proc)
      const hello = await startHello();
      try {
        const rounds = 3;
        const sum = { bare: { n: 0, s: 0, cpu: 0 }, health: { n: 0, s: 0, cpu: 0 } };
        for (let r = 0; r < rounds; r++) {
          const c0 = cpuMicros(hello.child.pid);
          const bare = await httpLoad(`http://127.0.0.1:${hello.port}`, ['/'], {}, SECONDS / rounds);
          sum.bare.cpu += cpuMicros(hello.child.pid) - c0;
          const s0 = await ask('cpu');
          const health = await httpLoad(origin, ['/api/health'], {}, SECONDS / rounds);
          sum.health.cpu += (await ask('cpu')) - s0;
          sum.bare.n += bare.latencies.length;
          sum.bare.s += bare.latencies.length / bare.rps;
          sum.health.n += health.latencies.length;
          sum.health.s += health.latencies.length / health.rps;
        }
        const bareRps = sum.bare.n / sum.bare.s;
        const healthRps = sum.health.n / sum.health.s;
        figures.push({
          figure: `${t.name}: /api/health req/s vs bare node:http (${bareRps.toFixed(0)} req/s)`,
          measured: `${healthRps.toFixed(0)} (${(healthRps / bareRps).toFixed(2)}x)`,
          budget: '>= 0.5x',
          ok: healthRps >= 0.5 * bareRps,
        });
        const bareCpu = sum.bare.cpu / sum.bare.n;
        const healthCpu = sum.health.cpu / sum.health.n;
        if (bareCpu > 0) {
          figures.push({
            figure: `${t.name}: /api/health CPU µs per request vs bare node:http (${bareCpu.toFixed(0)} µs)`,
            measured: `${healthCpu.toFixed(0)} (${(bareCpu / healthCpu).toFixed(2)}x)`,
            budget: '-',
            ok: null,
          });
        }
      } finally {
        hello.child.kill();
      }
      if (!t.databaseUrl) {
        figures.push({
          figure: `${t.name}: RSS after start (MB)`,
          measured: (rssAfterStart / 1e6).toFixed(0),
          budget: '<= 400',
          ok: rssAfterStart <= 400e6,
        });
        const rssAfterLoad = await ask('rss');
        figures.push({ figure: `${t.name}: RSS after the load (MB)`, measured: (rssAfterLoad / 1e6).toFixed(0), budget: '-', ok: null });
      }
    } finally {
      await stop(child);
    }
  } finally {
    await cleanup(t, prepared);
  }
}

async function main(): Promise<void> {
  const clients = Number(env.BENCH_CLIENTS || 100_000);
  const calls = Number(env.BENCH_CALLS || 10_000);
  const targets: Target[] = [];
  if (env.DATABASE_URL) targets.push({ name: 'PostgreSQL', databaseUrl: env.DATABASE_URL, dataDir: os.tmpdir(), clients, calls });
  if (env.BENCH_SKIP_EMBEDDED !== 'true') {
    targets.push({
      name: 'PGlite',
      databaseUrl: undefined,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-')),
      clients: Number(env.BENCH_EMBEDDED_CLIENTS || clients),
      calls: Number(env.BENCH_EMBEDDED_CALLS || calls),
    });
  }
  const figures: Figure[] = [];
  const loadBefore = os.loadavg()[0];
  const pgP975 = new Map<string, number>();
  for (const t of targets) {
    console.log(
      `\n=== ${t.name}: ${t.clients} clienti, ${t.calls} bandi, ${CONNECTIONS} connessioni, ${SECONDS} s per caso, ${os.cpus().length} CPU ===`,
    );
    await run(t, figures, pgP975);
  }
  const w = [Math.max(...figures.map((f) => f.figure.length)), Math.max(...figures.map((f) => f.measured.length)), 24];
  console.log(`\n${'figure'.padEnd(w[0])} | ${'measured'.padEnd(w[1])} | ${'budget'.padEnd(w[2])} | ok/over`);
  console.log(`${'-'.repeat(w[0])}-|-${'-'.repeat(w[1])}-|-${'-'.repeat(w[2])}-|--------`);
  console.log(
    `(load average of the machine: ${loadBefore.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at the end, ${os.cpus().length} CPU)`,
  );
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
