/** Unit tests of the shared front-end code (validation rules, error derivation, components). */
module.exports = {
  testEnvironment: 'jsdom',
  // each dependency parsed once per test process, evaluated afresh per file (docs/testing.md#module-loading)
  runtime: '<rootDir>/../tools/jest-cached-runtime.cjs',
  // the ten slowest files per CI stage (TEST_TIMINGS_DIR): tools/jest-timing-reporter.cjs
  reporters: ['default', '<rootDir>/../tools/jest-timing-reporter.cjs'],
  roots: ['<rootDir>/test'],
  // as tools/jest-frontend.cjs: Jest's 5 s per case was shorter than one Testing Library wait under CI's load
  testTimeout: 30_000,
  setupFiles: ['<rootDir>/test/setup-dom.ts', '<rootDir>/test/helpers/query-scheduler.ts', '<rootDir>/test/helpers/api-client.ts'],
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // the domain package's TypeScript source (its built dist exists only after `npm run build -w domain`)
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '^@bandi/domain$': '<rootDir>/../domain/src/index.ts',
    '^@bandi/api-client$': '<rootDir>/../api-client/src/index.ts',
    '^@bandi/shared-ui/core$': '<rootDir>/src/core.ts',
  },
};
