import fs from 'node:fs';
import path from 'node:path';
import { ModulesContainer } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import { sql } from '../src/common/tenancy/sql';
import { TenantQuery } from '../src/common/tenancy/tenant-query';
import { TENANT_TABLES } from '../src/common/tenancy/tenant-tables';
import { User } from '../src/modules/users/user.entity';
import { createAnnouncementWithRequirements } from './clients-factories';
import { createUser } from './factories';
import { startTestApp, type TestApp } from './helpers';
import { UNSCOPED_SQL_ALLOWED } from './tenancy-allowlist';

/**
 * Issue 38, acceptance 2, "a scan test runs every repository method against two environments and
 * fails on a row of the other one". Two demo environments: A (the caller's) and B (the other one),
 * every text column of B's rows marked with MARKER. Every public method of every repository class
 * (`src/modules/**\/*.repository.ts`, except the files of the tenancy allow-list, whose statements
 * span environments by design and say why) is called as environment A would call it — its
 * TenantQuery bound to A, `projectId` A, a user of A — but with the ids of B's records wherever a
 * parameter names one (clientId, callId, ids…): the attack of a request that guesses another
 * environment's ids. The scan fails when
 * - an answer holds a row of B (a string carrying MARKER, or an object whose project_id is B), or
 * - B's rows changed (a checksum of every environment-owned table's rows of B, before and after).
 * A method that throws (404, a bad argument) passes: it leaked nothing. The same methods called as
 * B itself must find B's rows in many answers, which shows the scan can see a leak.
 */
const MARKER = 'ZZ-AMBIENTE-B';
const MODULES = path.join(__dirname, '..', 'src', 'modules');
/** Longest a method may take, in ms (a hung statement fails the scan instead of the file's time limit). */
const CALL_TIMEOUT_MS = 10_000;

let app: TestApp;
let ds: DataSource;
const A = 1;
const B = 2;
/** The first record of each environment-owned table with an `id`, per environment. */
const firstIds: Record<number, Record<string, number | string>> = {};
let userOf: Record<number, User>;

beforeAll(async () => {
  // a database of its own on the PostgreSQL server: the scan writes with made-up arguments
  app = await startTestApp({ isolated: true });
  ds = app.dataSource;
  // the scan's made-up arguments make many statements fail on purpose: not one log line each
  (ds.logger as { logQueryError: unknown }).logQueryError = () => undefined;
  for (const p of [A, B]) await createAnnouncementWithRequirements(ds, { projectId: p, name: `Bando locale ${p}`, end_date: '2099-12-31' });
  // B's rows carry the marker in every text column that takes it (a column with a check or a
  // unique rule that refuses it keeps its value)
  for (const table of Object.keys(TENANT_TABLES)) {
    const cols: { column_name: string }[] = await ds.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND data_type IN ('text', 'character varying')`,
      [table],
    );
    for (const { column_name } of cols) {
      try {
        await ds.query(`UPDATE "${table}" SET "${column_name}" = left("${column_name}" || ' ${MARKER}', 2000) WHERE project_id = $1`, [B]);
      } catch {
        // refused by a constraint: kept
      }
    }
  }
  for (const p of [A, B]) {
    firstIds[p] = {};
    for (const table of Object.keys(TENANT_TABLES)) {
      const hasId = await ds.query(
        `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'`,
        [table],
      );
      if (!hasId.length) continue;
      const [row] = await ds.query(`SELECT id FROM "${table}" WHERE project_id = $1 ORDER BY id LIMIT 1`, [p]);
      if (row) firstIds[p][table] = row.id;
    }
  }
  const onlyA = await createUser(ds, 'local-administrator', [A]);
  const onlyB = await createUser(ds, 'local-administrator', [B]);
  userOf = {
    [A]: await ds.getRepository(User).findOneByOrFail({ id: onlyA.id }),
    [B]: await ds.getRepository(User).findOneByOrFail({ id: onlyB.id }),
  };
}, 120_000);
afterAll(() => app?.close());

/** The parameter names of a function, from its source (TypeScript keeps them in the compiled code). */
function parameterNames(fn: (...args: unknown[]) => unknown): string[] {
  const src = fn.toString();
  const open = src.indexOf('(');
  let depth = 0;
  let end = open;
  for (let i = open; i < src.length; i++) {
    if ('([{'.includes(src[i])) depth++;
    else if (')]}'.includes(src[i])) depth--;
    if (depth === 0) {
      end = i;
      break;
    }
  }
  const out: string[] = [];
  let part = '';
  depth = 0;
  for (const ch of src.slice(open + 1, end)) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      out.push(part);
      part = '';
    } else part += ch;
  }
  if (part.trim()) out.push(part);
  return out.map((p) =>
    p
      .trim()
      .split(/[=:\s]/)[0]
      .replace(/^\.\.\./, ''),
  );
}

/** The table a parameter's record id belongs to, by its name (clientId -> clients). */
const ID_TABLES: Record<string, string> = {
  client: 'clients',
  announcement: 'announcements',
  call: 'calls',
  referent: 'referents',
  negotiation: 'negotiations',
  task: 'tasks',
  newsletter: 'newsletters',
  subscriber: 'newsletter_subscribers',
  view: 'saved_views',
  import: 'client_imports',
  dossier: 'dossier_items',
  document: 'client_documents',
  share: 'announcement_shares',
  notification: 'notifications',
  bulk: 'bulk_jobs',
  template: 'announcement_templates',
  operation: 'undertaking_operations',
  job: 'bulk_jobs',
  item: 'dossier_items',
  link: 'dossier_upload_links',
};

/** The table of a repository's own records, from its class name (ClientsRepository -> clients). */
function ownTable(className: string): string | undefined {
  const base = className
    .replace(/Repository$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();
  return [base, `${base}s`, base.replace(/s$/, '')].find((t) => t in TENANT_TABLES);
}

/** The arguments environment `caller` passes, with the ids of environment `target`'s records. */
function argumentsFor(names: string[], className: string, caller: number, target: number): unknown[] {
  const ids = firstIds[target];
  const idOf = (table: string | undefined) => (table && ids[table] !== undefined ? ids[table] : ids.clients);
  return names.map((raw) => {
    const name = raw.toLowerCase();
    if (['tq', 'owner', 'tenant', 'scoped'].includes(name)) return new TenantQuery(ds, caller);
    if (['em', 'db', 'ds', 'manager', 'datasource', 'queryable', 'runner'].includes(name)) return ds;
    if (name === 'projectid' || name === 'project' || name === 'projectids') return name.endsWith('s') ? [caller] : caller;
    if (name === 'ctx' || name === 'context') return { user: userOf[caller], projectId: caller };
    if (name === 'user' || name === 'actor' || name === 'viewer') return userOf[caller];
    if (name === 'userid' || name === 'actorid' || name === 'ownerid') return userOf[target].id;
    if (name === 'visible' || name === 'where' || name === 'condition' || name === 'cond') return sql`TRUE`;
    if (['today', 'from', 'to', 'date', 'day', 'since', 'until'].includes(name))
      return name === 'to' || name === 'until' ? '2099-12-31' : '2000-01-01';
    if (['take', 'limit'].includes(name)) return 50;
    if (['skip', 'offset'].includes(name)) return 0;
    if (name === 'id' || name === 'recordid') return idOf(ownTable(className));
    if (name === 'ids') return [idOf(ownTable(className))];
    const m = /^(.*?)(id|ids)$/.exec(name);
    if (m && m[1]) {
      const table = ID_TABLES[m[1].replace(/_$/, '')];
      return m[2] === 'ids' ? [idOf(table)] : idOf(table);
    }
    return {};
  });
}

/** Whether a parameter names a record of a known table (clientId, referentId, userId…), not a bare `id`. */
function namesRecord(names: string[]): boolean {
  return names.some((n) => {
    const m = /^(.*?)Ids?$/.exec(n);
    return !!m && (m[1] === 'user' || !!ID_TABLES[m[1].toLowerCase()]);
  });
}

/** Where in `value` a row of environment `env` shows: a string with MARKER or a project_id of env; '' when nowhere. */
function rowOf(value: unknown, env: number, depth = 0, seen = new Set<unknown>()): string {
  if (depth > 8 || value == null) return '';
  if (typeof value === 'string') return value.includes(MARKER) ? value.slice(0, 120) : '';
  if (typeof value !== 'object' || seen.has(value)) return '';
  seen.add(value);
  if (value instanceof TenantQuery || Buffer.isBuffer(value)) return '';
  const entries: [string, unknown][] =
    value instanceof Map
      ? [...value.entries()].map(([k, v]) => [String(k), v])
      : value instanceof Set
        ? [...value].map((v) => ['', v])
        : Object.entries(value);
  for (const [k, v] of entries) {
    if (k === 'project_id' && Number(v) === env) return `project_id ${env}`;
    const found = rowOf(v, env, depth + 1, seen);
    if (found) return found;
  }
  return '';
}

/** A checksum of every environment-owned table's rows of environment `env`. */
async function checksum(env: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.keys(TENANT_TABLES)) {
    const [row] = await ds.query(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM "${table}" t WHERE project_id = $1`,
      [env],
    );
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

interface Target {
  className: string;
  file: string;
  instance: Record<string, unknown>;
  methods: string[];
}

/** Every repository class of src/modules outside the allow-list, as Nest built it (or built here on the DataSource). */
function repositories(): Target[] {
  const nest = new Map<unknown, unknown>();
  for (const mod of app.handle.app.get(ModulesContainer).values())
    for (const wrapper of mod.providers.values()) if (wrapper.instance && wrapper.metatype) nest.set(wrapper.metatype, wrapper.instance);
  const out: Target[] = [];
  const files = fs
    .readdirSync(MODULES, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.repository.ts'))
    .map((e) => path.relative(path.join(MODULES, '..'), path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !UNSCOPED_SQL_ALLOWED[f])
    .sort();
  for (const file of files) {
    const exported = require(path.join(MODULES, '..', file)) as Record<string, unknown>;
    for (const [name, cls] of Object.entries(exported)) {
      if (typeof cls !== 'function' || !/Repository$/.test(name)) continue;
      const instance = (nest.get(cls) ?? (cls.length <= 1 ? new (cls as new (d: DataSource) => unknown)(ds) : undefined)) as
        | Record<string, unknown>
        | undefined;
      if (!instance) continue;
      const methods = Object.getOwnPropertyNames(cls.prototype).filter(
        (m) => m !== 'constructor' && typeof (cls.prototype as Record<string, unknown>)[m] === 'function',
      );
      out.push({ className: name, file, instance, methods });
    }
  }
  return out;
}

/** Calls every method of every repository as `caller` with `target`'s ids; answers what each gave. */
async function scan(caller: number, target: number): Promise<{ calls: number; answered: number; leaks: string[] }> {
  let calls = 0;
  let answered = 0;
  const leaks: string[] = [];
  for (const repo of repositories()) {
    for (const method of repo.methods) {
      const fn = repo.instance[method] as (...args: unknown[]) => unknown;
      const args = argumentsFor(parameterNames(fn), repo.className, caller, target);
      calls++;
      let timer: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          Promise.resolve(fn.apply(repo.instance, args)),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CALL_TIMEOUT_MS))),
        ]);
        answered++;
        const found = rowOf(result, target);
        if (found) leaks.push(`${repo.file} ${repo.className}.${method}: ${found}`);
        // a yes/no question about a record of B named by its parameter (hasClient(tq, clientId)…) answers no
        else if (caller !== target && result === true && /^(has|is|sees)[A-Z]/.test(method) && namesRecord(parameterNames(fn)))
          leaks.push(`${repo.file} ${repo.className}.${method}: true for a record of environment ${target}`);
      } catch (err) {
        if ((err as Error).message === 'timeout')
          leaks.push(`${repo.file} ${repo.className}.${method}: no answer in ${CALL_TIMEOUT_MS} ms`);
      } finally {
        clearTimeout(timer);
      }
    }
  }
  return { calls, answered, leaks };
}

it('every repository method called as environment A with the ids of B answers no row of B and changes none of them', async () => {
  const before = await checksum(B);
  const { calls, answered, leaks } = await scan(A, B);
  expect(leaks).toEqual([]);
  expect(await checksum(B)).toEqual(before);
  // the scan did call the repositories: most methods answered
  expect(calls).toBeGreaterThan(150);
  expect(answered).toBeGreaterThan(calls / 3);
}, 600_000);

it('the same methods called as B find B rows: the scan sees a row of B when it is there', async () => {
  const { leaks: found } = await scan(B, B);
  // lists, records and searches of clients, negotiations, referents, tasks, templates, reminders, state aid imports
  expect(found.length).toBeGreaterThanOrEqual(8);
}, 600_000);
