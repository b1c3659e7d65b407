import { ANNOUNCEMENT_TABS, NUMBER_LIMITS, makePartitaIva } from '@bandi/domain';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createProject, createUser } from './factories';

/**
 * Issue 35, acceptance 4 ("audit log readable", docs/api.md#audit-log): a form saves every field
 * of a record; editing one of them writes one audit entry naming only that field, with its old
 * and new value. Each record is read back and saved as its form sends it (mf-clients
 * `toFormValues`/`toRequestBody`, mf-announcements `valuesFrom`/`bodyOf`, the referent form, the
 * negotiation modal): numbers, dates, empty strings and lists exactly as the browser has them.
 */
jest.setTimeout(30_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let app: TestApp;
let pid: number;
let manager: Browser;

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Registro leggibile' });
  manager = await loggedIn(app, (await createUser(app.dataSource, 'local-administrator', [pid])).email);
});
afterAll(() => app.close());

/** The client's log entries, newest first. */
const clientLog = async (id: number): Promise<Json[]> =>
  (await manager.get(`/api/projects/${pid}/clients/${id}/log?take=100`).expect(200)).body.data;

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const orNull = (v: string) => (v.trim() ? v.trim() : null);
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(String(v).replace(',', '.')));

/** The body the client form of mf-clients sends for a client read from the API, unchanged (form/values.ts and sme/smeForm.ts). */
function clientFormBody(c: Json): Json {
  const text = [
    'reference',
    'vat_number',
    'fiscal_code',
    'legal_form',
    'section',
    'constitution_date',
    'activity_description',
    'email',
    'pec',
    'sdi',
    'rea_number',
    'phone',
    'website',
    'note',
    'registration_number',
    'section_cciaa',
    'registration_date',
    'interprofessional_fund',
    'ccnl_type',
    'inps_registration_number',
    'inps_location',
    'inail_registration_number',
    'inail_location',
    'accounting_type',
    'company_dimension_notes',
  ];
  const seat = (l: Json) => ({
    address: orNull(s(l.address)),
    postal_code: orNull(s(l.postal_code)),
    city: orNull(s(l.city)),
    province: orNull(s(l.province))?.toUpperCase() ?? null,
  });
  const year = (h: Json) => ({
    year: Number(s(h.year)),
    headcount: num(s(h.headcount)),
    turnover: num(h.turnover),
    balance_sheet_total: num(h.balance_sheet_total),
  });
  const related = (list: Json[], kind: string) =>
    list.map((r) => ({
      name: s(r.name).trim(),
      vat_number: orNull(s(r.vat_number)),
      note: orNull(s(r.note)),
      share_percent: num(s(r.share_percent)),
      headcount: num(s(r.headcount)),
      turnover: num(r.turnover),
      balance_sheet_total: num(r.balance_sheet_total),
      investor_kind: kind === 'associated' && r.investor_kind ? r.investor_kind : null,
      invested_amount: kind === 'associated' && r.investor_kind ? num(r.invested_amount) : null,
      history: (r.history ?? []).map(year),
    }));
  const associated = related(c.associated_companies ?? [], 'associated');
  const connected = related(c.connected_companies ?? [], 'connected');
  const byPerson = related(c.connected_by_person_companies ?? [], 'connected_by_person');
  return {
    business_name: s(c.business_name).trim(),
    ...Object.fromEntries(text.map((k) => [k, orNull(s(c[k]))])),
    subscribed_to_cciaa: c.subscribed_to_cciaa || null,
    female_enterprise: !!c.female_enterprise,
    youth_enterprise: !!c.youth_enterprise,
    public_entity_enterprise: !!c.public_entity_enterprise,
    social_capital: num(c.social_capital),
    public_bodies_share: num(s(c.public_bodies_share)),
    company_dimension_override: (c.company_dimension_details?.manual ? c.company_dimension_details.effective : null) || null,
    client_legal_location: c.client_legal_location ? seat(c.client_legal_location) : null,
    clients_ateco_codes: c.clients_ateco_codes.map((a: Json) => ({ value: a.value.trim(), primary: a.primary })),
    clients_history: c.clients_history.map((h: Json) => ({ ...year(h), estimate: !!h.estimate })),
    associated: associated.length > 0,
    connected: connected.length + byPerson.length > 0,
    autonomous: associated.length + connected.length + byPerson.length === 0,
    associated_companies: associated,
    connected_companies: connected,
    connected_by_person_companies: byPerson,
    clients_location: c.clients_location.map(seat),
    clients_partners: c.clients_partners.map((p: Json) => ({
      name: s(p.name).trim(),
      fiscal_code: orNull(s(p.fiscal_code)),
      share_percent: num(s(p.share_percent)),
    })),
    clients_administrators: c.clients_administrators.map((a: Json) => ({
      name: s(a.name).trim(),
      surname: s(a.surname).trim(),
      fiscal_code: orNull(s(a.fiscal_code)),
      role: orNull(s(a.role)),
    })),
    clients_banks: c.clients_banks.map((b: Json) => ({ name: s(b.name).trim(), iban: orNull(s(b.iban)), branch: orNull(s(b.branch)) })),
    clients_referents: c.clients_referents.map((r: Json) => r.id),
    clients_referents_to_delete: [],
    version: c.version,
  };
}

describe('client', () => {
  let id: number;
  let ateco: string[];

  beforeAll(async () => {
    const ds = app.dataSource;
    const [torino] = await ds.query(`SELECT name, cap FROM comuni WHERE name = 'Torino' AND province_acronym = 'TO' AND cap IS NOT NULL`);
    ateco = (
      await ds.query(`SELECT code FROM ateco_codes WHERE version = '2025' AND code ~ '^\\d{2}\\.\\d{2}\\.\\d{2}$' ORDER BY code LIMIT 2`)
    ).map((r: Json) => r.code);
    const referent = (await manager.send('post', `/api/projects/${pid}/referents`, { name: 'Lucia', surname: 'Bianchi' })).body.id;
    const created = await manager.send('post', `/api/projects/${pid}/clients`, {
      business_name: "L'Officina di Niccolò S.r.l.",
      vat_number: makePartitaIva('0123456', '001'),
      constitution_date: '2015-03-09',
      phone: '011 1234567',
      social_capital: 12500.5,
      public_bodies_share: 0,
      client_legal_location: { address: 'Via Roma 1', postal_code: torino.cap, city: 'Torino', province: 'TO' },
      clients_ateco_codes: [{ value: ateco[0], primary: true }],
      clients_history: [{ year: 2024, headcount: 12.5, turnover: 1234567.89, balance_sheet_total: 800000, estimate: false }],
      clients_partners: [{ name: 'Mario Rossi', share_percent: 60 }],
      clients_administrators: [{ name: 'Mario', surname: 'Rossi', role: 'Amministratore unico' }],
      clients_banks: [{ name: 'Banca di Torino', iban: 'IT60 X054 2811 1010 0000 0123 456' }],
      clients_referents: [referent],
    });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  it('a form save changing one field logs that field only, with its old and new value', async () => {
    const before = await clientLog(id);
    const client = (await manager.get(`/api/projects/${pid}/clients/${id}`).expect(200)).body;
    const saved = await manager.send('put', `/api/projects/${pid}/clients/${id}`, { ...clientFormBody(client), phone: '011 7654321' });
    expect(saved.status).toBe(200);
    const log = await clientLog(id);
    expect(log).toHaveLength(before.length + 1);
    expect(log[0]).toMatchObject({
      action: 'updated',
      changes: { fields: ['phone'], values: { phone: { from: '011 1234567', to: '011 7654321' } } },
    });

    // the same form saved again without changes: nothing to log
    const again = (await manager.get(`/api/projects/${pid}/clients/${id}`).expect(200)).body;
    expect((await manager.send('put', `/api/projects/${pid}/clients/${id}`, clientFormBody(again))).status).toBe(200);
    expect(await clientLog(id)).toHaveLength(log.length);
  });

  it('an amount, a list and a member of the legal seat are logged with from/to in the API shape', async () => {
    const client = (await manager.get(`/api/projects/${pid}/clients/${id}`).expect(200)).body;
    const body = clientFormBody(client);
    const saved = await manager.send('put', `/api/projects/${pid}/clients/${id}`, {
      ...body,
      social_capital: 20000,
      clients_ateco_codes: [...body.clients_ateco_codes, { value: ateco[1], primary: false }],
      client_legal_location: { ...body.client_legal_location, address: 'Via Po 2' },
    });
    expect(saved.status).toBe(200);
    const [entry] = await clientLog(id);
    expect(entry.changes.fields.sort()).toEqual(['client_legal_location.address', 'clients_ateco_codes', 'social_capital']);
    expect(entry.changes.values).toEqual({
      social_capital: { from: 12500.5, to: 20000 },
      clients_ateco_codes: {
        from: [{ value: ateco[0], primary: true }],
        to: [
          { value: ateco[0], primary: true },
          { value: ateco[1], primary: false },
        ],
      },
      'client_legal_location.address': { from: 'Via Roma 1', to: 'Via Po 2' },
    });
  });
});

it('announcement: a form save changing one field logs that field only', async () => {
  const created = await manager.send('post', `/api/projects/${pid}/announcements`, {
    name: 'Bando digitalizzazione',
    start_date: '2025-01-01',
    end_date: '2099-12-31',
    annual_volume_max: '50000000,50',
    announcements_company_dimensions: ['micro', 'small'],
    announcements_ateco_codes: [{ value: '62', primary: true }],
    announcements_locations: [{ nation: 'Italia', region: '03', province: 'MI', city: '015146' }],
    announcements_expense_items: [{ description: 'Macchinari', max_import_value: 100000, max_import_percentage: 50 }],
    type_non_repayable_fund: true,
  });
  expect(created.status).toBe(201);
  const url = `/api/projects/${pid}/announcements/${created.body.id}`;
  const a = (await manager.get(url).expect(200)).body;
  // mf-announcements form/values.ts: valuesFrom then bodyOf over the editable tabs
  const body: Json = {};
  for (const tab of a.editable_tabs as (keyof typeof ANNOUNCEMENT_TABS)[])
    for (const k of ANNOUNCEMENT_TABS[tab] as readonly string[]) {
      if (k === 'information_sheet' || k === 'information_sheet_delete' || !(k in a)) continue;
      let v = a[k];
      if (k in NUMBER_LIMITS) v = v === '' || v === null ? null : Number(v);
      else if (typeof v === 'string' && v.trim() === '' && k !== 'name') v = null;
      body[k] = v;
    }
  body.announcements_ateco_codes = a.announcements_ateco_codes.map((e: Json) => ({ value: e.value, primary: !!e.primary }));
  body.announcements_locations = a.announcements_locations.map(({ nation, region, province, city }: Json) => ({
    nation,
    region,
    province,
    city,
  }));
  body.standard_documents = a.standard_documents.map((x: Json) => x.id);
  body.announcements_expense_items = a.announcements_expense_items.map((e: Json) =>
    Object.fromEntries(Object.entries(e).map(([k, x]) => [k, x === '' ? null : x])),
  );
  body.announcements_additional_documents = [];
  body.announcements_other_attachments = [];
  body.announcements_custom_fields = [];
  const saved = await manager.send('put', url, { ...body, end_date: '2099-06-30', version: a.version });
  expect(saved.status).toBe(200);
  const log = (await manager.get(`${url}/logs`).expect(200)).body.data;
  expect(log).toHaveLength(2);
  expect(log[0]).toMatchObject({
    action: 'updated',
    changes: { fields: ['end_date'], values: { end_date: { from: '2099-12-31', to: '2099-06-30' } } },
  });
});

it('referent and negotiation: a form save changing one field logs that field only', async () => {
  const client = (
    await manager.send('post', `/api/projects/${pid}/clients`, {
      business_name: 'Frantoio Rossi S.r.l.',
      vat_number: makePartitaIva('7654321', '001'),
    })
  ).body.id;
  const ref = (
    await manager.send('post', `/api/projects/${pid}/referents`, { name: 'Paolo', surname: 'Neri', phone: '', client_ids: [client] })
  ).body;
  // the referent form: every field, '' as null, the clients as ids
  const saved = await manager.send('put', `/api/projects/${pid}/referents/${ref.id}`, {
    name: ref.name,
    surname: ref.surname,
    email: ref.email || null,
    phone: '333 1234567',
    organisation: ref.organisation || null,
    notes: ref.notes || null,
    client_ids: ref.clients.map((c: Json) => c.id),
    version: ref.version,
  });
  expect(saved.status).toBe(200);
  const [refEntry] = await app.dataSource.query(
    `SELECT action, changes FROM audit_log WHERE entity = 'referent' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
    [ref.id],
  );
  expect(refEntry).toMatchObject({
    action: 'updated',
    changes: { fields: ['phone'], values: { phone: { from: null, to: '333 1234567' } } },
  });

  const n = (
    await manager.send('post', `/api/projects/${pid}/negotiations`, {
      client_id: client,
      title: 'Ammodernamento frantoio',
      amount_requested: 250000.5,
      success_fee_percent: 3.5,
    })
  ).body;
  // the negotiation modal of the board: these six fields, amounts as numbers
  const patched = await manager.send('patch', `/api/projects/${pid}/negotiations/${n.id}`, {
    title: n.title,
    amount_requested: n.amount_requested,
    amount_granted: n.amount_granted,
    success_fee_percent: n.success_fee_percent,
    success_fee_amount: n.success_fee_amount,
    note: 'Richiamare a settembre',
    version: n.version,
  });
  expect(patched.status).toBe(200);
  const [entry] = await clientLog(client);
  expect(entry).toMatchObject({
    action: 'negotiation.updated',
    changes: { fields: ['note'], values: { note: { from: null, to: 'Richiamare a settembre' } }, negotiation_id: n.id },
  });
});
