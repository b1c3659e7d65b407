/** Shared helpers of the browser tests: Chromium launch, login, API calls as a user. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request } from 'playwright-core';

export const BASE = process.env.BASE_URL || 'http://localhost:3000';
export const PASSWORD = 'Demo!2026';

/** The demo accounts, one per role and environment (docs/roles.md), in the order the walks take them. */
export const DEMO_ACCOUNTS = [
  'admin@demo.local',
  'esperto@demo.local',
  'amministratore.locale@demo.local',
  'gestore@demo.local',
  'referente@demo.local',
  'esperto.locale@demo.local',
  'gestore.bari@demo.local',
  'amministratore.bari@demo.local',
];

/**
 * The browser of the tests: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same Chromium build without the browser's own interface, what
 * Playwright itself runs for headless tests), else Debian's Chromium in its headless mode.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ||
  '/usr/bin/chromium';

/**
 * How the tests' Chromium ({@link CHROMIUM}) starts: headless, with the flags this machine needs
 * (no network, no sandbox as root) and V8 without its optimising tiers (docs/testing.md#browser-tests).
 */
export function launchOptions() {
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      // V8's optimising compilers (Maglev, TurboFan) off, its baseline compiler on: a test's page
      // lives seconds, and optimising react-dom, Mantine and axe-core again in every new renderer
      // cost more than it gave back. Measured 2026-12-02 on the development machine, the whole
      // machine's CPU during two runs of a file set: walk-admin 70 -> 57 s (wall 47 -> 43 s),
      // clients + ux 51-62 -> 43-52 s, conflict + auth 85 -> 82 s. What JavaScript does is the
      // same at every tier; Lighthouse (bench/lighthouse.mjs) starts its own Chromium without it.
      '--js-flags=--max-opt=1',
    ],
  };
}

/**
 * The run's one Chromium: run.mjs starts it and passes its endpoint (E2E_BROWSER_WS), so a test
 * file only connects (its `close()` disconnects and closes the file's contexts); a file run on
 * its own (`node --test tests/x.test.mjs` with BASE_URL) starts its own.
 */
export function launch() {
  const ws = process.env.E2E_BROWSER_WS;
  return ws ? chromium.connect(ws) : chromium.launch(launchOptions());
}

/**
 * Logs `email` in through the API (csrf-cookie, then login) on a request context of `base` and
 * answers the context, its session cookie set; the caller disposes of it. Throws unless the login
 * answers 200.
 */
export async function apiLoginContext(base, email, password = PASSWORD) {
  const ctx = await request.newContext({ baseURL: base });
  try {
    const csrf = await ctx.get('/api/csrf-cookie');
    if (csrf.status() !== 204) throw new Error(`csrf-cookie: ${csrf.status()}`);
    const token = (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await ctx.post('/api/login', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest' },
      data: { email, password },
    });
    if (res.status() !== 200) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
    return ctx;
  } catch (e) {
    await ctx.dispose();
    throw e;
  }
}

/**
 * Logs every demo account in once through the API (apiLoginContext) and saves each session as a
 * Playwright storage state, `<dir>/<email>.json`; run.mjs does it before the tests, and login()
 * then reuses the state (docs/testing.md#browser-tests). Throws unless each login answers 200.
 */
export async function saveStorageStates(base, dir) {
  for (const email of DEMO_ACCOUNTS) {
    const ctx = await apiLoginContext(base, email);
    try {
      await ctx.storageState({ path: path.join(dir, `${email}.json`) });
    } finally {
      await ctx.dispose();
    }
  }
}

/** The saved storage state of a demo account (saveStorageStates), or null outside run.mjs. */
function storedState(email) {
  const dir = process.env.E2E_STATE_DIR;
  const file = dir && path.join(dir, `${email}.json`);
  return file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** A fresh browser context and page; collects page errors for assertions. */
export async function newPage(browser) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  return newPageIn(context);
}

/** Another page of `context` (same cookies: same session), with what newPage() adds: errors, quiet(). */
export async function newPageIn(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  // requests in flight and the time of the last start or end, for quiet(): a lazy chunk or a
  // list request started by a click
  page.inFlight = 0;
  page.lastActivity = 0;
  const done = () => {
    page.inFlight = Math.max(0, page.inFlight - 1);
    page.lastActivity = Date.now();
  };
  page.on('request', () => {
    page.inFlight += 1;
    page.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('framenavigated', (f) => f === page.mainFrame() && (page.inFlight = 0));
  return page;
}

/**
 * Waits until what a click started has shown: two animation frames (Mantine mounts a Modal or a
 * Menu in a requestAnimationFrame after the click, so a dialog checked at once is not there yet),
 * then no request in flight and none started or ended for `quietMs` (a lazy chunk, a tab's
 * list), at most `maxMs`.
 * Playwright's waitForLoadState('networkidle') answers at once after the first load, so it does
 * not cover a click. Pages from newPage() only.
 */
/* global requestAnimationFrame -- evaluated in the page */
export async function quiet(page, { quietMs = 100, maxMs = 15_000 } = {}) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))).catch(() => undefined);
  const until = Date.now() + maxMs;
  while (Date.now() < until && (page.inFlight > 0 || Date.now() - page.lastActivity < quietMs)) await new Promise((r) => setTimeout(r, 20));
}

/**
 * Waits until the page shows what a navigation or a click loaded: quiet() (no request in flight
 * for 100 ms), then no region marked `aria-busy="true"` (the first paint of index.html, the page
 * skeletons, a list still loading), then quiet() again for what the rendered page asked for.
 * Replaces waitForLoadState('networkidle'), which after every page.goto() sat out 500 ms of
 * network silence (issue 31). Pages from newPage() only.
 */
/* global document -- evaluated in the page */
export async function ready(page, { maxMs = 15_000 } = {}) {
  await quiet(page, { maxMs });
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: maxMs, polling: 'raf' })
    .catch(() => undefined);
  await quiet(page, { maxMs });
}

/**
 * The location (`{ pathname, key }`) React Router has in the tree React last committed in `#root`,
 * or null before the app rendered. Installed in the page as `window.__e2eRendered` (its source
 * text, RENDERED_LOCATION, evaluated through the DevTools protocol by navigate()): React's root
 * container holds its root fiber (`__reactContainer$…`, React 18 and 19), whose `stateNode.current`
 * is the committed tree; depth first, the first context value with a `location` and a
 * `navigationType` is the router's (BrowserRouter's LocationContext, near the top). The router
 * gives every navigation, a redirect included, a location with a key of its own. Test code only:
 * it reads React's internals, which the app never does.
 */
function renderedLocation() {
  const root = document.getElementById('root');
  const key = root ? Object.keys(root).find((k) => k.startsWith('__reactContainer$')) : undefined;
  const stack = key && root[key].stateNode ? [root[key].stateNode.current] : [];
  for (let seen = 0; stack.length && seen < 2_000; seen++) {
    const fiber = stack.pop();
    const value = fiber.memoizedProps && fiber.memoizedProps.value;
    if (value && value.location && typeof value.location.pathname === 'string' && 'navigationType' in value)
      return { pathname: value.location.pathname, key: value.location.key };
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return null;
}
const RENDERED_LOCATION = renderedLocation.toString();

/**
 * Opens `path` (an address of the app, e.g. `/ambiente/1/bandi`) in `page` as a click on a link
 * would, then waits with `ready()`. When the page already shows the app at another pathname, it
 * goes through the History API (`pushState` with the router's own state shape, then the
 * `popstate` event React Router's BrowserRouter listens to), so the app's scripts, its session and
 * the federation's remotes stay loaded: a full load costs the renderer's main thread 0.6-0.9 s
 * (docs/testing.md#browser-tests) and the walks open hundreds of addresses. Else (a blank page,
 * another origin, an open dialog, the same pathname, or no commit within 15 s, which it reports on
 * stderr) it is `page.goto`.
 *
 * React Router renders a navigation as a transition: until the new route has rendered, the old
 * page stays on screen, with nothing marked busy, so `ready()` alone could answer on the old page.
 * The navigation counts as done when React has committed a new location ({@link renderedLocation}:
 * another key than the page had) whose pathname is the address shown. A redirect (`<Navigate>`,
 * e.g. `/ambiente/1` to its start section) is a further location, committed the same way; the
 * guard's redirect shows a busy skeleton meanwhile, which `ready()` waits out. An earlier version
 * took any change of `document.title` after the move (the shell sets it for each pathname it
 * commits) for the commit: with the walks of walk-roles.test.mjs beside each other, five runs out
 * of seven failed on a previous page still on screen (a client form's "Aggiungi sede" clicked on the
 * client list, a detail page's tabs looked for on La mia giornata).
 * Tests of what a fresh load does (the session check, the first render, a reload) use `page.goto`.
 */
/* global window, PopStateEvent -- evaluated in the page */
export async function navigate(page, path) {
  const here = page.url();
  let committed = false;
  if (here.startsWith(BASE) && new URL(here).pathname !== new URL(path, BASE).pathname && !(await page.getByRole('dialog').count())) {
    // the helper as a page function of its own (a string evaluated through the DevTools protocol:
    // the app's Content-Security-Policy, which forbids eval, does not apply to it)
    const from = await page
      .evaluate(`window.__e2eRendered = window.__e2eRendered || (${RENDERED_LOCATION})`)
      .then(() =>
        page.evaluate((target) => {
          // the app has rendered (index.html's first paint is a busy placeholder in #root)
          if (!document.querySelector('#root > *') || document.querySelector('#root > [aria-busy="true"]')) return null;
          const shown = window.__e2eRendered();
          if (!shown || shown.pathname !== window.location.pathname) return null; // a move of its own still under way
          const idx = (window.history.state && window.history.state.idx) || 0;
          window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', target);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          return shown.key;
        }, path),
      )
      .catch(() => null);
    if (from !== null)
      committed = await page
        .waitForFunction(
          (old) => {
            const shown = window.__e2eRendered();
            return shown.key !== old && shown.pathname === window.location.pathname;
          },
          from,
          { timeout: 15_000, polling: 'raf' },
        )
        .then(() => true)
        .catch(() => false);
    // a move the shell did not commit costs the wait and a full load: said, so that it is seen
    if (from !== null && !committed) process.stderr.write(`navigate: ${path} not committed within 15 s, loaded with page.goto\n`);
  }
  if (!committed) await page.goto(path);
  await ready(page);
}

/**
 * Opens the app as `email`, logged in, and waits until it left /accedi: `path` (the login page by
 * default, which sends a logged-in user on to `redirect` or the start route) with the session
 * that run.mjs saved for that demo account, in this page's context. An account without a saved
 * state or another password logs in through the form ({@link loginWithForm}). A test that logs
 * out, or that tests the login form itself, calls loginWithForm: its session is its own. A test
 * that starts on a page of its own passes it as `path`: one load of the app instead of two (the
 * login page, then the start page it sends to, each loaded the whole app and began its requests).
 */
export async function login(page, email, password = PASSWORD, path = '/accedi') {
  if (password !== PASSWORD || !(await addSavedSession(page, email))) return loginWithForm(page, email, password, path);
  await page.goto(path);
  await page.waitForURL((url) => !url.pathname.startsWith('/accedi'), { timeout: 30_000 });
}

/**
 * Puts the session run.mjs saved for `email` into the context of `page` and opens nothing: for a
 * test that asks the API first (an environment's id, a record it creates) and then opens its page
 * with `page.goto`, one load of the app instead of two (login() opens the start page, which loads
 * the whole app and begins the home's requests for nothing). API calls of `api(page, …)` carry the
 * session at once. An account without a saved state logs in through the form (loginWithForm),
 * which opens the login page.
 */
export async function withSession(page, email) {
  if (!(await addSavedSession(page, email))) await loginWithForm(page, email);
}

/** Adds the session run.mjs saved for `email` (storedState) to the context of `page`; false when none was saved. */
async function addSavedSession(page, email) {
  const state = storedState(email);
  if (!state) return false;
  await page.context().addCookies(state.cookies);
  return true;
}

/**
 * Logs in through the login form (a session of its own) and waits until the app left /accedi.
 * `path` is opened first; null uses the login page the tab already shows.
 */
export async function loginWithForm(page, email, password = PASSWORD, path = '/accedi') {
  if (path !== null) await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/accedi'), { timeout: 30_000 });
}

/**
 * Actions that write a record as soon as they are clicked, with no form in between: "Crea bando"
 * on a template's page creates a draft announcement (the demo data has templates, so the walks reach one).
 */
export function savesAtOnce(label, pageUrl) {
  return /^Crea bando$/.test(label) && /\/template\/\d+$/.test(new URL(pageUrl).pathname);
}

/**
 * The addresses the header tabs of the page now open (`path?search` each), clicking each in turn and
 * waiting with `settle(page)` after each click. Tabs are taken by test id and looked up again when
 * clicked: a single-environment user's home sends it on to its environment, and tabs seen a moment
 * before are then gone (not this role's tabs). Used by the role and accessibility walks.
 */
export async function headerTabRoutes(page, settle) {
  const routes = [];
  for (const id of await page.locator('[data-testid^="admin-tab-"]').evaluateAll((els) => els.map((e) => e.dataset.testid))) {
    const tab = page.getByTestId(id);
    if (!(await tab.isVisible().catch(() => false))) continue;
    await tab.click();
    await settle(page);
    routes.push(new URL(page.url()).pathname + new URL(page.url()).search);
  }
  return routes;
}

/** Calls the API with the page's session cookie and XSRF token. */
export async function api(page, method, url, body) {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(url, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    data: body ? JSON.stringify(body) : undefined,
  });
  let json = null;
  try {
    json = await res.json();
  } catch {
    // already gone or no JSON body
  }
  return { status: res.status(), body: json };
}

/**
 * Deletes saved view `viewId` of environment `projectId` as the user of `page` (a test's clean-up):
 * reads its version and sends it as If-Match; nothing when the view is already gone.
 */
export async function deleteSavedView(page, projectId, viewId) {
  const view = await api(page, 'GET', `/api/projects/${projectId}/saved-views/${viewId}`);
  if (view.status !== 200) return;
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  await page.request.delete(`/api/projects/${projectId}/saved-views/${viewId}`, {
    headers: { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest', 'If-Match': `"${view.body.version}"` },
  });
}

/**
 * Decoded texts of the e-mails in the e2e server's outbox (E2E_DATA_DIR/outbox, set by run.mjs)
 * that contain `marker`. Messages are quoted-printable UTF-8 as nodemailer writes them.
 */
export function outboxMails(marker) {
  const dir = path.join(process.env.E2E_DATA_DIR || '', 'outbox');
  if (!process.env.E2E_DATA_DIR || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .map((raw) =>
      Buffer.from(
        raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .filter((text) => text.includes(marker));
}

/**
 * Waits (polling every 200 ms, at most `timeoutMs`) for an outbox e-mail containing `marker` and
 * matching `pattern`, and returns it. E-mails go through the job queue (docs/architecture.md), so
 * they are written shortly after the answer that queued them. Throws when none arrives in time.
 */
export async function waitForMail(marker, pattern, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = outboxMails(marker).find((m) => pattern.test(m));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no e-mail for ${marker} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * With `manager` logged in as the Milano client manager (gestore@demo.local), shares the oldest
 * published announcement with the oldest client (seeded records). Returns `{ share, milano, client, bando }`: the share
 * answer (`url` of the public page), the environment id, the client and the announcement; throws unless
 * the share answered 201.
 */
export async function shareFirstCall(manager) {
  const projects = (await api(manager, 'GET', '/api/projects')).body.data;
  const milano = projects.find((p) => p.name.includes('Milano')).id;
  // the seeded records, not the first by name: files running beside this one create clients and
  // calls ("0 De minimis e2e …" sorts first) and delete them when done, taking the link with them
  const oldest = (rows) => rows.reduce((a, b) => (a.id < b.id ? a : b));
  const client = (await api(manager, 'GET', `/api/projects/${milano}/clients?take=1&sort=created_at`)).body.data[0];
  const bando = oldest((await api(manager, 'GET', `/api/projects/${milano}/announcements?take=100&status=published`)).body.data);
  const share = await api(manager, 'POST', `/api/projects/${milano}/announcements/${bando.id}/shares`, { client_id: client.id });
  if (share.status !== 201) throw new Error(`share: ${share.status} ${JSON.stringify(share.body)}`);
  return { share: share.body, milano, client, bando };
}

/**
 * The body of a published local announcement (POST /api/projects/{id}/announcements) with every
 * requirement "no limit" and a nationwide territory (domain/test/announcement-cases.ts,
 * "publishing with no limits"): every Italian seat meets it. `over` replaces fields (e.g. the
 * closing date, `aid_scheme_de_minimis`); amounts in EUR, dates YYYY-MM-DD.
 */
export function openCallBody(name, over = {}) {
  return {
    status: 'published',
    name,
    link_regulatory: 'https://www.mimit.gov.it/it/incentivi/bando-e2e',
    supplying_authority: 'Regione Lombardia',
    start_date: '2025-01-01',
    end_date: '2099-12-31',
    eligible_expense_min: 10_000,
    eligible_expense_max: 200_000,
    grant_min: 5_000,
    grant_max: 100_000,
    number_of_employees_min: null,
    number_of_employees_max: null,
    year_of_establishment_min: null,
    year_of_establishment_max: null,
    annual_volume_min: null,
    annual_volume_max: null,
    announcements_company_dimensions: [],
    announcements_ateco_codes: [],
    requirements_without_limit: [
      'number_of_employees_min',
      'number_of_employees_max',
      'year_of_establishment_min',
      'year_of_establishment_max',
      'annual_volume_min',
      'annual_volume_max',
      'announcements_company_dimensions',
      'announcements_ateco_codes',
    ],
    announcements_areas_of_intervention: ['digitalizzazione'],
    announcements_locations: [{ nation: 'Italia' }],
    ...over,
  };
}
