/* global document, window -- used inside page.waitForFunction (browser context) */
/**
 * Issue 5, acceptance 2 (first part): a client manager logs a client call from the client page.
 * The client card offers "Nuova richiesta" (docs/screens.md#environment-pages /ambiente/{pid}/clienti/{cid}/richieste/crea,
 * served by mf-calls' CallCreateForm inside the shell); the client is preset and locked, the
 * breadcrumbs lead back to the client, and the saved call opens at /ambiente/{pid}/richieste/{id}
 * and is in the call log list. A referent (who may not create call logs) has no such button.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, api, navigate } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('a client manager logs a client call from the client page: client preset and locked, then the call log detail and the list', async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  const milano = (await api(page, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano'));
  const client = (await api(page, 'GET', `/api/projects/${milano.id}/clients?take=1&sort=created_at`)).body.data[0];
  try {
    await page.goto(`/ambiente/${milano.id}/clienti/${client.id}`);
    await page.getByTestId('detail-client').waitFor();
    await page.getByTestId('new-client-call').click();
    await page.waitForURL(new RegExp(`/ambiente/${milano.id}/clienti/${client.id}/richieste/crea$`));
    await page.getByTestId('client-call-create').waitFor();
    await page.getByTestId('call-create-form').waitFor({ timeout: 15_000 });
    // breadcrumbs Clienti › client › Nuova richiesta, the client link going back to its card
    await page.getByRole('link', { name: client.business_name }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: client.business_name }).getAttribute('href'),
      `/ambiente/${milano.id}/clienti/${client.id}`,
    );
    // client preset and locked, no supplier option
    await page.waitForFunction((name) => document.querySelector('[data-testid="call-client"]')?.value === name, client.business_name, {
      timeout: 15_000,
    });
    assert.equal(await page.getByTestId('call-client').isDisabled(), true);
    assert.equal(await page.getByTestId('call-type').count(), 0);

    await page.getByTestId('call-referent').click();
    const option = page.getByRole('option').first();
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    const note = `Chiamata dalla scheda cliente ${Date.now()}`;
    await page.getByTestId('call-note').fill(note);
    await page.getByTestId('call-submit').click();

    await page.waitForURL(new RegExp(`/ambiente/${milano.id}/richieste/\\d+$`));
    await page.getByTestId('detail-call').waitFor();
    await page.getByText(note).first().waitFor();
    const callId = Number(new URL(page.url()).pathname.split('/').pop());
    const created = (await api(page, 'GET', `/api/projects/${milano.id}/calls/${callId}`)).body;
    assert.equal(created.type, 'client');
    assert.equal(created.client_id, client.id);
    assert.equal(created.note, note);

    // the call is among the client's calls (tab Richieste of the client card), and in the calls list
    await navigate(page, `/ambiente/${milano.id}/clienti/${client.id}`);
    await page.getByTestId('detail-client').waitFor();
    await page.getByRole('tab', { name: 'Richieste' }).click();
    const clientRow = page.getByTestId(`client-call-${callId}`);
    await clientRow.waitFor({ timeout: 15_000 });
    assert.ok((await clientRow.innerText()).includes(note));
    await clientRow.getByRole('link').click();
    await page.waitForURL(new RegExp(`/ambiente/${milano.id}/richieste/${callId}$`));
    await page.getByTestId('detail-call').waitFor();
    await navigate(page, `/ambiente/${milano.id}/richieste`);
    await page.getByTestId('list-calls').waitFor();
    const row = page.getByTestId('list-row').filter({ has: page.locator(`a[href$="/richieste/${callId}"]`) });
    await row.waitFor({ timeout: 15_000 });
    assert.ok((await row.innerText()).includes(client.business_name));
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a referent has no "Nuova richiesta" on a client card and the page refuses it', async () => {
  const page = await newPage(browser);
  await withSession(page, 'referente@demo.local');
  const projects = (await api(page, 'GET', '/api/projects')).body.data;
  const project = projects[0];
  const client = (await api(page, 'GET', `/api/projects/${project.id}/clients?take=1&sort=created_at`)).body.data[0];
  try {
    if (client) {
      await page.goto(`/ambiente/${project.id}/clienti/${client.id}`);
      await page.getByTestId('detail-client').waitFor();
      await page.getByRole('tab', { name: 'Anagrafica' }).waitFor();
      assert.equal(await page.getByTestId('new-client-call').count(), 0);
    }
    await page.goto(`/ambiente/${project.id}/clienti/${client?.id ?? 1}/richieste/crea`);
    // either the not-found state of the page, or the section gate moved elsewhere
    await page.waitForFunction(
      () => document.body.innerText.includes('Pagina non trovata') || !window.location.pathname.endsWith('/richieste/crea'),
      null,
      { timeout: 15_000 },
    );
    assert.equal(await page.getByTestId('call-create-form').count(), 0);
  } finally {
    await page.context().close();
  }
});
