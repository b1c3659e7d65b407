/**
 * API test files that .ci/run runs on ONE of its two API lanes (docs/testing.md#tests-on-one-lane),
 * named by the lane's API_LANE: `embedded` (PGlite, `npm test`) or `postgres` (the PostgreSQL
 * server and Redis). They are the generated bad-input probes: each sends thousands of requests
 * that a validation pipe or the input policy answers, the same code on both lanes, and the
 * statements the few that reach the database send are the same PostgreSQL engine's on both (PGlite
 * is PostgreSQL). They are placed so that the PostgreSQL lane, which the build, the benchmarks'
 * smoke runs and Lighthouse follow (about 2 minutes), ends that much before the embedded one
 * (docs/testing.md#tests-on-one-lane). Outside .ci/run (API_LANE unset) every file runs.
 */
module.exports = {
  embedded: ['bad-input.test.ts'],
  // bad-input-hardening.test.ts moved here on 2026-12-01 (CI of 67c6c26): the embedded lane, which
  // also runs the front ends' suites, took 1,796 s and the PostgreSQL lane with its tail 1,641 s
  postgres: ['bad-input-2.test.ts', 'bad-input-hardening.test.ts'],
};
