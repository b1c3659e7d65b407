import { useEffect, useState } from 'react';
import { api } from '@bandi/shared-ui';

/** A Select option. */
export interface Option {
  value: string;
  label: string;
}

const cache = new Map<string, Promise<unknown>>();

/** GET of a reference list (`/api/reference/…`), cached for the page's life. */
export function loadReference<T>(url: string): Promise<T> {
  if (!cache.has(url)) {
    const p = api.get<T>(url, { skipGlobalErrorHandling: true } as object).then((r) => r.data);
    p.catch(() => cache.delete(url));
    cache.set(url, p);
  }
  return cache.get(url) as Promise<T>;
}

/** Options of a reference list mapped by `map`; [] while loading or on error. */
export function useOptions<T>(url: string | null, map: (data: T) => Option[]): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    if (!url) {
      setOptions([]);
      return;
    }
    loadReference<T>(url)
      .then((d) => live && setOptions(map(d)))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return options;
}

/** Dropdown list values (`/api/reference/dropdowns/{list}`) as options. */
export function useDropdown(list: string): Option[] {
  return useOptions<{ value: string; label: string }[]>(`reference/dropdowns/${list}`, (d) =>
    d.map((x) => ({ value: x.value, label: x.label })),
  );
}

/** Search-as-you-type options (ATECO codes, comuni): `url(search)` answers `{data}`; debounced 200 ms (SPEC §9). */
export function useSearchOptions<T>(search: string, url: (search: string) => string | null, map: (item: T) => Option): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    const target = url(search.trim());
    if (!target) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      loadReference<{ data: T[] }>(target)
        .then((d) => live && setOptions(d.data.map(map)))
        .catch(() => live && setOptions([]));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, url(search.trim())]);
  return options;
}
