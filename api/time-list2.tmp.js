const { openDatabase } = require('./dist/database/database');
const { AnnouncementsRepository } = require('./dist/modules/announcements/announcements.repository');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  const ds = db.dataSource;
  const u = { id: 1, type: 'administrator' };
  if (process.env.RPC) await ds.query('SET random_page_cost = ' + process.env.RPC);
  let captured;
  const cap = { async query(text, params) { captured = [text, params]; return ds.query(text, params); } };
  await new AnnouncementsRepository().list({ user: u, projectId: 1 }, { skip: 0, take: 15, search: process.argv[2] || 'digitalizzazione' }, cap);
  const times = [];
  for (let i = 0; i < 10; i++) { const s = performance.now(); await ds.query(captured[0], captured[1]); times.push((performance.now() - s).toFixed(1)); }
  console.log('plain', times.join(' '));
  const p = await ds.query('EXPLAIN (ANALYZE, BUFFERS) ' + captured[0], captured[1]);
  console.log(p.map(r => r['QUERY PLAN']).filter(l => /Time|actual/.test(l)).slice(0, 60).join('\n'));
  await db.close();
})();
