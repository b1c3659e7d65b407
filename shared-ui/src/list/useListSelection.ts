import { useCallback, useMemo, useState, type DependencyList, type Key } from 'react';

/**
 * What is selected in a list: some rows by key, or every record matching the current search and
 * filters ("Seleziona tutti i N risultati"), which a bulk action sends as the list's query.
 */
export type ListSelectionValue = { mode: 'ids'; ids: Key[] } | { mode: 'all' };

/** State and commands of the row selection of a list (see `useListSelection`). */
export interface ListSelection {
  value: ListSelectionValue;
  /** True when every record matching the filters is selected. */
  all: boolean;
  /** The selected keys (empty in `all` mode). */
  ids: Key[];
  /** How many records are selected, given the list's total. */
  count: (total: number) => number;
  isSelected: (key: Key) => boolean;
  /** Selects or deselects one row; `pageKeys` are the keys of the page shown (to leave `all` mode). */
  toggle: (key: Key, pageKeys: Key[]) => void;
  /** Selects or deselects every row of the page shown. */
  togglePage: (pageKeys: Key[], on: boolean) => void;
  /** Selects every record matching the current filters. */
  selectAll: () => void;
  clear: () => void;
}

const NONE: ListSelectionValue = { mode: 'ids', ids: [] };

/**
 * The row selection of a `ListPage` (`selection` prop): a set of keys, or "all matching the
 * current filters". `deps` are the list's query (search, filters): when one changes the selection
 * is cleared, since "all" would then mean other records.
 */
export function useListSelection(deps: DependencyList = []): ListSelection {
  const [value, setValue] = useState<ListSelectionValue>(NONE);
  const [seen, setSeen] = useState<DependencyList>(deps);
  if (seen.length !== deps.length || seen.some((v, i) => !Object.is(v, deps[i]))) {
    setSeen(deps);
    setValue(NONE);
  }
  const toggle = useCallback((key: Key, pageKeys: Key[]) => {
    setValue((prev) => {
      if (prev.mode === 'all') return { mode: 'ids', ids: pageKeys.filter((k) => k !== key) };
      return prev.ids.includes(key) ? { mode: 'ids', ids: prev.ids.filter((k) => k !== key) } : { mode: 'ids', ids: [...prev.ids, key] };
    });
  }, []);
  const togglePage = useCallback((pageKeys: Key[], on: boolean) => {
    setValue((prev) => {
      const current = prev.mode === 'all' ? pageKeys : prev.ids;
      return on
        ? { mode: 'ids', ids: [...current, ...pageKeys.filter((k) => !current.includes(k))] }
        : { mode: 'ids', ids: current.filter((k) => !pageKeys.includes(k)) };
    });
  }, []);
  const selectAll = useCallback(() => setValue({ mode: 'all' }), []);
  const clear = useCallback(() => setValue(NONE), []);
  return useMemo(() => {
    const ids = value.mode === 'ids' ? value.ids : [];
    return {
      value,
      all: value.mode === 'all',
      ids,
      count: (total: number) => (value.mode === 'all' ? total : ids.length),
      isSelected: (key: Key) => value.mode === 'all' || ids.includes(key),
      toggle,
      togglePage,
      selectAll,
      clear,
    };
  }, [value, toggle, togglePage, selectAll, clear]);
}
