/* global document -- used inside page.waitForFunction (browser context) */
/**
 * Issue 37, "Lists": sorting the client list by a column (the header's button "Ordina per
 * Comune") changes the order of the rows as the API sorts them, the order is in the address
 * (`?sort=city`, then `?sort=-city`) and survives a reload, with the header's `aria-sort`; the row
 * selection shows "N selezionati" and the bulk actions, and the delete asks for confirmation with
 * the count. Read-only: nothing is changed (the confirmation is cancelled).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, deleteSavedView } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The business names of the shown rows, once the list is loaded (the row link's accessible name). */
async function rowNames(page) {
  await page.locator('[data-testid="list-clients"] table[aria-busy="false"]').waitFor();
  const links = page.getByTestId('list-row').locator('a');
  await links.first().waitFor();
  return links.evaluateAll((els) => els.map((a) => a.getAttribute('aria-label') || a.textContent.trim()));
}

test('sorting the client list by a column changes the order, is kept in the address and survives a reload', async () => {
  const page = await newPage(browser);
  await withSession(page, 'admin@demo.local');
  const projects = (await api(page, 'GET', '/api/projects')).body.data;
  const projectId = projects.find((p) => p.name.includes('Milano'))?.id ?? projects[0].id;
  const expected = async (sort) =>
    (await api(page, 'GET', `/api/projects/${projectId}/clients?take=15${sort ? `&sort=${sort}` : ''}`)).body.data.map(
      (c) => c.business_name,
    );

  await page.goto(`/ambiente/${projectId}/clienti`);
  await page.getByTestId('list-clients').waitFor();
  const byName = await rowNames(page);
  assert.deepEqual(byName, await expected(''));

  const header = page.getByRole('button', { name: 'Ordina per Comune' });
  await header.click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'city');
  const byCity = await expected('city');
  await page.waitForFunction(
    (first) => document.querySelector('[data-testid="list-row"] a')?.getAttribute('aria-label') === first,
    byCity[0],
  );
  assert.deepEqual(await rowNames(page), byCity);
  assert.equal(await page.locator('th', { has: header }).getAttribute('aria-sort'), 'ascending');

  // again: the other way
  await page.getByRole('button', { name: 'Ordina per Comune' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === '-city');
  const byCityDesc = await expected('-city');
  assert.notDeepEqual(byCityDesc, byCity, 'the demo clients are in more than one comune');
  await page.waitForFunction(
    (first) => document.querySelector('[data-testid="list-row"] a')?.getAttribute('aria-label') === first,
    byCityDesc[0],
  );
  assert.deepEqual(await rowNames(page), byCityDesc);

  // a reload keeps the order (it is in the address)
  await page.reload();
  await page.getByTestId('list-clients').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('sort'), '-city');
  assert.deepEqual(await rowNames(page), byCityDesc);
  assert.equal(
    await page.locator('th', { has: page.getByRole('button', { name: 'Ordina per Comune' }) }).getAttribute('aria-sort'),
    'descending',
  );

  // the selection: two rows, the bar with the count, "Elimina" asks with the count, cancelled
  const boxes = page.getByTestId('list-select-row');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  assert.equal((await page.getByTestId('list-selected-count').innerText()).trim(), '2 selezionati');
  await page.getByTestId('bulk-actions').click();
  await page.getByTestId('bulk-delete').click();
  await page.getByRole('button', { name: 'Elimina 2 clienti' }).waitFor();
  await page.getByRole('button', { name: 'Annulla' }).click();
  await page.getByTestId('list-clear-selection').click();
  assert.equal(await page.getByTestId('list-selection-bar').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('"Colonne" hides columns of the client list, the choice survives a reload and is reopened by a saved view', async () => {
  const page = await newPage(browser);
  await login(page, 'admin@demo.local');
  const projects = (await api(page, 'GET', '/api/projects')).body.data;
  const projectId = projects.find((p) => p.name.includes('Milano'))?.id ?? projects[0].id;
  const headers = async () => {
    await page.locator('[data-testid="list-clients"] table[aria-busy="false"]').waitFor();
    return (await page.locator('[data-testid="list-clients"] thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  };
  /** Waits until the table shows `expected` as its headers (the router renders a moment after the address changes). */
  const expectHeaders = async (expected) => {
    await page
      .waitForFunction(
        (want) =>
          JSON.stringify(
            [...document.querySelectorAll('[data-testid="list-clients"] table[aria-busy="false"] thead th')]
              .map((th) => th.textContent.trim())
              .filter(Boolean),
          ) === want,
        JSON.stringify(expected),
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    assert.deepEqual(await headers(), expected);
  };
  const name = `Colonne ${Date.now().toString(36)}`;
  let viewId = null;
  try {
    await page.goto(`/ambiente/${projectId}/clienti`);
    const all = await headers();
    assert.ok(all.includes('Forma giuridica') && all.includes('Contatti'), all.join(' | '));

    await page.getByTestId('list-columns').click();
    const dropdown = page.getByTestId('list-columns-dropdown');
    assert.equal(await dropdown.getByLabel('Ragione sociale').isDisabled(), true, 'the linked column cannot be hidden');
    // a click, not uncheck(): the box follows the address, which the router changes a moment later
    await dropdown.getByLabel('Forma giuridica').click();
    await page.waitForURL((url) => url.searchParams.get('colonne_nascoste') === 'legal_form');
    await dropdown.getByLabel('Contatti').click();
    await page.waitForURL((url) => url.searchParams.get('colonne_nascoste') === 'legal_form,email');
    await page.keyboard.press('Escape');
    const chosen = all.filter((h) => h !== 'Forma giuridica' && h !== 'Contatti');
    await expectHeaders(chosen);
    assert.equal((await page.getByTestId('list-columns').innerText()).trim(), 'Colonne (2 nascoste)');

    // a reload keeps the columns (they are in the address)
    await page.reload();
    await expectHeaders(chosen);

    // saved as a personal view; the plain list shows every column; the view brings the choice back
    await page.getByTestId('saved-views-button').click();
    await page.getByTestId('saved-views-save').click();
    await page.getByTestId('saved-views-name').fill(name);
    await page.getByTestId('saved-views-confirm').click();
    await page.waitForURL(/vista=\d+/);
    viewId = Number(new URL(page.url()).searchParams.get('vista'));
    await page.goto(`/ambiente/${projectId}/clienti`);
    await expectHeaders(all);
    await page.getByTestId('saved-views-button').click();
    await page.getByTestId('saved-views-view').filter({ hasText: name }).click();
    await page.waitForURL((url) => url.searchParams.get('colonne_nascoste') === 'legal_form,email');
    await expectHeaders(chosen);
    assert.deepEqual(page.errors, []);
  } finally {
    if (viewId) await deleteSavedView(page, projectId, viewId);
    await page.context().close();
  }
});
