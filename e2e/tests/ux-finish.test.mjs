/* global document, getComputedStyle -- used inside page.evaluate (browser context) */
/**
 * Issue 15, acceptance 3 to 5: a switched-off module is a "Modulo non attivo" page at its own
 * address and the administrator can always switch Impostazioni back on from the UI; table cells
 * and badges are never cut at 1280 and 1440 px; the pages speak Italian — no framework message,
 * no raw code of the reference lists, money in one Italian format, years without separators, and
 * Italian messages for a network failure and a conflict.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, api } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ALL_ON = { announcements: true, clients: true, calls: true, settings: true };

/** Waits until the page has no request in flight for a moment. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** The id of the Milano environment (the first of the demo). */
async function milanoId(page) {
  const all = (await api(page, 'GET', '/api/projects')).body.data;
  return all.find((p) => p.name.includes('Milano')).id;
}

test('a switched-off module shows "Modulo non attivo" at its address, for every role and deep link', async () => {
  const admin = await newPage(browser);
  await login(admin, 'admin@demo.local');
  const id = await milanoId(admin);
  try {
    const v = await api(admin, 'PUT', `/api/projects/${id}/modules`, { ...ALL_ON, calls: false, announcements: false });
    assert.equal(v.status, 200);
    for (const [email, path, canSwitch] of [
      ['admin@demo.local', `/ambiente/${id}/richieste`, true],
      ['gestore@demo.local', `/ambiente/${id}/richieste/1`, false],
      ['gestore@demo.local', `/ambiente/${id}/bandi?state=all`, false],
      ['esperto.locale@demo.local', `/ambiente/${id}/template`, false],
    ]) {
      const page = email === 'admin@demo.local' ? admin : await newPage(browser);
      if (page !== admin) await login(page, email);
      await page.goto(path);
      const screen = page.getByTestId('module-inactive');
      await screen.waitFor();
      assert.equal(new URL(page.url()).pathname, path.split('?')[0], `${email}: no redirect from ${path}`);
      assert.match(await screen.innerText(), /Modulo non attivo/);
      assert.equal(await page.getByRole('link', { name: 'Vai alle impostazioni' }).count(), canSwitch ? 1 : 0, email);
      assert.match(await page.title(), /^Modulo non attivo/);
      assert.deepEqual(page.errors, [], email);
      if (page !== admin) await page.context().close();
    }
  } finally {
    await api(admin, 'PUT', `/api/projects/${id}/modules`, ALL_ON);
    await admin.context().close();
  }
});

test('the administrator switches Impostazioni off and back on from the settings page; others get "Modulo non attivo"', async () => {
  const page = await newPage(browser);
  await login(page, 'admin@demo.local');
  const id = await milanoId(page);
  try {
    await page.goto(`/ambiente/${id}/impostazioni`);
    const toggle = page.getByTestId('module-switch-settings');
    await toggle.waitFor();
    assert.equal(await toggle.isChecked(), true);
    await toggle.click({ force: true });
    await page.waitForFunction(async (pid) => (await (await fetch(`/api/projects/${pid}/modules`)).json()).settings === false, id);
    // the page holding the switches stays, after a reload too, and so does its sidebar entry
    await page.reload();
    await page.getByTestId('module-switch-settings').waitFor();
    assert.equal(await page.getByTestId('module-switch-settings').isChecked(), false);
    await page.getByTestId('sidebar-impostazioni').waitFor();
    assert.equal(await page.getByTestId('module-inactive').count(), 0);

    // the local administrator of the environment: no entry, and its address says why
    const local = await newPage(browser);
    await login(local, 'amministratore.locale@demo.local');
    await local.goto(`/ambiente/${id}/impostazioni`);
    await local.getByTestId('module-inactive').waitFor();
    assert.equal(await local.getByTestId('sidebar-impostazioni').count(), 0);
    assert.equal(new URL(local.url()).pathname, `/ambiente/${id}/impostazioni`);
    await local.context().close();

    // back on, from the UI
    await page.getByTestId('module-switch-settings').click({ force: true });
    await page.waitForFunction(async (pid) => (await (await fetch(`/api/projects/${pid}/modules`)).json()).settings === true, id);
    await page.reload();
    await page.getByTestId('settings-project-details').waitFor();
    assert.equal(await page.getByTestId('module-switch-settings').isChecked(), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await api(page, 'PUT', `/api/projects/${id}/modules`, ALL_ON);
    await page.context().close();
  }
});

/**
 * The table cells whose content is cut: an element inside a cell (or the cell) wider than its box
 * while it hides the overflow, or a text ending in "…" drawn by CSS ellipsis.
 */
async function cutCells(page) {
  return page.evaluate(() => {
    const out = [];
    for (const td of document.querySelectorAll('main td, main th, [role="dialog"] td')) {
      for (const el of [td, ...td.querySelectorAll('*')]) {
        if (!el.clientWidth) continue;
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1) {
          out.push(`${el.className || el.tagName}: "${td.innerText.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return out;
  });
}

test('no table cell or badge is cut at 1280 and 1440 px (Bandi, clients, settings users); filters sit under the title', async () => {
  const pages = [
    [
      'gestore@demo.local',
      (id) => [`/ambiente/${id}/bandi?state=all`, `/ambiente/${id}/bandi`, '/bandi?state=all', `/ambiente/${id}/clienti`],
    ],
    ['admin@demo.local', (id) => ['/impostazioni?tab=utenti', '/impostazioni?tab=esperti-bandi-globali', `/ambiente/${id}/impostazioni`]],
    [
      'amministratore.locale@demo.local',
      (id) => [`/ambiente/${id}/impostazioni`, `/ambiente/${id}/referenti`, `/ambiente/${id}/richieste`],
    ],
  ];
  for (const [email, paths] of pages) {
    const page = await newPage(browser);
    await login(page, email);
    const id = await milanoId(page);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths(id)) {
        await page.goto(path);
        await settle(page);
        await page
          .locator('main table tbody tr')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => assert.fail(`${email} ${path}: no table shown`));
        assert.deepEqual(await cutCells(page), [], `${email} ${path} at ${width}px`);
      }
    }
    await page.context().close();
  }
  // the Bandi filters come after the breadcrumbs and the title
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/bandi');
  const filters = await page.getByTestId('announcement-filters').boundingBox();
  const title = await page.getByRole('heading', { level: 2 }).first().boundingBox();
  assert.ok(filters.y > title.y + title.height - 1, 'filters under the title');
  await page.context().close();
});

/** English framework messages a page must never show (whole words). */
const ENGLISH = [
  'Request failed with status code',
  'Network Error',
  'Not Found',
  'Forbidden',
  'Internal Server Error',
  'Bad Request',
  'Unauthorized',
  'undefined',
  'null',
  'NaN',
  'Invalid Date',
  'Loading',
  'Submit',
  'Cancel',
  'Error',
];

/** Raw codes of the reference lists that have a label: never the whole text of a cell, badge or field. */
const CODES =
  /^(micro|small|medium|large|sostegno-investimenti|[a-z]+(?:-[a-z]+){1,4}|[a-z]+(?:_[a-z]+){1,5}|type_[a-z_]+|aid_scheme_[a-z_]+)$/;

/** English words of the page, and texts of leaf elements that are raw codes or years with a separator. */
async function languageProblems(page) {
  const text = await page.evaluate(() => document.body.innerText);
  const words = ENGLISH.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
  const leaves = await page.evaluate(() =>
    [...document.querySelectorAll('main *, [role="dialog"] *')]
      // a <code> element is a code shown as such (the "Codice" column of the reference lists' settings)
      .filter((e) => e.children.length === 0 && e.offsetParent !== null && !e.closest('code'))
      .map((e) => e.textContent.trim())
      .filter(Boolean),
  );
  // a list of values ("micro, small") is checked value by value
  const codes = [...new Set(leaves.flatMap((t) => t.split(/,\s*/)).filter((t) => CODES.test(t) && !/^https?:/.test(t)))];
  const years = [
    ...new Set(
      leaves
        .filter((t) => /(^|\D)(19|20)\d\.\d{2}\b/.test(t) && !/\d{1,2}\/\d{2}\/\d{4}/.test(t))
        .filter((t) => /\b[12]\.\d{3}\b/.test(t) && !/[€,]/.test(t)),
    ),
  ];
  return { words, codes, years };
}

/** Opens `path`, then every tab of the page, checking the language of each. */
async function checkPage(page, label, path, problems) {
  await page.goto(path);
  await settle(page);
  const record = async (where) => {
    const { words, codes, years } = await languageProblems(page);
    for (const w of words) problems.push(`${label} ${where}: English "${w}"`);
    for (const c of codes) problems.push(`${label} ${where}: raw code "${c}"`);
    for (const y of years) problems.push(`${label} ${where}: year with separator "${y}"`);
  };
  await record(path);
  const tabs = await page.locator('main [role="tab"]').all();
  for (const tab of tabs) {
    const name = (await tab.innerText()).trim();
    await tab.click();
    await settle(page);
    await record(`${path} [${name}]`);
  }
}

test('the pages speak Italian: no framework message, no raw code, one money format, plain years', async () => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'gestore@demo.local');
  const id = await milanoId(page);
  // a client with an 8.2 million turnover
  const created = await api(page, 'POST', `/api/projects/${id}/clients`, {
    business_name: `Lingua e2e ${Date.now()} S.r.l.`,
    social_capital: 10000,
    clients_history: [{ year: 2024, headcount: 30, turnover: 8200000, balance_sheet_total: 5000000 }],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const clientId = created.body.id;
  const changed = await api(page, 'PUT', `/api/projects/${id}/clients/${clientId}`, {
    business_name: `${created.body.business_name} bis`,
    phone: '02 1234567',
    website: 'https://www.example.it',
  });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  const announcements = (await api(page, 'GET', `/api/projects/${id}/announcements?take=5`)).body.data;
  const problems = [];
  await checkPage(page, 'gestore', `/ambiente/${id}/bandi?state=all`, problems);
  for (const a of announcements.slice(0, 2)) await checkPage(page, 'gestore', `/ambiente/${id}/bandi/${a.id}`, problems);
  await checkPage(page, 'gestore', `/ambiente/${id}/clienti`, problems);
  await checkPage(page, 'gestore', `/ambiente/${id}/clienti/${clientId}`, problems);
  await checkPage(page, 'gestore', `/ambiente/${id}/clienti/1`, problems);
  await checkPage(page, 'gestore', `/ambiente/${id}/richieste`, problems);

  // the Dimensione tab: one money format
  await page.goto(`/ambiente/${id}/clienti/${clientId}`);
  await page.getByRole('tab', { name: 'Dimensione' }).click();
  const dimension = await page.getByTestId('client-dimension').innerText();
  assert.match(dimension, /8\.200\.000,00 €/);
  assert.doesNotMatch(dimension, /8200000|EUR\b/);
  // the Log tab names the changed fields in Italian
  await page.getByRole('tab', { name: 'Log' }).click();
  const log = page.getByTestId('audit-log');
  await log.waitFor();
  const logText = await log.innerText();
  assert.match(logText, /Ragione sociale/);
  assert.doesNotMatch(logText, /\b[a-z]+_[a-z_]+\b/);
  await page.getByRole('tab', { name: 'Anagrafica' }).click();
  assert.match(await page.getByTestId('client-anagrafica').innerText(), /10\.000,00 €/);
  await page.context().close();

  for (const [email, paths] of [
    ['admin@demo.local', ['/impostazioni', `/ambiente/${id}/impostazioni`, '/bandi']],
    ['esperto@demo.local', ['/impostazioni', '/template']],
    ['amministratore.locale@demo.local', [`/ambiente/${id}/referenti`, `/ambiente/${id}/template`]],
  ]) {
    const p = await newPage(browser);
    await p.setViewportSize({ width: 1440, height: 900 });
    await login(p, email);
    for (const path of paths) await checkPage(p, email, path, problems);
    await p.context().close();
  }
  assert.deepEqual(problems, []);

  // a year typed in the announcement form stays "2015"
  const expert = await newPage(browser);
  await login(expert, 'esperto@demo.local');
  await expert.goto('/bandi/crea');
  await expert.getByTestId('announcement-form').waitFor();
  await expert.getByRole('tab', { name: 'Requisiti' }).click();
  const year = expert.getByTestId('field-year_of_establishment_min');
  await year.fill('2015');
  await year.blur();
  assert.equal(await year.inputValue(), '2015');
  await expert.context().close();
});

test('a network failure and a conflict are told in Italian', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  const id = await milanoId(page);
  // the list's request fails at the network level
  await page.route('**/api/projects/*/clients?**', (route) => route.abort('internetdisconnected'));
  await page.goto(`/ambiente/${id}/clienti`);
  const error = page.getByTestId('list-error');
  await error.waitFor();
  const text = await error.innerText();
  assert.doesNotMatch(text, /Network Error|Request failed|Error\b/);
  assert.match(text, /connessione|rete|server/i);
  await page.unroute('**/api/projects/*/clients?**');

  // a 409 answer (the record changed meanwhile) on a save: first one without the current record
  // (an Italian alert), then the API's own conflict body (the conflict dialog, by its test id)
  const clients = (await api(page, 'GET', `/api/projects/${id}/clients?take=1`)).body.data;
  const current = (await api(page, 'GET', `/api/projects/${id}/clients/${clients[0].id}`)).body;
  await page.goto(`/ambiente/${id}/clienti/${clients[0].id}/modifica`);
  await page.getByTestId('form-client').waitFor();
  let answer = { statusCode: 409, message: 'Conflict' };
  await page.route(`**/api/projects/${id}/clients/${clients[0].id}`, (route) =>
    route.request().method() === 'PUT' || route.request().method() === 'PATCH'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(answer) })
      : route.continue(),
  );
  await page.getByTestId('client-submit').click();
  const alert = page.getByRole('alert').filter({ hasText: /modificato da un altro utente/ });
  await alert.first().waitFor();
  assert.doesNotMatch(await alert.first().innerText(), /\bConflict\b|Request failed|status code 409/);
  answer = {
    statusCode: 409,
    message: 'Il record è stato modificato da un altro utente.',
    current: { ...current, version: current.version + 1 },
    version: current.version + 1,
    modified_by: { id: 1, name: 'Laura Conti' },
    modified_at: new Date().toISOString(),
  };
  await page.getByTestId('client-submit').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('conflict-dialog') });
  await dialog.waitFor();
  const told = await dialog.innerText();
  assert.doesNotMatch(told, /\bConflict\b|Request failed|status code 409/);
  assert.match(told, /Record modificato da un altro utente/);
  assert.match(told, /salvato da Laura Conti il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/);
  assert.equal(await page.getByTestId('conflict-keep').innerText(), 'Mantieni le mie modifiche');
  await page.context().close();
});

test('finishing touches: the environment name for a single-environment user; a newsletter link without token is not a confirmation', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  const profile = (await api(page, 'GET', '/api/profile')).body;
  await page.getByTestId('sidebar').waitFor();
  assert.equal((await page.getByTestId('sidebar-project-name').innerText()).trim(), profile.projects[0].name);
  await page.goto('/iscrizione-newsletter');
  await page.getByRole('heading').first().waitFor();
  const text = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(text, /Iscrizione confermata/i);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the collapsed sidebar (phone-size screen) names each entry in a tooltip on hover and on keyboard focus', async () => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 412, height: 823 });
  await login(page, 'gestore@demo.local');
  await page.goto('/ambiente/1/bandi');
  await page.getByTestId('list-announcements').waitFor();
  assert.equal(await page.getByTestId('sidebar').getAttribute('data-expanded'), 'false');
  // no tooltip is mounted before one is asked for
  assert.equal(await page.getByRole('tooltip').count(), 0);
  await page.getByTestId('sidebar-clienti').hover();
  await page.getByRole('tooltip', { name: 'Clienti' }).waitFor();
  // the pointer leaves: the tooltip goes
  await page.mouse.move(300, 400);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  // keyboard focus names the entry too
  await page.getByTestId('sidebar-manuale').focus();
  await page.getByRole('tooltip', { name: 'Manuale' }).waitFor();
  await page.getByTestId('sidebar-manuale').blur();
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
