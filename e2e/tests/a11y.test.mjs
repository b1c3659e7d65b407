/* global document, window -- used inside page.evaluate (browser context) */
/**
 * Issue 12, budget "axe-core: 0 violations (WCAG 2.1 AA) on every page the browser tests open".
 * axe-core (rules tagged wcag2a, wcag2aa, wcag21a, wcag21aa) runs on: the logged-out pages
 * (/accedi, password recovery, privacy, newsletter confirmation, a shared public announcement
 * and its error page); then, for every demo role, the walk of ux-roles.test.mjs — header tabs,
 * the sidebar of each environment the role belongs to, the profile, the first record of each
 * list, every tab of those pages and every "Nuovo …", "Crea", "Modifica", "Importa" … form or
 * dialog they offer (opened, checked, closed without saving). A state already checked (same
 * address with record ids folded, same tab, same action) is not checked again for another role.
 * Each violation is printed with its rule id, impact, the nodes' CSS targets and axe's summary.
 * No rule is disabled and no element is excluded.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { launch, newPage, login, api, quiet, DEMO_ACCOUNTS, shareFirstCall } from './lib.mjs';

const require = createRequire(import.meta.url);
/**
 * axe-core's source, evaluated in the page through the DevTools protocol: `page.addScriptTag`
 * adds an inline <script> that the app's Content-Security-Policy (script-src 'self') rightly blocks.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Non-destructive actions whose page or dialog is opened and checked (by accessible name). */
const ACTION = /^(Nuov[oa]\b|Crea\b|Modifica\b|Importa\b|Invita\b|Aggiungi\b|Salva come template\b)/;

/**
 * Waits until no request is in flight (also one a click started: quiet() in lib.mjs) and Mantine's
 * transitions (≤ 300 ms, started an animation frame after the click) have ended.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await quiet(page);
  await page.waitForTimeout(300);
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
function checker(found, seen) {
  return async (page, label, key = label) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const line of await axe(page)) found.push(`${label}: ${line}`);
  };
}

/** A state key with record ids folded, keeping the environment id (its colour theme differs). */
function keyOf(url, extra = '') {
  const u = new URL(url);
  return u.pathname.replace(/(?<!ambiente)\/(\d+)/g, '/:id') + extra;
}

const seen = new Set();

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
  assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA):\n${found.join('\n')}`);
});

/** The addresses a role reaches: header tabs, the sidebar of each of its environments, the profile link. */
async function entryRoutes(page, profile) {
  const routes = new Set(['/']);
  await page.goto('/');
  await settle(page);
  for (const tab of await page.locator('[data-testid^="admin-tab-"]').all()) {
    await tab.click();
    await settle(page);
    routes.add(new URL(page.url()).pathname + new URL(page.url()).search);
  }
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

for (const email of DEMO_ACCOUNTS) {
  test(`${email}: no axe-core violation on the walk (lists, details, tabs, forms, dialogs, profile)`, async (t) => {
    const found = [];
    const check = checker(found, seen);
    const page = await newPage(browser);
    await login(page, email);
    const profile = (await api(page, 'GET', '/api/profile')).body;
    const pages = await entryRoutes(page, profile);
    const walked = new Set();
    let checked = 0;
    const counted = async (label, key) => {
      const before = seen.size;
      await check(page, label, key);
      checked += seen.size - before;
    };
    while (pages.length) {
      const route = pages.shift();
      if (!route || walked.has(route)) continue;
      walked.add(route);
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
    t.diagnostic(`${walked.size} addresses walked, ${checked} new states checked: ${[...walked].join(' ')}`);
    assert.ok(walked.size >= 2, `${email}: walked ${walked.size} pages`);
    assert.deepEqual(found, [], `axe-core violations (WCAG 2.1 AA) for ${email}:\n${found.join('\n')}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
