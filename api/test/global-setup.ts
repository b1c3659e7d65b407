import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { testTmpBase } from './tmp-base';
import type * as AppFactory from '../src/app.factory';
import type * as VerdictsService from '../src/modules/eligibility/eligibility-verdicts.service';
import type * as Config from '../src/config';

/**
 * Builds the suite's database once (docs/testing.md#test-databases): migrations from an empty
 * database, reference data and the demo seed. Every test file then starts from a copy of it
 * instead of migrating and seeding again.
 * - DATABASE_URL (PostgreSQL server): the database `<name>_template` is built, then the test
 *   database is made again as `CREATE DATABASE <name> TEMPLATE <name>_template` (0.6 s against
 *   about 29 s for migrations and seed), and `startTestApp({ isolated: true })` copies it the
 *   same way (BANDI_TEST_PG_TEMPLATE). Refused unless the database name contains "test" or
 *   ALLOW_TEST_DB_RESET=true, so a real database is never wiped.
 * - Without DATABASE_URL: one embedded PGlite folder is built, and each test file copies it
 *   (BANDI_TEST_TEMPLATE_DIR). With BANDI_TEST_TEMPLATE_KEEP=<folder> it is built in that folder,
 *   kept after the run, and used as it is by the next run given the same folder (.ci/run: the
 *   embedded lane builds it, the timing-bound stage reuses it).
 */
export default async function globalSetup(): Promise<void> {
  const before = new Set(Object.getOwnPropertyNames(globalThis));
  try {
    await setUp();
  } finally {
    forgetNewGlobals(before);
  }
}

/**
 * Removes from Node's own global object what the template's app left there (`before`: the names
 * it had before): class-validator's, TypeORM's and @nestjs/swagger's metadata stores and tslib's
 * helpers. Jest (jest-environment-node) gives every test file's global a getter for each property
 * Node's global has when the first file starts, so a store left here was shared by every file of
 * a `--runInBand` run: each file's DTO and entity classes were added to it and kept, with the
 * file's whole module graph (about 35 MB a file: 4 GB, the heap's limit, after a hundred files,
 * where the last files of a CI lane ran 5 to 20 times slower than alone), and each class-validator
 * lookup and TypeORM start scanned the classes of every earlier file. docs/testing.md#one-process.
 */
function forgetNewGlobals(before: Set<string>): void {
  const global = globalThis as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(globalThis)) if (!before.has(name)) delete global[name];
}

async function setUp(): Promise<void> {
  // test-only argon2id cost (docs/testing.md#password-cost): the suite logs in hundreds of times;
  // security-password.test.ts asserts the production parameters with the variable unset
  process.env.BANDI_TEST_PASSWORD_COST = 'low';
  // the verdict store's job off in every app the tests start from process.env (startTestApp turns it
  // on for `{ verdicts: true }`): on the PostgreSQL lane the files share one database, and each
  // app's job drained the other files' changes (a reference-data change: every file's pairs)
  process.env.ELIGIBILITY_VERDICTS_JOB = 'off';
  const url = process.env.DATABASE_URL;
  if (url) {
    const dbName = new URL(url).pathname.slice(1);
    if (!/test/i.test(dbName) && process.env.ALLOW_TEST_DB_RESET !== 'true') {
      throw new Error(`Refusing to reset database "${dbName}": use a database whose name contains "test"`);
    }
    const templateName = `${dbName}_template`;
    await adminQuery(url, `DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${templateName}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    await buildTemplate(fs.mkdtempSync(path.join(testTmpBase(), 'bandi-template-')), templateUrl.toString());
    await adminQuery(url, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${dbName}" TEMPLATE "${templateName}"`);
    process.env.BANDI_TEST_PG_TEMPLATE = templateName;
    return;
  }
  // BANDI_TEST_TEMPLATE_KEEP=<folder> (.ci/run): the template is built there once and kept, and a
  // later run with the same folder and the same code uses it as it is (the timing-bound stage
  // after the embedded lane: 18-22 s of migrations and seed less, alone on the machine)
  const keep = process.env.BANDI_TEST_TEMPLATE_KEEP;
  if (keep && fs.existsSync(path.join(keep, TEMPLATE_COMPLETE))) {
    process.env.BANDI_TEST_TEMPLATE_DIR = keep;
    return;
  }
  if (keep) fs.rmSync(keep, { recursive: true, force: true });
  const template = keep ? (fs.mkdirSync(keep, { recursive: true }), keep) : fs.mkdtempSync(path.join(testTmpBase(), 'bandi-template-'));
  await buildTemplate(template, undefined);
  for (const f of ['sock', 'outbox', 'uploads', 'web']) fs.rmSync(path.join(template, f), { recursive: true, force: true });
  // written last: a build that failed half-way is built again by the next run
  if (keep) fs.writeFileSync(path.join(template, TEMPLATE_COMPLETE), new Date().toISOString());
  process.env.BANDI_TEST_TEMPLATE_DIR = template;
}

/** The file that marks a kept template (BANDI_TEST_TEMPLATE_KEEP) as completely built. */
export const TEMPLATE_COMPLETE = '.template-complete';

/**
 * Starts the whole app once on the template, as startTestApp does (test/helpers.ts), and stops it:
 * migrations, reference data, demo seed, and what the first start of the app adds besides (the
 * job queue's schema, 1 s of each file's start on the embedded database), then the eligibility
 * verdict store filled from the seed (docs/architecture.md#eligibility-verdict-store): without it
 * each test app's first verdict job evaluated every demo pair again.
 */
async function buildTemplate(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'web'),
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // required here, not imported at the top: their metadata stores are made on the global after
  // globalSetup's list of names (forgetNewGlobals)
  const { createApp } = require('../src/app.factory') as typeof AppFactory;
  const { EligibilityVerdictsService } = require('../src/modules/eligibility/eligibility-verdicts.service') as typeof VerdictsService;
  const { loadConfig } = require('../src/config') as typeof Config;
  const handle = await createApp(loadConfig(env), { logger: false });
  await handle.app.get(EligibilityVerdictsService).drain();
  await handle.close();
  if (databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Runs one statement on the server's `postgres` database (CREATE/DROP DATABASE cannot run in the target). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
