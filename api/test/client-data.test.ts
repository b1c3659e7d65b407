import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createClient, createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';
import { makePartitaIva } from '@bandi/domain';
import { ClientLegalForms1763800000010 } from '../src/database/migrations/0010-client-legal-forms';
import { LEGAL_FORM_MESSAGE, matchLegalForm, type LegalFormRow } from '../src/modules/clients/legal-form';
import { REFERENT_NOT_OF_CLIENT } from '../src/modules/calls/referent-link';

/**
 * Issue 10, client data: partita IVA written forms and office code, IBAN, every docs/domain.md#clients field,
 * the coded legal form (API and migration 0010), the referent of a client call, real dates.
 */
let app: TestApp;
let pid: number;
let manager: Browser;
let seq = 0;
const vat = () => makePartitaIva(String(4000000 + Math.floor(Math.random() * 5000000) + seq++), '015');
const clients = () => `/api/projects/${pid}/clients`;

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Dati clienti' });
  manager = await browserAs(app, (await createUser(app.dataSource, 'client-manager', [pid])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe('partita IVA', () => {
  it.each(['IT-01626160210', 'IT: 02331250163', 'IT - 01404480202', 'IT 00118439991', 'it 005.950.002.17'])(
    'accepts the written form %s and stores the 11 digits',
    async (written) => {
      const digits = written.replace(/\D/g, '');
      // the public numbers may exist already from a previous run on the shared PostgreSQL database
      await app.dataSource.query(`DELETE FROM clients WHERE project_id = $1 AND vat_number = $2`, [pid, digits]);
      const res = await manager.send('post', clients(), { business_name: `Impresa ${written}`, vat_number: written });
      expect(res.status).toBe(201);
      expect(res.body.vat_number).toBe(digits);
      // the list search understands the written form too
      const found = (await manager.get(`${clients()}?search=${encodeURIComponent(written)}`).expect(200)).body;
      expect(found.data.map((c: { id: number }) => c.id)).toEqual([res.body.id]);
      // the duplicate guard sees the compact form
      const dup = await manager.send('post', clients(), { business_name: 'Doppione', vat_number: digits });
      expect(dup.status).toBe(422);
      expect(dup.body.errors.vat_number[0]).toMatch(/Esiste già un cliente/);
    },
  );
  it.each([
    ['01234565008', 'office 500'],
    ['12345671013', 'office 101'],
    ['00000001018', 'taxpayer digits all zeros'],
    ['IT 00118439992', 'wrong check digit'],
  ])('refuses %s (%s) with the Italian message', async (v) => {
    const res = await manager.send('post', clients(), { business_name: 'Impresa', vat_number: v });
    expect(res.status).toBe(422);
    expect(res.body.errors.vat_number).toEqual([
      'Partita IVA non valida: 11 cifre (eventualmente precedute da IT) con codice ufficio e cifra di controllo corretti',
    ]);
  });
});

describe('IBAN', () => {
  it('refuses IT60X and a wrong CIN, stores a valid IBAN in electronic form', async () => {
    for (const iban of ['IT60X', 'IT64Y0542811101000000123456', 'IT60X054281110100000012345']) {
      const res = await manager.send('post', clients(), { business_name: 'Banca', clients_banks: [{ name: 'Banca', iban }] });
      expect(res.status).toBe(422);
      expect(res.body.errors['clients_banks.0.iban'][0]).toMatch(/^IBAN non valido/);
    }
    const ok = await manager.send('post', clients(), {
      business_name: 'Con banca',
      clients_banks: [{ name: 'Banca Popolare', iban: 'it60 x054 2811 1010 0000 0123 456', branch: 'Bergamo' }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.clients_banks[0]).toMatchObject({ iban: 'IT60X0542811101000000123456', branch: 'Bergamo' });
  });
});

describe('docs/domain.md#clients fields', () => {
  it('stores and returns every client field of the form', async () => {
    const body = {
      business_name: 'Tessitura Brembana S.r.l.',
      reference: 'Cliente storico (rif. 2021/44)',
      vat_number: `IT ${vat()}`,
      legal_form: 'ov32',
      section: 'Ordinaria',
      interprofessional_fund: 'Fondimpresa',
      constitution_date: '2011-04-12',
      activity_description: 'Tessitura di filati tecnici per l’industria',
      phone: '035 123456',
      website: 'https://www.tessiturabrembana.it',
      email: 'info@tessiturabrembana.it',
      pec: 'tessiturabrembana@pec.it',
      sdi: 'M5UXCR1',
      ccnl_type: 'Tessile e abbigliamento - Industria',
      inps_registration_number: '1609876543',
      inps_location: 'Bergamo',
      inail_registration_number: '19876543/21',
      inail_location: 'Bergamo',
      accounting_type: 'Ordinaria',
      note: 'Preferisce essere contattata il mattino',
      subscribed_to_cciaa: 'yes',
      rea_number: 'BG-123456',
      registration_number: '02345678901',
      section_cciaa: 'Sezione ordinaria',
      registration_date: '2011-05-02',
      company_dimension_notes: 'Dati 2024 da bilancio approvato',
    };
    const res = await manager.send('post', clients(), body);
    expect(res.status).toBe(201);
    const got = (await manager.get(`${clients()}/${res.body.id}`).expect(200)).body;
    expect(got).toMatchObject({
      ...body,
      vat_number: body.vat_number.slice(3),
      legal_form: 'OV32',
      legal_form_name: 'Società A Responsabilità Limitata',
      legal_form_text: null,
    });
  });

  it.each([
    ['constitution_date', { constitution_date: '2026-02-30' }],
    ['registration_date', { registration_date: '2025-13-01' }],
    ['clients_administrators.0.start_date', { clients_administrators: [{ name: 'Ada', surname: 'Neri', start_date: '2026-02-29' }] }],
    ['documents.0.date', { documents: [{ slot: 'statute', date: '2026-04-31' }] }],
  ])('refuses the impossible date of %s', async (field, extra) => {
    const res = await manager.send('post', clients(), { business_name: 'Date', ...extra });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.errors[field]).toEqual(['Data non valida (AAAA-MM-GG)']);
  });
});

describe('legal form (ISO 20275 ELF)', () => {
  it('accepts an active code, refuses text, unknown and inactive codes with the Italian message', async () => {
    for (const legal_form of ['S.r.l.', 'ZZZZ', 'RWZD', 'Società a responsabilità limitata']) {
      const res = await manager.send('post', clients(), { business_name: 'Forma', legal_form });
      expect([legal_form, res.status]).toEqual([legal_form, 422]);
      expect(res.body.errors.legal_form).toEqual([LEGAL_FORM_MESSAGE]);
    }
    const ok = await manager.send('post', clients(), { business_name: 'Forma giusta', legal_form: 'P418' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ legal_form: 'P418', legal_form_name: 'Società Per Azioni' });
    const list = (await manager.get(`${clients()}?search=Forma giusta`).expect(200)).body;
    expect(list.data[0]).toMatchObject({ legal_form: 'P418', legal_form_name: 'Società Per Azioni' });
    const cleared = await manager.send('patch', `${clients()}/${ok.body.id}`, { legal_form: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.legal_form).toBeNull();
  });

  it('matches free texts on names and abbreviations, ignoring case, accents and punctuation', async () => {
    const forms: LegalFormRow[] = await app.dataSource.query(`SELECT elf_code, name, abbreviations, active FROM legal_forms`);
    const cases: [string, string | null][] = [
      ['S.r.l.', 'OV32'],
      ['srl', 'OV32'],
      ['SRL', 'OV32'],
      ['Società a responsabilità limitata', 'OV32'],
      ["SOCIETA' A RESPONSABILITA' LIMITATA", 'OV32'],
      ['S.r.l.s.', '8GU1'],
      ['S.p.A.', 'P418'],
      ['spa', 'P418'],
      ['S.n.c.', 'T2X1'],
      ['S.a.s.', 'CGSO'],
      ['Società in accomandita semplice', 'CGSO'],
      ['Soc. coop.', 'QRZJ'],
      ['società cooperativa', 'QRZJ'],
      ['Consorzio', 'HN75'],
      ['Ditta individuale', 'LHBB'],
      ['Impresa individuale', 'LHBB'],
      ['GEIE', '634M'],
      ['OV32', 'OV32'],
      ['Altre Forme', null], // inactive in the GLEIF list
      ['Srl in liquidazione', null],
      ['Cooperativa agricola', null],
      ['', null],
    ];
    for (const [text, code] of cases) expect([text, matchLegalForm(text, forms)]).toEqual([text, code]);
  });

  it('migration 0010 codes matching texts and keeps, logs and reports the others', async () => {
    const ds = app.dataSource;
    const env = await createProject(ds, { name: 'Migrazione forme giuridiche' });
    const insert = async (legal_form: string | null) =>
      (
        await ds.query(`INSERT INTO clients (project_id, business_name, legal_form) VALUES ($1, $2, $3) RETURNING id`, [
          env,
          `Cliente ${legal_form}`,
          legal_form,
        ])
      )[0].id as number;
    const ids = {
      srl: await insert('S.r.l.'),
      name: await insert('Società a responsabilità limitata'),
      lower: await insert('srl'),
      spa: await insert('S.P.A.'),
      code: await insert('OV32'),
      unknown: await insert('Srl in liquidazione'),
      none: await insert(null),
    };
    const runner = ds.createQueryRunner();
    try {
      await new ClientLegalForms1763800000010().up(runner);
    } finally {
      await runner.release();
    }
    const rows: { id: number; legal_form: string | null; legal_form_text: string | null }[] = await ds.query(
      `SELECT id, legal_form, legal_form_text FROM clients WHERE project_id = $1`,
      [env],
    );
    const by = new Map(rows.map((r) => [r.id, r]));
    expect(by.get(ids.srl)).toMatchObject({ legal_form: 'OV32', legal_form_text: null });
    expect(by.get(ids.name)).toMatchObject({ legal_form: 'OV32', legal_form_text: null });
    expect(by.get(ids.lower)).toMatchObject({ legal_form: 'OV32', legal_form_text: null });
    expect(by.get(ids.spa)).toMatchObject({ legal_form: 'P418', legal_form_text: null });
    expect(by.get(ids.code)).toMatchObject({ legal_form: 'OV32', legal_form_text: null });
    expect(by.get(ids.unknown)).toMatchObject({ legal_form: null, legal_form_text: 'Srl in liquidazione' });
    expect(by.get(ids.none)).toMatchObject({ legal_form: null, legal_form_text: null });
    // reported in the client's log (audit), visible to the environment's users
    const audit = await ds.query(
      `SELECT entity_id, action, changes FROM audit_log WHERE project_id = $1 AND action = 'legal_form_uncoded'`,
      [env],
    );
    expect(audit).toEqual([
      { entity_id: ids.unknown, action: 'legal_form_uncoded', changes: { fields: ['legal_form'], legal_form_text: 'Srl in liquidazione' } },
    ]);
    // choosing a code clears the kept text
    const admin = await browserAs(app, (await createUser(ds, 'local-administrator', [env])).email, FACTORY_PASSWORD);
    const before = (await admin.get(`/api/projects/${env}/clients/${ids.unknown}`).expect(200)).body;
    expect(before.legal_form_text).toBe('Srl in liquidazione');
    const fixed = await admin.send('patch', `/api/projects/${env}/clients/${ids.unknown}`, { legal_form: 'OV32' });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ legal_form: 'OV32', legal_form_text: null });
  });
});

describe('client call referent and dates', () => {
  let client: number;
  let otherClient: number;
  let linked: number;
  let notLinked: number;
  beforeAll(async () => {
    const ds = app.dataSource;
    linked = await createReferent(ds, pid);
    notLinked = await createReferent(ds, pid);
    client = await createClient(ds, pid, { referentIds: [linked] });
    otherClient = await createClient(ds, pid, { referentIds: [notLinked] });
  });

  it('lists the referents of one client (the choices of a client call)', async () => {
    const list = (await manager.get(`/api/projects/${pid}/referents?client_id=${client}&take=100`).expect(200)).body;
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([linked]);
    expect(list.total).toBe(1);
    const bad = await manager.get(`/api/projects/${pid}/referents?client_id=abc`);
    expect(bad.status).toBe(422);
  });

  it('accepts only a referent linked to the client, on create and on update', async () => {
    const calls = `/api/projects/${pid}/calls`;
    const wrong = await manager.send('post', calls, { type: 'client', client_id: client, referent_id: notLinked });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ referent_id: [REFERENT_NOT_OF_CLIENT] });
    const ok = await manager.send('post', calls, { type: 'client', client_id: client, referent_id: linked });
    expect(ok.status).toBe(201);
    const id = ok.body.id;
    const swapReferent = await manager.send('patch', `${calls}/${id}`, { referent_id: notLinked });
    expect(swapReferent.status).toBe(422);
    expect(swapReferent.body.errors.referent_id).toEqual([REFERENT_NOT_OF_CLIENT]);
    const swapClient = await manager.send('patch', `${calls}/${id}`, { client_id: otherClient });
    expect(swapClient.status).toBe(422);
    expect(swapClient.body.errors.referent_id).toEqual([REFERENT_NOT_OF_CLIENT]);
    const both = await manager.send('patch', `${calls}/${id}`, { client_id: otherClient, referent_id: notLinked });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ client_id: otherClient, referent_id: notLinked });
    const badDate = await manager.send('patch', `${calls}/${id}`, { call_date: '2026-02-30' });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.call_date).toEqual(['Data non valida (AAAA-MM-GG)']);
    const badFilter = await manager.get(`${calls}?date_from=2026-02-30`);
    expect(badFilter.status).toBe(422);
  });

  it('refuses a negotiation stage deadline that is not a real date', async () => {
    const url = `/api/projects/${pid}/negotiations`;
    const bad = await manager.send('post', url, {
      client_id: client,
      title: 'Bando',
      stage_deadlines: { application_submitted: '2026-02-30' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.stage_deadlines).toEqual(['Scadenza non valida per la fase "application_submitted" (AAAA-MM-GG)']);
    const unknownStage = await manager.send('post', url, { client_id: client, title: 'Bando', stage_deadlines: { later: '2026-03-01' } });
    expect(unknownStage.status).toBe(422);
    const ok = await manager.send('post', url, {
      client_id: client,
      title: 'Bando',
      stage_deadlines: { application_submitted: '2028-02-29' },
    });
    expect(ok.status).toBe(201);
    const patched = await manager.send('patch', `${url}/${ok.body.id}`, { stage_deadlines: { contact: '2026-04-31' } });
    expect(patched.status).toBe(422);
    expect(patched.body.errors.stage_deadlines).toEqual(['Scadenza non valida per la fase "contact" (AAAA-MM-GG)']);
  });
});
