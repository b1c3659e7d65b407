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

/**
 * The cache key of one page of GET /api/projects (the user's environments): `params` are the
 * query's own (`skip`, `take`, `search` when any). The home page and the sidebar's environment
 * selector ask the same first page under the same key, so one answer serves both.
 */
export function projectsPageKey(params: { skip: number; take: number; search?: string }): QueryKey {
  return [...apiKey('projects'), { skip: params.skip, take: params.take, search: params.search ?? '' }];
}
