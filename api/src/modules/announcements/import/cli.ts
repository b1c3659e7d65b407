/**
 * `npm run import:incentivi -- <file.csv|file.json>`: imports an incentivi.gov.it open-data export
 * (same columns as api/data/incentivi) into the database of the environment (DATABASE_URL or the
 * embedded one in DATA_DIR; stop `npm start` first when embedded: one process owns the folder).
 * Migrates and loads the reference data if needed, then prints the report and exits 0 (1 on error).
 */
import fs from 'node:fs';
import { loadConfig } from '../../../config';
import { migrateAndSeed, openDatabase } from '../../../database/database';
import { seedReference } from '../../../database/seed/reference';
import { importIncentivi, parseIncentivi } from './incentivi';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    console.error('Uso: npm run import:incentivi -- <file.csv|file.json>');
    process.exit(1);
  }
  const rows = parseIncentivi(fs.readFileSync(file, 'utf8'), file);
  const db = await openDatabase(loadConfig());
  try {
    await migrateAndSeed(db.dataSource, async (ds) => {
      await seedReference(ds);
    });
    const report = await importIncentivi(db.dataSource, rows);
    console.log(`Righe lette: ${rows.length}`);
    console.log(
      `Nuovi: ${report.created}, aggiornati: ${report.updated}, invariati: ${report.unchanged}, scartati: ${report.rejected.length}`,
    );
    for (const r of report.rejected) console.log(`  scartato ${r.id}: ${r.reason}`);
    for (const u of report.unmatched) console.log(`  territori non riconosciuti in ${u.id}: ${u.names.join(', ')}`);
    if (!report.created && !report.updated) console.log('Nessuna modifica.');
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
