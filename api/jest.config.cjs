/**
 * API tests: integration tests on a real database. Without DATABASE_URL the global setup starts an
 * embedded PGlite served over a unix socket (the same code path as `npm start`); with
 * DATABASE_URL it uses that PostgreSQL server. See test/global-setup.ts.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
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
