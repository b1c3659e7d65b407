import { Link, useParams } from 'react-router-dom';
import {
  EMPTY_VALUE,
  ListPage,
  apiClient,
  listParams,
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
import { DIMENSION_LABELS, type ClientListItem, type Dimension } from '../types';

const columns: ListColumn<ClientListItem>[] = [
  { key: 'business_name', header: 'Ragione sociale', link: true, render: (c) => c.business_name },
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
  { key: 'place', header: 'Comune / Provincia', render: (c) => placeLabel(c.city, c.province) },
  { key: 'ateco', header: 'ATECO primario', render: (c) => c.primary_ateco || EMPTY_VALUE },
  {
    key: 'dimension',
    header: 'Dimensione',
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

type ClientFilters = { region: string | null; ateco: string; dimension: string | null; mine: string | null };
const CLIENT_FILTERS: ClientFilters = { region: null, ateco: '', dimension: null, mine: null };

/**
 * The client list of an environment: GET /api/projects/{projectId}/clients with search (ragione
 * sociale, P.IVA, CF) and filters region, ATECO prefix, dimension, managing user; 15 per page.
 */
export function ClientList() {
  const { projectId } = useParams();
  const base = clientsBase(projectId);
  const user = useSession((s) => s.user);
  const canWrite = user?.type !== 'referent';
  // the filters live in the address (`?region=03&dimension=micro`), next to page and search
  const [{ region, ateco, dimension, mine }, setFilters] = useUrlFilters<ClientFilters>(CLIENT_FILTERS);
  const setRegion = (v: string | null) => setFilters({ region: v });
  const setAteco = (v: string) => setFilters({ ateco: v }, { replace: true });
  const setDimension = (v: string | null) => setFilters({ dimension: v });
  const setMine = (v: string | null) => setFilters({ mine: v });
  const regions = useReference(
    'regions',
    async () => (await apiClient.get('/reference/regions', { skipGlobalErrorHandling: true })).data,
    (list) => list.map((x) => ({ value: x.code, label: x.name })),
  );
  // a dimension of the address that is not a class (hand-typed) filters nothing
  const dimensionFilter = (Object.keys(DIMENSION_LABELS) as Dimension[]).find((d) => d === dimension);
  const atecoFilter = /^\d{2}(\.\d{1,2}){0,3}$/.test(ateco.trim()) ? ateco.trim() : '';
  const list = usePagedList<ClientListItem>(
    async (q) =>
      (
        await apiClient.get('/projects/{projectId}/clients', {
          path: { projectId: projectId ?? '' },
          query: {
            ...listParams(q),
            ...(region ? { region } : {}),
            ...(atecoFilter ? { ateco: atecoFilter } : {}),
            ...(dimensionFilter ? { dimension: dimensionFilter } : {}),
            ...(mine && user ? { managed_by: user.id } : {}),
          },
          signal: q.signal,
        })
      ).data,
    [projectId, region, atecoFilter, dimensionFilter, mine],
  );
  return (
    <ListPage
      testId="list-clients"
      title="Clienti"
      breadcrumbs={[{ label: 'Clienti' }]}
      list={list}
      columns={columns}
      rowHref={(c) => `${base}/${c.id}`}
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
          {canWrite ? (
            <Select
              placeholder="Gestore"
              data={[{ value: 'me', label: 'Gestiti da me' }]}
              value={mine}
              onChange={setMine}
              clearable
              w={150}
              aria-label="Filtra per gestore"
            />
          ) : null}
          {canWrite ? (
            <Button component={Link} to={`${base}/trattative`} variant="light">
              Trattative
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
