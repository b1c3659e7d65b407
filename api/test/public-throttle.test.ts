import request from 'supertest';
import { browserAs, startTestApp, type TestApp } from './helpers';
import { createAnnouncement } from './factories';
import { publicPageRequestsPerMinute } from '../src/modules/public/public.controller';

/**
 * GET /api/public/announcements/{id}?token= is throttled per client IP. The limit is read from
 * PUBLIC_PAGE_THROTTLE_LIMIT at each request (default 30); TRUST_PROXY lets the test speak from two addresses through X-Forwarded-For.
 */
const LIMIT = 5;
let app: TestApp;
let token: string;
let callId: number;
beforeAll(async () => {
  process.env.PUBLIC_PAGE_THROTTLE_LIMIT = String(LIMIT);
  process.env.TRUST_PROXY = 'true';
  expect(publicPageRequestsPerMinute()).toBe(LIMIT);
  expect(publicPageRequestsPerMinute({})).toBe(30);
  expect(publicPageRequestsPerMinute({ PUBLIC_PAGE_THROTTLE_LIMIT: 'molti' })).toBe(30);
  app = await startTestApp();
  callId = await createAnnouncement(app.dataSource, { name: 'Bando condiviso (limite richieste)' });
  const manager = await browserAs(app, 'gestore@demo.local');
  const [{ id: clientId }] = await app.dataSource.query(`SELECT id FROM clients WHERE project_id = 1 ORDER BY id LIMIT 1`);
  const share = await manager.send('post', `/api/projects/1/announcements/${callId}/shares`, { client_id: clientId });
  expect(share.status).toBe(201);
  token = share.body.token;
});
afterAll(async () => {
  await app?.close();
  delete process.env.PUBLIC_PAGE_THROTTLE_LIMIT;
  delete process.env.TRUST_PROXY;
});

const page = (ip: string, t: string) =>
  request(app.server).get(`/api/public/announcements/${callId}?token=${t}`).set('X-Forwarded-For', ip);

describe('public announcement page rate limit', () => {
  it('answers 429 to a tampered-token flood after N attempts per minute from one IP, not to other IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await page('203.0.113.7', `${token.slice(0, -3)}x${i}z`)).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const blocked = await page('203.0.113.7', token);
    expect(blocked.status).toBe(429); // even the right token, until the minute passes
    expect(blocked.body).toEqual({ message: expect.any(String) });
    expect(blocked.headers['retry-after']).toBeDefined();
    const other = await page('198.51.100.20', token);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ id: callId, name: 'Bando condiviso (limite richieste)' });
  });

  it('throttles the file downloads of the page the same way', async () => {
    const file = (ip: string) =>
      request(app.server)
        .get(`/api/public/announcements/${callId}/files/00000000-0000-4000-8000-000000000000?token=bad`)
        .set('X-Forwarded-For', ip);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await file('192.0.2.44')).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(404), 429]);
  });
});
