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
 * Arguments: test files to run instead of all of tests/ (`npm run test:e2e -- tests/auth.test.mjs`).
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
const browserServer = await chromium.launchServer(launchOptions());
let code = 1;
try {
  await saveStorageStates(base, stateDir);
  const files = process.argv.slice(2).map((f) => path.resolve(f));
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
  if (process.env.E2E_TIMINGS)
    reporters.push(`--test-reporter=${path.join(here, 'timing-reporter.mjs')}`, `--test-reporter-destination=${process.env.E2E_TIMINGS}`);
  const tests = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', ...reporters, ...(files.length ? files : [path.join(here, 'tests')])],
    {
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
    },
  );
  code = await new Promise((resolve) => tests.on('exit', (c) => resolve(c ?? 1)));
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
process.exit(code);
