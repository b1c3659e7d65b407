import { spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { browserAs, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';
import { AuthCache } from '../src/common/auth/auth-cache';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '../src/common/auth/auth.guard';
import { TokenService } from '../src/modules/auth/token.service';
import type { Project } from '../src/modules/projects/project.entity';
import { AUTH_METADATA } from '../src/common/auth/auth.decorator';
import type { AuthedRequest } from '../src/common/auth/request-context';
import { SESSION_SETTINGS } from '../src/database/session-settings';
import { planModePoolsOf } from '../src/database/database';
import {
  CUSTOM_PLAN,
  GENERIC_PLAN,
  isPreparable,
  MAX_PARAMS,
  planModeFits,
  planModeFor,
  statementName,
} from '../src/database/prepared-statements';

/**
 * Issue 12, request path: an authenticated list page costs at most two database round trips once
 * the credential is cached (count + page); the cache never outlives a change on this instance
 * (revoked token, removed membership, deactivated user, role change); bearer, public and health
 * requests write no session row.
 */

// every statement of the application's pool goes through pg's Client.query (PGlite too, over its socket)
const statements: string[] = [];
const named: string[] = [];
let recording = false;
/** When set, only this connection's statements are recorded (the others' include the job queue's plan-mode SETs). */
let onlyClient: Client | null = null;
const original = Client.prototype.query;
(Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function (this: Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  // the job queue polls on its own schedule: not part of the request
  if (recording && text && !/pgboss/i.test(text) && (!onlyClient || onlyClient === this)) {
    statements.push(text);
    // sent as a named (prepared) statement: database/prepared-statements.ts
    if (typeof first === 'object' && (first as { name?: string } | null)?.name) named.push(text);
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
};

let app: TestApp;
let projectId: number;
beforeAll(async () => {
  app = await startTestApp();
  projectId = await createProject(app.dataSource);
});
afterAll(async () => {
  await app?.close();
  Client.prototype.query = original;
});

async function bearerToken(email: string): Promise<string> {
  const res = await request(app.server).post('/api/login').set('X-Auth-Mode', 'bearer').send({ email, password: FACTORY_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

/** The statements sent while `run` executes. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  named.length = 0;
  recording = true;
  try {
    await run();
  } finally {
    recording = false;
  }
  return [...statements];
}

/** True on the PostgreSQL pass: a pool per plan mode, no SET of plan_cache_mode outside a transaction. */
const SERVER = Boolean(process.env.DATABASE_URL);

/**
 * The statements of `run`; on the embedded database without the plan_cache_mode settings
 * (database/prepared-statements.ts): its one session gets one queued when the mode changes, which
 * depends on what ran before (the job queue polls on the same connection). On a PostgreSQL server
 * every statement counts: the plan modes have pools of their own and a request sends no SET
 * (issue 32: 1.55-1.67 round trips per request in a mixed workload before).
 */
const PLAN_MODE_SET = /^SET plan_cache_mode = /;
async function pageStatementsOf(run: () => Promise<unknown>): Promise<string[]> {
  return (await statementsOf(run)).filter((t) => SERVER || !PLAN_MODE_SET.test(t));
}

/**
 * The reads of the credential (token, user, environment, membership: TypeORM's statements on their
 * tables), sent again once the auth cache's entry has expired (AUTH_CACHE_TTL_MS, 5 s): a workload
 * that takes longer than that on a loaded machine reads them once more, as a lone request would.
 */
const CREDENTIAL_READ = /FROM "(access_tokens|users|projects|project_users)"/;

const sessionRows = async (): Promise<number> => (await app.dataSource.query(`SELECT count(*)::int AS n FROM sessions`))[0].n;

describe('database round trips of a list page after warm-up (budget: 2)', () => {
  const lists = () => [`/api/projects/${projectId}/clients?skip=0&take=15`, `/api/projects/${projectId}/announcements?skip=0&take=15`];

  it('with a bearer token: the clients and the announcement list each send at most 2 statements', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    for (const url of lists()) {
      const get = () => request(app.server).get(url).set('Authorization', `Bearer ${token}`).expect(200);
      await get(); // warm-up: the credential is read once
      const sent = await pageStatementsOf(get);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(2);
    }
  });

  it('with a cookie session: the same budget (the session row is cached too)', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const browser = await browserAs(app, user.email, FACTORY_PASSWORD);
    for (const url of lists()) {
      await browser.get(url).expect(200);
      const sent = await pageStatementsOf(() => browser.get(url).expect(200));
      expect(sent.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('a mixed workload of list pages sends the pages and nothing else (issue 32)', () => {
  it('first pages, filters and searches, interleaved: each request sends what it sends alone, no SET on a PostgreSQL server', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const base = `/api/projects/${projectId}`;
    const clientId = await createClient(app.dataSource, projectId);
    // generic plan, custom plans, custom plans (search), PostgreSQL's choice: each change of mode
    // cost a SET on the connection before (the job queue's reads set 'auto' back in between)
    const urls = [
      `${base}/clients?skip=0&take=15`,
      `${base}/clients?region=03&take=15`,
      `${base}/announcements?skip=0&take=15`,
      `${base}/clients?search=rossi&take=15`,
      `${base}/announcements?state=closed&take=15`,
      `${base}/announcements?search=bando&take=15`,
      `${base}/clients/${clientId}`,
    ];
    const get = (url: string) => request(app.server).get(url).set('Authorization', `Bearer ${token}`);
    const alone = new Map<string, number>();
    for (const url of urls) {
      await get(url);
      alone.set(url, (await pageStatementsOf(() => get(url))).filter((t) => !CREDENTIAL_READ.test(t)).length);
    }
    const rounds = 3;
    const sent = await statementsOf(async () => {
      for (let r = 0; r < rounds; r++) for (const url of urls) await get(url);
    });
    const expected = rounds * [...alone.values()].reduce((a, b) => a + b, 0);
    const pages = sent.filter((t) => !CREDENTIAL_READ.test(t));
    if (SERVER) {
      expect(sent.filter((t) => /^\s*SET\b/i.test(t))).toEqual([]);
      expect(pages).toHaveLength(expected);
    } else {
      // the embedded database: one SET at most per change of mode, never on a run of one kind
      expect(pages.filter((t) => !PLAN_MODE_SET.test(t))).toHaveLength(expected);
    }
    for (const n of alone.values()) expect(n).toBeGreaterThan(0);
  });
});

describe('saving a client reads its detail twice, not three times', () => {
  it('PUT answers the detail read back in its transaction (the audit diff\'s "after"): the same body as a GET after it', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const url = `/api/projects/${projectId}/clients/${await createClient(app.dataSource, projectId)}`;
    const auth = { Authorization: `Bearer ${token}` };
    const { body: stored } = await request(app.server).get(url).set(auth).expect(200);
    let answer: request.Response | undefined;
    const sent = await statementsOf(async () => {
      answer = await request(app.server)
        .put(url)
        .set(auth)
        .set('If-Match', `"${stored.version}"`)
        .send({ business_name: `${stored.business_name} (rinominata)`, vat_number: stored.vat_number })
        .expect(200);
    });
    // the client row of the detail (ClientsService.detail): before the change and after it, in the
    // transaction; a third read after the commit (ClientsService.get) made it 61 statements, now 45
    expect(sent.filter((t) => /^SELECT c\.\* FROM clients c WHERE c\.id = /.test(t))).toHaveLength(2);
    const { body: read } = await request(app.server).get(url).set(auth).expect(200);
    expect(answer!.body).toEqual(read);
    expect(read.business_name).toBe(`${stored.business_name} (rinominata)`);
    expect(read.version).toBe(stored.version + 1);
  });
});

describe('prepared statements (database/prepared-statements.ts)', () => {
  it('the list pages are sent as named statements after warm-up, their searches too', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const get = (url: string) => request(app.server).get(url).set('Authorization', `Bearer ${token}`).expect(200);
    for (const list of ['clients', 'announcements']) {
      const url = `/api/projects/${projectId}/${list}?skip=0&take=15`;
      await get(url);
      const sent = await pageStatementsOf(() => get(url));
      expect(sent.length).toBeGreaterThan(0);
      expect(named).toEqual(sent);
      // a search is parsed once too; its plan depends on the term: a custom plan each time (below)
      await get(`${url}&search=rossi`);
      const searched = await statementsOf(() => get(`${url}&search=bianchi`));
      // the term is matched with LIKE (client_search, lower case), ILIKE or full text (@@)
      const withTerm = searched.filter((t) => /LIKE|@@/.test(t));
      expect(withTerm.length).toBeGreaterThan(0);
      for (const t of withTerm) expect(named).toContain(t);
    }
  });

  it('only the unfiltered list pages get the generic plan; a filter or another order is planned for its values on every request', async () => {
    // a filter's best plan depends on how many rows it keeps in this environment: a generic plan of
    // the region filter sorted all 16,811 rows of a large environment (17 ms instead of 2.3), and
    // PostgreSQL itself switched the named statement to it after five executions
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    /**
     * How the page statement of `path` was sent: named on the generic plan, named on custom plans
     * (force_custom_plan), named on PostgreSQL's choice, or unnamed.
     */
    const sentAs = async (path: string): Promise<'generic' | 'custom' | 'auto' | 'unnamed'> => {
      const sent = await pageStatementsOf(() =>
        request(app.server).get(`/api/projects/${projectId}/${path}`).set('Authorization', `Bearer ${token}`).expect(200),
      );
      const pages = sent.filter((t) => /\bpage AS\b/.test(t));
      expect(pages).toHaveLength(1);
      if (!named.includes(pages[0])) return 'unnamed';
      return planModeFor(pages[0], [projectId], true) ?? 'unnamed';
    };
    expect(await sentAs('clients?skip=0&take=15')).toBe('generic');
    for (const filter of ['region=03', 'dimension=micro', 'search=rossi', 'ateco=62']) {
      // more than five times: under PostgreSQL's choice a named statement would have met the switch by then
      for (let i = 0; i < 7; i++) expect([filter, await sentAs(`clients?${filter}&take=15`)]).toEqual([filter, 'custom']);
    }
    expect(await sentAs('announcements?skip=0&take=15')).toBe('generic');
    for (const filter of ['state=closed', 'status=published', 'scope=local', 'funding_type=type_warranty', 'sort=name', 'search=bando']) {
      for (let i = 0; i < 7; i++) expect([filter, await sentAs(`announcements?${filter}&take=15`)]).toEqual([filter, 'custom']);
    }
    // the prepared filtered list pages (of the connection that answers: PGlite's only session, or
    // one of the server's pooled connections) never ran on a generic plan
    const prepared: { statement: string; generic_plans: string; custom_plans: string }[] = await app.dataSource.query(
      `SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`,
    );
    const filtered = prepared.filter((p) => p.statement.includes(CUSTOM_PLAN));
    for (const p of filtered) expect(p.generic_plans).toBe('0');
    if (app.dataSource.driver.options.extra?.max === 1) {
      // the embedded database: its one session ran all ten filters, seven times each
      expect(filtered.length).toBeGreaterThanOrEqual(10);
      expect(filtered.reduce((n, p) => n + Number(p.custom_plans), 0)).toBeGreaterThanOrEqual(70);
    }
  });

  it('a new connection to the same database session starts without the old names (embedded: one session outlives its connection)', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const url = `/api/projects/${projectId}/announcements?skip=0&take=15`;
    const get = () => request(app.server).get(url).set('Authorization', `Bearer ${token}`);
    const first = await get();
    expect(first.status).toBe(200);
    // the environment sees the 502 imported global announcements (published ones among them): a real count
    expect(first.body.total).toBeGreaterThan(0);
    expect(first.body.data.length).toBeGreaterThan(0);
    // drop every pooled connection: the next request connects again (on PGlite, to the session
    // that still holds the statements the dropped connection prepared)
    const pool = (app.dataSource.driver as unknown as { master: { connect(): Promise<{ release(destroy: boolean): void }> } }).master;
    const clients = await Promise.all(Array.from({ length: app.dataSource.driver.options.extra?.max ?? 1 }, () => pool.connect()));
    for (const c of clients) c.release(true);
    const again = await get();
    expect(again.status).toBe(200);
    // the same page as before: the statements prepared again on the new connection answer alike
    expect(again.body.total).toBe(first.body.total);
    expect(again.body.data.map((a: { id: number }) => a.id)).toEqual(first.body.data.map((a: { id: number }) => a.id));
  });

  it('a long statement does not hold up requests that do not need the database (PGlite runs in its own thread)', async () => {
    await request(app.server).get('/api/health').expect(200); // the database check is fresh for a second
    const order: string[] = [];
    // about a second of PostgreSQL work; on the API's thread it blocked every other request
    const long = app.dataSource.query(`SELECT count(*) FROM generate_series(1, 4000000)`).then(() => order.push('statement'));
    await new Promise((r) => setTimeout(r, 30));
    await request(app.server)
      .get('/api/health')
      .expect(200)
      .then(() => order.push('health'));
    await long;
    expect(order).toEqual(['health', 'statement']);
  });

  it('names reads with parameters only, within the bounds', () => {
    expect(isPreparable('SELECT * FROM clients WHERE project_id = $1', [1])).toBe(true);
    expect(isPreparable('  WITH t AS (SELECT 1) SELECT * FROM t WHERE $1::int = 1', [1])).toBe(true);
    expect(isPreparable('SELECT 1', [])).toBe(false); // no parameter: nothing to plan generically
    // named too, planned for their values (planModeFor: 'custom')
    expect(isPreparable(`SELECT c.id FROM clients c WHERE c.region_code = $1 ${CUSTOM_PLAN}`, ['03'])).toBe(true);
    expect(isPreparable('SELECT * FROM clients WHERE name ILIKE $1', ['%a%'])).toBe(true);
    expect(isPreparable(`SELECT * FROM announcements a WHERE a.search_vector @@ websearch_to_tsquery('italian', $1)`, ['x'])).toBe(true);
    expect(isPreparable('UPDATE clients SET name = $1', ['x'])).toBe(false);
    const many = Array.from({ length: MAX_PARAMS + 1 }, (_, i) => i);
    expect(isPreparable(`SELECT * FROM clients WHERE id IN (${many.map((_, i) => `$${i + 1}`).join(',')})`, many)).toBe(false);
    expect(statementName('SELECT 1')).toMatch(/^pa_[0-9a-f]{40}$/);
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
  });

  it('asks for the generic plan only for named statements marked for it, for custom plans for searches and filters', () => {
    const marked = `SELECT c.id FROM clients c WHERE c.project_id = $1 LIMIT $2 ${GENERIC_PLAN}`;
    expect(planModeFor(marked, [1, 15], true)).toBe('generic');
    // the same text left unnamed (the connection's names are used up): PostgreSQL's choice
    expect(planModeFor(marked, [1, 15], false)).toBe('auto');
    expect(planModeFor('SELECT c.id FROM clients c WHERE c.project_id = $1', [1], true)).toBe('auto');
    expect(planModeFor('SELECT * FROM clients WHERE name ILIKE $1', ['%a%'], true)).toBe('custom');
    expect(planModeFor(`SELECT * FROM announcements a WHERE a.search_vector @@ to_tsquery($1)`, ['x'], true)).toBe('custom');
    expect(planModeFor(`SELECT c.id FROM clients c WHERE c.region_code = $1 ${CUSTOM_PLAN}`, ['03'], true)).toBe('custom');
    expect(planModeFor('SELECT * FROM clients WHERE name ILIKE $1', ['%a%'], false)).toBe('auto');
    expect(planModeFor('SELECT 1', [], false)).toBeNull();
    expect(planModeFor('UPDATE clients SET name = $1', ['x'], false)).toBeNull();
    // an unnamed read runs under force_custom_plan as under auto (planned afresh): no SET between searches
    expect(planModeFits('custom', 'auto', false)).toBe(true);
    expect(planModeFits('custom', 'auto', true)).toBe(false);
    expect(planModeFits('generic', 'auto', false)).toBe(false);
    expect(planModeFits(undefined, 'auto', false)).toBe(false);
    expect(planModeFits('generic', 'generic', true)).toBe(true);
  });

  it("a marked list statement runs on its generic plan, a search on custom plans, other reads on PostgreSQL's choice, also in a transaction", async () => {
    const pool = (app.dataSource.driver as unknown as { master: { connect(): Promise<Client & { release(): void }> } }).master;
    const c = await pool.connect();
    const marked = `SELECT count(*)::int AS n FROM clients c WHERE c.project_id = $1 ${GENERIC_PLAN}`;
    const plain = `SELECT count(*)::int AS n FROM clients c WHERE c.project_id = $1 AND c.id > $2`;
    const search = `SELECT count(*) FROM clients c WHERE c.business_name ILIKE $1`;
    const many = Array.from({ length: MAX_PARAMS + 1 }, (_, i) => i);
    const unnamed = `SELECT count(*)::int AS n FROM clients WHERE id IN (${many.map((_, i) => `$${i + 1}`).join(',')})`;
    /** The plans a connection made of its prepared statement `text`. */
    const plans = async (on: Pick<Client, 'query'>, text: string) =>
      (
        await on.query<{ generic_plans: string; custom_plans: string }>(
          `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`,
          [statementName(text)],
        )
      ).rows[0];
    const mode = async (on: Pick<Client, 'query'>) =>
      (await on.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0].plan_cache_mode;
    const own = (sent: string[]) => sent.filter((t) => !/pg_prepared_statements|SHOW plan_cache_mode/.test(t));
    try {
      if (SERVER) {
        // a PostgreSQL server: each mode has its pool, set at connect; the statements of every
        // mode leave this connection without a SET and run on a connection of their mode's pool
        const pools = planModePoolsOf(app.dataSource);
        expect(Object.keys(pools).sort()).toEqual(['custom', 'generic']);
        expect(await mode(c)).toBe('auto');
        const sent = own(
          await statementsOf(async () => {
            for (let i = 0; i < 3; i++) await c.query(marked, [projectId]);
            for (let i = 0; i < 8; i++) await c.query(search, [i % 2 ? '%rossi%' : '%a%']);
            for (let i = 0; i < 3; i++) await c.query(plain, [projectId, 0]);
            await c.query(unnamed, many);
          }),
        );
        expect(sent).toEqual([marked, marked, marked, ...Array(8).fill(search), plain, plain, plain, unnamed]);
        expect(await plans(c, plain)).toMatchObject({ generic_plans: '0', custom_plans: '3' });
        expect(await plans(c, marked)).toBeUndefined();
        // sequential requests reuse the last released connection of a pool (pg-pool is LIFO)
        for (const [m, text, expected] of [
          ['generic', marked, { generic_plans: '3', custom_plans: '0' }],
          ['custom', search, { generic_plans: '0', custom_plans: '8' }],
        ] as const) {
          const other = await pools[m]!.connect();
          try {
            expect(await mode(other)).toBe(m === 'generic' ? 'force_generic_plan' : 'force_custom_plan');
            // and the session settings of the main pool (session-settings.ts)
            expect((await other.query(`SELECT current_setting('jit') AS jit, current_setting('TimeZone') AS tz`)).rows[0]).toEqual({
              jit: 'off',
              tz: 'Europe/Rome',
            });
            expect(await plans(other, text)).toMatchObject(expected);
          } finally {
            other.release();
          }
        }
      } else {
        // the embedded database: one session; the connection sets the mode when it changes
        for (let i = 0; i < 3; i++) await c.query(marked, [projectId]);
        expect(await plans(c, marked)).toMatchObject({ generic_plans: '3', custom_plans: '0' });
        for (let i = 0; i < 3; i++) await c.query(plain, [projectId, 0]);
        expect(await plans(c, plain)).toMatchObject({ generic_plans: '0', custom_plans: '3' });
        await c.query(marked, [projectId]);
        expect(await mode(c)).toBe('force_generic_plan');
        onlyClient = c;
        // a run of marked statements on one connection sends no further SET
        expect(
          await statementsOf(async () => {
            for (let i = 0; i < 3; i++) await c.query(marked, [projectId]);
          }),
        ).toEqual([marked, marked, marked]);
        // a search is named and planned for its values on every execution: one SET before it
        expect(await statementsOf(() => c.query(search, ['%rossi%']))).toEqual(['SET plan_cache_mode = force_custom_plan', search]);
        // more than five executions: still custom plans (under auto PostgreSQL may switch after five)
        for (let i = 0; i < 7; i++) await c.query(search, [i % 2 ? '%rossi%' : '%a%']);
        expect(await plans(c, search)).toMatchObject({ generic_plans: '0', custom_plans: '8' });
        await c.query(search, ['%rossi%']); // (plans() itself is a read left to PostgreSQL's choice)
        // an unnamed read (more values than MAX_PARAMS) is planned afresh anyway: no SET before it
        expect(await statementsOf(() => c.query(unnamed, many))).toEqual([unnamed]);
        expect(await mode(c)).toBe('force_custom_plan');
        expect(await statementsOf(() => c.query(plain, [projectId, 0]))).toEqual(['SET plan_cache_mode = auto', plain]);
        onlyClient = null;
      }
      // in a transaction the statements stay on its connection: SET LOCAL when the mode changes,
      // undone by COMMIT or ROLLBACK, so the session's mode is what it was
      await c.query(plain, [projectId, 0]);
      const before = await mode(c);
      onlyClient = c;
      for (const end of ['COMMIT', 'ROLLBACK']) {
        const inTransaction = own(
          await statementsOf(async () => {
            await c.query('BEGIN');
            await c.query(marked, [projectId]);
            await c.query(marked, [projectId]);
            await c.query(plain, [projectId, 0]);
            await c.query(end);
          }),
        );
        expect(inTransaction).toEqual([
          'BEGIN',
          'SET LOCAL plan_cache_mode = force_generic_plan',
          marked,
          marked,
          'SET LOCAL plan_cache_mode = auto',
          plain,
          end,
        ]);
        expect(await mode(c)).toBe(before);
      }
      expect(await statementsOf(() => c.query(plain, [projectId, 0]))).toEqual([plain]);
      const generic = await plans(c, marked);
      expect(generic).toMatchObject({ custom_plans: '0' });
      expect(Number(generic.generic_plans)).toBeGreaterThanOrEqual(4);
    } finally {
      onlyClient = null;
      c.release();
    }
  });
});

/**
 * Since the verdict store's reading path (issue 32, docs/architecture.md#eligibility-verdict-store)
 * an answer is three statements: the visibility check, the store's page (or its "not fresh"
 * answer, here: the factories' writes are pending, the test apps run no verdict job) and the one
 * statement that answers the page (its rows' reasons, or the live evaluation). Before the store:
 * the visibility check and the live statement.
 */
describe('eligibility answers: three statements, no transaction, no JIT', () => {
  it('"announcements for a client" and "clients for an announcement" each send the visibility check, the store\'s page and one statement', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const clientId = await createClient(app.dataSource, projectId);
    const announcementId = await createAnnouncement(app.dataSource, { projectId });
    for (const url of [
      `/api/projects/${projectId}/clients/${clientId}/eligible-announcements`,
      `/api/projects/${projectId}/announcements/${announcementId}/eligible-clients`,
    ]) {
      const get = () => request(app.server).get(url).set('Authorization', `Bearer ${token}`).expect(200);
      await get();
      const sent = await pageStatementsOf(get);
      // before: BEGIN, SET LOCAL jit = off, the statement, COMMIT around the visibility check's query
      expect(sent.filter((t) => /^\s*(BEGIN|COMMIT|SET|START)/i.test(t))).toEqual([]);
      expect(sent).toHaveLength(3);
      expect(sent[1]).toMatch(/FROM eligibility_verdicts v/);
      expect(sent[2]).not.toMatch(/eligibility_verdicts/);
    }
  });

  it('every session of the pool has the planner settings of database/session-settings.ts (no JIT, random_page_cost 1.1)', async () => {
    expect(SESSION_SETTINGS).toEqual({ jit: 'off', random_page_cost: '1.1' });
    const settings = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.dataSource.query(
          `SELECT current_setting('jit') AS jit, current_setting('random_page_cost') AS random_page_cost, current_setting('TimeZone') AS tz`,
        ),
      ),
    );
    for (const [row] of settings) expect(row).toEqual({ ...SESSION_SETTINGS, tz: 'Europe/Rome' });
  });
});

describe('no session row for bearer, public and health requests', () => {
  it('writes no session row and sets no session cookie', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const before = await sessionRows();
    const token = await bearerToken(user.email);
    const answers = [
      await request(app.server).get(`/api/projects/${projectId}/clients`).set('Authorization', `Bearer ${token}`).expect(200),
      await request(app.server).get('/api/profile').set('Authorization', `Bearer ${token}`).expect(200),
      await request(app.server).get('/api/health').expect(200),
      await request(app.server).get('/api/csrf-cookie').expect(204),
      await request(app.server).get('/api/federation/remotes').expect(200),
      await request(app.server).get('/api/public/announcements/1?token=sbagliato').expect(404),
      await request(app.server).get('/api/profile').expect(401),
    ];
    for (const res of answers) expect(String(res.headers['set-cookie'] ?? '')).not.toContain('bandi_session=');
    expect(await sessionRows()).toBe(before);
    // a browser login does create one
    await browserAs(app, user.email, FACTORY_PASSWORD);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('health sends no statement while its last database check is fresh', async () => {
    await request(app.server).get('/api/health').expect(200);
    const sent = await statementsOf(async () => {
      for (let i = 0; i < 5; i++) await request(app.server).get('/api/health').expect(200);
    });
    expect(sent.length).toBeLessThanOrEqual(1);
  });
});

describe('the cached credential never outlives a change on this instance', () => {
  const clients = () => `/api/projects/${projectId}/clients`;

  it('a revoked token is refused at once', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const get = () => request(app.server).get(clients()).set('Authorization', `Bearer ${token}`);
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200); // cached now
    await request(app.server).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(204);
    expect((await get()).status).toBe(401);
  });

  it('a removed membership is refused at once (bearer and cookie session)', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const browser = await browserAs(app, user.email, FACTORY_PASSWORD);
    const admin = await browserAs(app, 'admin@demo.local');
    const get = () => request(app.server).get(clients()).set('Authorization', `Bearer ${token}`);
    expect((await get()).status).toBe(200);
    expect((await browser.get(clients())).status).toBe(200);
    expect((await admin.send('delete', `/api/projects/${projectId}/users/${user.id}`)).status).toBeLessThan(300);
    expect((await get()).status).toBe(404);
    expect((await browser.get(clients())).status).toBe(404);
  });

  it('a deactivated user is refused at once', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const browser = await browserAs(app, user.email, FACTORY_PASSWORD);
    const admin = await browserAs(app, 'admin@demo.local');
    expect((await request(app.server).get(clients()).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await browser.get(clients())).status).toBe(200);
    expect((await admin.send('post', `/api/users/${user.id}/deactivate`)).status).toBeLessThan(300);
    expect((await request(app.server).get(clients()).set('Authorization', `Bearer ${token}`)).status).toBe(401);
    expect((await browser.get(clients())).status).toBe(401);
  });

  it('a change written by SQL alone (no service involved) is seen by the next request', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const get = () => request(app.server).get(clients()).set('Authorization', `Bearer ${token}`);
    expect((await get()).status).toBe(200);
    // inside a transaction: refused once it commits
    await app.dataSource.transaction(async (em) => {
      await em.query(`UPDATE users SET type = 'local-expert-announcement' WHERE id = $1`, [user.id]);
    });
    expect((await get()).status).toBe(403);
  });
});

describe("a request's changes to req.user and req.project stay in that request (the credential cache)", () => {
  /** The global guard on a bearer request to an environment route; answers the request it filled. */
  async function guarded(token: string): Promise<AuthedRequest> {
    // the application's own guard (APP_GUARD), built from its providers: the cache is the app's
    const nest = app.handle.app;
    const guard = new AuthGuard(
      nest.get(Reflector),
      app.dataSource,
      nest.get(TokenService, { strict: false }),
      nest.get(AuthCache, { strict: false }),
    );
    const handler = () => undefined;
    Reflect.defineMetadata(AUTH_METADATA, { permission: 'clients.read', project: true }, handler);
    const req = { headers: { authorization: `Bearer ${token}` }, params: { projectId: String(projectId) } } as unknown as AuthedRequest;
    const context = { getHandler: () => handler, getClass: () => Object, switchToHttp: () => ({ getRequest: () => req }) };
    expect(await guard.canActivate(context as never)).toBe(true);
    return req;
  }

  it('a handler that sets a field of req.user or req.project does not change what the next request reads', async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const first = await guarded(token);
    const second = await guarded(token); // from the cache
    expect(second.user).not.toBe(first.user);
    expect(second.user).toBeInstanceOf(Object.getPrototypeOf(first.user).constructor);
    first.user!.type = 'administrator';
    first.user!.email = 'altro@example.it';
    first.project!.name = 'Cambiato dal gestore';
    const third = await guarded(token);
    expect(third.user).toMatchObject({ id: user.id, type: 'client-manager', email: user.email });
    expect(third.project!.name).not.toBe('Cambiato dal gestore');
  });

  it("the environment's modules, shared by the requests, cannot be changed in place", async () => {
    const user = await createUser(app.dataSource, 'client-manager', [projectId]);
    const token = await bearerToken(user.email);
    const first = await guarded(token);
    const modules = first.project!.modules as Record<string, boolean>;
    const before = { ...modules };
    expect(() => {
      modules.clients = !modules.clients;
    }).toThrow(TypeError);
    expect((await guarded(token)).project!.modules).toEqual(before);
    // replacing the whole object is the request's own business
    first.project!.modules = { ...before, clients: false } as Project['modules'];
    expect((await guarded(token)).project!.modules).toEqual(before);
  });
});

describe('with REDIS_URL, a change on one instance empties the cache of the others', () => {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const reachable = spawnSync(
    process.execPath,
    [
      '-e',
      `const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,connectTimeout:2000,retryStrategy:()=>null});r.on('error',()=>{});r.connect().then(()=>r.ping()).then(()=>process.exit(0),()=>process.exit(1))`,
      url,
    ],
    { cwd: __dirname, timeout: 3000 },
  );
  if (reachable.status !== 0) console.warn(`request-path: Redis su ${url} non raggiungibile: test Redis saltato`);
  const itRedis = reachable.status === 0 ? it : it.skip;

  itRedis('clear() on one AuthCache reaches another on the same channel, not one on another channel', async () => {
    const channel = `bandi-test:${process.pid}-${Date.now()}:auth-changed`;
    const a = new AuthCache(undefined, url, channel);
    const b = new AuthCache(undefined, url, channel);
    const other = new AuthCache(undefined, url, `${channel}:altro`);
    try {
      // subscriptions in place: Redis counts them (a fixed wait was a guess on a loaded machine)
      const probe = new Redis(url);
      try {
        const subscribers = async (ch: string) => Number(((await probe.pubsub('NUMSUB', ch)) as [string, number])[1]);
        const until = Date.now() + 10_000;
        while ((await subscribers(channel)) < 2 || (await subscribers(`${channel}:altro`)) < 1) {
          if (Date.now() > until) throw new Error('AuthCache: sottoscrizioni Redis non attive dopo 10 s');
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await probe.quit();
      }
      for (const c of [a, b, other]) c.set('bearer:x:1', { ok: true }, c.current);
      a.clear();
      const deadline = Date.now() + 3000;
      while (b.get('bearer:x:1') !== undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(a.get('bearer:x:1')).toBeUndefined();
      expect(b.get('bearer:x:1')).toBeUndefined();
      expect(other.get('bearer:x:1')).toEqual({ ok: true });
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });
});
