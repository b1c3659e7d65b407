/** Acceptance 2 of the walking skeleton: login, start routes, logout, redirect, guard, 404. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, loginWithForm, quiet, BASE, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const START = {
  'admin@demo.local': /^\/$/,
  'esperto@demo.local': /^\/ambiente\/\d+\/bandi$/,
  'amministratore.locale@demo.local': /^\/ambiente\/\d+\/bandi$/,
  'gestore@demo.local': /^\/ambiente\/\d+\/clienti$/,
  'referente@demo.local': /^\/ambiente\/\d+\/clienti$/,
  'esperto.locale@demo.local': /^\/ambiente\/\d+\/bandi$/,
};

for (const [email, route] of Object.entries(START)) {
  test(`${email} logs in and lands on its start route (docs/roles.md#start-route-after-login)`, async () => {
    const page = await newPage(browser);
    await loginWithForm(page, email);
    await page.waitForURL((u) => route.test(u.pathname), { timeout: 20_000 });
    assert.match(new URL(page.url()).pathname, route);
    // the landing page shows real content, not an error
    if (email === 'admin@demo.local') {
      await page.getByText('Studio Lombardi – Finanza agevolata Milano').first().waitFor();
    } else if (route.source.includes('clienti')) {
      await page.getByTestId('list-clients').waitFor({ timeout: 20_000 });
    } else {
      await page.getByTestId('list-announcements').waitFor({ timeout: 20_000 });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('logout returns to /accedi and the session is gone', async () => {
  const page = await newPage(browser);
  await loginWithForm(page, 'gestore@demo.local'); // a session of its own: the logout ends it
  await page.waitForURL(/\/clienti$/);
  await page
    .getByRole('button', { name: /Logout|Esci/ })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === '/accedi');
  const profile = await page.request.get('/api/profile');
  assert.equal(profile.status(), 401);
  await page.goto('/ambiente/1/clienti');
  await page.waitForURL((u) => u.pathname === '/accedi');
  await page.context().close();
});

test('a protected URL while logged out goes to /accedi?redirect=… and back after login', async () => {
  const page = await newPage(browser);
  await page.goto('/ambiente/1/richieste');
  await page.waitForURL((u) => u.pathname === '/accedi');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('redirect'), '/ambiente/1/richieste');
  await page.getByLabel('Email').fill('gestore@demo.local');
  await page.getByLabel('Password').first().fill('Demo!2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((u) => u.pathname === '/ambiente/1/richieste', { timeout: 20_000 });
  await page.getByTestId('list-calls').waitFor();
  await page.context().close();
});

test('opening /accedi logged out logs no error in the console and no failed request (issue 39, defect 13)', async () => {
  const page = await newPage(browser);
  const consoleErrors = [];
  const failed = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`));
  await page.goto('/accedi');
  await page.getByLabel('Email').waitFor();
  await quiet(page);
  // the session check ran and said "nobody": the page did ask, without an error
  assert.deepEqual(await (await page.request.get('/api/session')).json(), { user: null });
  assert.deepEqual(failed, []);
  assert.deepEqual(consoleErrors, []);
  await page.context().close();
});

test('the username query prefills the e-mail', async () => {
  const page = await newPage(browser);
  await page.goto('/accedi?username=gestore%40demo.local');
  assert.equal(await page.getByLabel('Email').inputValue(), 'gestore@demo.local');
  await page.context().close();
});

test('/accedi while logged in goes home', async () => {
  const page = await newPage(browser);
  await login(page, 'admin@demo.local');
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto('/accedi');
  await page.waitForURL((u) => u.pathname === '/');
  await page.context().close();
});

test('an unknown path shows "Pagina non trovata" with "Vai alla Home"', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local', PASSWORD, '/questa/pagina/non-esiste');
  await page.getByText('Pagina non trovata').waitFor();
  await page
    .getByRole('button', { name: 'Vai alla Home' })
    .or(page.getByRole('link', { name: 'Vai alla Home' }))
    .first()
    .click();
  await page.waitForURL(/\/ambiente\/\d+\/clienti$/);
  await page.context().close();
});

test('wrong credentials show an Italian error and stay on /accedi', async () => {
  const page = await newPage(browser);
  await page.goto('/accedi');
  await page.getByLabel('Email').fill('gestore@demo.local');
  await page.getByLabel('Password').first().fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByText('Credenziali non valide').waitFor();
  assert.equal(new URL(page.url()).pathname, '/accedi');
  await page.context().close();
});

test('the API answers under /api and the shell at / (fresh start, embedded database)', async () => {
  const health = await fetch(`${BASE}/api/health`).then((r) => r.json());
  assert.deepEqual(health, { status: 'ok', database: 'ok', redis: 'non usato' });
});
