import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * tools/jest-cached-runtime.cjs (docs/testing.md#module-loading), the runtime of the Jest runs of
 * domain, shared-ui and the front ends: a dependency compiled by one test file comes from V8's
 * code cache in the next, and each file still evaluates it afresh in its own context (a change one
 * file makes to a module's state or to the global object is not seen by the next). Runs Jest on a
 * generated project of three files that share one dependency under node_modules.
 */
const RUNTIME = path.resolve(__dirname, '../../tools/jest-cached-runtime.cjs');
const JEST = path.resolve(__dirname, '../../node_modules/jest/bin/jest.js');

const CASE = `const dep = require('dep');
test('the dependency is evaluated once in this file, with no state left by another file', () => {
  expect(globalThis.depEvaluations).toBe(1);
  expect(dep.marks).toEqual([]);
  dep.marks.push(__filename);
});
`;

it('three files: the shared dependency compiled once and taken from the code cache twice, evaluated afresh in each', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-cached-runtime-'));
  try {
    fs.mkdirSync(path.join(dir, 'node_modules', 'dep'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'node_modules', 'dep', 'index.js'),
      'globalThis.depEvaluations = (globalThis.depEvaluations || 0) + 1;\nmodule.exports = { marks: [] };\n',
    );
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(dir, `${name}.test.js`), CASE);
    fs.writeFileSync(
      path.join(dir, 'jest.config.js'),
      `module.exports = ${JSON.stringify({ rootDir: dir, testEnvironment: 'node', runtime: RUNTIME, transform: {}, cacheDirectory: path.join(dir, '.cache') })};\n`,
    );
    const report = path.join(dir, 'report.json');
    const res = spawnSync(process.execPath, [JEST, '--runInBand', '--ci', '--config', path.join(dir, 'jest.config.js')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, JEST_CACHED_RUNTIME_REPORT: report },
    });
    expect(res.stderr).toMatch(/Tests:\s+3 passed, 3 total/);
    expect(res.status).toBe(0);
    const counts = JSON.parse(fs.readFileSync(report, 'utf8'));
    // [compiled from source, from the code cache]: the dependency once, then from the cache in the two later files
    expect(counts.files[path.join(dir, 'node_modules', 'dep', 'index.js')]).toEqual([1, 2]);
    for (const name of ['a', 'b', 'c']) expect(counts.files[path.join(dir, `${name}.test.js`)]).toEqual([1, 0]);
    expect(counts.rejected).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
