import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { generateCommand } from '../src/bench/generate-cli';

/**
 * `npm run generate:bulk` (issue 32): `--help` prints the usage and opens no database; without an
 * explicit target (--database-url or --embedded) the command refuses with exit code 2 and writes
 * nothing, even with DATABASE_URL or DATA_DIR set; with one it prints what it wrote.
 */

/** Runs the command; its output and error lines. */
async function run(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await generateCommand(
    argv,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

/** Environments in the suite's PostgreSQL database (null on the embedded pass). */
async function projectsOnServer(): Promise<number | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM projects')).rows[0].n;
  } finally {
    await c.end();
  }
}

let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
beforeEach(() => {
  // the configured embedded database, were the command to fall back on it: an empty folder
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-generate-'));
  process.env.DATA_DIR = dataDir;
});
afterEach(() => {
  process.env.DATA_DIR = savedDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('--help prints options, defaults and units, exits 0 and touches no database', async () => {
  const before = await projectsOnServer();
  const r = await run(['--help', '--clients', '5']);
  expect(r.code).toBe(0);
  expect(r.err).toEqual([]);
  const text = r.out.join('\n');
  for (const option of ['--database-url <url>', '--embedded <cartella>', '--clients <n>', '--calls <n>', '--project <id>', '--seed <n>'])
    expect(text).toContain(option);
  expect(text).toMatch(/default 100000/);
  expect(text).toMatch(/default 10000;/);
  expect(fs.readdirSync(dataDir)).toEqual([]);
  expect(await projectsOnServer()).toBe(before);
});

test('without --database-url or --embedded it refuses with exit code 2, one Italian + English line, and writes nothing', async () => {
  const before = await projectsOnServer();
  const r = await run(['--clients', '5', '--calls', '2']);
  expect(r.code).toBe(2);
  expect(r.out).toEqual([]);
  expect(r.err).toHaveLength(1);
  expect(r.err[0]).toMatch(/^Nessuna destinazione: .* \/ No target: /);
  // bad input is refused the same way before anything is opened
  expect((await run(['--embedded', dataDir, '--clients', 'tanti'])).code).toBe(2);
  expect((await run(['--clientz', '5'])).code).toBe(2);
  expect((await run(['--embedded', dataDir, '--database-url', 'postgres://x@127.0.0.1/y'])).code).toBe(2);
  expect(fs.readdirSync(dataDir)).toEqual([]);
  expect(await projectsOnServer()).toBe(before);
});

test('with a target it writes a new environment and prints the rows per table, the environment, the target and the time', async () => {
  const url = process.env.DATABASE_URL;
  // embedded pass: a copy of the suite's migrated template (global-setup.ts), not an empty folder
  const template = process.env.BANDI_TEST_TEMPLATE_DIR;
  if (!url && template) fs.cpSync(template, dataDir, { recursive: true });
  const r = await run([...(url ? ['--database-url', url] : ['--embedded', dataDir]), '--clients', '4', '--calls', '3', '--seed', '7']);
  expect(r.err).toEqual([]);
  expect(r.code).toBe(0);
  const text = r.out.join('\n');
  expect(text).toMatch(url ? /^Destinazione \/ target: PostgreSQL postgres:\/\// : /^Destinazione \/ target: PGlite \//);
  const project = Number(/Ambiente \/ environment: (\d+) "Demo grande [^"]+" \(nuovo \/ new\)/.exec(text)?.[1]);
  expect(project).toBeGreaterThan(0);
  expect(text).toMatch(/ clients +4 righe \/ rows/);
  expect(text).toMatch(/ client_search +4 righe/);
  expect(text).toMatch(/ announcements +3 righe/);
  expect(text).toMatch(/Tempo \/ time: \d+\.\d s/);
  if (url) {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      expect((await c.query('SELECT count(*)::int AS n FROM clients WHERE project_id = $1', [project])).rows[0].n).toBe(4);
      await c.query('DELETE FROM projects WHERE id = $1', [project]);
    } finally {
      await c.end();
    }
  }
}, 120_000);
