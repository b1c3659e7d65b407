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

/** Every tsconfig checked, the largest programs first (so the last to start is a short one). */
const PROJECTS = [
  'api/tsconfig.json',
  'shell/tsconfig.test.json',
  'mf-announcements/tsconfig.json',
  'mf-clients/tsconfig.json',
  'mf-settings/tsconfig.json',
  'mf-calls/tsconfig.json',
  'shell/tsconfig.json',
  'shared-ui/tsconfig.json',
  'api-client/tsconfig.json',
  'domain/tsconfig.json',
  'domain/tsconfig.test.json',
];

runAll(PROJECTS.map((p) => `node ${TSC} -p ${path.relative(process.cwd(), path.join(root, p))} --noEmit`)).then((failed) =>
  process.exit(failed ? 1 : 0),
);
