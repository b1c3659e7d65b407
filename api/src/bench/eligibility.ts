/**
 * Eligibility benchmark (issue 4, docs/domain.md#eligibility): on the current database (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR) it creates a throw-away environment with 10,000 clients (ATECO
 * codes, legal seat, yearly figures, dimension) and 2,000 local announcements with requirements (ATECO
 * include/exclude lists, territories, dimensions, ranges), then times both questions with the
 * API's own SQL and prints median and p95 in milliseconds. The environment is deleted at the end
 * (pass --keep to keep it). Not a pass/fail test; budgets (issue 12): p95 <= 100 ms one announcement vs
 * 10,000 clients, p95 <= 25 ms one client vs all open announcements, on PostgreSQL.
 *
 * Issue 32 (docs/architecture.md#eligibility-verdict-store): it then rebuilds the verdict store
 * (time and rows printed; on a database of its own, the benchmark's pairs only) and times the answers as the endpoints give them from the
 * store (page statement + details of the page's rows, EligibilityStoreRepository) beside the live
 * SQL: an announcement's first page of clients, a page filtered by region, a client's calls. Budgets (issue
 * 32) at 100,000 clients: first page p95 <= 100 ms, client's calls p95 <= 50 ms. `--live-runs N`
 * times the live SQL N times only (it takes seconds per page at 100,000 clients).
 *
 * Usage: npm run build -w api && npm run bench:eligibility -w api [-- --clients 10000 --calls 2000 --runs 50 --live-runs 50 --keep]
 * Store figures of docs/performance.md: `-- --clients 100000 --calls 100 --runs 50 --live-runs 10` (PostgreSQL);
 * at a million clients `-- --clients 1000000 --calls 30 --runs 50 --live-runs 2` (the live SQL takes
 * seconds per run there: `--live-runs` bounds both of its loops).
 */
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../database/database';
import { seedReference } from '../database/seed/reference';
import { eligibleAnnouncementsSql, eligibleClientsSql, runEligibilityQuery } from '../modules/eligibility/eligibility.repository';
import { benchStore } from './eligibility-store';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
}

function stats(ms: number[]): { median: number; p95: number; min: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { median: q(0.5), p95: q(0.95), min: s[0], max: s[s.length - 1] };
}

async function main(): Promise<void> {
  const clients = arg('clients', 10_000);
  const calls = arg('calls', 2_000);
  const runs = arg('runs', 50);
  const keep = process.argv.includes('--keep');
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  const ds = db.dataSource;
  const t0 = Date.now();
  try {
    await migrate(ds);
    await seedReference(ds);
    const [{ version }] = await ds.query(`SELECT version()`);
    const [project] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'orange') RETURNING id`, [
      `Benchmark idoneità ${new Date().toISOString()}`,
    ]);
    const pid: number = project.id;
    await ds.query(`SELECT setseed(0.42)`);
    // clients: dimension and figures consistent with Racc. 2003/361 ceilings
    await ds.query(
      `INSERT INTO clients (project_id, business_name, vat_number, legal_form, subscribed_to_cciaa, female_enterprise, youth_enterprise,
                            established_year, latest_headcount, latest_turnover, latest_balance_sheet_total, company_dimension, company_dimension_computed)
       SELECT $1, 'Impresa benchmark ' || g, lpad(g::text, 11, '0'),
              (ARRAY['OV32','P418','T2X1','LHBB'])[1 + floor(random() * 4)::int],
              CASE WHEN random() < 0.9 THEN 'yes' WHEN random() < 0.5 THEN 'no' END, random() < 0.2, random() < 0.15,
              CASE WHEN random() < 0.9 THEN 1950 + floor(random() * 75)::int END, h, t, t * 0.8,
              CASE WHEN t IS NULL THEN NULL WHEN h < 10 AND t <= 2e6 THEN 'micro' WHEN h < 50 AND t <= 1e7 THEN 'small' WHEN h < 250 AND t <= 5e7 THEN 'medium' ELSE 'large' END,
              CASE WHEN t IS NULL THEN NULL WHEN h < 10 AND t <= 2e6 THEN 'micro' WHEN h < 50 AND t <= 1e7 THEN 'small' WHEN h < 250 AND t <= 5e7 THEN 'medium' ELSE 'large' END
         FROM (SELECT g, floor(power(random(), 3) * 400)::int AS h, CASE WHEN random() < 0.93 THEN round((50000 + power(random(), 3) * 8e7)::numeric, 2) END AS t
                 FROM generate_series(1, $2::int) g) x`,
      [pid, clients],
    );
    await ds.query(
      `INSERT INTO client_locations (client_id, kind, "primary", city, city_istat_code, province, region_code)
       SELECT c.id, 'legal', true, cm.name, cm.istat_code, cm.province_acronym, cm.region_code
         FROM clients c CROSS JOIN LATERAL (SELECT * FROM comuni OFFSET floor(random() * (SELECT count(*) FROM comuni))::int + (c.id * 0) LIMIT 1) cm
        WHERE c.project_id = $1 AND random() < 0.95`,
      [pid],
    );
    await ds.query(
      `WITH codes AS (SELECT code, row_number() OVER (ORDER BY code) AS n FROM ateco_codes WHERE version = '2025' AND level = 6),
            total AS (SELECT count(*) AS k FROM codes)
       INSERT INTO client_ateco_codes (client_id, value, "primary")
       SELECT c.id, codes.code, s = 1
         FROM clients c CROSS JOIN generate_series(1, 2) s CROSS JOIN total
         JOIN codes ON codes.n = 1 + floor(random() * total.k)::int + (c.id * 0)
        WHERE c.project_id = $1 AND (s = 1 OR random() < 0.3) AND random() < 0.97`,
      [pid],
    );
    // calls: local to the benchmark environment, mostly published and open
    await ds.query(
      `INSERT INTO announcements (project_id, scope, status, name, end_date, company_dimensions, number_of_employees_min, number_of_employees_max,
                                  year_of_establishment_min, annual_volume_min, annual_volume_max, legal_forms, subscribed_to_cciaa, female_enterprise, include_ateco_codes)
       SELECT $1, 'local', CASE WHEN random() < 0.9 THEN 'published' ELSE 'draft' END, 'Bando benchmark ' || g,
              CASE WHEN random() < 0.8 THEN CURRENT_DATE + floor(random() * 400)::int - 30 END,
              CASE floor(random() * 5)::int WHEN 0 THEN ARRAY['micro','small','medium'] WHEN 1 THEN ARRAY['micro','small'] WHEN 2 THEN ARRAY['micro']
                WHEN 3 THEN ARRAY['small','medium','large'] ELSE '{}'::text[] END,
              CASE WHEN random() < 0.4 THEN 1 + floor(random() * 5)::int END, CASE WHEN random() < 0.4 THEN 50 + floor(random() * 300)::int END,
              CASE WHEN random() < 0.3 THEN 1990 + floor(random() * 30)::int END,
              CASE WHEN random() < 0.4 THEN floor(random() * 500000) END, CASE WHEN random() < 0.4 THEN 1e6 + floor(random() * 5e7) END,
              CASE WHEN random() < 0.2 THEN ARRAY['OV32','P418'] ELSE '{}' END,
              CASE WHEN random() < 0.3 THEN 'yes' END, random() < 0.05, random() < 0.9
         FROM generate_series(1, $2::int) g`,
      [pid, calls],
    );
    await ds.query(
      `WITH codes AS (SELECT code, row_number() OVER (ORDER BY code) AS n FROM ateco_codes WHERE version = '2025' AND level BETWEEN 2 AND 4),
            total AS (SELECT count(*) AS k FROM codes)
       INSERT INTO announcement_ateco_codes (announcement_id, value)
       SELECT a.id, codes.code FROM announcements a CROSS JOIN generate_series(1, 6) s CROSS JOIN total
         JOIN codes ON codes.n = 1 + floor(random() * total.k)::int + (a.id * 0)
        WHERE a.project_id = $1 AND random() < 0.5`,
      [pid],
    );
    await ds.query(
      `INSERT INTO announcement_locations (announcement_id, nation, region_code)
       SELECT a.id, 'Italia', r.code FROM announcements a CROSS JOIN LATERAL (SELECT code FROM regions OFFSET floor(random() * 20)::int + (a.id * 0) LIMIT 1) r
        WHERE a.project_id = $1 AND random() < 0.6`,
      [pid],
    );
    await ds.query(`ANALYZE`);
    const seeded = (Date.now() - t0) / 1000;
    const clientIds: number[] = (
      await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY random() LIMIT $2`, [pid, runs])
    ).map((r: { id: number }) => r.id);
    const annIds: number[] = (
      await ds.query(`SELECT id FROM announcements WHERE project_id = $1 AND status = 'published' ORDER BY random() LIMIT $2`, [pid, runs])
    ).map((r: { id: number }) => r.id);
    const time = async (fn: () => Promise<unknown>) => {
      const s = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - s) / 1e6;
    };
    // warm-up
    for (const id of clientIds.slice(0, 3)) {
      const q = eligibleAnnouncementsSql(pid, id);
      await runEligibilityQuery(ds, q.sql, q.params);
    }
    for (const id of annIds.slice(0, 3)) {
      const q = eligibleClientsSql('c0.project_id = $2', [id, pid]);
      await runEligibilityQuery(ds, q.sql, q.params);
    }
    const perClient: number[] = [];
    let openCalls = 0;
    for (const id of clientIds) {
      const q = eligibleAnnouncementsSql(pid, id, { take: 100 });
      perClient.push(
        await time(async () => {
          const rows = await runEligibilityQuery(ds, q.sql, q.params);
          openCalls = Number(rows[0]?.total_count ?? 0);
        }),
      );
    }
    // the live "one announcement vs every client" takes seconds per run at 10^6 clients: --live-runs bounds it too
    const liveRuns = arg('live-runs', runs);
    const perCall: number[] = [];
    let eligibleShare = 0;
    for (const id of annIds.slice(0, Math.max(1, liveRuns))) {
      const q = eligibleClientsSql('c0.project_id = $2', [id, pid], { take: 100 });
      perCall.push(
        await time(async () => {
          const rows = await runEligibilityQuery(ds, q.sql, q.params);
          eligibleShare += rows.filter((r) => r.overall === 'eligible').length;
        }),
      );
    }
    const a = stats(perClient);
    const b = stats(perCall);
    const fmt = (n: number) => n.toFixed(1).padStart(8);
    console.log(`Database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'} — ${String(version).split(',')[0]}`);
    console.log(
      `Seeded ${clients} clients and ${calls} announcements in ${seeded.toFixed(1)} s; ${runs} runs per question; open announcements per client: ${openCalls}`,
    );
    console.log(`                                     median      p95      min      max  (ms)`);
    console.log(
      `one client vs all open announcements   ${fmt(a.median)} ${fmt(a.p95)} ${fmt(a.min)} ${fmt(a.max)}   budget p95 <= 25 ms${a.p95 <= 25 ? ' ok' : ' over'}`,
    );
    console.log(
      `one announcement vs ${clients} clients (${perCall.length} runs) ${fmt(b.median)} ${fmt(b.p95)} ${fmt(b.min)} ${fmt(b.max)}   budget p95 <= 100 ms${b.p95 <= 100 ? ' ok' : ' over'}`,
    );
    void eligibleShare;
    await benchStore(ds, pid, { runs, liveRuns, clientIds, fmt, stats });
    if (!keep) await ds.query(`DELETE FROM projects WHERE id = $1`, [pid]);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
