import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './helpers';

/**
 * Issue 9: the TypeORM entities agree with the migrated schema (docs/architecture.md, "Entities
 * and SQL-only tables"): every entity column exists with the same type, length and nullability,
 * and the entities of the tables the code writes through TypeORM map every column of their table.
 */
const WRITTEN_THROUGH_TYPEORM = ['users', 'projects', 'project_users', 'access_tokens', 'password_resets', 'federation_remotes'];

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
}

let app: TestApp;
let ds: DataSource;
let schema: Map<string, Map<string, DbColumn>>;

beforeAll(async () => {
  app = await startTestApp();
  ds = app.dataSource;
  const rows: DbColumn[] = await ds.query(
    `SELECT table_name, column_name, data_type, is_nullable, character_maximum_length
       FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  schema = new Map();
  for (const r of rows) {
    if (!schema.has(r.table_name)) schema.set(r.table_name, new Map());
    schema.get(r.table_name)!.set(r.column_name, r);
  }
});
afterAll(() => app.close());

/** The information_schema `data_type` a TypeORM column maps to. */
function expectedType(ds: DataSource, column: Parameters<DataSource['driver']['normalizeType']>[0] & { isArray?: boolean }): string {
  if (column.isArray) return 'ARRAY';
  return ds.driver.normalizeType(column);
}

describe('entities and the migrated schema', () => {
  it('every entity column exists with the same type, length and nullability', () => {
    const problems: string[] = [];
    for (const meta of ds.entityMetadatas) {
      const table = schema.get(meta.tableName);
      if (!table) {
        problems.push(`${meta.name}: table ${meta.tableName} missing`);
        continue;
      }
      for (const col of meta.columns) {
        const db = table.get(col.databaseName);
        const where = `${meta.tableName}.${col.databaseName}`;
        if (!db) {
          problems.push(`${where}: column missing in the schema`);
          continue;
        }
        const type = expectedType(ds, col);
        if (type !== db.data_type) problems.push(`${where}: entity ${type}, schema ${db.data_type}`);
        if (col.isNullable !== (db.is_nullable === 'YES'))
          problems.push(`${where}: entity nullable ${col.isNullable}, schema ${db.is_nullable}`);
        if (col.length && Number(col.length) !== db.character_maximum_length)
          problems.push(`${where}: entity length ${col.length}, schema ${db.character_maximum_length}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the tables written through TypeORM are mapped completely', () => {
    const problems: string[] = [];
    for (const t of WRITTEN_THROUGH_TYPEORM) {
      const meta = ds.entityMetadatas.find((m) => m.tableName === t);
      if (!meta) {
        problems.push(`${t}: no entity`);
        continue;
      }
      const mapped = new Set(meta.columns.map((c) => c.databaseName));
      for (const c of schema.get(t)?.keys() ?? []) if (!mapped.has(c)) problems.push(`${t}.${c}: not in entity ${meta.name}`);
    }
    expect(problems).toEqual([]);
  });
});
