/**
 * Issue 15, acceptance 2, the roles of the global pages (system administrator, global and local
 * announcement experts): the role walk of ux-roles-walk.mjs (every action offered is one the API
 * accepts, no 403, no /forbidden, an action without a permission rule fails);
 * ux-roles-environments.test.mjs walks the environments' roles and checks that forbidden
 * addresses give /forbidden with the reason. Then a known case of the issue: the local expert's
 * profile is its environment's.
 */
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, api } from './lib.mjs';
import { assertWalk } from './ux-roles-walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// independent walks (a context and a session each), side by side: a walk waits on the network
// and on transitions far more than it computes
describe('the global roles, their walks', { concurrency: 3 }, () => {
  for (const email of ['admin@demo.local', 'esperto@demo.local', 'esperto.locale@demo.local'])
    test(`${email}: every action offered on the walk is one the API accepts`, (t) => assertWalk(browser, email, t, assert));
});

test("the local expert's \"Visualizza profilo\" opens its environment's profile, the global expert's the admin one", async () => {
  for (const [email, expected] of [
    ['esperto.locale@demo.local', /^\/ambiente\/\d+\/profile$/],
    ['gestore@demo.local', /^\/ambiente\/\d+\/profile$/],
    ['esperto@demo.local', /^\/admin\/profile$/],
  ]) {
    const page = await newPage(browser);
    await login(page, email);
    const profile = (await api(page, 'GET', '/api/profile')).body;
    await page.goto(`/ambiente/${profile.projects[0].id}`);
    await page.getByTestId('sidebar').waitFor();
    const link = page.getByRole('link', { name: /Visualizza profilo/ }).first();
    await link.click();
    await page.waitForURL((u) => /profile$/.test(u.pathname));
    assert.match(new URL(page.url()).pathname, expected, email);
    assert.notEqual(new URL(page.url()).pathname, '/forbidden');
    await page.context().close();
  }
});
