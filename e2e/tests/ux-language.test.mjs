/* global document -- used inside page.evaluate (browser context) */
/**
 * Issue 15, acceptance 5 (split from ux-finish.test.mjs): the pages speak Italian — no framework
 * message, no English interface word in the controls and headers, no raw code of the reference
 * lists, money in one Italian format, years without separators — and a network failure and a
 * conflict are told in Italian.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, api, ready, navigate, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Waits until the page shows what it loaded (ready() in lib.mjs). */
async function settle(page) {
  await ready(page);
}

/** The id of the Milano environment (the first of the demo). */
async function milanoId(page) {
  const all = (await api(page, 'GET', '/api/projects')).body.data;
  return all.find((p) => p.name.includes('Milano')).id;
}

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

/**
 * English words of an interface, looked for in its controls and headers only (buttons, links drawn
 * as buttons, tabs, table headers, field labels, menu items), where the text is the product's own:
 * a record's data (an announcement's title such as "Smart&Start", a company name) is never a control's
 * label. "Logout" is not among them: it is the label docs/screens.md#admin-header gives the
 * profile menu's entry, as Italian interfaces commonly say it.
 */
const UI_ENGLISH =
  /\b(New|Save|Edit|Delete|Remove|Search|Create|Add|Back|Close|Next|Previous|Details|Settings|Clients|Calls|Users|Log ?in|Sign in|Filters?|Export|Name|Status|Actions|Yes|Confirm|Apply|Reload|Open|View|Show|Hide|More|Rows|Profile|Notes|Documents|History|Upload|Download|Loading|Submit|Cancel|Error)\b/;

/** Raw codes of the reference lists that have a label: never the whole text of a cell, badge or field. */
const CODES =
  /^(micro|small|medium|large|sostegno-investimenti|[a-z]+(?:-[a-z]+){1,4}|[a-z]+(?:_[a-z]+){1,5}|type_[a-z_]+|aid_scheme_[a-z_]+)$/;

/** English words of the page, and texts of leaf elements that are raw codes or years with a separator. */
async function languageProblems(page) {
  const text = await page.evaluate(() => document.body.innerText);
  const words = ENGLISH.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll('button, .mantine-Button-root, [role="tab"], th, label, legend, [role="menuitem"]')]
      .filter((e) => e.offsetParent !== null || e.getClientRects().length > 0)
      .map((e) => (e.getAttribute('aria-label') || e.innerText || '').trim())
      .filter(Boolean),
  );
  for (const label of new Set(controls)) if (UI_ENGLISH.test(label)) words.push(`${label} (a control or header)`);
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
  await navigate(page, path);
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
  await navigate(page, `/ambiente/${id}/clienti/${clientId}`);
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
  await login(expert, 'esperto@demo.local', PASSWORD, '/bandi/crea');
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
  const clients = (await api(page, 'GET', `/api/projects/${id}/clients?take=1&sort=created_at`)).body.data;
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
