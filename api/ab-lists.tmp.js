const { openDatabase } = require('./dist/database/database');
const { AnnouncementsRepository } = require('./dist/modules/announcements/announcements.repository');
const { ClientsRepository } = require('./dist/modules/clients/clients.repository');
const { TenantQuery } = require('./dist/common/tenancy/tenant-query');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR || '/tmp/x' });
  const ds = db.dataSource;
  const pid = Number(process.env.PID || 1);
  const [{ region }] = await ds.query(`SELECT region_code AS region FROM clients WHERE project_id = $1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`, [pid]);
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM clients WHERE project_id = $1`, [pid]);
  const u = { id: 1, type: 'administrator' };
  const qr = ds.createQueryRunner(); await qr.connect();
  const q = { query: (t, p) => qr.query(t, p) };
  const cases = {
    'clients first': () => new ClientsRepository().list(new TenantQuery(q, pid), u, { skip: 0, take: 15 }),
    'clients region': () => new ClientsRepository().list(new TenantQuery(q, pid), u, { skip: 0, take: 15, region }),
    'clients search': () => new ClientsRepository().list(new TenantQuery(q, pid), u, { skip: 0, take: 15, search: 'marin' }),
    'clients last': () => new ClientsRepository().list(new TenantQuery(q, pid), u, { skip: Math.floor(n * 0.99), take: 15 }),
    'calls first': () => new AnnouncementsRepository().list({ user: u, projectId: pid }, { skip: 0, take: 15 }, q),
    'calls open': () => new AnnouncementsRepository().list({ user: u, projectId: pid }, { skip: 0, take: 15, state: 'open' }, q),
    'calls search': () => new AnnouncementsRepository().list({ user: u, projectId: pid }, { skip: 0, take: 15, search: 'digitalizzazione' }, q),
    'calls last': () => new AnnouncementsRepository().list({ user: u, projectId: pid }, { skip: 9700, take: 15 }, q),
  };
  const res = {};
  for (let round = 0; round < 8; round++) for (const rpc of ['4', '1.1']) {
    await qr.query('SET random_page_cost = ' + rpc);
    for (const [k, f] of Object.entries(cases)) { const s = performance.now(); await f(); (res[k + ' rpc=' + rpc] ??= []).push(performance.now() - s); }
  }
  const med = (x) => [...x].sort((a, b) => a - b)[Math.floor(x.length / 2)].toFixed(1);
  for (const k of Object.keys(cases)) console.log(k.padEnd(16), 'rpc4', med(res[k + ' rpc=4']).padStart(7), ' rpc1.1', med(res[k + ' rpc=1.1']).padStart(7));
  await qr.release(); await db.close();
})();
