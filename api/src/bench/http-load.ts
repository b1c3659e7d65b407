/**
 * What the HTTP benchmarks share (bench/lists.ts, bench/request-path.ts; docs/performance.md):
 * a load of concurrent connections, quantiles of its latencies, a child process's CPU time and
 * its stop.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Pool } from 'undici';

/** Concurrent connections of a load: BENCH_CONNECTIONS, 10 by default. */
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

/** The `q` quantile (0-1) of `ms`, nearest rank; NaN when empty. */
export function quantile(ms: number[], q: number): number {
  const s = [...ms].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
}

/** Stops `child` with SIGTERM; resolves when it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * {@link BENCH_CONNECTIONS} workers requesting `paths` of `origin` in turn (each worker from its
 * own offset) for `seconds`: latencies (ms), requests per second, answers of 300 or more.
 */
export async function httpLoad(origin: string, paths: string[], headers: Record<string, string>, seconds: number) {
  const pool = new Pool(origin, { connections: BENCH_CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: BENCH_CONNECTIONS }, async (_, w) => {
      for (let i = w; performance.now() < end; i++) {
        const s = performance.now();
        const res = await pool.request({ path: paths[i % paths.length], method: 'GET', headers });
        await res.body.arrayBuffer();
        latencies.push(performance.now() - s);
        if (res.statusCode >= 300) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  await pool.close();
  return { latencies, rps: latencies.length / elapsed, errors };
}

/**
 * CPU time used so far by process `pid`, in µs: `user` (JavaScript, V8, the libraries) and `system`
 * (the kernel on its behalf: socket reads and writes, loopback TCP), from /proc/<pid>/stat (Linux,
 * 100 ticks/s); zeros elsewhere.
 */
export function cpuTimes(pid: number | undefined): { user: number; system: number } {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** CPU time (user + system, µs) used so far by process `pid` (cpuTimes); 0 elsewhere. */
export function cpuMicros(pid: number | undefined): number {
  const t = cpuTimes(pid);
  return t.user + t.system;
}
