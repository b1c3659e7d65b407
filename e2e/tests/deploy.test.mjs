/**
 * Issue 14, acceptance 4 (no Docker engine on this machine class): the images' inputs are checked
 * without building them.
 * - every path the Dockerfiles COPY exists after `npm run build` (the build CI runs), parsed from
 *   the Dockerfiles themselves by tools/docker-artefacts.cjs (the script their build stages run);
 * - the compiled API needs only the API's production dependencies (the runtime stage has no others);
 * - `docker-compose config` accepts docker-compose.yml, refuses it without the required secrets,
 *   and lists PostgreSQL, Redis, the API and the four remotes (skipped if docker-compose is not
 *   installed; .ci/run installs it and runs this file again).
 * Needs the builds (`npm run build`); no server.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = process.env.E2E_ROOT || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const artefacts = require(path.join(root, 'tools', 'docker-artefacts.cjs'));

test('every path the Dockerfiles COPY exists after npm run build', () => {
  const app = artefacts.checkDockerfile(artefacts.APP_DOCKERFILE);
  assert.deepEqual(app.problems, [], 'Dockerfile: eseguire prima "npm run build"');
  for (const p of ['api/dist', 'api/data', 'docs/manuale.html', 'shell/dist', ...artefacts.REMOTES.map((r) => `${r}/dist`)])
    assert.ok(app.artefacts.includes(p), `Dockerfile copia ${p}`);
  assert.ok(fs.existsSync(path.join(root, 'api/dist/main.js')));
  assert.ok(fs.existsSync(path.join(root, 'shell/dist/index.html')));
  for (const remote of artefacts.REMOTES) {
    const res = artefacts.checkDockerfile(artefacts.REMOTE_DOCKERFILE, { REMOTE: remote });
    assert.deepEqual(res.problems, [], `remote.Dockerfile REMOTE=${remote}`);
    assert.deepEqual(res.artefacts, [`${remote}/dist`]);
    for (const f of ['mf-manifest.json', 'remoteEntry.js'])
      assert.ok(fs.existsSync(path.join(root, remote, 'dist', f)), `${remote}/dist/${f}`);
  }
});

test('the compiled API requires only its production dependencies', () => {
  assert.deepEqual(artefacts.apiRequiresOutsideDependencies(), []);
});

test('the Dockerfile check catches what it is meant to catch', () => {
  const text = [
    'ARG NODE_IMAGE=node:20-bookworm-slim',
    'FROM ${NODE_IMAGE} AS build',
    'ARG REMOTE',
    'WORKDIR /src',
    'COPY package.json ./',
    'FROM nginx AS web',
    'ARG REMOTE',
    'COPY --from=build /src/${REMOTE}/dist \\',
    '  /usr/share/nginx/html',
    'COPY api/dist /x',
  ].join('\n');
  const { stages, copies } = artefacts.parseDockerfile(text, { REMOTE: 'mf-calls' });
  assert.deepEqual(
    stages.map((s) => [s.name, s.workdir]),
    [
      ['build', '/src'],
      ['web', '/'],
    ],
  );
  assert.deepEqual(copies[1], { stage: 'web', from: 'build', sources: ['/src/mf-calls/dist'], dest: '/usr/share/nginx/html', line: 8 });
  // a context path excluded by .dockerignore, and a build output that does not exist
  const ignored = artefacts.dockerignore();
  assert.equal(ignored('api/dist'), true);
  assert.equal(ignored('mf-calls/node_modules/x'), true);
  assert.equal(ignored('api/data/SOURCES.md'), false);
  assert.equal(ignored('.npmrc'), false);
  const tmp = path.join(root, 'deploy', `test-${process.pid}.Dockerfile`);
  fs.writeFileSync(tmp, `${text}\nCOPY --from=build /src/mf-calls/nonexistent /y\n`);
  try {
    const { problems } = artefacts.checkDockerfile(path.relative(root, tmp), { REMOTE: 'mf-calls' });
    assert.ok(
      problems.some((p) => /api\/dist è escluso da \.dockerignore/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /mf-calls\/nonexistent assente dopo la build/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /non copia api\/package\.json/.test(p)),
      problems.join('\n'),
    );
  } finally {
    fs.rmSync(tmp, { force: true });
  }
});

const compose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
const haveCompose = compose.status === 0;

test(
  'docker-compose config accepts docker-compose.yml and requires the secrets',
  { skip: !haveCompose && 'docker-compose non installato' },
  () => {
    const run = (args, env) =>
      spawnSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), ...args], {
        cwd: os.tmpdir(), // no .env file of the working tree
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env },
      });
    const secrets = { POSTGRES_PASSWORD: 'ci-password', SESSION_SECRET: 'ci-secret' };
    const ok = run(['config', '-q'], secrets);
    assert.equal(ok.status, 0, ok.stderr);
    for (const missing of Object.keys(secrets)) {
      const env = { ...secrets };
      delete env[missing];
      const res = run(['config', '-q'], env);
      assert.notEqual(res.status, 0, `senza ${missing} docker-compose config deve fallire`);
      assert.match(res.stderr, new RegExp(missing));
    }
    const services = run(['config', '--services'], secrets).stdout.trim().split('\n').sort();
    assert.deepEqual(services, ['app', 'db', 'redis', ...artefacts.REMOTES].sort());
    const volumes = run(['config', '--volumes'], secrets).stdout.trim().split('\n').sort();
    assert.deepEqual(volumes, ['appdata', 'pgdata', 'uploads']);
    const full = run(['config'], secrets).stdout;
    for (const remote of artefacts.REMOTES)
      assert.match(full, new RegExp(`REMOTE: ${remote}\\n`), `${remote} costruito con REMOTE=${remote}`);
    assert.match(full, /dockerfile: deploy\/remote\.Dockerfile/);
    assert.match(full, /condition: service_healthy/);
  },
);
