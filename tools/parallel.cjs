#!/usr/bin/env node
/**
 * Runs shell commands as many at a time as the machine has cores (PARALLEL_JOBS to change it), in
 * the order given, and prints each one's time; exit 1 when any fails, after printing its output
 * (docs/testing.md#ci-budget). Used by `npm run build` for the API and the five web builds, which
 * read each other's sources but write only their own `dist/`.
 *
 * Usage: node tools/parallel.cjs "<command>" ["<command>" ...]
 */
const { spawn } = require('node:child_process');
const os = require('node:os');

/** Runs one command in a shell; resolves to { command, code, output, seconds }. */
function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * Runs `commands` (shell command lines), `width` at a time (default: PARALLEL_JOBS or the number
 * of cores), printing `ok|ERR <seconds> s <command>` as each ends, then the output of each that
 * failed. Resolves to the number that failed.
 */
async function runAll(commands, width = Number(process.env.PARALLEL_JOBS) || (os.availableParallelism?.() ?? os.cpus().length)) {
  width = Math.max(1, width);
  const queue = [...commands];
  const failed = [];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const r = await run(c);
        console.log(`${r.code === 0 ? 'ok ' : 'ERR'} ${r.seconds.toFixed(1).padStart(6)} s  ${c}`);
        if (r.code !== 0) failed.push(r);
      }
    }),
  );
  for (const r of failed) console.error(`\n${r.command} (exit ${r.code}):\n${r.output}`);
  return failed.length;
}

module.exports = { runAll };

if (require.main === module) runAll(process.argv.slice(2)).then((failed) => process.exit(failed ? 1 : 0));
