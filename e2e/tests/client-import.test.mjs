/**
 * Issue 33 acceptance 4: a client manager imports clients from an XLSX written here with exceljs
 * (three valid rows and one with an invalid partita IVA): the mapping screen (a column the
 * synonyms do not recognise is mapped by hand), the preview with its counts (3 new, 1 rejected
 * with its Italian error), the commit's progress until the end, the clients in the list. Then a
 * shared view of the client list with a search and an ATECO filter is saved; its URL
 * (`?…&vista=<id>`) opened by another user of the same environment, in a second browser
 * context, shows the same rows and the same filter controls; a user of another environment is
 * refused (the shell's "Pagina non trovata", and the view is a 404 in its own environment). Finally the
 * import is undone and the clients are gone. Records are this file's own (a unique marker).
 */
/* global document -- evaluated in the page */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { launch, newPage, newPageIn, login, withSession, api, ready, deleteSavedView, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A valid partita IVA: 7 random digits, office code 046, the check digit. */
function partitaIva() {
  const first10 = `${String(Math.floor(1e6 + Math.random() * 8e6))}046`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** The XLSX of the import: recognised headers, "Settore" (mapped by hand to the ATECO code), an ignored column. */
async function workbook(marker) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Clienti');
  ws.addRow(['Ragione sociale', 'Partita IVA', 'Comune', 'Provincia', 'Settore', 'Colore preferito']);
  ws.addRow([`${marker} Alfa S.r.l.`, partitaIva(), 'Milano', 'MI', '62.10.00', 'blu']);
  ws.addRow([`${marker} Beta S.r.l.`, partitaIva(), 'Monza', 'MB', '62.10.00', 'rosso']);
  ws.addRow([`${marker} Gamma S.r.l.`, partitaIva(), 'Bergamo', 'BG', '10.51.20', 'verde']);
  ws.addRow([`${marker} Errata S.r.l.`, '12345678901', 'Como', 'CO', '62.10.00', 'giallo']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Waits (at most 15 s) until the list shows exactly the rows of `names` (each row's text contains
 * its name), then returns; throws with the rows seen otherwise.
 */
async function expectRows(page, names) {
  const until = Date.now() + 15_000;
  let seen = [];
  for (;;) {
    await ready(page);
    seen = await page.getByTestId('list-row').allInnerTexts();
    if (seen.length === names.length && names.every((n) => seen.some((t) => t.includes(n)))) return;
    if (Date.now() > until) assert.fail(`rows ${JSON.stringify(seen)}, expected ${JSON.stringify(names)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('import with mapping, preview, progress and undo; a shared view opened by a colleague and refused in another environment', async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  const projects = (await api(page, 'GET', '/api/projects')).body.data;
  const milano = projects.find((p) => p.name.includes('Milano')).id;
  const marker = `Import e2e ${Date.now()}`;
  let viewId = null;
  let importId = null;
  let undone = false;
  try {
    // 1. file
    await page.goto(`/ambiente/${milano}/clienti`);
    await page.getByTestId('list-clients').waitFor();
    await page.getByTestId('import-clients').click();
    await page.getByTestId('client-import').waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-file').click()]);
    await chooser.setFiles({
      name: 'clienti-e2e.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(marker),
    });

    // 2. mapping: the recognised headers are mapped, "Settore" and "Colore preferito" ignored
    await page.getByTestId('import-mapping').waitFor();
    await page.getByTestId('import-format').getByText('clienti-e2e.xlsx · File Excel (.xlsx), foglio «Clienti»').waitFor();
    assert.equal(await page.getByTestId('mapping-0').inputValue(), 'Ragione sociale');
    assert.equal(await page.getByTestId('mapping-1').inputValue(), 'Partita IVA');
    assert.equal(await page.getByTestId('mapping-4').inputValue(), 'Ignora');
    await page.getByTestId('mapping-4').click();
    await page.getByRole('option', { name: 'Codice ATECO', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mapping-4"]')?.value === 'Codice ATECO');
    assert.equal(await page.getByTestId('mapping-5').inputValue(), 'Ignora');

    // 3. preview: the counts and the rejected row's Italian error
    await page.getByTestId('import-to-preview').click();
    await page.getByTestId('import-preview').waitFor();
    const counts = page.getByTestId('import-counts');
    await counts
      .getByText('Nuovo: 3')
      .waitFor()
      .catch(async (e) => assert.fail(`${e.message}\n${await page.getByTestId('client-import').innerText()}`));
    await counts.getByText('Scartato: 1').waitFor();
    await counts.getByText('4 righe').waitFor();
    await page
      .getByTestId('import-row-5')
      .getByText(/Partita IVA non valida/)
      .waitFor();
    // nothing is written before «Importa»
    assert.equal((await api(page, 'GET', `/api/projects/${milano}/clients?search=${encodeURIComponent(marker)}`)).body.total, 0);

    // 4. commit: the progress, then the end
    const [committed] = await Promise.all([
      page.waitForResponse((r) => /\/client-imports\/\d+\/commit$/.test(new URL(r.url()).pathname)),
      page.getByTestId('import-commit').click(),
    ]);
    importId = (await committed.json()).id;
    await page.getByTestId('import-running').getByLabel('Avanzamento dell’importazione').waitFor();
    await page.getByTestId('import-result').getByText('Importazione completata.').waitFor({ timeout: 30_000 });
    await page.getByTestId('import-result').getByTestId('import-counts').getByText('Nuovo: 3').waitFor();
    assert.ok(await page.getByTestId('import-undo').isVisible());

    // the clients in the list (another tab: the import's result stays open for the undo),
    // filtered by the search and the ATECO code, saved as a shared view
    const importPage = page;
    const list = await newPageIn(page.context());
    {
      const page = list;
      await page.goto(`/ambiente/${milano}/clienti`);
      await page.getByTestId('list-clients').waitFor();
      await page.getByTestId('list-search').fill(marker);
      await page.waitForURL(/[?&]q=/);
      await expectRows(page, [`${marker} Alfa S.r.l.`, `${marker} Beta S.r.l.`, `${marker} Gamma S.r.l.`]);
      await page.getByLabel('Filtra per codice ATECO').fill('62.10');
      await page.waitForURL(/ateco=62\.10/);
      await expectRows(page, [`${marker} Alfa S.r.l.`, `${marker} Beta S.r.l.`]);
      await page.getByTestId('saved-views-button').click();
      await page.getByTestId('saved-views-save').click();
      await page.getByTestId('saved-views-name').fill(`Software ${marker}`);
      await page.getByTestId('saved-views-shared').check();
      await page.getByTestId('saved-views-confirm').click();
      await page.waitForURL(/vista=\d+/);
      await page.getByTestId('saved-views-button').getByText(`Vista: Software ${marker}`).waitFor();
    }
    const viewUrl = new URL(list.url());
    viewId = Number(viewUrl.searchParams.get('vista'));

    // a colleague of the same environment, in a second browser context, opens the view's URL
    const colleague = await newPage(browser);
    await login(colleague, 'amministratore.locale@demo.local', PASSWORD, viewUrl.pathname + viewUrl.search);
    await colleague.getByTestId('list-clients').waitFor();
    await expectRows(colleague, [`${marker} Alfa S.r.l.`, `${marker} Beta S.r.l.`]);
    assert.equal(await colleague.getByTestId('list-search').inputValue(), marker);
    assert.equal(await colleague.getByLabel('Filtra per codice ATECO').inputValue(), '62.10');
    await colleague.getByTestId('saved-views-button').getByText(`Vista: Software ${marker}`).waitFor();
    await colleague.context().close();

    // a user of another environment: the URL is refused, and the view does not exist in its own environment
    const stranger = await newPage(browser);
    await withSession(stranger, 'gestore.bari@demo.local');
    const bari = (await api(stranger, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Bari')).id;
    await stranger.goto(viewUrl.pathname + viewUrl.search);
    // the environment answers 404 to a non-member (the shell's "Pagina non trovata"; a 403 would be "Accesso negato")
    const refused = stranger.locator('[data-testid="not-found"], [data-testid="forbidden"]');
    await refused.waitFor();
    assert.match(await refused.innerText(), /Pagina non trovata|Accesso negato/);
    assert.equal(await stranger.getByText(`${marker} Alfa S.r.l.`).count(), 0);
    assert.equal((await api(stranger, 'GET', `/api/projects/${bari}/saved-views/${viewId}`)).status, 404);
    assert.equal((await api(stranger, 'GET', `/api/projects/${milano}/saved-views/${viewId}`)).status, 404);
    await stranger.goto(`/ambiente/${bari}/clienti?vista=${viewId}`);
    await stranger.getByTestId('list-clients').waitFor();
    await ready(stranger);
    assert.equal(await stranger.getByTestId('saved-views-button').innerText(), 'Viste');
    await stranger.context().close();

    // undo, from the import's result: the clients are gone from the list
    await importPage.getByTestId('import-undo').click();
    await importPage.getByTestId('import-undo-confirm').click();
    await importPage.getByTestId('import-result').getByText('Importazione annullata.').waitFor({ timeout: 30_000 });
    await importPage.getByTestId('import-undo-report').getByText('3 clienti eliminati, 0 clienti ripristinati.').waitFor();
    undone = true;
    await list.reload();
    await list.getByTestId('list-empty').waitFor();
    await expectRows(list, []);
  } finally {
    if (viewId) await deleteSavedView(page, milano, viewId);
    if (importId && !undone) await api(page, 'POST', `/api/projects/${milano}/client-imports/${importId}/undo`);
    await page.context().close();
  }
});
