/* global document -- used inside page.waitForFunction (browser context) */
/**
 * Issue 8, lost updates: two people open the same client's edit form; the first saves, the
 * second saves and sees the conflict dialog (who and when) instead of silently reverting the
 * first; "Ricarica" shows the first person's value.
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

test('the second save of a client edit form shows the conflict dialog; Ricarica shows the first value', async () => {
  const first = await newPage(browser);
  const second = await newPage(browser);
  await withSession(first, 'amministratore.locale@demo.local');
  await withSession(second, 'gestore@demo.local');
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

test('mf-clients notes: the second edit of a note shows the conflict dialog; Ricarica shows the first text', async () => {
  const first = await newPage(browser);
  const second = await newPage(browser);
  await withSession(first, 'amministratore.locale@demo.local');
  await withSession(second, 'gestore@demo.local');
  const projects = (await api(second, 'GET', '/api/projects')).body.data;
  const milano = projects.find((p) => p.name.includes('Milano')).id;
  const client = await api(second, 'POST', `/api/projects/${milano}/clients`, { business_name: `Note concorrenti ${Date.now()} S.r.l.` });
  assert.equal(client.status, 201);
  const note = await api(second, 'POST', `/api/projects/${milano}/clients/${client.body.id}/notes`, { text: 'Nota iniziale' });
  assert.equal(note.status, 201);
  const id = note.body.id;

  for (const page of [first, second]) {
    await page.goto(`/ambiente/${milano}/clienti/${client.body.id}`);
    await page.getByRole('tab', { name: 'Note' }).click();
    await page.getByTestId(`note-edit-${id}`).click();
    await page.getByTestId(`note-text-${id}`).waitFor();
  }
  await first.getByTestId(`note-text-${id}`).fill('Testo di Laura');
  await first.getByTestId(`note-save-${id}`).click();
  await first.getByTestId(`note-body-${id}`).getByText('Testo di Laura').waitFor();

  await second.getByTestId(`note-text-${id}`).fill('Testo di Paolo');
  await second.getByTestId(`note-save-${id}`).click();
  const dialog = second.getByTestId('conflict-dialog');
  await dialog.waitFor();
  await dialog.getByText('Laura Conti').waitFor();
  const stored = await api(second, 'GET', `/api/projects/${milano}/clients/${client.body.id}/notes/${id}`);
  assert.equal(stored.body.text, 'Testo di Laura', 'the second save did not overwrite the first');

  await second.getByTestId('conflict-reload').click();
  await dialog.waitFor({ state: 'detached' });
  await second.waitForFunction((sel) => document.querySelector(sel)?.value === 'Testo di Laura', `[data-testid="note-text-${id}"]`);
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await first.context().close();
  await second.context().close();
});

test('mf-settings standard documents: the second save shows the conflict dialog; Ricarica shows the first description', async () => {
  const first = await newPage(browser);
  const second = await newPage(browser);
  await withSession(first, 'admin@demo.local');
  await withSession(second, 'esperto@demo.local');
  const name = `000 Conflitto e2e ${Date.now()}`;
  const doc = await api(first, 'POST', '/api/settings/standard-documents', { name, description: 'Iniziale' });
  assert.equal(doc.status, 201);
  const id = doc.body.id;
  try {
    for (const page of [first, second]) {
      await page.goto('/impostazioni?tab=documentazione-bandi');
      await page.getByTestId(`document-edit-${id}`).click();
      await page.getByTestId('document-description').waitFor();
    }
    await first.getByTestId('document-description').fill('Descrizione di Giulia');
    await first.getByTestId('document-save').click();
    await first.getByTestId('document-description').waitFor({ state: 'detached' });

    await second.getByTestId('document-description').fill('Descrizione di Marco');
    await second.getByTestId('document-save').click();
    const dialog = second.getByTestId('conflict-dialog');
    await dialog.waitFor();
    await dialog.getByText('Giulia Ferrari').waitFor();
    const stored = await api(second, 'GET', `/api/settings/standard-documents/${id}`);
    assert.equal(stored.body.description, 'Descrizione di Giulia', 'the second save did not overwrite the first');

    await second.getByTestId('conflict-reload').click();
    await dialog.waitFor({ state: 'detached' });
    await second.waitForFunction(() => document.querySelector('[data-testid="document-description"]')?.value === 'Descrizione di Giulia');
    assert.deepEqual(first.errors, []);
    assert.deepEqual(second.errors, []);
  } finally {
    await api(first, 'DELETE', `/api/settings/standard-documents/${id}`);
    await first.context().close();
    await second.context().close();
  }
});

test('mf-clients negotiations: a stage move on a stale card shows the conflict dialog; Ricarica shows the first move', async () => {
  const first = await newPage(browser);
  const second = await newPage(browser);
  await withSession(first, 'amministratore.locale@demo.local');
  await withSession(second, 'gestore@demo.local');
  const projects = (await api(second, 'GET', '/api/projects')).body.data;
  const milano = projects.find((p) => p.name.includes('Milano')).id;
  const client = await api(second, 'POST', `/api/projects/${milano}/clients`, {
    business_name: `Trattative concorrenti ${Date.now()} S.r.l.`,
  });
  const created = await api(second, 'POST', `/api/projects/${milano}/negotiations`, { client_id: client.body.id, title: 'Trattativa e2e' });
  assert.equal(created.status, 201);
  const id = created.body.id;

  for (const page of [first, second]) {
    await page.goto(`/ambiente/${milano}/clienti/${client.body.id}`);
    await page.getByRole('tab', { name: 'Trattative' }).click();
    await page.getByTestId('stage-contact').getByTestId(`negotiation-${id}`).waitFor();
  }
  await first.getByTestId(`move-${id}`).click();
  await first.getByRole('option', { name: 'Incarico' }).click();
  await first.getByTestId('stage-engagement').getByTestId(`negotiation-${id}`).waitFor();

  await second.getByTestId(`move-${id}`).click();
  await second.getByRole('option', { name: 'Domanda presentata' }).click();
  const dialog = second.getByTestId('conflict-dialog');
  await dialog.waitFor();
  await dialog.getByText('Laura Conti').waitFor();
  const stored = await api(second, 'GET', `/api/projects/${milano}/negotiations/${id}`);
  assert.equal(stored.body.stage, 'engagement', 'the stale move did not overwrite the first');

  await second.getByTestId('conflict-reload').click();
  await dialog.waitFor({ state: 'detached' });
  await second.getByTestId('stage-engagement').getByTestId(`negotiation-${id}`).waitFor();
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await first.context().close();
  await second.context().close();
});
