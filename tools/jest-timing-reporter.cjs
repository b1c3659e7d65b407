/**
 * A Jest reporter (beside the default one) that, when TEST_TIMINGS_DIR is set, writes the wall time
 * of each test file of the run (rewritten after each file) to `<TEST_TIMINGS_DIR>/<workspace>[-<TEST_TIMINGS_LABEL>].json` as
 * `{ files: [{ file, seconds, tests, failed }] }` (seconds from the file's start to its end, its
 * app start and `beforeAll` included; for a bundle of API files, each of its files from its first hook
 * to its last, and the bundle's imports apart). `.ci/run` prints the ten slowest per stage with
 * tools/ci-report.cjs (docs/testing.md#ci-budget). Without TEST_TIMINGS_DIR it does nothing.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The times of the files of a bundle (`{ [file]: seconds }`, written by api/test/bundle-part.ts
 * beside it as `<bundle>.times.json`), or null when `testFilePath` is not a bundle.
 */
function bundleTimes(testFilePath) {
  const file = testFilePath.replace(/\.test\.ts$/, '.times.json');
  if (file === testFilePath || !fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(test, result) {
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    const times = bundleTimes(result.testFilePath);
    if (times) {
      // a bundle of API test files (api/test/bundles.cjs): one entry per file it holds, and one for
      // what is the bundle's own (its imports, done once for all of its files)
      const counts = {};
      for (const t of result.testResults) {
        const c = (counts[t.ancestorTitles[0]] ??= { tests: 0, failed: 0 });
        c.tests += 1;
        if (t.status === 'failed') c.failed += 1;
      }
      for (const [file, s] of Object.entries(times)) {
        this.files.push({ file: `api/test/${file}`, seconds: s, tests: counts[file]?.tests ?? 0, failed: counts[file]?.failed ?? 0 });
      }
      const rest = seconds - Object.values(times).reduce((a, b) => a + b, 0);
      this.files.push({
        file: `${this.relative(result.testFilePath)} (imports, shared by its files)`,
        seconds: Math.max(0, rest),
        tests: 0,
        failed: 0,
      });
    } else {
      this.files.push({
        file: this.relative(result.testFilePath),
        seconds,
        tests: result.numPassingTests + result.numFailingTests,
        failed: result.numFailingTests,
      });
    }
    // written after every file too, so that a lane stopped by its time limit still says where its
    // time went (the table of .ci/run then lists the files that had ended)
    this.write();
  }

  relative(file) {
    return path.relative(path.resolve(this.rootDir, '..'), file);
  }

  onRunComplete() {
    this.write();
  }

  /** Writes the files ended so far to `<TEST_TIMINGS_DIR>/<label>.json` (no-op without the variable). */
  write() {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const label = [path.basename(this.rootDir), process.env.TEST_TIMINGS_LABEL].filter(Boolean).join('-');
    fs.writeFileSync(path.join(dir, `${label}.json`), `${JSON.stringify({ files: this.files }, null, 1)}\n`);
  }
}

module.exports = TimingReporter;
