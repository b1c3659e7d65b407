import { Link, useParams } from 'react-router-dom';
import {
  EMPTY_VALUE,
  ExportMenu,
  ListPage,
  columnSort,
  can,
  listParams,
  useListSelection,
  usePagedList,
  useReference,
  useSession,
  useUrlFilters,
  type ListColumn,
  Badge,
  Button,
  Group,
  Select,
  Text,
  TextInput,
} from '@bandi/shared-ui';
import { placeLabel } from '../format';
import { clientsBase } from '../paths';
import { ClientBulkActions } from './ClientBulkActions';
import { DIMENSION_LABELS, type ClientListItem, type Dimension } from '../types';
import { clientsList, referenceRegions, type ClientsListParams } from '@bandi/api-client';

/** Labels of the client statuses other than active (shown next to the name). */
const STATUS_LABELS: Record<ClientListItem['status'], string> = { active: 'Attivo', inactive: 'Non attivo', archived: 'Archiviato' };

const columns: ListColumn<ClientListItem>[] = [
  {
    key: 'business_name',
    header: 'Ragione sociale',
    link: true,
    sortKey: 'name',
    render: (c) => (
      <>
        {c.business_name}
        {c.status !== 'active' ? (
          <Badge ml="xs" size="xs" variant="light" color="gray">
            {STATUS_LABELS[c.status]}
          </Badge>
        ) : null}
        {c.unassigned ? <UnassignedBadge /> : null}
      </>
    ),
  },
  // P.IVA and codice fiscale in one column (a company's are usually the same number): the CF below,
  // only when it differs; so the list fits 1366 px without cutting a column (issue 39, defect 9)
  {
    key: 'vat_number',
    header: 'Partita IVA / Codice fiscale',
    render: (c) => (
      <>
        {c.vat_number || EMPTY_VALUE}
        {c.fiscal_code && c.fiscal_code !== c.vat_number ? (
          <Text size="xs" c="dimmed">
            CF {c.fiscal_code}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'legal_form', header: 'Forma giuridica', render: (c) => c.legal_form_name || c.legal_form || EMPTY_VALUE },
  { key: 'place', header: 'Comune / Provincia', sortKey: 'city', sortLabel: 'Comune', render: (c) => placeLabel(c.city, c.province) },
  { key: 'ateco', header: 'ATECO primario', render: (c) => c.primary_ateco || EMPTY_VALUE },
  {
    key: 'dimension',
    header: 'Dimensione',
    sortKey: 'company_dimension',
    render: (c) =>
      c.company_dimension ? (
        <Badge variant="light" color={c.company_dimension_manual ? 'orange' : 'blue'}>
          {DIMENSION_LABELS[c.company_dimension]}
        </Badge>
      ) : (
        EMPTY_VALUE
      ),
  },
  {
    key: 'email',
    header: 'Contatti',
    render: (c) =>
      c.email || c.phone ? (
        <>
          {c.email ? <Text size="sm">{c.email}</Text> : null}
          {c.phone ? (
            <Text size="xs" c="dimmed">
              {c.phone}
            </Text>
          ) : null}
        </>
      ) : (
        EMPTY_VALUE
      ),
  },
];

/** The warning of a client no user manages (issue 37: "Senza gestore"; the administrators assign one). */
export function UnassignedBadge() {
  return (
    <Badge ml="xs" size="xs" variant="light" color="orange" data-testid="client-unassigned">
      Senza gestore
    </Badge>
  );
}

/** `managed_by` of the API from the "Gestore" filter of the address: `me` (my id) or `none` (no manager). */
export function managerFilter(mine: string | null, userId: number | undefined): string | undefined {
  if (mine === 'none') return 'none';
  return mine === 'me' && userId ? String(userId) : undefined;
}

type ClientFilters = { region: string | null; ateco: string; dimension: string | null; mine: string | null };
const CLIENT_FILTERS: ClientFilters = { region: null, ateco: '', dimension: null, mine: null };
/** The status filter (issue 37), in the address as `?status=`; its own hook, next to the others. */
const STATUS_FILTER: { status: string | null } = { status: null };

/**
 * The client list of an environment: GET /api/projects/{projectId}/clients with search (ragione
 * sociale, P.IVA, CF) and filters region, ATECO prefix, dimension, managing user; 15 per page.
 * Name, comune and dimension sort on the server (`?sort=`, kept in the address); who may edit
 * clients selects rows (or every matching client) for the bulk actions (ClientBulkActions).
 */
export function ClientList() {
  const { projectId } = useParams();
  const base = clientsBase(projectId);
  const user = useSession((s) => s.user);
  // the session's permissions (docs/roles.md "Permissions"), never the role name: a referent reads its clients only
  const canWrite = can(user, 'clients.write');
  // the filters live in the address (`?region=03&dimension=micro`), next to page and search
  const [{ region, ateco, dimension, mine }, setFilters] = useUrlFilters<ClientFilters>(CLIENT_FILTERS);
  const [{ status }, setStatusFilter] = useUrlFilters(STATUS_FILTER);
  const setRegion = (v: string | null) => setFilters({ region: v });
  const setAteco = (v: string) => setFilters({ ateco: v }, { replace: true });
  const setDimension = (v: string | null) => setFilters({ dimension: v });
  const setMine = (v: string | null) => setFilters({ mine: v });
  const regions = useReference(
    'regions',
    async () => (await referenceRegions({ skipGlobalErrorHandling: true })).data,
    (list) => list.map((x) => ({ value: x.code, label: x.name })),
  );
  // a dimension of the address that is not a class (hand-typed) filters nothing
  const dimensionFilter = (Object.keys(DIMENSION_LABELS) as Dimension[]).find((d) => d === dimension);
  // likewise a status that is not one
  const statusFilter = (Object.keys(STATUS_LABELS) as ClientListItem['status'][]).find((s) => s === status);
  // `?mine=me` (my clients) or `?mine=none` (no manager: the link of La mia giornata)
  const managedBy = managerFilter(mine, user?.id);
  const atecoFilter = /^\d{2}(\.\d{1,2}){0,3}$/.test(ateco.trim()) ? ateco.trim() : '';
  const list = usePagedList<ClientListItem>(
    async (q) =>
      (
        await clientsList(
          Number(projectId ?? ''),
          {
            ...listParams({ ...q, sort: undefined }),
            // a sort offered by a column is one the API accepts (ClientsListSort)
            sort: columnSort(q.sort, columns) as ClientsListParams['sort'],
            ...(region ? { region } : {}),
            ...(atecoFilter ? { ateco: atecoFilter } : {}),
            ...(dimensionFilter ? { dimension: dimensionFilter } : {}),
            ...(managedBy ? { managed_by: managedBy } : {}),
            ...(statusFilter ? { status: statusFilter } : {}),
          },
          { signal: q.signal },
        )
      ).data,
    [projectId, region, atecoFilter, dimensionFilter, managedBy, statusFilter],
    { sortable: true },
  );
  // the row selection of the bulk actions (who may edit clients); a new search or filter clears it
  const selection = useListSelection([projectId, list.search, region, atecoFilter, dimensionFilter, mine, statusFilter]);
  const bulkFilter = {
    ...(list.search.trim() ? { search: list.search.trim() } : {}),
    ...(region ? { region } : {}),
    ...(atecoFilter ? { ateco: atecoFilter } : {}),
    ...(dimensionFilter ? { dimension: dimensionFilter } : {}),
    ...(managedBy ? { managed_by: managedBy } : {}),
    ...(statusFilter ? { status: statusFilter } : {}),
  };
  return (
    <ListPage
      testId="list-clients"
      savedViews={projectId ? { projectId, list: 'clients' } : undefined}
      title="Clienti"
      breadcrumbs={[{ label: 'Clienti' }]}
      list={list}
      columns={columns}
      columnChooser
      rowHref={(c) => `${base}/${c.id}`}
      rowLabel={(c) => c.business_name}
      selection={canWrite ? selection : undefined}
      bulkActions={
        canWrite ? (
          <ClientBulkActions
            projectId={projectId ?? ''}
            selection={selection}
            total={list.total}
            filter={bulkFilter}
            onFinished={() => {
              selection.clear();
              list.reload();
            }}
          />
        ) : null
      }
      minWidth={960}
      searchPlaceholder="Cerca per ragione sociale, partita IVA, codice fiscale…"
      actions={
        <Group gap="xs" wrap="wrap">
          <Select
            placeholder="Regione"
            data={regions}
            value={region}
            onChange={setRegion}
            clearable
            searchable
            w={160}
            aria-label="Filtra per regione"
          />
          <TextInput
            placeholder="ATECO (es. 62.10)"
            value={ateco}
            onChange={(e) => setAteco(e.currentTarget.value)}
            w={150}
            aria-label="Filtra per codice ATECO"
          />
          <Select
            placeholder="Dimensione"
            data={Object.entries(DIMENSION_LABELS).map(([value, label]) => ({ value, label }))}
            value={dimension}
            onChange={setDimension}
            clearable
            w={130}
            aria-label="Filtra per dimensione"
          />
          <Select
            placeholder="Stato"
            data={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
            value={status}
            onChange={(v) => setStatusFilter({ status: v })}
            clearable
            w={130}
            aria-label="Filtra per stato"
          />
          {canWrite ? (
            <Select
              placeholder="Gestore"
              data={[
                { value: 'me', label: 'Gestiti da me' },
                { value: 'none', label: 'Senza gestore' },
              ]}
              value={mine}
              onChange={setMine}
              clearable
              w={150}
              aria-label="Filtra per gestore"
            />
          ) : null}
          {can(user, 'negotiations.manage') ? (
            <Button component={Link} to={`${base}/trattative`} variant="light">
              Trattative
            </Button>
          ) : null}
          <ExportMenu
            path={`/projects/${projectId}/clients/export`}
            params={{
              search: list.search,
              region,
              ateco: atecoFilter,
              dimension: dimensionFilter,
              managed_by: managedBy,
              status: statusFilter,
              sort: columnSort(list.sort, columns),
            }}
          />
          {can(user, 'clients.import') ? (
            <Button component={Link} to={`${base}/importa`} variant="light" data-testid="import-clients">
              Importa
            </Button>
          ) : null}
          {canWrite ? (
            <Button component={Link} to={`${base}/crea`} data-testid="new-client">
              Nuovo cliente
            </Button>
          ) : null}
        </Group>
      }
    />
  );
}
