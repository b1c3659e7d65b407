/**
 * Issue 14, acceptance 1 (README "Scaling to several instances"): two API processes
 * (`node api/dist/main.js`, the built server `npm start` runs) on one PostgreSQL database, one Redis
 * and one shared upload folder, with the same SESSION_SECRET, behind a small round-robin proxy
 * (http-proxy) started here:
 * - a browser logs in through the proxy and keeps working while its requests alternate between
 *   the two instances (each answer is tagged by the proxy with the instance that served it);
 * - the login throttle counts failures across both instances (Redis);
 * - a file uploaded through one instance downloads, identical, through the other;
 * - the seed and the import of announcements ran once (pg-boss singleton jobs and the migration lock).
 * Needs the PostgreSQL server of LIFECYCLE_PG_URL (default postgres://postgres@127.0.0.1:5432) and
 * Redis at INSTANCES_REDIS_URL (default redis://127.0.0.1:6379): without PostgreSQL every test is
 * skipped, without Redis the throttle one, saying so.
 */
/* global FormData, Blob -- Node 20 globals */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch } from './lib.mjs';

const ROOT = process.env.E2E_ROOT || path.resolve(import.meta.dirname, '..', '..');
const MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const PASSWORD = 'Demo!2026';
const PG = process.env.LIFECYCLE_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const REDIS = process.env.INSTANCES_REDIS_URL || 'redis://127.0.0.1:6379';
const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
const httpProxy = createRequire(import.meta.url)('http-proxy');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function freePort() {
  const srv = net.createServer();
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

async function pgReachable() {
  const c = new Client({ connectionString: `${PG}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** True when a Redis server answers PING at REDIS. */
function redisReachable() {
  const { hostname, port } = new URL(REDIS);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 6379) });
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
    s.on('error', () => resolve(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => (s.destroy(), resolve(d.toString().startsWith('+PONG'))));
  });
}

function start(name, port, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bandi-inst-${name}-`));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const proc = { name, port, child, out: '', exited: null, dataDir };
  child.stdout.on('data', (d) => (proc.out += d));
  child.stderr.on('data', (d) => (proc.out += d));
  child.on('exit', (code, signal) => (proc.exited = { code, signal }));
  return proc;
}

async function waitHealthy(proc, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc.exited) throw new Error(`${proc.name} exited (${JSON.stringify(proc.exited)}):\n${proc.out.slice(-3000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${proc.port}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timeout waiting for ${proc.name}\n${proc.out.slice(-3000)}`);
}

/** Round-robin proxy over `targets`; every answer carries `x-served-by: <name>`; `served` logs them per path. */
async function roundRobin(targets) {
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  let next = 0;
  const served = [];
  proxy.on('proxyRes', (res, req) => {
    res.headers['x-served-by'] = req.servedBy;
  });
  proxy.on('error', (_e, _req, res) => {
    res.writeHead?.(502);
    res.end();
  });
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length];
    req.servedBy = target.name;
    served.push({ path: req.url, by: target.name });
    proxy.web(req, res, { target: `http://127.0.0.1:${target.port}` });
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${port}`, served, close: () => new Promise((r) => server.close(r)) };
}

let ctx = null;
let skipReason = null;
let noRedis = null;
before(async () => {
  if (!(await pgReachable())) skipReason = `no PostgreSQL server at ${PG}`;
  if (skipReason) return;
  if (!(await redisReachable())) noRedis = `no Redis at ${REDIS}: throttles stay per instance`;
  const dbName = `bandi_instances_${process.pid}_test`;
  const admin = new Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-inst-uploads-'));
  const env = {
    DATABASE_URL: `${PG}/${dbName}`,
    ...(noRedis ? {} : { REDIS_URL: REDIS }),
    REDIS_PREFIX: `bandi:instances-test:${randomBytes(4).toString('hex')}:`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: uploads,
    SEED_DEMO: 'true',
    LOGIN_THROTTLE_LIMIT: '4',
  };
  // the first instance migrates and seeds; the second starts on the ready database
  const a = start('A', await freePort(), env);
  ctx = { dbName, uploads, procs: [a] };
  await waitHealthy(a);
  const b = start('B', await freePort(), env);
  ctx.procs.push(b);
  await waitHealthy(b);
  ctx.proxy = await roundRobin([a, b]);
  ctx.browser = await launch();
});

after(async () => {
  if (!ctx) return;
  await ctx.browser?.close();
  await ctx.proxy?.close();
  for (const p of ctx.procs) {
    try {
      if (!p.exited) process.kill(-p.child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const p of ctx.procs) {
    try {
      if (!p.exited) process.kill(-p.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
    fs.rmSync(p.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(ctx.uploads, { recursive: true, force: true });
  const admin = new Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${ctx.dbName} WITH (FORCE)`);
  await admin.end();
});

async function call(port, method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : { 'x-auth-mode': 'bearer' }),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  return res;
}

test('a browser session logs in through one instance and keeps working through the other', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const context = await ctx.browser.newContext({ baseURL: ctx.proxy.origin, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const apiBy = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      apiBy.push({ path: new URL(r.url()).pathname, status: r.status(), by: r.headers()['x-served-by'] });
  });
  try {
    await page.goto('/accedi');
    await page.getByLabel('Email').fill('gestore@demo.local');
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/accedi'), { timeout: 60_000 });
    const login = apiBy.find((r) => r.path === '/api/login');
    assert.equal(login?.status, 200);
    // several screens, each a handful of API calls that alternate between the instances
    const id = (await (await page.request.get('/api/projects')).json()).data[0].id;
    for (const section of ['clienti', 'richieste', 'clienti']) {
      await page.goto(`/ambiente/${id}/${section}`);
      await page.getByTestId(section === 'clienti' ? 'sidebar-clienti' : 'calls-filters').waitFor({ timeout: 60_000 });
    }
    await page.getByText('Officine Meccaniche Brambilla S.r.l.').waitFor({ timeout: 30_000 });
    assert.ok(!new URL(page.url()).pathname.startsWith('/accedi'), 'still logged in');
    const afterLogin = apiBy.slice(apiBy.indexOf(login) + 1);
    const other = login.by === 'A' ? 'B' : 'A';
    assert.ok(
      afterLogin.some((r) => r.by === other && r.status === 200),
      `the other instance (${other}) served the session`,
    );
    assert.ok(
      afterLogin.some((r) => r.by === login.by && r.status === 200),
      'so did the first',
    );
    assert.deepEqual(
      afterLogin.filter((r) => r.status === 401),
      [],
      'no request was refused as logged out',
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the login throttle counts failures across both instances (Redis)', async (t) => {
  if (skipReason || noRedis) return t.skip(skipReason || noRedis);
  const [a, b] = ctx.procs;
  const email = 'esperto.locale@demo.local';
  // LOGIN_THROTTLE_LIMIT=4: two failures on each instance exhaust the allowance of the address
  for (const p of [a, b, a, b]) {
    const res = await call(p.port, 'POST', '/login', { body: { email, password: 'Sbagliata!2026' } });
    assert.equal(res.status, 401, `failure counted on ${p.name}`);
  }
  for (const p of [a, b]) {
    const res = await call(p.port, 'POST', '/login', { body: { email, password: PASSWORD } });
    assert.equal(res.status, 429, `${p.name} refuses after the failures on both`);
  }
});

test('a file uploaded through one instance downloads through the other', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const [a, b] = ctx.procs;
  const login = await (await call(a.port, 'POST', '/login', { body: { email: 'admin@demo.local', password: PASSWORD } })).json();
  const token = login.access_token;
  assert.ok(token, JSON.stringify(login));
  const projects = await (await call(a.port, 'GET', '/projects', { token })).json();
  const id = projects.data[0].id;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const up = await call(a.port, 'POST', `/projects/${id}/logos/horizontal`, { token, body: form });
  const text = await up.text();
  assert.equal(up.status, 201, text);
  const url = /\/api\/logos\/[0-9a-f-]{36}/.exec(text)?.[0];
  assert.ok(url, `logo address in ${text}`);
  const down = await fetch(`http://127.0.0.1:${b.port}${url}`);
  assert.equal(down.status, 200);
  assert.deepEqual(Buffer.from(await down.arrayBuffer()), PNG, 'the same bytes through B');
});

/** The .eml files of both instances' outboxes (DATA_DIR/outbox) that are addressed to `email`. */
function mailsTo(email) {
  return ctx.procs.flatMap((p) => {
    const dir = path.join(p.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((f) => ({ by: p.name, raw: fs.readFileSync(path.join(dir, f), 'utf8') }))
      .filter((m) => new RegExp(`^To: .*${email.replace(/[.]/g, '\\.')}`, 'mi').test(m.raw));
  });
}

test('background jobs run once across the instances; the seed ran once', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const [a, b] = ctx.procs;
  assert.equal([a, b].filter((p) => p.out.includes('Dati dimostrativi creati')).length, 1, 'the demo seed ran in one instance');
  // the reset e-mail is a pg-boss job, queued by A; both instances work the queue, one sends it
  const email = 'gestore.bari@demo.local';
  assert.equal(mailsTo(email).length, 0);
  // an anonymous CSRF token issued by B is accepted by A (same SESSION_SECRET)
  const csrf = await fetch(`http://127.0.0.1:${b.port}/api/csrf-cookie`);
  const cookies = csrf.headers.getSetCookie();
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies.join('\n'))[1]);
  const res = await fetch(`http://127.0.0.1:${a.port}/api/forgot-password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.map((c) => c.split(';')[0]).join('; '),
      'x-xsrf-token': xsrf,
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({ email }),
  });
  assert.ok(res.status < 300, `forgot-password answered ${res.status}`);
  const until = Date.now() + 60_000;
  while (Date.now() < until && mailsTo(email).length === 0) await new Promise((r) => setTimeout(r, 500));
  assert.equal(mailsTo(email).length, 1, 'the e-mail was sent');
  await new Promise((r) => setTimeout(r, 5000));
  assert.equal(mailsTo(email).length, 1, 'and only once');
});
