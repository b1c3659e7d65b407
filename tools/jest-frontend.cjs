/**
 * The Jest set-up of the front-end workspaces that render React (shell, mf-clients): TypeScript and
 * TSX through @swc/jest, the workspaces' sources as the federation serves them at run time, CSS
 * and images stubbed, the jsdom polyfills of shared-ui. Components that need a DOM take
 * `@jest-environment jsdom` in the file's docblock. `assetStub`: the module that stands for an
 * imported image (a path from the workspace's root, `<rootDir>/...`).
 */
module.exports = function frontendJestConfig({ assetStub = '<rootDir>/../shell/test/asset-stub.cjs' } = {}) {
  return {
    testEnvironment: 'node',
    // each dependency parsed once per test process, evaluated afresh per file (docs/testing.md#module-loading)
    runtime: '<rootDir>/../tools/jest-cached-runtime.cjs',
    // the ten slowest files per CI stage (TEST_TIMINGS_DIR): tools/jest-timing-reporter.cjs
    reporters: ['default', '<rootDir>/../tools/jest-timing-reporter.cjs'],
    roots: ['<rootDir>/test'],
    // the jsdom globals React Router and Mantine read (TextEncoder, matchMedia, ResizeObserver), inert in Node;
    // the generated API client given the shared axios instance, as the shell's start does
    setupFiles: ['<rootDir>/../shared-ui/test/helpers/polyfills.ts', '<rootDir>/../shared-ui/test/helpers/api-client.ts'],
    // Testing Library's waits at 15 s for every file (shared-ui/test/helpers/async-timeout.ts)
    setupFilesAfterEnv: ['<rootDir>/../shared-ui/test/helpers/async-timeout.ts'],
    // a case may wait up to 15 s in one Testing Library wait, so Jest's own 5 s per case was the
    // shorter limit: a form's first render took 2.9 s alone and over 5 s beside CI's other lane
    // (client-duplicates.test.tsx, 2026-12-01); files that set their own keep it
    testTimeout: 30_000,
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    // the workspaces' TypeScript sources, as the federation serves them at run time
    moduleNameMapper: {
      '\\.css$': '<rootDir>/../shared-ui/test/style-stub.cjs',
      // images are URLs of webpack's asset modules (the sidebar's default logos)
      '\\.(png|svg|jpe?g|gif)$': assetStub,
      '^@bandi/domain$': '<rootDir>/../domain/src/index.ts',
      '^@bandi/api-client$': '<rootDir>/../api-client/src/index.ts',
      '^@bandi/shared-ui/core$': '<rootDir>/../shared-ui/src/core.ts',
    },
  };
};
