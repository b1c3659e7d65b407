/**
 * Issue 10 (announcement form): a requirement value outside its reference range is refused in
 * the form with the field named and the tab marked (the domain rule the API applies too); the
 * information sheet (scheda informativa) is uploaded from the Generale tab and shown on the announcement.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, navigate, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const NAME = `Bando e2e scheda informativa ${Date.now()}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a year before 1900 is refused in the form; the information sheet is uploaded and kept', async () => {
  const page = await newPage(browser);
  await login(page, 'esperto@demo.local', PASSWORD, '/bandi/crea');
  await page.getByTestId('announcement-form').waitFor();
  await page.getByLabel('Nome del bando').fill(NAME);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('information-sheet-input').click();
  await (await chooser).setFiles({ name: 'scheda-informativa.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('information-sheet-name').getByText('scheda-informativa.pdf').waitFor();

  await page.getByTestId('tab-requisiti').click();
  await page.getByTestId('field-year_of_establishment_min').fill('1800');
  await page.getByTestId('save-draft').click();
  await page.locator('[data-testid="tab-requisiti"][data-has-error="true"]').waitFor();
  const year = new Date().getFullYear();
  await page.getByText(`Inserisci un anno dal 1900 al ${year}`).waitFor();
  assert.equal(await page.getByTestId('tab-generale').getAttribute('data-has-error'), 'false');

  await page.getByTestId('field-year_of_establishment_min').fill('1990');
  await page.getByTestId('save-draft').click();
  await page.getByTestId('detail-announcement').waitFor();
  await page.waitForURL(/\/bandi\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await api(page, 'GET', `/api/announcements/${id}`);
  assert.equal(saved.body.year_of_establishment_min, 1990);
  assert.equal(saved.body.information_sheet.original_name, 'scheda-informativa.pdf');
  await page.getByText('Scheda informativa: scheda-informativa.pdf').waitFor();

  // the edit form shows the stored sheet; removing it and saving clears it
  await navigate(page, `/bandi/${id}/modifica`);
  await page.getByTestId('information-sheet-name').getByText('scheda-informativa.pdf').waitFor();
  await page.getByTestId('information-sheet').getByRole('button', { name: 'Rimuovi' }).click();
  await page.getByTestId('save-draft').click();
  await page.getByTestId('detail-announcement').waitFor();
  assert.equal((await api(page, 'GET', `/api/announcements/${id}`)).body.information_sheet, null);
  await page.context().close();
});

/**
 * Issue 39, defect 1: an imported announcement could not be saved (the publish rule asked for limits the
 * open data never gives; "Salva" left the page with "!" on Requisiti). Now the import states
 * "Nessun limite" / "Tutti i settori", the form shows those ticks, and the announcement saves as edited.
 */
test('an imported announcement is edited and saved: its unrestricted requirements are ticked, not demanded', async () => {
  const page = await newPage(browser);
  await withSession(page, 'esperto@demo.local');
  const found = await api(page, 'GET', `/api/announcements?search=${encodeURIComponent('Nuova Sabatini')}&take=5`);
  const call = found.body.data.find((a) => a.source === 'incentivi.gov.it');
  assert.ok(call, 'the bundled Nuova Sabatini call');
  const before = (await api(page, 'GET', `/api/announcements/${call.id}`)).body;
  await page.goto(`/bandi/${call.id}/modifica`);
  await page.getByTestId('announcement-form').waitFor();
  const help = page.getByLabel("Intensità dell'aiuto");
  await help.fill(`${before.facilitation_intensity_of_help ?? ''} (verificata)`.trim());
  await page.getByTestId('tab-requisiti').click();
  assert.equal(await page.getByRole('checkbox', { name: 'Nessun massimo' }).first().isChecked(), true);
  assert.equal(await page.getByRole('checkbox', { name: 'Tutti i settori' }).isChecked(), true);
  assert.equal(await page.getByTestId('field-number_of_employees_min').isDisabled(), true);
  await page.getByTestId('publish').click();
  // saved: the form gave way to the announcement's page
  await page.getByTestId('detail-announcement').waitFor();
  const saved = (await api(page, 'GET', `/api/announcements/${call.id}`)).body;
  assert.match(saved.facilitation_intensity_of_help, /\(verificata\)$/);
  await page.getByRole('tab', { name: 'Requisiti' }).click();
  await page.getByText('Nessun limite').first().waitFor();
  // as imported again, for the other tests of this database
  await api(page, 'PATCH', `/api/announcements/${call.id}`, { facilitation_intensity_of_help: before.facilitation_intensity_of_help });
  await page.context().close();
});
