/**
 * The order of the API files in a Jest run: Jest's own (the files that failed last time first, then
 * the longest by the times it remembers, else the largest), with the files of FIRST[API_LANE] moved
 * to the front on that lane of .ci/run (docs/testing.md#lane-order).
 *
 * `concurrency.test.ts` (20 clients at once against one app) took 105 and 108 s in the CI of
 * 6cdd366, against 23 s (PostgreSQL) and about 50 s (embedded) alone: on a clean clone both lanes
 * reached it at the same moment (the same file sizes order both lanes), and its two copies, each an
 * app with 20 clients and a database working beside it, then shared the machine's two cores. On the
 * PostgreSQL lane it now runs first, while the embedded lane runs the front ends' suites (about
 * five minutes) before its API files.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** API_LANE -> test files (names in test/) that lane runs before the others. */
const FIRST = { postgres: ['concurrency.test.ts'] };

class LaneSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const first = FIRST[process.env.API_LANE] ?? [];
    const rank = (t) => {
      const i = first.findIndex((f) => t.path.endsWith(`/test/${f}`));
      return i < 0 ? first.length : i;
    };
    // a stable sort: the other files keep Jest's order
    return sorted
      .map((t, i) => [t, i])
      .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
      .map(([t]) => t);
  }
}

module.exports = LaneSequencer;
module.exports.FIRST = FIRST;
