/**
 * API tests: integration tests on a real database. Without DATABASE_URL the global setup starts an
 * embedded PGlite served over a unix socket (the same code path as `npm start`); with
 * DATABASE_URL it uses that PostgreSQL server. See test/global-setup.ts.
 */
const NO_DATABASE = require('./test/no-database.cjs');
const TIMING_BOUND = require('./test/timing-bound.cjs');
const ONE_LANE = require('./test/one-lane.cjs');

/** A path pattern matching exactly the test file `f` of test/. */
const only = (f) => `/test/${f.replace(/\./g, '\\.')}$`;

module.exports = {
  testEnvironment: 'node',
  // the ten slowest files per CI stage (TEST_TIMINGS_DIR): tools/jest-timing-reporter.cjs
  reporters: ['default', '<rootDir>/../tools/jest-timing-reporter.cjs'],
  roots: ['<rootDir>/test'],
  // files that touch no SQL run once (test/no-database.cjs): in .ci/run on the PostgreSQL lane (the
  // embedded lane also runs the front ends' suites), elsewhere on the embedded pass
  testPathIgnorePatterns: [
    '/node_modules/',
    ...((process.env.API_LANE ? process.env.API_LANE === 'embedded' : !!process.env.DATABASE_URL) ? NO_DATABASE.map(only) : []),
    // files that assert times run alone after the side-by-side lanes of .ci/run (test/timing-bound.cjs)
    ...(process.env.TIMING_TESTS === 'apart' ? TIMING_BOUND.map(only) : []),
    // in .ci/run, files that run on one of its two API lanes only (test/one-lane.cjs)
    ...Object.entries(ONE_LANE)
      .filter(([lane]) => process.env.API_LANE && lane !== process.env.API_LANE)
      .flatMap(([, files]) => files.map(only)),
  ],
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
