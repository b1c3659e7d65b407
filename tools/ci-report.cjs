#!/usr/bin/env node
/**
 * Where `.ci/run`'s time went (docs/testing.md#ci-budget): prints the table of stage times and, for
 * each test stage, its ten slowest test files, so that a change which pushes CI towards its
 * budget (25 minutes on the 2-core machine class) shows where.
 *
 * Usage: node tools/ci-report.cjs --stages FILE [--files LABEL=FILE]...
 * - `--stages`: lines `seconds<TAB>stage name` (written by .ci/run's `step`); a name that starts
 *   with a blank is a part of a lane that ran beside the next stage (it ends first, so it is
 *   written first): printed under that stage, not added to the total.
 * - `--files`: `{ files: [{ file, seconds, tests }] }`, as tools/jest-timing-reporter.cjs and
 *   e2e/timing-reporter.mjs write them.
 * A missing or unreadable file is reported as such, never fatal: the report must not fail CI.
 */
const fs = require('node:fs');

/** Parses `--flag value` pairs; repeated flags are collected in order. */
function args(argv) {
  const out = { stages: null, files: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--stages') out.stages = value;
    else if (flag === '--files') out.files.push(value);
  }
  return out;
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const mmss = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;

function main() {
  const opts = args(process.argv.slice(2));
  const lines = [];
  if (opts.stages && fs.existsSync(opts.stages)) {
    const stages = [];
    let beside = [];
    for (const l of fs.readFileSync(opts.stages, 'utf8').split('\n').filter(Boolean)) {
      const [seconds, ...name] = l.split('\t');
      const stage = { seconds: Number(seconds), name: name.join('\t') };
      if (stage.name.startsWith(' ')) beside.push(stage);
      else {
        stages.push(stage, ...beside);
        beside = [];
      }
    }
    stages.push(...beside);
    // indented lines are parts of a lane that ran beside the stage above them: shown, not added up
    const total = stages.filter((x) => !x.name.startsWith(' ')).reduce((s, x) => s + x.seconds, 0);
    lines.push('Stage times', `${pad('stage', 70)} ${lpad('time', 8)} ${lpad('share', 6)}`);
    for (const s of stages)
      lines.push(
        `${pad(s.name.slice(0, 70), 70)} ${lpad(mmss(s.seconds), 8)} ${lpad(`${Math.round((100 * s.seconds) / (total || 1))}%`, 6)}`,
      );
    lines.push(`${pad('total', 70)} ${lpad(mmss(total), 8)}`);
  }
  for (const spec of opts.files) {
    const [label, file] = spec.split('=');
    lines.push('', `Ten slowest test files: ${label}`);
    try {
      const files = JSON.parse(fs.readFileSync(file, 'utf8')).files.sort((a, b) => b.seconds - a.seconds);
      const sum = files.reduce((s, f) => s + f.seconds, 0);
      for (const f of files.slice(0, 10)) lines.push(`${lpad(f.seconds.toFixed(1), 7)} s ${lpad(f.tests, 4)} tests  ${f.file}`);
      lines.push(`${lpad(sum.toFixed(1), 7)} s in ${files.length} files, ${files.reduce((s, f) => s + f.tests, 0)} tests`);
    } catch (err) {
      lines.push(`  (no result: ${err.message.split('\n')[0]})`);
    }
  }
  console.log(lines.join('\n'));
}

main();
