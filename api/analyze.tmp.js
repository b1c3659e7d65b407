const { openDatabase } = require('./dist/database/database');
(async () => { const db = await openDatabase({ dataDir: process.env.DATA_DIR }); await db.dataSource.query('VACUUM ANALYZE'); await db.close(); })();
