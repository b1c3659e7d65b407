import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import lockfile from 'proper-lockfile';
import { Worker } from 'node:worker_threads';
import { DATABASE_TIME_ZONE, SESSION_SETTINGS } from './session-settings';

/**
 * Connections the socket server accepts, and the size of the `pg` pool against it: exactly ONE
 * (docs/architecture.md "Embedded database"). PGlite is a single backend session: two client
 * connections through pglite-socket interleave their extended-protocol messages (Parse/Bind/
 * Execute) and share one transaction state, so answers cross between requests. With one pool
 * connection every transaction and statement sequence has the session to itself; concurrent
 * requests wait their turn in the pool's queue.
 */
export const EMBEDDED_POOL_SIZE = 1;
/**
 * Client connections the socket server accepts: the pool's one, plus one of slack so that the
 * pool's reconnection after a dropped connection is not refused while the old handler is still
 * being torn down. Only the pool connects, and it never holds more than EMBEDDED_POOL_SIZE.
 */
export const EMBEDDED_MAX_CONNECTIONS = EMBEDDED_POOL_SIZE + 1;

/**
 * PostgreSQL's `shared_buffers` of the embedded database. PGlite's default (128MB) is allocated
 * and touched inside the WebAssembly heap when it starts, so it is resident from the first
 * second; 32MB holds the hot pages of the lists at 100,000 clients (the indexes of migrations
 * 0016/0018 and the pages a page of rows reads) and the rest is read through the operating
 * system's file cache. Measured (issue 12, bench/lists.ts): the process RSS after start goes
 * down by about 95 MB.
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * The database thread's young generation (V8 `maxYoungGenerationSizeMb` of its Worker, MB). What
 * that thread allocates lives for one statement (the wire-protocol messages in and out), so a
 * small young generation costs nothing measurable; left to V8's default it grew to its maximum
 * during a burst of statements (a new install's first start imports the 502 incentivi.gov.it
 * calls) and stayed there. Measured (issue 12, 100,000 clients): the thread's heap after that
 * start 46-51 -> 23 MB, list throughput unchanged (docs/architecture.md "Memory").
 */
export const EMBEDDED_WORKER_YOUNG_GENERATION_MB = 4;

/**
 * Lock freshness (ms): proper-lockfile refreshes the lock's mtime every `LOCK_UPDATE_MS`, and a
 * lock whose mtime is older than `LOCK_STALE_MS` counts as abandoned. The refresh runs on the API's
 * event loop, which a busy moment (a start-up, a long synchronous task; before PGlite had its own
 * thread, a long statement) can delay: at 15 s a second process once took over a live lock during
 * a slow start (CI, api/test/lifecycle.test.ts). A dead owner on this host is recognised at once
 * by its pid (`isOwnerGone`), so the mtime only matters for an owner on another host: 60 s.
 */
const LOCK_STALE_MS = 60_000;
const LOCK_UPDATE_MS = 5_000;

export interface EmbeddedDatabase {
  /** Options for the `pg` driver: unix-socket folder as host, any user/password. */
  connection: { host: string; port: number; user: string; password: string; database: string };
  /** CHECKPOINT, stop the socket server, close PGlite, release the folder lock. */
  close(): Promise<void>;
}

/** Who holds the folder lock: written beside it so that a dead owner is recognised at once. */
interface LockOwner {
  pid: number;
  hostname: string;
  started_at: string;
}

function ownerPath(dataDir: string): string {
  return path.join(dataDir, 'db.lock.owner');
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(ownerPath(dataDir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** Data folders whose lock this process holds now. */
const heldHere = new Set<string>();

/**
 * True when the process that wrote the lock of `dataDir` is certainly gone: same host, and its
 * pid is no longer alive, or is our own pid while we do not hold that lock (a container restarted
 * as pid 1 again: the pid's previous life held it).
 */
export function isOwnerGone(owner: LockOwner | null, dataDir: string): boolean {
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(dataDir);
  try {
    process.kill(owner.pid, 0);
    return false; // alive (or alive under another user: EPERM is thrown below)
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes the exclusive lock on `dataDir` (proper-lockfile, mkdir-based). When it is held by a
 * process of this host that no longer exists (kill -9, crash), the stale lock is removed at once
 * instead of waiting `LOCK_STALE_MS` for its mtime to age.
 * @throws Error (Italian + English) when another live process holds the folder.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'db.lock');
  const options = { lockfilePath: lockPath, stale: LOCK_STALE_MS, update: LOCK_UPDATE_MS, realpath: false };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (err) {
    const owner = readOwner(dataDir);
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED' || !isOwnerGone(owner, dataDir)) {
      const who = owner ? ` (pid ${owner.pid} su ${owner.hostname}, avviato ${owner.started_at})` : '';
      throw new Error(
        `Il database incorporato in ${dataDir} è già in uso da un altro processo${who} ` +
          `(embedded database folder is locked by another running process). ` +
          `Fermare l'altro processo o impostare DATA_DIR/DATABASE_URL.`,
      );
    }
    new Logger('Database').warn(
      `Blocco di ${dataDir} lasciato dal processo ${owner!.pid}, che non esiste più: rimosso (stale lock of a dead process removed)`,
    );
    fs.rmSync(lockPath, { recursive: true, force: true });
    release = await lockfile.lock(dataDir, options);
  }
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), started_at: new Date().toISOString() };
  fs.writeFileSync(ownerPath(dataDir), JSON.stringify(owner));
  heldHere.add(dataDir);
  return async () => {
    heldHere.delete(dataDir);
    fs.rmSync(ownerPath(dataDir), { force: true });
    await release();
  };
}

/** The embedded database's thread: plain CommonJS beside this file (copied to dist by the build). */
export const EMBEDDED_WORKER_FILE = path.join(__dirname, 'embedded-worker.cjs');

type WorkerMessage = { type: 'ready' } | { type: 'closed'; checkpoint: boolean } | { type: 'error'; message: string; stack?: string };

/** The next message of `worker` that `accept` takes, or an Error when the thread fails or ends first. */
function nextMessage(worker: Worker, accept: (m: WorkerMessage) => boolean): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: WorkerMessage) => {
      if (m.type === 'error') {
        cleanup();
        const err = new Error(m.message);
        if (m.stack) err.stack = m.stack;
        reject(err);
      } else if (accept(m)) {
        cleanup();
        resolve(m);
      }
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`Il database incorporato si è fermato (embedded database thread exited with code ${code})`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * Starts the embedded PostgreSQL (PGlite, data in `<dataDir>/pgdata`) in its own thread
 * (embedded-worker.cjs: a `worker_threads` Worker, so that statements run beside the API's event
 * loop, not on it) and serves it with pglite-socket on a unix socket inside `dataDir` (never on a
 * network interface: it accepts any password), to exactly one client connection
 * (EMBEDDED_POOL_SIZE). Takes an exclusive lock on the folder first: a second process on the same
 * folder throws at once with an Italian/English message instead of corrupting it; a lock left by a
 * dead process is taken over at once.
 *
 * Limits (README "The embedded database"): single process, not power-loss safe; production uses
 * PostgreSQL (DATABASE_URL).
 * @throws Error when the folder is locked by another running process, or PGlite fails to start
 *   (the lock is released again).
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  // A unix socket path must stay short (108 bytes on Linux): use a temp dir when DATA_DIR is deep.
  let socketDir = path.join(dataDir, 'sock');
  if (socketDir.length > 80) socketDir = fs.mkdtempSync('/tmp/bandi-pg-');
  fs.mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  if (fs.existsSync(socketPath)) fs.rmSync(socketPath); // left by a crash; we hold the lock

  const log = new Logger('Database');
  let worker: Worker;
  try {
    worker = new Worker(EMBEDDED_WORKER_FILE, {
      workerData: {
        pgdata: path.join(dataDir, 'pgdata'),
        socketPath,
        maxConnections: EMBEDDED_MAX_CONNECTIONS,
        // the planner settings of the server's sessions (database.ts SESSION_SETTINGS)
        startParams: [
          '-c',
          `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
          ...Object.entries(SESSION_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
        ],
        timeZone: DATABASE_TIME_ZONE,
      },
      resourceLimits: { maxYoungGenerationSizeMb: EMBEDDED_WORKER_YOUNG_GENERATION_MB },
    });
    await nextMessage(worker, (m) => m.type === 'ready');
  } catch (err) {
    await release();
    throw err;
  }
  // a failure after the start (the thread's own error) is logged; the pool then reports the
  // lost connection on the next statement
  worker.on('error', (err) => log.error(`Errore del database incorporato: ${err.message}`, err.stack));

  let closed = false;
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', password: 'postgres', database: 'postgres' },
    async close() {
      if (closed) return;
      closed = true;
      try {
        const done = nextMessage(worker, (m) => m.type === 'closed');
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.postMessage({ type: 'close' });
        const { checkpoint } = (await done) as { checkpoint: boolean };
        if (checkpoint) log.log('Database incorporato: CHECKPOINT eseguito');
        await exited;
        log.log('Database incorporato chiuso');
      } finally {
        await release();
      }
    },
  };
}
