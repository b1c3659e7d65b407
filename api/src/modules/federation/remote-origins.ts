import type { DataSource } from 'typeorm';
import { FederationRemote } from './federation-remote.entity';
import { FederationRelease } from './federation-release.entity';

/** How long the registry's origins are cached for the Content-Security-Policy, in ms. */
const TTL_MS = 30_000;
let cache: { at: number; origins: string[] } | undefined;

/**
 * Origins (scheme://host:port) of the remotes and of every registered release (docs/architecture.md#remote-releases) with an absolute URL, for the CSP's
 * script-src/connect-src. Cached TTL_MS; `invalidateRemoteOrigins()` drops the cache when the
 * registry changes so a re-pointed remote loads at once.
 */
export async function remoteOrigins(dataSource: DataSource): Promise<string[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.origins;
  const rows = await dataSource.getRepository(FederationRemote).find();
  // every registered release may be loaded (current, pinned, or promoted next): admit their origins too
  const releases: { entry: string }[] = await dataSource
    .getRepository(FederationRelease)
    .createQueryBuilder('r')
    .select('DISTINCT r.entry', 'entry')
    .getRawMany();
  const entries = [...rows.map((r) => r.entry), ...releases.map((r) => r.entry)];
  const origins = [...new Set(entries.map((e) => (/^https?:\/\//.test(e) ? new URL(e).origin : null)).filter((o): o is string => !!o))];
  cache = { at: Date.now(), origins };
  return origins;
}

let refreshing: Promise<string[]> | undefined;

/**
 * The origins of remoteOrigins without waiting: the cached list (also past its TTL, while one
 * refresh runs in the background), or, before the first read or after invalidateRemoteOrigins,
 * the promise of the one read in flight.
 */
export function currentRemoteOrigins(dataSource: DataSource): string[] | Promise<string[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.origins;
  refreshing ??= remoteOrigins(dataSource).finally(() => (refreshing = undefined));
  if (cache) {
    refreshing.catch(() => undefined); // a failed refresh keeps the old list; the next request retries
    return cache.origins;
  }
  return refreshing;
}

/** Forgets the cached origins (call after changing the registry). */
export function invalidateRemoteOrigins(): void {
  cache = undefined;
  refreshing = undefined;
}
