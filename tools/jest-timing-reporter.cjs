/**
 * A Jest reporter (beside the default one) that, when TEST_TIMINGS_DIR is set, writes the wall time
 * of each test file of the run (rewritten after each file) to `<TEST_TIMINGS_DIR>/<workspace>[-<TEST_TIMINGS_LABEL>].json` as
 * `{ files: [{ file, seconds, tests, failed }] }` (seconds from the file's start to its end, its
 * app start and `beforeAll` included). `.ci/run` prints the ten slowest per stage with
 * tools/ci-report.cjs (docs/testing.md#ci-budget). Without TEST_TIMINGS_DIR it does nothing.
 */
const fs = require('node:fs');
const path = require('node:path');

class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(test, result) {
    this.files.push({
      file: path.relative(path.resolve(this.rootDir, '..'), result.testFilePath),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      tests: result.numPassingTests + result.numFailingTests,
      failed: result.numFailingTests,
    });
    // written after every file too, so that a lane stopped by its time limit still says where its
    // time went (the table of .ci/run then lists the files that had ended)
    this.write();
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
