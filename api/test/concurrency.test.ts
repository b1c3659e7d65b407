import { startTestApp, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { makePartitaIva } from '@bandi/domain';

/**
 * Issue 8, acceptance 1: requests are isolated on either database. 20 concurrent clients, each
 * logged in (bearer token) as a different user, each doing a mixed sequence of reads and writes
 * of its own records over real HTTP connections; every answer is checked against what that client
 * wrote. On the embedded database this is what crossed answers before it got one connection
 * (docs/architecture.md "Embedded database").
 */
const WORKERS = 20;
const ROUNDS = 15; // 10 requests per round + login: 20 × 151 = 3,020 requests

/** An HTTP answer: status (0 when no answer came) and parsed JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies of many shapes, checked field by field
type Answer = { status: number; json: any };

interface Tally {
  requests: number;
  crossed: string[];
  unexpected: string[];
}

jest.setTimeout(300_000);

let app: TestApp;
let base: string;
let projectId: number;
const users: { id: number; email: string }[] = [];

beforeAll(async () => {
  app = await startTestApp({ isolated: true }); // adds 20 users and 300 clients: kept out of the shared database
  base = `${app.origin}/api`;
  projectId = await createProject(app.dataSource, { name: 'Ambiente concorrenza' });
  for (let i = 0; i < WORKERS; i++) users.push(await createUser(app.dataSource, 'client-manager', [projectId]));
});

afterAll(async () => {
  await app?.close();
});

/** One colleague: logs in, then reads and writes only its own profile, clients and notes. */
async function colleague(index: number, me: { id: number; email: string }, tally: Tally): Promise<void> {
  const tag = `W${String(index).padStart(2, '0')}Q`;
  let token = '';
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    tally.requests++;
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : { 'x-auth-mode': 'bearer' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    } catch (err) {
      return { status: 0, json: { error: String(err) } }; // time-out or broken connection: unexpected
    }
  };
  const expectStatus = (r: Answer, status: number, what: string): boolean => {
    if (r.status === status) return true;
    tally.unexpected.push(`${tag} ${what}: ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`);
    return false;
  };
  const cross = (ok: boolean, what: string, got: unknown) => {
    if (!ok) tally.crossed.push(`${tag} ${what}: ${JSON.stringify(got).slice(0, 200)}`);
  };

  const login = await call('POST', '/login', { email: me.email, password: FACTORY_PASSWORD });
  if (!expectStatus(login, 200, 'login')) return;
  cross(login.json.id === me.id, 'login answered another user', login.json);
  token = login.json.access_token;

  const clients = new Map<number, { business_name: string; notes: string[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    const name = `${tag} Nome ${round}`;
    let r = await call('PUT', '/profile', { name, surname: `Cognome ${tag}` });
    if (expectStatus(r, 200, 'PUT profile')) cross(r.json.id === me.id && r.json.name === name, 'PUT profile answer', r.json);
    r = await call('GET', '/profile');
    if (expectStatus(r, 200, 'GET profile'))
      cross(r.json.id === me.id && r.json.email === me.email && r.json.name === name, 'GET profile', r.json);

    const business_name = `${tag} Impresa ${round} S.r.l.`;
    const vat_number = makePartitaIva(String(1_000_000 + index * 1000 + round).padStart(7, '0'), '001');
    r = await call('POST', `/projects/${projectId}/clients`, { business_name, vat_number });
    if (!expectStatus(r, 201, 'POST client')) continue;
    cross(r.json.business_name === business_name && r.json.vat_number === vat_number, 'POST client answer', r.json);
    const clientId: number = r.json.id;
    clients.set(clientId, { business_name, notes: [] });

    r = await call('GET', `/projects/${projectId}/clients/${clientId}`);
    if (expectStatus(r, 200, 'GET client')) cross(r.json.id === clientId && r.json.business_name === business_name, 'GET client', r.json);

    const renamed = `${business_name} (agg.)`;
    r = await call('PUT', `/projects/${projectId}/clients/${clientId}`, { business_name: renamed, vat_number });
    if (expectStatus(r, 200, 'PUT client')) {
      cross(r.json.id === clientId && r.json.business_name === renamed, 'PUT client answer', r.json);
      clients.get(clientId)!.business_name = renamed;
    }

    for (let n = 0; n < 2; n++) {
      const text = `${tag} nota ${round}.${n}`;
      r = await call('POST', `/projects/${projectId}/clients/${clientId}/notes`, { text });
      if (expectStatus(r, 201, 'POST note')) {
        cross(r.json.user_id === me.id && r.json.client_id === clientId && r.json.text === text, 'POST note answer', r.json);
        clients.get(clientId)!.notes.push(text);
      }
    }
    r = await call('GET', `/projects/${projectId}/clients/${clientId}/notes?take=100`);
    if (expectStatus(r, 200, 'GET notes')) {
      const texts = (r.json.data as { text: string; user_id: number }[]).map((x) => x.text).sort();
      const authors = new Set((r.json.data as { user_id: number }[]).map((x) => x.user_id));
      cross(
        JSON.stringify(texts) === JSON.stringify([...clients.get(clientId)!.notes].sort()) && authors.size === 1 && authors.has(me.id),
        'GET notes',
        r.json,
      );
    }

    r = await call('GET', `/projects/${projectId}/clients/${clientId}`);
    if (expectStatus(r, 200, 'GET client again'))
      cross(r.json.business_name === clients.get(clientId)!.business_name, 'GET client after update', r.json);

    r = await call('GET', `/projects/${projectId}/clients?search=${encodeURIComponent(tag)}&take=100`);
    if (expectStatus(r, 200, 'GET clients list')) {
      const mine = (r.json.data as { id: number; business_name: string }[]).every(
        (c) => clients.get(c.id)?.business_name === c.business_name,
      );
      cross(mine && r.json.total === clients.size, 'GET clients list', { total: r.json.total, expected: clients.size });
    }
  }
}

test(`${WORKERS} colleagues at once, ${WORKERS * (ROUNDS * 10 + 1)} requests: each sees exactly its own answers`, async () => {
  const tally: Tally = { requests: 0, crossed: [], unexpected: [] };
  const t0 = Date.now();
  await Promise.all(users.map((u, i) => colleague(i, u, tally)));
  const seconds = (Date.now() - t0) / 1000;
  console.log(
    `concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}): ${tally.requests} requests from ${WORKERS} users in ` +
      `${seconds.toFixed(1)} s (${(tally.requests / seconds).toFixed(0)} req/s); crossed ${tally.crossed.length}, unexpected ${tally.unexpected.length}`,
  );
  expect(tally.requests).toBeGreaterThanOrEqual(3000);
  expect(tally.crossed).toEqual([]);
  expect(tally.unexpected).toEqual([]);
});
