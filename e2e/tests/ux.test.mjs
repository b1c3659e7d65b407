/* global document -- used inside page.waitForFunction (browser context) */
/**
 * Lists and detail pages a consultant can rely on (issue 15, acceptance 3 and 4, partly): a
 * missing record is the 404 screen without the record's actions; Bandi opens on the open announcements;
 * filters, search and page live in the address (reload, a copied URL, back); every page has its
 * own browser title.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, ready, navigate, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The state badges ("Aperto", "Chiuso"…) of the shown rows of the announcement list. */
async function rowStates(page) {
  const rows = page.getByTestId('list-row');
  await rows.first().waitFor();
  const out = [];
  // textContent: the badges are upper-cased by CSS only
  for (const row of await rows.all()) out.push((await row.locator('td').nth(3).textContent()).trim());
  return out;
}

/** The name in the first row of the list, once the list is loaded. */
async function firstRowName(page) {
  await page.locator('[data-testid="list-announcements"] table[aria-busy="false"]').waitFor();
  return (await page.getByTestId('list-row').first().locator('td').first().innerText()).trim();
}

test('a missing record is the "non trovato" screen, without the actions of the record', async () => {
  const page = await newPage(browser);
  await withSession(page, 'admin@demo.local');
  const cases = [
    ['/ambiente/1/clienti/99999', 'Clienti'],
    ['/ambiente/1/bandi/99999', 'Bandi'],
    ['/ambiente/1/richieste/99999', 'Richieste'],
    ['/ambiente/1/referenti/99999', 'Referenti'],
    ['/bandi/99999', 'Bandi'],
  ];
  for (const [path, list] of cases) {
    await page.goto(path);
    const screen = page.getByTestId('detail-not-found');
    await screen.waitFor();
    assert.match(await screen.innerText(), /non trovat/i, path);
    for (const action of ['Modifica', 'Nuova richiesta', 'Riprova', 'Elimina', 'Duplica']) {
      assert.equal(await page.getByRole('button', { name: action }).count(), 0, `${path}: ${action}`);
      assert.equal(await page.getByRole('link', { name: action }).count(), 0, `${path}: ${action}`);
    }
    assert.equal(await page.getByTestId('detail-error').count(), 0, path);
    await page.getByRole('link', { name: `Torna a ${list}` }).waitFor();
  }
  // the way back leads to the list
  await page.goto('/ambiente/1/clienti/99999');
  await page.getByRole('link', { name: 'Torna a Clienti' }).click();
  await page.getByTestId('list-clients').waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Bandi opens on the open announcements, soonest closing first; the closed ones are behind "Stato"', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local', PASSWORD, '/ambiente/1/bandi');
  await page.getByTestId('list-announcements').waitFor();
  assert.equal(await page.getByTestId('filter-state').inputValue(), 'Aperti');
  const states = await rowStates(page);
  assert.equal(states[0], 'Aperto');
  assert.ok(
    states.every((s) => s === 'Aperto'),
    states.join(),
  );
  // the API's own default order (no filter) also starts with an open announcement, by closing date
  const all = (await api(page, 'GET', '/api/projects/1/announcements?take=15')).body.data;
  assert.equal(all[0].state, 'open');
  const open = all.filter((a) => a.state === 'open' && a.end_date).map((a) => a.end_date);
  assert.deepEqual(open, [...open].sort());

  // ?state=closed in the address is honoured
  await page.goto('/ambiente/1/bandi?state=closed');
  assert.equal(await page.getByTestId('filter-state').inputValue(), 'Chiusi');
  assert.ok((await rowStates(page)).every((s) => s === 'Chiuso'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('filters, search and page survive a reload, a copied URL in a new context, and back', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local', PASSWORD, '/ambiente/1/bandi');
  await page.getByTestId('list-announcements').waitFor();
  await firstRowName(page);
  await page.getByTestId('filter-state').click();
  await page.getByRole('option', { name: 'Tutti' }).click();
  await page.waitForURL(/state=all/);
  // the list of every state has loaded and its pagination is drawn: a click while React swaps
  // the pagination of the open announcements for it can land between two renders and be lost (CI of
  // fa7ad63 on a slow machine: no request for page 3 within 30 s)
  await ready(page);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/announcements?') && r.url().includes('skip=30')),
    page.getByRole('button', { name: 'Pagina 3', exact: true }).click(),
  ]);
  await page.waitForURL(/page=3/);
  const onPage3 = await firstRowName(page);
  const url = page.url();
  assert.match(url, /state=all/);

  await page.reload();
  assert.equal(await firstRowName(page), onPage3);
  assert.equal(await page.getByTestId('filter-state').inputValue(), 'Tutti');
  assert.equal(await page.getByRole('button', { name: 'Pagina 3', exact: true }).getAttribute('data-active'), 'true');

  // the same address in another browser (a link sent to a colleague)
  const other = await newPage(browser);
  await login(other, 'gestore@demo.local', PASSWORD, url);
  assert.equal(await firstRowName(other), onPage3);
  assert.equal(await other.getByTestId('filter-state').inputValue(), 'Tutti');
  await other.context().close();

  // back: page 1 of the same filter, then the default filter
  await page.goBack();
  await page.waitForURL((u) => !u.search.includes('page='));
  assert.match(page.url(), /state=all/);
  await page.goBack();
  await page.waitForURL((u) => !u.search.includes('state='));
  assert.equal(await page.getByTestId('filter-state').inputValue(), 'Aperti');

  // the search text is in the address too, and a reload keeps it
  await page.goto('/ambiente/1/clienti');
  await page.getByTestId('list-clients').waitFor();
  await page.getByTestId('list-search').fill('Brambilla');
  await page.waitForURL(/q=Brambilla/);
  await page.reload();
  assert.equal(await page.getByTestId('list-search').inputValue(), 'Brambilla');
  await page.getByText('Officine Meccaniche Brambilla S.r.l.').waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('every page has its own browser title', async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  const env = (await api(page, 'GET', '/api/projects/1')).body.name;
  const titles = new Set();
  const expectTitle = async (path, expected) => {
    await navigate(page, path);
    await page.waitForFunction((t) => document.title === t, expected, { timeout: 15_000 }).catch(() => undefined);
    assert.equal(await page.title(), expected, path);
    titles.add(await page.title());
  };
  await expectTitle('/ambiente/1/clienti', `Clienti · ${env} – Portale Bandi`);
  await expectTitle('/ambiente/1/bandi', `Bandi · ${env} – Portale Bandi`);
  await expectTitle('/ambiente/1/richieste', `Richieste · ${env} – Portale Bandi`);
  const client = (await api(page, 'GET', '/api/projects/1/clients?take=1&sort=created_at')).body.data[0];
  await expectTitle(`/ambiente/1/clienti/${client.id}`, `${client.business_name} · ${env} – Portale Bandi`);
  await expectTitle('/ambiente/1/clienti/99999', `Cliente non trovato · ${env} – Portale Bandi`);
  assert.equal(titles.size, 5);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("navigate() (the tests' move inside the app) ends on the new page, not on the one still shown while it loads", async () => {
  const page = await newPage(browser);
  await withSession(page, 'gestore@demo.local');
  await page.goto('/ambiente/1/clienti');
  await ready(page);
  // a busy machine (the walks run side by side): the renderer at an eighth of its speed
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // the app's own move to the client form is still being rendered when the test moves on
  await page.getByRole('link', { name: 'Nuovo cliente' }).click();
  await navigate(page, '/ambiente/1/referenti');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // what navigate() answered on is what a test then reads, without waiting for anything more
  assert.equal(await page.getByRole('button', { name: 'Aggiungi sede', exact: true }).count(), 0, 'the client form is still shown');
  assert.equal(await page.getByRole('heading', { name: 'Referenti', level: 2 }).count(), 1, 'the referent list is not shown');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
