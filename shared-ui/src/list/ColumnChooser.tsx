import { useCallback, useMemo, type ReactNode } from 'react';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useAddressUpdate } from './useAddressUpdate';

/**
 * Address parameter of the hidden columns of a list (issue 33 "Colonne"): their keys, comma
 * separated, e.g. `?colonne_nascoste=pec,region`. It lives in the address like the filters and the
 * order, so a bookmark, a shared link and a saved view ("Viste", which saves the whole query)
 * reopen the list with the same columns (docs/screens.md#columns).
 */
export const HIDDEN_COLUMNS_PARAM = 'colonne_nascoste';

/** A column as the chooser sees it: its key, its header, and whether it carries the row's link. */
export interface ChoosableColumn {
  key: string;
  header: ReactNode;
  /** The column with the link to the detail cannot be hidden (the row would have no link). */
  link?: boolean;
  /** The column's name in the chooser when the header is not text. */
  sortLabel?: string;
}

/** The keys of `?colonne_nascoste=` that name a column of `columns` (unknown keys are ignored). */
export function hiddenColumnKeys(params: URLSearchParams, columns: ChoosableColumn[]): string[] {
  const raw = params.get(HIDDEN_COLUMNS_PARAM);
  if (!raw) return [];
  const known = new Set(columns.map((c) => c.key));
  return [...new Set(raw.split(',').map((k) => k.trim()))].filter((k) => known.has(k));
}

/** The column that keeps the row's link: the one marked `link`, else the first. */
function linkedKey(columns: ChoosableColumn[]): string | undefined {
  return (columns.find((c) => c.link) ?? columns[0])?.key;
}

/**
 * The hidden columns of a list, read from and written to the address (`?colonne_nascoste=`).
 * Returns the visible columns (in their order; the linked column always among them), the hidden
 * keys, `toggle(key, visible)` and `showAll()`, which replace the history entry (choosing columns
 * is not a navigation) and keep the page.
 */
export function useHiddenColumns<C extends ChoosableColumn>(columns: C[]) {
  const [params] = useSearchParams();
  const raw = params.get(HIDDEN_COLUMNS_PARAM) ?? '';
  const keyList = columns.map((c) => c.key).join(',');
  const hidden = useMemo(() => {
    const linked = linkedKey(columns);
    return hiddenColumnKeys(new URLSearchParams(raw ? { [HIDDEN_COLUMNS_PARAM]: raw } : {}), columns).filter((k) => k !== linked);
    // the columns' keys, not the array (a new array on every render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw, keyList]);
  const visible = useMemo(() => columns.filter((c) => !hidden.includes(c.key)), [columns, hidden]);
  // from the address last written (useAddressUpdate), not this render's: several toggles before a
  // render add up (CI of 689de25, list-sort.test.mjs "Colonne")
  const updateAddress = useAddressUpdate();
  const toggle = useCallback(
    (key: string, show: boolean) => {
      updateAddress(
        (base) => {
          const next = new URLSearchParams(base);
          const current = new Set(hiddenColumnKeys(base, columns));
          if (show) current.delete(key);
          else current.add(key);
          // in the columns' order, so that the same choice gives the same address
          const ordered = columns.map((c) => c.key).filter((k) => current.has(k));
          if (ordered.length) next.set(HIDDEN_COLUMNS_PARAM, ordered.join(','));
          else next.delete(HIDDEN_COLUMNS_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [updateAddress, keyList],
  );
  const showAll = useCallback(() => {
    updateAddress(
      (base) => {
        const next = new URLSearchParams(base);
        next.delete(HIDDEN_COLUMNS_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [updateAddress]);
  return { visible, hidden, toggle, showAll };
}

function columnName(column: ChoosableColumn): string {
  if (column.sortLabel) return column.sortLabel;
  return typeof column.header === 'string' ? column.header : column.key;
}

/**
 * The "Colonne" button of a list: a popover with a checkbox per column ("Mostra la colonna X"),
 * the linked column checked and disabled, and "Mostra tutte" when some are hidden. Pair it with
 * `useHiddenColumns` (ListPage does when given `columnChooser`).
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
  onShowAll,
}: {
  columns: ChoosableColumn[];
  hidden: string[];
  onToggle: (key: string, visible: boolean) => void;
  onShowAll: () => void;
}) {
  const linked = linkedKey(columns);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} data-testid="list-columns">
          {hidden.length ? `Colonne (${hidden.length} nascoste)` : 'Colonne'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="list-columns-dropdown">
        <Stack gap="xs" role="group" aria-label="Colonne visibili">
          <Text size="sm" fw={600}>
            Colonne visibili
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={columnName(column)}
              checked={!hidden.includes(column.key)}
              disabled={column.key === linked}
              description={column.key === linked ? 'Sempre visibile: apre la scheda' : undefined}
              onChange={(event) => onToggle(column.key, event.currentTarget.checked)}
              data-testid={`list-column-${column.key}`}
            />
          ))}
          {hidden.length ? (
            <Button size="xs" variant="subtle" onClick={onShowAll} data-testid="list-columns-show-all">
              Mostra tutte
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
