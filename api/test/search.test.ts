import { randomInt } from 'node:crypto';
import { makePartitaIva } from '@bandi/domain';
import { createAnnouncement, createCall, createClient, createProject, createReferent, createUser } from './factories';
import { loggedIn, startTestApp, type TestApp } from './helpers';
import { AnnouncementsRepository } from '../src/modules/announcements/announcements.repository';
import { ClientsRepository } from '../src/modules/clients/clients.repository';
import { SearchRepository } from '../src/modules/search/search.repository';
import { searchTerm } from '../src/modules/search/search.service';
import type { User } from '../src/modules/users/user.entity';

/**
 * Issue 37, global search (GET /api/projects/{projectId}/search): ranking (exact P.IVA first,
 * then name prefix, word, substring), tenancy (another environment's records never appear, also
 * for an administrator who belongs to both), the row rules of the lists (a referent user: its
 * linked clients only, no referents or announcements), the modules switched off, the input rules.
 */
let app: TestApp;
let own: number;
let other: number;
let noAnnouncements: number;
let manager: string;
let admin: string;
let referentUser: string;
// a word no demo record holds: letters only, so it never reads as a P.IVA
const tok = `Zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
const vat = makePartitaIva(String(randomInt(1e6, 1e7)), '017');
const ids = {} as Record<string, number>;

interface Hit {
  type: string;
  id: number;
  title: string;
  subtitle: string | null;
  url_path: string;
  match: string;
}

async function search(email: string, projectId: number, q: string, limit?: number): Promise<Hit[]> {
  const b = await loggedIn(app, email);
  const res = await b.get(`/api/projects/${projectId}/search`).query({ q, ...(limit ? { limit } : {}) });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  own = await createProject(ds, { name: 'Ricerca proprio' });
  other = await createProject(ds, { name: 'Ricerca altrui' });
  noAnnouncements = await createProject(ds, { name: 'Ricerca senza bandi' });
  await ds.query(`UPDATE projects SET modules = modules || '{"announcements": false}'::jsonb WHERE id = $1`, [noAnnouncements]);
  const referent = await createReferent(ds, own);
  manager = (await createUser(ds, 'client-manager', [own])).email;
  admin = (await createUser(ds, 'administrator')).email;
  referentUser = (await createUser(ds, 'referent', [own], { referent_id: referent })).email;
  await createUser(ds, 'client-manager', [noAnnouncements]);
  const client = async (projectId: number, name: string, over: { vat?: string; referent?: boolean } = {}) => {
    const id = await createClient(ds, projectId, { business_name: name, referentIds: over.referent ? [referent] : [] });
    if (over.vat) await ds.query(`UPDATE clients SET vat_number = $1, fiscal_code = $1 WHERE id = $2`, [over.vat, id]);
    return id;
  };
  // ranking of names: "<tok>" itself, a name starting with it, a word starting with it, a name containing it
  ids.partial = await client(own, `Tutto${tok.toLowerCase()} S.n.c.`);
  ids.word = await client(own, `Impianti ${tok} S.r.l.`, { referent: true });
  ids.prefix = await client(own, `${tok} Costruzioni S.p.A.`);
  ids.exact = await client(own, tok, { referent: true });
  // the P.IVA: held by one client, written inside another's name, and by a client of another environment
  ids.vat = await client(own, `Lattoneria ${tok} Nord S.r.l.`, { vat, referent: true });
  ids.vatInName = await client(own, `Consorzio ${vat} Servizi`);
  ids.cf = await client(own, `Studio ${tok} Associato`);
  await ds.query(`UPDATE clients SET fiscal_code = 'RSSMRA85T10A562S' WHERE id = $1`, [ids.cf]);
  ids.otherVat = await client(other, `${tok} Altrove S.r.l.`, { vat });
  ids.otherName = await client(other, tok);
  // the other groups
  const [r] = await ds.query(`INSERT INTO referents (project_id, name, surname, email) VALUES ($1, $2, 'Bianchi', $3) RETURNING id`, [
    own,
    tok,
    `${tok.toLowerCase()}@prova.it`,
  ]);
  ids.referent = r.id;
  ids.announcement = await createAnnouncement(ds, { projectId: own, name: `Contributi ${tok} digitale` });
  ids.otherAnnouncement = await createAnnouncement(ds, { projectId: other, name: `Contributi ${tok} altrove` });
  ids.noAnnouncementClient = await client(noAnnouncements, `${tok} Senza Bandi S.r.l.`);
  await createAnnouncement(ds, { projectId: noAnnouncements, name: `Contributi ${tok} nascosti` });
  ids.call = await createCall(ds, own, ids.exact);
  await ds.query(`UPDATE calls SET note = $1 WHERE id = $2`, [`Richiamare per il bando ${tok}`, ids.call]);
  ids.callOfUnlinked = await createCall(ds, own, ids.prefix);
  ids.otherCall = await createCall(ds, other, ids.otherName);
  const [n] = await ds.query(`INSERT INTO negotiations (project_id, client_id, title) VALUES ($1, $2, $3) RETURNING id`, [
    own,
    ids.word,
    `Domanda ${tok} 2026`,
  ]);
  ids.negotiation = n.id;
  const [on] = await ds.query(`INSERT INTO negotiations (project_id, client_id, title) VALUES ($1, $2, $3) RETURNING id`, [
    other,
    ids.otherName,
    `Domanda ${tok} altrove`,
  ]);
  ids.otherNegotiation = on.id;
});
afterAll(async () => {
  await app?.close();
});

const clientsOf = (hits: Hit[]) => hits.filter((h) => h.type === 'client').map((h) => h.id);

it('an exact P.IVA comes first, also written "IT 123 …"; a name holding the digits ranks after it', async () => {
  for (const q of [vat, `IT ${vat.slice(0, 5)} ${vat.slice(5)}`]) {
    const hits = await search(manager, own, q);
    expect(hits[0]).toMatchObject({
      type: 'client',
      id: ids.vat,
      match: 'exact',
      url_path: `/ambiente/${own}/clienti/${ids.vat}`,
      subtitle: `P.IVA ${vat} · Torino`,
    });
    if (q === vat) expect(clientsOf(hits)).toEqual([ids.vat, ids.vatInName]);
  }
});

it('a codice fiscale matches exactly, in any case and with blanks', async () => {
  const hits = await search(manager, own, 'rssmra 85t10 a562s');
  expect(hits[0]).toMatchObject({ type: 'client', id: ids.cf, match: 'exact' });
  expect(hits[0].subtitle).toMatch(/^P\.IVA \d{11} · CF RSSMRA85T10A562S · Torino$/);
});

it('names rank exact, prefix, word start, substring', async () => {
  const hits = await search(manager, own, tok.toLowerCase(), 10);
  const clients = hits.filter((h) => h.type === 'client');
  expect(clients.map((h) => [h.id, h.match])).toEqual([
    [ids.exact, 'exact'],
    [ids.prefix, 'prefix'],
    [ids.word, 'word'],
    [ids.cf, 'word'],
    [ids.vat, 'word'],
    [ids.partial, 'partial'],
  ]);
  // the hits are ranked by match first: every exact hit before every prefix hit, and so on
  const order = ['exact', 'prefix', 'word', 'partial'];
  const ranks = hits.map((h) => order.indexOf(h.match));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
});

it('finds every kind of record of the environment, with the address of its page', async () => {
  const hits = await search(manager, own, tok);
  const byType = (t: string) => hits.filter((h) => h.type === t);
  expect(byType('referent')).toEqual([
    expect.objectContaining({
      id: ids.referent,
      title: `${tok} Bianchi`,
      match: 'prefix',
      url_path: `/ambiente/${own}/referenti/${ids.referent}`,
    }),
  ]);
  expect(byType('announcement')).toEqual([
    expect.objectContaining({ id: ids.announcement, match: 'word', url_path: `/ambiente/${own}/bandi/${ids.announcement}` }),
  ]);
  expect(byType('call').map((h) => h.id)).toEqual(expect.arrayContaining([ids.call, ids.callOfUnlinked]));
  expect(byType('call').find((h) => h.id === ids.call)).toMatchObject({ title: tok, url_path: `/ambiente/${own}/richieste/${ids.call}` });
  expect(byType('negotiation')).toEqual([
    expect.objectContaining({ id: ids.negotiation, title: `Domanda ${tok} 2026`, subtitle: `Impianti ${tok} S.r.l. · Contatto` }),
  ]);
  // a referent by its e-mail
  expect((await search(manager, own, `${tok.toLowerCase()}@prova.it`)).find((h) => h.type === 'referent')).toMatchObject({
    id: ids.referent,
    match: 'exact',
  });
});

it("another environment's records never appear, not even for an administrator of both", async () => {
  const foreign = [
    ['client', ids.otherVat],
    ['client', ids.otherName],
    ['client', ids.noAnnouncementClient],
    ['announcement', ids.otherAnnouncement],
    ['call', ids.otherCall],
    ['negotiation', ids.otherNegotiation],
  ].map(([t, id]) => `${t}:${id}`);
  for (const email of [manager, admin]) {
    for (const q of [tok, vat]) {
      const hits = await search(email, own, q, 20);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.filter((h) => foreign.includes(`${h.type}:${h.id}`))).toEqual([]);
      expect(hits.every((h) => h.url_path.startsWith(`/ambiente/${own}/`))).toBe(true);
    }
  }
  // the other environment answers its own, and a non-member gets 404
  expect(clientsOf(await search(admin, other, vat))).toEqual([ids.otherVat]);
  const b = await loggedIn(app, manager);
  expect((await b.get(`/api/projects/${other}/search`).query({ q: tok })).status).toBe(404);
});

it('a referent user finds only its linked clients, their call logs and negotiations, and no referents or announcements', async () => {
  const hits = await search(referentUser, own, tok, 20);
  expect(clientsOf(hits).sort()).toEqual([ids.exact, ids.word, ids.vat].sort());
  expect(hits.filter((h) => h.type === 'call').map((h) => h.id)).toEqual([ids.call]);
  expect(hits.filter((h) => h.type === 'negotiation').map((h) => h.id)).toEqual([ids.negotiation]);
  expect(hits.filter((h) => h.type === 'referent' || h.type === 'announcement')).toEqual([]);
  // an unlinked client is not found even by its exact P.IVA
  const unlinked = (await app.dataSource.query(`SELECT vat_number FROM clients WHERE id = $1`, [ids.prefix]))[0].vat_number;
  expect(await search(referentUser, own, unlinked)).toEqual([]);
});

it('a module switched off is not searched', async () => {
  const cm = (await app.dataSource.query(
    `SELECT u.email FROM users u JOIN project_users pu ON pu.user_id = u.id WHERE pu.project_id = $1`,
    [noAnnouncements],
  )) as { email: string }[];
  const hits = await search(cm[0].email, noAnnouncements, tok);
  expect(hits.map((h) => [h.type, h.id])).toEqual([['client', ids.noAnnouncementClient]]);
});

it('a term under 2 characters finds nothing; over 100 is a 422 in Italian on q', async () => {
  expect(await search(manager, own, ' z ')).toEqual([]);
  const b = await loggedIn(app, manager);
  const long = await b.get(`/api/projects/${own}/search`).query({ q: 'a'.repeat(101) });
  expect(long.status).toBe(422);
  expect(long.body.errors.q).toEqual(['Al massimo 100 caratteri']);
  const limit = await b.get(`/api/projects/${own}/search`).query({ q: tok, limit: 50 });
  expect(limit.status).toBe(422);
  expect(limit.body.errors.limit).toEqual(['Al massimo 20']);
  // LIKE wildcards are text, not patterns
  expect(await search(manager, own, '%_%')).toEqual([]);
});

it('finds a referent among thousands through the trigram index, without reading every referent (migration 0045)', async () => {
  // issue 37, acceptance 3 (docs/performance.md "Global search"): at 100,000 clients the referent
  // group scanned its 5,000 referents on every search, 13.6 of the 18.4 ms of a P.IVA search
  const ds = app.dataSource;
  const crowd = await createProject(ds, { name: 'Ricerca molti referenti' });
  await ds.query(
    `INSERT INTO referents (project_id, name, surname, email, organisation)
     SELECT $1, 'Mario', 'Rossi', 'referente' || g || '@studio' || (g % 50) || '.it', 'Studio ' || (g % 300) FROM generate_series(1, 5000) g`,
    [crowd],
  );
  const [wanted] = await ds.query(
    `INSERT INTO referents (project_id, name, surname, email, organisation) VALUES ($1, 'Ottavia', $2, NULL, 'Consulenze Nord') RETURNING id`,
    [crowd, tok],
  );
  // as autovacuum leaves it: statistics fresh, the GIN index's pending list merged
  await ds.query('VACUUM ANALYZE referents');
  const hits = await search(admin, crowd, tok.slice(1, 6).toLowerCase());
  expect(hits.map((h) => [h.type, h.id, h.title])).toEqual([['referent', wanted.id, `Ottavia ${tok}`]]);
  // the referent rows the statement reads (returned, filtered out or rechecked away), from its plan
  interface PlanNode {
    'Relation Name'?: string;
    'Actual Rows': number;
    'Actual Loops': number;
    'Rows Removed by Filter'?: number;
    'Rows Removed by Index Recheck'?: number;
    Plans?: PlanNode[];
  }
  const read = (n: PlanNode): number =>
    (n['Relation Name'] === 'referents'
      ? (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * n['Actual Loops']
      : 0) + (n.Plans ?? []).reduce((sum, c) => sum + read(c), 0);
  let rows = -1;
  const explaining = {
    query: async (text: string, params?: unknown[]) => {
      const [{ 'QUERY PLAN': plan }] = await ds.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
      rows = read(plan[0].Plan);
      return ds.query(text, params);
    },
  };
  const repo = new SearchRepository(new ClientsRepository(), new AnnouncementsRepository());
  const user = { id: 0, type: 'administrator' } as User;
  const found = await repo.search(explaining, crowd, user, searchTerm(vat), new Set(['referent'] as const), 5);
  expect(found).toEqual([]);
  // a scan read all 5,001; the index reads the few rows sharing the term's trigrams
  expect(rows).toBeLessThan(100);
});
