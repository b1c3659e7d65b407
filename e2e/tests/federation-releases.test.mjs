/**
 * Issue 14, remote releases (docs/architecture.md#remote-releases): two builds of mf-calls, A and B
 * (copies of the build whose manifests carry different versions), each served from its own origin,
 * are registered; A is promoted, B is pinned to the second demo environment only: its users load
 * B while the first environment's load A, also when a page moves from one environment to the
 * other without reloading. Then B is promoted from the "Rilasci moduli" tab and
 * loads everywhere; "Ripristina precedente" brings A back where nothing is pinned, and "Torna alla
 * build integrata" leaves no release current; each of these asks for confirmation first. Each step
 * is seen in the browser by the manifest and remoteEntry URLs the page requests; no server restart.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { launch, newPage, login, withSession, api } from './lib.mjs';

let browser;
const children = [];
const dirs = [];
before(async () => {
  browser = await launch();
});
after(async () => {
  for (const c of children) c.kill('SIGTERM');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  await browser?.close();
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

/**
 * A copy of the mf-calls build whose manifest says `version` (what building it with that
 * package.json version writes), served by tools/serve-static.cjs on its own port.
 * @returns {Promise<{origin: string, entry: string, version: string}>}
 */
async function deployRelease(version) {
  const root = process.env.E2E_ROOT;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-calls-release-'));
  dirs.push(dir);
  fs.cpSync(path.join(root, 'mf-calls', 'dist'), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.ok(manifest.metaData.buildInfo.buildVersion, 'the build publishes its version in its manifest');
  manifest.metaData.buildInfo.buildVersion = version;
  fs.writeFileSync(file, JSON.stringify(manifest));
  // the precompressed sibling would be served instead of the edited file
  for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'tools/serve-static.cjs'), dir, '--port', String(port)], { stdio: 'ignore' });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`${origin}/mf-manifest.json`)).ok) return { origin, entry: `${origin}/mf-manifest.json`, version };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('remote server did not start');
}

/** Logs `email` in, opens its environment's calls and answers the origin mf-calls was loaded from. */
async function loadedOrigin(email, origins) {
  const page = await newPage(browser);
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  try {
    await withSession(page, email);
    const id = (await api(page, 'GET', '/api/projects')).body.data[0].id;
    await page.goto(`/ambiente/${id}/richieste`);
    await page.getByTestId('calls-filters').waitFor({ timeout: 30_000 });
    const used = origins.filter((o) => urls.includes(`${o}/mf-manifest.json`) && urls.some((u) => u.startsWith(`${o}/remoteEntry`)));
    assert.equal(used.length, 1, `one release loaded, got ${used.join(', ')}`);
    assert.ok(!urls.some((u) => u.includes('/build/mf-calls/')), 'not the built-in copy');
    assert.deepEqual(page.errors, []);
    return used[0];
  } finally {
    await page.context().close();
  }
}

test('a release pinned to one environment loads there only; promoting and rolling back from "Rilasci moduli" follow in the browser', async () => {
  const stamp = Date.now();
  const a = await deployRelease(`1.0.0-a.${stamp}`);
  const b = await deployRelease(`1.1.0-b.${stamp}`);
  const origins = [a.origin, b.origin];

  const admin = await newPage(browser);
  await login(admin, 'admin@demo.local');
  const bari = (await api(admin, 'GET', '/api/projects?search=Bari')).body.data[0];
  try {
    const ra = await api(admin, 'POST', '/api/federation/releases', { remote: 'mf_calls', entry: a.entry });
    assert.equal(ra.status, 201, JSON.stringify(ra.body));
    assert.equal(ra.body.version, a.version, 'version read from the manifest');
    const rb = await api(admin, 'POST', '/api/federation/releases', { remote: 'mf_calls', entry: b.entry });
    assert.equal(rb.status, 201, JSON.stringify(rb.body));
    assert.equal((await api(admin, 'POST', `/api/federation/releases/${ra.body.id}/promote`)).status, 200);
    assert.equal((await api(admin, 'PUT', `/api/federation/remotes/mf_calls/pins/${bari.id}`, { release_id: rb.body.id })).status, 200);

    // B pinned to Bari only
    assert.equal(await loadedOrigin('gestore.bari@demo.local', origins), b.origin, 'Bari loads B');
    assert.equal(await loadedOrigin('gestore@demo.local', origins), a.origin, 'Lombardia loads A');

    // inside one page: moving from Lombardia (A) to Bari without reloading loads B there
    const lombardia = (await api(admin, 'GET', '/api/projects?search=Lombardi')).body.data[0];
    const seen = [];
    admin.on('request', (r) => seen.push(r.url()));
    await admin.goto(`/ambiente/${lombardia.id}/richieste`);
    await admin.getByTestId('calls-filters').waitFor({ timeout: 30_000 });
    assert.ok(seen.some((u) => u.startsWith(`${a.origin}/remoteEntry`)) && !seen.some((u) => u.startsWith(b.origin)), 'A in Lombardia');
    await admin.evaluate((id) => {
      globalThis.history.pushState({}, '', `/ambiente/${id}/richieste`);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, bari.id);
    await admin.waitForURL(`**/ambiente/${bari.id}/richieste`);
    await admin.getByTestId('calls-filters').waitFor({ timeout: 30_000 });
    await admin.waitForRequest((r) => r.url().startsWith(`${b.origin}/remoteEntry`), { timeout: 30_000 }).catch(() => null);
    assert.ok(
      seen.some((u) => u.startsWith(`${b.origin}/remoteEntry`)),
      'B loaded on entering Bari, no reload',
    );
    assert.equal(await admin.getByTestId('remote-error').count(), 0);
    assert.deepEqual(admin.errors, []);

    // promote B to everyone from the settings tab
    await admin.goto('/impostazioni?tab=rilasci-moduli');
    const rowB = admin.getByTestId(`release-mf_calls-${b.version}`);
    await rowB.waitFor();
    assert.match(await rowB.innerText(), /bari/i, 'the pinned environment is listed');
    await rowB.getByRole('button', { name: 'Promuovi' }).click();
    // nothing changes before the confirmation, which names remote and version (issue 39, defect 11)
    const confirmation = admin.getByTestId('release-confirm');
    const question = await confirmation.innerText();
    assert.ok(question.includes(`Promuovere la versione ${b.version} di Richieste (mf_calls)?`), question);
    await confirmation.getByRole('button', { name: 'Conferma' }).click();
    await rowB.getByText('Corrente').waitFor();
    assert.equal(await loadedOrigin('gestore@demo.local', origins), b.origin, 'Lombardia loads B once promoted');

    // roll back: A again where nothing is pinned, Bari keeps B
    await admin.getByTestId('releases-mf_calls').getByRole('button', { name: 'Ripristina precedente' }).click();
    await confirmation.getByRole('button', { name: 'Conferma' }).click();
    await admin.getByTestId(`release-mf_calls-${a.version}`).getByText('Corrente').waitFor();
    assert.equal(await loadedOrigin('gestore@demo.local', origins), a.origin, 'Lombardia back on A');
    assert.equal(await loadedOrigin('gestore.bari@demo.local', origins), b.origin, 'Bari still pinned to B');

    // back to the build that ships with the application (no current release any more)
    await admin.getByTestId('releases-mf_calls').getByRole('button', { name: 'Torna alla build integrata' }).click();
    await confirmation.getByRole('button', { name: 'Conferma' }).click();
    await admin.getByTestId('releases-in-use-mf_calls').getByText('In uso: build integrata').waitFor();
    assert.equal(await admin.getByTestId('releases-mf_calls').getByText('Corrente', { exact: true }).count(), 0);
  } finally {
    await api(admin, 'DELETE', `/api/federation/remotes/mf_calls/pins/${bari.id}`);
    await api(admin, 'PUT', '/api/federation/remotes/mf_calls', { entry: '/build/mf-calls/mf-manifest.json' });
    await admin.context().close();
  }
});
