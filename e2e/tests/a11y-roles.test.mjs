/**
 * Issue 12, budget "axe-core: 0 violations (WCAG 2.1 AA) on every page the browser tests open",
 * second half: the walk (a11y-walk.mjs) of the seven demo roles after the system administrator,
 * two at a time. States a11y-admin.test.mjs already checked in this run are skipped; run on its own,
 * this file checks every state its roles reach.
 */
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, DEMO_ACCOUNTS } from './lib.mjs';
import { loadSeen, saveSeen, walkRole } from './a11y-walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const seen = loadSeen();

// two walks at a time, two pages each: the axe runs keep both cores busy beyond that
describe('every other role, its walk', { concurrency: 2 }, () => {
  for (const email of DEMO_ACCOUNTS.filter((e) => e !== 'admin@demo.local')) {
    test(`${email}: no axe-core violation on the walk (lists, details, tabs, forms, dialogs, profile)`, async (t) => {
      const { found, walked, checked, errors } = await walkRole(browser, email, seen);
      saveSeen(seen);
      t.diagnostic(`${walked.length} addresses walked, ${checked} new states checked: ${walked.join(' ')}`);
      assert.ok(walked.length >= 2, `${email}: walked ${walked.length} pages`);
      assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA) for ${email}:\n${found.join('\n')}`);
      assert.deepEqual(errors, []);
    });
  }
});
