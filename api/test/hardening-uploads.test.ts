import { randomBytes } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import request from 'supertest';
import { type Browser, browserAs, startTestApp, type TestApp, loggedIn } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 36, acceptance 1: one upload must not freeze every tenant. SVG logos were cleaned by
 * jsdom + DOMPurify on the request thread, at a cost growing faster than the file (4,000 nested
 * `<g>` took 7 s, 20,000 froze the API for minutes). Now a streaming count refuses what exceeds
 * the SVG limits before any DOM is built, and the cleaning runs in a worker thread
 * (docs/security.md#uploads): while hostile and heavy logos are uploaded, another client polling
 * `/api/health` every 100 ms never waits more than 200 ms. The same rule for the other documents
 * read on upload: incentivi.gov.it exports (a worker thread, limits on rows, columns, field length
 * and JSON nesting, checked before parsing) and Office files (never decompressed).
 * Acceptance 2: gzip-encoded multipart uploads hung (the inflated stream and the multipart reader
 * both took the request); now they answer 415 at once and close their connection.
 */
jest.setTimeout(120_000);

const NS = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">';
const nested = (n: number) => Buffer.from(`${NS}${'<g>'.repeat(n)}<rect width="1" height="1"/>${'</g>'.repeat(n)}</svg>`);
const attributes = (n: number) => Buffer.from(`${NS}<rect ${Array.from({ length: n }, (_, i) => `data-a${i}="1"`).join(' ')}/></svg>`);
/** A legitimate but heavy logo: `n` shapes side by side (DOMPurify takes seconds over it). */
const flat = (n: number) =>
  Buffer.from(
    `${NS}${Array.from({ length: n }, (_, i) => `<rect x="${i % 100}" y="${Math.floor(i / 100)}" width="1" height="1" fill="#1c7ed6"/>`).join('')}</svg>`,
  );

let app: TestApp;
let base: string;
let project: number;
let admin: Browser;
let adminEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  base = app.origin;
  project = await createProject(app.dataSource, { name: 'Loghi pesanti' });
  adminEmail = (await createUser(app.dataSource, 'local-administrator', [project])).email;
  admin = await loggedIn(app, adminEmail);
});
afterAll(async () => {
  await app?.close();
});

function upload(data: Buffer, kind: 'horizontal' | 'vertical' = 'vertical') {
  return admin.agent
    .post(`/api/projects/${project}/logos/${kind}`)
    .set('X-XSRF-TOKEN', admin.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', data, 'logo.svg');
}

/**
 * Runs `work` while polling GET /api/health every 100 ms (each poll waits for the previous one);
 * resolves to work's result and the slowest health answer in milliseconds.
 */
async function whilePolling<T>(work: () => Promise<T>): Promise<{ result: T; slowest: number; polls: number }> {
  let done = false;
  let slowest = 0;
  let polls = 0;
  const poller = (async () => {
    while (!done) {
      const t = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      polls += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    return { result: await work(), slowest, polls };
  } finally {
    done = true;
    await poller;
  }
}

/** Uploads `data` and resolves to the answer and its time in milliseconds. */
async function timedUpload(data: Buffer) {
  const t = performance.now();
  const res = await upload(data);
  return { res, ms: performance.now() - t };
}

describe('an incentivi.gov.it export is read off the request thread, within limits', () => {
  const HEADER = 'ID_Incentivo,Titolo,Descrizione';
  /** A CSV of `rows` rows of about 1 KB each (IDs that do not exist, so nothing would match). */
  const csv = (rows: number) => {
    const text = 'testo della descrizione '.repeat(40);
    return Buffer.from([HEADER, ...Array.from({ length: rows }, (_, i) => `ZZ${i},Bando di prova ${i},"${text}"`)].join('\n'));
  };
  let expert: Browser;
  beforeAll(async () => {
    expert = await browserAs(app, 'esperto@demo.local');
  });
  const importFile = (data: Buffer, name = 'export.csv') =>
    expert.agent
      .post('/api/announcements/import')
      .set('X-XSRF-TOKEN', expert.xsrfToken)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', data, name);

  it('refuses a 10 MB CSV of 10,000 rows with a 422 naming the limit; health never waits 200 ms meanwhile (1.4 s before)', async () => {
    const big = csv(10_000);
    expect(big.length).toBeGreaterThan(9 * 1024 * 1024);
    // the first import of the process starts the reading thread: not what this test measures
    expect((await importFile(Buffer.from('[1]'), 'vuoto.json')).status).toBe(422);
    const before = await app.dataSource.query(`SELECT count(*)::int AS n FROM announcements`);
    const { result, slowest, polls } = await whilePolling(() => importFile(big));
    expect(result.status).toBe(422);
    expect(result.body.errors.file[0]).toBe('Il file contiene più di 5.000 bandi: dividilo in più file');
    // reading the file held every request for 1.4 s on the request thread; now that thread only
    // receives the 10 MB upload and hands it to the reading thread: a copy, not a parse (about 20 ms
    // here; this file runs alone in CI, test/timing-bound.cjs: beside the other lane it measured the
    // other lane, up to 838 ms)
    expect(polls).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(200);
    // nothing was imported from the refused file
    expect(await app.dataSource.query(`SELECT count(*)::int AS n FROM announcements`)).toEqual(before);
  });

  it.each([
    [
      'a CSV header of 201 columns',
      Buffer.from(`${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}\n1`),
      'export.csv',
      'più di 200 colonne',
    ],
    [
      'a CSV field of 100,001 characters',
      Buffer.from(`${HEADER}\nZZ1,Bando,"${'x'.repeat(100_001)}"`),
      'export.csv',
      'più di 100.000 caratteri',
    ],
    ['a JSON object instead of a list', Buffer.from('{"ID_Incentivo": "1"}'), 'export.json', 'deve contenere un elenco'],
    [
      'a JSON list of 5,001 rows',
      Buffer.from(JSON.stringify(Array.from({ length: 5001 }, (_, i) => ({ ID_Incentivo: `ZZ${i}` })))),
      'export.json',
      'più di 5.000 bandi',
    ],
    // a JSON row is held to the limits of a CSV line (before: imported as it came)
    [
      'a JSON row of 201 fields',
      Buffer.from(
        JSON.stringify([
          { ID_Incentivo: 'ZZW', Titolo: 'Largo', ...Object.fromEntries(Array.from({ length: 199 }, (_, i) => [`c${i}`, 'x'])) },
        ]),
      ),
      'export.json',
      'più di 200 colonne',
    ],
    [
      'a JSON field of 100,001 characters',
      Buffer.from(JSON.stringify([{ ID_Incentivo: 'ZZL', Titolo: 'Lungo', Descrizione: 'x'.repeat(100_001) }])),
      'export.json',
      'più di 100.000 caratteri',
    ],
    [
      'a JSON row nested 9 levels',
      Buffer.from(JSON.stringify([{ ID_Incentivo: 'ZZN', Titolo: 'Annidato', Settore: [[[[[[['x']]]]]]] }])),
      'export.json',
      'più di 8 livelli annidati',
    ],
  ])('refuses %s with a 422 in Italian', async (_what, data, name, message) => {
    const res = await importFile(data, name);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toContain(message);
  });

  it('refuses a JSON nested 200,000 levels and one of 2 million rows at once, before parsing them; health never waits 200 ms', async () => {
    // 400 KB of brackets: before, JSON.parse took 0.5 s in the reading thread (4 s for 4 MB) and the
    // rows could not be handed back to the request thread (a 500, from 10,000 levels on); 4 MB of
    // rows: before, all of them were built first
    const deep = Buffer.from(`[{"ID_Incentivo":"ZZD","Titolo":"Profondo","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}]`);
    const many = Buffer.from(`[${'0,'.repeat(1_999_999)}0]`); // no 2-million-item array in this process
    // the reading thread is started first (when this test runs alone): not what this test measures
    expect((await importFile(Buffer.from('[1]'), 'vuoto.json')).status).toBe(422);
    const before = await app.dataSource.query(`SELECT count(*)::int AS n FROM announcements`);
    const { result, slowest, polls } = await whilePolling(async () => {
      const timed = async (data: Buffer) => {
        const t = performance.now();
        const res = await importFile(data, 'export.json');
        return { res, ms: performance.now() - t };
      };
      return { deep: await timed(deep), many: await timed(many) };
    });
    expect(result.deep.res.status).toBe(422);
    expect(result.deep.res.body.errors.file[0]).toBe('Il file JSON ha più di 8 livelli annidati: non è un export di incentivi.gov.it');
    expect(result.deep.ms).toBeLessThan(2000);
    expect(result.many.res.status).toBe(422);
    expect(result.many.res.body.errors.file[0]).toBe('Il file contiene più di 5.000 bandi: dividilo in più file');
    expect(result.many.ms).toBeLessThan(2000);
    expect(polls).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(200);
    expect(await app.dataSource.query(`SELECT count(*)::int AS n FROM announcements`)).toEqual(before);
  });

  it('never decompresses an uploaded Office file: an XLSX whose sheet inflates to 100 MB is stored at once as it came', async () => {
    // a "zip bomb": the type is read from the entry names (files/file-type.ts), no entry is inflated
    const entry = (name: string, data: Buffer, size: number, method: 0 | 8) => {
      const head = Buffer.alloc(30);
      head.writeUInt32LE(0x04034b50, 0);
      head.writeUInt16LE(20, 4);
      head.writeUInt16LE(method, 8);
      head.writeUInt32LE(data.length, 18);
      head.writeUInt32LE(size, 22);
      head.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([head, Buffer.from(name), data]);
    };
    const sheet = zlib.deflateRawSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const bomb = Buffer.concat([
      entry('[Content_Types].xml', Buffer.from('<Types/>'), 8, 0),
      entry('xl/worksheets/sheet1.xml', sheet, 100 * 1024 * 1024, 8),
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { result, slowest } = await whilePolling(async () => {
      const t = performance.now();
      const res = await expert.agent
        .post('/api/files')
        .set('X-XSRF-TOKEN', expert.xsrfToken)
        .set('X-Requested-With', 'XMLHttpRequest')
        .attach('file', bomb, 'bandi.xlsx');
      return { res, ms: performance.now() - t };
    });
    expect(result.res.status).toBe(201);
    expect(result.res.body).toMatchObject({
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size_bytes: bomb.length,
    });
    expect(result.ms).toBeLessThan(2000);
    expect(slowest).toBeLessThan(200);
  });
});

describe('SVG logos do not hold the API', () => {
  it('refuses 50,000 nested elements and 100,000 attributes with a 422 within 2 s; health never waits 200 ms', async () => {
    // the first SVG of the process starts the cleaning thread: not what this test measures
    expect((await upload(nested(2))).status).toBe(201);
    const { result, slowest, polls } = await whilePolling(async () => {
      const deep = await timedUpload(nested(50_000));
      const wide = await timedUpload(attributes(100_000));
      return { deep, wide };
    });
    expect(result.deep.res.status).toBe(422);
    expect(result.deep.res.body.errors.file[0]).toContain('livelli di elementi annidati');
    expect(result.deep.ms).toBeLessThan(2000);
    expect(result.wide.res.status).toBe(422);
    expect(result.wide.res.body.errors.file[0]).toMatch(/troppo (complessa|grande)/);
    expect(result.wide.ms).toBeLessThan(2000);
    expect(polls).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(200);
  });

  it('cleans a heavy but legitimate logo in its own thread: accepted, and health is never held meanwhile (under 200 ms)', async () => {
    const { result, slowest, polls } = await whilePolling(() => timedUpload(flat(4000)));
    expect(result.res.status).toBe(201);
    const stored = await admin.agent.get(result.res.body.vertical_logo);
    expect(stored.headers['content-type']).toBe('image/svg+xml');
    expect((stored.body as Buffer).toString().match(/<rect /g)).toHaveLength(4000);
    // the cleaning takes long enough for health to be asked meanwhile; on the request thread it held
    // every request for its whole length (about 2 s here); in its thread (nice +10) health answers in
    // about 10 ms (this file runs alone in CI: test/timing-bound.cjs)
    expect(polls).toBeGreaterThan(1);
    expect(slowest).toBeLessThan(200);
  });

  it.each([
    ['65 elements inside one another', nested(64), 'più di 64 livelli di elementi annidati'],
    ['5,001 elements', flat(5001), 'più di 5.000 elementi'],
    ['an element with 65 attributes', attributes(65), 'un elemento con più di 64 attributi'],
  ])('refuses an SVG with %s, naming the limit', async (_what, data, message) => {
    const res = await upload(data);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toContain(message);
  });

  it('refuses an SVG with more than 50,000 attributes in all, naming the limit', async () => {
    // 1,000 elements of 51 attributes: within the element and per-element limits, over the total
    const rect = `<rect ${Array.from({ length: 51 }, (_, i) => `data-a${i}="1"`).join(' ')}/>`;
    const res = await upload(Buffer.from(`${NS}${rect.repeat(1000)}</svg>`));
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toContain('più di 50.000 attributi');
  });

  it('keeps the limits one short of them: 63 nested groups, 64 attributes on an element', async () => {
    // the root <svg> counts as the first level; <rect> inside the 62nd <g> is the 64th
    expect((await upload(nested(62))).status).toBe(201);
    expect((await upload(attributes(64))).status).toBe(201);
  });
});

describe('compressed uploads', () => {
  /** One raw HTTP request on a connection of its own; resolves to the status (0: no answer) and milliseconds. */
  function post(path: string, headers: Record<string, string | number>, body: Buffer): Promise<{ status: number; ms: number }> {
    const t = performance.now();
    return new Promise((resolve) => {
      const req = http.request(`${base}${path}`, { method: 'POST', headers, agent: false, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t }));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve({ status: 0, ms: performance.now() - t }));
      req.end(body);
    });
  }

  it('answers 50 parallel gzip-encoded multipart uploads of 1 MB with 415 within 5 s, and keeps no socket open', async () => {
    const login = await request(base)
      .post('/api/login')
      .set('X-Auth-Mode', 'bearer')
      .send({ email: adminEmail, password: FACTORY_PASSWORD });
    expect(login.status).toBe(200);
    const boundary = '----bandi' + randomBytes(8).toString('hex');
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bando.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
      randomBytes(1024 * 1024), // random bytes do not compress: the gzip body stays about 1 MB
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const gz = zlib.gzipSync(form);
    expect(gz.length).toBeGreaterThan(1024 * 1024);
    const headers = {
      authorization: `Bearer ${login.body.access_token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-encoding': 'gzip',
      'content-length': gz.length,
    };
    const server = app.handle.app.getHttpServer() as http.Server;
    const open = async () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));
    const before = await open(); // keep-alive connections of the earlier tests' clients
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(`/api/projects/${project}/files`, headers, gz)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(415));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000);
    // every connection of the burst is closed by the server after its answer
    for (let i = 0; i < 20 && (await open()) > before; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await open()).toBeLessThanOrEqual(before);
    // the message says what to do, in Italian
    const one = await request(base)
      .post(`/api/projects/${project}/files`)
      .set('authorization', headers.authorization)
      .set('content-type', headers['content-type'])
      .set('content-encoding', 'gzip')
      .send(zlib.gzipSync(Buffer.from(`--${boundary}--\r\n`)));
    expect(one.status).toBe(415);
    expect(one.body.message).toContain('senza compressione');
    // (a gzip-encoded JSON body is still inflated: security-http.test.ts)
  });
});
