import { loadConfig } from '../../config';
import { migrateAndSeed, openDatabase } from '../database';
import { seed } from './seed';

/**
 * `npm run seed`: migrates and seeds the configured database (DATABASE_URL or the embedded one
 * in DATA_DIR) without starting the server: reference data always, demo data per SEED_DEMO /
 * NODE_ENV (see config.ts). Safe to run again: every step is idempotent.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrateAndSeed(db.dataSource, (ds) => seed(ds, { demo: config.seedDemo }));
    console.log('Seed completato');
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
