import { isValidPartitaIva } from '@bandi/domain';
import { generateBulk } from '../src/bench/generate';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { AnnouncementsRepository } from '../src/modules/announcements/announcements.repository';

/**
 * Lists at real size (issue 12, docs/api.md#conventions): the bulk generator's rows, exact totals
 * up to LIST_EXACT_TOTAL_LIMIT and estimated (`total_estimated: true`) above it, deep pages read
 * from either end of the order, the searches by partial name, P.IVA and comune. The bound is set
 * small here (LIST_EXACT_TOTAL_LIMIT = 25) against a generated environment of 80 clients and 60 calls.
 */
const BOUND = 25;
const CLIENTS = 80;
const CALLS = 60;
let app: TestApp;
let pid: number;
let manager: Browser;
let managerEmail: string;
const saved = process.env.LIST_EXACT_TOTAL_LIMIT;

interface ClientRow {
  id: number;
  business_name: string;
  vat_number: string;
  city: string;
  primary_ateco: string | null;
  legal_form_name: string | null;
}

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Elenchi grandi' });
  await generateBulk(app.dataSource, { projectId: pid, clients: CLIENTS, calls: CALLS, seed: 7, chunk: 30 });
  const m = await createUser(app.dataSource, 'local-administrator', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  managerEmail = m.email;
  process.env.LIST_EXACT_TOTAL_LIMIT = String(BOUND);
});
afterAll(async () => {
  if (saved === undefined) delete process.env.LIST_EXACT_TOTAL_LIMIT;
  else process.env.LIST_EXACT_TOTAL_LIMIT = saved;
  await app?.close();
});

/** The environment's clients in list order, from the database. */
async function allClients(): Promise<{ id: number }[]> {
  return app.dataSource.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY business_name, id`, [pid]);
}

describe('bulk generator', () => {
  it('writes clients with valid P.IVA, real comuni, ATECO 2025 codes and legal seats, and calls of the environment', async () => {
    const [c] = await app.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT vat_number)::int AS vats,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM comuni m WHERE m.name = c.city AND m.province_acronym = c.province AND m.region_code = c.region_code))::int AS real_places,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM client_ateco_codes ca JOIN ateco_codes a ON a.version = '2025' AND a.code = ca.value WHERE ca.client_id = c.id AND ca."primary"))::int AS with_ateco,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM client_locations l WHERE l.client_id = c.id AND l.kind = 'legal'))::int AS with_seat
         FROM clients c WHERE c.project_id = $1`,
      [pid],
    );
    expect(c).toEqual({ n: CLIENTS, vats: CLIENTS, real_places: CLIENTS, with_ateco: CLIENTS, with_seat: CLIENTS });
    const vats: { vat_number: string }[] = await app.dataSource.query(`SELECT vat_number FROM clients WHERE project_id = $1`, [pid]);
    expect(vats.filter((v) => !isValidPartitaIva(v.vat_number))).toEqual([]);
    const [a] = await app.dataSource.query(`SELECT count(*)::int AS n FROM announcements WHERE project_id = $1 AND scope = 'local'`, [pid]);
    expect(a.n).toBe(CALLS);
  });
});

describe('clients list', () => {
  const list = async (query: string) => (await manager.get(`/api/projects/${pid}/clients?${query}`).expect(200)).body;

  it('marks the total as estimated above the bound, and answers it exactly at or below it', async () => {
    const all = await list('take=15');
    expect(all.data).toHaveLength(15);
    expect(all.total_estimated).toBe(true);
    expect(all.total).toBeGreaterThan(BOUND);
    // a filter matching fewer rows than the bound: exact, equal to the database's count
    const [{ region }] = await app.dataSource.query(
      `SELECT region_code AS region FROM clients WHERE project_id = $1 GROUP BY 1 HAVING count(*) <= $2 ORDER BY count(*) DESC LIMIT 1`,
      [pid, BOUND],
    );
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM clients WHERE project_id = $1 AND region_code = $2`, [
      pid,
      region,
    ]);
    // the unfiltered total comes from the count table (migration 0020): the environment's clients
    expect(all.total).toBe(CLIENTS);
    const filtered = await list(`region=${region}&take=100`);
    expect(filtered).toMatchObject({ total: n, total_estimated: false });
    expect(filtered.data).toHaveLength(n);
    expect(filtered.data.every((c: { region_code: string }) => c.region_code === region)).toBe(true);
  });

  it('answers the first page in order, with the primary ATECO code and the legal form name', async () => {
    const expected = (await allClients()).slice(0, 10).map((r) => r.id);
    const page = await list('take=10');
    expect(page.data.map((c: ClientRow) => c.id)).toEqual(expected);
    expect(page.data.every((c: ClientRow) => /^\d{2}\.\d{2}\.\d{2}$/.test(c.primary_ateco ?? ''))).toBe(true);
    expect(page.data.some((c: ClientRow) => c.legal_form_name)).toBe(true);
  });

  it('answers deep pages (skip above the bound) with the right rows and the exact total, from either end', async () => {
    const ids = (await allClients()).map((r) => r.id);
    for (const skip of [BOUND + 1, 40, 41, CLIENTS - 7, CLIENTS - 1]) {
      const page = await list(`skip=${skip}&take=10`);
      expect({ skip, ids: page.data.map((c: ClientRow) => c.id) }).toEqual({ skip, ids: ids.slice(skip, skip + 10) });
      expect(page).toMatchObject({ total: CLIENTS, total_estimated: false });
    }
    const past = await list(`skip=${CLIENTS + 5}&take=10`);
    expect(past).toEqual({ data: [], total: CLIENTS, total_estimated: false });
  });

  it('finds clients by partial name, partial P.IVA and comune', async () => {
    const [c]: ClientRow[] = await app.dataSource.query(
      `SELECT id, business_name, vat_number, city FROM clients WHERE project_id = $1 ORDER BY id LIMIT 1`,
      [pid],
    );
    const ids = async (term: string) => (await list(`take=100&search=${encodeURIComponent(term)}`)).data.map((r: ClientRow) => r.id);
    expect(await ids(c.business_name.slice(2, 12).toUpperCase())).toContain(c.id);
    expect(await ids(c.vat_number.slice(1, 10))).toContain(c.id);
    expect(await ids(`IT ${c.vat_number}`)).toEqual([c.id]);
    expect(await ids(c.city)).toContain(c.id);
    const byCity = await list(`take=100&search=${encodeURIComponent(c.city)}`);
    expect(
      byCity.data.every((r: ClientRow) =>
        [r.business_name, r.vat_number, r.city].some((v) => v.toLowerCase().includes(c.city.toLowerCase())),
      ),
    ).toBe(true);
    expect(await ids('nessuna impresa con questo nome')).toEqual([]);
  });
});

/** Runs `fn` with LIST_EXACT_TOTAL_LIMIT set to `bound` (read on every list request), then BOUND again. */
async function withBound<T>(bound: number, fn: () => Promise<T>): Promise<T> {
  process.env.LIST_EXACT_TOTAL_LIMIT = String(bound);
  try {
    return await fn();
  } finally {
    process.env.LIST_EXACT_TOTAL_LIMIT = String(BOUND);
  }
}

describe('searches: the matching rows read once, sorted when within the bound, the index walk above it', () => {
  const clients = async (query: string) => (await manager.get(`/api/projects/${pid}/clients?${query}`).expect(200)).body;
  const calls = async (query: string) => (await manager.get(`/api/projects/${pid}/announcements?${query}`).expect(200)).body;

  it('answers the clients of the straightforward query, in order, whichever way the page is read', async () => {
    // a rare term (a few rows: sorted from the matching rows) and a common one (more than the bound: the name walk)
    const [rare] = await app.dataSource.query(`SELECT city FROM clients WHERE project_id = $1 ORDER BY id LIMIT 1`, [pid]);
    for (const term of [rare.city as string, 'a']) {
      const expected: { id: number }[] = await app.dataSource.query(
        `SELECT c.id FROM clients c WHERE c.project_id = $1 AND (c.business_name || ' ' || coalesce(c.vat_number, '') || ' ' ||
            coalesce(c.fiscal_code, '') || ' ' || coalesce(c.city, '')) ILIKE $2 ORDER BY c.business_name, c.id`,
        [pid, `%${term}%`],
      );
      const ids = expected.map((r) => r.id);
      for (const bound of [BOUND, 1, 100_000]) {
        for (const skip of [0, 3]) {
          const page = await withBound(bound, () => clients(`take=10&skip=${skip}&search=${encodeURIComponent(term)}`));
          expect({ term, bound, skip, ids: page.data.map((c: ClientRow) => c.id) }).toEqual({
            term,
            bound,
            skip,
            ids: ids.slice(skip, skip + 10),
          });
          // exact within the bound, and on a deep page (skip above the bound)
          if (ids.length <= bound || skip > bound) expect(page).toMatchObject({ total: ids.length, total_estimated: false });
          else expect(page.total_estimated).toBe(true);
        }
      }
    }
  });

  it('answers the same announcements in the same order for a search by relevance and by name, within and above the bound', async () => {
    const [call] = await app.dataSource.query(`SELECT name FROM announcements WHERE project_id = $1 ORDER BY id LIMIT 1`, [pid]);
    const word = (call.name as string).split(/\s+/).find((w) => w.length > 5) ?? (call.name as string);
    for (const sort of ['relevance', 'name']) {
      for (const term of [call.name as string, word, 'a']) {
        const q = `take=10&skip=2&sort=${sort}&search=${encodeURIComponent(term)}`;
        // bound 100,000: the matching rows sorted; bound 1: the table read again in order
        const sorted = await withBound(100_000, () => calls(q));
        const walked = await withBound(1, () => calls(q));
        expect({ sort, term, ids: walked.data.map((a: { id: number }) => a.id) }).toEqual({
          sort,
          term,
          ids: sorted.data.map((a: { id: number }) => a.id),
        });
        expect(sorted.total_estimated).toBe(false);
      }
    }
  });
});

describe('announcement list', () => {
  const list = async (query: string) => (await manager.get(`/api/projects/${pid}/announcements?${query}`).expect(200)).body;

  it('marks the total as estimated above the bound, exact below it, and pages consistently to the last page', async () => {
    const first = await list('take=100');
    expect(first.total_estimated).toBe(true);
    expect(first.total).toBeGreaterThan(BOUND);
    // the whole visible list, page by page, against a page read at a deep offset
    const all: number[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await list(`take=100&skip=${skip}`);
      all.push(...page.data.map((a: { id: number }) => a.id));
      if (page.data.length < 100) break;
    }
    expect(new Set(all).size).toBe(all.length);
    const [{ own }] = await app.dataSource.query(`SELECT count(*)::int AS own FROM announcements WHERE project_id = $1`, [pid]);
    expect(all.length).toBeGreaterThanOrEqual(own);
    // the unfiltered total comes from the count table (migration 0020) read with the list's
    // visibility condition: every announcement the user sees, global and local, nothing else
    expect(first.total).toBe(all.length);
    const deep = await list(`take=7&skip=${all.length - 5}`);
    expect(deep.data.map((a: { id: number }) => a.id)).toEqual(all.slice(all.length - 5));
    // pages of the second half are read backwards from the end (list-page.ts); a filter that keeps
    // every announcement reads them forwards: the same announcements in the same order
    for (const skip of [Math.floor(all.length / 2) + 1, all.length - 37, all.length - 3]) {
      const backwards = await list(`take=20&skip=${skip}`);
      const forwards = await list(`take=20&skip=${skip}&deadline_from=1900-01-01`);
      expect({ skip, ids: backwards.data.map((a: { id: number }) => a.id) }).toEqual({
        skip,
        ids: forwards.data.map((a: { id: number }) => a.id),
      });
      expect(backwards.data.map((a: { id: number }) => a.id)).toEqual(all.slice(skip, skip + 20));
    }
    const [name] = await app.dataSource.query(`SELECT name FROM announcements WHERE project_id = $1 ORDER BY id LIMIT 1`, [pid]);
    const found = await list(`take=100&search=${encodeURIComponent(name.name)}`);
    expect(found.total_estimated).toBe(false);
    expect(found.total).toBe(found.data.length);
    expect(found.data.map((a: { name: string }) => a.name)).toContain(name.name);
  });

  it('reads a filtered page of the second half backwards, in the order of the same list read forwards', async () => {
    // a filter's total is counted with the page up to the bound. When it is exact and the page
    // lies in the second half, the statement reads the segments from the end (list-page.ts).
    // Filters over all five segments (deadline_from keeps open-ended calls), two (open,
    // forthcoming) and one (closed).
    const pages = async (query: string, total: number, take: number) => {
      const ids: number[] = [];
      for (let skip = 0; skip < total; skip += take) {
        ids.push(...(await list(`${query}&take=${take}&skip=${skip}`)).data.map((a: { id: number }) => a.id));
      }
      return ids;
    };
    for (const query of ['deadline_from=1900-01-01', 'state=open', 'state=forthcoming', 'state=closed']) {
      // the reference order, read forwards: with the small bound a total above it is estimated and
      // every page is read forwards; a smaller one is read whole as a first page (skip 0 never
      // reads backwards)
      const estimated = await list(`${query}&take=1`);
      process.env.LIST_EXACT_TOTAL_LIMIT = '100000';
      try {
        const exact = await list(`${query}&take=1`);
        expect(exact.total_estimated).toBe(false);
        expect(exact.total).toBeGreaterThan(16);
        process.env.LIST_EXACT_TOTAL_LIMIT = String(BOUND);
        const reference = estimated.total_estimated
          ? await pages(query, exact.total, 100)
          : (await list(`${query}&take=${exact.total}`)).data.map((a: { id: number }) => a.id);
        expect(reference).toHaveLength(exact.total);
        process.env.LIST_EXACT_TOTAL_LIMIT = '100000';
        for (const skip of [Math.floor(exact.total / 2) + 1, exact.total - 16, exact.total - 3]) {
          const page = await list(`${query}&take=7&skip=${skip}`);
          expect({ query, skip, ids: page.data.map((a: { id: number }) => a.id) }).toEqual({
            query,
            skip,
            ids: reference.slice(skip, skip + 7),
          });
        }
      } finally {
        process.env.LIST_EXACT_TOTAL_LIMIT = String(BOUND);
      }
    }
  });

  it('reads only the rows of the segments a page needs: a full page leaves the later segments unread', async () => {
    // EXPLAIN ANALYZE of the page statement the repository sends: the rows every scan of the
    // calls table returned (rows x loops). The unfiltered first page takes its total from the
    // count table, so those scans are the segments' and the page's join by id (one row per
    // call of the page). Before list-page.ts stopped each segment after the rows still missing,
    // every one of the five segments read `take` rows.
    const calls = new AnnouncementsRepository();
    const [user] = await app.dataSource.query(`SELECT id, type FROM users WHERE email = $1`, [managerEmail]);
    interface PlanNode {
      'Relation Name'?: string;
      'Actual Rows': number;
      'Actual Loops': number;
      Plans?: PlanNode[];
    }
    const rowsRead = (n: PlanNode): number =>
      (n['Relation Name'] === 'announcements' ? n['Actual Rows'] * n['Actual Loops'] : 0) +
      (n.Plans ?? []).reduce((sum, c) => sum + rowsRead(c), 0);
    for (const take of [3, 5, 10]) {
      let read = -1;
      const explaining = {
        query: async (text: string, params?: unknown[]) => {
          const [{ 'QUERY PLAN': plan }] = await app.dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
          read = rowsRead(plan[0].Plan);
          return app.dataSource.query(text, params);
        },
      };
      const page = await calls.list({ user, projectId: pid }, { skip: 0, take } as never, explaining);
      expect(page.data).toHaveLength(take);
      // the page's rows from the segments, and each row once more by id
      expect({ take, read }).toEqual({ take, read: 2 * take });
    }
  });
});

describe('count tables (migration 0020)', () => {
  /** The count tables' non-zero groups and the same groups counted on the rows. */
  async function counts() {
    const ds = app.dataSource;
    return {
      clients: await ds.query(`SELECT project_id, n::int AS n FROM client_counts WHERE n <> 0 ORDER BY 1`),
      clientsCounted: await ds.query(`SELECT project_id, count(*)::int AS n FROM clients GROUP BY 1 ORDER BY 1`),
      calls: await ds.query(
        `SELECT project_id, scope, status, n::int AS n FROM announcement_counts WHERE n <> 0 ORDER BY 1 NULLS FIRST, 2, 3`,
      ),
      callsCounted: await ds.query(
        `SELECT project_id, scope, status, count(*)::int AS n FROM announcements GROUP BY 1, 2, 3 ORDER BY 1 NULLS FIRST, 2, 3`,
      ),
    };
  }
  const agree = (c: Awaited<ReturnType<typeof counts>>) => {
    expect(c.clients).toEqual(c.clientsCounted);
    expect(c.calls).toEqual(c.callsCounted);
  };

  it('follow inserts, updates that move rows between groups, deletes, rollbacks and the deletion of an environment', async () => {
    const ds = app.dataSource;
    agree(await counts());
    const other = await createProject(ds, { name: 'Conteggi' });
    await generateBulk(ds, { projectId: other, clients: 12, calls: 9, seed: 3, chunk: 5 });
    agree(await counts());
    await ds.query(`DELETE FROM clients WHERE id IN (SELECT id FROM clients WHERE project_id = $1 ORDER BY id LIMIT 3)`, [other]);
    await ds.query(`UPDATE clients SET business_name = business_name || ' bis' WHERE project_id = $1`, [other]);
    await ds.query(
      `UPDATE announcements SET status = CASE status WHEN 'published' THEN 'draft' ELSE 'published' END WHERE project_id = $1`,
      [other],
    );
    // a local announcement made global (the scope and the environment change together)
    await ds.query(
      `UPDATE announcements SET scope = 'global', project_id = NULL WHERE id = (SELECT min(id) FROM announcements WHERE project_id = $1)`,
      [other],
    );
    agree(await counts());
    const before = await counts();
    await expect(
      ds.transaction(async (em) => {
        await em.query(`DELETE FROM clients WHERE project_id = $1`, [other]);
        await em.query(`DELETE FROM announcements WHERE project_id = $1`, [other]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await counts()).toEqual(before);
    await ds.query(`DELETE FROM projects WHERE id = $1`, [other]);
    agree(await counts());
    expect((await counts()).clients.some((r: { project_id: number }) => r.project_id === other)).toBe(false);
  });

  it('gives the list the exact total below the bound and the count marked as estimated above it', async () => {
    const ds = app.dataSource;
    const small = await createProject(ds, { name: 'Conteggi piccoli' });
    await generateBulk(ds, { projectId: small, clients: BOUND - 5, calls: 3, seed: 11, chunk: 7 });
    const m = await createUser(ds, 'local-administrator', [small]);
    const b = await browserAs(app, m.email, FACTORY_PASSWORD);
    const list = async () => (await b.get(`/api/projects/${small}/clients?take=10`).expect(200)).body;
    expect(await list()).toMatchObject({ total: BOUND - 5, total_estimated: false });
    await generateBulk(ds, { projectId: small, clients: 10, calls: 0, seed: 12, chunk: 7 });
    expect(await list()).toMatchObject({ total: BOUND + 5, total_estimated: true });
    await ds.query(`DELETE FROM clients WHERE id IN (SELECT id FROM clients WHERE project_id = $1 ORDER BY id LIMIT 5)`, [small]);
    expect(await list()).toMatchObject({ total: BOUND, total_estimated: false });
    // a deep page: the rows of the straightforward query, the exact total
    const ids: { id: number }[] = await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY business_name, id`, [small]);
    const deep = (await b.get(`/api/projects/${small}/clients?take=10&skip=${BOUND - 3}`).expect(200)).body;
    expect(deep).toMatchObject({ total: BOUND, total_estimated: false });
    expect(deep.data.map((c: ClientRow) => c.id)).toEqual(ids.slice(BOUND - 3).map((r) => r.id));
    await ds.query(`DELETE FROM projects WHERE id = $1`, [small]);
  });
});

describe('client search table (migration 0022)', () => {
  /** client_search as stored, and as computed from the clients (the text of migration 0016's index, in lower case). */
  async function searchRows() {
    const ds = app.dataSource;
    return {
      stored: await ds.query(`SELECT client_id, project_id, business_name, search_text FROM client_search ORDER BY client_id`),
      computed: await ds.query(
        `SELECT c.id AS client_id, c.project_id, c.business_name,
                lower(c.business_name || ' ' || coalesce(c.vat_number, '') || ' ' || coalesce(c.fiscal_code, '') || ' ' || coalesce(c.city, '')) AS search_text
           FROM clients c ORDER BY c.id`,
      ),
    };
  }

  it('follows bulk inserts, renames, new P.IVA and comune, moves to another environment, deletes and rollbacks', async () => {
    const ds = app.dataSource;
    const agree = async () => {
      const r = await searchRows();
      expect(r.stored).toEqual(r.computed);
      return r;
    };
    await agree();
    const one = await createProject(ds, { name: 'Ricerca uno' });
    const two = await createProject(ds, { name: 'Ricerca due' });
    await generateBulk(ds, { projectId: one, clients: 9, calls: 0, seed: 21, chunk: 4 });
    await agree();
    const [a, b, c] = (await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY id LIMIT 3`, [one])).map(
      (r: { id: number }) => r.id,
    );
    await ds.query(`UPDATE clients SET business_name = 'Zefiro Nautica S.r.l.' WHERE id = $1`, [a]);
    await ds.query(`UPDATE clients SET vat_number = NULL, city = 'Forlì' WHERE id = $1`, [b]);
    await ds.query(`UPDATE clients SET project_id = $2 WHERE id = $1`, [c, two]);
    // an update of other columns only writes nothing to the search table
    await ds.query(`UPDATE clients SET phone = '0801234567' WHERE project_id = $1`, [one]);
    await agree();
    await expect(
      ds.transaction(async (em) => {
        await em.query(`UPDATE clients SET business_name = 'Annullata' WHERE id = $1`, [a]);
        await em.query(`DELETE FROM clients WHERE id = $1`, [b]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const kept = await agree();
    expect(kept.stored.find((r: { client_id: number }) => r.client_id === a).business_name).toBe('Zefiro Nautica S.r.l.');
    // what the list finds: the new name, the new comune, the moved client in its new environment only
    const admin = await browserAs(app, 'admin@demo.local');
    const ids = async (project: number, term: string) =>
      (await admin.get(`/api/projects/${project}/clients?search=${encodeURIComponent(term)}`).expect(200)).body.data.map(
        (r: ClientRow) => r.id,
      );
    expect(await ids(one, 'zefiro nautica')).toEqual([a]);
    // case-insensitive, accented letters too
    expect(await ids(one, 'FORLÌ')).toContain(b);
    const [moved] = await ds.query(`SELECT business_name FROM clients WHERE id = $1`, [c]);
    expect(await ids(two, moved.business_name)).toEqual([c]);
    expect(await ids(one, moved.business_name)).not.toContain(c);
    await ds.query(`DELETE FROM clients WHERE id = $1`, [b]);
    await ds.query(`DELETE FROM projects WHERE id IN ($1, $2)`, [one, two]);
    await agree();
  });
});
