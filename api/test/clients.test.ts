import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';
import { makePartitaIva } from '@bandi/domain';

/** Clients API (docs/domain.md#clients): full record, Italian validation, duplicate guard, search/filters, dimension, referent visibility. */
let app: TestApp;
let pid: number;
let other: number;
let manager: Browser;
let managerId: number;
let seq = 0;
const vat = () => makePartitaIva(String(3000000 + Math.floor(Math.random() * 6000000) + seq++), '046');

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Clienti test' });
  other = await createProject(app.dataSource, { name: 'Altro ambiente' });
  const m = await createUser(app.dataSource, 'client-manager', [pid]);
  managerId = m.id;
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

const full = () => ({
  business_name: 'Officina Rossi S.r.l.',
  vat_number: vat(),
  legal_form: 'OV32',
  constitution_date: '2012-03-15',
  email: 'info@officinarossi.it',
  pec: 'officinarossi@pec.it',
  sdi: 'M5UXCR1',
  rea_number: 'MI-1234567',
  subscribed_to_cciaa: 'yes',
  social_capital: 10000,
  female_enterprise: true,
  client_legal_location: { address: 'Via Torino 12', postal_code: '20123', city: 'Milano', province: 'MI' },
  clients_location: [{ address: 'Via Roma 1', postal_code: '70121', city_istat_code: '072006' }],
  clients_ateco_codes: [{ value: '28.41.00', primary: true }, { value: '62.10.00' }],
  clients_partners: [{ name: 'Mario Rossi', fiscal_code: 'RSSMRA85T10A562S', share_percent: 60 }],
  clients_administrators: [{ name: 'Mario', surname: 'Rossi', role: 'Amministratore unico' }],
  clients_banks: [{ name: 'Banca di Milano', iban: 'IT60X0542811101000000123456' }],
  clients_history: [
    { year: 2023, headcount: 7, turnover: 1_200_000, balance_sheet_total: 900_000 },
    { year: 2024, headcount: 12, turnover: 2_500_000, balance_sheet_total: 1_800_000 },
  ],
  documents: [{ slot: 'statute', name: 'Statuto', date: '2012-03-15' }],
});

describe('create and read', () => {
  it('stores the full record and answers it with collections, dimension and the eleven document slots', async () => {
    const res = await manager.send('post', `/api/projects/${pid}/clients`, { ...full(), clients_managed_by_users: [managerId] });
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c.business_name).toBe('Officina Rossi S.r.l.');
    expect(c.client_legal_location).toMatchObject({
      city: 'Milano',
      city_istat_code: '015146',
      province: 'MI',
      region: '03',
      postal_code: '20123',
    });
    expect(c.city).toBe('Milano');
    expect(c.region).toBe('Lombardia');
    expect(c.clients_location[0]).toMatchObject({ city: 'Bari', province: 'BA', region: '16' });
    expect(c.clients_ateco_codes[0]).toMatchObject({ value: '28.41.00', primary: true });
    expect(c.clients_ateco_codes[0].description).toMatch(/macchine/);
    expect(c.clients_history.map((h: { year: number }) => h.year)).toEqual([2024, 2023]);
    // 2023: 7 ULA (micro), 2024: 12 ULA (small ceilings crossed once): still micro (Racc. 2003/361/CE, art. 4(2))
    expect(c.company_dimension).toBe('micro');
    expect(c.company_dimension_manual).toBe(false);
    expect(c.company_dimension_details.reason).toMatch(
      /^Micro impresa: 12 ULA.*Classe mantenuta: soglie superate solo nel 2024 \(art\. 4, par\. 2\)$/,
    );
    expect(c.established_year).toBe(2012);
    expect(c.documents).toHaveLength(11);
    expect(c.documents.find((d: { slot: string }) => d.slot === 'statute')).toMatchObject({ name: 'Statuto', date: '2012-03-15' });
    expect(c.clients_managed_by_users.map((u: { id: number }) => u.id)).toEqual([managerId]);
    const again = await manager.get(`/api/projects/${pid}/clients/${c.id}`).expect(200);
    expect(again.body.clients_partners[0]).toMatchObject({ name: 'Mario Rossi', share_percent: 60 });
  });

  it('refuses wrong Italian data with a 422 per field, writing nothing', async () => {
    const before = (await manager.get(`/api/projects/${pid}/clients`)).body.total;
    const res = await manager.send('post', `/api/projects/${pid}/clients`, {
      ...full(),
      business_name: 'Errata S.r.l.',
      vat_number: '00159560367',
      fiscal_code: 'RSSMRA85T10A562T',
      sdi: '123',
      pec: 'non-una-pec',
      rea_number: 'MILANO-1',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.vat_number[0]).toMatch(/Partita IVA non valida/);
    expect(res.body.errors.fiscal_code[0]).toMatch(/Codice fiscale non valido/);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['sdi', 'pec', 'rea_number']));
    expect((await manager.get(`/api/projects/${pid}/clients`)).body.total).toBe(before);
  });

  it('checks the CAP against the comune and ATECO codes against ATECO 2025', async () => {
    const res = await manager.send('post', `/api/projects/${pid}/clients`, {
      ...full(),
      client_legal_location: { postal_code: '70121', city: 'Milano', province: 'MI' },
      clients_ateco_codes: [{ value: '99.99.99' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['client_legal_location.postal_code']).toEqual(['Il CAP non corrisponde al comune indicato']);
    expect(res.body.errors['clients_ateco_codes.0.value'][0]).toMatch(/inesistente/);
  });

  it('guards duplicates: same partita IVA or codice fiscale in one environment -> 422 naming the existing client, its id only in `duplicates`', async () => {
    const v = vat();
    const first = await manager.send('post', `/api/projects/${pid}/clients`, {
      business_name: 'Prima S.r.l.',
      vat_number: v,
      fiscal_code: v,
    });
    expect(first.status).toBe(201);
    const dup = await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'Seconda S.r.l.', vat_number: `IT ${v}` });
    expect(dup.status).toBe(422);
    const vatMessage = 'Esiste già un cliente con questa partita IVA: «Prima S.r.l.»';
    expect(dup.body.errors.vat_number).toEqual([vatMessage]);
    // issue 39, defect 10: the id for the form's link is structured, never in the Italian text
    expect(dup.body.duplicates).toEqual({ vat_number: { id: first.body.id, business_name: 'Prima S.r.l.', message: vatMessage } });
    const dupCf = await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'Terza S.r.l.', fiscal_code: v });
    expect(dupCf.status).toBe(422);
    const cfMessage = 'Esiste già un cliente con questo codice fiscale: «Prima S.r.l.»';
    expect(dupCf.body.errors.fiscal_code).toEqual([cfMessage]);
    expect(dupCf.body.duplicates).toEqual({ fiscal_code: { id: first.body.id, business_name: 'Prima S.r.l.', message: cfMessage } });
    expect(JSON.stringify([dup.body.errors, dupCf.body.errors, dupCf.body.message])).not.toMatch(/\bid\b/);
    // a 422 for another reason names no duplicate
    const bad = await manager.send('post', `/api/projects/${pid}/clients`, {
      business_name: 'Quarta S.r.l.',
      clients_referents: [2147483000],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.duplicates).toBeUndefined();
    // another environment may hold the same company
    const admin = await browserAs(app, 'admin@demo.local');
    expect((await admin.send('post', `/api/projects/${other}/clients`, { business_name: 'Prima S.r.l.', vat_number: v })).status).toBe(201);
    // updating the client itself keeps its own number
    expect(
      (await manager.send('put', `/api/projects/${pid}/clients/${first.body.id}`, { business_name: 'Prima S.r.l. (agg.)', vat_number: v }))
        .status,
    ).toBe(200);
  });

  it('duplicates asked as the field is left: this environment’s client holding the P.IVA/CF, the edited one excluded, never another environment’s', async () => {
    const v = vat();
    const w = vat();
    const admin = await browserAs(app, 'admin@demo.local');
    const url = (p: number, query: string) => `/api/projects/${p}/clients/duplicates?${query}`;
    // only another environment holds it: nothing to report here
    const elsewhere = (
      await admin.send('post', `/api/projects/${other}/clients`, { business_name: 'Altrove Doppia S.r.l.', vat_number: v })
    ).body;
    expect((await manager.get(url(pid, `vat_number=${v}&fiscal_code=${w}`)).expect(200)).body).toEqual({
      vat_number: null,
      fiscal_code: null,
    });
    const mine = (
      await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'Doppia S.r.l.', vat_number: v, fiscal_code: w })
    ).body;
    const ref = (message: string) => ({ id: mine.id, business_name: 'Doppia S.r.l.', message });
    // written forms accepted, as in the client body
    expect((await manager.get(url(pid, `vat_number=${encodeURIComponent(`IT ${v}`)}&fiscal_code=${w}`)).expect(200)).body).toEqual({
      vat_number: ref('Esiste già un cliente con questa partita IVA: «Doppia S.r.l.»'),
      fiscal_code: ref('Esiste già un cliente con questo codice fiscale: «Doppia S.r.l.»'),
    });
    // the same rule as the save: a CF equal to another client's P.IVA is a duplicate too
    expect((await manager.get(url(pid, `fiscal_code=${v}`)).expect(200)).body).toEqual({
      vat_number: null,
      fiscal_code: ref('Esiste già un cliente con questo codice fiscale: «Doppia S.r.l.»'),
    });
    // the edit page: the client is not its own duplicate
    expect((await manager.get(url(pid, `vat_number=${v}&fiscal_code=${w}&exclude_id=${mine.id}`)).expect(200)).body).toEqual({
      vat_number: null,
      fiscal_code: null,
    });
    // the other environment is told about its own client only
    expect((await admin.get(url(other, `vat_number=${v}`)).expect(200)).body.vat_number).toMatchObject({
      id: elsewhere.id,
      business_name: 'Altrove Doppia S.r.l.',
    });
    // a referent user hears only about the clients it may see
    const u = await createUser(app.dataSource, 'referent', [pid], { referent_id: await createReferent(app.dataSource, pid) });
    const referent = await browserAs(app, u.email, FACTORY_PASSWORD);
    expect((await referent.get(url(pid, `vat_number=${v}`)).expect(200)).body).toEqual({ vat_number: null, fiscal_code: null });
    // invalid codes and ids are a 422 on their field
    const bad = await manager.get(url(pid, 'vat_number=12345&fiscal_code=XYZ&exclude_id=0'));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['exclude_id', 'fiscal_code', 'vat_number']);
  });

  it('a client manager who creates a client manages it', async () => {
    const res = await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'Gestita da me S.r.l.' });
    expect(res.body.clients_managed_by_users.map((u: { id: number }) => u.id)).toEqual([managerId]);
  });

  it('refuses unknown fields', async () => {
    const res = await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'X', project_id: other });
    expect(res.status).toBe(422);
    expect(res.body.errors.project_id).toBeDefined();
  });
});

describe('update, dimension override, delete, log', () => {
  it('recomputes the dimension with related enterprises, keeps a manual override marked', async () => {
    const created = (
      await manager.send('post', `/api/projects/${pid}/clients`, {
        business_name: 'Gruppo Verdi S.r.l.',
        vat_number: vat(),
        clients_history: [{ year: 2024, headcount: 30, turnover: 5_000_000, balance_sheet_total: 4_000_000 }],
      })
    ).body;
    expect(created.company_dimension).toBe('small');
    const linked = await manager.send('put', `/api/projects/${pid}/clients/${created.id}`, {
      business_name: 'Gruppo Verdi S.r.l.',
      connected: true,
      connected_companies: [
        { name: 'Controllata S.r.l.', share_percent: 60, headcount: 30, turnover: 6_000_000, balance_sheet_total: 7_000_000 },
      ],
    });
    expect(linked.status).toBe(200);
    expect(linked.body.company_dimension).toBe('medium');
    expect(linked.body.company_dimension_details.totals).toEqual({ headcount: 60, turnover: 11_000_000, balance_sheet_total: 11_000_000 });
    const manual = await manager.send('put', `/api/projects/${pid}/clients/${created.id}`, {
      business_name: 'Gruppo Verdi S.r.l.',
      company_dimension_override: 'small',
    });
    expect(manual.body).toMatchObject({ company_dimension: 'small', company_dimension_computed: 'medium', company_dimension_manual: true });
    // a later save without the override field keeps it
    const kept = await manager.send('put', `/api/projects/${pid}/clients/${created.id}`, {
      business_name: 'Gruppo Verdi S.r.l.',
      note: 'aggiornato',
    });
    expect(kept.body).toMatchObject({ company_dimension: 'small', company_dimension_manual: true });
    const cleared = await manager.send('put', `/api/projects/${pid}/clients/${created.id}`, {
      business_name: 'Gruppo Verdi S.r.l.',
      company_dimension_override: null,
    });
    expect(cleared.body).toMatchObject({ company_dimension: 'medium', company_dimension_manual: false });

    const log = await manager.get(`/api/projects/${pid}/clients/${created.id}/log`).expect(200);
    expect(log.body.total).toBe(5);
    expect(log.body.data[log.body.data.length - 1].action).toBe('created');

    expect((await manager.send('delete', `/api/projects/${pid}/clients/${created.id}`)).status).toBe(204);
    expect((await manager.get(`/api/projects/${pid}/clients/${created.id}`)).status).toBe(404);
  });
});

describe('list', () => {
  it('searches business name, P.IVA, CF and filters region, ATECO, dimension, managing user', async () => {
    const v = vat();
    const a = (
      await manager.send('post', `/api/projects/${pid}/clients`, {
        business_name: 'Zeta Software S.r.l.',
        vat_number: v,
        client_legal_location: { city: 'Bari', province: 'BA' },
        clients_ateco_codes: [{ value: '62.10.00', primary: true }],
        clients_history: [{ year: 2024, headcount: 3, turnover: 400_000, balance_sheet_total: 300_000 }],
        clients_managed_by_users: [managerId],
      })
    ).body;
    const list = (qs: string) => manager.get(`/api/projects/${pid}/clients?${qs}`).then((r) => r.body);
    expect((await list('search=zeta software')).data.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await list(`search=${v.slice(0, 8)}`)).data.map((c: { id: number }) => c.id)).toContain(a.id);
    // a search with other filters on the client row (the search reads client_search, migration 0022)
    expect((await list('search=zeta software&region=16&ateco=62')).data.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await list('search=zeta software&region=03')).data).toEqual([]);
    const byRegion = await list('region=16');
    expect(byRegion.data.map((c: { id: number }) => c.id)).toContain(a.id);
    expect(byRegion.data.every((c: { region_code: string }) => c.region_code === '16')).toBe(true);
    expect((await list('ateco=62.10')).data.map((c: { id: number }) => c.id)).toContain(a.id);
    expect((await list('ateco=28')).data.map((c: { id: number }) => c.id)).not.toContain(a.id);
    expect((await list('dimension=micro')).data.map((c: { id: number }) => c.id)).toContain(a.id);
    expect((await list('dimension=medium')).data.map((c: { id: number }) => c.id)).not.toContain(a.id);
    expect((await list(`managed_by=${managerId}`)).data.map((c: { id: number }) => c.id)).toContain(a.id);
    const page = await list('take=1');
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect(Object.keys(page.data[0])).toEqual(
      expect.arrayContaining(['business_name', 'vat_number', 'fiscal_code', 'legal_form', 'city', 'province', 'company_dimension']),
    );
  });

  it('a referent user sees only the clients of its own referent record', async () => {
    const mine = await createReferent(app.dataSource, pid);
    const theirs = await createReferent(app.dataSource, pid);
    const c1 = (
      await manager.send('post', `/api/projects/${pid}/clients`, {
        business_name: 'Del referente S.r.l.',
        vat_number: vat(),
        clients_referents: [mine],
      })
    ).body;
    const c2 = (
      await manager.send('post', `/api/projects/${pid}/clients`, {
        business_name: 'Di un altro S.r.l.',
        vat_number: vat(),
        clients_referents: [theirs],
      })
    ).body;
    const u = await createUser(app.dataSource, 'referent', [pid], { referent_id: mine });
    const ref = await browserAs(app, u.email, FACTORY_PASSWORD);
    const list = await ref.get(`/api/projects/${pid}/clients`).expect(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([c1.id]);
    // a search too: both names end in S.r.l.
    const found = await ref.get(`/api/projects/${pid}/clients?search=S.r.l.`).expect(200);
    expect({ ids: found.body.data.map((c: { id: number }) => c.id), total: found.body.total }).toEqual({ ids: [c1.id], total: 1 });
    expect((await ref.get(`/api/projects/${pid}/clients/${c1.id}`)).status).toBe(200);
    expect((await ref.get(`/api/projects/${pid}/clients/${c2.id}`)).status).toBe(404);
    expect((await ref.send('put', `/api/projects/${pid}/clients/${c1.id}`, { business_name: 'Cambio' })).status).toBe(403);
    // unlinking with clients_referents_to_delete hides it
    await manager.send('put', `/api/projects/${pid}/clients/${c1.id}`, {
      business_name: 'Del referente S.r.l.',
      clients_referents_to_delete: [mine],
    });
    expect((await ref.get(`/api/projects/${pid}/clients`)).body.total).toBe(0);
  });

  it('another environment’s client is 404', async () => {
    const admin = await browserAs(app, 'admin@demo.local');
    const c = (await admin.send('post', `/api/projects/${other}/clients`, { business_name: 'Altrove S.r.l.' })).body;
    expect((await manager.get(`/api/projects/${pid}/clients/${c.id}`)).status).toBe(404);
    // nor does this environment's search find it
    expect((await manager.get(`/api/projects/${pid}/clients?search=Altrove`).expect(200)).body).toMatchObject({ data: [], total: 0 });
    expect((await admin.get(`/api/projects/${pid}/clients/${c.id}`)).status).toBe(404);
    expect((await admin.send('put', `/api/projects/${pid}/clients/${c.id}`, { business_name: 'X' })).status).toBe(404);
  });
});

describe('demo data', () => {
  it('the seeded demo clients carry seat, ATECO, history and a computed dimension', async () => {
    const admin = await browserAs(app, 'admin@demo.local');
    const projects = (await admin.get('/api/projects?take=100&search=Milano').expect(200)).body.data as { id: number; name: string }[];
    const milano = projects.find((p) => p.name.includes('Milano'))!.id;
    const list = await admin.get(`/api/projects/${milano}/clients?search=Navigli Digital`).expect(200);
    expect(list.body.data).toHaveLength(1);
    const c = (await admin.get(`/api/projects/${milano}/clients/${list.body.data[0].id}`).expect(200)).body;
    expect(c).toMatchObject({
      business_name: 'Navigli Digital Studio S.r.l.s.',
      city: 'Milano',
      province: 'MI',
      region_code: '03',
      company_dimension: 'micro',
    });
    expect(c.clients_ateco_codes.map((a: { value: string }) => a.value)).toEqual(['62.10.00', '73.11.01']);
    expect(c.clients_history).toHaveLength(2);
    expect(c.company_dimension_details.reason).toMatch(/Micro impresa/);
  });
});

describe('document slots', () => {
  it('uploads a file into a slot, downloads it as an attachment, empties the slot', async () => {
    const c = (await manager.send('post', `/api/projects/${pid}/clients`, { business_name: 'Documenti S.r.l.' })).body;
    const token = manager.xsrfToken;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const up = await manager.agent
      .post(`/api/projects/${pid}/clients/${c.id}/documents/statute`)
      .set('X-XSRF-TOKEN', token)
      .set('X-Requested-With', 'XMLHttpRequest')
      .field('date', '2012-03-15')
      .attach('file', pdf, 'statuto firmato.pdf');
    expect(up.status).toBe(201);
    const slot = up.body.find((d: { slot: string }) => d.slot === 'statute');
    expect(slot).toMatchObject({ name: 'statuto firmato.pdf', date: '2012-03-15', file_name: 'statuto firmato.pdf' });
    const down = await manager.get(`/api/projects/${pid}/clients/${c.id}/documents/statute/file`).buffer(true);
    expect(down.status).toBe(200);
    expect(down.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(down.body).subarray(0, 8).toString()).toBe('%PDF-1.4');
    const bad = await manager.agent
      .post(`/api/projects/${pid}/clients/${c.id}/documents/statute`)
      .set('X-XSRF-TOKEN', token)
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('file', Buffer.from('MZ not allowed'), 'virus.exe');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file).toBeDefined();
    expect((await manager.get(`/api/projects/${pid}/clients/${c.id}/documents/nonexistent/file`)).status).toBe(404);
    expect((await manager.send('delete', `/api/projects/${pid}/clients/${c.id}/documents/statute`)).status).toBe(204);
    expect((await manager.get(`/api/projects/${pid}/clients/${c.id}/documents/statute/file`)).status).toBe(404);
  });
});
