/**
 * A temporary password must be changed first (issue 11): the invited user lands on the profile
 * with the reason, not on a "forbidden" page; after the change the start route works.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, waitForMail } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('an invited user with a temporary password is sent to the profile, changes it, then works', async () => {
  const admin = await newPage(browser);
  await withSession(admin, 'admin@demo.local');
  const milano = (await api(admin, 'GET', '/api/projects?search=Milano')).body.data[0];
  const email = `nuovo.gestore.${Date.now()}@prova.it`;
  const created = await api(admin, 'POST', '/api/users', {
    name: 'Nina',
    surname: 'Nuova',
    email,
    type: 'client-manager',
    project_ids: [milano.id],
  });
  assert.equal(created.status, 201);
  const mail = await waitForMail(email, /password temporanea: (\S+)/);
  const temporary = /password temporanea: (\S+)/.exec(mail)[1];

  const user = await newPage(browser);
  await login(user, email, temporary);
  await user.waitForURL((u) => u.pathname === `/ambiente/${milano.id}/profile`, { timeout: 20_000 });
  await user.getByTestId('password-change-required').waitFor();
  // any other page sends back to the profile, with the reason
  await user.goto(`/ambiente/${milano.id}/clienti`);
  await user.waitForURL((u) => u.pathname === `/ambiente/${milano.id}/profile`, { timeout: 20_000 });

  await user.getByLabel('Password attuale').fill(temporary);
  await user.getByLabel('Nuova password', { exact: false }).first().fill('Finanza-Agevolata-2026!');
  await user.getByLabel('Conferma nuova password', { exact: false }).fill('Finanza-Agevolata-2026!');
  await user.getByRole('button', { name: 'Aggiorna password' }).click();
  await user.getByText('Password aggiornata').waitFor({ timeout: 15_000 });
  await user.getByTestId('password-change-required').waitFor({ state: 'detached', timeout: 10_000 });
  await user.goto(`/ambiente/${milano.id}/clienti`);
  await user.getByTestId('list-clients').waitFor({ timeout: 20_000 });
  assert.equal(new URL(user.url()).pathname, `/ambiente/${milano.id}/clienti`);
  for (const p of [admin, user]) await p.context().close();
});
