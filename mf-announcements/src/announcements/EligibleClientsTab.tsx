import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { COMPANY_DIMENSION_LABELS } from '@bandi/domain';
import { eligibilityForAnnouncement, negotiationsBulkOpen, type Schema } from '@bandi/api-client';
import {
  apiKey,
  errorMessage,
  keepPreviousData,
  useAppQuery,
  useAppQueryClient,
  EligibilityRequirements,
  EMPTY_VALUE,
  ExportMenu,
  VerdictBadge,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@bandi/shared-ui';
import { useRegions } from '../form/reference';

type EligibleClient = Schema<'EligibleClient'>;
type BulkResult = Schema<'BulkNegotiationsView'>;
type Sort = 'verdict' | 'name' | 'region';

/** Rows per page of the tab. */
export const ELIGIBLE_PAGE_SIZE = 25;

const VERDICT_OPTIONS = [
  { value: 'eligible', label: 'Idoneo' },
  { value: 'unknown', label: 'Dati mancanti' },
  { value: 'not_eligible', label: 'Non idoneo' },
];
const SIZE_OPTIONS = Object.entries(COMPANY_DIMENSION_LABELS).map(([value, label]) => ({ value, label }));

/** The header of a sortable column: a button that sorts by it (again: the other way), with `aria-sort`. */
function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
}: {
  label: string;
  column: Sort;
  sort: Sort;
  order: 'asc' | 'desc';
  onSort: (column: Sort) => void;
}) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Why a row has its verdict, in one line: the requirements not met, or the client data to collect. */
function reasons(row: EligibleClient): ReactNode {
  const failed = row.requirements.filter((r) => r.verdict === 'not_met').map((r) => r.label);
  if (failed.length) return `Non soddisfatti: ${failed.join(', ')}`;
  if (row.missing_data.length)
    return (
      <Text span size="sm" c="orange">
        {row.missing_data.map((m) => m.label).join('; ')}
      </Text>
    );
  return 'Tutti i requisiti soddisfatti';
}

/**
 * Tab "Clienti idonei" of an environment's call (issue 37): the environment's clients with the
 * verdict (Idoneo / Non idoneo / Dati mancanti), the reasons and the client data to collect,
 * from GET …/announcements/{id}/eligible-clients; filters esito, gestore, regione, dimensione;
 * columns sorted on the server; 25 per page; rows selected with their checkbox or "Seleziona
 * tutti" (the page), then "Apri trattative" (POST …/announcements/{id}/negotiations) after a
 * confirmation with the count, and the result per client (aperta / rifiutata con il motivo).
 */
export function EligibleClientsTab({
  projectId,
  announcementId,
  canOpen,
  clientsBase,
}: {
  projectId: string;
  announcementId: number;
  /** The user may open negotiations (`negotiations.create`): the checkboxes and the bulk action. */
  canOpen: boolean;
  /** Address of the clients' pages of the environment (a row's name links to `${clientsBase}/{id}`). */
  clientsBase: string;
}) {
  const [verdict, setVerdict] = useState<string | null>(null);
  const [manager, setManager] = useState<string | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>('verdict');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  // the managers met on the pages read so far (client managers cannot list the environment's users)
  const [managers, setManagers] = useState<Map<number, string>>(new Map());
  const regions = useRegions();

  const client = useAppQueryClient();
  const listKey = apiKey('projects', projectId, 'announcements', announcementId, 'eligible-clients');
  const query = {
    skip: (page - 1) * ELIGIBLE_PAGE_SIZE,
    take: ELIGIBLE_PAGE_SIZE,
    ...(verdict ? { verdict: verdict as 'eligible' } : {}),
    ...(manager ? { manager } : {}),
    ...(region ? { region } : {}),
    ...(size ? { size: size as 'micro' } : {}),
    sort,
    order,
  };
  // one page of the verdict store's answer per filters, sort and page; the previous page stays on
  // screen while the next one is asked
  const list = useAppQuery({
    queryKey: [...listKey, query],
    queryFn: async ({ signal }) =>
      (await eligibilityForAnnouncement(Number(projectId), announcementId, query, { signal, skipGlobalErrorHandling: true })).data,
    placeholderData: keepPreviousData,
  });
  const rows: EligibleClient[] | null = list.data?.data ?? null;
  const total = list.data?.total ?? 0;
  const error = actionError ?? (list.error ? errorMessage(list.error) : null);

  useEffect(() => {
    if (!list.data) return;
    setManagers((prev) => {
      const next = new Map(prev);
      for (const row of list.data.data) for (const m of row.client.managers) next.set(m.id, m.name);
      return next.size === prev.size ? prev : next;
    });
  }, [list.data]);

  const managerOptions = useMemo(
    () => [
      { value: 'me', label: 'Gestiti da me' },
      ...[...managers].sort((a, b) => a[1].localeCompare(b[1], 'it')).map(([id, name]) => ({ value: String(id), label: name })),
    ],
    [managers],
  );
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setActionError(null);
    };
  const onSort = (column: Sort) => {
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder('asc');
    }
    setPage(1);
  };
  const pageRows = rows ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => selected.has(r.client.id));
  const toggle = (row: EligibleClient) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(row.client.id)) next.delete(row.client.id);
      else next.set(row.client.id, row.client.business_name);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of pageRows) {
        if (allOnPage) next.delete(r.client.id);
        else next.set(r.client.id, r.client.business_name);
      }
      return next;
    });
  const openNegotiations = async () => {
    setRunning(true);
    try {
      const r = await negotiationsBulkOpen(
        Number(projectId),
        announcementId,
        { client_ids: [...selected.keys()] },
        { skipGlobalErrorHandling: true },
      );
      setResult(r.data);
    } catch (e) {
      setResult(null);
      setActionError(errorMessage(e));
      setConfirming(false);
    } finally {
      setRunning(false);
    }
  };
  const closeDialog = () => {
    if (result) {
      setSelected(new Map());
      setResult(null);
      setActionError(null);
      void client.invalidateQueries({ queryKey: listKey });
    }
    setConfirming(false);
  };
  const names = new Map(selected);
  const columns = canOpen ? 7 : 6;

  return (
    <Stack gap="sm" data-testid="eligible-clients">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Select
          label="Esito"
          placeholder="Tutti"
          data={VERDICT_OPTIONS}
          value={verdict}
          onChange={filter(setVerdict)}
          clearable
          w={160}
          data-testid="filter-verdict"
        />
        <Select
          label="Gestore"
          placeholder="Tutti"
          data={managerOptions}
          value={manager}
          onChange={filter(setManager)}
          clearable
          w={190}
          data-testid="filter-manager"
        />
        <Select
          label="Regione"
          placeholder="Tutte"
          data={regions}
          value={region}
          onChange={filter(setRegion)}
          clearable
          searchable
          w={180}
          data-testid="filter-region"
        />
        <Select
          label="Dimensione"
          placeholder="Tutte"
          data={SIZE_OPTIONS}
          value={size}
          onChange={filter(setSize)}
          clearable
          w={170}
          data-testid="filter-size"
        />
        {canOpen ? (
          <Button ml="auto" disabled={!selected.size} onClick={() => setConfirming(true)} data-testid="bulk-negotiations">
            Apri trattative{selected.size ? ` (${selected.size})` : ''}
          </Button>
        ) : null}
        <ExportMenu
          path={`/projects/${projectId}/announcements/${announcementId}/eligible-clients/export`}
          params={{ verdict, manager, region, size, sort, order }}
        />
      </Group>
      {error ? (
        <Alert color="red" data-testid="eligible-error">
          {error}
        </Alert>
      ) : null}
      {rows === null && !error ? <Text c="dimmed">Caricamento…</Text> : null}
      {rows !== null ? (
        <Text size="sm" c="dimmed" data-testid="eligible-total">
          {total === 1 ? '1 cliente' : `${total} clienti`}
          {selected.size ? ` · ${selected.size} selezionati` : ''}
        </Text>
      ) : null}
      {rows && rows.length ? (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {canOpen ? (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Seleziona tutti"
                      checked={allOnPage}
                      indeterminate={!allOnPage && pageRows.some((r) => selected.has(r.client.id))}
                      onChange={toggleAll}
                      data-testid="select-all"
                    />
                  </Table.Th>
                ) : null}
                <SortHeader label="Cliente" column="name" sort={sort} order={order} onSort={onSort} />
                <SortHeader label="Esito" column="verdict" sort={sort} order={order} onSort={onSort} />
                <SortHeader label="Regione" column="region" sort={sort} order={order} onSort={onSort} />
                <Table.Th>Dimensione</Table.Th>
                <Table.Th>Motivi e dati mancanti</Table.Th>
                <Table.Th>Requisiti</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Fragment key={row.client.id}>
                  <Table.Tr data-testid="eligible-row">
                    {canOpen ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={`Seleziona ${row.client.business_name}`}
                          checked={selected.has(row.client.id)}
                          onChange={() => toggle(row)}
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Anchor component={Link} to={`${clientsBase}/${row.client.id}`} fw={500}>
                        {row.client.business_name}
                      </Anchor>
                      {row.client.managers.length ? (
                        <Text size="xs" c="dimmed">
                          Gestore: {row.client.managers.map((m) => m.name).join(', ')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <VerdictBadge verdict={row.verdict} />
                    </Table.Td>
                    <Table.Td>{row.client.region ?? EMPTY_VALUE}</Table.Td>
                    <Table.Td>
                      {row.client.company_dimension ? COMPANY_DIMENSION_LABELS[row.client.company_dimension] : EMPTY_VALUE}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{reasons(row)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" onClick={() => setOpen(open === row.client.id ? null : row.client.id)}>
                        {open === row.client.id ? 'Nascondi requisiti' : 'Requisiti'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open === row.client.id ? (
                    <Table.Tr>
                      <Table.Td colSpan={columns}>
                        <EligibilityRequirements requirements={row.requirements} missing={row.missing_data} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {rows && !rows.length ? <Text c="dimmed">Nessun cliente con questi filtri.</Text> : null}
      {total > ELIGIBLE_PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / ELIGIBLE_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': { first: 'Prima pagina', previous: 'Pagina precedente', next: 'Pagina successiva', last: 'Ultima pagina' }[
                control
              ],
            })}
            getItemProps={(p) => ({ 'aria-label': `Pagina ${p}` })}
          />
        </Group>
      ) : null}
      <Modal opened={confirming} onClose={closeDialog} title="Apri trattative">
        {result ? (
          <Stack data-testid="bulk-result">
            <Text>
              Trattative aperte: {result.created}. Rifiutate: {result.refused}.
            </Text>
            {result.refused ? (
              <List size="sm">
                {result.results
                  .filter((r) => r.status === 'refused')
                  .map((r) => (
                    <List.Item key={r.client_id}>
                      {names.get(r.client_id) ?? `Cliente ${r.client_id}`}: {r.reason}
                    </List.Item>
                  ))}
              </List>
            ) : null}
            <Button onClick={closeDialog} w="fit-content">
              Chiudi
            </Button>
          </Stack>
        ) : (
          <Stack>
            <Text>
              Aprire una trattativa su questo bando per{' '}
              {selected.size === 1 ? '1 cliente selezionato' : `${selected.size} clienti selezionati`}?
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDialog}>
                Annulla
              </Button>
              <Button onClick={openNegotiations} loading={running} data-testid="bulk-confirm">
                Apri trattative
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
