import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** Connections the socket server accepts; the TypeORM pool must not be larger (DESIGN.md §2). */
export const EMBEDDED_MAX_CONNECTIONS = 8;
/** Size of the `pg` pool used against the embedded server. */
export const EMBEDDED_POOL_SIZE = 4;

export interface EmbeddedDatabase {
  /** Options for the `pg` driver: unix-socket folder as host, any user/password. */
  connection: { host: string; port: number; user: string; password: string; database: string };
  /** CHECKPOINT, stop the socket server, close PGlite, release the folder lock. */
  close(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL (PGlite, data in `<dataDir>/pgdata`) and serves it with
 * pglite-socket on a unix socket inside `dataDir` (never on a network interface: it accepts any
 * password). Takes an exclusive lock on the folder first: a second process on the same folder
 * throws at once with an Italian/English message instead of corrupting it.
 *
 * Limits (README): single process, not power-loss safe; production uses PostgreSQL (DATABASE_URL).
 * @throws Error when the folder is locked by another running process.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'db.lock'), stale: 15000, update: 5000 });
  } catch (err) {
    throw new Error(
      `Il database incorporato in ${dataDir} è già in uso da un altro processo (embedded database folder is locked by another process). ` +
        `Fermare l'altro processo o impostare DATA_DIR/DATABASE_URL. (${(err as Error).message})`,
    );
  }
  // A unix socket path must stay short (108 bytes on Linux): use a temp dir when DATA_DIR is deep.
  let socketDir = path.join(dataDir, 'sock');
  if (socketDir.length > 80) socketDir = fs.mkdtempSync('/tmp/bandi-pg-');
  fs.mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  if (fs.existsSync(socketPath)) fs.rmSync(socketPath); // left by a crash; we hold the lock

  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();

  let closed = false;
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', password: 'postgres', database: 'postgres' },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await server.stop();
        // CHECKPOINT is best effort: after a failed start PGlite may refuse it, closing still flushes
        await db.query('CHECKPOINT').catch(() => undefined);
        await db.close();
      } finally {
        await release();
      }
    },
  };
}
