const { openDatabase } = require('./dist/database/database');
const { AnnouncementsRepository } = require('./dist/modules/announcements/announcements.repository');
const { ClientsRepository } = require('./dist/modules/clients/clients.repository');
const { TenantQuery } = require('./dist/common/tenancy/tenant-query');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '/tmp/x' });
  const ds = db.dataSource;
  const which = process.argv[2];
  const q = JSON.parse(process.argv[3] || '{}');
  const u = { id: 1, type: 'client-manager' };
  const explaining = { async query(text, params) { const plan = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params); console.log(text.slice(0, 3000)); console.log(plan.map((r) => r['QUERY PLAN']).join('\n')); return ds.query(text, params); } };
  if (which === 'calls') await new AnnouncementsRepository().list({ user: u, projectId: 1 }, { skip: 0, take: 15, ...q }, explaining);
  else await new ClientsRepository().list(new TenantQuery(explaining, 1), u, { skip: 0, take: 15, ...q });
  await db.close();
})();
