/**
 * Issue 11, acceptance 4 (browser): second factor. An administrator enrols from the profile (QR
 * code and key, a first code, ten recovery codes shown once), then the login asks for the code;
 * a wrong code is refused; a recovery code works once. The administrator makes the second factor
 * mandatory: a global expert without one is led to the profile and can do nothing else until
 * enrolled. Fresh accounts are used so the demo accounts keep logging in with a password.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { launch, newPage, login, api, waitForMail } from './lib.mjs';

const NEW_PASSWORD = 'Verifica-Doppia-2026!';
const RUN = Date.now().toString(36);
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The TOTP code of `secret`, `steps` 30-second steps from now. */
const totp = (secret, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Creates an account as the demo administrator and sets its password (the temporary one comes by e-mail). */
async function account(admin, type, projectIds = []) {
  const email = `mfa.${type}.${RUN}@prova.it`;
  const created = await api(admin, 'POST', '/api/users', { name: 'Vera', surname: 'Verifica', email, type, project_ids: projectIds });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const mail = await waitForMail(email, /password temporanea: (\S+)/);
  const temporary = /password temporanea: (\S+)/.exec(mail)[1];
  const page = await newPage(browser);
  await login(page, email, temporary);
  const changed = await api(page, 'PUT', '/api/profile/password', {
    old_password: temporary,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(changed.status, 204);
  await page.context().close();
  return email;
}

/** Enrols the logged-in user from its profile page; answers the secret and the recovery codes. */
async function enrolFromProfile(page) {
  const card = page.getByTestId('two-factor');
  await card.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await card.getByTestId('mfa-setup').waitFor();
  assert.equal(await card.getByRole('img', { name: /Codice QR/ }).count(), 1);
  const secret = (await card.getByTestId('mfa-secret').textContent()).trim();
  await card.getByLabel("Codice dell'app").fill(totp(secret));
  await card.getByRole('button', { name: 'Conferma' }).click();
  await card.getByTestId('recovery-codes').waitFor({ timeout: 15_000 });
  const codes = (await card.getByTestId('recovery-codes').locator('code').allTextContents()).map((c) => c.trim());
  assert.equal(codes.length, 10);
  await card.getByText('Attiva dal').waitFor();
  return { secret, codes };
}

/** Types e-mail and password; the form then asks for the code. */
async function loginUntilCode(page, email) {
  await page.goto('/accedi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByLabel('Codice di verifica').waitFor({ timeout: 15_000 });
}

test('enrolment, login with the code, wrong code refused, recovery code once; mandatory for a global expert', async () => {
  const demoAdmin = await newPage(browser);
  await login(demoAdmin, 'admin@demo.local');
  const projectId = (await api(demoAdmin, 'GET', '/api/projects?search=Milano')).body.data[0].id;
  const adminEmail = await account(demoAdmin, 'administrator');
  const expertEmail = await account(demoAdmin, 'expert-announcement', [projectId]);

  // 1. the new administrator enrols from the profile
  const admin = await newPage(browser);
  await login(admin, adminEmail, NEW_PASSWORD);
  await admin.goto('/admin/profile');
  const { secret, codes } = await enrolFromProfile(admin);

  // 2. the login asks for the code: a wrong one is refused, the next step's one logs in
  const again = await newPage(browser);
  await loginUntilCode(again, adminEmail);
  await again.getByLabel('Codice di verifica').fill('000000' === totp(secret, 1) ? '111111' : '000000');
  await again.getByRole('button', { name: 'Accedi' }).click();
  await again.getByText('Codice di verifica non valido').waitFor({ timeout: 15_000 });
  assert.ok(new URL(again.url()).pathname.startsWith('/accedi'));
  await again.getByLabel('Codice di verifica').fill(totp(secret, 1));
  await again.getByRole('button', { name: 'Accedi' }).click();
  await again.waitForURL((u) => !u.pathname.startsWith('/accedi'), { timeout: 20_000 });

  // 3. a recovery code logs in once
  const recovery = await newPage(browser);
  await loginUntilCode(recovery, adminEmail);
  await recovery.getByLabel('Codice di verifica').fill(codes[0]);
  await recovery.getByRole('button', { name: 'Accedi' }).click();
  await recovery.waitForURL((u) => !u.pathname.startsWith('/accedi'), { timeout: 20_000 });
  const reuse = await newPage(browser);
  await loginUntilCode(reuse, adminEmail);
  await reuse.getByLabel('Codice di verifica').fill(codes[0]);
  await reuse.getByRole('button', { name: 'Accedi' }).click();
  await reuse.getByText('Codice di verifica non valido').waitFor({ timeout: 15_000 });

  // 4. mandatory for administrators and global experts
  await admin.goto('/impostazioni?tab=sicurezza');
  const toggle = admin.getByTestId('mfa-required-switch');
  await toggle.waitFor({ timeout: 20_000 });
  try {
    // a controlled switch: it turns on when the API has answered
    await toggle.click();
    await admin.getByText('Verifica in due passaggi obbligatoria per amministratori ed esperti globali').waitFor({ timeout: 15_000 });
    assert.equal((await api(admin, 'GET', '/api/settings/security')).body.mfa_required, true);

    const expert = await newPage(browser);
    await login(expert, expertEmail, NEW_PASSWORD);
    await expert.waitForURL((u) => u.pathname === '/admin/profile', { timeout: 20_000 });
    await expert.getByTestId('mfa-enrolment-required').waitFor({ timeout: 15_000 });
    // any other page leads back to the profile with the reason
    await expert.goto(`/ambiente/${projectId}/bandi`);
    await expert.waitForURL((u) => u.pathname === '/admin/profile', { timeout: 20_000 });
    await enrolFromProfile(expert);
    await expert.goto(`/ambiente/${projectId}/bandi`);
    await expert.getByTestId('list-announcements').waitFor({ timeout: 20_000 });
    assert.equal(new URL(expert.url()).pathname, `/ambiente/${projectId}/bandi`);
    assert.deepEqual(expert.errors, []);
    await expert.context().close();
  } finally {
    assert.equal((await api(admin, 'PUT', '/api/settings/security', { mfa_required: false })).status, 200);
  }
  for (const p of [demoAdmin, admin, again, recovery, reuse]) await p.context().close();
});
