/* global document, getComputedStyle -- used inside page.evaluate (browser context) */
/**
 * Issue 15, acceptance 3 and 4: a switched-off module is a "Modulo non attivo" page at its own
 * address and the administrator can always switch Impostazioni back on from the UI; table cells
 * and badges are never cut at 1280 and 1440 px; finishing touches. Acceptance 5 (the pages speak
 * Italian) is ux-language.test.mjs.
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

const ALL_ON = { announcements: true, clients: true, calls: true, settings: true };

/** Waits until the page shows what it loaded (ready() in lib.mjs). */
async function settle(page) {
  await ready(page);
}

/** The id of the Milano environment (the first of the demo). */
async function milanoId(page) {
  const all = (await api(page, 'GET', '/api/projects')).body.data;
  return all.find((p) => p.name.includes('Milano')).id;
}

test('a switched-off module shows "Modulo non attivo" at its address, for every role and deep link', async () => {
  const admin = await newPage(browser);
  await login(admin, 'admin@demo.local');
  const id = await milanoId(admin);
  try {
    const v = await api(admin, 'PUT', `/api/projects/${id}/modules`, { ...ALL_ON, calls: false, announcements: false });
    assert.equal(v.status, 200);
    for (const [email, path, canSwitch] of [
      ['admin@demo.local', `/ambiente/${id}/richieste`, true],
      ['gestore@demo.local', `/ambiente/${id}/richieste/1`, false],
      ['gestore@demo.local', `/ambiente/${id}/bandi?state=all`, false],
      ['esperto.locale@demo.local', `/ambiente/${id}/template`, false],
    ]) {
      const page = email === 'admin@demo.local' ? admin : await newPage(browser);
      if (page !== admin) await login(page, email);
      await page.goto(path);
      const screen = page.getByTestId('module-inactive');
      await screen.waitFor();
      assert.equal(new URL(page.url()).pathname, path.split('?')[0], `${email}: no redirect from ${path}`);
      assert.match(await screen.innerText(), /Modulo non attivo/);
      assert.equal(await page.getByRole('link', { name: 'Vai alle impostazioni' }).count(), canSwitch ? 1 : 0, email);
      assert.match(await page.title(), /^Modulo non attivo/);
      assert.deepEqual(page.errors, [], email);
      if (page !== admin) await page.context().close();
    }
  } finally {
    await api(admin, 'PUT', `/api/projects/${id}/modules`, ALL_ON);
    await admin.context().close();
  }
});

test('the administrator switches Impostazioni off and back on from the settings page; others get "Modulo non attivo"', async () => {
  const page = await newPage(browser);
  await withSession(page, 'admin@demo.local');
  const id = await milanoId(page);
  try {
    await page.goto(`/ambiente/${id}/impostazioni`);
    const toggle = page.getByTestId('module-switch-settings');
    await toggle.waitFor();
    assert.equal(await toggle.isChecked(), true);
    await toggle.click();
    await page.waitForFunction(async (pid) => (await (await fetch(`/api/projects/${pid}/modules`)).json()).settings === false, id);
    // the page holding the switches stays, after a reload too, and so does its sidebar entry
    await page.reload();
    await page.getByTestId('module-switch-settings').waitFor();
    assert.equal(await page.getByTestId('module-switch-settings').isChecked(), false);
    await page.getByTestId('sidebar-impostazioni').waitFor();
    assert.equal(await page.getByTestId('module-inactive').count(), 0);

    // the local administrator of the environment: no entry, and its address says why
    const local = await newPage(browser);
    await login(local, 'amministratore.locale@demo.local', PASSWORD, `/ambiente/${id}/impostazioni`);
    await local.getByTestId('module-inactive').waitFor();
    assert.equal(await local.getByTestId('sidebar-impostazioni').count(), 0);
    assert.equal(new URL(local.url()).pathname, `/ambiente/${id}/impostazioni`);
    await local.context().close();

    // back on, from the UI
    await page.getByTestId('module-switch-settings').click();
    await page.waitForFunction(async (pid) => (await (await fetch(`/api/projects/${pid}/modules`)).json()).settings === true, id);
    await page.reload();
    await page.getByTestId('settings-project-details').waitFor();
    assert.equal(await page.getByTestId('module-switch-settings').isChecked(), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await api(page, 'PUT', `/api/projects/${id}/modules`, ALL_ON);
    await page.context().close();
  }
});

/**
 * The table cells whose content is cut: an element inside a cell (or the cell) wider than its box
 * while it hides the overflow, or a text ending in "…" drawn by CSS ellipsis.
 */
async function cutCells(page) {
  return page.evaluate(() => {
    const out = [];
    for (const td of document.querySelectorAll('main td, main th, [role="dialog"] td')) {
      for (const el of [td, ...td.querySelectorAll('*')]) {
        if (!el.clientWidth) continue;
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1) {
          out.push(`${el.className || el.tagName}: "${td.innerText.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return out;
  });
}

test('no table cell or badge is cut at 1280 and 1440 px (Bandi, clients, settings users); filters sit under the title', async () => {
  const pages = [
    [
      'gestore@demo.local',
      (id) => [`/ambiente/${id}/bandi?state=all`, `/ambiente/${id}/bandi`, '/bandi?state=all', `/ambiente/${id}/clienti`],
    ],
    ['admin@demo.local', (id) => ['/impostazioni?tab=utenti', '/impostazioni?tab=esperti-bandi-globali', `/ambiente/${id}/impostazioni`]],
    [
      'amministratore.locale@demo.local',
      (id) => [`/ambiente/${id}/impostazioni`, `/ambiente/${id}/referenti`, `/ambiente/${id}/richieste`],
    ],
  ];
  for (const [email, paths] of pages) {
    const page = await newPage(browser);
    await login(page, email);
    const id = await milanoId(page);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths(id)) {
        await navigate(page, path);
        await settle(page);
        await page
          .locator('main table tbody tr')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => assert.fail(`${email} ${path}: no table shown`));
        assert.deepEqual(await cutCells(page), [], `${email} ${path} at ${width}px`);
      }
    }
    await page.context().close();
  }
  // the Bandi filters come after the breadcrumbs and the title
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/bandi');
  const filters = await page.getByTestId('announcement-filters').boundingBox();
  const title = await page.getByRole('heading', { level: 2 }).first().boundingBox();
  assert.ok(filters.y > title.y + title.height - 1, 'filters under the title');
  await page.context().close();
});

test('finishing touches: the environment name for a single-environment user; a newsletter link without token is not a confirmation', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  const profile = (await api(page, 'GET', '/api/profile')).body;
  await page.getByTestId('sidebar').waitFor();
  assert.equal((await page.getByTestId('sidebar-project-name').innerText()).trim(), profile.projects[0].name);
  await page.goto('/iscrizione-newsletter');
  await page.getByRole('heading').first().waitFor();
  const text = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(text, /Iscrizione confermata/i);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the collapsed sidebar (phone-size screen) names each entry in a tooltip on hover and on keyboard focus', async () => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 412, height: 823 });
  await login(page, 'gestore@demo.local', PASSWORD, '/ambiente/1/bandi');
  await page.getByTestId('list-announcements').waitFor();
  assert.equal(await page.getByTestId('sidebar').getAttribute('data-expanded'), 'false');
  // no tooltip is mounted before one is asked for
  assert.equal(await page.getByRole('tooltip').count(), 0);
  await page.getByTestId('sidebar-clienti').hover();
  await page.getByRole('tooltip', { name: 'Clienti' }).waitFor();
  // the pointer leaves: the tooltip goes
  await page.mouse.move(300, 400);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  // keyboard focus names the entry too
  await page.getByTestId('sidebar-manuale').focus();
  await page.getByRole('tooltip', { name: 'Manuale' }).waitFor();
  await page.getByTestId('sidebar-manuale').blur();
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
