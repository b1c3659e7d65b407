/**
 * Unit tests of the domain package (pure functions, no database) and the parity of the
 * announcement form's validation (mf-announcements/src/form/schema.ts) with the domain rules.
 */
module.exports = {
  testEnvironment: 'node',
  // each dependency parsed once per test process, evaluated afresh per file (docs/testing.md#module-loading)
  runtime: '<rootDir>/../tools/jest-cached-runtime.cjs',
  // the ten slowest files per CI stage (TEST_TIMINGS_DIR): tools/jest-timing-reporter.cjs
  reporters: ['default', '<rootDir>/../tools/jest-timing-reporter.cjs'],
  roots: ['<rootDir>/test'],
  // the package's own source (not its build, which node's `require` would pick): also for the form under test
  moduleNameMapper: { '^@bandi/domain$': '<rootDir>/src/index.ts' },
  transform: {
    '^.+\\.[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
