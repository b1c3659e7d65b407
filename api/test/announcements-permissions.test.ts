import { Browser, startTestApp, type TestApp, ROLES, loggedIn } from './helpers';
import { createClient, createProject, createUser } from './factories';
import type { UserType } from '../src/common/auth/roles';

/**
 * docs/roles.md for every announcement, template, file and share route, each role, in its own
 * environment and in another one. Written out by hand (not derived from permissions.ts). In
 * another environment a role that may use the route gets 404 (membership), one that may not gets
 * 403, and the administrator (member of all) gets what it gets at home.
 */
let app: TestApp;
let own: number;
let other: number;
let admin: Browser;
const emails = {} as Record<UserType, string>;
/** One login per role, reused (login is throttled per address). */
const as = (role: UserType): Promise<Browser> => loggedIn(app, emails[role]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const published = (name: string) => ({
  name,
  status: 'published',
  link_regulatory: 'https://www.regione.lombardia.it/bando',
  number_of_employees_min: 0,
  number_of_employees_max: 50,
  year_of_establishment_min: 1900,
  year_of_establishment_max: 2026,
  annual_volume_min: 0,
  annual_volume_max: 1000000,
  announcements_company_dimensions: ['micro'],
  announcements_areas_of_intervention: ['digitalizzazione'],
  announcements_ateco_codes: [{ value: '62', primary: true }],
  announcements_locations: [{ nation: 'Italia' }],
});

/** Resources of one environment (p) plus the global ones, created by the administrator. */
interface Ids {
  p: number;
  local: number;
  global: number;
  template: number;
  globalTemplate: number;
  client: number;
}
const res = new Map<number, Ids>();
let globalCall: number;
let globalTemplate: number;

async function created(b: Browser, url: string, body: object): Promise<number> {
  const r = await b.send('post', url, body);
  if (r.status !== 201) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Permessi bandi proprio' });
  other = await createProject(app.dataSource, { name: 'Permessi bandi altrui' });
  for (const role of ROLES) emails[role] = (await createUser(app.dataSource, role, role === 'administrator' ? [] : [own])).email;
  admin = await as('administrator');
  globalCall = await created(admin, '/api/announcements', published('Bando globale permessi'));
  globalTemplate = await created(admin, '/api/templates', { name: 'Template globale permessi' });
  for (const p of [own, other]) {
    res.set(p, {
      p,
      local: await created(admin, `/api/projects/${p}/announcements`, published(`Bando locale ${p}`)),
      global: globalCall,
      template: await created(admin, `/api/projects/${p}/templates`, { name: `Template locale ${p}` }),
      globalTemplate,
      client: await createClient(app.dataSource, p),
    });
  }
});
afterAll(async () => {
  await app?.close();
});

type Expect = Record<UserType, number>;
const row = (admin: number, localAdmin: number, manager: number, referent: number, expert: number, localExpert: number): Expect => ({
  administrator: admin,
  'local-administrator': localAdmin,
  'client-manager': manager,
  referent,
  'expert-announcement': expert,
  'local-expert-announcement': localExpert,
});
type Call = (b: Browser, ids: Ids) => Promise<{ status: number }>;

/** [label, call, expected in own environment (or the global area)] */
const globalRoutes: [string, Call, Expect][] = [
  ['GET /announcements', (b) => b.get('/api/announcements'), row(200, 200, 200, 403, 200, 200)],
  ['POST /announcements', (b) => b.send('post', '/api/announcements', { name: 'Nuovo globale' }), row(201, 403, 403, 403, 201, 403)],
  ['GET /announcements/:id', (b, i) => b.get(`/api/announcements/${i.global}`), row(200, 200, 200, 403, 200, 200)],
  [
    'PUT /announcements/:id',
    (b, i) => b.send('put', `/api/announcements/${i.global}`, { description: 'Aggiornato' }),
    row(200, 403, 403, 403, 200, 403),
  ],
  [
    'DELETE /announcements/:id',
    async (b) => b.send('delete', `/api/announcements/${await created(admin, '/api/announcements', { name: 'Da eliminare' })}`),
    row(204, 403, 403, 403, 204, 403),
  ],
  [
    'POST /announcements/:id/duplicate',
    (b, i) => b.send('post', `/api/announcements/${i.global}/duplicate`),
    row(201, 403, 403, 403, 201, 403),
  ],
  ['GET /announcements/:id/logs', (b, i) => b.get(`/api/announcements/${i.global}/logs`), row(200, 200, 403, 403, 200, 200)],
  [
    'POST /announcements/:id/template',
    (b, i) => b.send('post', `/api/announcements/${i.global}/template`, {}),
    row(201, 403, 403, 403, 201, 403),
  ],
  ['GET /standard-documents', (b) => b.get('/api/standard-documents'), row(200, 200, 200, 403, 200, 200)],
  ['GET /templates', (b) => b.get('/api/templates'), row(200, 403, 403, 403, 200, 403)],
  ['POST /templates', (b) => b.send('post', '/api/templates', { name: 'T' }), row(201, 403, 403, 403, 201, 403)],
  ['GET /templates/:id', (b, i) => b.get(`/api/templates/${i.globalTemplate}`), row(200, 403, 403, 403, 200, 403)],
  [
    'PUT /templates/:id',
    (b, i) => b.send('put', `/api/templates/${i.globalTemplate}`, { name: 'Template globale permessi' }),
    row(200, 403, 403, 403, 200, 403),
  ],
  [
    'DELETE /templates/:id',
    async (b) => b.send('delete', `/api/templates/${await created(admin, '/api/templates', { name: 'Da eliminare' })}`),
    row(204, 403, 403, 403, 204, 403),
  ],
  [
    'POST /templates/:id/announcements',
    (b, i) => b.send('post', `/api/templates/${i.globalTemplate}/announcements`, {}),
    row(201, 403, 403, 403, 201, 403),
  ],
  ['POST /files', (b) => upload(b, '/api/files'), row(201, 403, 403, 403, 201, 403)],
];

/** Roles that pass the route's guard (permission); in another environment they get 404, the others 403. */
const READ: UserType[] = ['administrator', 'local-administrator', 'client-manager', 'expert-announcement', 'local-expert-announcement'];
const LOCAL: UserType[] = ['administrator', 'local-administrator', 'local-expert-announcement'];
const DOCS: UserType[] = ['administrator', 'local-administrator', 'expert-announcement', 'local-expert-announcement'];
const SHARE: UserType[] = ['administrator', 'local-administrator', 'client-manager'];

const envRoutes: [string, Call, Expect, UserType[]][] = [
  ['GET announcements', (b, i) => b.get(`/api/projects/${i.p}/announcements`), row(200, 200, 200, 403, 200, 200), READ],
  [
    'POST announcements',
    (b, i) => b.send('post', `/api/projects/${i.p}/announcements`, { name: 'Nuovo locale' }),
    row(201, 201, 403, 403, 403, 201),
    LOCAL,
  ],
  ['GET local announcement', (b, i) => b.get(`/api/projects/${i.p}/announcements/${i.local}`), row(200, 200, 200, 403, 200, 200), READ],
  ['GET global announcement', (b, i) => b.get(`/api/projects/${i.p}/announcements/${i.global}`), row(200, 200, 200, 403, 200, 200), READ],
  [
    'PUT local announcement',
    (b, i) => b.send('put', `/api/projects/${i.p}/announcements/${i.local}`, { description: 'Locale aggiornato' }),
    row(200, 200, 403, 403, 403, 200),
    DOCS,
  ],
  [
    'PUT global announcement: Generale',
    (b, i) => b.send('put', `/api/projects/${i.p}/announcements/${i.global}`, { description: 'Globale aggiornato' }),
    row(200, 403, 403, 403, 200, 403),
    DOCS,
  ],
  [
    'PUT global announcement: Altro',
    (b, i) =>
      b.send('put', `/api/projects/${i.p}/announcements/${i.global}`, { announcements_custom_fields: [{ label: 'Nota', value: 'x' }] }),
    row(200, 200, 403, 403, 200, 200),
    DOCS,
  ],
  [
    'DELETE local announcement',
    async (b, i) =>
      b.send(
        'delete',
        `/api/projects/${i.p}/announcements/${await created(admin, `/api/projects/${i.p}/announcements`, published('Locale da eliminare'))}`,
      ),
    row(204, 204, 403, 403, 403, 204),
    DOCS,
  ],
  [
    'DELETE global announcement',
    async (b, i) =>
      b.send(
        'delete',
        `/api/projects/${i.p}/announcements/${await created(admin, '/api/announcements', published('Globale da eliminare'))}`,
      ),
    row(204, 403, 403, 403, 204, 403),
    DOCS,
  ],
  [
    'POST duplicate local',
    (b, i) => b.send('post', `/api/projects/${i.p}/announcements/${i.local}/duplicate`),
    row(201, 201, 403, 403, 403, 201),
    DOCS,
  ],
  [
    'POST duplicate global',
    (b, i) => b.send('post', `/api/projects/${i.p}/announcements/${i.global}/duplicate`),
    row(201, 201, 403, 403, 201, 201),
    DOCS,
  ],
  ['GET logs', (b, i) => b.get(`/api/projects/${i.p}/announcements/${i.local}/logs`), row(200, 200, 403, 403, 200, 200), DOCS],
  [
    'POST save as template',
    (b, i) => b.send('post', `/api/projects/${i.p}/announcements/${i.local}/template`, {}),
    row(201, 201, 403, 403, 403, 201),
    LOCAL,
  ],
  ['GET templates', (b, i) => b.get(`/api/projects/${i.p}/templates`), row(200, 200, 403, 403, 403, 200), LOCAL],
  [
    'POST templates',
    (b, i) => b.send('post', `/api/projects/${i.p}/templates`, { name: 'T locale' }),
    row(201, 201, 403, 403, 403, 201),
    LOCAL,
  ],
  ['GET template', (b, i) => b.get(`/api/projects/${i.p}/templates/${i.template}`), row(200, 200, 403, 403, 403, 200), LOCAL],
  [
    'GET global template in environment',
    (b, i) => b.get(`/api/projects/${i.p}/templates/${i.globalTemplate}`),
    row(200, 200, 403, 403, 403, 200),
    LOCAL,
  ],
  [
    'PUT template',
    (b, i) => b.send('put', `/api/projects/${i.p}/templates/${i.template}`, { name: `Template locale ${i.p}` }),
    row(200, 200, 403, 403, 403, 200),
    LOCAL,
  ],
  [
    'DELETE template',
    async (b, i) =>
      b.send(
        'delete',
        `/api/projects/${i.p}/templates/${await created(admin, `/api/projects/${i.p}/templates`, { name: 'Da eliminare' })}`,
      ),
    row(204, 204, 403, 403, 403, 204),
    LOCAL,
  ],
  [
    'POST announcement from template',
    (b, i) => b.send('post', `/api/projects/${i.p}/templates/${i.template}/announcements`, {}),
    row(201, 201, 403, 403, 403, 201),
    LOCAL,
  ],
  ['POST files', (b, i) => upload(b, `/api/projects/${i.p}/files`), row(201, 201, 403, 403, 201, 201), DOCS],
  [
    'POST shares',
    (b, i) => b.send('post', `/api/projects/${i.p}/announcements/${i.local}/shares`, { client_id: i.client }),
    row(201, 201, 201, 403, 403, 403),
    SHARE,
  ],
  ['GET shares', (b, i) => b.get(`/api/projects/${i.p}/announcements/${i.local}/shares`), row(200, 200, 200, 403, 403, 403), SHARE],
];

/** Multipart upload with the browser's cookies and XSRF token. */
function upload(b: Browser, url: string) {
  const token = b.xsrfToken;
  return b.agent.post(url).set('X-XSRF-TOKEN', token).set('X-Requested-With', 'XMLHttpRequest').attach('file', PDF, 'bando.pdf');
}

describe.each(ROLES)('%s', (role) => {
  it.each(globalRoutes)('%s (global area)', async (_label, call, expected) => {
    const r = await call(await as(role), res.get(own)!);
    expect(r.status).toBe(expected[role]);
  });

  it.each(envRoutes)('%s in its own environment', async (_label, call, expected) => {
    const r = await call(await as(role), res.get(own)!);
    expect(r.status).toBe(expected[role]);
  });

  it.each(envRoutes)('%s in another environment', async (_label, call, expected, guard) => {
    const r = await call(await as(role), res.get(other)!);
    const want = role === 'administrator' ? expected[role] : guard.includes(role) ? 404 : 403;
    expect(r.status).toBe(want);
  });
});
