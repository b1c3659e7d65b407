/**
 * Issue 12, budget "axe-core: 0 violations (WCAG 2.1 AA) on every page the browser tests open": the
 * system administrator's walk (a11y-walk.mjs) of the environment pages (/ambiente/…);
 * a11y-admin.test.mjs walks its global pages and the logged-out ones, a11y-roles.test.mjs the
 * other roles. States checked before in the run are skipped.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './lib.mjs';
import { loadSeen, saveSeen, walkRole } from './a11y-walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const seen = loadSeen();

test('admin@demo.local: no axe-core violation on the walk of the environment pages (lists, details, tabs, forms, dialogs)', async (t) => {
  const { found, walked, checked, errors } = await walkRole(browser, 'admin@demo.local', seen, {
    routes: (route) => route.startsWith('/ambiente/'),
  });
  saveSeen(seen);
  t.diagnostic(`${walked.length} addresses walked, ${checked} new states checked: ${walked.join(' ')}`);
  assert.ok(walked.length >= 2, `walked ${walked.length} pages`);
  assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA) for admin@demo.local:\n${found.join('\n')}`);
  assert.deepEqual(errors, []);
});
