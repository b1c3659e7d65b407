import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateAndSeed, openDatabase } from '../../database/database';
import { seed } from '../../database/seed/seed';
import { createAdministrator, CreateAdministratorError } from './create-admin';

/**
 * `npm run create-admin -- --email mario.rossi@studio.it --name Mario --surname Rossi`
 * Creates a system administrator on the configured database (DATABASE_URL or the embedded one in
 * DATA_DIR; migrated and seeded first, as the server would), e.g. the first account of a
 * production installation. The password comes from ADMIN_PASSWORD, or a random one is generated
 * and printed once; either way it must be changed at first login. Resolves the exit code: 0, or 1
 * with an Italian message on `error` for refused input or an e-mail already in use.
 */
export async function createAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = console.log,
  error: (line: string) => void = console.error,
): Promise<number> {
  let values: { email?: string; name?: string; surname?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' } } }));
  } catch (err) {
    error(`Argomenti non validi: ${(err as Error).message}. Uso: --email <e-mail> --name <nome> --surname <cognome>`);
    return 1;
  }
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    await migrateAndSeed(db.dataSource, (ds) => seed(ds, { demo: config.seedDemo }));
    const admin = await createAdministrator(db.dataSource, {
      email: values.email ?? '',
      name: values.name ?? '',
      surname: values.surname ?? '',
      password: env.ADMIN_PASSWORD || undefined,
    });
    out(`Amministratore creato: ${admin.email} (id ${admin.id}).`);
    if (env.ADMIN_PASSWORD) out('Password: quella di ADMIN_PASSWORD (da cambiare al primo accesso).');
    else out(`Password temporanea (da cambiare al primo accesso): ${admin.password}`);
    return 0;
  } catch (err) {
    if (err instanceof CreateAdministratorError) {
      error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  createAdminCommand(process.argv.slice(2), process.env)
    .then((code) => process.exit(code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
