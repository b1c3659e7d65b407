import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseUnavailableError, openDatabase } from '../src/database/database';
import { startEmbeddedDatabase } from '../src/database/embedded';

/**
 * Issue 8, start and stop (the process-level half is e2e/tests/lifecycle.test.mjs): the embedded
 * folder lock of a dead process is taken over at once, a live one is refused, and an unreachable
 * DATABASE_URL is named (host, port) in Italian and English without its password.
 */
jest.setTimeout(60_000);

const tmpDirs: string[] = [];
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-lock-'));
  tmpDirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Pid of a process that has just exited (so certainly not alive). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

test('a lock left by a killed process (fresh mtime) is taken over at once', async () => {
  const dir = tmp();
  // what kill -9 leaves behind: the lock folder, just refreshed, and its owner record
  fs.mkdirSync(path.join(dir, 'db.lock'));
  fs.writeFileSync(
    path.join(dir, 'db.lock.owner'),
    JSON.stringify({ pid: await deadPid(), hostname: os.hostname(), started_at: new Date().toISOString() }),
  );
  // proper-lockfile alone would refuse this lock (ELOCKED) until its mtime is 15 s old: starting
  // at all proves the takeover (no retries are configured, so nothing waits for the stale window)
  const db = await startEmbeddedDatabase(dir);
  await db.close();
  expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'db.lock.owner'))).toBe(false);
});

test('a lock held by a live process is refused with an Italian and English message', async () => {
  const dir = tmp();
  const first = await startEmbeddedDatabase(dir);
  try {
    await expect(startEmbeddedDatabase(dir)).rejects.toThrow(
      /già in uso da un altro processo.*pid \d+.*locked by another running process/s,
    );
    // a record that names a live process of this host is honoured too (here: our own parent)
  } finally {
    await first.close();
  }
  fs.mkdirSync(path.join(dir, 'db.lock'));
  fs.writeFileSync(
    path.join(dir, 'db.lock.owner'),
    JSON.stringify({ pid: process.ppid, hostname: os.hostname(), started_at: new Date().toISOString() }),
  );
  await expect(startEmbeddedDatabase(dir)).rejects.toThrow(/già in uso/);
});

test('an unreachable DATABASE_URL names host and port, in Italian and English, never the password', async () => {
  const url = 'postgres://mario:S3greto%21Pw@127.0.0.1:1/bandi_prod';
  const err = await openDatabase({ databaseUrl: url, dataDir: tmp() }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(DatabaseUnavailableError);
  const message = (err as Error).message;
  expect(message).toContain('Impossibile connettersi al database PostgreSQL su 127.0.0.1:1');
  expect(message).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1');
  expect(message).toContain('connessione rifiutata');
  expect(message).toContain('"bandi_prod"');
  expect(message).not.toMatch(/S3greto/);
});
