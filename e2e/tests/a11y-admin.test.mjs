/**
 * Issue 12, budget "axe-core: 0 violations (WCAG 2.1 AA) on every page the browser tests open",
 * first half: the logged-out pages (/accedi and its error state, password recovery, privacy,
 * newsletter confirmation, a shared public announcement and its error page), then the system
 * administrator's walk (a11y-walk.mjs) of the global pages; a11y-admin-environments.test.mjs walks
 * its environment pages (the administrator reaches the most states, so its walk is split), and
 * a11y-roles.test.mjs the other seven roles, skipping the states checked before in the run. Each violation is printed with its rule
 * id, impact, the nodes' CSS targets and axe's summary. No rule is disabled and no element is excluded.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, shareFirstCall } from './lib.mjs';
import { checker, loadSeen, saveSeen, settle, walkRole } from './a11y-walk.mjs';

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
  assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA):\n${found.join('\n')}`);
});

test('admin@demo.local: no axe-core violation on the walk of the global pages (lists, details, tabs, forms, dialogs, profile)', async (t) => {
  // the global pages; a11y-admin-environments.test.mjs walks the administrator's environment pages
  const { found, walked, checked, errors } = await walkRole(browser, 'admin@demo.local', seen, {
    routes: (route) => !route.startsWith('/ambiente/'),
  });
  saveSeen(seen);
  t.diagnostic(`${walked.length} addresses walked, ${checked} new states checked: ${walked.join(' ')}`);
  assert.ok(walked.length >= 2, `walked ${walked.length} pages`);
  assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA) for admin@demo.local:\n${found.join('\n')}`);
  assert.deepEqual(errors, []);
});
