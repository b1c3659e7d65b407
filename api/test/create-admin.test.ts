import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp, Browser } from './helpers';
import { createAdministrator, CreateAdministratorError, temporaryPassword } from '../src/modules/users/create-admin';
import { createAdminCommand } from '../src/modules/users/create-admin.cli';

/**
 * The first administrator of an installation without demo data (`npm run create-admin`): the
 * account exists, logs in with the password handed over, must change it first, and the command
 * refuses bad input and an e-mail in use.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

test('a generated temporary password is strong and meets the password rule of docs/rules.md', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const p = temporaryPassword();
    expect(p.length).toBeGreaterThanOrEqual(16);
    expect(p).toMatch(/\d/);
    expect(p).toMatch(/[^A-Za-z0-9]/);
    seen.add(p);
  }
  expect(seen.size).toBe(50);
});

test('creates an administrator who logs in and must change the password first', async () => {
  const email = `Primo.Admin.${Date.now()}@Studio.IT`;
  const admin = await createAdministrator(app.dataSource, { email, name: 'Mario', surname: 'Rossi' });
  expect(admin.email).toBe(email.toLowerCase());
  const browser = new Browser(app.server);
  await browser.csrf();
  const res = await browser.send('post', '/api/login', { email: admin.email, password: admin.password });
  expect(res.status).toBe(200);
  expect(res.body.type).toBe('administrator');
  expect(res.body.must_change_password).toBe(true);
  await expect(createAdministrator(app.dataSource, { email, name: 'Altro', surname: 'Admin' })).rejects.toThrow(/Esiste già un utente/);
});

test.each([
  [{ email: 'non-una-mail', name: 'A', surname: 'B' }, /e-mail non valido/],
  [{ email: 'a@b.it', name: ' ', surname: 'B' }, /Nome e cognome/],
  [{ email: 'a@b.it', name: 'A', surname: 'B', password: 'corta1!' }, /da 8 a 128 caratteri/],
  [{ email: 'a@b.it', name: 'A', surname: 'B', password: 'senzanumeri!!' }, /almeno un numero/],
])('refuses %o', async (input, message) => {
  const err = await createAdministrator(app.dataSource, input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CreateAdministratorError);
  expect((err as Error).message).toMatch(message);
});

test('the command creates the account on an embedded database of its own and prints the password once', async () => {
  if (process.env.DATABASE_URL) return; // the shared server database: covered by the function tests above
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-admin-cli-'));
  // a copy of the suite's migrated database (global-setup.ts), not an empty folder: migrating and
  // seeding from scratch is what the migration tests and every `npm start` of the browser tests
  // do (15 s of this file on the embedded database, issue 31); the command runs its own migration
  // step on it all the same
  const template = process.env.BANDI_TEST_TEMPLATE_DIR;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'false' };
  const args = ['--email', 'titolare@studio.it', '--name', 'Anna', '--surname', 'Neri'];
  const lines: string[] = [];
  const errors: string[] = [];
  try {
    expect(
      await createAdminCommand(
        args,
        env,
        (l) => lines.push(l),
        (l) => errors.push(l),
      ),
    ).toBe(0);
    expect(lines.join('\n')).toMatch(/Amministratore creato: titolare@studio\.it/);
    expect(lines.join('\n')).toMatch(/Password temporanea \(da cambiare al primo accesso\): \S{16,}/);
    expect(
      await createAdminCommand(
        args,
        env,
        (l) => lines.push(l),
        (l) => errors.push(l),
      ),
    ).toBe(1);
    expect(errors.join('\n')).toMatch(/Esiste già un utente/);
    expect(
      await createAdminCommand(
        ['--mail', 'x'],
        env,
        (l) => lines.push(l),
        (l) => errors.push(l),
      ),
    ).toBe(1);
    expect(errors.join('\n')).toMatch(/Argomenti non validi/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
