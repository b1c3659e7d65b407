/* global document -- used inside page.waitForFunction (browser context) */
/**
 * Issue 5, acceptance 2: a client manager logs a client call for a client, links a bando to it and
 * archives it; an administrator logs a supplier call and sends it, and the e-mail lands in the
 * outbox; a client manager cannot create a supplier call (the UI hides it, the API answers 403).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, api, outboxMails, waitForMail } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Picks the first option of a Mantine select after typing `text` in it. */
async function pickFirst(page, testId, text = '') {
  const input = page.getByTestId(testId);
  await input.click();
  if (text) await input.fill(text);
  const option = page.getByRole('option').first();
  await option.waitFor({ timeout: 15_000 });
  await option.click();
}

test('a client manager logs a client call for a client, links a bando and archives it; no supplier calls for it', async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  const milano = (await api(page, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano'));
  const client = (await api(page, 'GET', `/api/projects/${milano.id}/clients?take=1&sort=created_at`)).body.data[0];
  try {
    await page.goto(`/ambiente/${milano.id}/richieste/crea?client_id=${client.id}`);
    await page.getByTestId('call-create-form').waitFor();
    // the client is preset and there is no supplier option
    assert.equal(await page.getByTestId('call-type').count(), 0);
    await page.waitForFunction((name) => document.querySelector('[data-testid="call-client"]')?.value === name, client.business_name, {
      timeout: 15_000,
    });
    assert.equal(await page.getByTestId('call-client').isDisabled(), true);
    await pickFirst(page, 'call-referent');
    const note = `Interesse per bando macchinari ${Date.now()}`;
    await page.getByTestId('call-note').fill(note);
    await page.getByTestId('call-submit').click();
    await page.getByTestId('detail-call').waitFor();
    await page.getByText(note).first().waitFor();
    const callId = Number(new URL(page.url()).pathname.split('/').pop());
    const created = (await api(page, 'GET', `/api/projects/${milano.id}/calls/${callId}`)).body;
    assert.equal(created.client_id, client.id);
    assert.equal(created.status, 'open');

    // link a bando proposed in the call
    await pickFirst(page, 'call-bando-select');
    await page.getByTestId('call-bando-link').click();
    await page
      .locator('[data-testid^="call-bando-"]')
      .filter({ has: page.getByRole('link') })
      .first()
      .waitFor({ timeout: 15_000 });
    assert.equal((await api(page, 'GET', `/api/projects/${milano.id}/calls/${callId}`)).body.announcements.length, 1);

    // archive it
    await page.getByTestId('call-archive').click();
    await page.getByTestId('call-restore').waitFor();
    await page.getByTestId('call-status-badge').getByText('Archiviata').waitFor();

    // the API refuses a supplier call to a client manager
    const supplier = await api(page, 'POST', `/api/projects/${milano.id}/calls`, {
      type: 'supplier',
      company_name: 'Fornitore Vietato S.r.l.',
    });
    assert.equal(supplier.status, 403);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('an administrator logs a supplier call and sends it: the e-mail lands in the outbox', async () => {
  const page = await newPage(browser);
  await withSession(page, 'admin@demo.local');
  const milano = (await api(page, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano'));
  const company = `Impianti Collaudo ${Date.now()} S.r.l.`;
  try {
    await page.goto(`/ambiente/${milano.id}/richieste/crea`);
    await page.getByTestId('call-type').getByText('Richiesta fornitore').click();
    await page.getByTestId('call-company').fill(company);
    await page.getByTestId('call-add-recipient').click();
    await page.getByLabel('Nome destinatario 1').fill('Ufficio tecnico');
    await page.getByLabel('Email destinatario 1').fill('tecnico@impianti-collaudo.it');
    await page.getByTestId('call-note').fill('Preventivo per impianto fotovoltaico da 60 kWp');
    await page.getByTestId('call-submit').click();
    await page.getByTestId('detail-call').waitFor();
    await page.getByTestId('call-send').click();
    await page.getByTestId('call-sent').waitFor({ timeout: 15_000 });
    assert.match(await page.getByTestId('call-sent').innerText(), /tecnico@impianti-collaudo\.it/);
    // the e-mail goes through the job queue: written shortly after the answer that queued it
    const mail = await waitForMail(company, /To: .*tecnico@impianti-collaudo\.it/);
    assert.match(mail, /fotovoltaico da 60 kWp/);
    assert.equal(outboxMails(company).length, 1, 'one e-mail in the outbox');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
