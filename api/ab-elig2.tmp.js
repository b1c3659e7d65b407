const { openDatabase } = require('./dist/database/database');
const { eligibleAnnouncementsSql, eligibleClientsSql } = require('./dist/modules/eligibility/eligibility.service');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR || '/tmp/x' });
  const ds = db.dataSource;
  const qr = ds.createQueryRunner(); await qr.connect();
  const [{ pid }] = await qr.query(`SELECT max(id) AS pid FROM projects WHERE name LIKE 'Benchmark%'`);
  const cids = (await qr.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY random() LIMIT 20`, [pid])).map((r) => r.id);
  const aids = (await qr.query(`SELECT id FROM announcements WHERE project_id = $1 AND status = 'published' ORDER BY random() LIMIT 20`, [pid])).map((r) => r.id);
  const res = {};
  for (let i = 0; i < 20; i++) for (const rpc of ['4', '1.1']) {
    await qr.query('SET random_page_cost = ' + rpc);
    const a = eligibleAnnouncementsSql(pid, cids[i], { take: 100 });
    const b = eligibleClientsSql('c0.project_id = $2', [aids[i], pid], { take: 100 });
    let s = performance.now(); await qr.query(a.sql, a.params); (res['client rpc' + rpc] ??= []).push(performance.now() - s);
    s = performance.now(); await qr.query(b.sql, b.params); (res['call rpc' + rpc] ??= []).push(performance.now() - s);
  }
  const q = (x, p) => [...x].sort((a, b) => a - b)[Math.min(x.length - 1, Math.ceil(p * x.length) - 1)].toFixed(1);
  for (const k of Object.keys(res)) console.log(k.padEnd(16), 'median', q(res[k], 0.5), 'p95', q(res[k], 0.95));
  await qr.release(); await db.close();
})();
