/**
 * `npm run generate:bulk` (issue 32): the command line of {@link generateBulk} — `--help`, an
 * explicit target (`--database-url` or `--embedded`), the summary of what it wrote
 * (docs/performance.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../database/database';
import { seedReference } from '../database/seed/reference';
import { generateBulk } from './generate';

/** The text of `--help`: options, defaults and units. */
export const USAGE = `Uso / usage: npm run generate:bulk -w api -- (--database-url <url> | --embedded <cartella>) [opzioni]

Genera clienti e bandi locali realistici in un ambiente (issue 12, docs/performance.md).
Generates realistic clients and local announcements in one environment.

Destinazione (obbligatoria, una sola) / target (required, exactly one):
  --database-url <url>   server PostgreSQL, es. postgres://utente@host:5432/db
  --embedded <cartella>  database integrato (PGlite) nella cartella indicata (creata se manca)

Opzioni / options:
  --clients <n>   numero di clienti (default 100000; 0-1000000)
  --calls <n>     numero di bandi locali (default 10000; 0-1000000)
  --project <id>  ambiente esistente (projects.id); senza: nuovo ambiente "Demo grande <data>"
  --seed <n>      seme della sequenza pseudo-casuale (default 42; stesso seme, stessi dati)
  --help          questo testo; non apre alcun database

Prima di scrivere applica le migrazioni e carica le tabelle di riferimento. Al termine stampa le
righe scritte per tabella, l'ambiente, la destinazione e il tempo (secondi).
Before writing it migrates and loads the reference tables; at the end it prints the rows written
per table, the environment, the target and the time (seconds). Exit code: 0 ok, 2 bad arguments
or no target (nothing written), 1 failure.`;

/** Refusal when no target is given (exit code 2): Italian + English on one line. */
export const NO_TARGET =
  'Nessuna destinazione: indicare --database-url <url> oppure --embedded <cartella> (DATABASE_URL e DATA_DIR non bastano); nulla è stato scritto. / ' +
  'No target: pass --database-url <url> or --embedded <dir> (DATABASE_URL and DATA_DIR are not enough); nothing was written. See --help.';

/** `postgres://user@host:port/db` without the password, for the summary. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return `PostgreSQL ${u.toString()}`;
  } catch {
    return 'PostgreSQL (URL non leggibile / unreadable URL)';
  }
}

/**
 * `npm run generate:bulk -- …` (see {@link USAGE}). Resolves the exit code: 0 after writing (the
 * summary on `out`), 0 for `--help` (nothing opened), 2 for unknown or invalid options or a
 * missing target (one line on `error`, nothing opened). `env` is not read for the target on
 * purpose; failures of the database (unreachable server, empty reference tables) reject.
 */
export async function generateCommand(
  argv: string[],
  out: (line: string) => void = console.log,
  error: (line: string) => void = console.error,
): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: 'boolean', short: 'h' },
        'database-url': { type: 'string' },
        embedded: { type: 'string' },
        clients: { type: 'string' },
        calls: { type: 'string' },
        project: { type: 'string' },
        seed: { type: 'string' },
      },
    }));
  } catch (err) {
    error(`Argomenti non validi / invalid arguments: ${(err as Error).message}. Vedere / see --help.`);
    return 2;
  }
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const url = values['database-url'] as string | undefined;
  const dir = values.embedded as string | undefined;
  if (!url && !dir) {
    error(NO_TARGET);
    return 2;
  }
  if (url && dir) {
    error('Indicare una sola destinazione: --database-url oppure --embedded. / Pass one target only: --database-url or --embedded.');
    return 2;
  }
  const int = (name: string, fallback: number | undefined, max: number): number | undefined | null => {
    const v = values[name] as string | undefined;
    if (v === undefined) return fallback;
    return /^\d+$/.test(v) && Number(v) <= max ? Number(v) : null;
  };
  const clients = int('clients', 100_000, 1_000_000);
  const calls = int('calls', 10_000, 1_000_000);
  const seed = int('seed', 42, 2 ** 32 - 1);
  const project = int('project', undefined, 2 ** 31 - 1);
  for (const [name, v] of Object.entries({ clients, calls, seed, project })) {
    if (v === null) {
      error(`--${name}: numero intero non valido (${String(values[name])}). / --${name}: invalid integer. Vedere / see --help.`);
      return 2;
    }
  }
  const target = url ? describeUrl(url) : `PGlite ${path.resolve(dir!)}`;
  const db = await openDatabase({ databaseUrl: url, dataDir: path.resolve(dir ?? '.') });
  const ds = db.dataSource;
  try {
    const t0 = Date.now();
    await migrate(ds);
    await seedReference(ds);
    let projectId = project ?? 0;
    let name: string;
    if (projectId) {
      const [p] = await ds.query(`SELECT name FROM projects WHERE id = $1`, [projectId]);
      if (!p) {
        error(
          `Ambiente ${projectId} inesistente in ${target}; nulla è stato scritto. / Environment ${projectId} not found; nothing was written.`,
        );
        return 2;
      }
      name = p.name;
    } else {
      name = `Demo grande ${new Date().toISOString().slice(0, 16)}`;
      const [p] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'blue') RETURNING id`, [name]);
      projectId = p.id;
    }
    const r = await generateBulk(ds, { projectId, clients: clients!, calls: calls!, seed: seed! });
    out(`Destinazione / target: ${target}`);
    out(`Ambiente / environment: ${projectId} "${name}"${project ? '' : ' (nuovo / new)'}`);
    for (const [table, n] of Object.entries(r.rows)) out(`  ${table.padEnd(26)} ${String(n).padStart(9)} righe / rows`);
    out(`Tempo / time: ${((Date.now() - t0) / 1000).toFixed(1)} s (generazione / generation ${(r.ms / 1000).toFixed(1)} s)`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  generateCommand(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
