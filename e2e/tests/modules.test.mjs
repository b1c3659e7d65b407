/** Acceptance 4: an administrator switches a module off for one environment. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('switching richieste off hides its sidebar entry there and the API answers 403 there; the other environment keeps it', async () => {
  const page = await newPage(browser);
  await withSession(page, 'admin@demo.local');
  const all = (await api(page, 'GET', '/api/projects')).body.data;
  const milano = all.find((p) => p.name.includes('Milano'));
  const bari = all.find((p) => p.name.includes('Bari'));
  try {
    await page.goto(`/ambiente/${milano.id}/impostazioni`);
    await page.getByTestId('sidebar-richieste').waitFor();
    const toggle = page.getByTestId('module-switch-calls');
    await toggle.waitFor();
    assert.equal(await toggle.isChecked(), true);
    await toggle.click();
    await page.getByTestId('sidebar-richieste').waitFor({ state: 'detached', timeout: 15_000 });
    assert.equal((await api(page, 'GET', `/api/projects/${milano.id}/calls`)).status, 403);

    await page.goto(`/ambiente/${bari.id}/clienti`);
    await page.getByTestId('sidebar-richieste').waitFor();
    assert.equal((await api(page, 'GET', `/api/projects/${bari.id}/calls`)).status, 200);

    // a client manager of Milano does not see the entry either, and the API refuses it
    const other = await newPage(browser);
    await login(other, 'gestore@demo.local');
    await other.getByTestId('sidebar-clienti').waitFor();
    assert.equal(await other.getByTestId('sidebar-richieste').count(), 0);
    assert.equal((await api(other, 'GET', `/api/projects/${milano.id}/calls`)).status, 403);
    await other.context().close();
  } finally {
    await api(page, 'PUT', `/api/projects/${milano.id}/modules`, { announcements: true, clients: true, calls: true, settings: true });
    await page.context().close();
  }
});
