import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM } from './usePagedList';
import { useAddressUpdate } from './useAddressUpdate';

/** A filter value kept in the address: one value (null or '' when none) or a list of values. */
export type UrlFilterValue = string | null | string[];

/** Options of a filter change. */
export interface UrlFilterChange {
  /** Replace the history entry instead of adding one (e.g. while typing in a text box). */
  replace?: boolean;
}

function isEmptyValue(value: UrlFilterValue | undefined): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function sameValue(a: UrlFilterValue | undefined, b: UrlFilterValue | undefined): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.join(',') === b.join(',');
  return a === b;
}

/** Reads the filters of `defaults` from the address: a missing parameter gives its default. */
export function readUrlFilters<F extends Record<string, UrlFilterValue>>(params: URLSearchParams, defaults: F): F {
  const out: Record<string, UrlFilterValue> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) out[key] = fallback;
    else if (Array.isArray(fallback))
      out[key] = raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    else out[key] = raw === '' && fallback === null ? null : raw;
  }
  return out as F;
}

/** Writes `patch` into `params` (a copy): a default value leaves the address, lists are comma separated. */
export function writeUrlFilters<F extends Record<string, UrlFilterValue>>(
  params: URLSearchParams,
  defaults: F,
  patch: Partial<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [string, UrlFilterValue | undefined][]) {
    if (!(key in defaults) || value === undefined) continue;
    if (sameValue(value, defaults[key])) next.delete(key);
    else next.set(key, Array.isArray(value) ? value.join(',') : (value ?? ''));
  }
  return next;
}

/**
 * The filters of a list page kept in the address next to the page and search of
 * `usePagedList` (shareable, kept on reload and back/forward). `defaults` names every filter and
 * its value when the address has none (e.g. `{ state: 'open', region: null, funding_type: [] }`);
 * a default value is left out of the address. Changing a filter goes back to page 1.
 * Returns the filters, a setter of some of them and a reset to the defaults.
 */
export function useUrlFilters<F extends Record<string, UrlFilterValue>>(
  defaults: F,
): [F, (patch: Partial<F>, change?: UrlFilterChange) => void, () => void] {
  const [searchParams] = useSearchParams();
  // from the address last written by a list hook, not this render's (useAddressUpdate): a filter
  // chosen before the render of the search just written keeps the search
  const updateAddress = useAddressUpdate();
  const address = searchParams.toString();
  const defaultsKey = JSON.stringify(defaults);
  const filters = useMemo(() => readUrlFilters(new URLSearchParams(address), JSON.parse(defaultsKey) as F), [address, defaultsKey]);
  const set = useCallback(
    (patch: Partial<F>, change: UrlFilterChange = {}) => {
      updateAddress(
        (prev) => {
          const next = writeUrlFilters(prev, JSON.parse(defaultsKey) as F, patch);
          if (next.toString() !== prev.toString()) next.delete(PAGE_PARAM);
          return next;
        },
        { replace: change.replace ?? false, preventScrollReset: true },
      );
    },
    [updateAddress, defaultsKey],
  );
  const reset = useCallback(() => {
    updateAddress(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of Object.keys(JSON.parse(defaultsKey) as F)) next.delete(key);
        next.delete(PAGE_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [updateAddress, defaultsKey]);
  return [filters, set, reset];
}
