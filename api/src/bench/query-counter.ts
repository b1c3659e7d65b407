/**
 * Preloaded (`node -r`) into the server process started by the list benchmark (bench/lists.ts),
 * never by the application itself: counts the statements sent through the `pg` driver (every
 * database round trip of TypeORM and of the raw SQL helpers goes through `Client.query`) and
 * answers the parent's IPC messages: `{type: 'queries'}` -> `{type: 'queries', count}`,
 * `{type: 'sets'}` -> `{type: 'sets', count}` (of them, the `SET` statements: plan_cache_mode),
 * `{type: 'cpu'}` -> `{type: 'cpu', count}` (CPU time used, µs), `{type: 'rss'}` -> `{type: 'rss', bytes}` (resident set size after a forced GC when exposed).
 */
import { Client } from 'pg';

let count = 0;
let sets = 0;
const original = Client.prototype.query;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
(Client.prototype as any).query = function (this: Client, ...args: unknown[]) {
  count++;
  if (typeof args[0] === 'string' && /^\s*SET\b/i.test(args[0])) sets++;
  return (original as (...a: unknown[]) => unknown).apply(this, args);
};

process.on('message', (msg: { type?: string }) => {
  if (msg?.type === 'queries') process.send?.({ type: 'queries', count });
  if (msg?.type === 'sets') process.send?.({ type: 'sets', count: sets });
  if (msg?.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ type: 'cpu', count: user + system });
  }
  if (msg?.type === 'rss') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: 'rss', bytes: process.memoryUsage().rss });
  }
});
