import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Test bundles (test/bundles.cjs, docs/testing.md#test-bundles): in bundle mode every file a lane
 * runs is in exactly one bundle or runs alone, and nothing else is lost. The config is loaded in a
 * child process with each lane's variables, its bundles written to a folder of this test's own.
 */
const { SOLO, OWN_APP, writeBundles } = require('./bundles.cjs') as {
  SOLO: string[];
  OWN_APP: string[];
  writeBundles(dir: string, files: string[], perBundle: number): string[];
};
const API = path.resolve(__dirname, '..');
const ALL = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.ts'));

/** The config jest.config.cjs gives for `env`, and the test files its bundles require. */
function configFor(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  try {
    const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(JSON.stringify(require("./jest.config.cjs")))'], {
      cwd: API,
      env: { PATH: process.env.PATH, ...env, API_TEST_BUNDLES_DIR: dir },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const config = JSON.parse(run.stdout) as { roots: string[]; testPathIgnorePatterns: string[] };
    const bundles = fs.readdirSync(dir).sort();
    const required = bundles.flatMap((b) =>
      [...fs.readFileSync(path.join(dir, b), 'utf8').matchAll(/require\('\.\.?\/.*?\/?([\w.-]+\.test)'\)/g)].map((m) => `${m[1]}.ts`),
    );
    return { dir, config, bundles, required };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the config's ignore patterns leave `file` of test/ to run as it is. */
const runsAlone = (config: { testPathIgnorePatterns: string[] }, file: string) =>
  !config.testPathIgnorePatterns.some((p) => new RegExp(p).test(`${API}/test/${file}`));

describe.each(['embedded', 'postgres'])('bundle mode on the %s lane', (lane) => {
  const env = { API_LANE: lane, TIMING_TESTS: 'apart', API_TEST_BUNDLES: '8' };

  it('runs every file the lane runs once: in one bundle, or alone', () => {
    const plain = configFor({ API_LANE: lane, TIMING_TESTS: 'apart' });
    const expected = ALL.filter((f) => runsAlone(plain.config, f)).sort();
    expect(plain.bundles).toEqual([]);

    const bundled = configFor(env);
    expect(bundled.config.roots).toContain(bundled.dir);
    const alone = ALL.filter((f) => runsAlone(bundled.config, f));
    expect(alone).toEqual(SOLO.filter((f) => expected.includes(f)));
    expect([...bundled.required, ...alone].sort()).toEqual(expected);
    expect(new Set(bundled.required).size).toBe(bundled.required.length);
    expect(bundled.bundles.length).toBe(Math.ceil(bundled.required.length / 8));
  });
});

it('writes bundles of n files in the order given, each file in a describe of its name', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  try {
    fs.writeFileSync(path.join(dir, 'left-over.test.ts'), '');
    const files = ['a.test.ts', 'b.test.ts', SOLO[0], 'c.test.ts'];
    expect(writeBundles(dir, files, 2)).toEqual(['a.test.ts', 'b.test.ts', 'c.test.ts']);
    expect(fs.readdirSync(dir).sort()).toEqual(['01.test.ts', '02.test.ts']);
    const second = fs.readFileSync(path.join(dir, '02.test.ts'), 'utf8');
    expect(second).toContain("bundlePart('c.test.ts', () => require(");
    expect(second).not.toContain('a.test');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('names only test files that exist among those that run alone or start their own app', () => {
  expect([...SOLO, ...OWN_APP].filter((f) => !ALL.includes(f))).toEqual([]);
});
