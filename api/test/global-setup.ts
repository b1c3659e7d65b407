import { Client } from 'pg';

/**
 * With DATABASE_URL (PostgreSQL server) the schema is emptied once before the suite so the
 * migrations run from scratch; refused unless the database name contains "test" or
 * ALLOW_TEST_DB_RESET=true, so a real database is never wiped. Without DATABASE_URL each test
 * file starts its own embedded PGlite in a temporary folder (see helpers.ts).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const dbName = new URL(url).pathname.slice(1);
  if (!/test/i.test(dbName) && process.env.ALLOW_TEST_DB_RESET !== 'true') {
    throw new Error(`Refusing to reset database "${dbName}": use a database whose name contains "test"`);
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}
