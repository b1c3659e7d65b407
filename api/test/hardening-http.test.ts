import http from 'node:http';
import { errorCodes } from 'fastify';
import { frameworkErrorAnswer } from '../src/common/http/body-policy';
import { looksEnglish } from './bad-input-probes';
import request from 'supertest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/modules/auth/login-throttler.guard';
import { browserAs, startTestApp, type TestApp } from './helpers';

/**
 * Issue 36, framework errors: what the HTTP parser and the router refuse before any route runs
 * answers in Italian and never echoes the URL. An outside probe got 140 × 431 "Request Header
 * Fields Too Large" (Node's English body) for URLs over 16 KB, and 141 × 414
 * FST_ERR_MAX_PARAM_LENGTH echoing the URL. And the small ones: login's 429 lacked Retry-After,
 * API JSON had no `Cache-Control: no-store`, the CSP let images come from any host.
 */
let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await startTestApp();
  port = Number(new URL(app.origin).port);
});
afterAll(async () => {
  await app?.close();
});

/** A raw GET of `path` (sent as written); resolves to the status, the headers and the body text. */
function rawGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('framework refusals in Italian', () => {
  it('a URL over 16 KB answers 431 with an Italian JSON body', async () => {
    const res = await rawGet(`/api/announcements?search=${'a'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.text)).toEqual({ message: 'Intestazioni della richiesta troppo grandi: indirizzo o cookie oltre il limite' });
  });

  it('a path parameter over 500 characters answers in Italian, without echoing the URL', async () => {
    const long = 'x'.repeat(600);
    const res = await rawGet(`/api/projects/${long}/clients`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(looksEnglish(JSON.parse(res.text).message)).toBe(false);
    expect(res.text).not.toContain(long);
  });

  it("the router's 414 (a parameter over the limit where no other route matches) is Italian and does not echo the path", () => {
    const long = `/api/x/${'y'.repeat(600)}`;
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      code(status: number) {
        sent.status = status;
        return this;
      },
      header() {
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    frameworkErrorAnswer(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(long), {} as never, reply as never);
    expect(sent).toEqual({ status: 414, body: { message: 'Indirizzo troppo lungo' } });
  });

  it('a path that is not valid percent-encoded UTF-8 answers 400 in Italian, without echoing it', async () => {
    const res = await rawGet('/api/announcements/%ED%A0%80');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ message: 'Indirizzo non valido' });
    expect(res.text).not.toContain('%ED');
  });
});

describe('headers', () => {
  it("login's 429 says when to retry (Retry-After, seconds up to the end of the failures' window)", async () => {
    const email = 'nessuno-retry@demo.local';
    let res: request.Response | undefined;
    for (let i = 0; i <= LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      res = await request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({ email, password: 'sbagliata' });
    }
    expect(res!.status).toBe(429);
    const seconds = Number(res!.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('API answers are not stored by browsers or proxies unless the route says otherwise', async () => {
    const admin = await browserAs(app, 'admin@demo.local');
    const profile = await admin.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const missing = await admin.get('/api/announcements/999999999');
    expect(missing.headers['cache-control']).toBe('no-store');
    // reference lists keep their own caching (public, the same for everyone)
    const regions = await admin.get('/api/reference/regions');
    expect(regions.headers['cache-control']).not.toBe('no-store');
  });

  it('the page CSP lets images come only from the API itself and data: URLs', async () => {
    const res = await request(app.server).get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    expect(csp).not.toMatch(/img-src[^;]*https?:/);
  });

  it("the page CSP names each source once per directive (it said script-src 'self' 'self' without remote origins)", async () => {
    const res = await request(app.server).get('/api/health');
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/));
    const repeated = directives.filter(([, ...sources]) => new Set(sources).size !== sources.length).map(([name]) => name);
    expect(repeated).toEqual([]);
    expect(directives.find(([name]) => name === 'script-src')).toEqual(['script-src', "'self'"]);
  });
});
