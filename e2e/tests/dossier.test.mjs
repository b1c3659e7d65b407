/* global document, window -- used inside page.evaluate (browser context) */
/**
 * Issue 35, acceptance 5, "Dossier" (docs/domain.md#dossier): the dossier's progress from 0 to
 * complete, including an upload through the referent's link in a second, anonymous context. The
 * local expert publishes an announcement asking for 3 standard documents; the gestore creates a client of
 * its own and a negotiation on that announcement (API), opens the negotiation from the client's
 * "Trattative" tab, builds the dossier ("Dossier 0/3"), uploads a file to the first item and
 * marks it verified, marks the second "Non applicabile" ("Dossier 1/2"), creates the referent's
 * link; a browser context without cookies opens the link, sees only the missing item and uploads
 * its file (axe-core: no violation on that public page); back in the first context the item is
 * "Da verificare", "Dossier 2/2", and once verified no item is left to verify. The client's "Log"
 * tab shows the referent's upload. The client (with its negotiation) and the announcement are deleted at
 * the end.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, api, ready, quiet, openCallBody } from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** axe-core's violations on the whole page, as `rule: targets` lines. */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      window.axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)),
    TAGS,
  );
}

/** A published local announcement asking for `standard_documents`, with no limit on the requirements (lib.mjs). */
function call(name, standardDocuments) {
  return openCallBody(name, {
    link_regulatory: 'https://www.mimit.gov.it/it/incentivi/bando-e2e-dossier',
    standard_documents: standardDocuments,
  });
}

/** Picks `name` in the file chooser a click on `button` opens. */
async function upload(page, button, name) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
}

test("dossier progress from 0 to complete, including an upload through the referent's link in a second, anonymous context", async () => {
  const expert = await newPage(browser);
  const manager = await newPage(browser);
  const referent = await newPage(browser);
  await Promise.all([withSession(expert, 'esperto.locale@demo.local'), withSession(manager, 'gestore@demo.local')]);
  const milano = (await api(manager, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano')).id;
  const stamp = Date.now();
  const docs = (await api(expert, 'GET', '/api/standard-documents')).body.data.slice(0, 3);
  assert.equal(docs.length, 3, 'the catalogue has 3 standard documents');
  const created = await api(
    expert,
    'POST',
    `/api/projects/${milano}/announcements`,
    call(
      `Bando dossier e2e ${stamp}`,
      docs.map((d) => d.id),
    ),
  );
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const callId = created.body.id;
  let clientId;
  const deleted = [];
  try {
    const client = await api(manager, 'POST', `/api/projects/${milano}/clients`, { business_name: `Dossier e2e ${stamp} S.r.l.` });
    assert.equal(client.status, 201, JSON.stringify(client.body));
    clientId = client.body.id;
    const negotiation = await api(manager, 'POST', `/api/projects/${milano}/negotiations`, {
      client_id: clientId,
      title: `Domanda dossier ${stamp}`,
      announcement_id: callId,
    });
    assert.equal(negotiation.status, 201, JSON.stringify(negotiation.body));
    const negId = negotiation.body.id;
    const dossierUrl = `/api/projects/${milano}/negotiations/${negId}/dossier`;

    // the negotiation's window from the client's "Trattative" tab: no dossier yet
    await manager.goto(`/ambiente/${milano}/clienti/${clientId}`);
    await manager.getByRole('tab', { name: 'Trattative' }).click();
    await manager.getByTestId(`edit-negotiation-${negId}`).click();
    const dialog = manager.getByRole('dialog', { name: 'Modifica trattativa' });
    const panel = dialog.getByTestId('dossier-panel');
    await panel.getByText('Nessuna voce: crea il dossier dai documenti del bando o aggiungi una voce.').waitFor({ timeout: 30_000 });
    const progress = panel.getByTestId('dossier-progress');
    const expectProgress = (text) => progress.getByText(text, { exact: true }).waitFor();

    // "Crea dal bando": one item per standard document, all missing
    assert.equal((await panel.getByTestId('dossier-build').innerText()).trim(), 'Crea dal bando');
    await panel.getByTestId('dossier-build').click();
    await expectProgress('Dossier 0/3');
    const items = (await api(manager, 'GET', dossierUrl)).body.items;
    assert.deepEqual(items.map((i) => [i.label, i.status]).sort(), docs.map((d) => [d.name, 'mancante']).sort());
    const row = (i) => panel.getByTestId(`dossier-item-${items[i].id}`);
    for (let i = 0; i < 3; i++) await row(i).getByText('Mancante', { exact: true }).waitFor();
    assert.equal((await panel.getByTestId('dossier-build').innerText()).trim(), 'Aggiorna dal bando');

    // the gestore's upload: caricato, to verify; then verified
    await upload(manager, row(0).getByRole('button', { name: 'Carica file' }), 'visura.pdf');
    await expectProgress('Dossier 1/3');
    await row(0).getByText('Da verificare', { exact: true }).waitFor();
    await row(0).getByRole('link', { name: 'visura.pdf' }).waitFor();
    await row(0).getByRole('button', { name: 'Segna verificato' }).click();
    await row(0).getByText('Verificato', { exact: true }).waitFor();
    await row(0).getByText('Da verificare', { exact: true }).waitFor({ state: 'detached' });
    await row(0)
      .getByText(/^Verificato da .+ il \d{2}\/\d{2}\/\d{4}$/)
      .waitFor();

    // the second does not apply: it leaves the count
    await row(1).getByRole('button', { name: 'Non applicabile' }).click();
    await expectProgress('Dossier 1/2');
    await row(1).getByRole('button', { name: 'Ripristina' }).waitFor();
    await row(1).getByText('Non applicabile', { exact: true }).waitFor();

    // the referent's link, opened in a context without cookies
    await panel.getByTestId('dossier-link').click();
    const linkText = panel.getByText(/\/dossier\/caricamento\?token=/);
    await linkText.waitFor();
    const url = new URL((await linkText.innerText()).trim());
    assert.equal(url.pathname, '/dossier/caricamento');
    assert.deepEqual(await referent.context().cookies(), [], 'the referent has no session');
    await referent.goto(`${url.pathname}${url.search}`);
    const page = referent.getByTestId('dossier-upload-page');
    await page.waitFor({ timeout: 30_000 });
    await ready(referent);
    await page.getByText(`Dossier e2e ${stamp} S.r.l. · Domanda dossier ${stamp}`).waitFor();
    // only the missing item: neither the verified one nor the one that does not apply
    assert.deepEqual(await page.getByRole('button', { name: 'Carica' }).count(), 1);
    await page.getByText(items[2].label, { exact: true }).waitFor();
    assert.deepEqual(await axe(referent), []);
    await upload(referent, page.getByRole('button', { name: 'Carica' }), 'durc.pdf');
    await page.getByText(`«${items[2].label}» caricato: lo studio lo verificherà.`).waitFor();
    await page.getByText('Non manca nessun documento: grazie!').waitFor();
    assert.deepEqual(await axe(referent), []);

    // back in the first context (the window opened again): the referent's file, to verify; the progress complete
    await manager.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await manager.getByTestId(`edit-negotiation-${negId}`).click();
    await quiet(manager);
    await row(2).getByText('Da verificare', { exact: true }).waitFor();
    await row(2).getByRole('link', { name: 'durc.pdf (caricato dal cliente)' }).waitFor();
    await expectProgress('Dossier 2/2');
    await row(2).getByRole('button', { name: 'Segna verificato' }).click();
    await row(2).getByText('Verificato', { exact: true }).waitFor();
    await expectProgress('Dossier 2/2');
    assert.equal(await progress.getByRole('progressbar').getAttribute('aria-label'), 'Dossier completo al 100%');
    assert.equal(await panel.getByText('Da verificare', { exact: true }).count(), 0, 'nothing left to verify');
    const final = (await api(manager, 'GET', dossierUrl)).body;
    assert.deepEqual(final.progress, { required_total: 2, done: 2 });
    assert.deepEqual(
      final.items.map((i) => i.status),
      ['verificato', 'non applicabile', 'verificato'],
    );

    // the client's Log tab: the referent's upload, with the item
    await manager.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await manager.getByRole('tab', { name: 'Log' }).click();
    const log = manager.getByTestId('audit-log');
    const uploadRow = log.getByRole('row').filter({ hasText: 'Cliente (link di caricamento)' });
    await uploadRow.getByText('File del dossier caricato').waitFor({ timeout: 30_000 });
    await uploadRow.getByText(`Voce: ${items[2].label} · File: durc.pdf (dal link del cliente)`).waitFor();
    assert.deepEqual(manager.errors, []);
    assert.deepEqual(referent.errors, []);
  } finally {
    // the client goes with its negotiation and dossier, then the announcement
    if (clientId) deleted.push((await api(manager, 'DELETE', `/api/projects/${milano}/clients/${clientId}`)).status);
    deleted.push((await api(expert, 'DELETE', `/api/projects/${milano}/announcements/${callId}`)).status);
    for (const p of [expert, manager, referent]) await p.context().close();
  }
  assert.deepEqual(deleted, [204, 204], 'the client, its negotiation and the announcement are deleted');
});
