import type { Key, MouseEvent, ReactNode } from 'react';
import { Anchor, Button, Group, Pagination, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { PAGE_SIZE } from '../constants';
import { EmptyState } from './EmptyState';
import { titleText, useDocumentTitle } from './documentTitle';
import { AlertBox } from '../components/AlertBox';
import { Breadcrumbs, type BreadcrumbsProps } from '../components/Breadcrumbs';
import type { PagedList } from './usePagedList';

/** A column of a list table. */
export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  render: (item: T) => ReactNode;
  /** The cell that carries the link to the detail (default: the first column). */
  link?: boolean;
  width?: number | string;
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
}

const PAGINATION_CONTROL_LABELS = {
  first: 'Prima pagina',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  last: 'Ultima pagina',
} as const;

/** Italian "1 risultato" / "n risultati". */
export function resultsLabel(total: number): string {
  return total === 1 ? '1 risultato' : `${total} risultati`;
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
 */
export function ListPage<T>({
  testId,
  title,
  breadcrumbs,
  list,
  columns,
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
}: ListPageProps<T>) {
  const navigate = useNavigate();
  useDocumentTitle(documentTitle ?? titleText(title) ?? breadcrumbs?.[breadcrumbs.length - 1]?.label ?? null);
  const linkIndex = Math.max(
    0,
    columns.findIndex((c) => c.link),
  );
  const skeletonRows = list.pageSize || PAGE_SIZE;
  const showTable = !list.error && (list.loading || list.items.length > 0);

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
            <Text size="sm" c="dimmed" data-testid="list-total">
              {resultsLabel(list.total)}
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
          {actions}
        </Group>
      </Group>

      {filters}

      {list.error ? (
        <AlertBox title="Errore" data-testid="list-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={list.reload}>
              Riprova
            </Button>
          </Stack>
        </AlertBox>
      ) : null}

      {showTable ? (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-busy={list.loading}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.loading
                ? Array.from({ length: skeletonRows }, (_, row) => (
                    <Table.Tr key={`skeleton-${row}`} data-testid="list-skeleton-row">
                      {/* one animated bar per row, not per cell: each Skeleton is its own
                          compositing layer with two animated pseudo-elements, and 90 of them were
                          the costliest part of the list's first style pass (issue 12) */}
                      <Table.Td colSpan={columns.length}>
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

      {!list.loading && !list.error && list.items.length === 0 ? (
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
