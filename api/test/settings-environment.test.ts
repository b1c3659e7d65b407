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

/**
 * Issue 11: the nine malicious SVG logos of the security review. Before DOMPurify, four of them
 * (prefixed-namespace script, `<h:iframe srcdoc>`, entity-encoded `javascript:`, `@import`) passed
 * the text filter and were served as is; each must now be refused, and nothing of it served.
 */
describe('malicious SVG logos (issue 11)', () => {
  const svg = (inner: string, ns = '') =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"${ns} width="10" height="10">${inner}<rect width="10" height="10"/></svg>`);
  const payloads: [string, Buffer][] = [
    ['prefixed-namespace script', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    [
      'html iframe with srcdoc',
      svg('<h:iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"/>', ' xmlns:h="http://www.w3.org/1999/xhtml"'),
    ],
    [
      'entity-encoded javascript: link',
      svg('<a xlink:href="&#106;avascript:alert(1)"><circle r="3"/></a>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
    ],
    ['@import of an external style sheet', svg('<style>@import url(https://evil.example/t.css);</style>')],
    ['script element', svg('<script>alert(1)</script>')],
    ['event handler', svg('<circle r="3" onmouseover="alert(1)"/>')],
    [
      'foreignObject with HTML',
      svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'),
    ],
    ['external image (tracking pixel)', svg('<image href="https://evil.example/pixel.png" width="1" height="1"/>')],
    ['external url() in a style attribute', svg('<rect style="fill:url(https://evil.example/p.svg#a)" width="1" height="1"/>')],
  ];

  it.each(payloads)('%s: refused with the reason, the logo unchanged', async (_name, data) => {
    const b = await as('administrator');
    const res = await upload(b, `/api/projects/${own}/logos/horizontal`, data, 'logo.svg');
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/SVG contiene script, collegamenti esterni o stili importati/);
    const [{ horizontal_logo }] = await app.dataSource.query(`SELECT horizontal_logo FROM projects WHERE id = $1`, [own]);
    expect(horizontal_logo).toBeNull();
  });

  it('an editor export (Inkscape metadata, gradients, fragment references) is accepted and served cleaned', async () => {
    const b = await as('administrator');
    const inkscape = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
        'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="40" height="10" inkscape:version="1.3">' +
        '<sodipodi:namedview id="nv" pagecolor="#ffffff"/><defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/></linearGradient></defs>' +
        '<rect id="r" width="40" height="10" fill="url(#g)"/><use xlink:href="#r" x="1"/><text x="2" y="8">Città</text></svg>',
    );
    const res = await upload(b, `/api/projects/${own}/logos/horizontal`, inkscape, 'logo.svg');
    expect(res.status).toBe(201);
    const served = await request(app.server)
      .get(res.body.horizontal_logo)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
      });
    const text = served.body as string;
    expect(text).toContain('<linearGradient id="g">');
    expect(text).toContain('fill="url(#g)"');
    expect(text).toContain('xlink:href="#r"');
    expect(text).toContain('Città');
    expect(text).not.toMatch(/sodipodi:namedview|inkscape:version/);
    await b.send('delete', `/api/projects/${own}/logos/horizontal`);
  });
});

/** Issue 11: an environment logo is only an uploaded image, never an external address. */
describe('logo addresses (issue 11)', () => {
  it("refuses an external URL and another environment's logo; accepts its own uploaded logo and null", async () => {
    const b = await as('administrator');
    const current = async () => (await b.get(`/api/projects/${own}`)).body;
    for (const value of [
      'https://tracker.example/pixel.gif',
      '//tracker.example/p.gif',
      '/api/logos/../../profile',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await b.send('patch', `/api/projects/${own}`, { horizontal_logo: value, version: (await current()).version });
      expect(res.status).toBe(422);
      expect(res.body.errors.horizontal_logo).toEqual([
        "Carica il logo dalle impostazioni dell'ambiente: non sono ammessi indirizzi esterni",
      ]);
    }
    const created = await b.send('post', '/api/projects', {
      name: 'Con logo esterno',
      color: 'blue',
      vertical_logo: 'https://tracker.example/p.gif',
    });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['vertical_logo']);

    const foreign = await upload(b, `/api/projects/${other}/logos/vertical`, PNG, 'altro.png');
    expect(foreign.status).toBe(201);
    const stolen = await b.send('patch', `/api/projects/${own}`, {
      vertical_logo: foreign.body.vertical_logo,
      version: (await current()).version,
    });
    expect(stolen.status).toBe(422);
    expect(Object.keys(stolen.body.errors)).toEqual(['vertical_logo']);

    const mine = await upload(b, `/api/projects/${own}/logos/vertical`, PNG, 'mio.png');
    const again = await b.send('patch', `/api/projects/${own}`, {
      vertical_logo: mine.body.vertical_logo,
      version: (await current()).version,
    });
    expect(again.status).toBe(200);
    expect(again.body.vertical_logo).toBe(mine.body.vertical_logo);
    const cleared = await b.send('patch', `/api/projects/${own}`, { vertical_logo: null, version: (await current()).version });
    expect(cleared.status).toBe(200);
    expect(cleared.body.vertical_logo).toBeNull();
  });
});
