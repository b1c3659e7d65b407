/**
 * Start and stop under a supervisor (issue 8, acceptance 4 and 5), on real server processes
 * (`node api/dist/main.js` and `npm start`, builds present): two instances started together on
 * one empty PostgreSQL database both come up and seed once; SIGTERM under load lets in-flight
 * requests finish and loses no acknowledged write; kill -9 then an immediate restart does not wait
 * for the stale folder lock; `npm start` exits non-zero when the server is killed.
 * The embedded-database tests need nothing; the PostgreSQL one needs the server of
 * LIFECYCLE_PG_URL (default postgres://postgres@127.0.0.1:5432, as in CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.env.E2E_ROOT || path.resolve(import.meta.dirname, '..', '..');
const MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const PASSWORD = 'Demo!2026';
const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

async function freePort() {
  const srv = net.createServer();
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

function tmpDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bandi-${name}-`));
}

/** Starts a server process; `out` collects its stdout and stderr. */
function start({ dataDir, port, env = {}, command = [process.execPath, MAIN] }) {
  const fullEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOGIN_THROTTLE_LIMIT: '100', ...env };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const child = spawn(command[0], command.slice(1), { cwd: ROOT, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const proc = { child, port, out: '', exited: null };
  child.stdout.on('data', (d) => (proc.out += d));
  child.stderr.on('data', (d) => (proc.out += d));
  proc.exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      proc.exited = { code, signal, at: Date.now() };
      resolve(proc.exited);
    }),
  );
  return proc;
}

async function waitHealthy(proc, ms = 240_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc.exited) throw new Error(`server exited (${JSON.stringify(proc.exited)}):\n${proc.out.slice(-3000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${proc.port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for :${proc.port}\n${proc.out.slice(-3000)}`);
}

/** Stops a process group for good (cleanup, whatever state it is in). */
function killGroup(proc) {
  if (proc.exited) return;
  try {
    process.kill(-proc.child.pid, 'SIGKILL');
  } catch {
    // gone
  }
}

async function json(port, method, url, { token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : { 'x-auth-mode': 'bearer' }) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function bearer(port, email) {
  const r = await json(port, 'POST', '/login', { body: { email, password: PASSWORD } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.access_token;
}

async function pgReachable(url) {
  const c = new Client({ connectionString: `${url}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

test('two instances started together on one empty PostgreSQL database both start; the seed runs once', async (t) => {
  const base = process.env.LIFECYCLE_PG_URL || 'postgres://postgres@127.0.0.1:5432';
  if (!(await pgReachable(base))) {
    t.skip(`no PostgreSQL server at ${base}`);
    return;
  }
  const dbName = `bandi_lifecycle_${process.pid}_test`;
  const admin = new Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const env = { DATABASE_URL: `${base}/${dbName}`, SEED_DEMO: 'true' };
  const a = start({ dataDir: tmpDir('pg-a'), port: await freePort(), env });
  const b = start({ dataDir: tmpDir('pg-b'), port: await freePort(), env });
  try {
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
    const demoLogs = [a, b].filter((p) => p.out.includes('Dati dimostrativi creati')).length;
    assert.equal(demoLogs, 1, 'the demo seed ran in exactly one instance');
    const importLogs = [a, b].filter((p) => p.out.includes('Bandi incentivi.gov.it importati')).length;
    assert.equal(importLogs, 1, 'the incentivi.gov.it import ran in exactly one instance');
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM projects) AS projects,
              (SELECT count(*)::int FROM announcements WHERE source = 'incentivi.gov.it') AS calls`,
    );
    await db.end();
    assert.equal(rows[0].projects, 2);
    assert.equal(rows[0].users, 8);
    assert.ok(rows[0].calls > 400, `calls imported once: ${rows[0].calls}`);
    // both serve
    for (const p of [a, b]) assert.equal((await json(p.port, 'GET', '/health')).status, 200);
    for (const p of [a, b]) p.child.kill('SIGTERM');
    const exits = await Promise.all([a.exit, b.exit]);
    assert.deepEqual(
      exits.map((e) => e.code),
      [0, 0],
    );
  } finally {
    killGroup(a);
    killGroup(b);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
});

test('SIGTERM under load: in-flight requests finish, exit within the deadline, every acknowledged write is there after restart; kill -9 then restart does not wait for the lock', async () => {
  const dataDir = tmpDir('sigterm');
  let proc = start({ dataDir, port: await freePort() });
  try {
    await waitHealthy(proc);
    const token = await bearer(proc.port, 'gestore@demo.local');
    const clients = await json(proc.port, 'GET', '/projects/1/clients?take=1', { token });
    const clientId = clients.body.data[0].id;

    const acked = []; // { id, text }
    const outcomes = { ok: 0, unavailable: 0, refused: 0, other: [] };
    let killedAt = 0;
    let finishedAfterKill = 0;
    const worker = async (w) => {
      for (let i = 0; ; i++) {
        const text = `carico ${w}.${i}`;
        const sentAt = Date.now();
        let r;
        try {
          r = await json(proc.port, 'POST', `/projects/1/clients/${clientId}/notes`, { token, body: { text } });
        } catch {
          outcomes.refused++; // the server is gone or closed the connection before taking it
          return;
        }
        if (r.status === 201) {
          outcomes.ok++;
          acked.push({ id: r.body.id, text });
          if (killedAt && sentAt < killedAt) finishedAfterKill++;
        } else if (r.status === 503) {
          outcomes.unavailable++;
          return;
        } else {
          outcomes.other.push(`${r.status} ${JSON.stringify(r.body)}`);
          return;
        }
      }
    };
    const load = Array.from({ length: 16 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1500));
    killedAt = Date.now();
    proc.child.kill('SIGTERM');
    await Promise.all(load);
    const exit = await proc.exit;
    const stopMs = exit.at - killedAt;
    console.log(
      `[lifecycle] SIGTERM under load: ${outcomes.ok} notes acknowledged (${finishedAfterKill} of them sent before and answered after SIGTERM), ` +
        `${outcomes.unavailable} answered 503, ${outcomes.refused} refused; exit ${exit.code} after ${stopMs} ms`,
    );
    assert.deepEqual(outcomes.other, [], 'no answer other than 201 or 503');
    assert.equal(exit.code, 0, proc.out.slice(-2000));
    assert.ok(stopMs < 10_000 + 5_000, `stopped within the 10 s drain deadline plus closing: ${stopMs} ms`);
    assert.ok(acked.length > 0);
    for (const step of ['arresto in corso', 'Nuove connessioni rifiutate', 'CHECKPOINT eseguito', 'Arresto completato'])
      assert.ok(proc.out.includes(step), `log step "${step}"`);

    // restart on the same folder: every acknowledged note is there
    proc = start({ dataDir, port: await freePort() });
    await waitHealthy(proc);
    const token2 = await bearer(proc.port, 'gestore@demo.local');
    const stored = new Map();
    for (let skip = 0; ; skip += 100) {
      const page = await json(proc.port, 'GET', `/projects/1/clients/${clientId}/notes?take=100&skip=${skip}`, { token: token2 });
      assert.equal(page.status, 200);
      for (const n of page.body.data) stored.set(n.id, n.text);
      if (skip + 100 >= page.body.total) break;
    }
    const lost = acked.filter((n) => stored.get(n.id) !== n.text);
    assert.deepEqual(lost, [], 'acknowledged writes lost across SIGTERM and restart');

    // kill -9, then restart at once: the dead process's lock is taken over without waiting
    proc.child.kill('SIGKILL');
    await proc.exit;
    const restartAt = Date.now();
    proc = start({ dataDir, port: await freePort() });
    await waitHealthy(proc, 60_000);
    const readyMs = Date.now() - restartAt;
    console.log(`[lifecycle] ready ${readyMs} ms after kill -9 (stale lock taken over)`);
    assert.match(proc.out, /che non esiste più: rimosso/);
    assert.doesNotMatch(proc.out, /già in uso/);
    proc.child.kill('SIGTERM');
    assert.equal((await proc.exit).code, 0);
  } finally {
    killGroup(proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Pids of every descendant of `pid` (from /proc). */
function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const queue = [pid];
  while (queue.length) {
    for (const c of children.get(queue.shift()) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

test('npm start exits non-zero when its server is killed, so a supervisor restarts it', async () => {
  const dataDir = tmpDir('npmstart');
  const proc = start({ dataDir, port: await freePort(), command: ['npm', 'start'] });
  try {
    await waitHealthy(proc);
    const server = descendants(proc.child.pid).find((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('api/dist/main.js');
      } catch {
        return false;
      }
    });
    assert.ok(server, 'the server process under npm start');
    process.kill(server, 'SIGKILL');
    const exit = await proc.exit;
    assert.notEqual(exit.code, 0, `npm start exit code after the server was killed: ${exit.code}`);
  } finally {
    killGroup(proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
