/* global document, window -- used inside page.evaluate (browser context) */
/**
 * Issue 34, acceptance 4, "Aiuti ricevuti": an aid added by hand changes the client's de minimis
 * headroom and the verdict of its potential announcements. The local expert publishes a local announcement of the
 * Milano environment under the de minimis scheme (`aid_scheme_de_minimis`, maximum aid EUR 100,000,
 * closing in 20 days) that sets no other limit; the gestore creates a client with a seat in
 * Lombardia. On the client's card, with no aid recorded, "Aiuti ricevuti" shows the full general
 * headroom (300.000 EUR) and "Bandi potenziali" gives the announcement "Dati mancanti" with the
 * ceiling's check unknown (no aid recorded). The gestore adds an aid of 250.000,00 EUR (general de minimis, Reg. 2023/2831, granted
 * about 13 months ago: inside the three rolling years at the announcement's closing date) through the form:
 * the bar shows 50.000 EUR left and the announcement becomes "Non idoneo" on its page for the client, the
 * requirement "Massimale de minimis" saying the EUR 100,000 aid does not fit, the largest amount that fits being 50.000,00 € (docs/domain.md#de-minimis-in-eligibility). axe-core
 * finds no violation on the tab and in the form. The aid, the client and the announcement are deleted at
 * the end: the file changes nothing another file sees.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, api, ready, openCallBody } from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * axe-core's violations inside the client's open tab (its `tabpanel`) and inside an open modal
 * (rendered in a portal), as `rule: targets` lines. The shell around the page (sidebar, header) is
 * left to the accessibility walks.
 */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((tags) => {
    const include = ['[role="tabpanel"]', '.mantine-Modal-root'].filter((s) => document.querySelector(s));
    return window.axe
      .run({ include: include.map((s) => [s]) }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
  }, TAGS);
}

/** Today plus `days` (local calendar) as [YYYY-MM-DD, DD/MM/YYYY]. */
function day(days) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return [iso, iso.split('-').reverse().join('/')];
}

/**
 * A published local announcement under the de minimis scheme, maximum aid EUR 100,000, closing on
 * `endDate`, with every other requirement "no limit" and a nationwide territory (lib.mjs).
 */
function deMinimisCall(name, endDate) {
  return openCallBody(name, {
    link_regulatory: 'https://www.mimit.gov.it/it/incentivi/bando-e2e-de-minimis',
    end_date: endDate,
    aid_scheme_de_minimis: true,
  });
}

test('an aid added by hand in "Aiuti ricevuti" lowers the de minimis headroom and turns the announcement to "does not fit"', async () => {
  const expert = await newPage(browser);
  const manager = await newPage(browser);
  await Promise.all([withSession(expert, 'esperto.locale@demo.local'), withSession(manager, 'gestore@demo.local')]);
  const milano = (await api(manager, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano')).id;
  const stamp = Date.now();
  const [endIso, endIt] = day(20);
  const [, grantIt] = day(-400);
  const call = await api(expert, 'POST', `/api/projects/${milano}/announcements`, deMinimisCall(`Bando de minimis e2e ${stamp}`, endIso));
  assert.equal(call.status, 201, JSON.stringify(call.body));
  assert.equal(call.body.aid_scheme_de_minimis, true);
  const callId = call.body.id;
  let clientId = null;
  const deleted = [];
  try {
    const client = await api(manager, 'POST', `/api/projects/${milano}/clients`, {
      business_name: `0 De minimis e2e ${stamp} S.r.l.`,
      client_legal_location: { nation: 'Italia', region: '03', province: 'MI' },
    });
    assert.equal(client.status, 201, JSON.stringify(client.body));
    clientId = client.body.id;

    await manager.goto(`/ambiente/${milano}/clienti/${clientId}`);
    await manager.getByTestId('client-tabs').waitFor({ timeout: 30_000 });
    await ready(manager);

    // no aid recorded: the announcement's ceiling is unknown
    await manager.getByRole('tab', { name: 'Bandi potenziali' }).click();
    const note = manager.getByTestId(`potential-de-minimis-${callId}`);
    await note.waitFor({ timeout: 30_000 });
    assert.equal(
      (await note.innerText()).trim(),
      `Massimale de minimis: Nessun aiuto registrato: verificare il massimale (margine di 300.000,00 € al ${endIt} se non ne ha ricevuti)`,
    );
    // the requirement is part of the verdict: unknown, with the datum to collect
    const card = manager.getByTestId(`potential-${callId}`);
    assert.match(await card.innerText(), /Dati mancanti/i); // the badge is upper case on screen
    assert.match(await card.innerText(), /Dati da raccogliere: Nessun aiuto registrato: verificare il massimale/);

    // the full general headroom
    await manager.getByRole('tab', { name: 'Aiuti ricevuti' }).click();
    const general = manager.getByTestId('headroom-general');
    await general.waitFor({ timeout: 30_000 });
    await ready(manager);
    assert.match(await general.innerText(), /margine 300\.000 EUR su 300\.000 EUR/);
    await manager.getByText('Nessun aiuto registrato: verificare il massimale prima di candidare il cliente.').waitFor();
    assert.deepEqual(await axe(manager), []);

    // an aid of 250.000,00 EUR through the form
    await manager.getByTestId('aid-add').click();
    const dialog = manager.getByRole('dialog', { name: 'Nuovo aiuto ricevuto' });
    await dialog.waitFor();
    await dialog.getByLabel('Data di concessione').fill(grantIt);
    await dialog.getByLabel('Data di concessione').blur();
    await dialog.getByLabel('Regolamento (es. 2023/2831)').fill('2023/2831');
    await dialog.getByLabel('Soggetto concedente').fill('Regione Lombardia');
    await dialog.getByLabel('Misura').fill('Bando e2e investimenti');
    const amount = dialog.getByLabel('Elemento di aiuto (ESL, EUR)');
    await amount.fill('250.000,00');
    await amount.blur();
    // typed in the Italian format; the field shows the amount without the zero cents
    assert.equal(await amount.inputValue(), '250.000');
    assert.deepEqual(await axe(manager), []);
    await dialog.getByTestId('aid-save').click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // the bar: 250.000 EUR used, 50.000 EUR left; the ledger lists the aid inside the window
    const table = manager.getByTestId('state-aids-table');
    await table.waitFor({ timeout: 30_000 });
    await ready(manager);
    assert.match(await general.innerText(), /margine 50\.000 EUR su 300\.000 EUR/);
    assert.match(await general.innerText(), /Usati 250\.000 EUR dal /);
    assert.equal(await general.locator('[aria-label="De minimis generale: usati 250.000 EUR"]').count(), 1);
    const row = table.locator('tbody tr');
    assert.equal(await row.count(), 1);
    assert.match(
      await row.textContent(),
      new RegExp(`${grantIt}[\\s\\S]*Regione Lombardia[\\s\\S]*2023/2831[\\s\\S]*nel triennio[\\s\\S]*250\\.000 EUR`),
    );
    assert.deepEqual(await axe(manager), []);

    // the announcement's maximum aid of EUR 100,000 no longer fits: at most 50.000,00 €. The announcement is now
    // "Non idoneo", so "Bandi potenziali" lists it after the eligible and the unknown announcements (the
    // seeded announcements fill its first page): its page for the client gives the verdict and the reason
    await manager.goto(`/ambiente/${milano}/clienti/${clientId}/bandi/${callId}`);
    const verdict = manager.getByTestId('overall-verdict');
    await verdict.waitFor({ timeout: 30_000 });
    await ready(manager);
    assert.match(await verdict.innerText(), /Non idoneo/i);
    const page = await manager.getByTestId('client-announcement').innerText();
    assert.match(page, /Massimale de minimis/);
    assert.ok(
      page.includes(
        "L'aiuto di 100.000,00 € supera il massimale (Reg. (UE) 2023/2831, art. 3, par. 2 e art. 5, par. 2) " +
          `e non può essere concesso nemmeno in parte: importo massimo concedibile 50.000,00 € (al ${endIt})`,
      ),
      page,
    );
    assert.deepEqual(await axe(manager), []);
    assert.deepEqual(manager.errors, []);
  } finally {
    if (clientId !== null) {
      const aids = await api(manager, 'GET', `/api/projects/${milano}/clients/${clientId}/state-aids`);
      for (const a of aids.body?.data ?? [])
        deleted.push((await api(manager, 'DELETE', `/api/projects/${milano}/clients/${clientId}/state-aids/${a.id}`)).status);
      deleted.push((await api(manager, 'DELETE', `/api/projects/${milano}/clients/${clientId}`)).status);
    }
    deleted.push((await api(expert, 'DELETE', `/api/projects/${milano}/announcements/${callId}`)).status);
    await expert.context().close();
    await manager.context().close();
  }
  assert.deepEqual(deleted, [204, 204, 204], 'the aid, the client and the announcement are deleted');
});
