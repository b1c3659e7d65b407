/**
 * A node:test reporter that writes, at the end of the run, one JSON object with the wall time of
 * each test file: `{ files: [{ file, seconds, tests, failed }] }`: seconds from the start of the
 * file's process to its end (its `before`/`after` hooks included), tests = the test cases (not
 * suites) that passed or failed. `.ci/run` prints the ten slowest (tools/ci-report.cjs).
 *
 * Used beside the spec reporter: `--test-reporter=spec --test-reporter-destination=stdout
 * --test-reporter=./timing-reporter.mjs --test-reporter-destination=<file>`.
 */
import path from 'node:path';

export default async function* timingReporter(source) {
  const files = new Map();
  for await (const event of source) {
    const { file, name } = event.data ?? {};
    if (!file) continue;
    let entry = files.get(file);
    if (!entry) files.set(file, (entry = { file: path.basename(file), start: null, end: null, tests: 0, failed: 0 }));
    const whole = name === file; // the file's own entry: dequeued when its process starts, complete when it ends
    if (whole && event.type === 'test:dequeue') entry.start = Date.now();
    else if (whole && event.type === 'test:complete') entry.end = Date.now();
    else if (!whole && (event.type === 'test:pass' || event.type === 'test:fail') && event.data.details?.type !== 'suite') {
      entry.tests += 1;
      if (event.type === 'test:fail') entry.failed += 1;
    }
  }
  const out = [...files.values()]
    .filter((f) => f.start !== null)
    .map((f) => ({ file: f.file, seconds: ((f.end ?? Date.now()) - f.start) / 1000, tests: f.tests, failed: f.failed }));
  yield `${JSON.stringify({ files: out }, null, 1)}\n`;
}
