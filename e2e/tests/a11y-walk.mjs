/* global document, window -- used inside page.evaluate (browser context) */
/**
 * The accessibility walk (issue 12, budget "axe-core: 0 violations (WCAG 2.1 AA) on every page the
 * browser tests open"), shared by a11y-admin.test.mjs (logged-out pages, the system administrator) and
 * a11y-roles.test.mjs (the other seven demo roles): for one role, the walk of ux-roles.test.mjs —
 * header tabs, the sidebar of each environment the role belongs to, the profile, the first record
 * of each list, every tab of those pages and every "Nuovo …", "Crea", "Modifica", "Importa" … form
 * or dialog they offer (opened, checked, closed without saving; an action that saves at once,
 * `savesAtOnce` of lib.mjs, is left out), with axe-core (rules tagged
 * wcag2a, wcag2aa, wcag21a, wcag21aa). No rule is disabled and no element is excluded.
 *
 * A state already checked (same address with record ids folded, same tab, same action) is not
 * checked again, for another role or in the next file of the run: the keys checked are kept in
 * E2E_STATE_DIR/a11y-seen.json (loadSeen/saveSeen), so the union of states checked by the run does
 * not depend on which walk or file reached a state first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { newPage, newPageIn, login, api, ready, headerTabRoutes, savesAtOnce } from './lib.mjs';

const require = createRequire(import.meta.url);
/**
 * axe-core's source, evaluated in the page through the DevTools protocol: `page.addScriptTag`
 * adds an inline <script> that the app's Content-Security-Policy (script-src 'self') rightly blocks.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Non-destructive actions whose page or dialog is opened and checked (by accessible name). */
const ACTION = /^(Nuov[oa]\b|Crea\b|Modifica\b|Importa\b|Invita\b|Aggiungi\b|Salva come template\b)/;

/**
 * Waits until no request is in flight (also one a click started: quiet() in lib.mjs, which also
 * lets the two animation frames pass in which Mantine starts a transition) and no finite CSS
 * transition or animation is still running (Mantine's ≤ 300 ms fades and slides; a spinner's
 * endless animation does not count), instead of a fixed 300 ms.
 */
export async function settle(page) {
  await ready(page);
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

/** The check of all tests: `found` collects "label: violation" lines; the walk goes on after a failure. */
export function checker(found, seen) {
  return async (page, label, key = label) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const line of await axe(page)) found.push(`${label}: ${line}`);
  };
}

/** A state key with record ids folded, keeping the environment id (its colour theme differs). */
export function keyOf(url, extra = '') {
  const u = new URL(url);
  return u.pathname.replace(/(?<!ambiente)\/(\d+)/g, '/:id') + extra;
}

/** The addresses a role reaches: header tabs, the sidebar of each of its environments, the profile link. */
async function entryRoutes(page, profile) {
  const routes = new Set(['/']);
  await page.goto('/');
  await settle(page);
  for (const route of await headerTabRoutes(page, settle)) routes.add(route);
  for (const project of profile.projects ?? []) {
    await page.goto(`/ambiente/${project.id}`);
    await page.getByTestId('sidebar').waitFor();
    await settle(page);
    routes.add(new URL(page.url()).pathname);
    for (const link of await page.locator('[data-testid^="sidebar-"]').all()) {
      const testId = await link.getAttribute('data-testid');
      if (['sidebar', 'sidebar-toggle', 'sidebar-manuale', 'sidebar-home'].includes(testId)) continue;
      const href = await link.getAttribute('href');
      if (href && href.startsWith('/') && !href.startsWith('/api/')) routes.add(href);
    }
    const profileLink = page.getByRole('link', { name: /Visualizza profilo/ }).first();
    if (await profileLink.count()) routes.add(await profileLink.getAttribute('href'));
  }
  return [...routes];
}

/** The visible, enabled non-destructive action controls, in one round trip: [{ name, role }]. */
async function actions(page) {
  const all = await page.locator('button, a[href], [role="button"]').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && !el.disabled && el.getAttribute('aria-disabled') !== 'true')
      .map((el) => ({
        name: (el.getAttribute('aria-label') || el.innerText || '').trim().split('\n')[0],
        role: el.getAttribute('role') || (el.tagName === 'A' ? 'link' : 'button'),
      })),
  );
  const out = [];
  for (const a of all) if (['button', 'link'].includes(a.role) && ACTION.test(a.name) && !out.some((o) => o.name === a.name)) out.push(a);
  return out;
}

/**
 * Walks one address with `page`: checks it, its first list row's detail (pushed to `pages`), each
 * of its tabs and each action offered there (opened, checked, closed without saving). States
 * already in `seen` are skipped (also when another walk, running beside this one, checked them).
 */
async function walkRoute(page, route, { email, pages, counted, seen }) {
  await page.goto(route);
  await settle(page);
  const here = page.url();
  await counted(`${email} ${route}`, keyOf(here));
  const firstRow = page.getByTestId('list-row').first().locator('a').first();
  if (!/\/(bandi|template|clienti|referenti|richieste)\/\d+/.test(route) && (await firstRow.count())) {
    const href = await firstRow.getAttribute('href');
    if (href) pages.push(href);
  }
  const tabs = [null];
  for (const tab of await page.locator('main [role="tab"]').all()) tabs.push((await tab.innerText()).trim());
  const header = new Set(); // actions of the page itself, opened once rather than from every tab
  for (const tab of tabs) {
    const open = async () => {
      // a dialog still open would cover the next control: start again from the page itself
      if (page.url() !== here || (await page.getByRole('dialog').count())) await page.goto(route);
      await settle(page);
      if (tab) {
        await page.locator('main [role="tab"]', { hasText: tab }).first().click();
        await settle(page);
      }
    };
    if (tab) {
      if (seen.has(keyOf(here, `#${tab}`))) continue; // this tab (and its actions) checked for another role
      await open();
      await counted(`${email} ${route} [${tab}]`, keyOf(here, `#${tab}`));
    }
    for (const action of await actions(page)) {
      // a click that saves a record (a template's "Crea bando") is no form to check
      if (savesAtOnce(action.name, here)) continue;
      if (!tab) header.add(action.name);
      else if (header.has(action.name)) continue;
      const key = keyOf(here, `#${tab ?? ''}>${action.name}`);
      if (seen.has(key)) continue;
      await open();
      const control = page.getByRole(action.role, { name: action.name, exact: true }).first();
      if (!(await control.isVisible().catch(() => false))) continue;
      await control.click();
      await settle(page);
      await counted(`${email} ${route}${tab ? ` [${tab}]` : ''} → ${action.name}`, key);
      if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
      await settle(page);
    }
  }
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
 * Walks everything `email` reaches with two pages side by side, checking each state not yet in
 * `seen` (and adding it); `routes` keeps the addresses this walk takes (all by default). Resolves to `{ found, walked, checked, errors }`: violation lines, the
 * addresses walked, the number of states this walk checked, the pages' script errors.
 */
export async function walkRole(browser, email, seen, { routes = () => true } = {}) {
  const found = [];
  const check = checker(found, seen);
  const first = await newPage(browser);
  await login(first, email);
  const profile = (await api(first, 'GET', '/api/profile')).body;
  const pages = await entryRoutes(first, profile);
  const workers = [first];
  for (let i = 1; i < WORKERS; i++) workers.push(await newPageIn(first.context()));
  const walked = new Set();
  let checked = 0;
  let busy = 0;
  try {
    await Promise.all(
      workers.map(async (page) => {
        const counted = async (label, key) => {
          const before = seen.size;
          await check(page, label, key);
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
            await walkRoute(page, route, { email, pages, counted, seen });
          } finally {
            busy -= 1;
          }
        }
      }),
    );
    return { found, walked: [...walked], checked, errors: workers.flatMap((p) => p.errors) };
  } finally {
    await first.context().close();
  }
}
