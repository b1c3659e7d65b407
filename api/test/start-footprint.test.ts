import { Browser, startTestApp, type TestApp, loggedIn } from './helpers';
import { createProject, createUser } from './factories';

/**
 * Issue 12, memory after start (docs/architecture.md "Memory"): a server in the default
 * configuration (no REDIS_URL, S3_BUCKET or SMTP_URL) does not load, at start or for ordinary
 * requests, the packages of features it has not used yet. Together they were about 35 MB of the
 * embedded install's resident memory (jsdom alone about 50 MB when loaded by itself):
 * - jsdom and DOMPurify: never in the API's thread (an SVG logo is cleaned in a worker thread,
 *   started with the first SVG and ended when idle; issue 36);
 * - the AWS SDK: only with S3_BUCKET;
 * - ioredis: only with REDIS_URL;
 * - nodemailer: only for the first message in outbox mode (at start with SMTP_URL);
 * - qrcode: only for an MFA enrolment;
 * - the common-password list: only when a password is set;
 * - exceljs (and its zip readers and writers, about 450 of the API's 2,900 modules): only for the
 *   first XLSX export or import.
 * Each package is replaced by a wrapper that records its loading and returns the real module.
 */
function mockLoadedModules(): Set<string> {
  const g = globalThis as { mockLoadedAtStart?: Set<string> };
  g.mockLoadedAtStart ??= new Set();
  return g.mockLoadedAtStart;
}
jest.mock('jsdom', () => (mockLoadedModules().add('jsdom'), jest.requireActual('jsdom')));
jest.mock('dompurify', () => (mockLoadedModules().add('dompurify'), jest.requireActual('dompurify')));
jest.mock('@aws-sdk/client-s3', () => (mockLoadedModules().add('@aws-sdk/client-s3'), jest.requireActual('@aws-sdk/client-s3')));
jest.mock('ioredis', () => (mockLoadedModules().add('ioredis'), jest.requireActual('ioredis')));
jest.mock('nodemailer', () => (mockLoadedModules().add('nodemailer'), jest.requireActual('nodemailer')));
jest.mock('qrcode', () => (mockLoadedModules().add('qrcode'), jest.requireActual('qrcode')));
jest.mock('exceljs', () => (mockLoadedModules().add('exceljs'), jest.requireActual('exceljs')));
jest.mock(
  '@zxcvbn-ts/language-common',
  () => (mockLoadedModules().add('@zxcvbn-ts/language-common'), jest.requireActual('@zxcvbn-ts/language-common')),
);

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1c7ed6"/></svg>',
);

let app: TestApp;
let project: number;
let admin: Browser;
const saved = { REDIS_URL: process.env.REDIS_URL, S3_BUCKET: process.env.S3_BUCKET, SMTP_URL: process.env.SMTP_URL };

beforeAll(async () => {
  // the default install: the CI's PostgreSQL run sets REDIS_URL for the other files
  delete process.env.REDIS_URL;
  delete process.env.S3_BUCKET;
  delete process.env.SMTP_URL;
  app = await startTestApp();
  project = await createProject(app.dataSource, { name: 'Impronta all’avvio' });
  admin = await loggedIn(app, (await createUser(app.dataSource, 'local-administrator', [project])).email);
});
afterAll(async () => {
  await app?.close();
  for (const [k, v] of Object.entries(saved)) if (v !== undefined) process.env[k] = v;
});

describe('memory after start', () => {
  it('loads none of the optional packages at start, at login or for the lists', async () => {
    for (const url of [`/api/projects/${project}/clients`, `/api/projects/${project}/announcements`, '/api/profile']) {
      expect((await admin.get(url)).status).toBe(200);
    }
    expect([...mockLoadedModules()]).toEqual([]);
  });

  it('cleans an SVG logo without loading jsdom or DOMPurify in the API thread', async () => {
    const res = await admin.agent
      .post(`/api/projects/${project}/logos/vertical`)
      .set('X-XSRF-TOKEN', admin.xsrfToken)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', SVG, 'logo.svg');
    expect(res.status).toBe(201);
    const stored = await admin.agent.get(res.body.vertical_logo);
    expect(stored.headers['content-type']).toBe('image/svg+xml');
    expect(stored.body.toString()).toContain('<rect width="10" height="10" fill="#1c7ed6"');
    expect(mockLoadedModules().has('jsdom')).toBe(false);
    expect(mockLoadedModules().has('dompurify')).toBe(false);
    expect(mockLoadedModules().has('@aws-sdk/client-s3')).toBe(false);
  });
});
