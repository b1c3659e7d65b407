const { openDatabase } = require('./dist/database/database');
const { eligibleAnnouncementsSql, eligibleClientsSql } = require('./dist/modules/eligibility/eligibility.service');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '/tmp/x' });
  const ds = db.dataSource;
  const [{ pid }] = await ds.query(`SELECT max(id) AS pid FROM projects`);
  const [{ cid }] = await ds.query(`SELECT min(id) AS cid FROM clients WHERE project_id = $1`, [pid]);
  const [{ aid }] = await ds.query(`SELECT min(id) AS aid FROM announcements WHERE project_id = $1 AND status = 'published'`, [pid]);
  await ds.query('SET jit = off');
  for (let i = 0; i < 3; i++) {
    const a = eligibleAnnouncementsSql(pid, cid, { take: 100 });
    const pa = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${a.sql}`, a.params);
    const b = eligibleClientsSql('c0.project_id = $2', [aid, pid], { take: 100 });
    const pb = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${b.sql}`, b.params);
    const t = (p) => p.filter((r) => /Time/.test(r['QUERY PLAN'])).map((r) => r['QUERY PLAN'].trim()).join(' | ');
    console.log('client vs calls:', t(pa));
    console.log('call vs clients:', t(pb));
    if (i === 2 && process.argv[2]) console.log(pb.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await db.close();
})();
