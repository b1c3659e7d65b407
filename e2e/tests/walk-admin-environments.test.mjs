/**
 * Issues 12 and 15: the system administrator's walk (walk.mjs: accessibility and role checks) of
 * the environment pages (/ambiente/… of every environment); walk-admin.test.mjs walks its global
 * pages and the logged-out ones. States axe-core checked before in the run are not checked again.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './lib.mjs';
import { assertWalk, loadSeen } from './walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const seen = loadSeen();

test('admin@demo.local: the walk of the environment pages (lists, details, tabs, forms, dialogs): no axe-core violation, every action offered one the API accepts', (t) =>
  assertWalk(browser, 'admin@demo.local', seen, t, assert, { routes: (route) => route.startsWith('/ambiente/') }));
