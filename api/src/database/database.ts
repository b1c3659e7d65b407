import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { types as pgTypes } from 'pg';
import type { AppConfig } from '../config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { EMBEDDED_POOL_SIZE, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';

// Calendar dates (PostgreSQL `date`, OID 1082) stay 'YYYY-MM-DD' strings: no time-zone shift.
pgTypes.setTypeParser(1082, (v: string) => v);

/** Advisory-lock key held while migrating, so several instances apply each migration once. */
export const MIGRATION_LOCK_KEY = 727_274_001;

export interface Database {
  dataSource: DataSource;
  embedded: EmbeddedDatabase | null;
  /** Destroys the pool, then checkpoints and closes the embedded database if any. */
  close(): Promise<void>;
}

/**
 * Opens the database of DESIGN.md §2: DATABASE_URL -> that PostgreSQL server; otherwise the
 * embedded PGlite in DATA_DIR over a unix socket, with a pool no larger than the socket server's
 * connection limit. `synchronize` is always off: the schema comes from MIGRATIONS.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let options: DataSourceOptions;
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: ['error' as const],
  };
  if (config.databaseUrl) {
    options = { ...common, url: config.databaseUrl, extra: { max: 10 } };
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
      extra: { max: EMBEDDED_POOL_SIZE },
    };
  }
  const dataSource = new DataSource(options);
  try {
    await dataSource.initialize();
  } catch (err) {
    await embedded?.close();
    throw err;
  }
  return {
    dataSource,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

/** Runs pending migrations under a PostgreSQL advisory lock; returns the names applied. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) new Logger('Migrations').log(`Applicate: ${applied.map((m) => m.name).join(', ')}`);
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
