import { useCallback } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * Writes of the list hooks that a render has not shown yet: the page's path and the query strings,
 * from the one on screen at the first write to the last one written. Shared by every list hook of
 * the page (page, search and sort of usePagedList, the filters of useUrlFilters, the columns of
 * useHiddenColumns): they all write the same address.
 */
let pending: { pathname: string; chain: string[] } | null = null;

/** Whether `pending` still describes the address `search` of `pathname` (on screen, or on the way). */
function pendingFor(pathname: string, search: string): boolean {
  return pending !== null && pending.pathname === pathname && pending.chain.includes(search);
}

/**
 * React Router's `setSearchParams(prev => next)`, with `prev` the address last written by a list
 * hook when no render has shown it yet, instead of the rendered one. React Router renders a new
 * address as a transition, so on a slow device a second change (a filter chosen while the search
 * typed just before is being written, two columns hidden in a row) came before the render of the
 * first, started from the rendered address and lost the first (CI of 689de25, list-sort
 * "Colonne"; docs/screens.md#tables-and-badges).
 *
 * The writes count until a render shows the last of them; a render of an address that is not one
 * of them (back/forward, a link) or of another page forgets them.
 */
export function useAddressUpdate(): (update: (prev: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = params.toString();
  if (pending && (!pendingFor(pathname, rendered) || pending.chain.at(-1) === rendered)) pending = null;
  return useCallback(
    (update, options) => {
      setParams((prev) => {
        const shown = prev.toString();
        const on = pendingFor(pathname, shown) ? pending : null;
        const next = update(on ? new URLSearchParams(on.chain.at(-1)) : prev);
        pending = { pathname, chain: [...(on ? on.chain : [shown]), next.toString()] };
        return next;
      }, options);
    },
    [setParams, pathname],
  );
}
