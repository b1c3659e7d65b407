import fs from 'node:fs';
import http, { type Server } from 'node:http';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import helmet from 'helmet';
import { createApp, helmetHeaders, type AppHandle, type HeaderMiddleware } from '../src/app.factory';
import { loadConfig } from '../src/config';
import { decodeUploadName } from '../src/common/http/upload-name';
import { DEMO_PASSWORD } from '../src/database/seed/seed';
import { browserAs, startTestApp, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 11, findings 7-8: upload names decoded as UTF-8; HSTS only behind TLS, a
 * Permissions-Policy header, /api/docs behind login in production.
 */
let app: TestApp;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  delete process.env.TRUST_PROXY;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('upload names', () => {
  it('keeps "città" as "città"', async () => {
    expect(decodeUploadName(Buffer.from('città.pdf', 'utf8').toString('latin1'))).toBe('città.pdf');
    expect(decodeUploadName('città.pdf')).toBe('città.pdf'); // a real latin1 name stays
    const p = await createProject(app.dataSource);
    const user = await createUser(app.dataSource, 'local-expert-announcement', [p]);
    const b = await browserAs(app, user.email, FACTORY_PASSWORD);
    const res = await b.agent
      .post(`/api/projects/${p}/files`)
      .set('X-XSRF-TOKEN', b.xsrfToken)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', PDF, 'Scheda città.pdf');
    expect(res.status).toBe(201);
    expect(res.body.original_name).toBe('Scheda città.pdf');
  });
});

describe('headers', () => {
  it('no HSTS on plain HTTP; HSTS behind a trusted TLS proxy; Permissions-Policy always', async () => {
    const plain = await request(app.server).get('/api/csrf-cookie');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['permissions-policy']).toMatch(/camera=\(\)/);
    const tls = await request(app.server).get('/api/csrf-cookie').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it("helmet's headers, recorded once and replayed per request, are the ones helmet writes on a real response", () => {
    const middleware = helmet({ crossOriginEmbedderPolicy: false, strictTransportSecurity: false }) as unknown as HeaderMiddleware;
    const res = new http.ServerResponse(new http.IncomingMessage(new Socket()));
    res.setHeader('X-Powered-By', 'x');
    let finished = false;
    middleware(res.req, res, () => (finished = true));
    expect(finished).toBe(true);
    const recorded = helmetHeaders(middleware);
    const replayed = new http.ServerResponse(new http.IncomingMessage(new Socket()));
    replayed.setHeader('X-Powered-By', 'x');
    for (const name of recorded.remove) replayed.removeHeader(name);
    for (const [name, value] of recorded.set) replayed.setHeader(name, value);
    expect(replayed.getHeaders()).toEqual(res.getHeaders());
    expect(Object.keys(res.getHeaders())).toContain('content-security-policy');
  });

  it('/api/docs is public outside production', async () => {
    expect((await request(app.server).get('/api/docs-json')).status).toBe(200);
  });
});

describe('cookie names (issue 36; ASVS 5.0 3.3.1)', () => {
  /** `name=value` of the Set-Cookie line named `name`, and its attributes in lower case. */
  const setCookie = (res: request.Response, name: string) => {
    const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const line = lines.find((l) => l.startsWith(`${name}=`));
    return line ? { pair: line.split(';')[0], attributes: line.toLowerCase() } : null;
  };
  const https = (r: request.Test) => r.set('X-Forwarded-Proto', 'https');

  it('over HTTPS both cookies carry the __Host- prefix with Secure and Path=/ and no Domain; the session works with them', async () => {
    const csrf = await https(request(app.server).get('/api/csrf-cookie'));
    const xsrf = setCookie(csrf, '__Host-XSRF-TOKEN');
    expect(xsrf).not.toBeNull();
    expect(setCookie(csrf, 'XSRF-TOKEN')).toBeNull();
    expect(xsrf!.attributes).toContain('; secure');
    expect(xsrf!.attributes).toContain('; path=/');
    expect(xsrf!.attributes).not.toContain('domain=');
    const token = decodeURIComponent(xsrf!.pair.split('=')[1]);

    const login = await https(request(app.server).post('/api/login'))
      .set('Cookie', xsrf!.pair)
      .set('X-XSRF-TOKEN', token)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: 'gestore@demo.local', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const sessionCookie = setCookie(login, '__Host-bandi_session');
    expect(sessionCookie).not.toBeNull();
    expect(setCookie(login, 'bandi_session')).toBeNull();
    expect(sessionCookie!.attributes).toContain('; secure');
    expect(sessionCookie!.attributes).toContain('; httponly');
    expect(sessionCookie!.attributes).toContain('; path=/');
    expect(sessionCookie!.attributes).not.toContain('domain=');
    const newXsrf = setCookie(login, '__Host-XSRF-TOKEN');
    expect(newXsrf).not.toBeNull();

    const profile = await https(request(app.server).get('/api/profile')).set('Cookie', sessionCookie!.pair);
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('gestore@demo.local');

    // the same value under the name without prefix (as a sibling subdomain or a plain-HTTP page
    // could plant it) is not a session over HTTPS
    const planted = sessionCookie!.pair.replace(/^__Host-/, '');
    expect((await https(request(app.server).get('/api/profile')).set('Cookie', planted)).status).toBe(401);

    // logout clears the prefixed cookie
    const logout = await https(request(app.server).post('/api/logout'))
      .set('Cookie', `${sessionCookie!.pair}; ${newXsrf!.pair}`)
      .set('X-XSRF-TOKEN', decodeURIComponent(newXsrf!.pair.split('=')[1]))
      .set('X-Requested-With', 'XMLHttpRequest');
    expect(logout.status).toBe(204);
    expect(setCookie(logout, '__Host-bandi_session')?.attributes).toMatch(/expires=thu, 01 jan 1970/);
    expect((await https(request(app.server).get('/api/profile')).set('Cookie', sessionCookie!.pair)).status).toBe(401);
  });

  it('over HTTPS a token or session under the name without prefix is not read; the login rotates the __Host- session', async () => {
    const csrf = await https(request(app.server).get('/api/csrf-cookie'));
    const xsrf = setCookie(csrf, '__Host-XSRF-TOKEN')!;
    const token = decodeURIComponent(xsrf.pair.split('=')[1]);
    const login = (cookie: string, email: string, echoed = token) =>
      https(request(app.server).post('/api/login'))
        .set('Cookie', cookie)
        .set('X-XSRF-TOKEN', echoed)
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ email, password: DEMO_PASSWORD });
    // the same signed token planted as XSRF-TOKEN (what a sibling subdomain could set) is refused
    const planted = await login(xsrf.pair.replace(/^__Host-/, ''), 'gestore@demo.local');
    expect(planted.status).toBe(419);
    const first = await login(xsrf.pair, 'gestore@demo.local');
    expect(first.status).toBe(200);
    const firstSession = setCookie(first, '__Host-bandi_session')!.pair;
    const sessionXsrf = setCookie(first, '__Host-XSRF-TOKEN')!.pair;
    // a login over an open session (echoing that session's token) gets a new session id; the old one is over
    const second = await login(`${sessionXsrf}; ${firstSession}`, 'esperto@demo.local', decodeURIComponent(sessionXsrf.split('=')[1]));
    expect(second.status).toBe(200);
    const secondSession = setCookie(second, '__Host-bandi_session')!.pair;
    expect(secondSession).not.toBe(firstSession);
    expect((await https(request(app.server).get('/api/profile')).set('Cookie', firstSession)).status).toBe(401);
    expect((await https(request(app.server).get('/api/profile')).set('Cookie', secondSession)).body.email).toBe('esperto@demo.local');
  });

  it('over plain HTTP (development) the names go without prefix, which browsers refuse there; login and a protected POST work with them', async () => {
    const csrf = await request(app.server).get('/api/csrf-cookie');
    expect(setCookie(csrf, 'XSRF-TOKEN')).not.toBeNull();
    expect(setCookie(csrf, '__Host-XSRF-TOKEN')).toBeNull();
    const xsrf = setCookie(csrf, 'XSRF-TOKEN')!;
    expect(xsrf.attributes).not.toContain('; secure');
    expect(xsrf.attributes).toContain('; path=/');
    expect(xsrf.attributes).not.toContain('domain=');
    const login = await request(app.server)
      .post('/api/login')
      .set('Cookie', xsrf.pair)
      .set('X-XSRF-TOKEN', decodeURIComponent(xsrf.pair.split('=')[1]))
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: 'gestore@demo.local', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(setCookie(login, '__Host-bandi_session')).toBeNull();
    const session = setCookie(login, 'bandi_session')!;
    expect(session.attributes).not.toContain('; secure');
    expect(session.attributes).toContain('; httponly');
    const newXsrf = setCookie(login, 'XSRF-TOKEN')!;
    const logout = () =>
      request(app.server).post('/api/logout').set('Cookie', `${session.pair}; ${newXsrf.pair}`).set('X-Requested-With', 'XMLHttpRequest');
    // a protected POST without the token is refused, with it accepted
    expect((await logout()).status).toBe(419);
    expect((await logout().set('X-XSRF-TOKEN', decodeURIComponent(newXsrf.pair.split('=')[1]))).status).toBe(204);
  });
});

describe('compression (issue 12: @fastify/compress on the API only)', () => {
  it('API answers above 1 KB are brotli or gzip as the client accepts; small answers and clients that accept neither get plain JSON', async () => {
    const login = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: 'admin@demo.local', password: DEMO_PASSWORD });
    const auth = `Bearer ${login.body.access_token}`;
    const url = '/api/reference/ateco?version=2025&level=1&take=100';
    // superagent decodes brotli and gzip: the body is compared, the bytes on the wire are Content-Length
    const plain = await request(app.server).get(url).set('Authorization', auth).set('Accept-Encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const plainBytes = Number(plain.headers['content-length']);
    expect(plainBytes).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await request(app.server).get(url).set('Authorization', auth).set('Accept-Encoding', accept);
      expect([accept, res.headers['content-encoding']]).toEqual([accept, encoding]);
      expect(Number(res.headers['content-length'])).toBeLessThan(plainBytes / 2);
      expect(res.body).toEqual(plain.body);
    }
    const health = await request(app.server).get('/api/health').set('Accept-Encoding', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body).toEqual({ status: 'ok', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'non usato' });
  });

  it('a request body sent gzip-encoded is inflated; an unknown Content-Encoding answers 415 in Italian', async () => {
    const body = JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD });
    const gz = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((b: Buffer) => b as unknown as string) // the gzip bytes as they are
      .send(zlib.gzipSync(body));
    expect(gz.status).toBe(200);
    expect(gz.body.access_token).toEqual(expect.any(String));
    const unknown = await request(app.server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-unknown')
      .send(body);
    expect(unknown.status).toBe(415);
    expect(unknown.body.message).toBe('Codifica del contenuto non supportata');
  });
});

describe('multipart body on a route that takes no file', () => {
  // issue 36: a PUT sent as multipart answered 200 and changed nothing; the check is a global guard
  // run after the authentication guard (upload.ts MultipartOnlyOnUploads; issue 32 moved it there
  // from a global interceptor)
  it('answers 415 in Italian and changes nothing; without a session the answer is 401 first', async () => {
    const p = await createProject(app.dataSource);
    const user = await createUser(app.dataSource, 'local-expert-announcement', [p]);
    const b = await browserAs(app, user.email, FACTORY_PASSWORD);
    const before = (await b.agent.get('/api/profile')).body;
    const res = await b.agent
      .put('/api/profile')
      .set('X-XSRF-TOKEN', b.xsrfToken)
      .set('X-Requested-With', 'XMLHttpRequest')
      .field('name', 'Nome cambiato da un modulo');
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^Tipo di contenuto non supportato/);
    expect((await b.agent.get('/api/profile')).body.name).toBe(before.name);
    const anonymous = await request(app.server).put('/api/profile').set('Authorization', 'Bearer nessuno').field('name', 'x');
    expect(anonymous.status).toBe(401);
    // an upload route still reads its form
    const upload = await b.agent
      .post(`/api/projects/${p}/files`)
      .set('X-XSRF-TOKEN', b.xsrfToken)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', PDF, 'Scheda.pdf');
    expect(upload.status).toBe(201);
  });
});

describe('production', () => {
  let prod: AppHandle;
  let tmp: string;
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-prod-'));
    // the suite's migrated and seeded embedded database (global-setup.ts), not migrations from scratch
    const template = process.env.BANDI_TEST_TEMPLATE_DIR;
    if (template && !process.env.DATABASE_URL) fs.cpSync(template, tmp, { recursive: true });
    // a web build to serve: a script with its brotli sibling, a stylesheet, an SVG, index.html
    const dist = path.join(tmp, 'web', 'shell', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1);\n'.repeat(200));
    fs.writeFileSync(path.join(dist, 'main.js.br'), 'x');
    fs.writeFileSync(path.join(dist, 'app.0123abcd.css'), 'body{color:#000}');
    fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = loadConfig({ ...process.env, DATA_DIR: tmp, WEB_DIR: path.join(tmp, 'web'), NODE_ENV: 'production', SEED_DEMO: 'true' });
    prod = await createApp(config, { logger: false });
  });
  afterAll(async () => {
    await prod?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('puts /api/docs behind login and always sends HSTS', async () => {
    const server = prod.app.getHttpServer();
    const anon = await request(server).get('/api/docs-json');
    expect(anon.status).toBe(401);
    expect(anon.headers['strict-transport-security']).toMatch(/max-age/);
    expect((await request(server).get('/api/docs')).status).toBe(401);
    const login = await request(server)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: 'admin@demo.local', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const docs = await request(server).get('/api/docs-json').set('Authorization', `Bearer ${login.body.access_token}`);
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toBeDefined();
  });

  it('scripts and stylesheets carry the subresource headers only; documents and SVG keep the CSP (docs/security.md#response-headers)', async () => {
    const server = prod.app.getHttpServer();
    for (const [url, encoding] of [
      ['/build/shell/main.js', 'br'],
      ['/build/shell/app.0123abcd.css', undefined],
    ] as const) {
      const res = await request(server).get(url).set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['strict-transport-security']).toMatch(/max-age/);
      for (const document of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy']) {
        expect([url, document, res.headers[document]]).toEqual([url, document, undefined]);
      }
    }
    for (const url of ['/build/shell/logo.svg', '/accedi', '/api/csrf-cookie']) {
      const res = await request(server).get(url);
      expect([url, res.status]).toEqual([url, url.startsWith('/api/') ? 204 : 200]);
      expect([url, res.headers['content-security-policy']]).toEqual([url, expect.stringContaining("object-src 'none'")]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
  });
});

describe('connections', () => {
  it('an idle keep-alive connection outlives the 5 s idle time of Node clients: the next request reuses it', async () => {
    const server = app.server as Server;
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    const port = Number(new URL(app.origin).port);
    // what Playwright's and Node's fetch do: one pooled socket, kept alive between requests
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const closedByServer: number[] = [];
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on('socket', (s) => s.once('close', () => closedByServer.push(Date.now())));
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Node's old 5 s server default closed the socket here, racing the client's next request
      await new Promise((r) => setTimeout(r, 6_000));
      expect(closedByServer).toEqual([]);
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }, 20_000);
});
