#!/usr/bin/env node
/**
 * Browser tests (Playwright with Debian's Chromium). Without BASE_URL it does what a person on a
 * fresh machine does: `npm start` with an empty DATA_DIR and no DATABASE_URL (embedded database,
 * builds made if missing), waits until http://localhost:PORT answers (default 3000), runs
 * `node --test tests/`, then stops the server. With BASE_URL it only runs the tests.
 *
 * One server and one Chromium for the whole run (docs/testing.md#browser-tests): the browser is
 * started here (`launchServer`) and every test file connects to it (E2E_BROWSER_WS, lib.mjs
 * launch()); each demo account logs in once, here, through the API, and its storage state
 * (E2E_STATE_DIR/<email>.json) is what lib.mjs login() gives a new page, except in the tests of
 * the login form itself. Per-file times go to E2E_TIMINGS (timing-reporter.mjs) when set.
 * Without arguments the files run in three phases (runPhases): the WALKS one at a time, the files
 * that change no shared state two at a time, then the EXCLUSIVE ones one at a time, beside them the
 * OWN_SERVERS ones one at a time. Arguments: test files to run instead, one at a time
 * (`npm run test:e2e -- tests/auth.test.mjs`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions, saveStorageStates } from './tests/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
let base = process.env.BASE_URL;
let server;
let dataDir;

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timeout waiting for ${url}`);
}

/**
 * Files that change what every other user sees while they run: modules or the second factor
 * switched for everyone, an environment's settings and alerts, remote releases, a remote's server
 * stopped; or that start their own servers and time them (lifecycle, instances), or count the
 * first render's work (first-render). They run one at a time, after the others; the files with
 * servers of their own (OWN_SERVERS) beside the others (runPhases).
 */
const EXCLUSIVE = new Set([
  'modules.test.mjs',
  'settings.test.mjs',
  'ux-finish.test.mjs',
  'mfa.test.mjs',
  'federation.test.mjs',
  'federation-releases.test.mjs',
  'instances.test.mjs',
  'lifecycle.test.mjs',
  'first-render.test.mjs',
  // sets the demo gestore's start page (La mia giornata) for a moment: its other tests land elsewhere meanwhile
  'my-day.test.mjs',
]);

/**
 * The walks over every page (tests/walk.mjs: the accessibility and role checks on each state):
 * each already works with two pages side by side and keeps both cores busy, so they run one file
 * at a time, first, on the seeded data (the administrator's walk before the other roles', whose
 * accessibility check skips the states the administrator's checked).
 */
const WALKS = ['walk-admin.test.mjs', 'walk-admin-environments.test.mjs', 'walk-roles.test.mjs'];

/**
 * EXCLUSIVE files that never use the run's server: they start servers of their own (on their own
 * ports, data folders and PostgreSQL databases) and time their start and stop. Alone on the machine
 * they left one of its two cores idle for about 100 s of the last phase (each of them, like the
 * other EXCLUSIVE files, keeps about one core busy), so they run one at a time beside the other
 * EXCLUSIVE files; their time limits (a 15 s stop, a 2 s health check) hold with a second file beside them.
 */
const OWN_SERVERS = ['lifecycle.test.mjs', 'instances.test.mjs'];

/**
 * The run's three phases (docs/testing.md#browser-tests), each a list of tracks that run side by
 * side: the WALKS one at a time; every other file that changes no state another file sees, two at a
 * time (each test creates its own records; one file's browser work overlaps the other's waits on
 * the server); then the EXCLUSIVE files one at a time, beside the OWN_SERVERS ones one at a time.
 */
function runPhases(dir) {
  const all = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .sort();
  const shared = all.filter((f) => !EXCLUSIVE.has(f) && !WALKS.includes(f));
  const at = (files) => files.map((f) => path.join(dir, f));
  return [
    [{ files: at(WALKS.filter((f) => all.includes(f))), concurrency: 1 }],
    [{ files: at(shared), concurrency: 2 }],
    [
      { files: at(all.filter((f) => EXCLUSIVE.has(f) && !OWN_SERVERS.includes(f))), concurrency: 1 },
      { files: at(all.filter((f) => OWN_SERVERS.includes(f))), concurrency: 1 },
    ].filter((track) => track.files.length),
  ];
}

/** Joins the tracks' timing files (timing-reporter.mjs) `<target>.<part>` into `target`. */
function mergeTimings(target, parts) {
  const files = [];
  for (const p of parts) {
    const part = `${target}.${p}`;
    if (!fs.existsSync(part)) continue;
    files.push(...JSON.parse(fs.readFileSync(part, 'utf8')).files);
    fs.rmSync(part);
  }
  fs.writeFileSync(target, `${JSON.stringify({ files }, null, 1)}\n`);
}

if (!base) {
  const port = process.env.E2E_PORT || '3000';
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-e2e-'));
  const env = { ...process.env, PORT: port, DATA_DIR: dataDir, LOGIN_THROTTLE_LIMIT: '50' };
  delete env.DATABASE_URL;
  const started = Date.now();
  server = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  base = `http://localhost:${port}`;
  await waitFor(`${base}/api/health`, 600_000);
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (!/id=["']?root/.test(html)) throw new Error('the shell page is not served at /');
  console.log(`[e2e] npm start ready on ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s (embedded database, no DATABASE_URL)`);
}

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-e2e-state-'));
// the failed cases with their errors (failure-reporter.mjs), printed again at the very end
const failures = path.join(stateDir, 'failures.txt');
const browserServer = await chromium.launchServer(launchOptions());
let code = 1;
let failed = '';
try {
  await saveStorageStates(base, stateDir);
  const args = process.argv.slice(2).map((f) => path.resolve(f));
  const phases = args.length ? [[{ files: args, concurrency: 1 }]] : runPhases(path.join(here, 'tests'));
  const many = phases.length > 1;
  // each track's reporters write to files of its own (`<name>.<phase>.<track>`), joined at the end
  const parts = [];
  code = 0;
  for (const [i, tracks] of phases.entries()) {
    if (many)
      console.log(
        `[e2e] phase ${i + 1}/${phases.length}: ${tracks.map((t) => `${t.files.length} files, ${t.concurrency} at a time`).join('; beside them ')}`,
      );
    const runs = tracks.map((track, t) => {
      const part = `${i + 1}.${t + 1}`;
      parts.push(part);
      const timings = process.env.E2E_TIMINGS && many ? `${process.env.E2E_TIMINGS}.${part}` : process.env.E2E_TIMINGS;
      const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
      if (timings) reporters.push(`--test-reporter=${path.join(here, 'timing-reporter.mjs')}`, `--test-reporter-destination=${timings}`);
      reporters.push(`--test-reporter=${path.join(here, 'failure-reporter.mjs')}`, `--test-reporter-destination=${failures}.${part}`);
      const tests = spawn(process.execPath, ['--test', `--test-concurrency=${track.concurrency}`, ...reporters, ...track.files], {
        cwd: here,
        env: {
          ...process.env,
          BASE_URL: base,
          E2E_ROOT: root,
          E2E_BROWSER_WS: browserServer.wsEndpoint(),
          E2E_STATE_DIR: stateDir,
          ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
        },
        stdio: 'inherit',
      });
      return new Promise((resolve) => tests.on('exit', (c) => resolve(c ?? 1)));
    });
    for (const rc of await Promise.all(runs)) if (rc !== 0) code = rc;
  }
  if (process.env.E2E_TIMINGS && many) mergeTimings(process.env.E2E_TIMINGS, parts);
  failed = parts.map((part) => (fs.existsSync(`${failures}.${part}`) ? fs.readFileSync(`${failures}.${part}`, 'utf8') : '')).join('');
} finally {
  await browserServer.close();
  fs.rmSync(stateDir, { recursive: true, force: true });
}

if (server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone or no JSON body
  }
  await new Promise((r) => setTimeout(r, 3000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) console.log(`\n[e2e] failed cases, with their errors:\n\n${failed}`);
process.exit(code);
