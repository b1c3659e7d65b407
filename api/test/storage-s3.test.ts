import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { S3StorageDriver, s3ConfigFromEnv, type S3StorageConfig } from '../src/modules/files/s3-storage';
import { browserAs, startTestApp } from './helpers';

/**
 * Issue 14: the S3 storage driver (src/modules/files/s3-storage.ts) against a recorded contract of
 * S3's REST API, path-style (no S3 server runs here): a small in-test server implements PutObject,
 * GetObject, HeadObject and DeleteObject on `/{bucket}/{key}` and verifies each request's AWS
 * Signature Version 4 (credential scope, signed headers, payload hash) with the secret it knows,
 * answering 403 SignatureDoesNotMatch like S3 otherwise. Then the whole API stores a logo there.
 */

const ACCESS = 'AKIDTESTBANDI0001';
const SECRET = 'segreto-di-prova/abcdefghijklmnopqrstuvwxyz';
const REGION = 'eu-south-1';
const BUCKET = 'bandi-allegati';

interface Recorded {
  method: string;
  path: string;
  query: string;
  signed: boolean;
  credential: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Recomputes the SigV4 signature of a request (docs.aws.amazon.com "Signature Version 4 signing process"). */
function signatureValid(req: http.IncomingMessage, body: Buffer): { ok: boolean; credential: string } {
  const auth = String(req.headers.authorization ?? '');
  const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return { ok: false, credential: '' };
  const [, credential, signedHeaders, signature] = m;
  const [access, date, region, service, term] = credential.split('/');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (access !== ACCESS || service !== 's3' || term !== 'aws4_request' || !amzDate.startsWith(date)) return { ok: false, credential };
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body)) return { ok: false, credential };
  const [rawPath, rawQuery = ''] = (req.url ?? '').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((p) => (p.includes('=') ? p : `${p}=`))
    .sort()
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), 's3'), 'aws4_request');
  return { ok: createHmac('sha256', key).update(toSign).digest('hex') === signature, credential };
}

const xmlError = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

/** The fake S3: objects by key, every request recorded. */
async function fakeS3(): Promise<{ endpoint: string; objects: Map<string, Buffer>; log: Recorded[]; close(): void }> {
  const objects = new Map<string, Buffer>();
  const log: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath, query = ''] = (req.url ?? '').split('?');
      const { ok, credential } = signatureValid(req, body);
      log.push({ method: req.method ?? '', path: rawPath, query, signed: ok, credential });
      if (!ok) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('SignatureDoesNotMatch'));
        return;
      }
      const match = new RegExp(`^/${BUCKET}/([^/]+)$`).exec(rawPath);
      if (!match) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket'));
        return;
      }
      const key = decodeURIComponent(match[1]);
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, body);
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
          return;
        case 'HEAD':
          if (!stored) res.writeHead(404).end();
          else res.writeHead(200, { 'content-length': String(stored.length) }).end();
          return;
        case 'GET':
          if (!stored) res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey'));
          else res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(stored.length) }).end(stored);
          return;
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    log,
    close: () => server.close(),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

let s3: Awaited<ReturnType<typeof fakeS3>>;
let config: S3StorageConfig;

beforeAll(async () => {
  s3 = await fakeS3();
  config = s3ConfigFromEnv({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: 'true',
  })!;
});
afterAll(() => s3.close());

describe('S3 storage driver (path-style, signed requests)', () => {
  it('reads its settings from S3_* and is off without S3_BUCKET', () => {
    expect(config).toEqual({
      bucket: BUCKET,
      region: REGION,
      endpoint: s3.endpoint,
      accessKeyId: ACCESS,
      secretAccessKey: SECRET,
      forcePathStyle: true,
    });
    expect(s3ConfigFromEnv({ S3_ENDPOINT: s3.endpoint })).toBeUndefined();
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b' })).toMatchObject({ region: 'us-east-1', forcePathStyle: false, endpoint: undefined });
  });

  it('put, get and delete an object with signed HeadObject/PutObject/GetObject/DeleteObject requests', async () => {
    const driver = new S3StorageDriver(config);
    const key = 'Kx7-abcdefghijklmnop_0123';
    const data = Buffer.from('contenuto del documento — àèìòù\n'.repeat(50));
    s3.log.length = 0;
    await driver.put(key, data);
    expect(s3.objects.get(key)).toEqual(data);
    expect(await readAll(await driver.get(key))).toEqual(data);
    await driver.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    await driver.delete(key); // idempotent

    expect(s3.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      `HEAD /${BUCKET}/${key}`,
      `PUT /${BUCKET}/${key}`,
      `GET /${BUCKET}/${key}`,
      `DELETE /${BUCKET}/${key}`,
      `DELETE /${BUCKET}/${key}`,
    ]);
    for (const r of s3.log) {
      expect(r.signed).toBe(true);
      expect(r.credential).toMatch(new RegExp(`^${ACCESS}/\\d{8}/${REGION}/s3/aws4_request$`));
    }
  });

  it('refuses to overwrite a key, fails on a missing object and on an invalid key', async () => {
    const driver = new S3StorageDriver(config);
    const key = 'dup-key-0123456789abcdef';
    await driver.put(key, Buffer.from('uno'));
    await expect(driver.put(key, Buffer.from('due'))).rejects.toThrow(/already used/);
    expect(s3.objects.get(key)?.toString()).toBe('uno');
    await expect(driver.get('missing-key-0123456789ab')).rejects.toThrow();
    await expect(driver.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('putFile streams a file (a streamed upload) into the object, with its length, and never over an existing key', async () => {
    const driver = new S3StorageDriver(config);
    const key = 'file-key-0123456789abcdef';
    const data = Buffer.from('<AIUTO>riga di un file RNA</AIUTO>\n'.repeat(20_000));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 's3-putfile-')), 'upload');
    fs.writeFileSync(file, data);
    await driver.putFile(key, file, data.length);
    expect(s3.objects.get(key)).toEqual(data);
    await expect(driver.putFile(key, file, data.length)).rejects.toThrow(/already used/);
    expect(fs.existsSync(file)).toBe(true); // the caller's temporary file is left to its owner
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('a wrong secret is refused by the server (the contract checks signatures)', async () => {
    const driver = new S3StorageDriver({ ...config, secretAccessKey: 'non-la-chiave-giusta' });
    await expect(driver.put('wrong-secret-0123456789', Buffer.from('x'))).rejects.toThrow();
    expect(s3.log.at(-1)?.signed).toBe(false);
    expect(s3.objects.has('wrong-secret-0123456789')).toBe(false);
  });
});

describe('the API with S3_BUCKET set', () => {
  it('stores an uploaded logo in the bucket, not in UPLOAD_DIR, and serves it back', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const app = await startTestApp();
    try {
      const admin = await browserAs(app, 'admin@demo.local');
      const [{ id }] = await app.dataSource.query(`SELECT id FROM projects ORDER BY id LIMIT 1`);
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const before = s3.objects.size;
      const up = await admin.agent
        .post(`/api/projects/${id}/logos/horizontal`)
        .set('X-XSRF-TOKEN', admin.xsrfToken)
        .set('X-Requested-With', 'XMLHttpRequest')
        .attach('file', png, 'logo.png');
      expect(up.status).toBe(201);
      expect(s3.objects.size).toBe(before + 1);
      const url = /\/api\/logos\/[0-9a-f-]{36}/.exec(JSON.stringify(up.body))![0];
      const down = await admin.get(url).buffer(true).expect(200);
      expect(Buffer.from(down.body)).toEqual(png);
      const uploads = path.join(path.dirname(app.outboxDir), 'uploads');
      expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
    } finally {
      await app.close();
      process.env = saved;
    }
  });
});
