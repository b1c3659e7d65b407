import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  apiKey,
  errorMessage,
  keepPreviousData,
  useAppQuery,
  fieldLabel,
  formatDate,
  Alert,
  Anchor,
  VerdictBadge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
} from '@bandi/shared-ui';
import { clientsBase } from '../../paths';
import type { EligibleAnnouncement } from '../../types';
import { NewNegotiationButton } from '../../negotiations/NegotiationsBoard';
import { useDropdown } from '../reference';
import { RequirementList } from './RequirementList';
import { DeMinimisNote } from './DeMinimisNote';
import { eligibilityForClient } from '@bandi/api-client';

/** Calls per page of the tab. */
export const POTENTIAL_PAGE_SIZE = 20;

const VERDICT_OPTIONS = [
  { value: 'eligible', label: 'Idoneo' },
  { value: 'unknown', label: 'Dati mancanti' },
  { value: 'not_eligible', label: 'Non idoneo' },
];
/** "Scadenza": closing within so many days from today. */
const DEADLINE_OPTIONS = [
  { value: '7', label: 'Entro 7 giorni' },
  { value: '30', label: 'Entro 30 giorni' },
  { value: '90', label: 'Entro 90 giorni' },
];
/** Forms of aid (the announcements' funding types), labelled as in the rest of the platform. */
const FUNDING_OPTIONS = [
  'type_non_repayable_fund',
  'type_concessionary_financing',
  'type_fiscal_bonus',
  'type_interest_account',
  'type_warranty',
].map((value) => ({ value, label: fieldLabel(value) }));

/** Today plus `days`, as the API's date text (YYYY-MM-DD, local calendar). */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Tab "Bandi potenziali": the open announcements of the environment with the client's verdict, eligible
 * first, then by closing date (GET …/clients/{id}/eligible-announcements), 20 per page with
 * every page reachable, filtered by esito, scadenza, forma di agevolazione and ambito. Each page is
 * a TanStack query under apiKey('projects', pid, 'clients', id, …): a change of the client that
 * invalidates the client's key asks it again.
 */
export function PotentialCalls({ projectId, clientId, onNegotiation }: { projectId: string; clientId: number; onNegotiation: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [verdict, setVerdict] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [funding, setFunding] = useState<string | null>(null);
  const [area, setArea] = useState<string | null>(null);
  const areas = useDropdown('areas_of_intervention');
  const filtered = Boolean(verdict || deadline || funding || area);
  const query = {
    skip: (page - 1) * POTENTIAL_PAGE_SIZE,
    take: POTENTIAL_PAGE_SIZE,
    ...(verdict ? { verdict: verdict as 'eligible' } : {}),
    ...(deadline ? { closing_before: inDays(Number(deadline)) } : {}),
    ...(funding ? { funding_type: funding } : {}),
    ...(area ? { area } : {}),
  };
  // one page per filters and page (a TanStack query); the previous page stays on screen while the next one is asked
  const list = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'clients', clientId, 'eligible-announcements'), query],
    queryFn: async ({ signal }) => (await eligibilityForClient(Number(projectId), clientId, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
  const rows: EligibleAnnouncement[] | null = list.data?.data ?? null;
  const total = list.data?.total ?? 0;
  const error = list.error ? errorMessage(list.error) : null;
  const filter = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPage(1);
  };
  const filters = (
    <Group gap="xs" wrap="wrap" data-testid="potential-filters">
      <Select
        placeholder="Esito"
        aria-label="Esito"
        data={VERDICT_OPTIONS}
        value={verdict}
        onChange={filter(setVerdict)}
        clearable
        w={160}
      />
      <Select
        placeholder="Scadenza"
        aria-label="Scadenza"
        data={DEADLINE_OPTIONS}
        value={deadline}
        onChange={filter(setDeadline)}
        clearable
        w={170}
      />
      <Select
        placeholder="Forma di agevolazione"
        aria-label="Forma di agevolazione"
        data={FUNDING_OPTIONS}
        value={funding}
        onChange={filter(setFunding)}
        clearable
        w={220}
      />
      <Select
        placeholder="Ambito"
        aria-label="Ambito di intervento"
        data={areas}
        value={area}
        onChange={filter(setArea)}
        clearable
        searchable
        w={220}
      />
    </Group>
  );
  if (error) return <Alert color="red">{error}</Alert>;
  if (!rows) return <Text c="dimmed">Caricamento…</Text>;
  if (!rows.length && !filtered) return <Text c="dimmed">Nessun bando aperto in questo ambiente.</Text>;
  return (
    <Stack gap="xs" data-testid="potential-calls">
      {filters}
      <Text size="sm" c="dimmed" data-testid="potential-total">
        {filtered ? `${total} bandi aperti con questi filtri` : `${total} bandi aperti`}: prima quelli idonei, poi per scadenza.
      </Text>
      {!rows.length ? <Text c="dimmed">Nessun bando con questi filtri.</Text> : null}
      {rows.map((row) => (
        <Card key={row.announcement.id} withBorder p="sm" data-testid={`potential-${row.announcement.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Anchor component={Link} to={`${clientsBase(projectId)}/${clientId}/bandi/${row.announcement.id}`} fw={600}>
                {row.announcement.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.announcement.scope === 'global' ? 'Bando globale' : 'Bando locale'} · Scadenza {formatDate(row.announcement.end_date)}
                {row.failed.length
                  ? ` · Non soddisfatti: ${row.requirements
                      .filter((r) => r.verdict === 'not_met')
                      .map((r) => r.label)
                      .join(', ')}`
                  : ''}
                {row.missing_data.length ? ` · Dati da raccogliere: ${row.missing_data.map((m) => m.label).join('; ')}` : ''}
              </Text>
              <DeMinimisNote check={row.de_minimis} testId={`potential-de-minimis-${row.announcement.id}`} />
            </div>
            <Group wrap="nowrap">
              <VerdictBadge verdict={row.verdict} />
              <Button size="xs" variant="subtle" onClick={() => setOpen(open === row.announcement.id ? null : row.announcement.id)}>
                {open === row.announcement.id ? 'Nascondi requisiti' : 'Requisiti'}
              </Button>
              <NewNegotiationButton
                projectId={projectId}
                clientId={clientId}
                announcement={row.announcement}
                onCreated={onNegotiation}
                label="Trattativa"
              />
            </Group>
          </Group>
          {open === row.announcement.id ? <RequirementList row={row} /> : null}
        </Card>
      ))}
      {total > POTENTIAL_PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / POTENTIAL_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            data-testid="potential-pagination"
            getControlProps={(control) => ({
              'aria-label': { first: 'Prima pagina', previous: 'Pagina precedente', next: 'Pagina successiva', last: 'Ultima pagina' }[
                control
              ],
            })}
            getItemProps={(p) => ({ 'aria-label': `Pagina ${p}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
