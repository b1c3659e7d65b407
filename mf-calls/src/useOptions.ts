import { startTransition, useEffect, useState } from 'react';
import { apiUrl, type PathsWith, type ResponseOf } from '@bandi/api-client';
import { api, apiClient, SELECT_SEARCH_DEBOUNCE_MS, useReference, type PageItem, type Paginated } from '@bandi/shared-ui';
import type { Option } from './types';

/**
 * Options of a searchable select loaded from a list endpoint (`?search&take=20` -> `{data}`),
 * debounced by SELECT_SEARCH_DEBOUNCE_MS (docs/rules.md#constants-and-limits). `keep` options (e.g. the current value) stay
 * in the list so the select can always show its label.
 */
export function useRemoteOptions<T>(
  url: string | null,
  search: string,
  toOption: (item: T) => Option,
  keep: Option[] = [],
): { options: Option[]; loading: boolean } {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get<Paginated<T>>(url, {
          params: { search: search.trim() || undefined, take: 20 },
          signal: controller.signal,
          skipGlobalErrorHandling: true,
        })
        // a transition: the first answer comes while the list page loads (issue 12)
        .then((res) => startTransition(() => setOptions(res.data.data.map(toOption))))
        .catch(() => undefined)
        .finally(() => setLoading(false));
    }, SELECT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, search]);
  const merged = [...keep.filter((k) => k.value && !options.some((o) => o.value === k.value)), ...options];
  return { options: merged, loading };
}

/**
 * `useRemoteOptions` over a typed list path of the API (`{data, total}` answer): the items given
 * to `toOption` are typed from the generated schema. `path` null: no request (e.g. preset value).
 */
export function useListOptions<P extends PathsWith<'get'>>(
  path: P | null,
  params: Record<string, string | number>,
  search: string,
  toOption: (item: PageItem<ResponseOf<P, 'get'>>) => Option,
  keep: Option[] = [],
): { options: Option[]; loading: boolean } {
  return useRemoteOptions(path && apiUrl(path, params), search, toOption, keep);
}

/** Values of a dropdown list (GET /api/reference/dropdowns/{list}) as options keyed by code (shared-ui's cached `useReference`). */
export function useDropdown(list: string): Option[] {
  return useReference(
    `dropdowns/${list}`,
    async () => (await apiClient.get('/reference/dropdowns/{list}', { path: { list }, skipGlobalErrorHandling: true })).data,
    (values) => values.map((v) => ({ value: v.value, label: v.label })),
  );
}
