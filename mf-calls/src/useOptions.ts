import { startTransition, useEffect, useState } from 'react';
import type { AxiosRequestConfig } from 'axios';
import { referenceDropdown } from '@bandi/api-client';
import { SELECT_SEARCH_DEBOUNCE_MS, useReference } from '@bandi/shared-ui';
import type { Option } from './types';

/**
 * A generated list function of the API bound to its path values and filters, e.g.
 * `(params, options) => clientsList(projectId, params, options)`: the select's search in, `{data}` out.
 */
export type OptionsRequest<T> = (
  params: { search?: string; take: number },
  options: AxiosRequestConfig,
) => Promise<{ data: { data: T[] } }>;

/**
 * Options of a searchable select loaded from a list endpoint (`?search&take=20` -> `{data}`),
 * debounced by SELECT_SEARCH_DEBOUNCE_MS (docs/rules.md#constants-and-limits). `key` names the
 * request (its path values and filters, e.g. `clients:4`): a new key loads again, null loads
 * nothing (e.g. a preset value). `keep` options (e.g. the current value) stay in the list so the
 * select can always show its label.
 */
export function useRemoteOptions<T>(
  key: string | null,
  request: OptionsRequest<T>,
  search: string,
  toOption: (item: T) => Option,
  keep: Option[] = [],
): { options: Option[]; loading: boolean } {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      request({ search: search.trim() || undefined, take: 20 }, { signal: controller.signal, skipGlobalErrorHandling: true })
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
  }, [key, search]);
  const merged = [...keep.filter((k) => k.value && !options.some((o) => o.value === k.value)), ...options];
  return { options: merged, loading };
}

/** Values of a dropdown list (GET /api/reference/dropdowns/{list}) as options keyed by code (shared-ui's cached `useReference`). */
export function useDropdown(list: string): Option[] {
  return useReference(
    `dropdowns/${list}`,
    async () => (await referenceDropdown(list, { skipGlobalErrorHandling: true })).data,
    (values) => values.map((v) => ({ value: v.value, label: v.label })),
  );
}
