/* global document -- used inside page.waitForFunction (browser context) */
/**
 * Issue 8, lost updates: two people open the same client's edit form; the first saves, the
 * second saves and sees the conflict dialog (who and when) instead of silently reverting the
 * first; "Ricarica" shows the first person's value.
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

test('the second save of a client edit form shows the conflict dialog; Ricarica shows the first value', async () => {
  const first = await newPage(browser);
  const second = await newPage(browser);
  await login(first, 'amministratore.locale@demo.local');
  await login(second, 'gestore@demo.local');
  const projects = (await api(second, 'GET', '/api/projects')).body.data;
  const milano = projects.find((p) => p.name.includes('Milano')).id;
  const created = await api(second, 'POST', `/api/projects/${milano}/clients`, { business_name: `Concorrenza e2e ${Date.now()} S.r.l.` });
  assert.equal(created.status, 201);
  const url = `/ambiente/${milano}/clienti/${created.body.id}/modifica`;

  for (const page of [first, second]) {
    await page.goto(url);
    await page.getByTestId('form-client').waitFor();
    await page.getByLabel('Telefono').waitFor();
  }
  await first.getByLabel('Telefono').fill('02 1111111');
  await first.getByTestId('client-submit').click();
  await first.getByTestId('detail-client').waitFor();

  await second.getByLabel('Telefono').fill('02 2222222');
  await second.getByTestId('client-submit').click();
  const dialog = second.getByTestId('conflict-dialog');
  await dialog.waitFor();
  await dialog.getByText('Laura Conti').waitFor();
  assert.match(await dialog.innerText(), /il \d\d\/\d\d\/\d{4} alle \d\d:\d\d/);
  const stored = await api(second, 'GET', `/api/projects/${milano}/clients/${created.body.id}`);
  assert.equal(stored.body.phone, '02 1111111', 'the second save did not overwrite the first');

  await second.getByTestId('conflict-reload').click();
  await dialog.waitFor({ state: 'detached' });
  await second.waitForFunction(() => document.querySelector('input[name="phone"]')?.value === '02 1111111');
  assert.equal(await second.getByLabel('Telefono').inputValue(), '02 1111111');
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
});
