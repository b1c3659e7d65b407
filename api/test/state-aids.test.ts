import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createClient, createProject, createUser } from './factories';

/**
 * Issue 34, first slice: the ledger of aid received by a client (CRUD, audited on the client's
 * log, 409 on a stale version), another environment's client is a 404, the de minimis headroom of
 * the single undertaking computed from the recorded aid (a linked client's aid counted, also
 * through another client; a link through a natural person not), bad input a 422 in Italian.
 */
let app: TestApp;
let own: number;
let other: number;
let manager: Browser;
let client: number;
let parent: number;
let sister: number;
let cousin: number;
let otherClient: number;

const EUR = (n: number) => Math.round(n * 100);
const aids = (clientId: number, pid = own) => `/api/projects/${pid}/clients/${clientId}/state-aids`;
const deMinimis = (clientId: number, at: string, pid = own) => `/api/projects/${pid}/clients/${clientId}/de-minimis?at=${at}`;
const body = (over: object = {}) => ({
  grant_date: '2025-01-10',
  granting_body: 'Regione Piemonte',
  measure_title: 'Voucher digitalizzazione',
  regulation: '2023/2831',
  instrument: 'Sovvenzione',
  aid_element_cents: EUR(100_000),
  nominal_amount_cents: EUR(100_000),
  car: '10001',
  cor: '9000001',
  cup: 'e11b24000000001',
  ...over,
});

/** Declares `related` as a related enterprise of `owner` (by its partita IVA), of the given kind. */
async function relate(owner: number, related: number, kind: 'connected' | 'connected_by_person' | 'associated') {
  const [r] = await app.dataSource.query(`SELECT business_name, vat_number FROM clients WHERE id = $1`, [related]);
  await app.dataSource.query(
    `INSERT INTO client_company_relations (client_id, kind, name, vat_number, share_percent) VALUES ($1,$2,$3,$4,$5)`,
    [owner, kind, r.business_name, r.vat_number, kind === 'connected' ? 60 : null],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Aiuti proprio' });
  other = await createProject(ds, { name: 'Aiuti altrui' });
  client = await createClient(ds, own, { business_name: 'Officine Aiuti S.r.l.' });
  parent = await createClient(ds, own, { business_name: 'Holding Aiuti S.p.A.' });
  sister = await createClient(ds, own, { business_name: 'Sorella Aiuti S.r.l.' });
  cousin = await createClient(ds, own, { business_name: 'Cugina Aiuti S.r.l.' });
  otherClient = await createClient(ds, other);
  // the client declares its parent; the sister declares the same parent; the cousin shares an owner (a person)
  await relate(client, parent, 'connected');
  await relate(sister, parent, 'connected');
  await relate(client, cousin, 'connected_by_person');
  manager = await loggedIn(app, (await createUser(ds, 'client-manager', [own])).email);
});
afterAll(async () => {
  await app?.close();
});

it('records, edits and deletes an aid, each change on the client log', async () => {
  const created = await manager.send('post', aids(client), body());
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    client_id: client,
    client_name: 'Officine Aiuti S.r.l.',
    grant_date: '2025-01-10',
    aid_element_cents: 10_000_000,
    nominal_amount_cents: 10_000_000,
    cup: 'E11B24000000001',
    version: 1,
  });
  const id = created.body.id;
  expect((await manager.get(aids(client))).body).toMatchObject({ total: 1, data: [{ id, regulation: '2023/2831' }] });

  const edited = await manager.send(
    'put',
    `${aids(client)}/${id}`,
    body({ aid_element_cents: EUR(90_000), measure_title: null, version: 1 }),
  );
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ aid_element_cents: 9_000_000, measure_title: null, version: 2 });
  const stale = await manager.send('put', `${aids(client)}/${id}`, body({ version: 1 }));
  expect(stale.status).toBe(409);

  expect((await manager.send('delete', `${aids(client)}/${id}`)).status).toBe(204);
  expect((await manager.get(`${aids(client)}/${id}`)).status).toBe(404);
  const log = (await manager.get(`/api/projects/${own}/clients/${client}/log`)).body;
  expect(log.data.map((e: { action: string }) => e.action).filter((a: string) => a.startsWith('state_aid.'))).toEqual([
    'state_aid.deleted',
    'state_aid.updated',
    'state_aid.created',
  ]);
});

it("another environment's client and aid are 404", async () => {
  expect((await manager.get(aids(otherClient))).status).toBe(404);
  expect((await manager.send('post', aids(otherClient), body())).status).toBe(404);
  expect((await manager.get(deMinimis(otherClient, '2026-06-15'))).status).toBe(404);
  // the same client through another environment's path
  expect((await manager.get(aids(client, other))).status).toBe(404);
  const [row] = await app.dataSource.query(
    `INSERT INTO state_aids (client_id, grant_date, granting_body, regulation, aid_element_cents) VALUES ($1, '2025-01-01', 'Altro', '2023/2831', 100) RETURNING id`,
    [otherClient],
  );
  expect((await manager.get(`${aids(client)}/${row.id}`)).status).toBe(404);
  expect((await manager.send('delete', `${aids(client)}/${row.id}`)).status).toBe(404);
});

it('computes the headroom of the single undertaking from the recorded aid (Reg. (UE) 2023/2831 art. 2(2), 3(2))', async () => {
  const post = async (id: number, over: object) => expect((await manager.send('post', aids(id), body(over))).status).toBe(201);
  await post(client, { grant_date: '2025-01-10', aid_element_cents: EUR(100_000) });
  await post(client, { grant_date: '2023-06-14', aid_element_cents: EUR(40_000) }); // one day before the window
  await post(parent, { grant_date: '2024-05-01', aid_element_cents: EUR(50_000), regulation: 'UE1407/2013' });
  await post(sister, { grant_date: '2023-06-15', aid_element_cents: EUR(70_000) }); // the window's first day
  await post(cousin, { grant_date: '2025-03-01', aid_element_cents: EUR(150_000) }); // linked through a person only
  await post(client, { grant_date: '2025-02-01', aid_element_cents: EUR(35_000), regulation: 'CE651/2014' }); // not de minimis

  const res = await manager.get(deMinimis(client, '2026-06-15'));
  expect(res.status).toBe(200);
  const general = res.body.regulations.find((r: { regulation: string }) => r.regulation === 'general');
  expect(general).toEqual({
    regulation: 'general',
    act: '2023/2831',
    ceiling_cents: EUR(300_000),
    used_cents: EUR(220_000),
    headroom_cents: EUR(80_000),
    window_start: '2023-06-15',
    window_end: '2026-06-15',
    binding_article: 'Reg. (UE) 2023/2831, art. 3, par. 2 e art. 5, par. 2',
  });
  expect(res.body.at).toBe('2026-06-15');
  expect(
    res.body.single_undertaking.map((m: { client_id: number; relation: string; aid_cents: number }) => [
      m.client_id,
      m.relation,
      m.aid_cents,
    ]),
  ).toEqual([
    [client, 'self', EUR(100_000)],
    [parent, 'linked', EUR(50_000)],
    [sister, 'linked', EUR(70_000)],
  ]);
  expect(res.body.single_undertaking[2].article).toBe(
    'Reg. (UE) 2023/2831, art. 2, par. 2, lett. a-d, secondo comma (tramite altre imprese)',
  );
  expect(res.body.excluded).toMatchObject([{ client_id: cousin, relation: 'natural_person' }]);
  const gber = res.body.aids.find((a: { regulation: string }) => a.regulation === 'CE651/2014');
  expect(gber).toMatchObject({ de_minimis: null, in_window: false });
  const first = res.body.aids.find((a: { client_id: number }) => a.client_id === sister);
  expect(first).toMatchObject({ in_window: true, released_on: '2026-06-16' });

  // a day later the sister's aid has left the window
  const later = await manager.get(deMinimis(client, '2026-06-16'));
  expect(later.body.regulations.find((r: { regulation: string }) => r.regulation === 'general').headroom_cents).toBe(EUR(150_000));
  // the sister's own single undertaking is the same group
  const fromSister = await manager.get(deMinimis(sister, '2026-06-15'));
  expect(fromSister.body.regulations[0].used_cents).toBe(EUR(220_000));
});

it('refuses bad input with Italian messages per field (422)', async () => {
  const bad = await manager.send('post', aids(client), {
    grant_date: '2025-02-29',
    granting_body: '',
    regulation: 'x'.repeat(101),
    aid_element_cents: 10.5,
    nominal_amount_cents: -1,
    car: '12a',
    cup: 'ABC',
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toMatchObject({
    grant_date: ['Data non valida (AAAA-MM-GG)'],
    granting_body: ['Campo obbligatorio'],
    regulation: ['Inserisci al massimo 100 caratteri'],
    aid_element_cents: ['Importo non valido: un numero intero di centesimi, zero o più'],
    nominal_amount_cents: ['Importo non valido: un numero intero di centesimi, zero o più'],
    car: ['Il CAR è composto da sole cifre (al massimo 20)'],
    cup: ['Il CUP ha 15 caratteri, lettere o cifre'],
  });
  const [{ id: foreignNegotiation }] = await app.dataSource.query(
    `INSERT INTO negotiations (project_id, client_id, title) VALUES ($1, $2, 'Altrui') RETURNING id`,
    [other, otherClient],
  );
  const link = await manager.send('post', aids(client), body({ negotiation_id: foreignNegotiation }));
  expect(link.status).toBe(422);
  expect(link.body.errors).toEqual({ negotiation_id: ['Trattativa non trovata per questo cliente'] });
  const date = await manager.get(deMinimis(client, '2026-02-30'));
  expect(date.status).toBe(422);
  expect(date.body.errors).toEqual({ at: ['Data non valida (AAAA-MM-GG)'] });
});
