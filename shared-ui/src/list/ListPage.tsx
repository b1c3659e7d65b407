import type { Key, MouseEvent, ReactNode } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { PAGE_SIZE } from '../constants';
import { EmptyState } from './EmptyState';
import { titleText, useDocumentTitle } from './documentTitle';
import { AlertBox } from '../components/AlertBox';
import { Breadcrumbs, type BreadcrumbsProps } from '../components/Breadcrumbs';
import type { PagedList } from './usePagedList';
import type { ListSelection } from './useListSelection';
import { SavedViewsMenu, StaleViewNotice, useStaleViewFilters, type SavedViewsConfig } from './SavedViewsMenu';
import { ColumnChooser, useHiddenColumns } from './ColumnChooser';

/** A column of a list table. */
export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  render: (item: T) => ReactNode;
  /** The cell that carries the link to the detail (default: the first column). */
  link?: boolean;
  width?: number | string;
  /**
   * The API's sort key of the column (`?sort=key` / `-key`): the header becomes a button that
   * sorts by it, again the other way (needs a `sortable` usePagedList).
   */
  sortKey?: string;
  /** The column's name in "Ordina per …" when the header is not text. */
  sortLabel?: string;
}

export interface ListPageProps<T> {
  /** Root `data-testid`, e.g. `list-clients`. */
  testId: string;
  title: ReactNode;
  breadcrumbs?: BreadcrumbsProps['items'];
  /** The state of `usePagedList`. */
  list: PagedList<T>;
  columns: ListColumn<T>[];
  /** Key of a row; default `item.id`. */
  rowKey?: (item: T) => Key;
  /** Address of a row's detail page: the link cell becomes a link and the row is clickable. */
  rowHref?: (item: T) => string;
  /** Accessible label of a row's link (default: the link cell's text). */
  rowLabel?: (item: T) => string;
  /** Shown at the right of the title (e.g. a "Nuovo" button, later). */
  actions?: ReactNode;
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Text of the empty state; default "Nessun risultato". */
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  /** Minimum width of the table before it scrolls horizontally. */
  minWidth?: number;
  /** Browser title of the page; default: the title when it is text, else the last breadcrumb. */
  documentTitle?: string;
  /** Filters of the list, shown under the breadcrumbs and the title, above the table. */
  filters?: ReactNode;
  /**
   * Row selection (from `useListSelection`): a checkbox per row and in the header, "Seleziona
   * tutti i N risultati" once the page is all selected, and a bar "N selezionati" with `bulkActions`.
   */
  selection?: ListSelection;
  /** The bulk actions shown in the selection bar (they read `selection`). */
  bulkActions?: ReactNode;
  /**
   * The "Viste" menu of saved views (issue 33, SavedViewsMenu) for this environment and list: the
   * address's filters, search and order saved under a name, reopened from the menu or the URL.
   */
  savedViews?: SavedViewsConfig;
  /**
   * The "Colonne" button (issue 33, ColumnChooser): the user hides and shows columns; the choice
   * is kept in the address (`?colonne_nascoste=`), so saved views and shared links keep it. The
   * column with the row's link is always shown.
   */
  columnChooser?: boolean;
}

const PAGINATION_CONTROL_LABELS = {
  first: 'Prima pagina',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  last: 'Ultima pagina',
} as const;

/**
 * The order of the address when it is one of the columns' (`key` or `-key` of a `sortKey`), else
 * undefined: a hand-written `?sort=` the API does not know then gives the default order, not a 422.
 */
export function columnSort<T>(sort: string | undefined, columns: ListColumn<T>[]): string | undefined {
  if (!sort) return undefined;
  const key = sort.startsWith('-') ? sort.slice(1) : sort;
  return columns.some((c) => c.sortKey === key) ? sort : undefined;
}

/** Italian "1 selezionato" / "n selezionati". */
export function selectedLabel(count: number): string {
  return count === 1 ? '1 selezionato' : `${count} selezionati`;
}

/** The header of a sortable column: a button "Ordina per X" with `aria-sort` on the cell. */
function SortHeader({ column, sort, onSort }: { column: ListColumn<never>; sort: string; onSort: (sort: string) => void }) {
  const key = column.sortKey!;
  const state = sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none';
  const label = column.sortLabel ?? (typeof column.header === 'string' ? column.header : key);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th w={column.width} aria-sort={state}>
      <UnstyledButton
        onClick={() => onSort(state === 'ascending' ? `-${key}` : key)}
        aria-label={`Ordina per ${label}`}
        data-testid={`sort-${key}`}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.header}
        <Icon size={14} aria-hidden opacity={state === 'none' ? 0.4 : 1} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A count (a non-negative integer) as Italian writes it, the same text as
 * `Intl.NumberFormat('it-IT')` (CLDR: a dot between thousands from five digits on, "1234",
 * "12.345"; checked against it by test/list-page.test.tsx). Written out because the first
 * `it-IT` number formatter of a page loads its locale data on the main thread: 8 ms on the first
 * list render, 32-35 ms under Lighthouse's 4x CPU slowdown (docs/performance.md#first-load).
 */
export function formatCount(total: number): string {
  const digits = String(Math.trunc(Math.abs(total)));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return total < 0 ? `-${grouped}` : grouped;
}

/**
 * Italian "1 risultato" / "n risultati" (thousands with a dot, "12.345 risultati"); an estimated
 * total (the API's `total_estimated`, above the exact-count bound) reads "circa 98.430 risultati".
 */
export function resultsLabel(total: number, estimated = false): string {
  const n = formatCount(total);
  if (estimated) return `circa ${n} risultati`;
  return total === 1 ? '1 risultato' : `${n} risultati`;
}

function defaultRowKey(item: unknown): Key {
  const id = (item as { id?: unknown })?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(item);
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, label, [role="button"]') !== null;
}

/**
 * The list page of every remote: breadcrumbs, title, search box "Cerca…", a Mantine table whose
 * rows lead to the detail page, 15 skeleton rows while loading (one bar per row), the paginator only when the
 * total exceeds the page size, the empty state "Nessun risultato" and an error alert with retry
 * (message derived by `errorMessage`, docs/api.md#errors). Pair it with `usePagedList`.
 * Columns with a `sortKey` get a sort button in their header (a `sortable` usePagedList: the order
 * is kept in the address as `?sort=key|-key`); `selection` (useListSelection) adds the row
 * checkboxes and the bar "N selezionati" with `bulkActions`.
 */
export function ListPage<T>({
  testId,
  title,
  breadcrumbs,
  list,
  columns: allColumns,
  rowKey = defaultRowKey,
  rowHref,
  rowLabel,
  actions,
  searchable = true,
  searchPlaceholder = 'Cerca…',
  emptyTitle = 'Nessun risultato',
  emptyDescription,
  minWidth = 720,
  documentTitle,
  filters,
  selection,
  bulkActions,
  savedViews,
  columnChooser = false,
}: ListPageProps<T>) {
  const navigate = useNavigate();
  const chooser = useHiddenColumns(allColumns);
  const columns = columnChooser ? chooser.visible : allColumns;
  const stale = useStaleViewFilters(savedViews ? list.error : null);
  const error = stale.hideError ? null : list.error;
  useDocumentTitle(documentTitle ?? titleText(title) ?? breadcrumbs?.[breadcrumbs.length - 1]?.label ?? null);
  const linkIndex = Math.max(
    0,
    columns.findIndex((c) => c.link),
  );
  const skeletonRows = list.pageSize || PAGE_SIZE;
  const showTable = !error && (list.loading || list.items.length > 0);
  const pageKeys = list.loading ? [] : list.items.map(rowKey);
  const pageSelected = pageKeys.filter((k) => selection?.isSelected(k)).length;
  const allOnPage = pageKeys.length > 0 && pageSelected === pageKeys.length;
  const selectedCount = selection ? selection.count(list.total) : 0;
  const span = columns.length + (selection ? 1 : 0);

  const onRowClick = (item: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!rowHref || isInteractive(event.target)) return;
    const selection = typeof window !== 'undefined' ? window.getSelection?.()?.toString() : '';
    if (selection) return;
    navigate(rowHref(item));
  };

  return (
    <Stack gap="md" data-testid={testId}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          {!list.loading && !list.error && list.total > 0 ? (
            <Text
              size="sm"
              c="dimmed"
              data-testid="list-total"
              data-estimated={list.totalEstimated ? 'true' : undefined}
              title={
                list.totalEstimated
                  ? 'Totale stimato: oltre il limite del conteggio esatto i risultati non vengono contati uno per uno'
                  : undefined
              }
            >
              {resultsLabel(list.total, list.totalEstimated)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm">
          {searchable ? (
            <TextInput
              aria-label="Cerca"
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={list.search}
              onChange={(event) => list.setSearch(event.currentTarget.value)}
              w={280}
              data-testid="list-search"
            />
          ) : null}
          {savedViews ? <SavedViewsMenu {...savedViews} /> : null}
          {columnChooser ? (
            <ColumnChooser columns={allColumns} hidden={chooser.hidden} onToggle={chooser.toggle} onShowAll={chooser.showAll} />
          ) : null}
          {actions}
        </Group>
      </Group>

      {filters}

      <StaleViewNotice notice={stale.notice} onClose={stale.dismiss} />

      {error ? (
        <AlertBox title="Errore" data-testid="list-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={list.reload}>
              Riprova
            </Button>
          </Stack>
        </AlertBox>
      ) : null}

      {selection && (selectedCount > 0 || allOnPage) ? (
        <Paper withBorder p="xs" radius="sm" data-testid="list-selection-bar">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600} data-testid="list-selected-count">
              {selectedLabel(selectedCount)}
            </Text>
            {selection.all ? (
              <Text size="sm" c="dimmed">
                {`Tutti i ${list.total} risultati sono selezionati.`}
              </Text>
            ) : allOnPage && list.total > pageKeys.length ? (
              <Anchor component="button" type="button" size="sm" onClick={selection.selectAll} data-testid="list-select-all">
                {`Seleziona tutti i ${list.total} risultati`}
              </Anchor>
            ) : null}
            {bulkActions}
            <Button size="xs" variant="subtle" onClick={selection.clear} data-testid="list-clear-selection">
              Deseleziona tutto
            </Button>
          </Group>
        </Paper>
      ) : null}

      {showTable ? (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-busy={list.loading}>
            <Table.Thead>
              <Table.Tr>
                {selection ? (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Seleziona tutte le righe della pagina"
                      checked={allOnPage}
                      indeterminate={pageSelected > 0 && !allOnPage}
                      disabled={pageKeys.length === 0}
                      onChange={(event) => selection.togglePage(pageKeys, event.currentTarget.checked)}
                      data-testid="list-select-page"
                    />
                  </Table.Th>
                ) : null}
                {columns.map((column) =>
                  column.sortKey && list.setSort ? (
                    <SortHeader key={column.key} column={column as ListColumn<never>} sort={list.sort ?? ''} onSort={list.setSort} />
                  ) : (
                    <Table.Th key={column.key} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.loading
                ? Array.from({ length: skeletonRows }, (_, row) => (
                    <Table.Tr key={`skeleton-${row}`} data-testid="list-skeleton-row">
                      {/* one animated bar per row, not per cell: each Skeleton is its own
                          compositing layer with two animated pseudo-elements, and 90 of them were
                          the costliest part of the list's first style pass (issue 12) */}
                      <Table.Td colSpan={span}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : list.items.map((item) => {
                    const href = rowHref?.(item);
                    return (
                      <Table.Tr
                        key={rowKey(item)}
                        data-testid="list-row"
                        onClick={href ? onRowClick(item) : undefined}
                        style={href ? { cursor: 'pointer' } : undefined}
                      >
                        {selection ? (
                          // a click beside the box does not open the record
                          <Table.Td onClick={(event) => event.stopPropagation()}>
                            <Checkbox
                              aria-label={`Seleziona ${rowLabel?.(item) ?? 'la riga'}`}
                              checked={selection.isSelected(rowKey(item))}
                              onChange={() => selection.toggle(rowKey(item), pageKeys)}
                              data-testid="list-select-row"
                            />
                          </Table.Td>
                        ) : null}
                        {columns.map((column, index) => (
                          <Table.Td key={column.key}>
                            {href && index === linkIndex ? (
                              <Anchor component={Link} to={href} fw={500} aria-label={rowLabel?.(item)}>
                                {column.render(item)}
                              </Anchor>
                            ) : (
                              column.render(item)
                            )}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      {!list.loading && !error && list.items.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          description={emptyDescription ?? (list.search.trim() ? 'Prova a cercare con altre parole.' : undefined)}
          data-testid="list-empty"
        />
      ) : null}

      {!list.error && list.total > list.pageSize ? (
        <Group justify="center">
          <Pagination
            total={list.pageCount}
            value={list.page}
            onChange={list.setPage}
            disabled={list.loading}
            data-testid="list-pagination"
            getControlProps={(control) => ({ 'aria-label': PAGINATION_CONTROL_LABELS[control] })}
            getItemProps={(page) => ({ 'aria-label': `Pagina ${page}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
