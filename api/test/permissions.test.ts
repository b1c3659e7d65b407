import { Browser, startTestApp, type TestApp, ROLES, loggedIn } from './helpers';
import { createProject, createUser } from './factories';
import type { UserType } from '../src/common/auth/roles';

/**
 * The capability matrix of docs/roles.md for the walking-skeleton routes, written out by hand
 * (not derived from permissions.ts) so that a wrong entry there fails here. Each role is a
 * member of environment `own`; `other` is an environment it does not belong to.
 */
let app: TestApp;
let own: number;
let other: number;
const emails = {} as Record<UserType, string>;
/** One login per role, reused (login is throttled per address). */
const as = (role: UserType): Promise<Browser> => loggedIn(app, emails[role]);

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Proprio' });
  other = await createProject(app.dataSource, { name: 'Altrui' });
  for (const role of ROLES)
    emails[role] = (
      await createUser(app.dataSource, role, role === 'administrator' ? [] : [own], {
        can_edit_global_setting: role === 'expert-announcement',
      })
    ).email;
});
afterAll(async () => {
  await app?.close();
});

const Y = 200;
const F = 403;
type Row = [string, (p: number) => string, Record<UserType, number>];
const matrix: Row[] = [
  [
    'environment bandi',
    (p) => `/api/projects/${p}/announcements`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': Y,
      referent: F,
      'expert-announcement': Y,
      'local-expert-announcement': Y,
    },
  ],
  [
    'global bandi',
    () => `/api/announcements`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': Y,
      referent: F,
      'expert-announcement': Y,
      'local-expert-announcement': Y,
    },
  ],
  [
    'clients',
    (p) => `/api/projects/${p}/clients`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': Y,
      referent: Y,
      'expert-announcement': F,
      'local-expert-announcement': F,
    },
  ],
  [
    'referents',
    (p) => `/api/projects/${p}/referents`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': Y,
      referent: F,
      'expert-announcement': F,
      'local-expert-announcement': F,
    },
  ],
  [
    'calls',
    (p) => `/api/projects/${p}/calls`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': Y,
      referent: Y,
      'expert-announcement': F,
      'local-expert-announcement': F,
    },
  ],
  [
    'environment settings',
    (p) => `/api/projects/${p}/settings`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': F,
      referent: F,
      'expert-announcement': F,
      'local-expert-announcement': F,
    },
  ],
  [
    'environment users',
    (p) => `/api/projects/${p}/users`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': F,
      referent: F,
      'expert-announcement': F,
      'local-expert-announcement': F,
    },
  ],
  [
    'global settings',
    () => `/api/settings/global-experts`,
    {
      administrator: Y,
      'local-administrator': F,
      'client-manager': F,
      referent: F,
      'expert-announcement': Y,
      'local-expert-announcement': F,
    },
  ],
  [
    'environment',
    (p) => `/api/projects/${p}`,
    {
      administrator: Y,
      'local-administrator': Y,
      'client-manager': Y,
      referent: Y,
      'expert-announcement': Y,
      'local-expert-announcement': Y,
    },
  ],
];

describe.each(ROLES)('%s', (role) => {
  it.each(matrix)('GET %s in its own environment', async (_label, url, expected) => {
    const b = await as(role);
    const res = await b.get(url(own));
    expect(res.status).toBe(expected[role]);
  });

  it.each(matrix.filter(([, url]) => url(1).includes('/projects/')))('GET %s of another environment', async (_label, url, expected) => {
    const b = await as(role);
    const res = await b.get(url(other));
    // the administrator belongs to every environment; others get 404 where they could otherwise read, 403 where the role never can
    const want = role === 'administrator' ? expected[role] : expected[role] === F ? F : 404;
    expect(res.status).toBe(want);
  });

  it('creates environments only as administrator, and switches modules only as administrator', async () => {
    const b = await as(role);
    const created = await b.send('post', '/api/projects', { name: `Nuovo da ${role}`, color: 'red' });
    expect(created.status).toBe(role === 'administrator' ? 201 : 403);
    const modules = await b.send('put', `/api/projects/${own}/modules`, {
      announcements: true,
      clients: true,
      calls: true,
      settings: true,
    });
    expect(modules.status).toBe(role === 'administrator' ? 200 : 403);
  });
});
