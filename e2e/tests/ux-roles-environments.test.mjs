/**
 * Issue 15, acceptance 2, the environments' roles (local administrators, client managers, the
 * referent): the role walk of ux-roles-walk.mjs. ux-roles.test.mjs walks the global roles;
 * ux-roles-forbidden.test.mjs checks that forbidden addresses give /forbidden with the reason (a
 * file of its own, so that this one stays under 90 s, issue 31).
 */
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, DEMO_ACCOUNTS } from './lib.mjs';
import { assertWalk } from './ux-roles-walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const GLOBAL_ROLES = ['admin@demo.local', 'esperto@demo.local', 'esperto.locale@demo.local'];

describe("the environments' roles, their walks", { concurrency: 3 }, () => {
  for (const email of DEMO_ACCOUNTS.filter((e) => !GLOBAL_ROLES.includes(e)))
    test(`${email}: every action offered on the walk is one the API accepts`, (t) => assertWalk(browser, email, t, assert));
});
