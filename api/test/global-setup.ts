import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrateAndSeed, openDatabase } from '../src/database/database';
import { seed } from '../src/database/seed/seed';

/**
 * With DATABASE_URL (PostgreSQL server) the schema is emptied once before the suite so the
 * migrations run from scratch; refused unless the database name contains "test" or
 * ALLOW_TEST_DB_RESET=true, so a real database is never wiped.
 * Without DATABASE_URL: one embedded PGlite folder is created, migrated and seeded here, and
 * every test file starts from its own copy of it (BANDI_TEST_TEMPLATE_DIR), instead of paying
 * for migrations and the reference-data load again in each file.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const dbName = new URL(url).pathname.slice(1);
    if (!/test/i.test(dbName) && process.env.ALLOW_TEST_DB_RESET !== 'true') {
      throw new Error(`Refusing to reset database "${dbName}": use a database whose name contains "test"`);
    }
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS pgboss CASCADE;');
    await client.end();
    return;
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-template-'));
  const db = await openDatabase({ databaseUrl: undefined, dataDir: template });
  try {
    await migrateAndSeed(db.dataSource, (ds) => seed(ds, { demo: true }));
  } finally {
    await db.close();
  }
  fs.rmSync(path.join(template, 'sock'), { recursive: true, force: true });
  process.env.BANDI_TEST_TEMPLATE_DIR = template;
}
