/* global getComputedStyle -- used inside evaluateAll (browser context) */
/**
 * The role walk of ux-roles.test.mjs and ux-roles-environments.test.mjs (issue 15, acceptance 2):
 * for one demo role, a walk over the sidebar and header entries, the profile link and the first
 * record of each list, opening every "Nuovo …", "Crea", "Modifica", "Importa" action offered there.
 * No call of the walk may be refused with 403, no offered action may lead to the forbidden screen,
 * and every offered action (destructive ones and those that save at once included, which are not
 * clicked: `savesAtOnce` of lib.mjs) must map to a
 * permission the session view lists — the permissions the API's guard enforces
 * (docs/roles.md#permissions). An action the walk has no rule for fails it.
 */
import { newPage, newPageIn, login, api, quiet, ready, headerTabRoutes, savesAtOnce } from './lib.mjs';

/** The visible action controls the walk opens (by accessible name). */
const ACTION = /^(Nuov[oa]\b|Crea\b|Modifica\b|Importa\b|Elimina\b|Duplica\b|Salva come template\b|Invita\b|Aggiungi\b)/;

/**
 * The API permission an action needs, from the address it opens or, for dialogs and menu items,
 * its label and the page it is on. One of the listed permissions is enough (the API's row rules
 * narrow further, e.g. the editable tabs of an announcement). null for an action it has no rule
 * for, which fails the walk (a check skipped in silence would let any new action through).
 */
export function permissionsFor(label, pageUrl, targetUrl) {
  const at = new URL(pageUrl).pathname;
  const to = targetUrl ? new URL(targetUrl).pathname : '';
  const env = /^\/ambiente\/\d+/.test(at);
  const rules = [
    [/^\/ambiente\/crea$/, ['projects.create']],
    [/^\/bandi\/crea$/, ['announcements.global.manage']],
    [/^\/ambiente\/\d+\/bandi\/crea$/, ['announcements.local.manage']],
    [/\/bandi\/\d+\/modifica$/, ['announcements.global.manage', 'announcements.global.documents', 'announcements.local.manage']],
    [/^\/template\/crea$/, ['templates.global.manage']],
    [/^\/ambiente\/\d+\/template\/crea$/, ['templates.local.manage']],
    [/\/template\/\d+\/modifica$/, ['templates.global.manage', 'templates.local.manage']],
    [/\/clienti\/\d+\/richieste\/crea$/, ['calls.create']],
    [/\/clienti\/crea$/, ['clients.write']],
    // issue 33: the client import screen (POST …/client-imports)
    [/\/clienti\/importa$/, ['clients.import']],
    [/\/clienti\/\d+\/modifica$/, ['clients.write']],
    [/\/clienti\/trattative$/, ['negotiations.read']],
    [/\/referenti\/crea$/, ['referents.write']],
    [/\/referenti\/\d+\/modifica$/, ['referents.write']],
    [/\/richieste\/crea$/, ['calls.create']],
    [/\/richieste\/\d+\/modifica$/, ['calls.update']],
    // a call listed among a client's potential calls (a link whose title may start with "Nuovo …")
    [/^\/ambiente\/\d+\/clienti\/\d+\/bandi\/\d+$/, ['clients.eligibility', 'announcements.read']],
  ];
  for (const [re, perms] of rules) if (re.test(to)) return perms;
  // dialogs and menu items: by label and page
  // issue 33: the "Viste" menu of every list (POST, PUT, DELETE …/saved-views; every role of the environment)
  if (/^(Salva vista corrente|Rinomina vista|Elimina vista)/.test(label)) return ['saved_views.manage'];
  if (/^Elimina/.test(label)) {
    if (/\/bandi\/\d+$/.test(at))
      return env ? ['announcements.global.documents', 'announcements.local.manage'] : ['announcements.global.manage'];
    if (/\/template\/\d+$/.test(at)) return env ? ['templates.local.manage'] : ['templates.global.manage'];
    if (/\/clienti\/\d+$/.test(at)) return ['clients.write'];
    if (/\/referenti\/\d+$/.test(at)) return ['referents.write'];
    if (/\/richieste\/\d+$/.test(at)) return ['calls.archive'];
    if (/^\/impostazioni/.test(at)) return ['settings.global.read', 'users.manage'];
  }
  if (/^Duplica/.test(label))
    return env ? ['announcements.global.documents', 'announcements.local.manage'] : ['announcements.global.manage'];
  // "Crea bando" on a template: POST …/templates/{id}/announcements, a draft call of this area
  if (/^Crea bando/.test(label) && /\/template\/\d+$/.test(at))
    return env ? ['announcements.local.manage'] : ['announcements.global.manage'];
  if (/^Salva come template/.test(label)) return env ? ['templates.local.manage'] : ['templates.global.manage'];
  // issue 34, "Aiuti ricevuti" of a client: POST …/clients/{id}/state-aids and …/state-aid-imports
  if (/^(Aggiungi aiuto|Importa da RNA)/.test(label) && /\/clienti\/\d+$/.test(at)) return ['clients.write'];
  // issue 34, mergers and splits of the single undertaking in "Aiuti ricevuti": POST …/clients/{id}/undertaking-operations
  if (/^Aggiungi operazione/.test(label) && /\/clienti\/\d+$/.test(at)) return ['clients.write'];
  if (/^Importa/.test(label)) return ['announcements.global.manage'];
  if (/^Nuova trattativa/.test(label)) return ['negotiations.create'];
  // issue 37: a task in a modal ("I miei compiti", a call log's follow-up, the "Compiti" card of a
  // client, a negotiation, an announcement; its "Crea compito" submit): POST …/tasks
  if (/^(Nuovo|Crea) compito/.test(label)) return ['tasks.write'];
  if (/^(Nuova|Aggiungi) nota/.test(label)) return ['clients.notes'];
  if (/^Nuovo utente/.test(label)) return env ? ['projects.users.manage'] : ['users.manage'];
  if (/^(Invita|Aggiungi)/.test(label) && /^\/ambiente\/\d+\/impostazioni/.test(at)) return ['projects.users.manage'];
  // "Invita come utente referente" on a referent without access: POST …/referents/{id}/access (docs/route-permissions.txt)
  if (/^Invita/.test(label) && /\/referenti\/\d+$/.test(at)) return ['referents.write'];
  if (/^(Aggiungi|Modifica)/.test(label) && /^\/impostazioni/.test(at)) return ['settings.global.read'];
  if (/^Nuovo ambiente/.test(label)) return ['projects.create'];
  if (/^Nuov[oa] (esperto|avviso|documento|valore|fondo|tipo di documento)/.test(label)) return ['settings.global.read'];
  if (/^Nuova newsletter/.test(label)) return ['newsletters.manage'];
  // issue 35: "Modifica" of a draft newsletter (PUT …/newsletters/{id}), on the Newsletter screen and the environment's settings
  if (/^Modifica/.test(label) && /^\/ambiente\/\d+\/(newsletter|impostazioni)/.test(at)) return ['newsletters.manage'];
  // issue 35, "Link condivisi" of a call or a client: DELETE …/announcements/{id}/shares/{shareId}
  if (/^Revoca\b/.test(label) && (/\/bandi\/\d+$/.test(at) || /\/clienti\/\d+$/.test(at))) return ['announcements.share'];
  // "Invita" of the subscribers card on the environment's Newsletter screen: POST …/newsletter-subscribers
  if (/^Invita/.test(label) && /^\/ambiente\/\d+\/newsletter/.test(at)) return ['newsletters.manage'];
  return null;
}

/**
 * Waits until the page has no request in flight for a moment (lists and tabs loaded) and what a
 * click opened is on screen: a dialog that a click opens is mounted an animation frame later, and
 * one still opening would cover the next control.
 */
async function settle(page) {
  await ready(page);
}

/** The visible action controls of the page: [{ name, role, disabled }]. */
async function visibleActions(page) {
  // one round trip for the whole page (a page of settings has hundreds of controls; a round trip
  // per control and property cost a walk minutes): the elements with the button, link or menuitem
  // role, explicit or implicit, that are rendered, visible and not hidden from assistive technology
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

/** The addresses a role reaches from the header tabs, the sidebar of its first environment and the profile link. */
async function entryRoutes(page, profile) {
  const routes = new Set();
  await page.goto('/');
  await settle(page);
  for (const route of await headerTabRoutes(page, settle)) routes.add(route);
  const first = profile.projects[0];
  if (first) {
    await page.goto(`/ambiente/${first.id}`);
    await page.getByTestId('sidebar').waitFor();
    await settle(page);
    for (const link of await page.locator('[data-testid^="sidebar-"]').all()) {
      const testId = await link.getAttribute('data-testid');
      if (['sidebar', 'sidebar-toggle', 'sidebar-manuale', 'sidebar-home'].includes(testId)) continue;
      const href = await link.getAttribute('href');
      if (href && href.startsWith('/') && !href.startsWith('/api/')) routes.add(href);
    }
  }
  return [...routes];
}

/** Pages of one walk working side by side on its addresses (one context: one session). */
const WORKERS = 2;

/**
 * Walks one address with `page`: its first list row's detail joins `pages`; the page itself, then
 * each of its tabs, with each action offered there (an action of the page header opened once).
 */
async function walkRoute(page, route, { pages, check, problems }) {
  await page.goto(route);
  await settle(page);
  const here = page.url();
  if (new URL(here).pathname === '/forbidden') problems.push(`${route} is offered but forbidden`);
  // first record of a list: its detail page joins the walk
  const firstRow = page.getByTestId('list-row').first().locator('a').first();
  if (!/\/(bandi|template|clienti|referenti|richieste)\/\d+/.test(route) && (await firstRow.count())) {
    const href = await firstRow.getAttribute('href');
    if (href) pages.push(href);
  }
  const opened = new Set();
  const tabs = [null];
  for (const tab of await page.locator('main [role="tab"]').all()) tabs.push((await tab.innerText()).trim());
  for (const tab of tabs) {
    const open = async () => {
      // a dialog still open (one that appeared after the last look, or is closing) would
      // cover the next control: start again from the page itself
      if (page.url() !== here || (await page.getByRole('dialog').count())) {
        await page.goto(route);
        await settle(page);
      }
      if (tab) {
        await page.locator('main [role="tab"]', { hasText: tab }).first().click();
        await settle(page);
      }
    };
    await open();
    // "Altre azioni" menus hold Duplica, Salva come template, Elimina
    const more = page.getByRole('button', { name: 'Altre azioni' }).first();
    if (await more.isVisible().catch(() => false)) {
      await more.click();
      await quiet(page);
      for (const a of await visibleActions(page)) if (a.role === 'menuitem') check(a.name, here);
      await page.keyboard.press('Escape');
    }
    for (const action of await visibleActions(page)) {
      if (action.role === 'menuitem') continue;
      // destructive ones, those that save at once ("Crea bando" of a template creates the call)
      // and the submit of an empty inline form are checked, not clicked
      if (/^(Elimina|Duplica)/.test(action.name) || savesAtOnce(action.name, here) || action.disabled) {
        if (!opened.has(action.name)) check(action.name, here);
        opened.add(action.name);
        continue;
      }
      if (opened.has(action.name)) continue;
      opened.add(action.name);
      await open();
      const control = page.getByRole(action.role, { name: action.name, exact: true }).first();
      if (!(await control.isVisible().catch(() => false))) continue;
      await control.click();
      await settle(page);
      const target = page.url() !== here ? page.url() : null;
      check(action.name, here, target);
      // a dialog (new user, new note…) is closed again without saving
      if (await page.getByRole('dialog').count()) {
        await page.keyboard.press('Escape');
        const closed = await page
          .getByRole('dialog')
          .first()
          .waitFor({ state: 'detached', timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (!closed) problems.push(`the dialog of "${action.name}" on ${here} does not close with Escape`);
      }
      if (tab && !target) await page.goto(route); // leave the tab's state behind
    }
  }
}

/**
 * Walks everything `email` reaches (two pages side by side) and resolves to
 * `{ walked, offered, problems, refused, errors }`: addresses walked, actions offered
 * (`path: label`), actions the API would refuse or that have no rule, API calls answered 403, the
 * pages' script errors.
 */
export async function walkRole(browser, email) {
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
  const check = (label, pageUrl, targetUrl) => {
    offered.push(`${new URL(pageUrl).pathname}: ${label}`);
    const perms = permissionsFor(label, pageUrl, targetUrl);
    // an action without a rule would pass unchecked: the walk fails instead, so a new action brings its rule
    if (!perms)
      problems.push(`"${label}" on ${pageUrl}${targetUrl ? ` (opens ${targetUrl})` : ''}: no permission rule in permissionsFor()`);
    else if (!perms.some((p) => profile.permissions.includes(p))) problems.push(`"${label}" on ${pageUrl} needs ${perms.join(' or ')}`);
    if (targetUrl && new URL(targetUrl).pathname === '/forbidden') problems.push(`"${label}" on ${pageUrl} leads to /forbidden`);
  };
  try {
    const pages = await entryRoutes(first, profile);
    if (!pages.length) problems.push(`${email}: the role reaches no page`);
    // the profile entry of the menu
    const profileLink = first.getByRole('link', { name: /Visualizza profilo|Profilo/ }).first();
    if (await profileLink.count()) pages.push(await profileLink.getAttribute('href'));
    const walked = new Set();
    let busy = 0;
    await Promise.all(
      workers.map(async (page) => {
        for (;;) {
          const route = pages.shift();
          if (route === undefined) {
            if (busy === 0) return; // nothing queued and no page that could still add a detail page
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          if (!route || walked.has(route)) continue;
          walked.add(route);
          busy += 1;
          try {
            await walkRoute(page, route, { pages, check, problems });
          } finally {
            busy -= 1;
          }
        }
      }),
    );
    return { walked: [...walked], offered, problems, refused, errors: workers.flatMap((p) => p.errors) };
  } finally {
    await first.context().close();
  }
}

/** The test of one role's walk, for the files that run it. */
export async function assertWalk(browser, email, t, assert) {
  const { walked, offered, problems, refused, errors } = await walkRole(browser, email);
  t.diagnostic(`${walked.length} pages: ${walked.join(' ')}; ${offered.length} actions: ${offered.join('; ')}`);
  assert.ok(walked.length >= 2, `${email}: walked ${walked.length} pages`);
  assert.deepEqual(problems, [], `${email}: actions offered that the API refuses`);
  assert.deepEqual(refused, [], `${email}: calls refused with 403 during the walk`);
  assert.deepEqual(errors, []);
}
