import type { QueryKey } from '@tanstack/react-query';

/** Root of the cache keys named after an API path (see {@link apiKey}). */
export const API_QUERY_KEY = 'api';

/**
 * The cache key of an API resource, one element per path segment after `/api/`, e.g.
 * `apiKey('projects', 3, 'clients', 42)` -> `['api', 'projects', '3', 'clients', '42']`. Keys are
 * matched by prefix, so `invalidateQueries({ queryKey: apiKey('projects', 3, 'clients') })`
 * refreshes the clients list and every client of environment 3 that is on screen (and marks
 * the others to be asked again when shown).
 */
export function apiKey(...segments: Array<string | number | null | undefined>): QueryKey {
  return [API_QUERY_KEY, ...segments.map((s) => String(s ?? ''))];
}
