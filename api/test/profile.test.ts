import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Browser, browserAs, startTestApp, type TestApp, loggedIn } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import type { AppConfig } from '../src/config';
import { APP_CONFIG } from '../src/tokens';

/** Profile avatars: POST/DELETE /api/profile/logo and GET /api/avatars/{fileId} (issue 5). */
let app: TestApp;
let own: number;
let other: number;
const users = {} as Record<'owner' | 'colleague' | 'stranger' | 'admin', { id: number; email: string }>;
const as = (who: keyof typeof users): Promise<Browser> => loggedIn(app, users[who].email);

/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** JPEG and WebP headers (the check reads the magic bytes). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 dati')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 dati')]);
/** A Windows executable header, to be sent with a .png name and an image/png type. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64), Buffer.from('This program cannot be run in DOS mode.')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');

function upload(b: Browser, data: Buffer, name: string, contentType = 'image/png') {
  return b.agent
    .post('/api/profile/logo')
    .set('X-XSRF-TOKEN', b.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', data, { filename: name, contentType });
}

const logoOf = async (id: number): Promise<string | null> =>
  (await app.dataSource.query(`SELECT logo FROM users WHERE id = $1`, [id]))[0].logo;
const fileRow = async (url: string) =>
  (await app.dataSource.query(`SELECT storage_key, uploaded_by, project_id FROM files WHERE id = $1`, [url.split('/').pop()]))[0];
const uploadDir = () => app.handle.app.get<AppConfig>(APP_CONFIG).uploadDir;

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Profilo proprio' });
  other = await createProject(app.dataSource, { name: 'Profilo altrui' });
  users.owner = await createUser(app.dataSource, 'client-manager', [own]);
  users.colleague = await createUser(app.dataSource, 'referent', [own]);
  users.stranger = await createUser(app.dataSource, 'local-administrator', [other]);
  users.admin = await createUser(app.dataSource, 'administrator');
});
afterAll(async () => {
  await app?.close();
});

describe('avatar upload', () => {
  it('stores a PNG, answers the user with the new address, and serves the bytes back', async () => {
    const b = await as('owner');
    const res = await upload(b, PNG, 'foto.png');
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(users.owner.id);
    expect(res.body.logo).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    expect(await logoOf(users.owner.id)).toBe(res.body.logo);
    expect((await b.get('/api/profile')).body.logo).toBe(res.body.logo);

    const row = await fileRow(res.body.logo);
    expect(row).toMatchObject({ uploaded_by: users.owner.id, project_id: null });
    expect(row.storage_key).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const img = await b.get(res.body.logo);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
  });

  it('accepts JPEG and WebP, and replacing removes the previous file and its bytes', async () => {
    const b = await as('owner');
    const first = await upload(b, JPEG, 'foto.jpg', 'image/jpeg');
    expect(first.status).toBe(201);
    const firstRow = await fileRow(first.body.logo);
    const second = await upload(b, WEBP, 'foto.webp', 'image/webp');
    expect(second.status).toBe(201);
    expect(second.body.logo).not.toBe(first.body.logo);
    expect((await b.get(second.body.logo)).headers['content-type']).toBe('image/webp');
    expect(await fileRow(first.body.logo)).toBeUndefined();
    expect((await b.get(first.body.logo)).status).toBe(404);
    const bytes = path.join(uploadDir(), firstRow.storage_key.slice(0, 2), firstRow.storage_key);
    expect(fs.existsSync(bytes)).toBe(false);
    const kept = await fileRow(second.body.logo);
    expect(fs.existsSync(path.join(uploadDir(), kept.storage_key.slice(0, 2), kept.storage_key))).toBe(true);
  });

  it('refuses an executable renamed .png, SVG and other content, whatever name and type are sent', async () => {
    const b = await as('colleague');
    const before = (await app.dataSource.query(`SELECT count(*)::int AS n FROM files WHERE uploaded_by = $1`, [users.colleague.id]))[0].n;
    const cases: [Buffer, string, string][] = [
      [EXE, 'foto.png', 'image/png'],
      [SVG, 'foto.svg', 'image/svg+xml'],
      [Buffer.from('GIF89a....'), 'foto.gif', 'image/gif'],
      [Buffer.from('%PDF-1.7'), 'foto.jpg', 'image/jpeg'],
    ];
    for (const [data, name, type] of cases) {
      const res = await upload(b, data, name, type);
      expect(res.status).toBe(422);
      expect(res.body.errors.file).toEqual(['Formato non ammesso: sono accettate immagini PNG, JPEG e WebP']);
    }
    expect(await logoOf(users.colleague.id)).toBeNull();
    expect((await app.dataSource.query(`SELECT count(*)::int AS n FROM files WHERE uploaded_by = $1`, [users.colleague.id]))[0].n).toBe(
      before,
    );
  });

  it('refuses images over 2 MB and a request without a file', async () => {
    const b = await as('colleague');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(b, big, 'grande.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors.file).toEqual(["L'immagine supera la dimensione massima di 2 MB"]);
    const none = await b.send('post', '/api/profile/logo', {});
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toEqual(["Seleziona un'immagine"]);
    expect(await logoOf(users.colleague.id)).toBeNull();
  });

  it('needs a login and the CSRF token', async () => {
    const anonymous = new Browser(app.server);
    await anonymous.csrf();
    expect((await upload(anonymous, PNG, 'foto.png')).status).toBe(401);
    expect((await anonymous.send('delete', '/api/profile/logo')).status).toBe(401);
    const b = await as('colleague');
    const noToken = await b.agent.post('/api/profile/logo').set('X-Requested-With', 'XMLHttpRequest').attach('file', PNG, 'foto.png');
    expect(noToken.status).toBe(419);
  });
});

describe('avatar visibility', () => {
  it('is served to the owner, users sharing an environment and administrators only', async () => {
    const owner = await as('owner');
    const url = (await upload(owner, PNG, 'foto.png')).body.logo as string;
    expect((await (await as('colleague')).get(url)).status).toBe(200);
    expect((await (await as('admin')).get(url)).status).toBe(200);
    expect((await (await as('stranger')).get(url)).status).toBe(404);
    expect((await request(app.server).get(url)).status).toBe(401);
    expect((await owner.get('/api/avatars/not-a-uuid')).status).toBe(404);
    expect((await owner.get('/api/avatars/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("an administrator's avatar is seen by every user", async () => {
    const admin = await as('admin');
    const url = (await upload(admin, PNG, 'admin.png')).body.logo as string;
    expect((await (await as('stranger')).get(url)).status).toBe(200);
    expect((await (await as('owner')).get(url)).status).toBe(200);
  });

  it('an uploaded file of another kind is not served as an avatar', async () => {
    const [row] = await app.dataSource.query(
      `INSERT INTO files (id, storage_key, original_name, mime_type, size_bytes, sha256, project_id, uploaded_by)
       VALUES (gen_random_uuid(), $1, 'documento.png', 'image/png', 1, $2, $3, $4) RETURNING id`,
      ['altrochiave0123456789abcdef', '0'.repeat(64), own, users.colleague.id],
    );
    expect((await (await as('colleague')).get(`/api/avatars/${row.id}`)).status).toBe(404);
    const [logo] = await app.dataSource.query(`SELECT id FROM files WHERE uploaded_by = $1 AND original_name LIKE 'avatar.%'`, [
      users.admin.id,
    ]);
    await app.dataSource.query(`UPDATE users SET logo = NULL WHERE id = $1`, [users.admin.id]);
    expect((await (await as('admin')).get(`/api/avatars/${logo.id}`)).status).toBe(404);
  });
});

describe('avatar removal', () => {
  it('DELETE clears users.logo, the file and its address', async () => {
    const b = await as('owner');
    const url = (await upload(b, PNG, 'foto.png')).body.logo as string;
    const row = await fileRow(url);
    const res = await b.send('delete', '/api/profile/logo');
    expect(res.status).toBe(200);
    expect(res.body.logo).toBeNull();
    expect((await b.get('/api/profile')).body.logo).toBeNull();
    expect(await logoOf(users.owner.id)).toBeNull();
    expect(await fileRow(url)).toBeUndefined();
    expect(fs.existsSync(path.join(uploadDir(), row.storage_key.slice(0, 2), row.storage_key))).toBe(false);
    expect((await b.get(url)).status).toBe(404);
    // removing again is harmless
    expect((await b.send('delete', '/api/profile/logo')).status).toBe(200);
  });
});

describe('an avatar is not a document', () => {
  it('cannot be attached to an announcement by its file id', async () => {
    const expert = await createUser(app.dataSource, 'expert-announcement', [own]);
    const b = await browserAs(app, expert.email, FACTORY_PASSWORD);
    const url = (await upload(b, PNG, 'foto.png')).body.logo as string;
    const res = await b.send('post', '/api/announcements', {
      name: 'Bando con allegato sospetto',
      status: 'draft',
      announcements_additional_documents: [{ name: 'Foto', file_id: url.split('/').pop() }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.file_id).toBeDefined();
  });
});
