/**
 * API test files whose assertions are times (docs/testing.md#timing-bound-tests): health answering
 * within 200 ms while a hostile upload is read, a dependency failing within 1 s, a login taking the
 * same time for a known and an unknown address. They measure what the API does to its own event
 * loop (redis-timeout.test.ts: a hung Redis fails within about a second), so they need a machine that is not also running another test suite: with
 * TIMING_TESTS=apart (the two side-by-side lanes of .ci/run) they are left out, and .ci/run runs
 * them afterwards, alone, on the embedded database. `npm test` (no TIMING_TESTS) runs them in turn
 * with the others, as on a developer's machine. Beside the other CI lane, the 10 MB export upload
 * kept health waiting 838 ms; alone, 20 ms.
 */
module.exports = [
  'hardening-uploads.test.ts',
  'hardening-dependencies.test.ts',
  'security-timing.test.ts',
  'redis-timeout.test.ts',
  'invite-timing.test.ts',
];
