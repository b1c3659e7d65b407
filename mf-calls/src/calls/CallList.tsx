import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import {
  DateField,
  EMPTY_VALUE,
  ExportMenu,
  ListPage,
  columnSort,
  can,
  formatDate,
  useListSelection,
  usePagedList,
  useSession,
  useUrlFilters,
  type ListColumn,
  Button,
  Group,
  Select,
  Text,
} from '@bandi/shared-ui';
import { CALL_STATUS_LABELS, CallStatusBadge, CallTypeBadge, counterpartLabel } from '../labels';
import { CallBulkActions } from './CallBulkActions';
import { callsBase } from '../paths';
import { callRights } from '../permissions';
import { useRemoteOptions } from '../useOptions';
import type { CallListItem, CallStatus, CallType } from '../types';
import { callsList, clientsList, referentsList, type CallsListParams } from '@bandi/api-client';

const columns: ListColumn<CallListItem>[] = [
  { key: 'call_date', header: 'Data', link: true, width: 120, sortKey: 'call_date', render: (c) => formatDate(c.call_date) },
  { key: 'type', header: 'Tipo', sortKey: 'type', render: (c) => <CallTypeBadge type={c.type} /> },
  { key: 'counterpart', header: 'Cliente / Azienda', sortKey: 'client', sortLabel: 'Cliente', render: (c) => counterpartLabel(c) },
  { key: 'referent', header: 'Referente', render: (c) => c.referent_name || EMPTY_VALUE },
  { key: 'status', header: 'Stato', sortKey: 'status', render: (c) => <CallStatusBadge status={c.status} /> },
  {
    key: 'note',
    header: 'Note',
    render: (c) =>
      c.note ? (
        <Text size="sm" lineClamp={2} maw={360} title={c.note}>
          {c.note}
        </Text>
      ) : (
        EMPTY_VALUE
      ),
  },
];

/** The filter inputs' values (form state, kept in the address), turned into the API's query by `listQuery`. */
type FilterValues = {
  type: string | null;
  status: string | null;
  client_id: string | null;
  referent_id: string | null;
  date_from: string;
  date_to: string;
};

const NO_FILTERS: FilterValues = { type: null, status: null, client_id: null, referent_id: null, date_from: '', date_to: '' };

/**
 * The call list of an environment: GET /api/projects/{projectId}/calls with search and the
 * filters type (only for who sees supplier calls), status (default: all but archived), client,
 * referent (not for referents) and date range; 15 per page. "Nuova richiesta" for who may create.
 * Who may archive call logs selects rows (or every matching one) for CallBulkActions.
 */
export function CallList() {
  const { projectId } = useParams();
  const base = callsBase(projectId);
  const user = useSession((s) => s.user);
  const rights = callRights(user);
  // the filters live in the address (`?status=open&client_id=4`), next to page and search
  const [filters, setFilters, resetFilters] = useUrlFilters<FilterValues>(NO_FILTERS);
  const [clientSearch, setClientSearch] = useState('');
  const [referentSearch, setReferentSearch] = useState('');
  const clients = useRemoteOptions(
    `clients:${projectId}`,
    (params, options) => clientsList(Number(projectId), params, options),
    clientSearch,
    (c) => ({ value: String(c.id), label: c.business_name }),
  );
  const referents = useRemoteOptions(
    can(user, 'referents.read') ? `referents:${projectId}` : null,
    (params, options) => referentsList(Number(projectId), params, options),
    referentSearch,
    (r) => ({ value: String(r.id), label: `${r.name} ${r.surname}`.trim() }),
  );
  // the list's query without paging: the list's request, and the bulk actions' "all matching"
  const listQuery = (search: string, sort: string | undefined) => ({
    search: search || undefined,
    type: (filters.type || undefined) as CallType | undefined,
    status: (filters.status || undefined) as CallStatus | undefined,
    client_id: filters.client_id ? Number(filters.client_id) : undefined,
    referent_id: filters.referent_id ? Number(filters.referent_id) : undefined,
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
    // the column order (issue 37), in the address as `?sort=`; the API's default: newest first
    sort: columnSort(sort, columns) as CallsListParams['sort'],
  });
  const list = usePagedList<CallListItem>(
    async (q) => {
      const query: CallsListParams = { skip: q.skip, take: q.take, ...listQuery(q.search, q.sort) };
      return (await callsList(Number(projectId ?? ''), query, { signal: q.signal })).data;
    },
    [projectId, filters.type, filters.status, filters.client_id, filters.referent_id, filters.date_from, filters.date_to],
    { sortable: true },
  );
  const set = (patch: Partial<FilterValues>) => setFilters(patch);
  const active = Object.values(filters).some(Boolean);
  // the row selection of the bulk actions (who may archive call logs); a new search or filter clears it
  const canBulk = can(user, 'calls.archive');
  const selection = useListSelection([projectId, list.search, ...Object.values(filters)]);

  return (
    <ListPage
      testId="list-calls"
      savedViews={projectId ? { projectId, list: 'calls' } : undefined}
      title="Richieste"
      breadcrumbs={[{ label: 'Richieste' }]}
      list={list}
      columns={columns}
      columnChooser
      rowHref={(c) => `${base}/${c.id}`}
      rowLabel={(c) => `Richiesta del ${formatDate(c.call_date)} - ${counterpartLabel(c)}`}
      minWidth={960}
      selection={canBulk ? selection : undefined}
      bulkActions={
        canBulk && projectId ? (
          <CallBulkActions
            projectId={projectId}
            selection={selection}
            total={list.total}
            filter={listQuery(list.search, list.sort)}
            onFinished={() => {
              selection.clear();
              list.reload();
            }}
          />
        ) : null
      }
      filters={
        <Group gap="sm" align="flex-end" data-testid="calls-filters" wrap="wrap">
          {rights.supplier ? (
            <Select
              label="Tipo"
              placeholder="Tutti"
              clearable
              w={170}
              data={[
                { value: 'client', label: 'Cliente' },
                { value: 'supplier', label: 'Fornitore' },
              ]}
              value={filters.type}
              onChange={(v) => set({ type: v })}
              data-testid="calls-filter-type"
            />
          ) : null}
          <Select
            label="Stato"
            placeholder="Tutti (non archiviate)"
            clearable
            w={200}
            data={Object.entries(CALL_STATUS_LABELS).map(([value, s]) => ({ value, label: s.label }))}
            value={filters.status}
            onChange={(v) => set({ status: v })}
            data-testid="calls-filter-status"
          />
          <Select
            label="Cliente"
            placeholder="Tutti"
            clearable
            searchable
            w={220}
            data={clients.options}
            value={filters.client_id}
            onChange={(v) => set({ client_id: v })}
            onSearchChange={setClientSearch}
            filter={({ options }) => options}
            data-testid="calls-filter-client"
          />
          {/* the referent filter lists GET /referents: for who may read referents (not the referent users) */}
          {can(user, 'referents.read') ? (
            <Select
              label="Referente"
              placeholder="Tutti"
              clearable
              searchable
              w={200}
              data={referents.options}
              value={filters.referent_id}
              onChange={(v) => set({ referent_id: v })}
              onSearchChange={setReferentSearch}
              filter={({ options }) => options}
              data-testid="calls-filter-referent"
            />
          ) : null}
          <DateField
            label="Dal"
            w={160}
            value={filters.date_from}
            onChange={(v) => set({ date_from: v })}
            data-testid="calls-filter-from"
          />
          <DateField label="Al" w={160} value={filters.date_to} onChange={(v) => set({ date_to: v })} data-testid="calls-filter-to" />
          {active ? (
            <Button variant="subtle" onClick={resetFilters}>
              Azzera filtri
            </Button>
          ) : null}
        </Group>
      }
      actions={
        <Group gap="xs">
          <ExportMenu path={`/projects/${projectId}/calls/export`} params={{ search: list.search, ...filters }} />
          {rights.create ? (
            <Button component={Link} to={`${base}/crea`} leftSection={<IconPlus size={16} />} data-testid="calls-create">
              Nuova richiesta
            </Button>
          ) : null}
        </Group>
      }
    />
  );
}
