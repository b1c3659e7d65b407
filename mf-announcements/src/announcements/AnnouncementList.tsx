import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DateField,
  EMPTY_VALUE,
  ExportMenu,
  ListPage,
  formatNumber,
  useListSelection,
  usePagedList,
  useRecord,
  useCan,
  useUrlFilters,
  type ListColumn,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@bandi/shared-ui';
import { AID_SCHEMES, FUNDING_TYPES, FundingBadges, ScopeBadge, StateBadge, deadlineLabel } from '../labels';
import { announcementsBase } from '../paths';
import { useDropdown, useRegions } from '../form/reference';
import type { AnnouncementListItem, AnnouncementQuery } from '../types';
import { announcementsApi, announcementsFetcher } from '../api';
import { AnnouncementBulkActions } from './AnnouncementBulkActions';
import { ImportModal } from './ImportModal';

const columns: ListColumn<AnnouncementListItem>[] = [
  {
    key: 'name',
    header: 'Nome',
    link: true,
    render: (a) => (
      <Group gap={6} wrap="nowrap">
        <span>{a.name}</span>
        {a.status === 'draft' ? (
          <Badge size="xs" color="gray" variant="outline">
            Bozza
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'supplying_authority', header: 'Ente concedente', render: (a) => a.supplying_authority || EMPTY_VALUE },
  {
    key: 'end_date',
    header: 'Scadenza',
    render: (a) => (
      <Text size="sm" c={a.end_date ? undefined : 'dimmed'}>
        {deadlineLabel(a.end_date)}
      </Text>
    ),
  },
  { key: 'state', header: 'Stato', render: (a) => <StateBadge state={a.state} /> },
  { key: 'scope', header: 'Ambito', render: (a) => <ScopeBadge scope={a.scope} /> },
  { key: 'funding', header: 'Forma', render: (a) => <FundingBadges announcement={a} /> },
];

/**
 * The list filters (query parameters of docs/api-contract.md "Bandi e template"), kept in the
 * address with the same names (`?state=closed&region=03`), so a filtered list is shareable.
 * `state` defaults to `open` (the catalogue opens on the announcements one can still apply to; the
 * closed ones are behind the "Stato" filter), `all` shows every state. The inputs' values (form
 * state, strings as the address holds them), turned into the API's query by `params`.
 */
type FilterValues = {
  status: string | null;
  state: string;
  funding_type: string[];
  aid_scheme: string[];
  region: string | null;
  ateco: string;
  company_dimension: string | null;
  deadline_from: string;
  deadline_to: string;
  sort: string | null;
  scope: string | null;
};
/** The state filter that shows every announcement. */
export const ALL_STATES = 'all';
export const DEFAULT_FILTERS: FilterValues = {
  status: null,
  state: 'open',
  funding_type: [],
  aid_scheme: [],
  region: null,
  ateco: '',
  company_dimension: null,
  deadline_from: '',
  deadline_to: '',
  sort: null,
  scope: null,
};

/** The API query parameters of the filters (`state=all` and an incomplete ATECO code are not sent). */
export function params(f: FilterValues): AnnouncementQuery {
  const p: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) {
    if (Array.isArray(v) ? v.length : v) p[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  if (p.state === ALL_STATES || !['open', 'forthcoming', 'closed'].includes(p.state)) delete p.state;
  if (p.ateco && !/^\d{2}(\.\d{1,2}(\.\d{1,2})?)?$/.test(p.ateco)) delete p.ateco;
  // the values are the filter inputs' (Select options of the same enums); the API checks them again (422)
  return p as AnnouncementQuery;
}

/** Italian "1 bando" / "n bandi" (thousands with the Italian separator: "1.234 bandi"). */
export function announcementsCountLabel(total: number): string {
  return total === 1 ? '1 bando' : `${formatNumber(total)} bandi`;
}

/**
 * The announcement list: GET /api/announcements (global area) or
 * GET /api/projects/{projectId}/announcements (global + this environment's local ones), with
 * the filters (status, state, funding type, aid scheme, region, ATECO, company size, deadline
 * range, sort) and, for who may create, "Nuovo bando". Next to the title, the size of the whole
 * catalogue visible here ("502 bandi", one `take=1` request without filters), while the line
 * under it counts the results of the current search and filters. Who may write calls in this area
 * selects rows (or every matching announcement) for AnnouncementBulkActions.
 */
export function AnnouncementList() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const base = announcementsBase(projectId);
  const [filters, setFilters, resetFilters] = useUrlFilters<FilterValues>(DEFAULT_FILTERS);
  const set = <K extends keyof FilterValues>(k: K, v: FilterValues[K], replace = false) =>
    setFilters({ [k]: v } as Partial<FilterValues>, { replace });
  const key = JSON.stringify(params(filters));
  const list = usePagedList(announcementsFetcher(projectId, params(filters)), [projectId, key]);
  const catalogue = useRecord(
    (signal) => announcementsApi.list(projectId, { take: 1 }, { signal, skipGlobalErrorHandling: true }),
    [projectId],
  );
  const regions = useRegions();
  const dims = useDropdown('company_dimensions');
  const [importing, setImporting] = useState(false);
  const canCreate = useCan(projectId ? 'announcements.local.manage' : 'announcements.global.manage');
  // the row selection of the bulk actions (who may write calls in this area); a new search or filter clears it
  const selection = useListSelection([projectId, list.search, key]);
  return (
    <>
      <ListPage
        testId="list-announcements"
        savedViews={projectId ? { projectId, list: 'announcements' } : undefined}
        selection={canCreate ? selection : undefined}
        rowLabel={(a) => a.name}
        bulkActions={
          canCreate ? (
            <AnnouncementBulkActions
              projectId={projectId}
              selection={selection}
              total={list.total}
              filter={{ ...params(filters), search: list.search || undefined }}
              onFinished={() => {
                selection.clear();
                list.reload();
              }}
            />
          ) : null
        }
        title={
          <>
            Bandi
            {catalogue.data ? (
              <Text span c="dimmed" fz="lg" fw={400} ml="sm" data-testid="announcements-catalogue-count">
                {announcementsCountLabel(catalogue.data.total)}
              </Text>
            ) : null}
          </>
        }
        breadcrumbs={[{ label: 'Bandi' }]}
        // the filters sit under the breadcrumbs and the title, above the table
        filters={
          <Paper withBorder p="sm" data-testid="announcement-filters">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
              <Select
                label="Stato"
                allowDeselect={false}
                data={[
                  { value: 'open', label: 'Aperti' },
                  { value: 'forthcoming', label: 'In arrivo' },
                  { value: 'closed', label: 'Chiusi' },
                  { value: ALL_STATES, label: 'Tutti' },
                ]}
                value={filters.state}
                onChange={(v) => set('state', v ?? DEFAULT_FILTERS.state)}
                data-testid="filter-state"
              />
              <Select
                label="Pubblicazione"
                placeholder="Tutte"
                clearable
                data={[
                  { value: 'published', label: 'Pubblicato' },
                  { value: 'draft', label: 'Bozza' },
                ]}
                value={filters.status}
                onChange={(v) => set('status', v)}
              />
              <MultiSelect
                label="Forma dell'agevolazione"
                placeholder="Tutte"
                data={FUNDING_TYPES.map((t) => ({ value: t.key, label: t.label }))}
                value={filters.funding_type}
                onChange={(v) => set('funding_type', v)}
              />
              <MultiSelect
                label="Regime di aiuto"
                placeholder="Tutti"
                data={AID_SCHEMES.map((t) => ({ value: t.key, label: t.label }))}
                value={filters.aid_scheme}
                onChange={(v) => set('aid_scheme', v)}
              />
              <Select
                label="Regione"
                placeholder="Tutte"
                clearable
                searchable
                data={regions}
                value={filters.region}
                onChange={(v) => set('region', v)}
                data-testid="filter-region"
              />
              <TextInput
                label="Codice ATECO del cliente"
                placeholder="es. 62.01.00"
                value={filters.ateco}
                onChange={(e) => set('ateco', e.currentTarget.value.trim(), true)}
              />
              <Select
                label="Dimensione d'impresa"
                placeholder="Tutte"
                clearable
                data={dims}
                value={filters.company_dimension}
                onChange={(v) => set('company_dimension', v)}
              />
              <Select
                label="Ordina per"
                placeholder="Aperti prima, per scadenza"
                clearable
                data={[
                  { value: 'current', label: 'Aperti prima, per scadenza' },
                  { value: 'deadline', label: 'Scadenza più vicina' },
                  { value: 'deadline_desc', label: 'Scadenza più lontana' },
                  { value: 'relevance', label: 'Pertinenza' },
                  { value: 'name', label: 'Nome' },
                  { value: 'updated', label: 'Ultima modifica' },
                ]}
                value={filters.sort}
                onChange={(v) => set('sort', v)}
              />
              {/* DD/MM/YYYY in Italian; the query parameters stay YYYY-MM-DD */}
              <DateField
                label="Scadenza dal"
                value={filters.deadline_from}
                onChange={(v) => set('deadline_from', v)}
                data-testid="filter-deadline-from"
              />
              <DateField
                label="Scadenza al"
                value={filters.deadline_to}
                onChange={(v) => set('deadline_to', v)}
                data-testid="filter-deadline-to"
              />
              {projectId ? (
                <Select
                  label="Ambito"
                  placeholder="Globali e locali"
                  clearable
                  data={[
                    { value: 'global', label: 'Globali' },
                    { value: 'local', label: 'Locali' },
                  ]}
                  value={filters.scope}
                  onChange={(v) => set('scope', v)}
                />
              ) : null}
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button variant="subtle" size="xs" onClick={resetFilters}>
                Azzera filtri
              </Button>
            </Group>
          </Paper>
        }
        list={list}
        columns={columns}
        columnChooser
        rowHref={(a) => `${base}/${a.id}`}
        searchPlaceholder="Cerca…"
        minWidth={960}
        actions={
          <Group gap="xs">
            <ExportMenu
              path={projectId ? `/projects/${projectId}/announcements/export` : '/announcements/export'}
              params={{ search: list.search, ...params(filters) }}
            />
            {canCreate && !projectId ? (
              <Button variant="light" onClick={() => setImporting(true)} data-testid="import-announcements">
                Importa
              </Button>
            ) : null}
            {canCreate ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`${base}/crea`)} data-testid="new-announcement">
                Nuovo bando
              </Button>
            ) : null}
          </Group>
        }
      />
      {importing ? (
        <ImportModal
          onClose={() => setImporting(false)}
          onDone={() => {
            list.reload();
            catalogue.reload();
          }}
        />
      ) : null}
    </>
  );
}
