import { addCalendarDays, addCalendarMonths, todayInRome } from '@bandi/domain';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 35, "Client documents" (docs/domain.md#client-documents, docs/api.md#client-documents):
 * several documents per type with issue and expiry date, the type's default validity (visura
 * camerale 6 months, DURC 120 days, identity card: the expiry typed), status today, history on
 * replace, soft deletion, the client's and La mia giornata's counts, the administrator's types;
 * tenancy (another environment's client: 404), permissions (403) and bad dates (422).
 */
let app: TestApp;
let pid: number;
let clientId: number;
let foreignClient: number;
let manager: Browser;
let admin: Browser;
let expert: Browser;
const today = todayInRome();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Documenti test' });
  const other = await createProject(app.dataSource, { name: 'Documenti altro' });
  clientId = await createClient(app.dataSource, pid, { business_name: 'Dossier S.r.l.' });
  foreignClient = await createClient(app.dataSource, other);
  const m = await createUser(app.dataSource, 'client-manager', [pid]);
  await app.dataSource.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [clientId, m.id]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  admin = await browserAs(app, (await createUser(app.dataSource, 'administrator')).email, FACTORY_PASSWORD);
  expert = await browserAs(app, (await createUser(app.dataSource, 'local-expert-announcement', [pid])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

/** POST .../documents as multipart with `fields` and a small PDF. */
function upload(b: Browser, fields: Record<string, string>, client = clientId) {
  let req = b.agent
    .post(`/api/projects/${pid}/clients/${client}/documents`)
    .set('X-XSRF-TOKEN', b.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', pdf, `${fields.type}.pdf`);
}

type Doc = {
  id: number;
  type_code: string;
  name: string;
  issue_date: string;
  expiry_date: string | null;
  status: string;
  current: boolean;
};

it('computes expiry from the type and status today; keeps several per type and the history on replace', async () => {
  const visura = await upload(manager, { type: 'ordinary_chamber', name: 'Visura vecchia', issue_date: addCalendarMonths(today, -7) });
  expect(visura.status).toBe(201);
  let doc = visura.body.data.find((d: Doc) => d.name === 'Visura vecchia');
  expect(doc).toMatchObject({ expiry_date: addCalendarMonths(addCalendarMonths(today, -7), 6), status: 'scaduto', current: true });

  const durc = await upload(manager, { type: 'durc', name: 'DURC', issue_date: addCalendarDays(today, -100) });
  doc = durc.body.data.find((d: Doc) => d.type_code === 'durc');
  expect(doc).toMatchObject({ expiry_date: addCalendarDays(today, 20), status: 'in scadenza' });

  const expiry = addCalendarDays(today, 700);
  const identity = await upload(manager, {
    type: 'identity',
    name: 'CI Rossi',
    issue_date: addCalendarDays(today, -30),
    expiry_date: expiry,
  });
  expect(identity.body.data.find((d: Doc) => d.type_code === 'identity')).toMatchObject({ expiry_date: expiry, status: 'valido' });
  expect(identity.body.alerts).toEqual({ expired: 1, expiring: 1 });

  // a second identity card kept beside the first (replace=false): two current documents of the type
  const second = await upload(manager, { type: 'identity', name: 'CI Bianchi', expiry_date: expiry, replace: 'false' });
  expect(second.body.data.filter((d: Doc) => d.type_code === 'identity' && d.current)).toHaveLength(2);

  // a newer visura replaces the expired one, which stays as history and leaves the counts
  const fresh = await upload(manager, { type: 'ordinary_chamber', name: 'Visura nuova', issue_date: today });
  const visure = fresh.body.data.filter((d: Doc) => d.type_code === 'ordinary_chamber');
  expect(visure.map((d: Doc) => [d.name, d.current, d.status])).toEqual([
    ['Visura nuova', true, 'valido'],
    ['Visura vecchia', false, 'scaduto'],
  ]);
  expect(fresh.body.alerts).toEqual({ expired: 0, expiring: 1 });
  const old = visure[1] as Doc;
  expect((await manager.get(`/api/projects/${pid}/clients/${clientId}/documents/items/${old.id}/file`)).status).toBe(200);

  // the client header's counts and the old slot view (newest current document of the slot)
  const client = (await manager.get(`/api/projects/${pid}/clients/${clientId}`)).body;
  expect(client.document_alerts).toEqual({ expired: 0, expiring: 1 });
  expect(client.documents.find((d: { slot: string }) => d.slot === 'ordinary_chamber')).toMatchObject({
    name: 'Visura nuova',
    date: today,
  });

  // La mia giornata of the client's manager counts the DURC expiring
  const home = await manager.get(`/api/projects/${pid}/home`);
  expect(home.status).toBe(200);
  expect(home.body.documents).toEqual({ expired: 0, expiring: 1, clients: 1 });

  // deleting the current visura brings the replaced one back as current (soft deletion, audited)
  const current = visure[0] as Doc;
  expect((await manager.send('delete', `/api/projects/${pid}/clients/${clientId}/documents/items/${current.id}`)).status).toBe(204);
  const after = (await manager.get(`/api/projects/${pid}/clients/${clientId}/documents`)).body;
  expect(after.data.filter((d: Doc) => d.type_code === 'ordinary_chamber').map((d: Doc) => [d.name, d.current])).toEqual([
    ['Visura vecchia', true],
  ]);
  expect(after.alerts).toEqual({ expired: 1, expiring: 1 });
  const [kept] = await app.dataSource.query(`SELECT deleted_at, deleted_by FROM client_documents WHERE id = $1`, [current.id]);
  expect(kept.deleted_at).not.toBeNull();
  const [audit] = await app.dataSource.query(
    `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'client' AND entity_id = $1 AND action = 'document.deleted'`,
    [clientId],
  );
  expect(audit.n).toBe(1);
});

it('answers 422 in Italian for bad dates and unknown types, nothing stored', async () => {
  const before = (await manager.get(`/api/projects/${pid}/clients/${clientId}/documents`)).body.data.length;
  const future = await upload(manager, { type: 'durc', issue_date: addCalendarDays(today, 1) });
  expect(future.status).toBe(422);
  expect(future.body.errors.issue_date).toEqual(['La data di rilascio non può essere nel futuro']);
  const reversed = await upload(manager, { type: 'statute', issue_date: today, expiry_date: addCalendarDays(today, -1) });
  expect(reversed.status).toBe(422);
  expect(reversed.body.errors.expiry_date).toEqual(['La scadenza non può precedere la data di rilascio']);
  const unknown = await upload(manager, { type: 'passaporto_marziano' });
  expect(unknown.status).toBe(422);
  expect(unknown.body.errors.type).toEqual(['Tipo di documento inesistente']);
  const noExpiry = await upload(manager, { type: 'identity', issue_date: today });
  expect(noExpiry.status).toBe(422);
  expect(noExpiry.body.errors.expiry_date).toEqual(['Indica la scadenza riportata sul documento']);
  const badDate = await upload(manager, { type: 'durc', issue_date: '2025-02-30' });
  expect(badDate.status).toBe(422);
  expect(badDate.body.errors.issue_date).toBeDefined();
  expect((await manager.get(`/api/projects/${pid}/clients/${clientId}/documents`)).body.data).toHaveLength(before);
});

it("keeps another environment's client out (404) and roles without the permission out (403)", async () => {
  expect((await manager.get(`/api/projects/${pid}/clients/${foreignClient}/documents`)).status).toBe(404);
  expect((await upload(manager, { type: 'durc', issue_date: today }, foreignClient)).status).toBe(404);
  const [foreignDoc] = await app.dataSource.query(
    `INSERT INTO client_documents (client_id, type_id, name) SELECT $1, id, 'Altrui' FROM document_types WHERE code = 'statute' RETURNING id`,
    [foreignClient],
  );
  expect((await manager.get(`/api/projects/${pid}/clients/${clientId}/documents/items/${foreignDoc.id}/file`)).status).toBe(404);
  expect((await manager.send('delete', `/api/projects/${pid}/clients/${clientId}/documents/items/${foreignDoc.id}`)).status).toBe(404);
  expect((await expert.get(`/api/projects/${pid}/clients/${clientId}/documents`)).status).toBe(403);
  expect((await upload(expert, { type: 'durc', issue_date: today })).status).toBe(403);
  expect((await manager.send('post', '/api/settings/document-types', { label: 'Certificato SOA' })).status).toBe(403);
});

it('lets the administrator add a type and change a validity, used by the next upload', async () => {
  const created = await admin.send('post', '/api/settings/document-types', { label: 'Certificato SOA', validity_months: 12 });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ code: 'certificato_soa', validity_months: 12, builtin: false, active: true });
  expect((await admin.send('post', '/api/settings/document-types', { label: 'certificato soa' })).body.errors.label).toEqual([
    'Esiste già un tipo con questo nome',
  ]);
  const both = await admin.send('put', `/api/settings/document-types/${created.body.id}`, { validity_days: 30 });
  expect(both.status).toBe(422);
  const types = (await manager.get('/api/document-types')).body as { id: number; code: string }[];
  const durc = types.find((t) => t.code === 'durc')!;
  const changed = await admin.send('put', `/api/settings/document-types/${durc.id}`, { validity_days: 90 });
  expect(changed.body).toMatchObject({ code: 'durc', validity_days: 90 });
  try {
    const res = await upload(manager, { type: 'durc', name: 'DURC 90', issue_date: today, replace: 'false' });
    expect(res.body.data.find((d: Doc) => d.name === 'DURC 90').expiry_date).toBe(addCalendarDays(today, 90));
    const soa = await upload(manager, { type: 'certificato_soa', issue_date: today });
    expect(soa.body.data.find((d: Doc) => d.type_code === 'certificato_soa').expiry_date).toBe(addCalendarMonths(today, 12));
  } finally {
    await admin.send('put', `/api/settings/document-types/${durc.id}`, { validity_days: 120 });
  }
});
