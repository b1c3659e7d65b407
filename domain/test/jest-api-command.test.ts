import fs from 'node:fs';
import path from 'node:path';

/**
 * The API suite's command (`npm test -w api`) runs its hundred-odd files one after the other in one
 * process, so whatever a file leaves reachable weighs on every file after it. With Node's
 * `--experimental-vm-modules`, Jest compiles every module with an `importModuleDynamically`
 * callback, and on Node 20 the finished files' contexts then stayed reachable from Node's own
 * cleanup queue (heap snapshots; nodejs/node#44211 is that family of leaks): on the PostgreSQL lane
 * the heap after a full collection grew about 15-30 MB a file, 495 MB after twelve files against
 * 234 MB without the option, and the late files ran 2-3 times slower than alone
 * (`bad-input-hardening.test.ts` 13.8 s alone, 40.3 s as the lane's 104th file;
 * docs/testing.md#one-process). The suite loads no ES module in Jest's contexts (the embedded
 * database runs in a worker thread, `api/src/database/embedded-worker.cjs`), so the command goes
 * without the option. A generated project of plain modules does not show the leak, so this reads
 * the command itself.
 */
const API_PACKAGE = path.resolve(__dirname, '../../api/package.json');

it('the API test command runs Jest without the VM modules option, one process for all files', () => {
  const script: string = JSON.parse(fs.readFileSync(API_PACKAGE, 'utf8')).scripts.test;
  const words = script.split(/\s+/);
  expect(words[0]).toBe('node');
  const jest = words.findIndex((w) => w.endsWith('jest/bin/jest.js'));
  expect(jest).toBeGreaterThan(0);
  expect(words.slice(1, jest)).not.toContain('--experimental-vm-modules');
  expect(words.slice(jest + 1)).toContain('--runInBand');
});
