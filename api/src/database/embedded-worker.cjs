'use strict';
/**
 * The embedded database's thread (docs/architecture.md "Embedded database"; issue 12): PGlite and
 * its pglite-socket server run here, in a `worker_threads` Worker started by embedded.ts, so that
 * PostgreSQL's work (parsing, planning, executing, all synchronous WebAssembly) runs beside the
 * API's event loop instead of blocking it: on a machine with two cores the HTTP parsing, TypeORM
 * and JSON of one request overlap the statement of another, as they do against a PostgreSQL
 * server.
 *
 * Plain CommonJS (not TypeScript) so that the same file runs under `node dist/main.js` and under
 * Jest (a Worker loads its file with Node's own loader, not Jest's transform); build copies it to
 * dist/database.
 *
 * workerData: { pgdata: string (folder), socketPath: string (unix socket), maxConnections: number,
 *   startParams: string[] (PostgreSQL `-c name=value` pairs), timeZone: string (IANA) }.
 * Messages to the parent: { type: 'ready' } once the socket accepts connections;
 *   { type: 'error', message, stack } when the start fails (the thread then ends);
 *   { type: 'closed', checkpoint: boolean } after a { type: 'close' } request: server stopped,
 *   CHECKPOINT run (best effort), PGlite closed; the thread then ends.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');

let db = null;
let server = null;

async function start() {
  const { pgdata, socketPath, maxConnections, startParams, timeZone } = workerData;
  // pg_trgm: the trigram indexes of the list searches (migration 0016)
  db = await PGlite.create({
    dataDir: pgdata,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...startParams],
  });
  // PGlite is one session shared by the socket's client: its time zone is set here, once (the pg
  // driver's startup options are not applied by pglite-socket)
  await db.exec(`SET TIME ZONE '${timeZone.replace(/'/g, "''")}'`);
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
}

async function close() {
  let checkpoint = false;
  if (server) await server.stop();
  if (db) {
    // best effort: after a failed start PGlite may refuse it, closing still flushes
    checkpoint = await db.query('CHECKPOINT').then(
      () => true,
      () => false,
    );
    await db.close();
  }
  return checkpoint;
}

parentPort.on('message', (msg) => {
  if (msg && msg.type === 'close') {
    close().then(
      (checkpoint) => {
        parentPort.postMessage({ type: 'closed', checkpoint });
        parentPort.close();
      },
      (err) => {
        parentPort.postMessage({ type: 'error', message: String(err && err.message), stack: err && err.stack });
        parentPort.close();
      },
    );
  }
});

start().then(
  () => parentPort.postMessage({ type: 'ready' }),
  async (err) => {
    parentPort.postMessage({ type: 'error', message: String(err && err.message), stack: err && err.stack });
    await close().catch(() => undefined);
    parentPort.close();
  },
);
