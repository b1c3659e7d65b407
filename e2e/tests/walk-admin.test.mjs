/**
 * Issues 12 and 15, the first walk file of the run: axe-core on the logged-out pages (/accedi and
 * its error state, password recovery, privacy, newsletter confirmation, a shared public
 * announcement and its error page), then the system administrator's walk (walk.mjs: accessibility
 * and role checks) of the global pages; walk-admin-environments.test.mjs walks its environment
 * pages (the administrator reaches the most states, so its walk is split),
 * walk-global-roles.test.mjs and walk-environment-roles.test.mjs the other roles, axe-core skipping
 * the states checked before in the run. Each violation is printed with its rule id, impact, the
 * nodes' CSS targets and axe's summary. No rule is disabled and no element is excluded.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, shareFirstCall } from './lib.mjs';
import { assertWalk, checker, loadSeen, saveSeen, settle } from './walk.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const seen = loadSeen();

test('logged-out pages: login, password recovery, privacy, newsletter, public announcement', async () => {
  const found = [];
  const check = checker(found, seen);
  const page = await newPage(browser);
  await page.goto('/accedi');
  await page.getByLabel('Email').waitFor();
  await settle(page);
  await check(page, '/accedi');
  // the login form's error state (wrong password) has the alert and the invalid fields
  await page.getByLabel('Email').fill('nessuno@demo.local');
  await page.getByLabel('Password', { exact: false }).first().fill('sbagliata-123');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page
    .getByRole('alert')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await settle(page);
  await check(page, '/accedi (credenziali errate)');
  for (const path of ['/recupero-password', '/privacy', '/iscrizione-newsletter?token=non-valido']) {
    await page.goto(path);
    await settle(page);
    await check(page, path);
  }

  // a public announcement shared with a client, and a tampered link
  const manager = await newPage(browser);
  await login(manager, 'gestore@demo.local');
  const { share } = await shareFirstCall(manager);
  await manager.context().close();
  await page.goto(share.url);
  await page.getByTestId('public-announcement').waitFor({ timeout: 30_000 });
  await settle(page);
  await check(page, 'bando pubblico');
  await page.goto(share.url.replace(/token=(.)/, (_m, c) => `token=${c === 'A' ? 'B' : 'A'}`));
  await page.getByTestId('public-announcement-error').waitFor();
  await settle(page);
  await check(page, 'bando pubblico (link non valido)');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  saveSeen(seen);
  assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA) or Mantine components without their stylesheet:\n${found.join('\n')}`);
});

test('admin@demo.local: the walk of the global pages (lists, details, tabs, forms, dialogs, profile): no axe-core violation, every action offered one the API accepts', (t) =>
  // a11y and roles; walk-admin-environments.test.mjs walks the administrator's environment pages
  assertWalk(browser, 'admin@demo.local', seen, t, assert, { routes: (route) => !route.startsWith('/ambiente/') }));
