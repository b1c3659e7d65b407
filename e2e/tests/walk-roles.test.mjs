/**
 * Issues 12 and 15: the walk (walk.mjs: accessibility and role checks) of every demo role but the
 * system administrator (walk-admin*.test.mjs): the announcement experts, global and local, the
 * local administrators, the client managers, the referent, three at a time. States axe-core
 * already checked in this run are not checked again; run on its own, this file checks every state
 * its roles reach. ux-roles-forbidden.test.mjs checks that forbidden addresses give /forbidden with
 * the reason.
 */
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, DEMO_ACCOUNTS } from './lib.mjs';
import { assertWalk, loadSeen } from './walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const seen = loadSeen();

// three walks at a time, two pages each
describe('every other role, its walk', { concurrency: 3 }, () => {
  for (const email of DEMO_ACCOUNTS.filter((e) => e !== 'admin@demo.local'))
    test(`${email}: the walk (lists, details, tabs, forms, dialogs, profile): no axe-core violation, every action offered one the API accepts`, (t) =>
      assertWalk(browser, email, seen, t, assert));
});
