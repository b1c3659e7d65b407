/* global document, window, getComputedStyle -- used inside page.evaluate (browser context) */
/**
 * The walk of every page a role reaches (issues 12 and 15), with two checks on each state: the
 * accessibility check (budget "axe-core: 0 violations (WCAG 2.1 AA) on every page the browser
 * tests open": rules tagged wcag2a, wcag2aa, wcag21a, wcag21aa, none disabled, no element excluded)
 * and the role check (issue 15, acceptance 2: no request refused with 403, no offered address or
 * action leading to /forbidden, every action offered mapping to a permission of the session view:
 * walk-permissions.mjs; an action without a rule fails the walk).
 *
 * For one role: the header tabs, the sidebar of each environment it belongs to, the profile, the
 * first record of each list, every tab of those pages, the "Altre azioni" menus and every
 * "Nuovo …", "Crea", "Modifica", "Importa" … form or dialog they offer (opened, checked, closed
 * with Escape without saving). Destructive actions and those that save at once (`savesAtOnce` of
 * lib.mjs) are checked against the permissions, not clicked.
 *
 * The two checks used to be two walks (a11y-walk.mjs, ux-roles-walk.mjs) that opened the same pages
 * one after the other; one walk opens each page once (docs/testing.md#browser-tests).
 *
 * A state the accessibility check already saw (same address with record ids folded, same tab,
 * same action) is not checked by axe again, for another role or in the next file of the run: its
 * keys are kept in E2E_STATE_DIR/a11y-seen.json (loadSeen/saveSeen). The role check runs for every
 * role on every state, since what a role is offered is the point.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { newPage, newPageIn, login, api, quiet, ready, navigate, headerTabRoutes, savesAtOnce } from './lib.mjs';
import { permissionsFor } from './walk-permissions.mjs';

const require = createRequire(import.meta.url);
/**
 * axe-core's source, evaluated in the page through the DevTools protocol: `page.addScriptTag`
 * adds an inline <script> that the app's Content-Security-Policy (script-src 'self') rightly blocks.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The action controls the walk looks at (by accessible name): the forms and dialogs it opens, and
 * the destructive ones (Elimina, Duplica) it only checks against the permissions.
 */
const ACTION = /^(Nuov[oa]\b|Crea\b|Modifica\b|Importa\b|Elimina\b|Duplica\b|Salva come template\b|Invita\b|Aggiungi\b)/;

/** Actions checked against the permissions but never clicked: they delete or copy a record. */
const DESTRUCTIVE = /^(Elimina|Duplica)/;

/**
 * Waits until no request is in flight (also one a click started: quiet() in lib.mjs, which also
 * lets the two animation frames pass in which Mantine starts a transition) and no finite CSS
 * transition or animation is still running (Mantine's ≤ 300 ms fades and slides; a spinner's
 * endless animation does not count), instead of a fixed 300 ms.
 */
export async function settle(page) {
  await ready(page);
  await transitionsEnded(page);
}

/** Waits (at most 5 s) until no finite CSS transition or animation runs: what axe-core sees is the end state. */
async function transitionsEnded(page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core on the whole document and returns its violations as printable lines:
 * `[impact] rule-id: summary — target1 | target2 …` (at most 5 targets per rule).
 */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) =>
        r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
        })),
      ),
    TAGS,
  );
  return violations.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} nodes) — ` +
      v.nodes
        .slice(0, 5)
        .map((n) => `${n.target} {${(n.summary || '').replace(/\s+/g, ' ').slice(0, 160)}}`)
        .join(' | '),
  );
}

/**
 * Mantine's classes in the page (`m_` and eight hex digits, the names of its CSS modules) that no
 * rule of the loaded stylesheets uses: a component rendered without its stylesheet, because the
 * per-component lists of tools/mantine-css.cjs miss it (issue 32). Returns printable lines:
 * `[unstyled] m_xxxxxxxx on <tag.class…>` (one per class).
 */
export async function unstyledMantineClasses(page) {
  return page.evaluate(() => {
    const styled = new Set();
    const visit = (rules) => {
      for (const rule of rules) {
        if (rule.selectorText) for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})\b/g)) styled.add(m[1]);
        if (rule.cssRules) visit(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    const missing = new Map();
    for (const el of document.querySelectorAll('[class*="m_"]')) {
      for (const c of el.classList) {
        if (/^m_[0-9a-f]{8}$/.test(c) && !styled.has(c) && !missing.has(c))
          missing.set(c, `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`.slice(0, 160));
      }
    }
    return [...missing].map(([c, where]) => `[unstyled] ${c} on ${where}: no rule of the loaded stylesheets uses it`);
  });
}

/**
 * The check of all tests: `found` collects "label: problem" lines (axe-core's violations and
 * Mantine classes without their stylesheet); the walk goes on after a failure.
 */
export function checker(found, seen) {
  return async (page, label, key = label) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const line of await axe(page)) found.push(`${label}: ${line}`);
    for (const line of await unstyledMantineClasses(page)) found.push(`${label}: ${line}`);
  };
}

/** A state key with record ids folded, keeping the environment id (its colour theme differs). */
export function keyOf(url, extra = '') {
  const u = new URL(url);
  return u.pathname.replace(/(?<!ambiente)\/(\d+)/g, '/:id') + extra;
}

/** The addresses a role reaches: its home, header tabs, the sidebar of each of its environments, the profile link. */
async function entryRoutes(page, profile) {
  const routes = new Set(['/']);
  await navigate(page, '/');
  for (const route of await headerTabRoutes(page, ready)) routes.add(route);
  let profileFound = false;
  for (const project of profile.projects ?? []) {
    await navigate(page, `/ambiente/${project.id}`);
    await page.getByTestId('sidebar').waitFor();
    await ready(page);
    routes.add(new URL(page.url()).pathname);
    for (const link of await page.locator('[data-testid^="sidebar-"]').all()) {
      const testId = await link.getAttribute('data-testid');
      if (['sidebar', 'sidebar-toggle', 'sidebar-manuale', 'sidebar-home'].includes(testId)) continue;
      const href = await link.getAttribute('href');
      if (href && href.startsWith('/') && !href.startsWith('/api/')) routes.add(href);
    }
    const profileLink = page.getByRole('link', { name: /Visualizza profilo/ }).first();
    if (await profileLink.count()) {
      routes.add(await profileLink.getAttribute('href'));
      profileFound = true;
    }
  }
  // a role without environments: the profile entry of the global pages' menu
  if (!profileFound) {
    const profileLink = page.getByRole('link', { name: /Visualizza profilo|Profilo/ }).first();
    if (await profileLink.count()) routes.add(await profileLink.getAttribute('href'));
  }
  return [...routes];
}

/**
 * The visible action controls of the page, in one round trip (a settings page has hundreds of
 * controls): the elements with the button, link or menuitem role, explicit or implicit, rendered,
 * visible and not hidden from assistive technology, whose name matches ACTION: [{ name, role, disabled }].
 */
async function visibleActions(page) {
  const found = await page
    .locator('button, a[href], input[type="button"], input[type="submit"], [role="button"], [role="link"], [role="menuitem"]')
    .evaluateAll((els) =>
      els
        .filter(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]'),
        )
        .map((el) => ({
          role: el.getAttribute('role') || (el.tagName === 'A' ? 'link' : 'button'),
          name: (el.getAttribute('aria-label') || el.innerText || el.value || '').trim().split('\n')[0],
          disabled: el.disabled === true || el.getAttribute('aria-disabled') === 'true',
        })),
    );
  const out = [];
  for (const role of ['button', 'link', 'menuitem'])
    for (const a of found) if (a.role === role && ACTION.test(a.name) && !out.some((o) => o.name === a.name)) out.push(a);
  return out;
}

/**
 * Walks one address with `page`: the page itself, then each of its tabs, with the "Altre azioni"
 * menu and each action offered there; its first list row's detail joins `pages`. `axeCheck(label,
 * key)` runs axe-core on a state not yet seen; `permit(label, pageUrl, targetUrl)` checks an
 * offered action against the permissions. An action is opened when the role check has not seen its
 * name on this address yet, or the accessibility check has not seen its state (an action of the
 * page header is opened once, not from every tab).
 */
async function walkRoute(page, route, { pages, axeCheck, permit, problems, seen }) {
  await navigate(page, route);
  const here = page.url();
  if (new URL(here).pathname === '/forbidden') problems.push(`${route} is offered but forbidden`);
  await axeCheck(route, keyOf(here));
  const firstRow = page.getByTestId('list-row').first().locator('a').first();
  if (!/\/(bandi|template|clienti|referenti|richieste)\/\d+/.test(route) && (await firstRow.count())) {
    const href = await firstRow.getAttribute('href');
    if (href) pages.push(href);
  }
  const tabs = [null];
  for (const tab of await page.locator('main [role="tab"]').all()) tabs.push((await tab.innerText()).trim());
  const permitted = new Set(); // action names checked against the permissions on this address
  const header = new Set(); // actions of the page itself, opened once rather than from every tab
  for (const tab of tabs) {
    const open = async () => {
      // a dialog still open (one that appeared after the last look, or is closing) would cover
      // the next control: start again from the page itself
      if (page.url() !== here || (await page.getByRole('dialog').count())) await navigate(page, route);
      if (tab) {
        await page.locator('main [role="tab"]', { hasText: tab }).first().click();
        await ready(page);
      }
    };
    await open();
    if (tab) await axeCheck(`${route} [${tab}]`, keyOf(here, `#${tab}`));
    // "Altre azioni" menus hold Duplica, Salva come template, Elimina
    const more = page.getByRole('button', { name: 'Altre azioni' }).first();
    if (await more.isVisible().catch(() => false)) {
      await more.click();
      await quiet(page);
      for (const a of await visibleActions(page)) if (a.role === 'menuitem') permit(a.name, here);
      // closed before the next state is checked: a menu still fading out is no part of a tab
      if (!(await closesWithEscape(page, 'menu', 'hidden'))) problems.push(`the "Altre azioni" menu on ${here} does not close with Escape`);
    }
    for (const action of await visibleActions(page)) {
      if (action.role === 'menuitem') continue;
      if (!tab) header.add(action.name);
      // destructive ones, those that save at once ("Crea bando" of a template creates the announcement)
      // and the submit of an empty inline form are checked, not clicked
      if (DESTRUCTIVE.test(action.name) || savesAtOnce(action.name, here) || action.disabled) {
        if (!permitted.has(action.name)) permit(action.name, here);
        permitted.add(action.name);
        continue;
      }
      const key = keyOf(here, `#${tab ?? ''}>${action.name}`);
      const forRoles = !permitted.has(action.name);
      const forAxe = !seen.has(key) && !(tab && header.has(action.name));
      if (!forRoles && !forAxe) continue;
      permitted.add(action.name);
      await open();
      const control = page.getByRole(action.role, { name: action.name, exact: true }).first();
      if (!(await control.isVisible().catch(() => false))) continue;
      await control.click();
      await ready(page);
      const target = page.url() !== here ? page.url() : null;
      if (forRoles) permit(action.name, here, target);
      if (forAxe) await axeCheck(`${route}${tab ? ` [${tab}]` : ''} → ${action.name}`, key);
      // a dialog (new user, new note…) is closed again without saving
      if ((await page.getByRole('dialog').count()) && !(await closesWithEscape(page, 'dialog', 'detached')))
        problems.push(`the dialog of "${action.name}" on ${here} does not close with Escape`);
      if (tab && !target) await navigate(page, route); // leave the tab's state behind
    }
  }
}

/** Presses Escape and waits (at most 5 s) for the first element of `role` to reach `state` ('hidden' or 'detached'); false if it does not. */
async function closesWithEscape(page, role, state) {
  await page.keyboard.press('Escape');
  return page
    .getByRole(role)
    .first()
    .waitFor({ state, timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}

/** Pages of one walk working side by side on its list of addresses (one context: one session). */
const WORKERS = 2;

/** The seen file of this run (E2E_STATE_DIR, set by run.mjs), or null when a file runs on its own. */
const SEEN_FILE = process.env.E2E_STATE_DIR ? path.join(process.env.E2E_STATE_DIR, 'a11y-seen.json') : null;

/** The state keys the run's earlier walks checked (empty without E2E_STATE_DIR). */
export function loadSeen() {
  return new Set(SEEN_FILE && fs.existsSync(SEEN_FILE) ? JSON.parse(fs.readFileSync(SEEN_FILE, 'utf8')) : []);
}

/**
 * Keeps `seen` for the walks of the run's next files, joined with what walks running beside this
 * one saved meanwhile (two files at a time, run.mjs); written to a temporary file and renamed, so
 * a reader never sees half a file.
 */
export function saveSeen(seen) {
  if (!SEEN_FILE) return;
  const all = new Set([...loadSeen(), ...seen]);
  const tmp = `${SEEN_FILE}.${process.pid}`;
  fs.writeFileSync(tmp, JSON.stringify([...all]));
  fs.renameSync(tmp, SEEN_FILE);
}

/**
 * Walks everything `email` reaches with two pages side by side; `routes` keeps the addresses this
 * walk takes (all by default). Axe-core checks each state not yet in `seen` (and adds it).
 * Resolves to `{ walked, offered, checked, found, problems, refused, errors }`: the addresses
 * walked, the actions offered (`path: label`), the number of states axe-core checked, its
 * violation lines, the actions the API would refuse or that have no permission rule, the API calls
 * answered 403, the pages' script errors.
 */
export async function walkRole(browser, email, seen, { routes = () => true } = {}) {
  const found = [];
  const check = checker(found, seen);
  const first = await newPage(browser);
  await login(first, email);
  const profile = (await api(first, 'GET', '/api/profile')).body;
  if (!Array.isArray(profile.permissions)) throw new Error(`${email}: the session view lists no permissions`);
  const workers = [first];
  for (let i = 1; i < WORKERS; i++) workers.push(await newPageIn(first.context()));
  const refused = [];
  const problems = [];
  for (const page of workers)
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && r.status() === 403)
        refused.push(`${r.request().method()} ${url.pathname} (on ${page.url()})`);
    });
  const offered = [];
  const permit = (label, pageUrl, targetUrl) => {
    offered.push(`${new URL(pageUrl).pathname}: ${label}`);
    const perms = permissionsFor(label, pageUrl, targetUrl);
    // an action without a rule would pass unchecked: the walk fails instead, so a new action brings its rule
    if (!perms)
      problems.push(`"${label}" on ${pageUrl}${targetUrl ? ` (opens ${targetUrl})` : ''}: no permission rule in permissionsFor()`);
    else if (!perms.some((p) => profile.permissions.includes(p))) problems.push(`"${label}" on ${pageUrl} needs ${perms.join(' or ')}`);
    if (targetUrl && new URL(targetUrl).pathname === '/forbidden') problems.push(`"${label}" on ${pageUrl} leads to /forbidden`);
  };
  const walked = new Set();
  let checked = 0;
  let busy = 0;
  try {
    const pages = await entryRoutes(first, profile);
    await Promise.all(
      workers.map(async (page) => {
        const axeCheck = async (label, key) => {
          if (seen.has(key)) return;
          await transitionsEnded(page); // the walk waited for ready() just before
          const before = seen.size;
          await check(page, `${email} ${label}`, key);
          checked += seen.size - before;
        };
        for (;;) {
          const route = pages.shift();
          if (route === undefined) {
            if (busy === 0) return; // nothing queued and no page that could still add a detail page
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          if (!route || walked.has(route) || !routes(route)) continue;
          walked.add(route);
          busy += 1;
          try {
            await walkRoute(page, route, { pages, axeCheck, permit, problems, seen });
          } catch (err) {
            // where the walk was and what the page showed: a timeout alone names neither
            const shown = await page
              .evaluate(() => `${document.title} | ${(document.querySelector('main') ?? document.body).innerText.slice(0, 200)}`)
              .catch(() => '');
            err.message += `\n(walking ${route}; the page shows ${page.url()}: ${shown.replace(/\s+/g, ' ')})`;
            throw err;
          } finally {
            busy -= 1;
          }
        }
      }),
    );
    return { walked: [...walked], offered, checked, found, problems, refused, errors: workers.flatMap((p) => p.errors) };
  } finally {
    await first.context().close();
  }
}

/**
 * The test of one role's walk, for the files that run it: at least two addresses walked, no axe-core
 * violation, no action the API would refuse, no 403, no script error; `seen` is saved for the next
 * files of the run.
 */
export async function assertWalk(browser, email, seen, t, assert, options) {
  const { walked, offered, checked, found, problems, refused, errors } = await walkRole(browser, email, seen, options);
  saveSeen(seen);
  t.diagnostic(`${walked.length} addresses walked, ${checked} new states checked by axe-core: ${walked.join(' ')}`);
  t.diagnostic(`${offered.length} actions offered: ${offered.join('; ')}`);
  assert.ok(walked.length >= 2, `${email}: walked ${walked.length} pages`);
  assert.deepEqual(
    found,
    [],
    `axe-core violations (WCAG 2.1 AA) or Mantine components without their stylesheet for ${email}:\n${found.join('\n')}`,
  );
  assert.deepEqual(problems, [], `${email}: actions offered that the API refuses`);
  assert.deepEqual(refused, [], `${email}: calls refused with 403 during the walk`);
  assert.deepEqual(errors, []);
}
