import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config';
import { createApp } from './app.factory';
import { DRAIN_DEADLINE_MS } from './common/lifecycle/drain';

/** Past the drain deadline, how long closing the modules and the database may take (ms). */
const CLOSE_GRACE_MS = 15_000;

/**
 * Starts the server on PORT (default 3000). On SIGINT/SIGTERM it stops gracefully (AppHandle.close:
 * in-flight requests finish within DRAIN_DEADLINE_MS, then CHECKPOINT) and exits 0; exits 1 when
 * closing fails or overruns its deadline, and 1 when start-up fails (e.g. database unreachable).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = new Logger('Bootstrap');
  const handle = await createApp(config);
  await handle.app.listen(config.port, process.env.HOST || '0.0.0.0');
  log.log(
    `Portale Bandi pronto su http://localhost:${config.port} (database: ${config.databaseUrl ? 'PostgreSQL da DATABASE_URL' : `incorporato in ${config.dataDir}`})`,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.log(`${signal}: arresto in corso (graceful shutdown, deadline ${DRAIN_DEADLINE_MS} ms)…`);
    const hard = setTimeout(() => {
      log.error(`Arresto non completato entro ${DRAIN_DEADLINE_MS + CLOSE_GRACE_MS} ms: uscita forzata`);
      process.exit(1);
    }, DRAIN_DEADLINE_MS + CLOSE_GRACE_MS);
    hard.unref();
    try {
      await handle.close(DRAIN_DEADLINE_MS);
      process.exit(0);
    } catch (err) {
      log.error(err instanceof Error ? err.stack : String(err));
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
