/* global document, window -- used inside page.evaluate (browser context) */
/**
 * Issue 37, acceptance 2, "Clienti idonei": from an announcement's tab the client manager selects 10
 * eligible clients and opens 10 negotiations in one action. The local expert publishes a local
 * announcement of the Milano environment that sets no limit (every client with a seat in Italy is
 * eligible); the gestore creates 10 clients with a seat in Lombardia (it manages them), opens the
 * announcement, the "Clienti idonei" tab, filters "Idoneo", ticks its 10 rows, "Apri trattative",
 * confirms, and the result says 10 opened; the API then lists exactly one negotiation on that announcement
 * for each of the 10 clients. axe-core finds no violation on the tab. The records are deleted at
 * the end (the clients with their negotiations, then the announcement): the file changes nothing another
 * file sees.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, api, ready, openCallBody } from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COUNT = 10;

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * axe-core's violations inside the announcement's page (`detail-announcement`: the tabs and the open tab's
 * panel) and inside an open modal (rendered in a portal), as `rule: targets` lines. The shell
 * around the page (sidebar, header) is left to the accessibility walks.
 */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((tags) => {
    const include = ['[data-testid="detail-announcement"]', '.mantine-Modal-root'].filter((s) => document.querySelector(s));
    return window.axe
      .run({ include: include.map((s) => [s]) }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
  }, TAGS);
}

/** A published local announcement every Italian seat meets, open until 2099 (lib.mjs). */
function openCall(name) {
  return openCallBody(name, { link_regulatory: 'https://www.mimit.gov.it/it/incentivi/bando-e2e-idonei' });
}

test('from the "Clienti idonei" tab the gestore selects 10 eligible clients and opens 10 negotiations in one action', async () => {
  const expert = await newPage(browser);
  const manager = await newPage(browser);
  await Promise.all([withSession(expert, 'esperto.locale@demo.local'), withSession(manager, 'gestore@demo.local')]);
  const milano = (await api(manager, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano')).id;
  const stamp = Date.now();
  const call = await api(expert, 'POST', `/api/projects/${milano}/announcements`, openCall(`Bando idonei e2e ${stamp}`));
  assert.equal(call.status, 201, JSON.stringify(call.body));
  assert.equal(call.body.status, 'published');
  const callId = call.body.id;
  // "0…" sorts the clients first among the eligible ones (by name): all 10 on the tab's first page
  const names = Array.from({ length: COUNT }, (_, i) => `0 Idoneo e2e ${stamp} ${String(i + 1).padStart(2, '0')} S.r.l.`);
  const clientIds = [];
  const deleted = [];
  try {
    for (const business_name of names) {
      const res = await api(manager, 'POST', `/api/projects/${milano}/clients`, {
        business_name,
        client_legal_location: { nation: 'Italia', region: '03', province: 'MI' },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      clientIds.push(res.body.id);
    }
    const eligible = (
      await api(manager, 'GET', `/api/projects/${milano}/announcements/${callId}/eligible-clients?verdict=eligible&take=100`)
    ).body.data.map((r) => r.client.id);
    for (const id of clientIds) assert.ok(eligible.includes(id), `client ${id} is eligible for the announcement`);

    await manager.goto(`/ambiente/${milano}/bandi/${callId}`);
    await manager.getByTestId('detail-announcement').waitFor({ timeout: 30_000 });
    await manager.getByTestId('tab-eligible-clients').click();
    await manager.getByTestId('eligible-row').first().waitFor({ timeout: 30_000 });
    await ready(manager);
    // filter "Idoneo"
    await manager.getByTestId('filter-verdict').click();
    await manager.getByRole('option', { name: 'Idoneo', exact: true }).click();
    await ready(manager);
    await manager.getByRole('checkbox', { name: `Seleziona ${names[0]}`, exact: true }).waitFor();
    assert.deepEqual(await axe(manager), []);
    for (const name of names) await manager.getByRole('checkbox', { name: `Seleziona ${name}`, exact: true }).check();
    const bulk = manager.getByTestId('bulk-negotiations');
    assert.equal((await bulk.textContent()).trim(), `Apri trattative (${COUNT})`);
    await bulk.click();
    const dialog = manager.getByRole('dialog', { name: 'Apri trattative' });
    await dialog.getByText(`Aprire una trattativa su questo bando per ${COUNT} clienti selezionati?`).waitFor();
    await manager.getByTestId('bulk-confirm').click();
    const result = manager.getByTestId('bulk-result');
    await result.waitFor({ timeout: 30_000 });
    assert.match(await result.innerText(), new RegExp(`Trattative aperte: ${COUNT}\\. Rifiutate: 0\\.`));
    assert.deepEqual(await axe(manager), []);
    await result.getByRole('button', { name: 'Chiudi' }).click();
    await result.waitFor({ state: 'detached' });

    // exactly one negotiation on the announcement for each of the 10 clients, at the first stage
    let onCall = 0;
    for (const id of clientIds) {
      const list = await api(manager, 'GET', `/api/projects/${milano}/negotiations?client_id=${id}&take=100`);
      assert.equal(list.status, 200);
      const mine = list.body.data.filter((n) => n.announcement_id === callId);
      assert.equal(mine.length, 1, `client ${id}: one negotiation on the announcement`);
      assert.equal(mine[0].stage, 'contact');
      onCall += mine.length;
    }
    assert.equal(onCall, COUNT);
    assert.deepEqual(manager.errors, []);
  } finally {
    // the clients go with their negotiations (DELETE …/clients/{id}), then the announcement
    for (const id of clientIds) deleted.push((await api(manager, 'DELETE', `/api/projects/${milano}/clients/${id}`)).status);
    deleted.push((await api(expert, 'DELETE', `/api/projects/${milano}/announcements/${callId}`)).status);
    await expert.context().close();
    await manager.context().close();
  }
  assert.deepEqual(deleted, Array(COUNT + 1).fill(204), 'the clients, their negotiations and the announcement are deleted');
});
