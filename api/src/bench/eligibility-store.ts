/**
 * The verdict store's part of the eligibility benchmark (bench/eligibility.ts; issue 32,
 * docs/architecture.md#eligibility-verdict-store, figures in docs/performance.md): rebuilds the
 * store (rebuildStore: every published open announcement's pairs, the benchmark's and any other),
 * then times each list question as the endpoint answers it from the store (the page statement,
 * then the details of the page's rows) beside the live SQL it replaces, and prints median and p95
 * (ms). One announcement of the environment is made a de minimis announcement (maximum aid
 * EUR 50,000) and one client in ten gets an aid (issue 34, acceptance 3):
 * its page is timed as the endpoint answers it, the de minimis check of the page's rows included.
 */
import { DeMinimisVerdictsRepository } from '../modules/eligibility/de-minimis-verdicts.repository';
import type { DataSource } from 'typeorm';
import {
  type EligibleClientSort,
  eligibleAnnouncementsSql,
  eligibleClientsSql,
  runEligibilityQuery,
} from '../modules/eligibility/eligibility.repository';
import { EligibilityStoreRepository, type StorePage } from '../modules/eligibility/eligibility-store.repository';
import { EligibilityVerdictsRepository } from '../modules/eligibility/eligibility-verdicts.repository';
import { rebuildStore } from '../modules/eligibility/eligibility-verdicts.service';
import { DeMinimisCheckService } from '../modules/state-aids/de-minimis-check.service';
import { StateAidsRepository } from '../modules/state-aids/state-aids.repository';
import { UndertakingOperationsRepository } from '../modules/state-aids/undertaking-operations.repository';

/** What the benchmark's main part hands over: runs, the sampled clients, its number format and statistics. */
export interface StoreBenchContext {
  runs: number;
  liveRuns: number;
  clientIds: number[];
  fmt: (n: number) => string;
  stats: (ms: number[]) => { median: number; p95: number; min: number; max: number };
}

/** Page size of the timed pages (the UI's list pages hold 25 to 100 rows). */
const TAKE = 50;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const s = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - s) / 1e6;
}

/**
 * Rebuilds the store and prints its time and rows, then store vs live figures of the three
 * questions of environment `pid`; warns when the store was not fresh (a change committed during
 * the run: the store path then answers live, as the endpoints would).
 */
export async function benchStore(ds: DataSource, pid: number, ctx: StoreBenchContext): Promise<void> {
  const verdicts = new EligibilityVerdictsRepository(ds);
  const store = new EligibilityStoreRepository(ds);
  // the clients' region from their legal seat (the region filter of the list), before the store is filled
  await ds.query(
    `UPDATE clients c SET region_code = l.region_code FROM client_locations l
      WHERE l.client_id = c.id AND l.kind = 'legal' AND c.project_id = $1`,
    [pid],
  );
  // issue 34: a de minimis call, and an aid for one client in ten (amounts from 10,000 to 309,000 EUR
  // granted in the last two years: some fit the announcement's EUR 50,000, some do not)
  const [dm]: { id: number }[] = await ds.query(
    `WITH u AS (UPDATE announcements SET aid_scheme_de_minimis = true, grant_max = 50000, de_minimis_regulation = NULL
                 WHERE id = (SELECT min(id) FROM announcements WHERE project_id = $1 AND status = 'published'
                                AND (end_date IS NULL OR end_date >= CURRENT_DATE + 30))
                 RETURNING id)
     SELECT id FROM u`,
    [pid],
  );
  await ds.query(
    `INSERT INTO state_aids (client_id, grant_date, granting_body, regulation, aid_element_cents)
     SELECT id, CURRENT_DATE - (id % 700), 'Regione (benchmark)', '2023/2831', 1000000 + (id % 300) * 100000
       FROM clients WHERE project_id = $1 AND id % 10 = 0 AND NOT EXISTS (SELECT 1 FROM state_aids s WHERE s.client_id = clients.id)`,
    [pid],
  );
  // a full rebuild, as `npm run eligibility:rebuild` does (the benchmark's pairs and any other environment's)
  const t0 = Date.now();
  const counts = await rebuildStore(ds, verdicts, DeMinimisVerdictsRepository.on(ds));
  const fill = (Date.now() - t0) / 1000;
  await ds.query(`ANALYZE eligibility_verdicts`);
  const [{ rows, total_rows: all }] = await ds.query(
    `SELECT count(*) FILTER (WHERE project_id = $1)::int AS rows, count(*)::int AS total_rows FROM eligibility_verdicts`,
    [pid],
  );
  const calls: number[] = (
    await ds.query(
      `SELECT id FROM announcements WHERE project_id = $1 AND status = 'published' AND (end_date IS NULL OR end_date >= CURRENT_DATE)
        ORDER BY random() LIMIT $2`,
      [pid, ctx.runs],
    )
  ).map((r: { id: number }) => r.id);
  const [{ region }] = await ds.query(
    `SELECT region_code AS region FROM clients WHERE project_id = $1 AND region_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [pid],
  );
  const visibility = (params: unknown[]) => `c.project_id = $${params.push(pid)}`;
  let stale = 0;
  const fromStore = async (
    page: Promise<StorePage>,
    details: (ids: number[], total: number) => Promise<unknown>,
    live: () => Promise<unknown>,
  ) => {
    const p = await page;
    if (!p.fresh) {
      stale++;
      return live();
    }
    return details(p.ids, p.total);
  };
  const liveClients = (id: number, region?: string, sort?: EligibleClientSort, order?: 'asc' | 'desc') => {
    const q = eligibleClientsSql('c0.project_id = $2', [id, pid], { take: TAKE, region, sort, order });
    return runEligibilityQuery(ds, q.sql, q.params);
  };
  const liveCalls = (id: number) => {
    const q = eligibleAnnouncementsSql(pid, id, { take: TAKE });
    return runEligibilityQuery(ds, q.sql, q.params);
  };
  const deMinimis = new DeMinimisCheckService(ds, new StateAidsRepository(), new UndertakingOperationsRepository());
  // the endpoint's page of a de minimis call: the store's page, its details, and the check of its rows (EligibilityService)
  const deMinimisPage = async (sort: 'verdict' | 'name') => {
    const p = await store.clientsPage(pid, dm.id, visibility, { take: TAKE, sort });
    if (!p.fresh) {
      stale++;
      return liveClients(dm.id);
    }
    const rows = await store.clientDetails(dm.id, p.ids, p.total);
    return deMinimis.check(
      pid,
      rows.map((r) => ({ client_id: Number(r.c_id), announcement_id: dm.id })),
    );
  };
  const questions: { name: string; store: (i: number) => Promise<unknown>; live: (i: number) => Promise<unknown>; budget: number }[] = [
    {
      name: "an announcement's clients, page 1",
      store: (i) =>
        fromStore(
          store.clientsPage(pid, calls[i % calls.length], visibility, { take: TAKE }),
          (ids, total) => store.clientDetails(calls[i % calls.length], ids, total),
          () => liveClients(calls[i % calls.length]),
        ),
      live: (i) => liveClients(calls[i % calls.length]),
      budget: 100,
    },
    {
      name: `same, region ${region}`,
      store: (i) =>
        fromStore(
          store.clientsPage(pid, calls[i % calls.length], visibility, { take: TAKE, region }),
          (ids, total) => store.clientDetails(calls[i % calls.length], ids, total),
          () => liveClients(calls[i % calls.length], region),
        ),
      live: (i) => liveClients(calls[i % calls.length], region),
      budget: 100,
    },
    // a column header clicked: ascending on even runs, descending on odd ones (the same page sizes)
    ...(['name', 'region'] as const).map((sort) => ({
      name: `same, by ${sort} (asc/desc)`,
      store: (i: number) => {
        const order = i % 2 ? 'desc' : 'asc';
        return fromStore(
          store.clientsPage(pid, calls[i % calls.length], visibility, { take: TAKE, sort, order }),
          (ids, total) => store.clientDetails(calls[i % calls.length], ids, total),
          () => liveClients(calls[i % calls.length], undefined, sort, order),
        );
      },
      live: (i: number) => liveClients(calls[i % calls.length], undefined, sort, i % 2 ? 'desc' : 'asc'),
      budget: 100,
    })),
    {
      name: "a client's calls, page 1",
      store: (i) =>
        fromStore(
          store.announcementsPage(pid, ctx.clientIds[i % ctx.clientIds.length], { take: TAKE }),
          (ids, total) => store.announcementDetails(pid, ctx.clientIds[i % ctx.clientIds.length], ids, total),
          () => liveCalls(ctx.clientIds[i % ctx.clientIds.length]),
        ),
      live: (i) => liveCalls(ctx.clientIds[i % ctx.clientIds.length]),
      budget: 50,
    },
    ...(!dm
      ? []
      : [
          {
            name: 'de minimis call, page 1',
            store: (i: number) => deMinimisPage(i % 2 ? 'name' : 'verdict'),
            live: () => liveClients(dm.id),
            budget: 100,
          },
        ]),
  ];
  console.log(
    `Verdict store rebuilt in ${fill.toFixed(1)} s: ${all} rows (${rows} of the benchmark's environment), ${counts.pairs} pairs evaluated`,
  );
  console.log(`                                     median      p95      min      max  (ms)`);
  for (const q of questions) {
    for (let i = 0; i < 3; i++) await q.store(i); // warm-up
    const s: number[] = [];
    for (let i = 0; i < ctx.runs; i++) s.push(await time(() => q.store(i)));
    const l: number[] = [];
    for (let i = 0; i < ctx.liveRuns; i++) l.push(await time(() => q.live(i)));
    const a = ctx.stats(s);
    const b = ctx.stats(l);
    const label = q.name.padEnd(28);
    console.log(
      `${label} store ${ctx.fmt(a.median)} ${ctx.fmt(a.p95)} ${ctx.fmt(a.min)} ${ctx.fmt(a.max)}   budget p95 <= ${q.budget} ms${a.p95 <= q.budget ? ' ok' : ' over'}`,
    );
    if (l.length) console.log(`${''.padEnd(28)} live  ${ctx.fmt(b.median)} ${ctx.fmt(b.p95)} ${ctx.fmt(b.min)} ${ctx.fmt(b.max)}`);
  }
  if (stale) console.log(`Warning: ${stale} store answers were not fresh (pending entries outside the benchmark): answered live`);
}
