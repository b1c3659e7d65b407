/* global document, HTMLImageElement -- used inside page.waitForFunction (browser context) */
/**
 * Issue 5, "Users and profiles": on the profile page a user uploads an avatar; the sidebar (an
 * environment user) or header (administrator) avatar shows it at once, the picture is served to
 * the session, and "Rimuovi" brings the initials back.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const AVATAR_URL = /^\/api\/avatars\/[0-9a-f-]{36}$/;

/** Chooses `file` through the "Carica immagine" button of the profile page. */
async function chooseAvatar(page, file) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('avatar-upload').click();
  await (await chooser).setFiles(file);
}

/** Waits until the <img> inside `testId` has loaded `src` (the bytes were served). */
async function waitLoaded(page, testId, src) {
  await page.waitForFunction(
    ([id, want]) => {
      const img = document.querySelector(`[data-testid="${id}"] img`);
      return img instanceof HTMLImageElement && img.getAttribute('src') === want && img.complete && img.naturalWidth > 0;
    },
    [testId, src],
    { timeout: 15_000 },
  );
}

test('an environment user uploads an avatar on its profile page: the sidebar avatar shows it at once', async () => {
  const page = await newPage(browser);
  await withSession(page, 'esperto.locale@demo.local');
  await api(page, 'DELETE', '/api/profile/logo');
  const projectId = (await api(page, 'GET', '/api/profile')).body.projects[0].id;
  await page.goto(`/ambiente/${projectId}/profile`);
  await page.getByTestId('avatar-upload').waitFor();
  assert.equal(await page.getByTestId('sidebar-profile').locator('img').count(), 0);

  // a file that is not an image is refused with the API's message, nothing changes
  await chooseAvatar(page, { name: 'programma.png', mimeType: 'image/png', buffer: Buffer.from('MZ eseguibile, non una foto') });
  await page.getByText('Formato non ammesso: sono accettate immagini PNG, JPEG e WebP').waitFor({ timeout: 15_000 });
  assert.equal(await page.getByTestId('sidebar-profile').locator('img').count(), 0);

  await chooseAvatar(page, { name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  const sidebarImg = page.getByTestId('sidebar-profile').locator('img');
  await sidebarImg.waitFor({ timeout: 15_000 });
  const src = await sidebarImg.getAttribute('src');
  assert.match(src, AVATAR_URL);
  assert.equal((await api(page, 'GET', '/api/profile')).body.logo, src);
  await waitLoaded(page, 'sidebar-profile', src);
  assert.equal(await page.getByTestId('profile-avatar').locator('img').getAttribute('src'), src);

  // after a reload the avatar is still there (stored on the user)
  await page.reload();
  await page.getByTestId('sidebar-profile').locator('img').waitFor({ timeout: 15_000 });
  assert.equal(await page.getByTestId('sidebar-profile').locator('img').getAttribute('src'), src);

  await page.getByTestId('avatar-remove').click();
  await page.getByTestId('sidebar-profile').locator('img').waitFor({ state: 'detached', timeout: 15_000 });
  assert.equal((await api(page, 'GET', '/api/profile')).body.logo, null);
  assert.equal((await page.request.get(src)).status(), 404);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an administrator uploads an avatar on /admin/profile: the header avatar shows it at once', async () => {
  const page = await newPage(browser);
  await login(page, 'admin@demo.local', PASSWORD, '/admin/profile');
  await page.getByTestId('avatar-upload').waitFor();
  const before = (await api(page, 'GET', '/api/profile')).body.logo;

  await chooseAvatar(page, { name: 'ritratto.png', mimeType: 'image/png', buffer: PNG });
  const headerImg = page.getByTestId('profile-menu').locator('img');
  await page.waitForFunction(
    (old) => {
      const img = document.querySelector('[data-testid="profile-menu"] img');
      return img && img.getAttribute('src') && img.getAttribute('src') !== old;
    },
    before,
    { timeout: 15_000 },
  );
  const src = await headerImg.getAttribute('src');
  assert.match(src, AVATAR_URL);
  await waitLoaded(page, 'profile-menu', src);

  await page.getByTestId('avatar-remove').click();
  await headerImg.waitFor({ state: 'detached', timeout: 15_000 });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
