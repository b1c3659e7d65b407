import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { raw, sql } from '../src/common/tenancy/sql';
import { TenantQuery, UnscopedStatementError } from '../src/common/tenancy/tenant-query';
import { TENANT_CHILD_TABLES, TENANT_TABLES } from '../src/common/tenancy/tenant-tables';
import { createClient, createProject } from './factories';
import { startTestApp, type TestApp } from './helpers';
import { findUnscopedStatements, sourceFiles, type SqlFinding } from './sql-scanner';
import { UNSCOPED_SQL_ALLOWED } from './tenancy-allowlist';

/**
 * Issue 9, acceptance 4: every SQL statement on an environment-owned table goes through the
 * scoped helpers (src/common/tenancy), or is listed with a reason in tenancy-allowlist.ts. The
 * owned tables come from the migrated schema (columns named project_id) plus the declared child
 * tables, whose foreign key to the parent is checked too.
 */
const SRC = path.join(__dirname, '..', 'src');
/** The helpers themselves build the scoped statements. */
const HELPERS = 'common/tenancy/';

let app: TestApp;
let ds: DataSource;
let owned: Set<string>;

beforeAll(async () => {
  app = await startTestApp();
  ds = app.dataSource;
  const rows: { table_name: string }[] = await ds.query(
    `SELECT DISTINCT c.table_name FROM information_schema.columns c JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.column_name = 'project_id' ORDER BY 1`,
  );
  owned = new Set([...rows.map((r) => r.table_name), ...Object.keys(TENANT_CHILD_TABLES)]);
});
afterAll(() => app.close());

function scanSource(): SqlFinding[] {
  return sourceFiles(SRC)
    .filter((f) => !f.startsWith(HELPERS) && !f.startsWith('database/migrations/'))
    .flatMap((f) => findUnscopedStatements(fs.readFileSync(path.join(SRC, f), 'utf8'), f, owned));
}

describe('environment-owned tables', () => {
  it('the registry lists exactly the tables with a project_id column of the migrated schema', async () => {
    const withProject = [...owned].filter((t) => !(t in TENANT_CHILD_TABLES)).sort();
    expect(Object.keys(TENANT_TABLES).sort()).toEqual(withProject);
    const nullable: { table_name: string; is_nullable: string }[] = await ds.query(
      `SELECT table_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'project_id'`,
    );
    for (const r of nullable)
      if (TENANT_TABLES[r.table_name])
        expect([r.table_name, TENANT_TABLES[r.table_name].shared]).toEqual([r.table_name, r.is_nullable === 'YES']);
  });

  it('each declared child table references its parent through its foreign key', async () => {
    for (const [child, { parent, fk }] of Object.entries(TENANT_CHILD_TABLES)) {
      const [ref] = await ds.query(
        `SELECT ccu.table_name AS parent FROM information_schema.key_column_usage k
           JOIN information_schema.table_constraints tc ON tc.constraint_name = k.constraint_name AND tc.constraint_type = 'FOREIGN KEY'
           JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = k.constraint_name
          WHERE k.table_name = $1 AND k.column_name = $2`,
        [child, fk],
      );
      expect([child, ref?.parent]).toEqual([child, parent]);
    }
  });
});

describe('SQL outside the scoped helpers', () => {
  it('the scanner catches an unscoped statement and passes the scoped builder', () => {
    const tables = new Set(['clients', 'client_locations']);
    const source = [
      "const a = await em.query('SELECT * FROM clients WHERE id = $1', [id]);",
      'const b = await em.query(`DELETE FROM client_locations WHERE client_id = ${x}`);',
      'const c = await tq.query(sql`SELECT * FROM clients c WHERE c.id = ${id} AND ${tq.scope("c")}`);',
      "const d = await em.query('SELECT * FROM regions');",
      "const e = 'Seleziona il cliente dalla lista';",
    ].join('\n');
    const found = findUnscopedStatements(source, 'x.ts', tables);
    expect(found.map((f) => [f.line, f.tables])).toEqual([
      [1, ['clients']],
      [2, ['client_locations']],
    ]);
  });

  it('no file holds more (or fewer) unscoped statements than the allow-list says', () => {
    const byFile = new Map<string, SqlFinding[]>();
    for (const f of scanSource()) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
    const problems: string[] = [];
    for (const [file, list] of byFile) {
      const allowed = UNSCOPED_SQL_ALLOWED[file]?.count ?? 0;
      if (list.length !== allowed)
        problems.push(
          `${file}: ${list.length} unscoped statements, allow-list says ${allowed}\n` +
            list.map((f) => `  line ${f.line} [${f.tables.join(', ')}]: ${f.text}`).join('\n'),
        );
    }
    for (const [file, { count }] of Object.entries(UNSCOPED_SQL_ALLOWED))
      if (!byFile.has(file) && count) problems.push(`${file}: allow-list says ${count}, none found (lower the entry)`);
    expect(problems).toEqual([]);
  });

  it('every allow-list entry gives a reason', () => {
    for (const [file, e] of Object.entries(UNSCOPED_SQL_ALLOWED)) expect([file, e.reason.length > 3]).toEqual([file, true]);
  });
});

describe('TenantQuery on the real database', () => {
  it('refuses a statement without the environment condition', async () => {
    const tq = new TenantQuery(ds, 1);
    await expect(tq.query(sql`SELECT id FROM clients WHERE id = ${1}`)).rejects.toBeInstanceOf(UnscopedStatementError);
    // the condition of another TenantQuery does not count
    const other = new TenantQuery(ds, 2);
    await expect(tq.query(sql`SELECT id FROM clients c WHERE ${other.scope('c')}`)).rejects.toBeInstanceOf(UnscopedStatementError);
  });

  it('binds the environment as a parameter and never shows another environment’s rows', async () => {
    const a = await createProject(ds);
    const b = await createProject(ds);
    const ca = await createClient(ds, a, { business_name: 'Tenancy A' });
    const cb = await createClient(ds, b, { business_name: 'Tenancy B' });
    const tq = new TenantQuery(ds, a);
    const stmt = sql`SELECT c.id FROM clients c WHERE ${tq.scope('c')} ORDER BY ${raw('c.id')}`;
    expect(stmt.compile().text).toBe('SELECT c.id FROM clients c WHERE c.project_id = $1 ORDER BY c.id');
    const ids = (await tq.query<{ id: number }>(stmt)).map((r) => r.id);
    expect(ids).toContain(ca);
    expect(ids).not.toContain(cb);
    const clients = tq.repo('clients');
    expect(await clients.findOne({ id: cb })).toBeUndefined();
    expect(await clients.update({ id: cb }, { note: 'x' })).toEqual([]);
    expect(await clients.delete({ id: cb })).toBe(0);
    await expect(clients.guardedUpdate(cb, { expected: undefined, userId: null, notFound: 'clients.not_found' })).rejects.toMatchObject({
      status: 404,
    });
    // a child row of another environment's parent: not inserted, not read, not deleted
    const locations = tq.repo('client_locations');
    await expect(locations.insert({ client_id: cb, kind: 'legal', nation: 'Italia' })).rejects.toMatchObject({ status: 404 });
    await new TenantQuery(ds, b).repo('client_locations').insert({ client_id: cb, kind: 'legal', nation: 'Italia' });
    expect(await locations.find({ client_id: cb })).toEqual([]);
    expect(await locations.delete({ client_id: cb })).toBe(0);
    expect(await new TenantQuery(ds, b).repo('client_locations').count({ client_id: cb })).toBe(1);
    const own = await locations.insert({ client_id: ca, kind: 'legal', nation: 'Italia' });
    expect(own.client_id).toBe(ca);
    expect(await clients.count({ id: [ca, cb] })).toBe(1);
  });
});
