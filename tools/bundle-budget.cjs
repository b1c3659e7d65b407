#!/usr/bin/env node
/**
 * `npm run bench:bundle`: byte figures of the web builds (issue 12). Starts nothing.
 *
 * 1. Reads the `dist` folders of the shell and the four remotes (run `npm run build:web` first)
 *    and prints, per app, the JS and CSS it ships: raw, gzip and brotli bytes (from the `.gz` and
 *    `.br` siblings the build writes), the entry files (shell index.html + main.js, remotes'
 *    mf-manifest.json + remoteEntry.js) and the biggest chunks. Fails when a compressible output
 *    above 1 KB has no `.br`/`.gz` sibling (unless compressing it saved under 10 %).
 * 2. With BASE_URL set (a running server, e.g. `PORT=3340 DATA_DIR=$(mktemp -d) node api/dist/main.js`),
 *    runs the browser measurement e2e/tests/bundle-budget.test.mjs: what /accedi and each first
 *    screen really download, compressed, against the budgets; fails when over budget.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const APPS = ['shell', 'mf-announcements', 'mf-clients', 'mf-calls', 'mf-settings'];
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Size of a file's compressed sibling, or null. */
function sibling(file, ext) {
  const f = `${file}.${ext}`;
  return fs.existsSync(f) ? fs.statSync(f).size : null;
}

let missing = [];
for (const app of APPS) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`[bench:bundle] ${app}/dist missing: run "npm run build:web" first`);
    process.exitCode = 1;
    continue;
  }
  const files = fs
    .readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('.map'));
  const rows = [];
  for (const rel of files) {
    const file = path.join(dist, rel);
    const raw = fs.statSync(file).size;
    const br = sibling(file, 'br');
    const gz = sibling(file, 'gz');
    if (raw > 1024 && (br === null || gz === null)) {
      // the build skips a sibling that saves less than 10 %: check before calling it missing
      const content = fs.readFileSync(file);
      if (zlib.gzipSync(content, { level: 9 }).length < raw * 0.9) missing.push(`${app}/${rel}`);
    }
    rows.push({ rel, raw, gz: gz ?? raw, br: br ?? gz ?? raw });
  }
  const sum = (list, key) => list.reduce((s, r) => s + r[key], 0);
  const js = rows.filter((r) => r.rel.endsWith('.js'));
  const css = rows.filter((r) => r.rel.endsWith('.css'));
  const entries = rows.filter((r) => ['index.html', 'main.js', 'mf-manifest.json', 'remoteEntry.js'].includes(r.rel));
  console.log(`\n[bench:bundle] ${app}`);
  console.log(`  ${'what'.padEnd(34)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  const line = (what, list) =>
    console.log(
      `  ${what.padEnd(34)} ${String(list.length).padStart(5)} ${kb(sum(list, 'raw')).padStart(10)} ${kb(sum(list, 'gz')).padStart(10)} ${kb(sum(list, 'br')).padStart(10)}`,
    );
  line('JS (all chunks)', js);
  line('CSS (all chunks)', css);
  for (const e of entries) line(`entry ${e.rel}`, [e]);
  for (const r of [...js, ...css].sort((a, b) => b.br - a.br).slice(0, 5))
    line(r.rel.length > 34 ? `${r.rel.slice(0, 31)}...` : r.rel, [r]);
}

if (missing.length) {
  console.error(`\n[bench:bundle] outputs above 1 KB without .br/.gz siblings:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}

if (process.env.BASE_URL) {
  console.log(`\n[bench:bundle] browser measurement against ${process.env.BASE_URL}`);
  const res = spawnSync(process.execPath, ['--test', '--test-reporter=spec', path.join('tests', 'bundle-budget.test.mjs')], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: process.env,
  });
  if (res.status !== 0) process.exitCode = 1;
} else {
  console.log(
    '\n[bench:bundle] what a page downloads is measured in the browser: set BASE_URL of a running server ' +
      '(e.g. PORT=3340 DATA_DIR=$(mktemp -d) node api/dist/main.js, then BASE_URL=http://localhost:3340 npm run bench:bundle)',
  );
}
