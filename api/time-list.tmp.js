const { openDatabase } = require('./dist/database/database');
const { AnnouncementsRepository } = require('./dist/modules/announcements/announcements.repository');
(async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  const ds = db.dataSource;
  const u = { id: 1, type: 'administrator' };
  const timing = { async query(text, params) { const s = performance.now(); const r = await ds.query(text, params); console.log((performance.now() - s).toFixed(1), 'ms', text.replace(/\s+/g, ' ').slice(0, 140)); return r; } };
  for (let i = 0; i < 3; i++) {
    const s = performance.now();
    await new AnnouncementsRepository().list({ user: u, projectId: 1 }, { skip: 0, take: 15, search: 'digitalizzazione' }, timing);
    console.log('total', (performance.now() - s).toFixed(1));
  }
  await db.close();
})();
