import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/** The router's history as BrowserRouter and MemoryRouter give it: it knows the address last written. */
interface HistoryWithLocation {
  location?: { pathname: string; search: string };
}

/**
 * React Router's `setSearchParams(prev => next)`, with `prev` the address the router's history holds
 * now (the last one written, by any list hook of the page) instead of the one the page last rendered.
 *
 * React Router renders a new address as a transition, while its history has the new address at
 * once. On a slow device a second change (a filter chosen while the search typed just before is
 * being written, two columns hidden in a row) came before the render of the first and started from
 * the rendered address, losing the first (CI of 689de25, list-sort "Colonne"). A list of the writes
 * not yet rendered, forgotten when a render showed the last of them, was not enough: a transition's
 * render that React had not committed yet forgot them while the click's handler still came from the
 * committed render (CI of 23d40b6, the same test). The history has no such window.
 *
 * Shared by every list hook of the page (page, search and sort of usePagedList, the filters of
 * useUrlFilters, the columns of useHiddenColumns). When the history is on another page already (a
 * link followed, not rendered yet) or has no `location` (a data router's navigator), `prev` is the
 * rendered address (docs/screens.md#tables-and-badges).
 */
export function useAddressUpdate(): (update: (prev: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void {
  const [, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(
    (update, options) => {
      setParams((prev) => {
        const written = (navigator as HistoryWithLocation).location;
        return update(written && written.pathname === pathname ? new URLSearchParams(written.search) : prev);
      }, options);
    },
    [setParams, pathname, navigator],
  );
}
