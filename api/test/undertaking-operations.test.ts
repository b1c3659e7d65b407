import { makePartitaIva } from '@bandi/domain';
import { type Browser, loggedIn, startTestApp, type TestApp } from './helpers';
import { createClient, createProject, createUser } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';

/**
 * Issue 34, mergers and splits of the single undertaking (Reg. (UE) 2023/2831 art. 3(8), 3(9);
 * docs/domain.md#de-minimis): a merger brings the aid the absorbed client received up to the
 * merger into the headroom and into the check of a de minimis call; a split counts the former
 * enterprise's aid for the share allocated (by equity, then by activities); each change is on the
 * client's log; another environment's client is a 404; bad input a 422 in Italian.
 */
let app: TestApp;
let own: number;
let manager: Browser;
let otherClient: number;

const EUR = (n: number) => Math.round(n * 100);
/** The date of the checks: the closing date of the announcement (open then, so listed). */
const AT = '2027-06-30';
const ops = (clientId: number) => `/api/projects/${own}/clients/${clientId}/undertaking-operations`;
const general = async (clientId: number, at = AT) => {
  const res = await manager.get(`/api/projects/${own}/clients/${clientId}/de-minimis?at=${at}`);
  expect(res.status).toBe(200);
  return { ...res.body.regulations.find((r: { regulation: string }) => r.regulation === 'general'), members: res.body.single_undertaking };
};
async function aid(clientId: number, grant_date: string, eur: number) {
  await app.dataSource.query(
    `INSERT INTO state_aids (client_id, grant_date, granting_body, regulation, aid_element_cents) VALUES ($1, $2, 'Regione', '2023/2831', $3)`,
    [clientId, grant_date, EUR(eur)],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Operazioni proprio' });
  const other = await createProject(ds, { name: 'Operazioni altrui' });
  otherClient = await createClient(ds, other);
  manager = await loggedIn(app, (await createUser(ds, 'client-manager', [own])).email);
});
afterAll(async () => {
  await app?.close();
});

it('a merger brings the aid the absorbed client received before it into the headroom and the check of a de minimis call', async () => {
  const ds = app.dataSource;
  const client = await createClient(ds, own, { business_name: 'Incorporante S.r.l.' });
  const absorbed = await createClient(ds, own, { business_name: 'Incorporata S.r.l.' });
  await aid(client, '2025-01-10', 100_000);
  await aid(absorbed, '2024-09-01', 120_000);
  await aid(absorbed, '2025-09-01', 50_000); // after the merger: not the client's
  const call = await createAnnouncementWithRequirements(ds, { projectId: own, name: 'Voucher de minimis fusione', end_date: AT });
  await ds.query(`UPDATE announcements SET aid_scheme_de_minimis = true, grant_max = 100000 WHERE id = $1`, [call]);
  const check = async () => {
    const res = await manager.get(`/api/projects/${own}/clients/${client}/eligible-announcements?announcement_id=${call}`);
    return res.body.data[0].de_minimis;
  };

  expect(await general(client)).toMatchObject({ used_cents: EUR(100_000), headroom_cents: EUR(200_000) });
  expect(await check()).toMatchObject({ status: 'fits', headroom_cents: EUR(200_000) });

  const created = await manager.send('post', ops(client), {
    kind: 'merger',
    operation_date: '2025-06-30',
    counterpart_client_id: absorbed,
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    kind: 'merger',
    counterpart_client_id: absorbed,
    counterpart_name: 'Incorporata S.r.l.',
    share_percent: 100,
    article: 'Reg. (UE) 2023/2831, art. 3, par. 8',
    version: 1,
  });
  const situation = await general(client);
  expect(situation).toMatchObject({ used_cents: EUR(220_000), headroom_cents: EUR(80_000) });
  expect(situation.members).toContainEqual(expect.objectContaining({ client_id: absorbed, relation: 'merged', aid_cents: EUR(120_000) }));
  // the announcement's EUR 100,000 no longer fits: at most the headroom (art. 3(7))
  expect(await check()).toMatchObject({ status: 'does_not_fit', largest_fitting_cents: EUR(80_000) });

  // an outside enterprise by partita IVA is a member without aid; the list shows both, oldest first
  const vat = makePartitaIva('7654321', '001');
  const outside = await manager.send('post', ops(client), {
    kind: 'merger',
    operation_date: '2024-01-15',
    counterpart_name: 'Esterna S.p.A.',
    counterpart_vat: `IT ${vat}`,
  });
  expect(outside.status).toBe(201);
  expect(outside.body).toMatchObject({ counterpart_client_id: null, counterpart_vat: vat });
  expect((await manager.get(ops(client))).body).toMatchObject({ total: 2, data: [{ id: outside.body.id }, { id: created.body.id }] });
  expect((await general(client)).members).toContainEqual(
    expect.objectContaining({ name: 'Esterna S.p.A.', relation: 'merged', aid_cents: 0 }),
  );

  const log = await ds.query(`SELECT action, changes FROM audit_log WHERE entity = 'client' AND entity_id = $1 ORDER BY id`, [client]);
  expect(log.map((l: { action: string }) => l.action)).toEqual(['undertaking_operation.created', 'undertaking_operation.created']);

  // removed: the absorbed aid no longer counts
  expect((await manager.send('delete', `${ops(client)}/${created.body.id}`)).status).toBe(204);
  expect(await general(client)).toMatchObject({ used_cents: EUR(100_000) });
  expect(
    (await ds.query(`SELECT action FROM audit_log WHERE entity_id = $1 AND entity = 'client' ORDER BY id DESC LIMIT 1`, [client]))[0]
      .action,
  ).toBe('undertaking_operation.deleted');
});

it("a merger also brings the aid of the enterprises linked by control to the absorbed client, up to the merger's date", async () => {
  const ds = app.dataSource;
  const client = await createClient(ds, own, { business_name: 'Acquirente S.r.l.' });
  const absorbed = await createClient(ds, own, { business_name: 'Assorbita S.r.l.' });
  const sub = await createClient(ds, own, { business_name: 'Controllata della assorbita S.r.l.' });
  const [{ vat_number: subVat }] = await ds.query(`SELECT vat_number FROM clients WHERE id = $1`, [sub]);
  // the absorbed enterprise declared its subsidiary (a linked enterprise of its SME data)
  await ds.query(
    `INSERT INTO client_company_relations (client_id, kind, name, vat_number, share_percent) VALUES ($1, 'connected', 'Controllata della assorbita S.r.l.', $2, 80)`,
    [absorbed, subVat],
  );
  await aid(client, '2025-01-10', 100_000);
  await aid(absorbed, '2024-09-01', 120_000);
  await aid(sub, '2025-03-01', 40_000); // before the merger: part of the absorbed single undertaking's aid
  await aid(sub, '2025-08-01', 30_000); // after it: the subsidiary's own, declared on the client if it still controls it
  const call = await createAnnouncementWithRequirements(ds, { projectId: own, name: 'Voucher de minimis gruppo assorbito', end_date: AT });
  await ds.query(`UPDATE announcements SET aid_scheme_de_minimis = true, grant_max = 50000 WHERE id = $1`, [call]);
  expect(
    (await manager.send('post', ops(client), { kind: 'merger', operation_date: '2025-06-30', counterpart_client_id: absorbed })).status,
  ).toBe(201);

  const situation = await general(client);
  expect(situation).toMatchObject({ used_cents: EUR(260_000), headroom_cents: EUR(40_000) });
  expect(situation.members).toContainEqual(
    expect.objectContaining({
      client_id: sub,
      relation: 'linked',
      aid_cents: EUR(40_000),
      reason: expect.stringContaining('contano gli aiuti fino al 2025-06-30'),
      article: expect.stringContaining('art. 3, par. 8'),
    }),
  );
  // the eligibility check counts the same aid: EUR 50,000 does not fit in the EUR 40,000 left
  const res = await manager.get(`/api/projects/${own}/clients/${client}/eligible-announcements?announcement_id=${call}`);
  expect(res.body.data[0].de_minimis).toMatchObject({
    status: 'does_not_fit',
    headroom_cents: EUR(40_000),
    largest_fitting_cents: EUR(40_000),
  });
  // the subsidiary's own single undertaking is not changed by the merger of its former parent
  expect(await general(sub)).toMatchObject({ used_cents: EUR(120_000 + 70_000) });
});

it('a split counts the former enterprise aid for the share allocated to the client: by equity, then by activities', async () => {
  const ds = app.dataSource;
  const successor = await createClient(ds, own, { business_name: 'Beneficiaria S.r.l.' });
  const former = await createClient(ds, own, { business_name: 'Scissa S.p.A.' });
  await aid(former, '2024-09-01', 200_000);
  await aid(former, '2025-03-01', 10_000); // after the split: the former enterprise's own
  const byEquity = await manager.send('post', ops(successor), {
    kind: 'split',
    operation_date: '2025-01-01',
    counterpart_client_id: former,
    allocation: 'equity',
    equity_cents: EUR(250_000),
    total_equity_cents: EUR(1_000_000),
  });
  expect(byEquity.status).toBe(201);
  expect(byEquity.body).toMatchObject({ share_percent: 25, article: 'Reg. (UE) 2023/2831, art. 3, par. 9' });
  // 25 % of EUR 200,000
  expect(await general(successor)).toMatchObject({ used_cents: EUR(50_000), headroom_cents: EUR(250_000) });

  const byActivities = await manager.send('put', `${ops(successor)}/${byEquity.body.id}`, {
    kind: 'split',
    operation_date: '2025-01-01',
    counterpart_client_id: former,
    allocation: 'activities',
    version: 1,
  });
  expect(byActivities.status).toBe(200);
  expect(byActivities.body).toMatchObject({ allocation: 'activities', equity_cents: null, share_percent: 100, version: 2 });
  expect(await general(successor)).toMatchObject({ used_cents: EUR(200_000), headroom_cents: EUR(100_000) });
  // a stale version is a 409
  const stale = await manager.send('put', `${ops(successor)}/${byEquity.body.id}`, {
    kind: 'split',
    operation_date: '2025-01-02',
    counterpart_client_id: former,
    allocation: 'activities',
    version: 1,
  });
  expect(stale.status).toBe(409);
});

it("another environment's client or operation is a 404", async () => {
  expect((await manager.get(ops(otherClient))).status).toBe(404);
  expect(
    (await manager.send('post', ops(otherClient), { kind: 'merger', operation_date: '2025-01-01', counterpart_name: 'X' })).status,
  ).toBe(404);
  const mine = await createClient(app.dataSource, own);
  const [foreign] = await app.dataSource.query(
    `INSERT INTO undertaking_operations (project_id, client_id, kind, operation_date, counterpart_name)
     SELECT project_id, id, 'merger', '2025-01-01', 'Altrove' FROM clients WHERE id = $1 RETURNING id`,
    [otherClient],
  );
  expect((await manager.get(`${ops(mine)}/${foreign.id}`)).status).toBe(404);
  expect((await manager.send('delete', `${ops(mine)}/${foreign.id}`)).status).toBe(404);
});

it('bad input is a 422 with the Italian message of each field', async () => {
  const client = await createClient(app.dataSource, own);
  const post = (body: object) => manager.send('post', ops(client), body);
  const errors = async (body: object) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    return res.body.errors as Record<string, string[]>;
  };
  expect(await errors({ kind: 'fusione', operation_date: '2025-02-30', counterpart_name: 'X' })).toMatchObject({
    kind: ['Scegli fusione/acquisizione o scissione'],
    operation_date: ['Data non valida (AAAA-MM-GG)'],
  });
  expect(await errors({ kind: 'merger', operation_date: '2025-01-01', allocation: 'equity', counterpart_vat: '123' })).toMatchObject({
    counterpart_name: ['Campo obbligatorio'],
    counterpart_vat: [expect.stringContaining('Codice fiscale non valido')],
    allocation: ['Solo per una scissione'],
  });
  expect(
    await errors({
      kind: 'split',
      operation_date: '2025-01-01',
      counterpart_name: 'X',
      allocation: 'equity',
      equity_cents: 500,
      total_equity_cents: 100,
    }),
  ).toMatchObject({ equity_cents: ['Non può superare il patrimonio netto di tutte le nuove imprese'] });
  expect(await errors({ kind: 'split', operation_date: '2025-01-01', counterpart_name: 'X' })).toMatchObject({
    allocation: ['Campo obbligatorio'],
  });
  expect(await errors({ kind: 'merger', operation_date: '2025-01-01', counterpart_client_id: client })).toMatchObject({
    counterpart_client_id: ['L’altra impresa non può essere il cliente stesso'],
  });
  expect(await errors({ kind: 'merger', operation_date: '2025-01-01', counterpart_client_id: otherClient })).toMatchObject({
    counterpart_client_id: ['Cliente non trovato in questo ambiente'],
  });
  expect((await manager.get(ops(client))).body.total).toBe(0);
});
