import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';

/** Templates (SPEC §3.4): only name required, global and per environment, call from template, call as template. */
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
  });

  it('creates a draft call from a template and saves a call as a template', async () => {
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
