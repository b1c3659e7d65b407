import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of test/no-database.cjs run once (docs/testing.md#tests-that-run-once): in .ci/run on the PostgreSQL lane.
 * This keeps the list honest: a listed file that starts an app, opens a database, imports the
 * factories or the test helpers (which do both) would lose one database's run silently.
 */
const NO_DATABASE: string[] = require('./no-database.cjs');
const DATABASE_USE =
  /\b(startTestApp|openDatabase|createApp|migrateAndSeed|DataSource|dataSource|DATABASE_URL)\b|from '\.\/(helpers|factories|clients-factories)'/;

describe('test files that touch no SQL', () => {
  it.each(NO_DATABASE.filter((f) => f !== 'no-database.test.ts'))('%s starts no app and opens no database', (file) => {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    expect(source.match(DATABASE_USE)?.[0] ?? null).toBeNull();
  });

  it('the scanner sees a database use', () => {
    expect(DATABASE_USE.test("import { startTestApp } from './helpers';")).toBe(true);
    expect(DATABASE_USE.test('const db = await openDatabase(config);')).toBe(true);
    expect(DATABASE_USE.test("import { generateOpenApiJson } from '../src/openapi';")).toBe(false);
  });
});
