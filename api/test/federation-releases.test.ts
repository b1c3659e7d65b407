import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { browserAs, loggedIn, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser } from './factories';

/**
 * Issue 14, remote releases (docs/architecture.md#remote-releases): a build is registered from
 * its mf-manifest.json (version and shared-ui range read from it, served here by small HTTP
 * servers on two origins), promoted, pinned per environment, rolled back, and the remote taken
 * back to its built-in build (issue 39, defect 11); each step is audit-logged, the CSP admits the
 * releases' origins, and only administrators manage releases.
 */

let app: TestApp;
let admin: Browser;
const servers: http.Server[] = [];

/** Serves `manifests` (path -> JSON) on a fresh port of 127.0.0.1; answers the origin. */
async function manifestServer(manifests: Record<string, unknown>): Promise<string> {
  const server = http.createServer((req, res) => {
    const body = manifests[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A manifest like the federation build writes (tools/webpack.federation.cjs). */
function manifest(name: string, version: string | undefined, range: string | undefined) {
  return {
    id: name,
    name,
    metaData: { name, buildInfo: version === undefined ? {} : { buildVersion: version, buildName: name } },
    shared: [
      { id: `${name}:react`, name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
      ...(range === undefined
        ? []
        : [{ id: `${name}:@bandi/shared-ui`, name: '@bandi/shared-ui', version: '1.0.0', requiredVersion: range }]),
    ],
    exposes: [],
  };
}

let originA: string;
let originB: string;

beforeAll(async () => {
  app = await startTestApp({ isolated: true });
  admin = await browserAs(app, 'admin@demo.local');
  originA = await manifestServer({
    '/a/mf-manifest.json': manifest('mf_calls', '1.0.0', '^1.0.0'),
    '/other/mf-manifest.json': manifest('mf_clients', '1.0.0', '^1.0.0'),
    '/noversion/mf-manifest.json': manifest('mf_calls', undefined, '^1.0.0'),
    '/norange/mf-manifest.json': manifest('mf_calls', '1.0.1', undefined),
  });
  originB = await manifestServer({ '/b/mf-manifest.json': manifest('mf_calls', '1.1.0', '^1.0.0') });
});

afterAll(async () => {
  for (const s of servers) s.close();
  await app?.close();
});

async function effective(b: Browser, projectId: number, remote = 'mf_calls') {
  const res = await b.get(`/api/projects/${projectId}/federation/remotes`).expect(200);
  return res.body.data.find((r: { name: string }) => r.name === remote);
}

describe('registering a release reads its manifest', () => {
  it('records version, range, author; refuses a duplicate version and invalid manifests with Italian messages', async () => {
    const res = await admin.send('post', '/api/federation/releases', { remote: 'mf_calls', entry: `${originA}/a/mf-manifest.json` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      remote: 'mf_calls',
      version: '1.0.0',
      shared_ui_range: '^1.0.0',
      current: false,
      pinned_projects: [],
    });
    expect(res.body.created_by_name).toMatch(/\S+ \S+/);

    const dup = await admin.send('post', '/api/federation/releases', { remote: 'mf_calls', entry: `${originA}/a/mf-manifest.json` });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('La versione 1.0.0 di mf_calls è già registrata');

    const cases: [string, RegExp][] = [
      [`${originA}/other/mf-manifest.json`, /appartiene al modulo "mf_clients"/],
      [`${originA}/noversion/mf-manifest.json`, /non dichiara una versione valida/],
      [`${originA}/norange/mf-manifest.json`, /non dichiara la versione di @bandi\/shared-ui/],
      [`${originA}/missing/mf-manifest.json`, /Manifest non raggiungibile/],
    ];
    for (const [entry, message] of cases) {
      const bad = await admin.send('post', '/api/federation/releases', { remote: 'mf_calls', entry });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.entry[0]).toMatch(message);
    }
    expect(
      (await admin.send('post', '/api/federation/releases', { remote: 'mf_nope', entry: `${originA}/a/mf-manifest.json` })).status,
    ).toBe(404);
    const list = await admin.get('/api/federation/releases?remote=mf_calls').expect(200);
    expect(list.body.data.map((r: { version: string }) => r.version)).toEqual(['1.0.0']);
  });
});

describe('promote, pin per environment, roll back', () => {
  it('environments load their pinned release or the current one; each step is audit-logged; the CSP follows', async () => {
    const p1 = await createProject(app.dataSource);
    const p2 = await createProject(app.dataSource);
    const list0 = (await admin.get('/api/federation/releases?remote=mf_calls').expect(200)).body.data;
    const a = list0.find((r: { version: string }) => r.version === '1.0.0');
    const b = (await admin.send('post', '/api/federation/releases', { remote: 'mf_calls', entry: `${originB}/b/mf-manifest.json` })).body;
    expect(b.version).toBe('1.1.0');

    // nothing promoted yet: environments load the remote's built-in entry
    expect(await effective(admin, p1)).toMatchObject({ entry: '/build/mf-calls/mf-manifest.json', version: null, release_id: null });
    expect((await admin.send('post', '/api/federation/remotes/mf_calls/rollback')).status).toBe(409);

    const promotedA = await admin.send('post', `/api/federation/releases/${a.id}/promote`);
    expect(promotedA.status).toBe(200);
    expect(promotedA.body.current).toBe(true);
    expect(await effective(admin, p1)).toMatchObject({ entry: `${originA}/a/mf-manifest.json`, version: '1.0.0' });
    const global = (await admin.get('/api/federation/remotes').expect(200)).body.data.find((r: { name: string }) => r.name === 'mf_calls');
    expect(global.entry).toBe(`${originA}/a/mf-manifest.json`);

    // B pinned to environment 2 only
    const pinned = await admin.send('put', `/api/federation/remotes/mf_calls/pins/${p2}`, { release_id: b.id });
    expect(pinned.status).toBe(200);
    expect(pinned.body.pinned_projects.map((p: { id: number }) => p.id)).toEqual([p2]);
    expect((await effective(admin, p2)).version).toBe('1.1.0');
    expect((await effective(admin, p1)).version).toBe('1.0.0');
    // a release of another remote cannot be pinned in its place
    const wrong = await admin.send('put', `/api/federation/remotes/mf_clients/pins/${p2}`, { release_id: b.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.release_id).toEqual(['Il rilascio non appartiene al modulo mf_clients']);
    expect((await admin.send('put', `/api/federation/remotes/mf_calls/pins/999999`, { release_id: b.id })).status).toBe(404);

    // B promoted to all, then rolled back to A; the pin stays
    await admin.send('post', `/api/federation/releases/${b.id}/promote`).then((r) => expect(r.status).toBe(200));
    expect((await effective(admin, p1)).version).toBe('1.1.0');
    const back = await admin.send('post', '/api/federation/remotes/mf_calls/rollback');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: a.id, current: true });
    expect((await effective(admin, p1)).version).toBe('1.0.0');
    expect((await effective(admin, p2)).version).toBe('1.1.0');
    // nothing before A
    expect((await admin.send('post', '/api/federation/remotes/mf_calls/rollback')).status).toBe(409);

    // unpin: environment 2 follows the current release again
    expect((await admin.send('delete', `/api/federation/remotes/mf_calls/pins/${p2}`)).status).toBe(204);
    expect((await effective(admin, p2)).version).toBe('1.0.0');
    expect((await admin.send('delete', `/api/federation/remotes/mf_calls/pins/${p2}`)).status).toBe(404);

    const log: { action: string; project_id: number | null; entity_id: number }[] = await app.dataSource.query(
      `SELECT action, project_id, entity_id::int AS entity_id FROM audit_log WHERE entity = 'federation_release' ORDER BY id`,
    );
    expect(log.map((l) => l.action)).toEqual([
      'release.registered',
      'release.registered',
      'release.promoted',
      'release.pinned',
      'release.promoted',
      'release.rolled_back',
      'release.unpinned',
    ]);
    expect(log.filter((l) => l.action.endsWith('pinned')).map((l) => l.project_id)).toEqual([p2, p2]);

    // the CSP admits every registered release's origin
    const csp = String((await admin.get('/api/health')).headers['content-security-policy']);
    expect(csp).toContain(originA);
    expect(csp).toContain(originB);
  });
});

describe('back to the built-in build (issue 39, defect 11)', () => {
  it('clears the current release: the registry gives the built-in entry again, pins stay, audit-logged; 409 when already there', async () => {
    const p1 = await createProject(app.dataSource);
    const p2 = await createProject(app.dataSource);
    const list = (await admin.get('/api/federation/releases?remote=mf_calls').expect(200)).body.data;
    const a = list.find((r: { version: string }) => r.version === '1.0.0');
    const b = list.find((r: { version: string }) => r.version === '1.1.0');
    await admin.send('post', `/api/federation/releases/${b.id}/promote`).then((r) => expect(r.status).toBe(200));
    await admin.send('put', `/api/federation/remotes/mf_calls/pins/${p2}`, { release_id: a.id }).then((r) => expect(r.status).toBe(200));
    expect(await effective(admin, p1)).toMatchObject({ entry: `${originB}/b/mf-manifest.json`, version: '1.1.0' });

    const res = await admin.send('post', '/api/federation/remotes/mf_calls/builtin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'mf_calls', entry: '/build/mf-calls/mf-manifest.json', module: 'calls' });

    // the shell's answers: the built-in entry outside environments and where nothing is pinned
    const global = (await admin.get('/api/federation/remotes').expect(200)).body.data.find((r: { name: string }) => r.name === 'mf_calls');
    expect(global.entry).toBe('/build/mf-calls/mf-manifest.json');
    expect(await effective(admin, p1)).toMatchObject({ entry: '/build/mf-calls/mf-manifest.json', version: null, release_id: null });
    // the pinned environment keeps its release
    expect(await effective(admin, p2)).toMatchObject({ entry: `${originA}/a/mf-manifest.json`, version: '1.0.0', release_id: a.id });
    const after = (await admin.get('/api/federation/releases?remote=mf_calls').expect(200)).body.data;
    expect(after.filter((r: { current: boolean }) => r.current)).toEqual([]);

    // nothing more to go back from
    const again = await admin.send('post', '/api/federation/remotes/mf_calls/builtin');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Il modulo usa già la build integrata');
    expect((await admin.send('post', '/api/federation/remotes/mf_calls/rollback')).status).toBe(409);
    expect((await admin.send('post', '/api/federation/remotes/mf_nope/builtin')).status).toBe(404);

    const [log] = await app.dataSource.query(
      `SELECT action, project_id, entity_id, user_id, changes FROM audit_log WHERE entity = 'federation_release' ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({
      action: 'release.builtin_restored',
      project_id: null,
      entity_id: null,
      changes: { remote: 'mf_calls', version: null, from_version: '1.1.0' },
    });
    expect(log.user_id).toEqual(expect.any(Number));

    // a promotion afterwards works as before
    await admin.send('post', `/api/federation/releases/${a.id}/promote`).then((r) => expect(r.status).toBe(200));
    expect((await effective(admin, p1)).version).toBe('1.0.0');
  });
});

describe('who may manage releases', () => {
  it('only administrators; a member reads its own environment only (another one is 404)', async () => {
    const p1 = await createProject(app.dataSource);
    const p2 = await createProject(app.dataSource);
    const local = await createUser(app.dataSource, 'local-administrator', [p1]);
    const b = await loggedIn(app, local.email);
    expect((await b.get('/api/federation/releases')).status).toBe(403);
    expect((await b.send('post', '/api/federation/releases', { remote: 'mf_calls', entry: `${originA}/a/mf-manifest.json` })).status).toBe(
      403,
    );
    expect((await b.send('post', '/api/federation/releases/1/promote')).status).toBe(403);
    expect((await b.send('post', '/api/federation/remotes/mf_calls/rollback')).status).toBe(403);
    expect((await b.send('post', '/api/federation/remotes/mf_calls/builtin')).status).toBe(403);
    expect((await b.send('put', `/api/federation/remotes/mf_calls/pins/${p1}`, { release_id: 1 })).status).toBe(403);
    expect((await b.send('delete', `/api/federation/remotes/mf_calls/pins/${p1}`)).status).toBe(403);
    expect((await b.get(`/api/projects/${p1}/federation/remotes`)).status).toBe(200);
    expect((await b.get(`/api/projects/${p2}/federation/remotes`)).status).toBe(404);
  });
});
