import fs from 'node:fs';
import { adminQuery } from './global-setup';

/**
 * Removes the suite's template (global-setup.ts): the embedded folder unless it is kept
 * (BANDI_TEST_TEMPLATE_KEEP; each file removes its own copy), or the PostgreSQL template database
 * (the test database itself stays, for a look after a failure).
 */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.BANDI_TEST_TEMPLATE_DIR;
  // a kept template (BANDI_TEST_TEMPLATE_KEEP) stays for the next run that names it
  if (template && template !== process.env.BANDI_TEST_TEMPLATE_KEEP) fs.rmSync(template, { recursive: true, force: true });
  const pgTemplate = process.env.BANDI_TEST_PG_TEMPLATE;
  if (pgTemplate && process.env.DATABASE_URL)
    await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS "${pgTemplate}" WITH (FORCE)`);
}
