import { loadConfig } from '../../config';
import { migrate, openDatabase } from '../../database/database';
import { EligibilityVerdictsRepository } from './eligibility-verdicts.repository';
import { rebuildStore } from './eligibility-verdicts.service';
import { DeMinimisVerdictsRepository } from './de-minimis-verdicts.repository';

/**
 * `npm run eligibility:rebuild -w api` (after `npm run build -w api`): rebuilds the eligibility
 * verdict store from scratch on the configured database (DATABASE_URL or the embedded one in
 * DATA_DIR; migrated first) in one transaction, with the SQL of the live questions, and clears
 * the pending changes it covered (docs/architecture.md#eligibility-verdict-store). Prints the
 * counts and the time taken; resolves the exit code (0, or 1 with the error on `error`).
 */
export async function rebuildCommand(
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = console.log,
  error: (line: string) => void = console.error,
): Promise<number> {
  const db = await openDatabase(loadConfig(env));
  try {
    await migrate(db.dataSource);
    const started = Date.now();
    const r = await rebuildStore(
      db.dataSource,
      new EligibilityVerdictsRepository(db.dataSource),
      DeMinimisVerdictsRepository.on(db.dataSource),
    );
    // after a rebuild the store holds exactly the pairs evaluated
    out(
      `Esiti di ammissibilità ricostruiti in ${((Date.now() - started) / 1000).toFixed(1)} s: ${r.pairs} coppie nell'archivio, ` +
        `${r.written} righe scritte, ${r.deleted} eliminate; ${r.entries} modifiche in attesa assorbite.`,
    );
    return 0;
  } catch (err) {
    error(`Ricostruzione non riuscita: ${(err as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

if (require.main === module)
  rebuildCommand(process.env).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
