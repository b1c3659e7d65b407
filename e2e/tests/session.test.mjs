/**
 * The session is the server's truth in every tab (issue 15, acceptance 1): a deep link opened with
 * a valid session cookie and an empty browser store opens the page (the shell restores the user
 * from /api/profile); deep links opened right after a login never bounce to /accedi (a 401 of a
 * request sent before the login is ignored); a login as another role in a second tab updates the
 * first tab.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, BASE, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Deep links per account (its own environment's sections), with the list that must show. */
const DEEP = [
  ['gestore@demo.local', '/ambiente/1/clienti', 'list-clients'],
  ['amministratore.locale@demo.local', '/ambiente/1/bandi', 'list-announcements'],
  ['esperto.locale@demo.local', '/ambiente/1/bandi', 'list-announcements'],
  ['referente@demo.local', '/ambiente/1/clienti', 'list-clients'],
  ['gestore.bari@demo.local', '/ambiente/2/clienti', 'list-clients'],
  ['amministratore.bari@demo.local', '/ambiente/2/bandi', 'list-announcements'],
  ['esperto@demo.local', '/ambiente/2/bandi', 'list-announcements'],
  ['admin@demo.local', '/ambiente/1/clienti', 'list-clients'],
];

/** Logs in through the API only: the browser gets the session cookie, its store stays empty. */
async function apiLogin(context, email) {
  const csrf = await context.request.get(`${BASE}/api/csrf-cookie`);
  assert.equal(csrf.status(), 204);
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post(`${BASE}/api/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password: PASSWORD },
  });
  assert.equal(res.status(), 200, await res.text());
}

test('200 deep links opened right after an API login, with an empty store: every page opens, 0 bounces to /accedi', async () => {
  const bounces = [];
  const errors = [];
  let next = 0;
  // four browser contexts at a time, each a fresh login
  const worker = async () => {
    for (let i = next++; i < 200; i = next++) {
      const [email, path, list] = DEEP[i % DEEP.length];
      const page = await newPage(browser);
      try {
        await apiLogin(page.context(), email);
        await page.goto(path);
        await page.getByTestId(list).waitFor({ timeout: 30_000 });
        const at = new URL(page.url()).pathname;
        if (at !== path) bounces.push(`${email} ${path} -> ${at}`);
        errors.push(...page.errors);
      } catch (err) {
        bounces.push(`${email} ${path}: ${err.message.split('\n')[0]} (at ${new URL(page.url()).pathname})`);
      } finally {
        await page.context().close();
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  assert.deepEqual(bounces, []);
  assert.deepEqual(errors, []);
});

test('deep links opened right after a login through the form stay put (20 rounds)', async () => {
  const bounces = [];
  for (let i = 0; i < 20; i++) {
    const [email, path, list] = DEEP[i % DEEP.length];
    const page = await newPage(browser);
    await login(page, email);
    await page.goto(path);
    await page.getByTestId(list).waitFor({ timeout: 20_000 });
    // give a late 401 of the login page's requests the time to arrive
    await page.waitForTimeout(300);
    const at = new URL(page.url()).pathname;
    if (at !== path) bounces.push(`${email} ${path} -> ${at}`);
    await page.context().close();
  }
  assert.deepEqual(bounces, []);
});

test('a login as another role in a second tab updates the first tab', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  await page.waitForURL(/\/ambiente\/1\/clienti$/);
  await page.getByTestId('list-clients').waitFor();
  const sidebar = page.getByRole('navigation', { name: "Menu dell'ambiente" });
  assert.equal(await sidebar.getByText('Impostazioni').count(), 0, 'a client manager has no Impostazioni');

  const second = await page.context().newPage();
  await second.goto('/accedi');
  // the second tab shares the session: it is sent on at once; log out there and in as another role
  await second.waitForURL((u) => u.pathname !== '/accedi', { timeout: 20_000 });
  await second
    .getByRole('button', { name: /Logout|Esci/ })
    .first()
    .click();
  await second.waitForURL((u) => u.pathname === '/accedi');
  // the first tab follows the logout
  await page.waitForURL((u) => u.pathname === '/accedi', { timeout: 10_000 });
  await login(second, 'amministratore.locale@demo.local');
  await second.waitForURL(/\/ambiente\/1\/bandi$/);
  // and the new login: the first tab moves on with the new role's menus
  await page.waitForURL((u) => u.pathname !== '/accedi', { timeout: 10_000 });
  await page.goto('/ambiente/1/clienti');
  await page.getByTestId('list-clients').waitFor();
  await page.getByRole('navigation', { name: "Menu dell'ambiente" }).getByText('Impostazioni').waitFor({ timeout: 10_000 });
  await page.context().close();
});
