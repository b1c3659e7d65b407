import { randomUUID } from 'node:crypto';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { completeAnnouncementBody as complete, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Announcements API (docs/domain.md#announcements, docs/rules.md#form-rules; docs/roles.md): draft vs publish rules with the Italian
 * messages, tabs per role, environment documents of global announcements, duplicate, delete, audit log,
 * list filters. Every announcement created here carries a unique word so the checks ignore the 502
 * imported announcements and other test files' records (the PostgreSQL run shares one database).
 */
let app: TestApp;
let own: number;
let other: number;
let expert: Browser;
let localExpert: Browser;
let otherLocalExpert: Browser;
let manager: Browser;
const tag = () => `Zeta${randomUUID().replace(/-/g, '').slice(0, 10)}`;

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Ambiente bandi A' });
  other = await createProject(app.dataSource, { name: 'Ambiente bandi B' });
  const ds = app.dataSource;
  expert = await browserAs(app, (await createUser(ds, 'expert-announcement', [own, other])).email, FACTORY_PASSWORD);
  localExpert = await browserAs(app, (await createUser(ds, 'local-expert-announcement', [own])).email, FACTORY_PASSWORD);
  otherLocalExpert = await browserAs(app, (await createUser(ds, 'local-expert-announcement', [other])).email, FACTORY_PASSWORD);
  manager = await browserAs(app, (await createUser(ds, 'client-manager', [own])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe('draft and publish (docs/rules.md#form-rules)', () => {
  it('saves a draft with only a name', async () => {
    const res = await expert.send('post', '/api/announcements', { name: 'Bando in bozza solo nome' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Bando in bozza solo nome',
      status: 'draft',
      scope: 'global',
      project_id: null,
      include_ateco_codes: true,
    });
    expect(res.body.editable_tabs).toEqual(['generale', 'requisiti', 'voci_di_spesa', 'documentazione', 'altro']);
  });

  it('refuses a draft without name, with a bad URL or non-numeric numbers, listing each field', async () => {
    const res = await expert.send('post', '/api/announcements', {
      name: '',
      link_regulatory: 'non un url',
      number_of_employees_min: 'dieci',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Campo obbligatorio'],
      link_regulatory: ['Deve essere un URL valido'],
      number_of_employees_min: ['Inserisci solo numeri'],
    });
  });

  it('refuses publishing without the requirements, with the Italian message of each field', async () => {
    const res = await expert.send('post', '/api/announcements', {
      name: 'Bando da pubblicare',
      status: 'published',
      announcements_locations: [{ nation: null }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      link_regulatory: ['Campo obbligatorio'],
      number_of_employees_min: ['Campo obbligatorio'],
      number_of_employees_max: ['Campo obbligatorio'],
      year_of_establishment_min: ['Campo obbligatorio'],
      year_of_establishment_max: ['Campo obbligatorio'],
      annual_volume_min: ['Campo obbligatorio'],
      annual_volume_max: ['Campo obbligatorio'],
      announcements_company_dimensions: ['Seleziona almeno un valore'],
      announcements_areas_of_intervention: ['Seleziona almeno un valore'],
      announcements_ateco_codes: ['Aggiungi almeno un codice ATECO'],
      'announcements_locations.0.nation': ['Campo obbligatorio'],
    });
    const none = await expert.send('post', '/api/announcements', { name: 'Bando senza territori', status: 'published' });
    expect(none.body.errors.announcements_locations).toEqual(['Aggiungi almeno un territorio']);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM announcements WHERE name IN ('Bando da pubblicare','Bando senza territori')`,
    );
    expect(count).toBe(0);
  });

  it('publishes a complete call and answers every collection with the docs/domain.md#announcements names', async () => {
    const name = `Bando completo ${tag()}`;
    const res = await expert.send('post', '/api/announcements', complete(name));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      status: 'published',
      state: 'open',
      annual_volume_max: 50000000.5,
      announcements_company_dimensions: ['micro', 'small'],
      announcements_ateco_codes: [{ value: '62', primary: true, original_code_2007: null }],
      announcements_locations: [
        { nation: 'Italia', region: '03', province: 'MI', city: '015146', region_name: 'Lombardia', city_name: 'Milano' },
      ],
      announcements_expense_items: [
        { description: 'Macchinari e impianti', max_import_value: 100000, max_import_percentage: 50, required_attachment: ['Preventivo'] },
      ],
    });
    // a published announcement stays under the rules: removing the territories is refused, nothing changes
    const bad = await expert.send('put', `/api/announcements/${res.body.id}`, { announcements_locations: [] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ announcements_locations: ['Aggiungi almeno un territorio'] });
    const again = await expert.get(`/api/announcements/${res.body.id}`).expect(200);
    expect(again.body.announcements_locations).toHaveLength(1);
  });

  it('refuses a province outside the region and a min above its max', async () => {
    const res = await expert.send('post', '/api/announcements', {
      name: 'Territorio incoerente',
      number_of_employees_min: 10,
      number_of_employees_max: 5,
      announcements_locations: [{ nation: 'Italia', region: '16', province: 'MI' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.number_of_employees_min).toEqual(['Il minimo non può superare il massimo']);
  });

  it('refuses unknown fields', async () => {
    const res = await expert.send('post', '/api/announcements', { name: 'Campo strano', colore: 'rosso' });
    expect(res.status).toBe(422);
    expect(res.body.errors.colore).toEqual(['Campo non previsto']);
  });
});

describe('tabs, environments and documents (docs/roles.md)', () => {
  let id: number;
  beforeAll(async () => {
    const res = await expert.send('post', '/api/announcements', complete(`Bando globale documenti ${tag()}`));
    id = res.body.id;
  });

  it('lets a local expert edit only Documentazione and Altro of a global announcement, for its environment', async () => {
    const detail = await localExpert.get(`/api/projects/${own}/announcements/${id}`).expect(200);
    expect(detail.body.editable_tabs).toEqual(['documentazione', 'altro']);
    expect(detail.body.can_delete).toBe(false);
    const refused = await localExpert.send('put', `/api/projects/${own}/announcements/${id}`, { name: 'Cambiato' });
    expect(refused.status).toBe(403);
    const ok = await localExpert.send('put', `/api/projects/${own}/announcements/${id}`, {
      announcements_additional_documents: [{ name: 'Visura camerale aggiornata' }],
      announcements_custom_fields: [{ label: 'Referente interno', value: 'Dott.ssa Neri' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.announcements_additional_documents).toMatchObject([{ name: 'Visura camerale aggiornata', project_id: own }]);
    expect(ok.body.announcements_custom_fields).toMatchObject([{ label: 'Referente interno', project_id: own }]);
  });

  it('keeps those documents out of another environment and of the global area', async () => {
    const there = await otherLocalExpert.get(`/api/projects/${other}/announcements/${id}`).expect(200);
    expect(there.body.announcements_additional_documents).toEqual([]);
    expect(there.body.announcements_custom_fields).toEqual([]);
    const global = await expert.get(`/api/announcements/${id}`).expect(200);
    expect(global.body.announcements_additional_documents).toEqual([]);
    // the other environment's own documents replace only its own
    await otherLocalExpert
      .send('put', `/api/projects/${other}/announcements/${id}`, { announcements_additional_documents: [{ name: 'DURC' }] })
      .then((r) => expect(r.status).toBe(200));
    const mine = await localExpert.get(`/api/projects/${own}/announcements/${id}`).expect(200);
    expect(mine.body.announcements_additional_documents.map((d: { name: string }) => d.name)).toEqual(['Visura camerale aggiornata']);
  });

  it("ignores the announcement's own documents sent back from an environment (no copies)", async () => {
    await expert
      .send('put', `/api/announcements/${id}`, {
        announcements_additional_documents: [{ name: 'Modulo di domanda' }],
        announcements_custom_fields: [{ label: 'Fonte', value: 'Regione' }],
      })
      .then((r) => expect(r.status).toBe(200));
    const seen = await localExpert.get(`/api/projects/${own}/announcements/${id}`).expect(200);
    expect(seen.body.announcements_additional_documents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Modulo di domanda',
      'Visura camerale aggiornata',
    ]);
    // the form sends back everything it shows
    const back = await localExpert.send('put', `/api/projects/${own}/announcements/${id}`, {
      announcements_additional_documents: seen.body.announcements_additional_documents.map((d: { id: number; name: string }) => ({
        id: d.id,
        name: d.name,
      })),
      announcements_custom_fields: seen.body.announcements_custom_fields.map((f: { id: number; label: string; value: string }) => ({
        id: f.id,
        label: f.label,
        value: f.value,
      })),
    });
    expect(back.status).toBe(200);
    expect(back.body.announcements_additional_documents).toHaveLength(2);
    expect(back.body.announcements_custom_fields).toHaveLength(2);
    const global = await expert.get(`/api/announcements/${id}`).expect(200);
    expect(global.body.announcements_additional_documents.map((d: { name: string }) => d.name)).toEqual(['Modulo di domanda']);
    await expert.send('put', `/api/announcements/${id}`, { announcements_additional_documents: [], announcements_custom_fields: [] });
  });

  it('lets a client manager read but not write, and hides another environment (404)', async () => {
    await manager.get(`/api/projects/${own}/announcements/${id}`).expect(200);
    expect((await manager.send('put', `/api/projects/${own}/announcements/${id}`, { announcements_custom_fields: [] })).status).toBe(403);
    expect((await manager.get(`/api/projects/${other}/announcements/${id}`)).status).toBe(404);
  });

  it('keeps local announcements inside their environment', async () => {
    const local = await localExpert.send('post', `/api/projects/${own}/announcements`, complete(`Bando locale ${tag()}`));
    expect(local.status).toBe(201);
    expect(local.body).toMatchObject({ scope: 'local', project_id: own, status: 'published' });
    expect((await otherLocalExpert.get(`/api/projects/${other}/announcements/${local.body.id}`)).status).toBe(404);
    expect((await expert.get(`/api/announcements/${local.body.id}`)).status).toBe(404);
    // the global expert is no local manager: it may not change a local announcement
    expect((await expert.send('put', `/api/projects/${own}/announcements/${local.body.id}`, { name: 'X' })).status).toBe(403);
    await manager.get(`/api/projects/${own}/announcements/${local.body.id}`).expect(200);
    // drafts are not shown to those who cannot edit them
    const draft = await localExpert.send('post', `/api/projects/${own}/announcements`, { name: `Bozza locale ${tag()}` });
    expect(draft.body.status).toBe('draft');
    expect((await manager.get(`/api/projects/${own}/announcements/${draft.body.id}`)).status).toBe(404);
  });

  it('duplicates (local copy for a local expert) and deletes, with an audit entry per change', async () => {
    const copy = await localExpert.send('post', `/api/projects/${own}/announcements/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ scope: 'local', project_id: own, status: 'draft' });
    expect(copy.body.name).toMatch(/\(copia\)$/);
    expect(copy.body.announcements_ateco_codes).toMatchObject([{ value: '62' }]);
    expect(copy.body.announcements_additional_documents.map((d: { name: string }) => d.name)).toEqual(['Visura camerale aggiornata']);
    expect((await localExpert.send('delete', `/api/projects/${own}/announcements/${id}`)).status).toBe(403);
    expect((await localExpert.send('delete', `/api/projects/${own}/announcements/${copy.body.id}`)).status).toBe(204);
    expect((await localExpert.get(`/api/projects/${own}/announcements/${copy.body.id}`)).status).toBe(404);

    const logs = await expert.get(`/api/announcements/${id}/logs`).expect(200);
    // global entries only: the creation and the two global edits of the previous test
    expect(logs.body.data.map((l: { action: string }) => l.action)).toEqual(['updated', 'updated', 'created']);
    expect(logs.body.data.every((l: { project_id: number | null }) => l.project_id === null)).toBe(true);
    const envLogs = await localExpert.get(`/api/projects/${own}/announcements/${id}/logs`).expect(200);
    const mine = envLogs.body.data.find((l: { project_id: number | null }) => l.project_id === own);
    expect(mine).toMatchObject({ action: 'updated', project_id: own, user_name: 'Mario Rossi' });
    // each environment save names only what it changed (docs/api.md#audit-log)
    const mineFields = envLogs.body.data
      .filter((l: { project_id: number | null }) => l.project_id === own)
      .flatMap((l: { changes: { fields: string[] } }) => l.changes.fields);
    expect(mineFields).toEqual(expect.arrayContaining(['announcements_additional_documents', 'announcements_custom_fields']));
    // environment entries of B are not shown in A
    expect(envLogs.body.data.every((l: { project_id: number | null }) => l.project_id !== other)).toBe(true);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity = 'announcement' AND entity_id = $1 AND action = 'deleted'`,
      [copy.body.id],
    );
    expect(count).toBe(1);
  });

  it('records the changed fields with before and after', async () => {
    const res = await expert.send('put', `/api/announcements/${id}`, { supplying_authority: 'Camera di Commercio di Milano' });
    expect(res.status).toBe(200);
    const logs = await expert.get(`/api/announcements/${id}/logs`).expect(200);
    expect(logs.body.data[0].changes).toEqual({
      fields: ['supplying_authority'],
      values: { supplying_authority: { from: 'Regione Lombardia', to: 'Camera di Commercio di Milano' } },
    });
  });
});

describe('list filters', () => {
  const word = tag();
  const ids: Record<string, number> = {};
  const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name).sort();
  const q = (extra: string) => `/api/announcements?take=100&search=${word}&${extra}`;

  beforeAll(async () => {
    const mk = async (key: string, over: Record<string, unknown>) => {
      const res = await expert.send('post', '/api/announcements', complete(`${word} ${key}`, over));
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      ids[key] = res.body.id;
    };
    await mk('nazionale', {
      end_date: '2099-03-31',
      announcements_locations: [{ nation: 'Italia' }],
      announcements_ateco_codes: [{ value: '62', primary: true }],
      announcements_company_dimensions: ['micro'],
      type_non_repayable_fund: true,
      aid_scheme_de_minimis: true,
    });
    await mk('puglia', {
      end_date: '2099-01-31',
      announcements_locations: [{ nation: 'Italia', region: '16' }],
      announcements_ateco_codes: [{ value: '10.51', primary: true }],
      announcements_company_dimensions: ['large'],
      type_non_repayable_fund: false,
      type_warranty: true,
    });
    await mk('chiuso', {
      start_date: '2020-01-01',
      end_date: '2020-12-31',
      announcements_locations: [{ nation: 'Italia', region: '03', province: 'BG' }],
    });
    await mk('futuro', { start_date: '2098-01-01', end_date: '2098-12-31' });
    const draft = await expert.send('post', '/api/announcements', { name: `${word} bozza`, end_date: '2099-06-30' });
    ids.bozza = draft.body.id;
  });

  it('finds by Italian full text (stemming) and ranks', async () => {
    const res = await expert.get(`/api/announcements?take=100&search=${encodeURIComponent(`${word} macchinario`)}`).expect(200);
    // "macchinario" matches "macchinari" of the description through the 'italian' stemmer
    expect(names(res.body)).toEqual([`${word} chiuso`, `${word} futuro`, `${word} nazionale`, `${word} puglia`]);
  });

  it('filters by status and state', async () => {
    expect(names((await expert.get(q('status=draft')).expect(200)).body)).toEqual([`${word} bozza`]);
    expect(names((await expert.get(q('state=closed')).expect(200)).body)).toEqual([`${word} chiuso`]);
    expect(names((await expert.get(q('state=forthcoming')).expect(200)).body)).toEqual([`${word} futuro`]);
    expect(names((await expert.get(q('state=open&status=published')).expect(200)).body)).toEqual([`${word} nazionale`, `${word} puglia`]);
    // a client manager never sees drafts
    expect(names((await manager.get(q('')).expect(200)).body)).not.toContain(`${word} bozza`);
  });

  it('filters by funding type and aid scheme', async () => {
    expect(names((await expert.get(q('funding_type=type_warranty')).expect(200)).body)).toEqual([`${word} puglia`]);
    expect(names((await expert.get(q('aid_scheme=aid_scheme_de_minimis')).expect(200)).body)).toEqual([`${word} nazionale`]);
    expect((await expert.get(q('funding_type=type_inventato'))).status).toBe(422);
  });

  it('filters by region: a national call (Italia, no region) applies to every region; a province counts for its region', async () => {
    expect(names((await expert.get(q('region=16')).expect(200)).body)).toEqual([`${word} nazionale`, `${word} puglia`]);
    // futuro has Milano (Lombardia) like the complete() default, chiuso has Bergamo
    expect(names((await expert.get(q('region=03')).expect(200)).body)).toEqual(
      [`${word} chiuso`, `${word} futuro`, `${word} nazionale`].sort(),
    );
  });

  it('filters by ATECO code with prefix match ("62" matches a client code "62.01.00")', async () => {
    expect(names((await expert.get(q('ateco=62.01.00&status=published')).expect(200)).body)).toEqual(
      [`${word} chiuso`, `${word} futuro`, `${word} nazionale`].sort(),
    );
    expect(names((await expert.get(q('ateco=10.51.20&status=published')).expect(200)).body)).toEqual([`${word} puglia`]);
    // an announcement without ATECO entries (the draft) is open to every sector
    expect(names((await expert.get(q('ateco=10.51.20&status=draft')).expect(200)).body)).toEqual([`${word} bozza`]);
    // an exclusion list: every code but the excluded ones
    await expert.send('put', `/api/announcements/${ids.puglia}`, { include_ateco_codes: false }).then((r) => expect(r.status).toBe(200));
    expect(names((await expert.get(q('ateco=10.51.20&status=published')).expect(200)).body)).toEqual([]);
    expect(names((await expert.get(q('ateco=62.01.00&status=published')).expect(200)).body)).toContain(`${word} puglia`);
  });

  it('filters by company dimension and deadline range, sorted by deadline', async () => {
    expect(names((await expert.get(q('company_dimension=large')).expect(200)).body)).toEqual([`${word} bozza`, `${word} puglia`]);
    const range = await expert.get(q('deadline_from=2099-01-01&deadline_to=2099-04-30&sort=deadline')).expect(200);
    expect(range.body.data.map((d: { name: string }) => d.name)).toEqual([`${word} puglia`, `${word} nazionale`]);
    const desc = await expert.get(q('deadline_from=2099-01-01&sort=deadline_desc')).expect(200);
    expect(desc.body.data.map((d: { name: string }) => d.name)).toEqual([`${word} bozza`, `${word} nazionale`, `${word} puglia`]);
  });

  it('opens on what matters now: open announcements first by closing date, then forthcoming, then closed', async () => {
    const order = (body: { data: { name: string }[] }) => body.data.map((d) => d.name);
    const published = await expert.get(q('status=published&sort=current')).expect(200);
    expect(order(published.body)).toEqual([`${word} puglia`, `${word} nazionale`, `${word} futuro`, `${word} chiuso`]);
    expect(published.body.data.map((d: { state: string }) => d.state)).toEqual(['open', 'open', 'forthcoming', 'closed']);
    // `sort=deadline` keeps the plain closing-date order
    expect(order((await expert.get(q('status=published&sort=deadline')).expect(200)).body)[0]).toBe(`${word} chiuso`);
    // without a search this order is the default: the catalogue starts with an open announcement
    const first = await manager.get('/api/announcements?take=5').expect(200);
    expect(first.body.data[0].state).toBe('open');
    expect((await expert.get(q('sort=soonest'))).status).toBe(422);
  });

  it('lists global plus own local announcements in an environment, with scope filter', async () => {
    const local = await localExpert.send('post', `/api/projects/${own}/announcements`, complete(`${word} locale`));
    expect(local.status).toBe(201);
    const inOwn = await localExpert.get(`/api/projects/${own}/announcements?take=100&search=${word}&status=published`).expect(200);
    expect(names(inOwn.body)).toContain(`${word} locale`);
    expect(names(inOwn.body)).toContain(`${word} nazionale`);
    expect(inOwn.body.data[0]).toHaveProperty('state');
    const onlyLocal = await localExpert.get(`/api/projects/${own}/announcements?take=100&search=${word}&scope=local`).expect(200);
    expect(names(onlyLocal.body)).toEqual([`${word} locale`]);
    const inOther = await otherLocalExpert.get(`/api/projects/${other}/announcements?take=100&search=${word}`).expect(200);
    expect(names(inOther.body)).not.toContain(`${word} locale`);
  });
});
