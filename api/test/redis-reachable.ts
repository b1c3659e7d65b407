import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

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

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts redis-server on `port` (no persistence) and waits until it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

/** Kills a redis-server started by startRedis (SIGKILL, as a crash) and waits for its exit. */
export async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}
