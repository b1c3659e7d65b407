/* global document, getComputedStyle -- used inside page.evaluate / waitForFunction (browser context) */
/**
 * Issue 5, acceptances 3 and 4: an administrator changes an environment's colour and logo and
 * switches richieste off there (the sidebar changes at once); a deactivated user cannot log in;
 * the alert set in the settings is active for every user and goes away when its window ends;
 * the client manager reaches the environment's Newsletter screen while the newsletter is on (issue
 * 39, defect 4).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, waitForMail, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Mantine's resolved primary filled colour and the filled colour of a palette (e.g. red). */
const primary = (page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim());
const paletteFilled = (page, color) =>
  page.evaluate((c) => getComputedStyle(document.documentElement).getPropertyValue(`--mantine-color-${c}-filled`).trim(), color);

test('an administrator changes colour and logo and switches richieste off: the sidebar follows at once; newsletter on', async () => {
  const page = await newPage(browser);
  await withSession(page, 'admin@demo.local');
  const name = `Ambiente aspetto ${Date.now()}`;
  const created = await api(page, 'POST', '/api/projects', { name, color: 'blue' });
  assert.equal(created.status, 201);
  const id = created.body.id;
  await page.goto(`/ambiente/${id}/impostazioni`);
  await page.getByTestId('appearance-card').waitFor();
  await page.getByTestId('sidebar-richieste').waitFor();
  const red = await paletteFilled(page, 'red');
  assert.equal(await primary(page), await paletteFilled(page, 'blue'));
  assert.notEqual(red, '');

  await page.getByTestId('project-color-red').click();
  await page.waitForFunction(
    (want) => getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim() === want,
    red,
    { timeout: 15_000 },
  );

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('logo-horizontal-upload').click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const sidebarLogo = page.getByTestId('sidebar').getByRole('img', { name: `Logo ${name}` });
  await sidebarLogo.waitFor({ timeout: 15_000 });
  assert.match(await sidebarLogo.getAttribute('src'), /^\/api\/logos\/[0-9a-f-]{36}$/);
  const img = await page.request.get(await sidebarLogo.getAttribute('src'));
  assert.equal(img.headers()['content-type'], 'image/png');

  await page.getByTestId('module-switch-calls').click();
  await page.getByTestId('sidebar-richieste').waitFor({ state: 'detached', timeout: 15_000 });
  assert.equal((await api(page, 'GET', `/api/projects/${id}/calls`)).status, 403);
  // newsletter off (issue 13, acceptance 3): no newsletter card, so no compose or send action
  assert.equal(await page.getByTestId('newsletters-card').count(), 0);
  // the newsletter switch (administrator) brings the newsletter card, where a draft is composed
  await page.getByTestId('project-newsletter').click();
  await page.getByTestId('newsletters-card').waitFor({ timeout: 15_000 });
  await page.getByTestId('newsletter-create').click();
  await page.getByTestId('newsletter-subject').fill('Bandi del mese');
  await page.getByTestId('newsletter-body').fill('Le novità per le imprese del territorio.');
  await page.getByTestId('newsletter-save').click();
  await page.getByTestId('newsletters-card').getByText('Bandi del mese').waitFor({ timeout: 15_000 });

  const project = (await api(page, 'GET', `/api/projects/${id}`)).body;
  assert.equal(project.color, 'red');
  assert.equal(project.modules.calls, false);
  assert.equal(project.newsletter_enabled, true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('issue 39, defect 4: the client manager opens the Newsletter screen from its sidebar; the referent may not', async () => {
  const admin = await newPage(browser);
  await login(admin, 'admin@demo.local');
  // environment 1 of the demo data, the client manager's, with its newsletter on for this test only
  assert.equal((await api(admin, 'PUT', '/api/projects/1', { newsletter_enabled: true })).status, 200);
  const subject = `Newsletter del gestore ${Date.now()}`;
  try {
    const manager = await newPage(browser);
    await login(manager, 'gestore@demo.local', PASSWORD, '/ambiente/1/clienti');
    await manager.getByTestId('sidebar-newsletter').click();
    await manager.waitForURL((url) => url.pathname === '/ambiente/1/newsletter');
    await manager.getByTestId('newsletters-page').waitFor();
    await manager.getByTestId('subscribers-card').waitFor();
    // the administrator's newsletter switch and the rest of the settings are not there
    assert.equal(await manager.getByTestId('project-newsletter').count(), 0);
    assert.equal(await manager.getByTestId('sidebar-impostazioni').count(), 0);
    await manager.getByTestId('newsletter-create').click();
    await manager.getByTestId('newsletter-subject').fill(subject);
    await manager.getByTestId('newsletter-body').fill('Le novità per i clienti dello studio.');
    await manager.getByTestId('newsletter-save').click();
    await manager.getByTestId('newsletters-card').getByText(subject).waitFor({ timeout: 15_000 });
    assert.deepEqual(manager.errors, []);
    await manager.context().close();

    const referent = await newPage(browser);
    await login(referent, 'referente@demo.local', PASSWORD, '/ambiente/1/clienti');
    await referent.getByTestId('sidebar-clienti').waitFor();
    assert.equal(await referent.getByTestId('sidebar-newsletter').count(), 0);
    await referent.goto('/ambiente/1/newsletter');
    await referent.getByTestId('forbidden').waitFor();
    assert.match(await referent.getByTestId('forbidden-reason').innerText(), /sezione Newsletter/);
    await referent.context().close();
  } finally {
    const drafts = (await api(admin, 'GET', '/api/projects/1/newsletters?take=50')).body?.data ?? [];
    for (const draft of drafts.filter((n) => n.subject === subject)) await api(admin, 'DELETE', `/api/projects/1/newsletters/${draft.id}`);
    assert.equal((await api(admin, 'PUT', '/api/projects/1', { newsletter_enabled: false })).status, 200);
    await admin.context().close();
  }
});

test('a user invited and then deactivated by the administrator can no longer log in, and its session ends', async () => {
  const admin = await newPage(browser);
  await withSession(admin, 'admin@demo.local');
  const milano = (await api(admin, 'GET', '/api/projects')).body.data.find((p) => p.name.includes('Milano'));
  const email = `disattivando.${Date.now()}@prova.it`;
  const created = await api(admin, 'POST', '/api/users', {
    name: 'Dario',
    surname: 'Disattivo',
    email,
    type: 'client-manager',
    project_ids: [milano.id],
  });
  assert.equal(created.status, 201);
  const mail = await waitForMail(email, /password temporanea: (\S+)/);
  assert.ok(mail, 'the invitation is in the outbox');
  const password = /password temporanea: (\S+)/.exec(mail)[1];

  const user = await newPage(browser);
  await login(user, email, password);
  assert.equal((await api(user, 'GET', '/api/profile')).status, 200);

  await admin.goto('/impostazioni?tab=utenti');
  await admin.getByTestId('list-users').waitFor();
  await admin.getByPlaceholder(/Cerca/).fill(email);
  await admin.getByTestId(`user-status-${created.body.id}`).click();
  await admin.getByTestId(`user-status-${created.body.id}`).getByText('Riattiva').waitFor({ timeout: 15_000 });

  assert.equal((await api(user, 'GET', '/api/profile')).status, 401);
  const again = await newPage(browser);
  await again.goto('/accedi');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password', { exact: false }).first().fill(password);
  await again.getByRole('button', { name: 'Accedi' }).click();
  await again
    .getByText(/Account disattivato|Credenziali non valide/)
    .first()
    .waitFor({ timeout: 15_000 });
  assert.match(new URL(again.url()).pathname, /^\/accedi/);
  for (const p of [admin, user, again]) await p.context().close();
});

test('the alert set in the settings is active for every user and goes away when its window ends', async () => {
  const admin = await newPage(browser);
  await withSession(admin, 'admin@demo.local');
  const content = `Manutenzione programmata ${Date.now()}`;
  await admin.goto('/impostazioni?tab=avvisi');
  await admin.getByTestId('alert-create').click();
  await admin.getByTestId('alert-content').fill(content);
  await admin.getByTestId('alert-save').click();
  await admin.getByTestId('list-alerts').getByText(content).waitFor({ timeout: 15_000 });
  const alert = (await api(admin, 'GET', '/api/alerts/active')).body.alert;
  assert.equal(alert.content, content);
  try {
    // end the window in 8 seconds: the shell's banner shows it to another user, then hides it
    assert.equal(
      (await api(admin, 'PUT', `/api/settings/alerts/${alert.id}`, { ends_at: new Date(Date.now() + 8000).toISOString() })).status,
      200,
    );
    const referent = await newPage(browser);
    await login(referent, 'referente@demo.local');
    assert.equal((await api(referent, 'GET', '/api/alerts/active')).body.alert?.content, content);
    const banner = referent.getByTestId('active-alert');
    await banner.getByText(content).waitFor({ timeout: 15_000 });
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    assert.equal((await api(referent, 'GET', '/api/alerts/active')).body.alert, null);
    await referent.context().close();
  } finally {
    await api(admin, 'DELETE', `/api/settings/alerts/${alert.id}`);
    await admin.context().close();
  }
});
