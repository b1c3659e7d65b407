import type { DataSource } from 'typeorm';
import { FederationRemote } from './federation-remote.entity';

/** How long the registry's origins are cached for the Content-Security-Policy, in ms. */
const TTL_MS = 30_000;
let cache: { at: number; origins: string[] } | undefined;

/**
 * Origins (scheme://host:port) of the remotes registered with an absolute URL, for the CSP's
 * script-src/connect-src. Cached TTL_MS; `invalidateRemoteOrigins()` drops the cache when the
 * registry changes so a re-pointed remote loads at once.
 */
export async function remoteOrigins(dataSource: DataSource): Promise<string[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.origins;
  const rows = await dataSource.getRepository(FederationRemote).find();
  const origins = [
    ...new Set(rows.map((r) => (/^https?:\/\//.test(r.entry) ? new URL(r.entry).origin : null)).filter((o): o is string => !!o)),
  ];
  cache = { at: Date.now(), origins };
  return origins;
}

/** Forgets the cached origins (call after changing the registry). */
export function invalidateRemoteOrigins(): void {
  cache = undefined;
}
