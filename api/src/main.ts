import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config';
import { createApp } from './app.factory';

/** Starts the server on PORT (default 3000) and closes it cleanly on SIGINT/SIGTERM. */
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
    log.log(`${signal}: chiusura in corso…`);
    try {
      await handle.close();
      process.exit(0);
    } catch (err) {
      log.error(err);
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
