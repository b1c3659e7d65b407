import { spawnSync } from 'node:child_process';

/**
 * Why the Redis at `url` cannot be reached (PING from a child process, 3 s at most), or null when
 * it answers. Synchronous, so that a test file registers its Redis tests as skipped (not passed)
 * without Redis, saying why (security-throttle-redis.test.ts, import-progress-redis.test.ts).
 */
export function redisUnreachable(url: string): string | null {
  const script = `
    const Redis = require('ioredis');
    const r = new Redis(process.argv[1], { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
    r.on('error', () => undefined);
    r.connect().then(() => r.ping()).then(() => process.exit(0), (e) => { console.log(e.message || String(e)); process.exit(1); });`;
  const res = spawnSync(process.execPath, ['-e', script, url], { cwd: __dirname, timeout: 3000, encoding: 'utf8' });
  if (res.status === 0) return null;
  return (res.stdout || '').trim() || res.error?.message || 'nessuna risposta';
}
