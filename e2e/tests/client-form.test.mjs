/* global document -- used inside page.waitForFunction (browser context) */
/**
 * Issue 10 acceptance 5: a client manager creates a client through the full form with every
 * docs/domain.md#clients field (sections Anagrafica, Sede, Dati camerali, Lavoro e previdenza, Banca,
 * Dimensione); after a reload the client card shows them all. The partita IVA typed as
 * "IT 00118439991" (a public number, python-stdnum's vectors) is accepted and shown as
 * 00118439991; the IBAN typed with blanks is stored in electronic form.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, api } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens a Mantine select by its label (or test id) and clicks the option named `option`. */
async function choose(page, locator, option) {
  await locator.click();
  if (option.typed) await locator.fill(option.typed);
  await page.getByRole('option', { name: option.name, exact: true }).click();
}

test('a client created through the full form shows every docs/domain.md#clients field after reload; P.IVA "IT 00118439991" stored as 11 digits', async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  const milano = (await api(page, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano')).id;
  // a previous run on the same server may have left the public number: remove that client
  const old = (await api(page, 'GET', `/api/projects/${milano}/clients?search=00118439991`)).body.data;
  for (const c of old) assert.equal((await api(page, 'DELETE', `/api/projects/${milano}/clients/${c.id}`)).status, 204);
  const name = `Tessitura Brembana e2e ${Date.now()} S.r.l.`;

  await page.goto(`/ambiente/${milano}/clienti/crea`);
  await page.getByTestId('form-client').waitFor();
  // the registration date defaults to today (docs/domain.md#clients), shown day first
  assert.equal(
    await page.getByLabel('Data di iscrizione').inputValue(),
    new Date().toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }),
  );

  // Anagrafica
  const section = page.getByTestId('section-anagrafica');
  await section.getByLabel('Ragione sociale').fill(name);
  await section.getByLabel('Riferimento interno').fill('Pratica 2021/44');
  await choose(page, page.getByTestId('legal-form'), { typed: 'SRL', name: 'Società A Responsabilità Limitata (SRL)' });
  await choose(page, section.getByLabel('Regime contabile'), { name: 'Contabilità ordinaria' });
  await section.getByLabel('Partita IVA').fill('IT 00118439991');
  await section.getByLabel('Codice fiscale').fill('00118439991');
  // Italian date inputs (issue 39, defect 8): typed day first, stored as 2011-04-12
  await section.getByLabel('Data di costituzione').fill('12/04/2011');
  await section.getByLabel('Data di costituzione').blur();
  await section.getByLabel('Sezione', { exact: true }).fill('Ordinaria');
  await section.getByLabel('Capitale sociale (EUR)').fill('50000');
  await section.getByLabel('Descrizione dell’attività').fill('Tessitura di filati tecnici');
  await section.getByLabel('Impresa femminile').check();
  await section.getByLabel('Email').fill('info@tessiturabrembana.it');
  await section.getByLabel('PEC').fill('tessiturabrembana@pec.it');
  await section.getByLabel('Codice SDI').fill('M5UXCR1');
  await section.getByLabel('Telefono').fill('035 123456');
  await section.getByLabel('Sito web').fill('https://www.tessiturabrembana.it');
  await section.getByLabel('Note sul cliente').fill('Preferisce essere contattata al mattino');
  // the whole written form fits the field and passes the browser check
  assert.equal(await section.getByLabel('Partita IVA').inputValue(), 'IT 00118439991');

  // Sede
  const sede = page.getByTestId('section-sede');
  await sede.getByLabel('Indirizzo').fill('Via Roma 1');
  await sede.getByLabel('CAP').fill('24121');
  await sede.getByLabel('Comune').fill('Bergamo');
  await sede.getByLabel('Provincia (sigla)').fill('BG');

  // Dati camerali
  const camerali = page.getByTestId('section-camerali');
  await choose(page, camerali.getByLabel('Iscritta alla CCIAA'), { name: 'Sì' });
  await camerali.getByLabel('Numero REA').fill('BG-123456');
  await camerali.getByLabel('Numero di iscrizione').fill('00118439991');
  await choose(page, camerali.getByLabel('Sezione del registro'), { name: 'Registro delle imprese – sezione ordinaria' });
  await camerali.getByLabel('Data di iscrizione').fill('02/05/2011');
  await camerali.getByLabel('Data di iscrizione').blur();
  await camerali.getByRole('button', { name: 'Aggiungi codice ATECO' }).click();
  await page.getByTestId('ateco-0').fill('13.20');
  await page
    .getByRole('option')
    .filter({ hasText: /^13\.20\.00 / })
    .first()
    .click();
  await camerali.getByRole('button', { name: 'Aggiungi socio' }).click();
  await camerali.getByLabel('Socio').fill('Maria Bianchi');
  await camerali.getByLabel('Quota %').fill('60');
  await camerali.getByRole('button', { name: 'Aggiungi amministratore' }).click();
  await camerali.getByLabel('Nome', { exact: true }).fill('Maria');
  await camerali.getByLabel('Cognome').fill('Bianchi');
  await camerali.getByLabel('Carica').fill('Amministratore unico');

  // Lavoro e previdenza
  const lavoro = page.getByTestId('section-lavoro');
  await lavoro.getByLabel('CCNL applicato').fill('Tessile e abbigliamento – Industria');
  await choose(page, lavoro.getByLabel('Fondo interprofessionale'), { name: 'Fondimpresa' });
  await lavoro.getByLabel('Matricola INPS').fill('1609876543');
  await lavoro.getByLabel('Sede INPS').fill('Bergamo');
  await lavoro.getByLabel('Codice ditta INAIL').fill('19876543');
  await lavoro.getByLabel('Sede INAIL').fill('Bergamo');

  // Banca: a wrong IBAN is refused in the browser, the right one typed with blanks accepted
  const banca = page.getByTestId('section-banca');
  await banca.getByRole('button', { name: 'Aggiungi banca' }).click();
  await banca.getByLabel('Banca').fill('Banca Popolare di Bergamo');
  await banca.getByLabel('IBAN').fill('IT60X');
  await banca.getByLabel('Filiale').click();
  await banca.getByText(/^IBAN non valido/).waitFor();
  await banca.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
  await banca.getByLabel('Filiale').fill('Bergamo centro');
  await banca.getByText(/^IBAN non valido/).waitFor({ state: 'detached' });

  // Dimensione
  const dimensione = page.getByTestId('section-dimensione');
  await dimensione.getByRole('button', { name: 'Aggiungi anno' }).click();
  await page.getByTestId('history-headcount-0').fill('12');
  await page.getByTestId('history-turnover-0').fill('2500000');
  await page.getByTestId('history-balance-0').fill('1800000');
  await dimensione.getByLabel('Note sulla dimensione d’impresa').fill('Dati da bilancio approvato');

  await page.getByTestId('client-submit').click();
  await page.waitForURL(/\/clienti\/\d+$/);
  const clientId = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await api(page, 'GET', `/api/projects/${milano}/clients/${clientId}`)).body;
  assert.deepEqual(
    {
      vat_number: saved.vat_number,
      legal_form: saved.legal_form,
      accounting_type: saved.accounting_type,
      reference: saved.reference,
      section: saved.section,
      interprofessional_fund: saved.interprofessional_fund,
      section_cciaa: saved.section_cciaa,
      registration_date: saved.registration_date,
      registration_number: saved.registration_number,
      iban: saved.clients_banks[0].iban,
      inail_location: saved.inail_location,
      company_dimension_notes: saved.company_dimension_notes,
    },
    {
      vat_number: '00118439991',
      legal_form: 'OV32',
      accounting_type: 'Ordinaria',
      reference: 'Pratica 2021/44',
      section: 'Ordinaria',
      interprofessional_fund: 'fondimpresa',
      section_cciaa: 'ri-ordinaria',
      registration_date: '2011-05-02',
      registration_number: '00118439991',
      iban: 'IT60X0542811101000000123456',
      inail_location: 'Bergamo',
      company_dimension_notes: 'Dati da bilancio approvato',
    },
  );

  await page.reload();
  const card = page.getByTestId('client-anagrafica');
  await card.waitFor();
  for (const text of [
    name,
    'Pratica 2021/44',
    'Società A Responsabilità Limitata (OV32)',
    'Contabilità ordinaria',
    '12/04/2011',
    'Ordinaria',
    'Tessitura di filati tecnici',
    'info@tessiturabrembana.it',
    'tessiturabrembana@pec.it',
    'M5UXCR1',
    '035 123456',
    'https://www.tessiturabrembana.it',
    'BG-123456',
    'Registro delle imprese – sezione ordinaria',
    '02/05/2011',
    'Tessile e abbigliamento – Industria',
    'Fondimpresa',
    '1609876543',
    '19876543',
    'Preferisce essere contattata al mattino',
    'Dati da bilancio approvato',
  ]) {
    await card.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  }
  // P.IVA and codice fiscale both read 00118439991, the registration number too
  assert.equal(await card.getByText('00118439991', { exact: true }).count(), 3);
  assert.match(await card.innerText(), /Capitale sociale\s+50\.000,00\s€/i);

  await page.getByRole('tab', { name: 'Sedi' }).click();
  await page.getByText(/Via Roma 1 · 24121 · Bergamo/).waitFor();
  await page.getByRole('tab', { name: 'ATECO' }).click();
  await page.getByTestId('client-ateco').getByText('13.20.00').waitFor();
  await page.getByRole('tab', { name: 'Soci e amministratori' }).click();
  await page.getByText(/Maria Bianchi\s+— 60 %/).waitFor();
  await page.getByText(/Maria Bianchi — Amministratore unico/).waitFor();
  await page.getByRole('tab', { name: 'Banca' }).click();
  await page.getByTestId('client-banks').getByText('IT60 X054 2811 1010 0000 0123 456').waitFor();
  await page.getByTestId('client-banks').getByText('Bergamo centro').waitFor();
  await page.getByRole('tab', { name: 'Dimensione' }).click();
  await page.getByTestId('client-dimension').getByText('Piccola', { exact: true }).waitFor();

  // the edit form shows the stored values again, the legal form by its name
  await page.getByTestId('edit-client').click();
  await page.getByTestId('form-client').waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="legal-form"]')?.value === 'Società A Responsabilità Limitata (SRL)',
    null,
    { timeout: 10_000 },
  );
  assert.equal(await page.getByTestId('section-anagrafica').getByLabel('Partita IVA').inputValue(), '00118439991');
  await page.getByTestId('section-lavoro').locator('input[value="Fondimpresa"]').waitFor();
  assert.deepEqual(page.errors, []);
});
