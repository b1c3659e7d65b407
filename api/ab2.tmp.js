const { openDatabase } = require('./dist/database/database');
const { eligibleClientsSql } = require('./dist/modules/eligibility/eligibility.service');
const inrow = (sql) => sql
  .replace('ARRAY(SELECT x.prefixes FROM client_ateco_codes x WHERE x.client_id = c0.id) AS ateco_prefixes', 'c0.x_ateco AS ateco_prefixes')
  .replace('ARRAY(SELECT x.match_keys FROM client_locations x WHERE x.client_id = c0.id) AS location_keys', 'c0.x_loc AS location_keys');
const side = (sql) => sql
  .replace('ARRAY(SELECT x.prefixes FROM client_ateco_codes x WHERE x.client_id = c0.id) AS ateco_prefixes', "coalesce(kk.ateco_prefixes, '{}') AS ateco_prefixes")
  .replace('ARRAY(SELECT x.match_keys FROM client_locations x WHERE x.client_id = c0.id) AS location_keys', "coalesce(kk.location_keys, '{}') AS location_keys")
  .replace('FROM clients c0 LEFT JOIN legal_form_keys lk', 'FROM clients c0 LEFT JOIN k_clients kk ON kk.client_id = c0.id AND kk.project_id = c0.project_id LEFT JOIN legal_form_keys lk');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '/tmp/x' });
  const ds = db.dataSource;
  const [{ pid }] = await ds.query(`SELECT max(id) AS pid FROM projects`);
  const aids = (await ds.query(`SELECT id FROM announcements WHERE project_id = $1 AND status = 'published' ORDER BY random() LIMIT 20`, [pid])).map((r) => r.id);
  const t = async (sql, params) => { const s = performance.now(); const rows = await ds.query(sql, params); return [performance.now() - s, rows]; };
  const res = [[], [], []]; let same = true;
  for (let i = 0; i < 20; i++) {
    const b = eligibleClientsSql('c0.project_id = $2', [aids[i], pid], { take: 100 });
    const out = [];
    for (const [k, f] of [[0, (s) => s], [1, inrow], [2, side]]) { const [ms, rows] = await t(f(b.sql), b.params); res[k].push(ms); out.push(JSON.stringify(rows)); }
    if (out[0] !== out[1] || out[0] !== out[2]) same = false;
  }
  const med = (x) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)].toFixed(1);
  console.log('call vs clients: now', med(res[0]), 'in-row', med(res[1]), 'side table', med(res[2]), 'same', same);
  if (process.argv[2]) { const b = eligibleClientsSql('c0.project_id = $2', [aids[0], pid], { take: 100 }); const p = await ds.query('EXPLAIN ANALYZE ' + side(b.sql), b.params); console.log(p.map(r => r['QUERY PLAN']).filter(l => /k_clients|Hash Join|Hash Left|Nested/.test(l)).join('\n')); }
  await db.close();
})();
