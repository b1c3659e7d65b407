/**
 * Acceptance 3 of the walking skeleton: every remote loads at run time from its own manifest URL
 * and renders API data; with one remote's server stopped the shell shows the retry panel and the
 * others still work; React is loaded once.
 *
 * A remote built for another major version of shared-ui is refused at load
 * (docs/architecture.md#shared-ui-version): the last test deploys a copy of the mf-calls build whose
 * manifest asks for the next major version (what a build against it declares) and expects the
 * Italian "Modulo non compatibile" screen naming the remote, the range and the shell's version.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { launch, newPage, withSession, api, navigate } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Watches the page's network: manifests and scripts requested. */
function record(page) {
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test('each remote loads from its own mf-manifest.json and shows data from the API; React is loaded once', async () => {
  const page = await newPage(browser);
  const urls = record(page);
  await withSession(page, 'admin@demo.local');
  const projects = (await api(page, 'GET', '/api/projects?search=Lombardi')).body.data;
  const id = projects[0].id;

  await page.goto(`/ambiente/${id}/bandi`);
  await page.getByTestId('list-announcements').waitFor();
  await page
    .getByText('Beni Strumentali - Nuova Sabatini')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(async () => {
      // not on the first page by deadline: search for it (the list searches the API)
      await page.getByPlaceholder(/Cerca/).first().fill('Nuova Sabatini');
      await page.getByText('Beni Strumentali - Nuova Sabatini').first().waitFor();
    });

  await navigate(page, `/ambiente/${id}/clienti`);
  await page.getByText('Officine Meccaniche Brambilla S.r.l.').waitFor();
  await navigate(page, `/ambiente/${id}/referenti`);
  await page.getByText('Confartigianato Lecco').waitFor();
  await navigate(page, `/ambiente/${id}/richieste`);
  await page.getByText('Elettroimpianti Adda S.n.c.').waitFor();
  await navigate(page, `/ambiente/${id}/impostazioni`);
  await page.getByTestId('settings-project').waitFor();
  await page.getByText('Romano').first().waitFor();
  await navigate(page, '/impostazioni');
  await page.getByText('Marco').first().waitFor();

  for (const remote of ['mf-announcements', 'mf-clients', 'mf-calls', 'mf-settings']) {
    assert.ok(
      urls.some((u) => u.endsWith(`/build/${remote}/mf-manifest.json`)),
      `${remote} manifest requested`,
    );
    assert.ok(
      urls.some((u) => u.includes(`/build/${remote}/remoteEntry`)),
      `${remote} remoteEntry loaded`,
    );
  }
  const reactChunks = urls.filter((u) => /node_modules_react_index_js/.test(u));
  const reactDomChunks = urls.filter((u) => /node_modules_react-dom_(index|client)_js/.test(u));
  assert.equal(new Set(reactChunks).size, 1, `one React chunk, got ${reactChunks.join(', ')}`);
  assert.ok(new Set(reactDomChunks).size <= 2 && new Set(reactDomChunks).size >= 1, `react-dom once: ${reactDomChunks.join(', ')}`);
  assert.equal(reactDomChunks.filter((u) => !u.includes('/build/shell/')).length, 0, 'react-dom only from the host');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function serveRemote(dir, port) {
  const child = spawn(process.execPath, [path.join(process.env.E2E_ROOT, 'tools/serve-static.cjs'), dir, '--port', String(port)], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('remote server did not start');
}

test('a remote deployed on its own server is used via the registry; when it stops, the retry panel shows and the rest works', async () => {
  const page = await newPage(browser);
  const urls = record(page);
  await withSession(page, 'admin@demo.local');
  const id = (await api(page, 'GET', '/api/projects?search=Lombardi')).body.data[0].id;
  const port = await freePort();
  const dir = path.join(process.env.E2E_ROOT, 'mf-calls', 'dist');
  let child = await serveRemote(dir, port);
  const entry = `http://127.0.0.1:${port}/mf-manifest.json`;
  try {
    assert.equal((await api(page, 'PUT', '/api/federation/remotes/mf_calls', { entry })).status, 200);
    await page.goto(`/ambiente/${id}/richieste`);
    await page.getByText('Elettroimpianti Adda S.n.c.').waitFor();
    assert.ok(urls.includes(entry), 'manifest loaded from the standalone server');

    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    await page.goto(`/ambiente/${id}/richieste`);
    await page.getByTestId('remote-error').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Riprova' }).waitFor();
    // the layout and the other remotes keep working
    await page.getByTestId('sidebar-clienti').click();
    await page.getByText('Officine Meccaniche Brambilla S.r.l.').waitFor();

    // the remote comes back: "Riprova" loads it without reloading the page
    child = await serveRemote(dir, port);
    await page.getByTestId('sidebar-richieste').click();
    await page.getByTestId('remote-error').waitFor();
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByText('Elettroimpianti Adda S.n.c.').waitFor({ timeout: 30_000 });
  } finally {
    child.kill('SIGTERM');
    await api(page, 'PUT', '/api/federation/remotes/mf_calls', { entry: '/build/mf-calls/mf-manifest.json' });
    await page.context().close();
  }
});

test('a remote built for another major version of shared-ui is refused at load with an Italian screen naming both versions', async () => {
  const root = process.env.E2E_ROOT;
  const provided = JSON.parse(fs.readFileSync(path.join(root, 'shared-ui/package.json'), 'utf8')).version;
  const major = Number(provided.split('.')[0]);
  const required = `^${major + 1}.0.0`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-calls-next-'));
  fs.cpSync(path.join(root, 'mf-calls', 'dist'), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const shared = manifest.shared.find((s) => s.name === '@bandi/shared-ui');
  assert.equal(shared.requiredVersion, `^${provided}`, 'the build declares the range of its package.json');
  shared.requiredVersion = required;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));

  const page = await newPage(browser);
  const urls = record(page);
  await withSession(page, 'admin@demo.local');
  const id = (await api(page, 'GET', '/api/projects?search=Lombardi')).body.data[0].id;
  const port = await freePort();
  const child = await serveRemote(dir, port);
  try {
    const entry = `http://127.0.0.1:${port}/mf-manifest.json`;
    assert.equal((await api(page, 'PUT', '/api/federation/remotes/mf_calls', { entry })).status, 200);
    await page.goto(`/ambiente/${id}/richieste`);
    const panel = page.getByTestId('remote-error');
    await panel.waitFor({ timeout: 30_000 });
    const text = await panel.innerText();
    assert.match(text, /Modulo non compatibile/);
    assert.ok(
      text.includes(`Il modulo "mf_calls" richiede @bandi/shared-ui ${required}, ma l'applicazione fornisce la versione ${provided}`),
      text,
    );
    // nothing of the remote was run: its entry script was never requested
    assert.ok(urls.includes(entry), 'the manifest was read');
    assert.ok(!urls.some((u) => u.startsWith(`http://127.0.0.1:${port}/remoteEntry`)), 'remoteEntry.js not loaded');
    // the rest of the application keeps working: every other section, each from its own remote
    await page.getByTestId('sidebar-clienti').click();
    await page.getByText('Officine Meccaniche Brambilla S.r.l.').waitFor();
    await page.getByTestId('sidebar-referenti').click();
    await page.getByText('Confartigianato Lecco').waitFor();
    await page.getByTestId('sidebar-bandi').click();
    await page.getByTestId('list-announcements').waitFor();
    await page.getByTestId('sidebar-impostazioni').click();
    await page.getByTestId('settings-project').waitFor();
    // and the incompatible section still answers with the panel, not a blank page
    await page.getByTestId('sidebar-richieste').click();
    assert.match(await page.getByTestId('remote-error').innerText(), /Modulo non compatibile/);
    assert.deepEqual(page.errors, []);
  } finally {
    child.kill('SIGTERM');
    await api(page, 'PUT', '/api/federation/remotes/mf_calls', { entry: '/build/mf-calls/mf-manifest.json' });
    await page.context().close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
