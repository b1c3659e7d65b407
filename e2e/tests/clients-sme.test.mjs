/**
 * Issue 10, SME size (Racc. 2003/361/CE): in the client form a consultant enters two years of
 * figures and a partner marked as an art. 3(2) exempt investor; the preview and, after saving,
 * the "Dimensione" tab show the class with the rules that decided it (art. 4(2): the ceilings
 * crossed only in the last year keep the class). A business angel needs the invested amount.
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

test('two years and an exempt investor: the class is kept and the rules are explained', async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  const projects = (await api(page, 'GET', '/api/projects')).body.data;
  const milano = projects.find((p) => p.name.includes('Milano')).id;
  const name = `Dimensione e2e ${Date.now()} S.r.l.`;

  await page.goto(`/ambiente/${milano}/clienti/crea`);
  await page.getByTestId('form-client').waitFor();
  await page.getByLabel('Ragione sociale').fill(name);
  const years = [
    ['2024', '8', '1500000', '1000000'],
    ['2025', '30', '8000000', '6000000'],
  ];
  for (const [i, [year, ula, turnover, balance]] of years.entries()) {
    await page.getByRole('button', { name: 'Aggiungi anno' }).first().click();
    await page.getByTestId(`history-year-${i}`).fill(year);
    await page.getByTestId(`history-headcount-${i}`).fill(ula);
    await page.getByTestId(`history-turnover-${i}`).fill(turnover);
    await page.getByTestId(`history-balance-${i}`).fill(balance);
  }
  await page
    .getByTestId('dimension-preview')
    .getByText('Classe mantenuta: soglie superate solo nel 2025 (art. 4, par. 2)', { exact: false })
    .waitFor();

  await page.getByRole('button', { name: 'Aggiungi impresa' }).click();
  await page.getByTestId('related-name-0').fill('Fondo Venture S.p.A.');
  await page.getByTestId('related-share-0').fill('30');
  await page.getByTestId('related-headcount-0').fill('200');
  await page.getByTestId('related-turnover-0').fill('40000000');
  await page.getByTestId('related-balance-0').fill('30000000');
  // an ordinary 30% partner: 30 + 60 ULA, medium in both years
  await page.getByTestId('dimension-preview').getByText('Calcolata con i dati inseriti: Media.').waitFor();
  await page.getByTestId('related-investor-0').click();
  await page.getByRole('option', { name: 'Società di capitale di rischio (venture capital)' }).click();
  await page.getByTestId('dimension-preview').getByText('Calcolata con i dati inseriti: Micro.').waitFor();
  await page.getByTestId('client-submit').click();
  await page.waitForURL(/\/clienti\/\d+$/);
  const clientId = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await api(page, 'GET', `/api/projects/${milano}/clients/${clientId}`)).body;
  assert.equal(saved.company_dimension, 'micro');
  assert.equal(saved.associated_companies[0].investor_kind, 'venture_capital');

  await page.getByRole('tab', { name: 'Dimensione' }).click();
  const panel = page.getByTestId('client-dimension');
  await panel.getByText('Micro', { exact: true }).waitFor();
  assert.match(
    await panel.getByTestId('dimension-reason').innerText(),
    /Classe mantenuta: soglie superate solo nel 2025 \(art\. 4, par\. 2\)$/,
  );
  const rules = await panel.getByTestId('dimension-rules').innerText();
  assert.match(
    rules,
    /Fondo Venture S\.p\.A\.: società di capitale di rischio con quota del 30%: non rende l'impresa associata \(art\. 3, par\. 2, lett\. a\)/,
  );
  assert.match(await panel.getByTestId('dimension-related').innerText(), /Società di capitale di rischio/);

  // a business angel: the invested amount is required; above EUR 1,250,000 the stake makes a partner
  await page.getByTestId('edit-client').click();
  await page.getByTestId('form-client').waitFor();
  await page.getByTestId('related-investor-0').click();
  await page.getByRole('option', { name: 'Business angel (investimento fino a 1.250.000 EUR)' }).click();
  await page.getByTestId('client-submit').click();
  await page.getByText('Importo investito obbligatorio per un business angel (art. 3, par. 2, lett. a)').waitFor();
  await page.getByTestId('related-invested-0').fill('2000000');
  await page.getByTestId('client-submit').click();
  await page.waitForURL(/\/clienti\/\d+$/);
  const angel = (await api(page, 'GET', `/api/projects/${milano}/clients/${clientId}`)).body;
  assert.equal(angel.associated_companies[0].invested_amount, 2000000);
  assert.equal(angel.company_dimension, 'medium');
  await page.getByRole('tab', { name: 'Dimensione' }).click();
  assert.match(await page.getByTestId('dimension-rules').innerText(), /oltre 1\.250\.000 EUR: impresa associata/);
});
