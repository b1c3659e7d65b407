#!/usr/bin/env node
/**
 * `npm run typecheck`: strict `tsc --noEmit` of every workspace's tsconfig (docs/testing.md#ci-budget),
 * as many at a time as the machine has cores (two on the CI class) instead of one after the other
 * (tools/parallel.cjs). Each project is still its own tsc program with its own options and file
 * list, so nothing is checked less. Prints each project's time; exit 1 with tsc's output when one fails.
 */
const path = require('node:path');
const { runAll } = require('./parallel.cjs');

const root = path.resolve(__dirname, '..');
const TSC = path.relative(process.cwd(), require.resolve('typescript/bin/tsc', { paths: [root] }));

/**
 * Every tsconfig checked, the largest programs first (so the last to start is a short one). The
 * front ends are two programs (tsconfig.frontend.json: the sources of shell, the remotes and
 * shared-ui; tsconfig.frontend-tests.json: their Jest tests) instead of one per workspace: the
 * seven programs loaded and checked React, Mantine and shared-ui seven times (184 s of CPU of
 * the 321 s of the type check in the CI run of d75da84).
 */
const PROJECTS = [
  'api/tsconfig.json',
  'tsconfig.frontend-tests.json',
  'tsconfig.frontend.json',
  'api-client/tsconfig.json',
  'domain/tsconfig.json',
  'domain/tsconfig.test.json',
];

runAll(PROJECTS.map((p) => `node ${TSC} -p ${path.relative(process.cwd(), path.join(root, p))} --noEmit`)).then((failed) =>
  process.exit(failed ? 1 : 0),
);
