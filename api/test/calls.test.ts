import fs from 'node:fs';
import path from 'node:path';
import { Browser, browserAs, startTestApp, type TestApp, ROLES, decodeQuotedPrintable, loggedIn, mailQueueIdle } from './helpers';
import { createAnnouncement, createCall, createClient, createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';
import { todayInRome } from '@bandi/domain';
import type { UserType } from '../src/common/auth/roles';

/**
 * Calls (richieste, docs/domain.md#call-logs) and their permission matrix (docs/roles.md), written out by
 * hand: every calls route × each role × own and other environment.
 */
let app: TestApp;
let own: number;
let other: number;
let ownClient: number;
let ownReferent: number;
let otherClient: number;
let otherReferent: number;
const emails = {} as Record<UserType, string>;
/** One login per role, reused (login is throttled per address). */
const as = (role: UserType): Promise<Browser> => loggedIn(app, emails[role]);

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Richieste proprio' });
  other = await createProject(ds, { name: 'Richieste altrui' });
  ownReferent = await createReferent(ds, own);
  otherReferent = await createReferent(ds, other);
  ownClient = await createClient(ds, own, { business_name: 'Officine Proprie S.r.l.', referentIds: [ownReferent] });
  otherClient = await createClient(ds, other, { referentIds: [otherReferent] });
  for (const role of ROLES) {
    emails[role] = (
      await createUser(ds, role, role === 'administrator' ? [] : [own], { referent_id: role === 'referent' ? ownReferent : null })
    ).email;
  }
});
afterAll(async () => {
  await app?.close();
});

const today = () => todayInRome();

describe('permission matrix', () => {
  const Y = 200;
  const C = 201;
  const F = 403;
  const N = 404;
  type Expect = Record<UserType, number>;
  const read: Expect = {
    administrator: Y,
    'local-administrator': Y,
    'client-manager': Y,
    referent: Y,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  const write: Expect = {
    administrator: Y,
    'local-administrator': Y,
    'client-manager': Y,
    referent: Y,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  const archive: Expect = {
    administrator: Y,
    'local-administrator': Y,
    'client-manager': Y,
    referent: F,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  const create: Expect = {
    administrator: C,
    'local-administrator': C,
    'client-manager': C,
    referent: F,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  const supplierCreate: Expect = {
    administrator: C,
    'local-administrator': C,
    'client-manager': F,
    referent: F,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  // supplier calls do not exist for roles without `calls.supplier` (404), the route is refused where calls.read is missing
  const supplierRead: Expect = {
    administrator: Y,
    'local-administrator': Y,
    'client-manager': N,
    referent: N,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  const supplierSend: Expect = {
    administrator: Y,
    'local-administrator': Y,
    'client-manager': F,
    referent: F,
    'expert-announcement': F,
    'local-expert-announcement': F,
  };
  /** Whether the role holds the route's permission at all (then another environment answers 404). */
  const holds = (e: Expect, role: UserType) => e[role] !== F || (e === supplierCreate && role === 'client-manager');

  type Route = [string, (b: Browser, p: number, ids: Ids) => Promise<{ status: number }>, Expect];
  interface Ids {
    call: number;
    supplier: number;
    announcement: number;
  }
  const routes: Route[] = [
    ['GET list', (b, p) => b.get(`/api/projects/${p}/calls`), read],
    ['GET client call', (b, p, i) => b.get(`/api/projects/${p}/calls/${i.call}`), read],
    ['GET supplier call', (b, p, i) => b.get(`/api/projects/${p}/calls/${i.supplier}`), supplierRead],
    [
      'POST client call',
      (b, p) =>
        b.send('post', `/api/projects/${p}/calls`, {
          type: 'client',
          client_id: p === own ? ownClient : otherClient,
          referent_id: p === own ? ownReferent : otherReferent,
        }),
      create,
    ],
    [
      'POST supplier call',
      (b, p) => b.send('post', `/api/projects/${p}/calls`, { type: 'supplier', company_name: 'Fornitore Alfa S.p.A.' }),
      supplierCreate,
    ],
    [
      'PUT client call',
      (b, p, i) => b.send('put', `/api/projects/${p}/calls/${i.call}`, { status: 'in_progress', note: 'Aggiornata' }),
      write,
    ],
    ['POST archive', (b, p, i) => b.send('post', `/api/projects/${p}/calls/${i.call}/archive`), archive],
    ['POST restore', (b, p, i) => b.send('post', `/api/projects/${p}/calls/${i.call}/restore`), archive],
    ['POST link bando', (b, p, i) => b.send('post', `/api/projects/${p}/calls/${i.call}/announcements/${i.announcement}`), archive],
    ['DELETE link bando', (b, p, i) => b.send('delete', `/api/projects/${p}/calls/${i.call}/announcements/${i.announcement}`), archive],
    ['POST send supplier call', (b, p, i) => b.send('post', `/api/projects/${p}/calls/${i.supplier}/send`), supplierSend],
  ];

  async function fixtures(p: number): Promise<Ids> {
    const ds = app.dataSource;
    const call = await createCall(ds, p, p === own ? ownClient : otherClient, { referentId: p === own ? ownReferent : otherReferent });
    const supplier = await createCall(ds, p, null, { type: 'supplier' });
    await ds.query(`UPDATE calls SET send_to = $1 WHERE id = $2`, [
      JSON.stringify([{ name: 'Ufficio vendite', email: 'vendite@fornitore.it', active: true }]),
      supplier,
    ]);
    return { call, supplier, announcement: await createAnnouncement(ds) };
  }

  describe.each(ROLES)('%s', (role) => {
    it('every calls route in its own environment', async () => {
      const b = await as(role);
      const ids = await fixtures(own);
      for (const [label, run, expected] of routes) {
        const res = await run(b, own, ids);
        expect(`${label}: ${res.status}`).toBe(`${label}: ${expected[role]}`);
      }
    });

    it('every calls route in another environment', async () => {
      const b = await as(role);
      const ids = await fixtures(other);
      for (const [label, run, expected] of routes) {
        const res = await run(b, other, ids);
        const want = role === 'administrator' ? expected[role] : holds(expected, role) ? N : F;
        expect(`${label}: ${res.status}`).toBe(`${label}: ${want}`);
      }
    });
  });
});

describe('client and supplier calls', () => {
  it('creates a client call with today as default date and status open; 422 for missing or foreign fields', async () => {
    const b = await as('client-manager');
    const ok = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'client',
      client_id: ownClient,
      referent_id: ownReferent,
      note: ' Primo contatto ',
      areas_of_intervention: ['Digitalizzazione'],
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      type: 'client',
      client_id: ownClient,
      client_name: 'Officine Proprie S.r.l.',
      referent_id: ownReferent,
      status: 'open',
      note: 'Primo contatto',
      call_date: today(),
      areas_of_intervention: ['Digitalizzazione'],
      announcements: [],
    });

    const missing = await b.send('post', `/api/projects/${own}/calls`, { type: 'client' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ client_id: ['Campo obbligatorio'], referent_id: ['Campo obbligatorio'] });

    const foreign = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'client',
      client_id: otherClient,
      referent_id: otherReferent,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.client_id).toEqual(['Cliente non trovato in questo ambiente']);

    const wrongField = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'client',
      client_id: ownClient,
      referent_id: ownReferent,
      company_name: 'X',
    });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors.company_name).toBeDefined();

    const badDate = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'client',
      client_id: ownClient,
      referent_id: ownReferent,
      call_date: '22/11/2026',
      status: 'archived',
    });
    expect(badDate.status).toBe(422);
    expect(Object.keys(badDate.body.errors).sort()).toEqual(['call_date', 'status']);
  });

  it('creates a supplier call (administrator) with company name and recipients; 422 without company name or with a bad e-mail', async () => {
    const b = await as('local-administrator');
    const missing = await b.send('post', `/api/projects/${own}/calls`, { type: 'supplier', company_name: '  ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.company_name).toEqual(['Campo obbligatorio']);
    const badEmail = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'supplier',
      company_name: 'Beta',
      send_to: [{ name: 'A', email: 'non-una-mail', active: true }],
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors['send_to.0.email']).toEqual(['Inserisci un indirizzo e-mail valido']);
    const ok = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'supplier',
      company_name: 'Beta S.r.l.',
      call_date: '2026-03-01',
      send_to: [{ name: 'A', email: 'a@beta.it', active: true }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      type: 'supplier',
      company_name: 'Beta S.r.l.',
      client_id: null,
      call_date: '2026-03-01',
      status: 'open',
      send_to: [{ name: 'A', email: 'a@beta.it', active: true }],
      sent_at: null,
    });
  });

  it('sends a supplier call to its active recipients only: the e-mails land in the outbox and the sending is recorded', async () => {
    const b = await as('administrator');
    const created = await b.send('post', `/api/projects/${own}/calls`, {
      type: 'supplier',
      company_name: 'Impianti Gamma S.n.c.',
      note: 'Preventivo per impianto fotovoltaico da 80 kWp.',
      send_to: [
        { name: 'Ufficio tecnico', email: 'tecnico@gamma.it', active: true },
        { name: 'Vecchio contatto', email: 'vecchio@gamma.it', active: false },
        { name: 'Commerciale', email: 'commerciale@gamma.it', active: true },
      ],
    });
    expect(created.status).toBe(201);
    const before = new Set(fs.existsSync(app.outboxDir) ? fs.readdirSync(app.outboxDir) : []);
    const sent = await b.send('post', `/api/projects/${own}/calls/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.sent_to).toEqual(['tecnico@gamma.it', 'commerciale@gamma.it']);
    expect(new Date(sent.body.sent_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await mailQueueIdle(app);
    const files = fs.readdirSync(app.outboxDir).filter((f) => !before.has(f));
    const mails = files.map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(app.outboxDir, f), 'utf8')));
    expect(mails).toHaveLength(2);
    const all = mails.join('\n');
    expect(all).toContain('tecnico@gamma.it');
    expect(all).toContain('commerciale@gamma.it');
    expect(all).not.toContain('vecchio@gamma.it');
    expect(all).toContain('Impianti Gamma');
    expect(all).toContain('fotovoltaico da 80 kWp');

    const client = await createCall(app.dataSource, own, ownClient, { referentId: ownReferent });
    const notSupplier = await b.send('post', `/api/projects/${own}/calls/${client}/send`);
    expect(notSupplier.status).toBe(422);
    const none = await b.send('post', `/api/projects/${own}/calls`, { type: 'supplier', company_name: 'Senza destinatari' });
    expect((await b.send('post', `/api/projects/${own}/calls/${none.body.id}/send`)).status).toBe(422);
  });

  it('archives and restores to the previous status; an archived call cannot be edited and leaves the default list', async () => {
    const b = await as('client-manager');
    const id = await createCall(app.dataSource, own, ownClient, { referentId: ownReferent });
    expect((await b.send('put', `/api/projects/${own}/calls/${id}`, { status: 'in_progress' })).body.status).toBe('in_progress');
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/archive`)).body.status).toBe('archived');
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/archive`)).status).toBe(422);
    expect((await b.send('put', `/api/projects/${own}/calls/${id}`, { note: 'x' })).status).toBe(422);
    const listed = await b.get(`/api/projects/${own}/calls?take=100`);
    expect(listed.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    const archived = await b.get(`/api/projects/${own}/calls?status=archived&take=100`);
    expect(archived.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/restore`)).body.status).toBe('in_progress');
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/restore`)).status).toBe(422);
  });

  it("links global and own local announcements, not another environment's", async () => {
    const b = await as('client-manager');
    const id = await createCall(app.dataSource, own, ownClient, { referentId: ownReferent });
    const global = await createAnnouncement(app.dataSource, { name: 'Nuova Sabatini' });
    const local = await createAnnouncement(app.dataSource, { projectId: own, name: 'Bando locale' });
    const foreign = await createAnnouncement(app.dataSource, { projectId: other });
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/announcements/${global}`)).status).toBe(200);
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/announcements/${global}`)).status).toBe(200);
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/announcements/${local}`)).status).toBe(200);
    expect((await b.send('post', `/api/projects/${own}/calls/${id}/announcements/${foreign}`)).status).toBe(404);
    const detail = await b.get(`/api/projects/${own}/calls/${id}`);
    expect(detail.body.announcements.map((a: { name: string }) => a.name)).toEqual(['Nuova Sabatini', 'Bando locale']);
    expect(detail.body.announcements_count).toBe(2);
    expect((await b.send('delete', `/api/projects/${own}/calls/${id}/announcements/${global}`)).status).toBe(200);
    expect((await b.send('delete', `/api/projects/${own}/calls/${id}/announcements/${global}`)).status).toBe(404);
  });

  it('a referent updates only calls of its own clients and cannot move them to another client', async () => {
    const b = await as('referent');
    const stranger = await createReferent(app.dataSource, own);
    const strangerClient = await createClient(app.dataSource, own, { referentIds: [stranger] });
    const notMine = await createCall(app.dataSource, own, strangerClient, { referentId: stranger });
    const mine = await createCall(app.dataSource, own, ownClient, { referentId: ownReferent });
    expect((await b.get(`/api/projects/${own}/calls/${notMine}`)).status).toBe(404);
    expect((await b.send('put', `/api/projects/${own}/calls/${notMine}`, { note: 'x' })).status).toBe(404);
    const moved = await b.send('put', `/api/projects/${own}/calls/${mine}`, { client_id: strangerClient });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.client_id).toEqual(['Puoi indicare solo i tuoi clienti']);
    const ok = await b.send('put', `/api/projects/${own}/calls/${mine}`, { status: 'closed', note: 'Chiusa dal referente' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'closed', note: 'Chiusa dal referente' });
    const list = await b.get(`/api/projects/${own}/calls?take=100`);
    expect(list.body.data.every((c: { type: string; client_id: number }) => c.type === 'client' && c.client_id === ownClient)).toBe(true);
  });

  it('lists with search and filters (type, status, client, referent, date range), 15 per page', async () => {
    const ds = app.dataSource;
    const p = await createProject(ds, { name: 'Filtri richieste' });
    const r1 = await createReferent(ds, p);
    const r2 = await createReferent(ds, p);
    const c1 = await createClient(ds, p, { business_name: 'Caseificio Valtellina S.p.A.', referentIds: [r1] });
    const c2 = await createClient(ds, p, { business_name: 'Mobilificio Brianza S.r.l.', referentIds: [r2] });
    for (let i = 0; i < 17; i++) {
      await ds.query(
        `INSERT INTO calls (project_id, type, client_id, referent_id, call_date, status, note) VALUES ($1,'client',$2,$3,$4,$5,$6)`,
        [p, i % 2 ? c1 : c2, i % 2 ? r1 : r2, `2026-01-${String(i + 1).padStart(2, '0')}`, i % 3 === 0 ? 'closed' : 'open', `Nota ${i}`],
      );
    }
    await ds.query(
      `INSERT INTO calls (project_id, type, company_name, call_date, note) VALUES ($1,'supplier','Fornitore Delta','2026-02-01','x')`,
      [p],
    );
    const b = await as('administrator');
    const base = `/api/projects/${p}/calls`;
    const page1 = await b.get(base);
    expect(page1.body.total).toBe(18);
    expect(page1.body.data).toHaveLength(15);
    expect(page1.body.data[0].company_name).toBe('Fornitore Delta');
    expect((await b.get(`${base}?skip=15`)).body.data).toHaveLength(3);
    expect((await b.get(`${base}?type=supplier`)).body.total).toBe(1);
    expect((await b.get(`${base}?type=client&status=closed`)).body.total).toBe(6);
    expect((await b.get(`${base}?client_id=${c1}`)).body.total).toBe(8);
    expect((await b.get(`${base}?referent_id=${r2}`)).body.total).toBe(9);
    const range = await b.get(`${base}?date_from=2026-01-05&date_to=2026-01-07`);
    expect(range.body.data.map((c: { call_date: string }) => c.call_date)).toEqual(['2026-01-07', '2026-01-06', '2026-01-05']);
    expect((await b.get(`${base}?search=valtellina`)).body.total).toBe(8);
    expect((await b.get(`${base}?search=Nota 1`)).body.total).toBe(8);
    expect((await b.get(`${base}?search=delta`)).body.total).toBe(1);
    expect((await b.get(`${base}?date_from=01-01-2026`)).status).toBe(422);
    // a client manager does not see supplier calls
    const mgr = await createUser(ds, 'client-manager', [p]);
    const m = await browserAs(app, mgr.email, FACTORY_PASSWORD);
    expect((await m.get(base)).body.total).toBe(17);
  });
});
