import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { Pool, types as pgTypes } from 'pg';
import type { AppConfig } from '../config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { EMBEDDED_POOL_SIZE, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { PLAN_CACHE_MODE, preparingClient, type PlanModePools } from './prepared-statements';
import { DATABASE_TIME_ZONE, SESSION_SETTINGS } from './session-settings';

export { DATABASE_TIME_ZONE };

// Calendar dates (PostgreSQL `date`, OID 1082) stay 'YYYY-MM-DD' strings: no time-zone shift.
pgTypes.setTypeParser(1082, (v: string) => v);

/** Advisory-lock key held while migrating and seeding, so several instances do each once. */
export const MIGRATION_LOCK_KEY = 727_274_001;
/** Pool size against a PostgreSQL server (per API instance). */
export const SERVER_POOL_SIZE = 10;
/**
 * Size of each plan-mode pool against a PostgreSQL server (prepared-statements.ts): the list
 * pages on the generic plan and the filters and searches on custom plans get 5 connections each,
 * opened on first use and closed after 10 s idle, so an instance holds at most
 * SERVER_POOL_SIZE + 2 x PLAN_MODE_POOL_SIZE = 20 connections.
 */
export const PLAN_MODE_POOL_SIZE = 5;
/**
 * How long (ms) a request waits for a pool connection before failing. On the embedded database
 * requests queue for its one connection; 30 s is far above any honest wait and turns a code path
 * that would wait on itself (a second connection asked for inside a transaction) into an error
 * instead of a hang.
 */
export const POOL_WAIT_MS = 30_000;

export interface Database {
  dataSource: DataSource;
  embedded: EmbeddedDatabase | null;
  /** Destroys the pool, then checkpoints and closes the embedded database if any. */
  close(): Promise<void>;
}

/** Thrown when the PostgreSQL server of DATABASE_URL cannot be reached or refuses us. */
export class DatabaseUnavailableError extends Error {}

const REASONS: Record<string, [string, string]> = {
  ECONNREFUSED: ['connessione rifiutata (il server non è in ascolto)', 'connection refused (no server listening)'],
  ENOTFOUND: ['nome host sconosciuto', 'unknown host name'],
  EAI_AGAIN: ['nome host non risolvibile al momento', 'host name lookup failed'],
  ETIMEDOUT: ['tempo scaduto', 'timed out'],
  EHOSTUNREACH: ['host non raggiungibile', 'host unreachable'],
  '28P01': ['autenticazione fallita (utente o password errati)', 'authentication failed (wrong user or password)'],
  '28000': ['accesso non autorizzato per questo utente', 'access not authorised for this user'],
  '3D000': ['il database non esiste', 'the database does not exist'],
};

/**
 * Italian + English message for a failed connection to `url`, naming host, port, database and
 * user but never the password.
 */
export function describeConnectionError(url: string, err: unknown): string {
  let host = '?';
  let port = '5432';
  let database = '?';
  let user = '?';
  try {
    const u = new URL(url);
    host = u.hostname || 'localhost';
    port = u.port || '5432';
    user = decodeURIComponent(u.username) || 'postgres';
    database = decodeURIComponent(u.pathname.slice(1)) || user;
  } catch {
    /* not a URL: keep the placeholders */
  }
  const e = err as { code?: string; message?: string };
  const [it, en] = (e.code && REASONS[e.code]) || ['errore del driver', 'driver error'];
  let detail = String(e.message ?? err);
  try {
    const pw = new URL(url).password;
    if (pw) detail = detail.split(pw).join('***').split(decodeURIComponent(pw)).join('***');
  } catch {
    /* ignore */
  }
  return (
    `Impossibile connettersi al database PostgreSQL su ${host}:${port} (database "${database}", utente "${user}"): ${it}. ` +
    `Controllare DATABASE_URL e che il server sia avviato. / ` +
    `Cannot connect to PostgreSQL at ${host}:${port} (database "${database}", user "${user}"): ${en}. ` +
    `Check DATABASE_URL and that the server is running. [${e.code ?? 'ERR'}: ${detail}]`
  );
}

const SESSION_OPTIONS = [`-c TimeZone=${DATABASE_TIME_ZONE}`, ...Object.entries(SESSION_SETTINGS).map(([k, v]) => `-c ${k}=${v}`)].join(
  ' ',
);

/**
 * Opens the database of docs/architecture.md: DATABASE_URL -> that PostgreSQL server (pool of
 * SERVER_POOL_SIZE); otherwise the embedded PGlite in DATA_DIR over a unix socket with a pool of
 * exactly EMBEDDED_POOL_SIZE (1) connection, so that each transaction has the single embedded
 * session to itself. `synchronize` is always off: the schema comes from MIGRATIONS.
 * @throws DatabaseUnavailableError when DATABASE_URL cannot be reached (message without password).
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let options: DataSourceOptions;
  /** Server only: the pools of the generic and custom plan modes, filled once the main pool exists. */
  const modePools: PlanModePools = {};
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: ['error' as const],
  };
  if (config.databaseUrl) {
    options = {
      ...common,
      url: config.databaseUrl,
      extra: {
        max: SERVER_POOL_SIZE,
        connectionTimeoutMillis: POOL_WAIT_MS,
        options: `${SESSION_OPTIONS} -c plan_cache_mode=${PLAN_CACHE_MODE.auto}`,
        Client: preparingClient({ resetOnConnect: false, baseMode: 'auto', pools: modePools }),
      },
    };
  } else {
    embedded = await startEmbeddedDatabase(config.dataDir);
    const c = embedded.connection;
    options = {
      ...common,
      host: c.host,
      port: c.port,
      username: c.user,
      password: c.password,
      database: c.database,
      extra: {
        max: EMBEDDED_POOL_SIZE,
        connectionTimeoutMillis: POOL_WAIT_MS,
        options: SESSION_OPTIONS,
        Client: preparingClient({ resetOnConnect: true }),
      },
    };
  }
  const dataSource = new DataSource(options);
  try {
    await dataSource.initialize();
  } catch (err) {
    await embedded?.close();
    if (config.databaseUrl) throw new DatabaseUnavailableError(describeConnectionError(config.databaseUrl, err));
    throw err;
  }
  if (config.databaseUrl) {
    Object.assign(modePools, planModePools(dataSource));
    MODE_POOLS.set(dataSource, modePools);
  }
  return {
    dataSource,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await Promise.all(Object.values(modePools).map((p) => p.end()));
      await embedded?.close();
    },
  };
}

const MODE_POOLS = new WeakMap<DataSource, PlanModePools>();

/** The plan-mode pools of a data source opened by {@link openDatabase}: empty on the embedded database. */
export function planModePoolsOf(dataSource: DataSource): PlanModePools {
  return MODE_POOLS.get(dataSource) ?? {};
}

/**
 * The generic and custom plan-mode pools of a server data source (prepared-statements.ts,
 * docs/architecture.md "Prepared statements"): the main pool's connection settings, with
 * `plan_cache_mode` set once per connection at connect (`-c plan_cache_mode=force_generic_plan` or
 * `force_custom_plan` in the startup `options`), PLAN_MODE_POOL_SIZE connections each. Their idle
 * connections do not keep the process alive; Database.close ends them.
 */
function planModePools(dataSource: DataSource): PlanModePools {
  const main = (dataSource.driver as unknown as { master: Pool & { options: Record<string, unknown> } }).master;
  const pools: PlanModePools = {};
  for (const mode of ['generic', 'custom'] as const) {
    const pool = new Pool({
      ...main.options,
      max: PLAN_MODE_POOL_SIZE,
      allowExitOnIdle: true,
      options: `${SESSION_OPTIONS} -c plan_cache_mode=${PLAN_CACHE_MODE[mode]}`,
      Client: preparingClient({ resetOnConnect: false, baseMode: mode, fixedMode: true }),
    });
    pool.on('error', (err) => new Logger('Database').warn(`Pool ${mode}: ${err.message}`));
    pools[mode] = pool;
  }
  return pools;
}

/** Size of the data source's pool (1 on the embedded database). */
function poolSize(dataSource: DataSource): number {
  const extra = (dataSource.options as { extra?: { max?: number } }).extra;
  return extra?.max ?? SERVER_POOL_SIZE;
}

/**
 * Runs `work` (migrations, seed) once across every instance starting on the same database: on a
 * PostgreSQL server it holds a session-level advisory lock (MIGRATION_LOCK_KEY) on a dedicated
 * connection while `work` runs on the others, so a second instance waits and then finds the work
 * done. The embedded database needs no lock (its folder lock admits one process) and could not
 * spare its only connection for one.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (poolSize(dataSource) <= 1) return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) new Logger('Migrations').log(`Applicate: ${applied.map((m) => m.name).join(', ')}`);
  return applied.map((m) => m.name);
}

/** Runs pending migrations under the startup lock; returns the names applied. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  return withStartupLock(dataSource, () => runMigrations(dataSource));
}

/**
 * Migrations then `seedFn`, both inside ONE hold of the startup lock, so two instances started
 * together on an empty database run the seed once (the second finds it done and skips).
 */
export async function migrateAndSeed(dataSource: DataSource, seedFn: (ds: DataSource) => Promise<void>): Promise<string[]> {
  return withStartupLock(dataSource, async () => {
    const applied = await runMigrations(dataSource);
    await seedFn(dataSource);
    return applied;
  });
}
