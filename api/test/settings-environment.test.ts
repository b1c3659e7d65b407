import request from 'supertest';
import { Browser, startTestApp, type TestApp, ROLES, loggedIn } from './helpers';
import { createProject, createUser } from './factories';
import type { UserType } from '../src/common/auth/roles';

/** Environment settings: logo upload (content-checked images), removal, public image address. */
let app: TestApp;
let own: number;
let other: number;
const emails = {} as Record<UserType, string>;
/** One login per role, reused (login is throttled per address). */
const as = (role: UserType): Promise<Browser> => loggedIn(app, emails[role]);

/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="24"><rect width="120" height="24" fill="#1c7ed6"/><text x="4" y="16" style="fill:#fff">Ambiente</text></svg>\n',
);
const EVIL_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EVIL_SVG2 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png" onload="alert(1)"/></svg>');

function upload(b: Browser, url: string, data: Buffer, name: string) {
  return b.agent.post(url).set('X-XSRF-TOKEN', b.xsrfToken).set('X-Requested-With', 'XMLHttpRequest').attach('file', data, name);
}

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Loghi proprio' });
  other = await createProject(app.dataSource, { name: 'Loghi altrui' });
  for (const role of ROLES) emails[role] = (await createUser(app.dataSource, role, role === 'administrator' ? [] : [own])).email;
});
afterAll(async () => {
  await app?.close();
});

describe('permission matrix', () => {
  it.each(ROLES)('%s: logo upload and removal, own and other environment', async (role) => {
    const b = await as(role);
    const allowed = role === 'administrator' || role === 'local-administrator';
    expect((await upload(b, `/api/projects/${own}/logos/horizontal`, PNG, 'logo.png')).status).toBe(allowed ? 201 : 403);
    expect((await b.send('delete', `/api/projects/${own}/logos/horizontal`)).status).toBe(allowed ? 200 : 403);
    const otherWant = role === 'administrator' ? 201 : allowed ? 404 : 403;
    expect((await upload(b, `/api/projects/${other}/logos/vertical`, PNG, 'logo.png')).status).toBe(otherWant);
    expect((await b.send('delete', `/api/projects/${other}/logos/vertical`)).status).toBe(role === 'administrator' ? 200 : otherWant);
  });
});

describe('logos', () => {
  it('uploads PNG and inert SVG logos, served back at their address while in use', async () => {
    const b = await as('local-administrator');
    const res = await upload(b, `/api/projects/${own}/logos/horizontal`, PNG, 'marchio.png');
    expect(res.status).toBe(201);
    expect(res.body.horizontal_logo).toMatch(/^\/api\/logos\/[0-9a-f-]{36}$/);
    const img = await request(app.server).get(res.body.horizontal_logo);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);

    const svg = await upload(b, `/api/projects/${own}/logos/vertical`, SVG, 'compatto.svg');
    expect(svg.status).toBe(201);
    const svgImg = await request(app.server).get(svg.body.vertical_logo);
    expect(svgImg.headers['content-type']).toBe('image/svg+xml');
    expect(svgImg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body.horizontal_logo).toBe(res.body.horizontal_logo);

    // the project answers carry the address (sidebar)
    expect((await b.get(`/api/projects/${own}`)).body.vertical_logo).toBe(svg.body.vertical_logo);

    // replaced or removed logos are no longer served
    await b.send('delete', `/api/projects/${own}/logos/horizontal`);
    expect((await request(app.server).get(res.body.horizontal_logo)).status).toBe(404);
    expect((await request(app.server).get('/api/logos/not-a-uuid')).status).toBe(404);
  });

  it('refuses files that are not accepted images, whatever their name, and oversized ones', async () => {
    const b = await as('administrator');
    const cases: [Buffer, string][] = [
      [Buffer.from('%PDF-1.7 non un logo'), 'logo.png'],
      [Buffer.from('GIF89a....'), 'logo.gif'],
      [EVIL_SVG, 'logo.svg'],
      [EVIL_SVG2, 'logo.svg'],
      [Buffer.from('solo testo'), 'logo.svg'],
    ];
    for (const [data, name] of cases) {
      const res = await upload(b, `/api/projects/${own}/logos/horizontal`, data, name);
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toMatch(/Formato non ammesso/);
    }
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(b, `/api/projects/${own}/logos/horizontal`, big, 'grande.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors.file).toEqual(["L'immagine supera la dimensione massima di 2 MB"]);
    const none = await b.send('post', `/api/projects/${own}/logos/horizontal`, {});
    expect(none.status).toBe(422);
    expect((await upload(b, `/api/projects/${own}/logos/diagonal`, PNG, 'x.png')).status).toBe(404);
    const [{ horizontal_logo }] = await app.dataSource.query(`SELECT horizontal_logo FROM projects WHERE id = $1`, [own]);
    expect(horizontal_logo).toBeNull();
  });
});
