import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';

/** Templates (docs/domain.md#templates): only name required, global and per environment, call from template, call as template. */
let app: TestApp;
let own: number;
let other: number;
let expert: Browser;
let localExpert: Browser;
let otherLocal: Browser;

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Template A' });
  other = await createProject(app.dataSource, { name: 'Template B' });
  expert = await browserAs(app, (await createUser(app.dataSource, 'expert-announcement', [own, other])).email, FACTORY_PASSWORD);
  localExpert = await browserAs(app, (await createUser(app.dataSource, 'local-expert-announcement', [own])).email, FACTORY_PASSWORD);
  otherLocal = await browserAs(app, (await createUser(app.dataSource, 'local-administrator', [other])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe('templates', () => {
  it('needs only a name, checks formats, keeps the form fields', async () => {
    const missing = await expert.send('post', '/api/templates', { description: 'Senza nome' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: ['Campo obbligatorio'] });
    const badUrl = await expert.send('post', '/api/templates', { name: 'Con link', link_regulatory: 'ftp//x' });
    expect(badUrl.body.errors).toEqual({ link_regulatory: ['Deve essere un URL valido'] });
    const t = await expert.send('post', '/api/templates', {
      name: 'Voucher digitalizzazione – base',
      supplying_authority: 'Camera di Commercio',
      announcements_company_dimensions: ['micro', 'small'],
      announcements_ateco_codes: [{ value: '62', primary: true }],
      announcements_locations: [{ nation: 'Italia', region: '03' }],
      announcements_expense_items: [{ description: 'Consulenza', max_import_percentage: 50 }],
      type_non_repayable_fund: true,
    });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({
      name: 'Voucher digitalizzazione – base',
      scope: 'global',
      project_id: null,
      editable: true,
      announcements_company_dimensions: ['micro', 'small'],
    });
    const got = await expert.get(`/api/templates/${t.body.id}`).expect(200);
    expect(got.body.announcements_expense_items).toEqual([{ description: 'Consulenza', max_import_percentage: 50 }]);
    const upd = await expert.send('put', `/api/templates/${t.body.id}`, {
      ...got.body,
      id: undefined,
      scope: undefined,
      project_id: undefined,
      editable: undefined,
      created_at: undefined,
      updated_at: undefined,
      created_by: undefined,
      updated_by: undefined,
      name: 'Voucher digitale',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.name).toBe('Voucher digitale');
    const list = await expert.get('/api/templates?search=Voucher%20digitale').expect(200);
    expect(list.body.data.map((x: { id: number }) => x.id)).toContain(t.body.id);
    // the list carries the authority and the funding types of the stored form (the list's columns)
    expect(list.body.data.find((x: { id: number }) => x.id === t.body.id)).toEqual({
      id: t.body.id,
      scope: 'global',
      project_id: null,
      name: 'Voucher digitale',
      supplying_authority: 'Camera di Commercio',
      type_non_repayable_fund: true,
      type_concessionary_financing: false,
      type_fiscal_bonus: false,
      type_interest_account: false,
      type_warranty: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      editable: true,
    });
  });

  it('creates a draft announcement from a template and saves an announcement as a template', async () => {
    const t = await expert.send('post', '/api/templates', {
      name: 'Base credito imposta',
      type_fiscal_bonus: true,
      announcements_locations: [{ nation: 'Italia' }],
    });
    const call = await expert.send('post', `/api/templates/${t.body.id}/announcements`, { name: 'Credito d’imposta 2026' });
    expect(call.status).toBe(201);
    expect(call.body).toMatchObject({
      name: 'Credito d’imposta 2026',
      status: 'draft',
      scope: 'global',
      type_fiscal_bonus: true,
      announcements_locations: [{ nation: 'Italia' }],
    });
    const back = await expert.send('post', `/api/announcements/${call.body.id}/template`, { name: 'Dal bando' });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ name: 'Dal bando', scope: 'global', type_fiscal_bonus: true });
    expect(back.body).not.toHaveProperty('status');
  });

  it('lists global and own templates in an environment; global ones are read-only there; other environments are 404', async () => {
    const local = await localExpert.send('post', `/api/projects/${own}/templates`, { name: 'Template dello studio' });
    expect(local.status).toBe(201);
    expect(local.body).toMatchObject({ scope: 'local', project_id: own });
    const list = await localExpert.get(`/api/projects/${own}/templates?take=100`).expect(200);
    const mine = list.body.data.find((x: { id: number }) => x.id === local.body.id);
    expect(mine.editable).toBe(true);
    const global = list.body.data.find((x: { scope: string }) => x.scope === 'global');
    expect(global.editable).toBe(false);
    expect((await localExpert.send('put', `/api/projects/${own}/templates/${global.id}`, { name: 'Mio' })).status).toBe(403);
    expect((await localExpert.send('delete', `/api/projects/${own}/templates/${global.id}`)).status).toBe(403);
    expect((await otherLocal.get(`/api/projects/${other}/templates/${local.body.id}`)).status).toBe(404);
    const otherList = await otherLocal.get(`/api/projects/${other}/templates?take=100`).expect(200);
    expect(otherList.body.data.map((x: { id: number }) => x.id)).not.toContain(local.body.id);
    // from a template inside the environment: a local draft
    const call = await localExpert.send('post', `/api/projects/${own}/templates/${local.body.id}/announcements`, {});
    expect(call.body).toMatchObject({ scope: 'local', project_id: own, status: 'draft', name: 'Template dello studio' });
    expect((await localExpert.send('delete', `/api/projects/${own}/templates/${local.body.id}`)).status).toBe(204);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity = 'announcement_template' AND entity_id = $1`,
      [local.body.id],
    );
    expect(count).toBe(2);
  });
});

describe('template logs (registro modifiche)', () => {
  type Entry = {
    id: number;
    action: string;
    user_name: string | null;
    created_at: string;
    project_id: number | null;
    changes: { fields: string[]; values?: Record<string, { from: unknown; to: unknown }> };
  };

  it('lists who changed which fields and when, newest first, with before/after of each field', async () => {
    const t = await expert.send('post', '/api/templates', { name: 'Template con registro', description: 'Prima versione' });
    expect(t.status).toBe(201);
    const upd = await expert.send('put', `/api/templates/${t.body.id}`, {
      name: 'Template con registro (rev. 2)',
      description: 'Seconda versione',
      announcements_company_dimensions: ['micro'],
    });
    expect(upd.status).toBe(200);
    // same values again: an update entry with no changed field
    await expert.send('put', `/api/templates/${t.body.id}`, {
      name: 'Template con registro (rev. 2)',
      description: 'Seconda versione',
      announcements_company_dimensions: ['micro'],
    });
    const logs = await expert.get(`/api/templates/${t.body.id}/logs`).expect(200);
    expect(logs.body.total).toBe(3);
    const [same, changed, created] = logs.body.data as Entry[];
    expect(created).toMatchObject({ action: 'created', project_id: null, entity: 'announcement_template', entity_id: t.body.id });
    expect(created.changes.fields).toEqual(expect.arrayContaining(['name', 'description']));
    expect(changed.action).toBe('updated');
    expect(changed.user_name).toEqual(expect.any(String));
    expect(new Date(changed.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect([...changed.changes.fields].sort()).toEqual(['announcements_company_dimensions', 'description', 'name']);
    expect(changed.changes.values).toEqual({
      name: { from: 'Template con registro', to: 'Template con registro (rev. 2)' },
      description: { from: 'Prima versione', to: 'Seconda versione' },
      announcements_company_dimensions: { from: null, to: ['micro'] },
    });
    expect(same.changes.fields).toEqual([]);
    const page = await expert.get(`/api/templates/${t.body.id}/logs?skip=1&take=1`).expect(200);
    expect(page.body).toMatchObject({ total: 3, data: [{ action: 'updated', id: changed.id }] });
    expect((await expert.get(`/api/templates/${t.body.id}/logs?take=abc`)).status).toBe(422);
    expect((await expert.get('/api/templates/999999/logs')).status).toBe(404);
  });

  it('in an environment: own and global templates only, global entries plus this environment’s; another environment 404', async () => {
    const local = await localExpert.send('post', `/api/projects/${own}/templates`, { name: 'Template locale con registro' });
    await localExpert.send('put', `/api/projects/${own}/templates/${local.body.id}`, { name: 'Template locale rinominato' });
    const logs = await localExpert.get(`/api/projects/${own}/templates/${local.body.id}/logs`).expect(200);
    expect(logs.body.data.map((e: Entry) => [e.action, e.project_id, e.changes.fields])).toEqual([
      ['updated', own, ['name']],
      ['created', own, ['name']],
    ]);
    expect((await otherLocal.get(`/api/projects/${other}/templates/${local.body.id}/logs`)).status).toBe(404);
    expect((await otherLocal.get(`/api/projects/${own}/templates/${local.body.id}/logs`)).status).toBe(404);
    // a local template is not reachable on the global route
    expect((await expert.get(`/api/templates/${local.body.id}/logs`)).status).toBe(404);
    const global = await expert.send('post', '/api/templates', { name: 'Template globale visto in ambiente' });
    const seen = await localExpert.get(`/api/projects/${own}/templates/${global.body.id}/logs`).expect(200);
    expect(seen.body.data).toMatchObject([{ action: 'created', project_id: null }]);
    expect((await localExpert.send('delete', `/api/projects/${own}/templates/${local.body.id}`)).status).toBe(204);
    expect((await localExpert.get(`/api/projects/${own}/templates/${local.body.id}/logs`)).status).toBe(404);
  });

  it('same permission as the announcement logs (audit.read), each role, own and other environment', async () => {
    const esperto = await browserAs(app, 'esperto@demo.local');
    const global = (await esperto.send('post', '/api/templates', { name: 'Template matrice registro' })).body.id;
    const localTpl = (
      await (
        await browserAs(app, 'esperto.locale@demo.local')
      ).send('post', '/api/projects/1/templates', { name: 'Template Milano registro' })
    ).body.id;
    const cases: [string, number, number][] = [
      // email, global route, environment 1 route
      ['admin@demo.local', 200, 200],
      ['esperto@demo.local', 200, 200],
      ['amministratore.locale@demo.local', 200, 200],
      ['esperto.locale@demo.local', 200, 200],
      ['gestore@demo.local', 403, 403],
      ['referente@demo.local', 403, 403],
      ['gestore.bari@demo.local', 403, 403], // a role that never may: 403 before the membership check
      ['amministratore.bari@demo.local', 200, 404],
    ];
    const got: [string, number, number][] = [];
    for (const [email] of cases) {
      const b = await browserAs(app, email);
      got.push([
        email,
        (await b.get(`/api/templates/${global}/logs`)).status,
        (await b.get(`/api/projects/1/templates/${localTpl}/logs`)).status,
      ]);
    }
    expect(got).toEqual(cases);
    const bari = await browserAs(app, 'amministratore.bari@demo.local');
    expect((await bari.get(`/api/projects/2/templates/${localTpl}/logs`)).status).toBe(404);
    expect((await bari.get(`/api/projects/2/templates/${global}/logs`)).status).toBe(200);
  });
});
