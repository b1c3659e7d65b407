import { Browser, startTestApp, type TestApp, ROLES, loggedIn } from './helpers';
import { createClient, createProject, createReferent, createUser } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import type { UserType } from '../src/common/auth/roles';

/**
 * Permission matrix (docs/roles.md) for every clients / referents / negotiations / notes /
 * eligibility route, each role, own and other environment. Written out by hand, not derived
 * from permissions.ts. Every request gets fresh records (a delete must not affect the next row).
 */
let app: TestApp;
let own: number;
let other: number;
let refOwn: number;
const users = {} as Record<UserType, { id: number; email: string }>;
const A: UserType = 'administrator';
const LA: UserType = 'local-administrator';
const CM: UserType = 'client-manager';
const R: UserType = 'referent';
let n = 0;

/** One login per role, reused (login is throttled per address). */
const as = (role: UserType): Promise<Browser> => loggedIn(app, users[role].email);

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Proprio' });
  other = await createProject(app.dataSource, { name: 'Altrui' });
  refOwn = await createReferent(app.dataSource, own);
  for (const role of ROLES) {
    users[role] = await createUser(
      app.dataSource,
      role,
      role === 'administrator' ? [] : [own],
      role === 'referent' ? { referent_id: refOwn } : {},
    );
  }
});
afterAll(async () => {
  await app?.close();
});

interface Fixture {
  client: number;
  note: number;
  referent: number;
  referentWithAccess: number;
  negotiation: number;
  announcement: number;
}

/** Fresh records in environment `p`; the note is authored by `userId`; the client is followed by the referent user (own environment). */
async function fixture(p: number, userId: number): Promise<Fixture> {
  const ds = app.dataSource;
  const client = await createClient(ds, p, { referentIds: p === own ? [refOwn] : [] });
  const [note] = await ds.query(`INSERT INTO client_notes (client_id, user_id, text) VALUES ($1,$2,'Nota') RETURNING id`, [client, userId]);
  const referent = await createReferent(ds, p);
  const referentWithAccess = await createReferent(ds, p);
  await createUser(ds, 'referent', [p], { referent_id: referentWithAccess });
  const [neg] = await ds.query(`INSERT INTO negotiations (project_id, client_id, title) VALUES ($1,$2,'Trattativa') RETURNING id`, [
    p,
    client,
  ]);
  const announcement = await createAnnouncementWithRequirements(ds, {});
  return { client, note: note.id, referent, referentWithAccess, negotiation: neg.id, announcement };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Route {
  label: string;
  method: Method;
  url: (p: number, f: Fixture) => string;
  body?: (f: Fixture) => object;
  ok: number;
  roles: UserType[];
}

const clientBody = () => ({ business_name: `Matrice ${n++} S.r.l.` });
const negotiationBody = (f: Fixture) => ({ client_id: f.client, title: 'Nuova trattativa', amount_requested: 100000 });
const ROUTES: Route[] = [
  { label: 'GET clients', method: 'get', url: (p) => `/api/projects/${p}/clients`, ok: 200, roles: [A, LA, CM, R] },
  {
    label: 'GET clients duplicates',
    method: 'get',
    url: (p) => `/api/projects/${p}/clients/duplicates?vat_number=01234560462`,
    ok: 200,
    roles: [A, LA, CM, R],
  },
  { label: 'GET client', method: 'get', url: (p, f) => `/api/projects/${p}/clients/${f.client}`, ok: 200, roles: [A, LA, CM, R] },
  { label: 'POST client', method: 'post', url: (p) => `/api/projects/${p}/clients`, body: clientBody, ok: 201, roles: [A, LA, CM] },
  {
    label: 'PUT client',
    method: 'put',
    url: (p, f) => `/api/projects/${p}/clients/${f.client}`,
    body: clientBody,
    ok: 200,
    roles: [A, LA, CM],
  },
  { label: 'DELETE client', method: 'delete', url: (p, f) => `/api/projects/${p}/clients/${f.client}`, ok: 204, roles: [A, LA, CM] },
  {
    label: 'DELETE client document slot',
    method: 'delete',
    url: (p, f) => `/api/projects/${p}/clients/${f.client}/documents/statute`,
    ok: 204,
    roles: [A, LA, CM],
  },
  { label: 'GET client log', method: 'get', url: (p, f) => `/api/projects/${p}/clients/${f.client}/log`, ok: 200, roles: [A, LA, CM] },
  {
    label: 'GET eligible-announcements',
    method: 'get',
    url: (p, f) => `/api/projects/${p}/clients/${f.client}/eligible-announcements?take=1`,
    ok: 200,
    roles: [A, LA, CM],
  },
  {
    label: 'GET eligible-clients',
    method: 'get',
    url: (p, f) => `/api/projects/${p}/announcements/${f.announcement}/eligible-clients`,
    ok: 200,
    roles: [A, LA, CM],
  },
  { label: 'GET notes', method: 'get', url: (p, f) => `/api/projects/${p}/clients/${f.client}/notes`, ok: 200, roles: [A, LA, CM] },
  {
    label: 'POST note',
    method: 'post',
    url: (p, f) => `/api/projects/${p}/clients/${f.client}/notes`,
    body: () => ({ text: 'Chiamato il titolare' }),
    ok: 201,
    roles: [A, LA, CM],
  },
  {
    label: 'PUT note',
    method: 'put',
    url: (p, f) => `/api/projects/${p}/clients/${f.client}/notes/${f.note}`,
    body: () => ({ text: 'Corretta' }),
    ok: 200,
    roles: [A, LA, CM],
  },
  {
    label: 'DELETE note',
    method: 'delete',
    url: (p, f) => `/api/projects/${p}/clients/${f.client}/notes/${f.note}`,
    ok: 204,
    roles: [A, LA, CM],
  },
  { label: 'GET referents', method: 'get', url: (p) => `/api/projects/${p}/referents`, ok: 200, roles: [A, LA, CM] },
  { label: 'GET referent', method: 'get', url: (p, f) => `/api/projects/${p}/referents/${f.referent}`, ok: 200, roles: [A, LA, CM] },
  {
    label: 'POST referent',
    method: 'post',
    url: (p) => `/api/projects/${p}/referents`,
    body: () => ({ name: 'Luca', surname: 'Neri' }),
    ok: 201,
    roles: [A, LA, CM],
  },
  {
    label: 'PUT referent',
    method: 'put',
    url: (p, f) => `/api/projects/${p}/referents/${f.referent}`,
    body: () => ({ name: 'Luca', surname: 'Neri' }),
    ok: 200,
    roles: [A, LA, CM],
  },
  { label: 'DELETE referent', method: 'delete', url: (p, f) => `/api/projects/${p}/referents/${f.referent}`, ok: 204, roles: [A, LA, CM] },
  {
    label: 'POST referent access',
    method: 'post',
    url: (p, f) => `/api/projects/${p}/referents/${f.referent}/access`,
    ok: 201,
    roles: [A, LA, CM],
  },
  {
    label: 'DELETE referent access',
    method: 'delete',
    url: (p, f) => `/api/projects/${p}/referents/${f.referentWithAccess}/access`,
    ok: 200,
    roles: [A, LA],
  },
  { label: 'GET negotiations', method: 'get', url: (p) => `/api/projects/${p}/negotiations`, ok: 200, roles: [A, LA, CM, R] },
  { label: 'GET negotiations board', method: 'get', url: (p) => `/api/projects/${p}/negotiations/board`, ok: 200, roles: [A, LA, CM, R] },
  {
    label: 'GET negotiation',
    method: 'get',
    url: (p, f) => `/api/projects/${p}/negotiations/${f.negotiation}`,
    ok: 200,
    roles: [A, LA, CM, R],
  },
  {
    label: 'POST negotiation',
    method: 'post',
    url: (p) => `/api/projects/${p}/negotiations`,
    body: negotiationBody,
    ok: 201,
    roles: [A, LA, CM, R],
  },
  {
    label: 'PUT negotiation',
    method: 'put',
    url: (p, f) => `/api/projects/${p}/negotiations/${f.negotiation}`,
    body: negotiationBody,
    ok: 200,
    roles: [A, LA, CM],
  },
  {
    label: 'PATCH negotiation stage',
    method: 'patch',
    url: (p, f) => `/api/projects/${p}/negotiations/${f.negotiation}/stage`,
    body: () => ({ stage: 'engagement' }),
    ok: 200,
    roles: [A, LA, CM],
  },
  {
    label: 'DELETE negotiation',
    method: 'delete',
    url: (p, f) => `/api/projects/${p}/negotiations/${f.negotiation}`,
    ok: 204,
    roles: [A, LA, CM],
  },
];

async function call(role: UserType, route: Route, p: number) {
  const b = await as(role);
  const f = await fixture(p, users[role].id);
  const url = route.url(p, f);
  const res = route.method === 'get' ? await b.get(url) : await b.send(route.method, url, route.body?.(f));
  return res;
}

describe.each(ROLES)('%s', (role) => {
  it.each(ROUTES.map((r) => [r.label, r] as const))('%s in its own environment', async (_l, route) => {
    const res = await call(role, route, own);
    expect({ status: res.status, body: res.status >= 400 && res.status !== 403 ? res.body : undefined }).toEqual({
      status: route.roles.includes(role) ? route.ok : 403,
      body: undefined,
    });
  });

  it.each(ROUTES.map((r) => [r.label, r] as const))('%s in another environment', async (_l, route) => {
    const res = await call(role, route, other);
    // the administrator belongs to every environment; others get 404 where the role could act, 403 where it never can
    const want = !route.roles.includes(role) ? 403 : role === 'administrator' ? route.ok : 404;
    expect(res.status).toBe(want);
  });
});

describe('row-level rules', () => {
  it('a referent user never sees another referent’s clients or their negotiations', async () => {
    const b = await as('referent');
    const theirs = await createClient(app.dataSource, own, { referentIds: [await createReferent(app.dataSource, own)] });
    const [neg] = await app.dataSource.query(
      `INSERT INTO negotiations (project_id, client_id, title) VALUES ($1,$2,'Altrui') RETURNING id`,
      [own, theirs],
    );
    expect((await b.get(`/api/projects/${own}/clients/${theirs}`)).status).toBe(404);
    expect((await b.get(`/api/projects/${own}/negotiations/${neg.id}`)).status).toBe(404);
    const list = await b.get(`/api/projects/${own}/negotiations?take=100`);
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(neg.id);
    const created = await b.send('post', `/api/projects/${own}/negotiations`, { client_id: theirs, title: 'Non mio' });
    expect(created.status).toBe(422);
    expect(created.body.errors.client_id).toBeDefined();
  });

  it('only the author or an administrator edits a note', async () => {
    const f = await fixture(own, users['local-administrator'].id);
    const cm = await as('client-manager');
    expect((await cm.send('put', `/api/projects/${own}/clients/${f.client}/notes/${f.note}`, { text: 'No' })).status).toBe(403);
    const admin = await as('administrator');
    expect((await admin.send('put', `/api/projects/${own}/clients/${f.client}/notes/${f.note}`, { text: 'Sì' })).status).toBe(200);
  });
});
