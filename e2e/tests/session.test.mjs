/**
 * The session is the server's truth in every tab (issue 15, acceptance 1): a deep link opened with
 * a valid session cookie and an empty browser store opens the page (the shell restores the user
 * from /api/session); deep links opened right after a login never bounce to /accedi (a 401 of a
 * request sent before the login is ignored); a login as another role in a second tab updates the
 * first tab.
 *
 * The race of a late 401 is made to happen on every round instead of being hoped for: the answers
 * to the requests the login page sends before the login are held (fetched from the server while
 * logged out, delivered only after the login has landed), and the session check's answer is
 * delivered as the 401 that a session cookie gets once it stopped being valid (an account
 * deactivated meanwhile; before login the check answers `{user: null}`, issue 39), so each round
 * delivers a stale 401 after the new session began. The deep links run once per account; E2E_DEEP_LINKS=200 repeats them as
 * the stress run of before (docs/testing.md#browser-tests), a command for whoever changes the
 * session code.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, loginWithForm, quiet, BASE, PASSWORD } from './lib.mjs';

/** Deep links of the first test: one per account by default; E2E_DEEP_LINKS for the stress run. */
const DEEP_LINKS = Number(process.env.E2E_DEEP_LINKS || 8);

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

test(`${DEEP_LINKS} deep links opened right after an API login, with an empty store: every page opens, 0 bounces to /accedi`, async () => {
  const bounces = [];
  const errors = [];
  let next = 0;
  // four browser contexts at a time, each a fresh login
  const worker = async () => {
    for (let i = next++; i < DEEP_LINKS; i = next++) {
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

/** The start route of each account after a login (docs/roles.md#start-route-after-login). */
const START = {
  'admin@demo.local': /^\/$/,
  'esperto@demo.local': /^\/ambiente\/\d+\/bandi$/,
  'amministratore.locale@demo.local': /^\/ambiente\/1\/bandi$/,
  'gestore@demo.local': /^\/ambiente\/1\/clienti$/,
  'referente@demo.local': /^\/ambiente\/1\/clienti$/,
  'esperto.locale@demo.local': /^\/ambiente\/1\/bandi$/,
  'gestore.bari@demo.local': /^\/ambiente\/2\/clienti$/,
  'amministratore.bari@demo.local': /^\/ambiente\/2\/bandi$/,
};

test('a 401 answered after the login to a request sent before it is ignored: the start route and a deep link stay put, for every account', async () => {
  const bounces = [];
  for (const [email, path, list] of DEEP) {
    const page = await newPage(browser);
    // hold the answers of the login page's API requests (the session check, /api/session):
    // fetched at once, while logged out, delivered only once the login has landed
    const held = [];
    let holding = true;
    const isCheck = (url) => new URL(url).pathname === '/api/session';
    await page.route('**/api/**', async (route) => {
      if (!holding || route.request().method() !== 'GET') return route.continue();
      held.push({ route, response: await route.fetch(), url: route.request().url() });
    });
    await page.goto('/accedi');
    await page.getByLabel('Email').waitFor();
    const until = Date.now() + 15_000;
    while (!held.some((h) => isCheck(h.url)) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    holding = false;
    const check = held.find((h) => isCheck(h.url));
    assert.ok(check, `${email}: the login page sent no session check (${held.map((h) => h.url).join(', ')})`);
    assert.deepEqual(await check.response.json(), { user: null }, `${email}: the session check before login`);
    await loginWithForm(page, email, PASSWORD, null);
    // the new session has begun (the app left /accedi): the stale answers arrive now, the session
    // check's as a 401 "Sessione scaduta"
    for (const h of held.splice(0)) {
      if (isCheck(h.url))
        await h.route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Sessione scaduta' }) });
      else await h.route.fulfill({ response: h.response });
    }
    await quiet(page);
    const landed = new URL(page.url()).pathname;
    if (!START[email].test(landed)) bounces.push(`${email}: at ${landed} after the stale 401, not its start route`);
    await page.goto(path);
    await page.getByTestId(list).waitFor({ timeout: 20_000 });
    const at = new URL(page.url()).pathname;
    if (at !== path) bounces.push(`${email} ${path} -> ${at}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  assert.deepEqual(bounces, []);
});

test('a login as another role in a second tab updates the first tab', async () => {
  const page = await newPage(browser);
  await loginWithForm(page, 'gestore@demo.local'); // sessions of its own: the second tab logs out
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
  await loginWithForm(second, 'amministratore.locale@demo.local');
  await second.waitForURL(/\/ambiente\/1\/bandi$/);
  // and the new login: the first tab moves on with the new role's menus
  await page.waitForURL((u) => u.pathname !== '/accedi', { timeout: 10_000 });
  await page.goto('/ambiente/1/clienti');
  await page.getByTestId('list-clients').waitFor();
  await page.getByRole('navigation', { name: "Menu dell'ambiente" }).getByText('Impostazioni').waitFor({ timeout: 10_000 });
  await page.context().close();
});
