/**
 * Export benchmark (issue 33, docs/api.md#exports): on the current database (DATABASE_URL, or
 * the embedded PGlite in DATA_DIR) it creates a throw-away environment, fills it with N clients
 * through the bulk generator (bench/generate.ts: names, seats, ATECO codes, yearly figures), then
 * runs the clients' XLSX export exactly as the route does (ExportsService: the list's conditions
 * read by keyset in batches of EXPORT_BATCH_SIZE, 500, written by exceljs's streaming WorkbookWriter) into a sink
 * that only counts the bytes, sampling the process's RSS every 20 ms. It prints rows, bytes, the
 * time, the rows per second and the RSS growth over the export (peak minus before, MB): the
 * export streams when the growth stays flat as N grows. The environment is deleted at the end
 * (pass --keep to keep it). Not a pass/fail test.
 *
 * Usage: npm run build -w api && npm run bench:export -w api [-- --clients 100000 --format csv --keep]
 * (`--project <id>`: export that kept environment again, no generation). It also prints the time
 * to the first byte: the export streams when it is a small part of the whole time.
 * (`node --expose-gc dist/bench/export.js …` also prints the live heap's growth, garbage excluded).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from '../common/tenancy/sql';
import { TenantQuery } from '../common/tenancy/tenant-query';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../database/database';
import { seedReference } from '../database/seed/reference';
import { AuditService } from '../modules/audit/audit.service';
import { ClientsRepository } from '../modules/clients/clients.repository';
import { ClientsService } from '../modules/clients/clients.service';
import { ExportsRepository } from '../modules/exports/exports.repository';
import { ExportsService } from '../modules/exports/exports.service';
import type { User } from '../modules/users/user.entity';
import { generateBulk } from './generate';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : def;
}

/** The clients of the environment of `tq`. */
async function countClients(tq: TenantQuery): Promise<number> {
  const [row] = await tq.query(sql`SELECT count(*)::int AS n FROM clients c WHERE ${tq.scope('c')}`);
  return Number(row.n);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const clients = Number(arg('clients', '1000'));
  const format = arg('format', 'xlsx') === 'csv' ? 'csv' : 'xlsx';
  const keep = process.argv.includes('--keep');
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  const ds = db.dataSource;
  try {
    await migrate(ds);
    await seedReference(ds);
    const [{ version }] = await ds.query(`SELECT version()`);
    // --project <id>: export an environment kept by an earlier run (--keep) instead of generating one
    const existing = Number(arg('project', '0'));
    const [project] = existing
      ? [{ id: existing }]
      : await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'cyan') RETURNING id`, [
          `Benchmark esportazioni ${new Date().toISOString()}`,
        ]);
    const pid: number = project.id;
    const [admin] = await ds.query(`SELECT id FROM users WHERE type = 'administrator' ORDER BY id LIMIT 1`);
    const generated = existing
      ? { clients: await countClients(new TenantQuery(ds, pid)), ms: 0 }
      : await generateBulk(ds, { projectId: pid, clients, calls: 0 });
    // the services as the route builds them; the lists this benchmark does not export are not needed
    const audit = new AuditService(ds);
    const clientsService = new ClientsService(ds, audit, new ClientsRepository());
    const unused = undefined as never;
    const exportsService = new ExportsService(
      ds,
      audit,
      new ExportsRepository(new ClientsRepository()),
      clientsService,
      unused,
      unused,
      unused,
      unused,
      unused,
      unused,
    );
    const user = { id: admin?.id ?? null, type: 'administrator', referent_id: null } as unknown as User;

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let rssPeak = rssBefore;
    let liveHeapPeak = heapBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    // with --expose-gc: the live heap (after a full collection) every 250 ms, garbage not counted
    const liveSampler = global.gc
      ? setInterval(() => {
          global.gc?.();
          liveHeapPeak = Math.max(liveHeapPeak, process.memoryUsage().heapUsed);
        }, 250)
      : undefined;
    let bytes = 0;
    let firstByte = 0;
    const t0 = performance.now();
    const file = await exportsService.clients(user, pid, { format });
    await pipeline(
      file.stream,
      new Writable({
        write(chunk: Buffer, _enc, done) {
          if (!bytes) firstByte = performance.now() - t0;
          bytes += chunk.length;
          done();
        },
      }),
    );
    const ms = performance.now() - t0;
    clearInterval(sampler);
    clearInterval(liveSampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);

    console.log(`Database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'} — ${String(version).split(',')[0]}`);
    console.log(`Generated ${generated.clients} clients in ${(generated.ms / 1000).toFixed(1)} s`);
    console.log(`Export ${format.toUpperCase()} ${file.fileName}: ${generated.clients} rows, ${mb(bytes)} MB`);
    console.log(`  first byte      ${(firstByte / 1000).toFixed(2)} s`);
    console.log(`  time            ${(ms / 1000).toFixed(2)} s (${Math.round(generated.clients / (ms / 1000))} rows/s)`);
    console.log(`  RSS before      ${mb(rssBefore)} MB`);
    console.log(`  RSS peak        ${mb(rssPeak)} MB`);
    console.log(`  RSS growth      ${mb(rssPeak - rssBefore)} MB`);
    if (global.gc) console.log(`  live heap growth ${mb(liveHeapPeak - heapBefore)} MB (peak after GC, sampled every 250 ms)`);
    if (!keep && !existing) await ds.query(`DELETE FROM projects WHERE id = $1`, [pid]);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
