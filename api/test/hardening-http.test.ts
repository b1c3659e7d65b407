import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes } from 'fastify';
import { frameworkErrorAnswer } from '../src/common/http/body-policy';
import { looksEnglish } from './bad-input-probes';
import { startTestApp, type TestApp } from './helpers';

/**
 * Issue 36, framework errors: what the HTTP parser and the router refuse before any route runs
 * answers in Italian and never echoes the URL. An outside probe got 140 × 431 "Request Header
 * Fields Too Large" (Node's English body) for URLs over 16 KB, and 141 × 414
 * FST_ERR_MAX_PARAM_LENGTH echoing the URL.
 */
let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await startTestApp();
  await new Promise<void>((resolve) => app.handle.app.getHttpServer().listen(0, '127.0.0.1', resolve));
  port = (app.handle.app.getHttpServer().address() as AddressInfo).port;
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
