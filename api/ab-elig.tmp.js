const { openDatabase } = require('./dist/database/database');
const { eligibleAnnouncementsSql, eligibleClientsSql } = require('./dist/modules/eligibility/eligibility.service');
const variant = (sql) => sql
  .replace('ARRAY(SELECT x.prefixes FROM client_ateco_codes x WHERE x.client_id = c0.id) AS ateco_prefixes', 'c0.x_ateco AS ateco_prefixes')
  .replace('ARRAY(SELECT x.match_keys FROM client_locations x WHERE x.client_id = c0.id) AS location_keys', 'c0.x_loc AS location_keys')
  .replace('ARRAY(SELECT x.value::text FROM announcement_ateco_codes x WHERE x.announcement_id = a0.id) AS ateco_values', 'a0.x_ateco AS ateco_values')
  .replace('ARRAY(SELECT x.match_key FROM announcement_locations x WHERE x.announcement_id = a0.id) AS location_keys', 'a0.x_loc AS location_keys');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '/tmp/x' });
  const ds = db.dataSource;
  const [{ pid }] = await ds.query(`SELECT max(id) AS pid FROM projects`);
  const cids = (await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY random() LIMIT 20`, [pid])).map((r) => r.id);
  const aids = (await ds.query(`SELECT id FROM announcements WHERE project_id = $1 AND status = 'published' ORDER BY random() LIMIT 20`, [pid])).map((r) => r.id);
  const t = async (sql, params) => { const s = performance.now(); const rows = await ds.query(sql, params); return [performance.now() - s, rows]; };
  const res = { a0: [], a1: [], b0: [], b1: [] };
  let same = true;
  for (let i = 0; i < 20; i++) {
    const a = eligibleAnnouncementsSql(pid, cids[i], { take: 100 });
    const b = eligibleClientsSql('c0.project_id = $2', [aids[i], pid], { take: 100 });
    const [ta0, ra0] = await t(a.sql, a.params); const [ta1, ra1] = await t(variant(a.sql), a.params);
    const [tb0, rb0] = await t(b.sql, b.params); const [tb1, rb1] = await t(variant(b.sql), b.params);
    if (JSON.stringify(ra0) !== JSON.stringify(ra1) || JSON.stringify(rb0) !== JSON.stringify(rb1)) same = false;
    res.a0.push(ta0); res.a1.push(ta1); res.b0.push(tb0); res.b1.push(tb1);
  }
  const med = (x) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)].toFixed(1);
  console.log('client vs calls: now', med(res.a0), 'denorm', med(res.a1), '| call vs clients: now', med(res.b0), 'denorm', med(res.b1), '| same rows', same);
  await db.close();
})();
