#!/usr/bin/env node
/**
 * `npm run dev`: development with rebuilds. Compiles the domain package and the API with `tsc --watch` and restarts it
 * on change (`node --watch`), and runs `webpack --watch` in development mode for the shell and
 * the four remotes, writing to their dist folders that the API serves under /build/.
 * Open http://localhost:PORT (default 3000). Ctrl+C stops everything.
 */
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];
const run = (label, cmd, args, cwd = root) => {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${label}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  children.push(child);
};

// first builds (domain package, API) so that node --watch has something to start
for (const project of ['domain/tsconfig.build.json', 'api/tsconfig.build.json']) {
  const first = spawnSync(bin('tsc'), ['-p', project], { cwd: root, stdio: 'inherit' });
  if (first.status !== 0) process.exit(first.status ?? 1);
}
run('domain:tsc', bin('tsc'), ['-p', 'domain/tsconfig.build.json', '--watch', '--preserveWatchOutput'], root);
run('api:tsc', bin('tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], root);
run('api', process.execPath, ['--watch-path=api/dist', '--watch-path=domain/dist', 'api/dist/main.js'], root);
for (const app of ['shell', 'mf-announcements', 'mf-clients', 'mf-calls', 'mf-settings']) {
  run(app, bin('webpack'), ['--watch', '--mode', 'development'], path.join(root, app));
}
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
