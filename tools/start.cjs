#!/usr/bin/env node
/**
 * `npm start`: builds what is missing (domain package, API, shell, the four remotes), then serves everything on
 * one port (PORT, default 3000): API under /api/, shell at /, builds under /build/.
 * With no DATABASE_URL the API starts its embedded database in DATA_DIR (default ./var).
 * `npm start -- --rebuild` rebuilds everything first.
 */
const { spawnSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const rebuild = process.argv.includes('--rebuild');
const targets = [
  // the API loads @bandi/domain from its build (domain/dist), see docs/domain.md
  ['domain', 'domain/dist/index.js'],
  ['api', 'api/dist/main.js'],
  ['shell', 'shell/dist/index.html'],
  ['mf-announcements', 'mf-announcements/dist/mf-manifest.json'],
  ['mf-clients', 'mf-clients/dist/mf-manifest.json'],
  ['mf-calls', 'mf-calls/dist/mf-manifest.json'],
  ['mf-settings', 'mf-settings/dist/mf-manifest.json'],
];

for (const [workspace, output] of targets) {
  if (!rebuild && fs.existsSync(path.join(root, output))) continue;
  console.log(`[start] build di ${workspace}…`);
  const res = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`[start] build di ${workspace} fallita`);
    process.exit(res.status ?? 1);
  }
}

const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { cwd: root, stdio: 'inherit', env: process.env });
// forward stop signals: the server stops gracefully and exits 0 (or 1 if closing failed)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server that dies from a signal (kill -9, OOM killer) is a failure: exit 128 + signal number,
// as a shell does, so that a supervisor restarts it; otherwise pass its exit code on.
server.on('exit', (code, signal) => {
  if (signal) console.error(`[start] server terminato dal segnale ${signal} (killed by ${signal})`);
  process.exit(code ?? 128 + (os.constants.signals[signal] || 0));
});
