import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createUser, FACTORY_PASSWORD } from './factories';
import type { UserType } from '../src/common/auth/roles';

/**
 * Global settings (/api/settings/...) and the alert banner (/api/alerts/active). Access is
 * canSeeGlobalSettings: administrator, and the global expert only with can_edit_global_setting.
 */
let app: TestApp;
/** Suffix that keeps fixed names unique when the PostgreSQL test database is reused. */
const RUN = Date.now().toString(36);
type Who = UserType | 'expert-without-flag';
const WHO: Who[] = [
  'administrator',
  'local-administrator',
  'client-manager',
  'referent',
  'expert-announcement',
  'expert-without-flag',
  'local-expert-announcement',
];
const emails = {} as Record<Who, string>;
const browsers = new Map<Who, Browser>();
async function as(who: Who): Promise<Browser> {
  if (!browsers.has(who)) browsers.set(who, await browserAs(app, emails[who], FACTORY_PASSWORD));
  return browsers.get(who)!;
}

beforeAll(async () => {
  app = await startTestApp();
  const [{ id: project }] = await app.dataSource.query(`INSERT INTO projects (name) VALUES ('Impostazioni') RETURNING id`);
  for (const who of WHO) {
    const type: UserType = who === 'expert-without-flag' ? 'expert-announcement' : who;
    emails[who] = (
      await createUser(app.dataSource, type, type === 'administrator' ? [] : [project], {
        can_edit_global_setting: who === 'expert-announcement',
      })
    ).email;
  }
});
afterAll(async () => {
  await app?.close();
});

describe('permission matrix', () => {
  const allowed = (who: Who) => who === 'administrator' || who === 'expert-announcement';
  it.each(WHO)('%s: every global settings route', async (who) => {
    const b = await as(who);
    const ok = allowed(who);
    const expert = await createUser(app.dataSource, 'expert-announcement', []);
    const [{ id: doc }] = await app.dataSource.query(`INSERT INTO standard_documents (name) VALUES ($1) RETURNING id`, [
      `Visura ${who} ${RUN}`,
    ]);
    const [{ id: value }] = await app.dataSource.query(
      `INSERT INTO dropdown_values (list, value, label) VALUES ('business_registers', $1, $1) RETURNING id`,
      [`reg-${who}-${RUN}`],
    );
    const [{ id: alert }] = await app.dataSource.query(`INSERT INTO alerts (type, content) VALUES ('info', 'x') RETURNING id`);
    const routes: [string, () => Promise<{ status: number }>, number][] = [
      ['GET global-experts', () => b.get('/api/settings/global-experts'), 200],
      [
        'POST global-experts',
        () => b.send('post', '/api/settings/global-experts', { name: 'G', surname: 'E', email: `ge.${who}.${RUN}@prova.it` }),
        201,
      ],
      ['PUT global-experts', () => b.send('put', `/api/settings/global-experts/${expert.id}`, { phone: '02 1234567' }), 200],
      ['POST deactivate', () => b.send('post', `/api/settings/global-experts/${expert.id}/deactivate`), 200],
      ['POST activate', () => b.send('post', `/api/settings/global-experts/${expert.id}/activate`), 200],
      ['GET standard-documents', () => b.get('/api/settings/standard-documents'), 200],
      ['POST standard-documents', () => b.send('post', '/api/settings/standard-documents', { name: `Bilancio ${who} ${RUN}` }), 201],
      ['PUT standard-documents', () => b.send('put', `/api/settings/standard-documents/${doc}`, { active: false }), 200],
      ['DELETE standard-documents', () => b.send('delete', `/api/settings/standard-documents/${doc}`), 204],
      ['GET dropdowns', () => b.get('/api/settings/dropdowns'), 200],
      ['GET dropdown list', () => b.get('/api/settings/dropdowns/interprofessional_funds'), 200],
      ['POST dropdown value', () => b.send('post', '/api/settings/dropdowns/business_registers', { label: `Registro ${who} ${RUN}` }), 201],
      ['PUT dropdown value', () => b.send('put', `/api/settings/dropdowns/business_registers/${value}`, { sort_order: 99 }), 200],
      ['DELETE dropdown value', () => b.send('delete', `/api/settings/dropdowns/business_registers/${value}`), 204],
      ['GET alerts', () => b.get('/api/settings/alerts'), 200],
      ['POST alerts', () => b.send('post', '/api/settings/alerts', { type: 'warning', content: 'Manutenzione', active: false }), 201],
      ['PUT alerts', () => b.send('put', `/api/settings/alerts/${alert}`, { active: false }), 200],
      ['DELETE alerts', () => b.send('delete', `/api/settings/alerts/${alert}`), 204],
      ['GET alerts/active (everyone)', () => b.get('/api/alerts/active'), -200],
    ];
    for (const [label, run, want] of routes) {
      const expected = want < 0 ? -want : ok ? want : 403;
      expect(`${label}: ${(await run()).status}`).toBe(`${label}: ${expected}`);
    }
  });

  it('refuses anonymous callers', async () => {
    const anon = new Browser(app.server);
    expect((await anon.get('/api/alerts/active')).status).toBe(401);
    expect((await anon.get('/api/settings/standard-documents')).status).toBe(401);
  });
});

describe('global experts', () => {
  it('creates (invited), edits can_edit_global_setting, deactivates; other roles are not reachable here', async () => {
    const b = await as('administrator');
    const created = await b.send('post', '/api/settings/global-experts', {
      name: 'Giulia',
      surname: 'Conti',
      email: `giulia.conti.${RUN}@prova.it`,
      can_edit_global_setting: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'expert-announcement', can_edit_global_setting: false, status: 'active' });
    const listed = await b.get(`/api/settings/global-experts?search=conti.${RUN}`);
    expect(listed.body.data.map((u: { email: string }) => u.email)).toEqual([`giulia.conti.${RUN}@prova.it`]);
    const edited = await b.send('put', `/api/settings/global-experts/${created.body.id}`, { can_edit_global_setting: true });
    expect(edited.body.can_edit_global_setting).toBe(true);
    expect((await b.send('post', `/api/settings/global-experts/${created.body.id}/deactivate`)).body.status).toBe('inactive');
    const manager = await createUser(app.dataSource, 'client-manager', []);
    expect((await b.send('put', `/api/settings/global-experts/${manager.id}`, { name: 'X' })).status).toBe(404);
    expect(
      (await b.send('post', '/api/settings/global-experts', { name: 'A', surname: 'B', email: `giulia.conti.${RUN}@prova.it` })).status,
    ).toBe(422);
    expect(
      (await b.send('post', '/api/settings/global-experts', { name: 'A', surname: 'B', email: `a.${RUN}@b.it`, type: 'administrator' }))
        .status,
    ).toBe(422);
  });
});

describe('standard documents catalogue', () => {
  it('CRUD with unique names; a document used by an announcement cannot be deleted', async () => {
    const b = await as('expert-announcement');
    const created = await b.send('post', '/api/settings/standard-documents', {
      name: ` DURC ${RUN} `,
      description: 'Documento unico di regolarità contributiva',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: `DURC ${RUN}`, active: true, announcements_count: 0 });
    const dup = await b.send('post', '/api/settings/standard-documents', { name: `durc ${RUN}` });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['Esiste già un documento con questo nome']);
    expect((await b.send('post', '/api/settings/standard-documents', { name: '' })).body.errors.name).toEqual(['Campo obbligatorio']);
    const announcement = await createAnnouncement(app.dataSource);
    await app.dataSource.query(`INSERT INTO announcement_standard_documents (announcement_id, standard_document_id) VALUES ($1, $2)`, [
      announcement,
      created.body.id,
    ]);
    const used = await b.send('delete', `/api/settings/standard-documents/${created.body.id}`);
    expect(used.status).toBe(422);
    const off = await b.send('put', `/api/settings/standard-documents/${created.body.id}`, { active: false });
    expect(off.body).toMatchObject({ active: false, announcements_count: 1, description: 'Documento unico di regolarità contributiva' });
    expect(
      (await b.get(`/api/settings/standard-documents?search=${encodeURIComponent(`durc ${RUN}`)}`)).body.data.map(
        (d: { id: number }) => d.id,
      ),
    ).toEqual([created.body.id]);
    expect(
      (await b.get('/api/settings/standard-documents?search=regolarit%C3%A0%20contributiva&take=100')).body.data.map(
        (d: { id: number }) => d.id,
      ),
    ).toContain(created.body.id);
    expect((await b.send('put', '/api/settings/standard-documents/999999', { active: false })).status).toBe(404);
  });
});

describe('dropdown values and interprofessional funds', () => {
  it('adds, edits, removes values per list; unknown list 404; duplicates 422; the public list shows active values only', async () => {
    const b = await as('administrator');
    const lists = await b.get('/api/settings/dropdowns');
    expect(lists.body.map((l: { list: string }) => l.list)).toEqual(
      expect.arrayContaining(['areas_of_intervention', 'interprofessional_funds']),
    );
    expect(lists.body.find((l: { list: string }) => l.list === 'interprofessional_funds').label).toBe('Fondi interprofessionali');
    const before = (await b.get('/api/settings/dropdowns/interprofessional_funds')).body.total;
    expect(before).toBeGreaterThan(0);
    const added = await b.send('post', '/api/settings/dropdowns/interprofessional_funds', { label: `Fondo Prova Sì ${RUN}` });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      list: 'interprofessional_funds',
      value: `fondo-prova-si-${RUN}`,
      label: `Fondo Prova Sì ${RUN}`,
      active: true,
    });
    expect(added.body.sort_order).toBeGreaterThanOrEqual(before);
    expect((await b.send('post', '/api/settings/dropdowns/interprofessional_funds', { label: `fondo prova sì ${RUN}` })).status).toBe(422);
    expect((await b.send('post', '/api/settings/dropdowns/interprofessional_funds', { label: 'Altro', value: 'Non Valido' })).status).toBe(
      422,
    );
    expect((await b.get('/api/settings/dropdowns/colori')).status).toBe(404);
    expect((await b.send('post', '/api/settings/dropdowns/colori', { label: 'Rosso' })).status).toBe(404);
    const off = await b.send('put', `/api/settings/dropdowns/interprofessional_funds/${added.body.id}`, {
      active: false,
      label: `Fondo Prova ${RUN}`,
    });
    expect(off.body).toMatchObject({ active: false, label: `Fondo Prova ${RUN}`, value: `fondo-prova-si-${RUN}` });
    const publicList = await b.get('/api/reference/dropdowns/interprofessional_funds');
    expect(publicList.body.map((v: { value: string }) => v.value)).not.toContain(`fondo-prova-si-${RUN}`);
    expect((await b.send('put', `/api/settings/dropdowns/areas_of_intervention/${added.body.id}`, { active: true })).status).toBe(404);
    expect((await b.send('delete', `/api/settings/dropdowns/interprofessional_funds/${added.body.id}`)).status).toBe(204);
    expect((await b.get('/api/settings/dropdowns/interprofessional_funds')).body.total).toBe(before);
  });
});

describe('alert banner', () => {
  it('the active alert shows to every user and disappears when its window ends', async () => {
    const admin = await as('administrator');
    await app.dataSource.query(`UPDATE alerts SET active = false`);
    expect((await admin.get('/api/alerts/active')).body).toEqual({ alert: null });
    const future = await admin.send('post', '/api/settings/alerts', {
      type: 'info',
      content: 'Futuro',
      starts_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(future.body.current).toBe(false);
    const ends = new Date(Date.now() + 2500).toISOString();
    const now = await admin.send('post', '/api/settings/alerts', {
      type: 'warning',
      content: 'Manutenzione programmata stasera alle 22',
      ends_at: ends,
    });
    expect(now.status).toBe(201);
    expect(now.body.current).toBe(true);
    for (const who of WHO) {
      const res = await (await as(who)).get('/api/alerts/active');
      expect(res.body.alert).toMatchObject({ id: now.body.id, type: 'warning', content: 'Manutenzione programmata stasera alle 22' });
    }
    await new Promise((r) => setTimeout(r, 2700));
    expect((await (await as('referent')).get('/api/alerts/active')).body).toEqual({ alert: null });
    const bad = await admin.send('post', '/api/settings/alerts', {
      type: 'danger',
      content: '',
      starts_at: '2026-01-02T00:00:00Z',
      ends_at: '2026-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['content', 'type']);
    const window = await admin.send('post', '/api/settings/alerts', {
      type: 'error',
      content: 'x',
      starts_at: '2026-01-02T00:00:00Z',
      ends_at: '2026-01-01T00:00:00Z',
    });
    expect(window.status).toBe(422);
    expect(window.body.errors.ends_at).toBeDefined();
  }, 20_000);
});
