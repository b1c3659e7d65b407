/**
 * API tests: integration tests on a real database. Without DATABASE_URL the global setup starts an
 * embedded PGlite served over a unix socket (the same code path as `npm start`); with
 * DATABASE_URL it uses that PostgreSQL server. See test/global-setup.ts.
 */
const NO_DATABASE = require('./test/no-database.cjs');
const TIMING_BOUND = require('./test/timing-bound.cjs');
const ONE_LANE = require('./test/one-lane.cjs');
const fs = require('node:fs');
const path = require('node:path');
const { bundleDir, writeBundles } = require('./test/bundles.cjs');

/** A path pattern matching exactly the test file `f` of test/. */
const only = (f) => `/test/${f.replace(/\./g, '\\.')}$`;

const lane = process.env.API_LANE;
/** The test files of test/ this run leaves out (file names). */
const EXCLUDED = [
  // files that touch no SQL run once (test/no-database.cjs): in .ci/run on the PostgreSQL lane (the
  // embedded lane also runs the front ends' suites), elsewhere on the embedded pass
  ...((lane ? lane === 'embedded' : !!process.env.DATABASE_URL) ? NO_DATABASE : []),
  // files that assert times run alone after the side-by-side lanes of .ci/run (test/timing-bound.cjs)
  ...(process.env.TIMING_TESTS === 'apart' ? TIMING_BOUND : []),
  // in .ci/run, files that run on one of its two API lanes only (test/one-lane.cjs)
  ...Object.entries(ONE_LANE)
    .filter(([l]) => lane && l !== lane)
    .flatMap(([, files]) => files),
];

// API_TEST_BUNDLES=<n> (.ci/run): the files run as bundles of n, written now, before Jest looks for
// tests, into test-bundles/<lane>/ (test/bundles.cjs, docs/testing.md#test-bundles)
const BUNDLE_SIZE = Number(process.env.API_TEST_BUNDLES) || 0;
const BUNDLES = BUNDLE_SIZE > 0 ? bundleDir(__dirname, lane) : null;
const BUNDLED = BUNDLES
  ? writeBundles(
      BUNDLES,
      fs
        .readdirSync(path.join(__dirname, 'test'))
        .filter((f) => f.endsWith('.test.ts') && !EXCLUDED.includes(f))
        .sort(),
      BUNDLE_SIZE,
    )
  : [];

module.exports = {
  testEnvironment: 'node',
  // the ten slowest files per CI stage (TEST_TIMINGS_DIR): tools/jest-timing-reporter.cjs
  reporters: ['default', '<rootDir>/../tools/jest-timing-reporter.cjs'],
  roots: ['<rootDir>/test', ...(BUNDLES ? [BUNDLES] : [])],
  testPathIgnorePatterns: ['/node_modules/', ...[...EXCLUDED, ...BUNDLED].map(only)],
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
