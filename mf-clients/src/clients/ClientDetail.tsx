import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, FileButton, Group, List, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import {
  DetailFields,
  DetailPage,
  EMPTY_VALUE,
  NotFoundState,
  api,
  errorMessage,
  formatBoolean,
  formatDate,
  formatDateTime,
  isSectionVisible,
  isValidId,
  useProjectStore,
  useRecord,
  useSession,
} from '@bandi/shared-ui';
import { clientsBase, projectCollection, referentsBase } from '../paths';
import type { Paginated } from '@bandi/shared-ui';
import { DIMENSION_LABELS, type Client, type EligibleAnnouncement, type LogEntry } from '../types';
import { placeLabel } from '../format';
import { NegotiationsBoard, NewNegotiationButton } from '../negotiations/NegotiationsBoard';
import { ClientNotes } from './ClientNotes';

const eur = (v: number | null | undefined) =>
  v === null || v === undefined ? EMPTY_VALUE : v.toLocaleString('it-IT', { style: 'currency', currency: 'EUR' });

const DOCUMENT_LABELS: Record<string, string> = {
  identity: "Documento d'identità",
  ordinary_chamber: 'Visura camerale ordinaria',
  antimafia: 'Antimafia',
  budget: 'Bilancio',
  fiscal_code: 'Codice fiscale',
  bondage_rating: 'Rating di legalità',
  final_act: 'Atto costitutivo',
  statute: 'Statuto',
  company_dimension: 'Dichiarazione dimensione d’impresa',
  rental_agreement: 'Contratto di locazione',
  other: 'Altro',
};

export const VERDICT_BADGE: Record<string, { color: string; label: string }> = {
  eligible: { color: 'green', label: 'Idoneo' },
  not_eligible: { color: 'red', label: 'Non idoneo' },
  unknown: { color: 'yellow', label: 'Dati mancanti' },
  met: { color: 'green', label: 'Soddisfatto' },
  not_met: { color: 'red', label: 'Non soddisfatto' },
};

/** Requirement verdicts of one call for one client (also used by the per-client call view). */
export function RequirementList({ row }: { row: EligibleAnnouncement }) {
  if (!row.requirements.length)
    return (
      <Text size="sm" c="dimmed">
        Il bando non pone requisiti.
      </Text>
    );
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="requirements">
      <Table.Tbody>
        {row.requirements.map((r) => (
          <Table.Tr key={r.requirement}>
            <Table.Td>
              <Badge color={VERDICT_BADGE[r.verdict === 'unknown' ? 'unknown' : r.verdict].color} variant="light">
                {r.verdict === 'unknown' ? 'Sconosciuto' : VERDICT_BADGE[r.verdict].label}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {r.label}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">Richiesto: {r.required || EMPTY_VALUE}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={r.verdict === 'unknown' ? 'orange' : undefined}>
                {r.verdict === 'unknown'
                  ? `Manca il dato del cliente (${r.missing_field})`
                  : r.client_value
                    ? `Cliente: ${r.client_value}`
                    : ''}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PotentialCalls({ projectId, clientId, onNegotiation }: { projectId: string; clientId: number; onNegotiation: () => void }) {
  const [rows, setRows] = useState<EligibleAnnouncement[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    api
      .get<Paginated<EligibleAnnouncement>>(`projects/${projectId}/clients/${clientId}/eligible-announcements`, { params: { take: 50 } })
      .then((r) => {
        setRows(r.data.data);
        setTotal(r.data.total);
      })
      .catch((e) => setError(errorMessage(e)));
  }, [projectId, clientId]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!rows) return <Text c="dimmed">Caricamento…</Text>;
  if (!rows.length) return <Text c="dimmed">Nessun bando aperto in questo ambiente.</Text>;
  return (
    <Stack gap="xs" data-testid="potential-calls">
      <Text size="sm" c="dimmed">
        {total} bandi aperti: prima quelli idonei, poi per scadenza.
      </Text>
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
              </Text>
            </div>
            <Group wrap="nowrap">
              <Badge color={VERDICT_BADGE[row.verdict].color}>{VERDICT_BADGE[row.verdict].label}</Badge>
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
    </Stack>
  );
}

/** A call (richiesta) of the client, as GET /api/projects/{pid}/calls lists it. */
interface ClientCall {
  id: number;
  call_date: string;
  status: 'open' | 'in_progress' | 'closed' | 'archived';
  referent_name: string | null;
  note: string | null;
}

const CALL_STATUS_LABELS: Record<ClientCall['status'], string> = {
  open: 'Aperta',
  in_progress: 'In lavorazione',
  closed: 'Chiusa',
  archived: 'Archiviata',
};

/**
 * The client's calls (richieste): GET /api/projects/{pid}/calls?client_id= (newest first, archived
 * left out, as the calls list), each linking to its detail in the Richieste section.
 */
function ClientCalls({ projectId, clientId }: { projectId: string; clientId: number }) {
  const [calls, setCalls] = useState<ClientCall[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Paginated<ClientCall>>(`projects/${projectId}/calls`, { params: { client_id: clientId, take: 100 }, signal: controller.signal })
      .then((r) => setCalls(r.data.data))
      .catch((e) => {
        if (!controller.signal.aborted) setError(errorMessage(e));
      });
    return () => controller.abort();
  }, [projectId, clientId]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!calls) return <Text c="dimmed">Caricamento…</Text>;
  if (!calls.length) return <Text c="dimmed">Nessuna richiesta per questo cliente.</Text>;
  return (
    <Table data-testid="client-calls">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Stato</Table.Th>
          <Table.Th>Referente</Table.Th>
          <Table.Th>Note</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {calls.map((call) => (
          <Table.Tr key={call.id} data-testid={`client-call-${call.id}`}>
            <Table.Td>
              <Anchor component={Link} to={`/ambiente/${encodeURIComponent(projectId)}/richieste/${call.id}`}>
                {formatDate(call.call_date)}
              </Anchor>
            </Table.Td>
            <Table.Td>{CALL_STATUS_LABELS[call.status] ?? call.status}</Table.Td>
            <Table.Td>{call.referent_name ?? EMPTY_VALUE}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {call.note ?? EMPTY_VALUE}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const ACTION_LABELS: Record<string, string> = {
  created: 'Cliente creato',
  updated: 'Cliente modificato',
  'note.created': 'Nota aggiunta',
  'note.updated': 'Nota modificata',
  'note.deleted': 'Nota eliminata',
  'negotiation.created': 'Trattativa creata',
  'negotiation.updated': 'Trattativa modificata',
  'negotiation.stage_changed': 'Trattativa spostata di fase',
  'negotiation.deleted': 'Trattativa eliminata',
};

function Log({ projectId, clientId }: { projectId: string; clientId: number }) {
  const [rows, setRows] = useState<LogEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api
      .get<Paginated<LogEntry>>(`projects/${projectId}/clients/${clientId}/log`, { params: { take: 100 } })
      .then((r) => setRows(r.data.data))
      .catch((e) => setError(errorMessage(e)));
  }, [projectId, clientId]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!rows) return <Text c="dimmed">Caricamento…</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Utente</Table.Th>
          <Table.Th>Operazione</Table.Th>
          <Table.Th>Campi</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
            <Table.Td>{r.user_name ?? EMPTY_VALUE}</Table.Td>
            <Table.Td>{ACTION_LABELS[r.action] ?? r.action}</Table.Td>
            <Table.Td>{r.changes?.fields?.join(', ') || EMPTY_VALUE}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The client card: GET /api/projects/{projectId}/clients/{clientId} with tabs Anagrafica, Sedi,
 * ATECO, Soci e amministratori, Dimensione, Documenti, Referenti, Bandi potenziali, Trattative,
 * Note, Log (Bandi potenziali, Note and Log not for referents, DESIGN.md §5), and Richieste (the
 * client's calls) when the user sees the richieste module; "Nuova richiesta" leads to
 * `clienti/{clientId}/richieste/crea` (mf-calls' form, mounted by the shell) for the roles that
 * may create calls.
 */
export function ClientDetail() {
  const { projectId, clientId } = useParams();
  const valid = isValidId(clientId);
  const base = clientsBase(projectId);
  const user = useSession((s) => s.user);
  const isReferent = user?.type === 'referent';
  const modules = useProjectStore((st) => st.project?.modules);
  // Logging a call (richiesta) for this client: roles that may create calls (DESIGN.md §5), with
  // the richieste module on in this environment.
  const seesCalls = Boolean(user && modules && isSectionVisible('richieste', user.capabilities, modules));
  const canCreateCall =
    seesCalls && (user?.type === 'administrator' || user?.type === 'local-administrator' || user?.type === 'client-manager');
  const [boardKey, setBoardKey] = useState(0);
  const [docError, setDocError] = useState<string | null>(null);
  const [tab, setTab] = useState('anagrafica');
  const record = useRecord<Client>(
    async (signal) => (await api.get<Client>(`${projectCollection(projectId, 'clients')}/${clientId}`, { signal })).data,
    [projectId, clientId],
    valid,
  );
  if (!valid || !projectId) return <NotFoundState backTo={base} backLabel="Torna ai clienti" />;
  const c = record.data;
  const uploadDocument = async (slot: string, file: File) => {
    setDocError(null);
    const form = new FormData();
    form.append('file', file);
    try {
      await api.post(`${projectCollection(projectId, 'clients')}/${clientId}/documents/${slot}`, form);
      record.reload();
    } catch (err) {
      setDocError(errorMessage(err));
    }
  };
  const clearDocument = async (slot: string) => {
    setDocError(null);
    try {
      await api.delete(`${projectCollection(projectId, 'clients')}/${clientId}/documents/${slot}`);
      record.reload();
    } catch (err) {
      setDocError(errorMessage(err));
    }
  };
  const id = Number(clientId);
  const dim = c?.company_dimension_details;
  return (
    <DetailPage
      testId="detail-client"
      title={c?.business_name ?? 'Cliente'}
      breadcrumbs={[{ label: 'Clienti', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={
        !isReferent || canCreateCall ? (
          <Group gap="xs">
            {canCreateCall ? (
              <Button component={Link} to={`${base}/${clientId}/richieste/crea`} variant="light" data-testid="new-client-call">
                Nuova richiesta
              </Button>
            ) : null}
            {!isReferent ? (
              <Button component={Link} to={`${base}/${clientId}/modifica`} data-testid="edit-client">
                Modifica
              </Button>
            ) : null}
          </Group>
        ) : undefined
      }
    >
      {c ? (
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'anagrafica')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="anagrafica">Anagrafica</Tabs.Tab>
            <Tabs.Tab value="sedi">Sedi</Tabs.Tab>
            <Tabs.Tab value="ateco">ATECO</Tabs.Tab>
            <Tabs.Tab value="soci">Soci e amministratori</Tabs.Tab>
            <Tabs.Tab value="dimensione">Dimensione</Tabs.Tab>
            <Tabs.Tab value="documenti">Documenti</Tabs.Tab>
            <Tabs.Tab value="referenti">Referenti</Tabs.Tab>
            {!isReferent ? <Tabs.Tab value="bandi">Bandi potenziali</Tabs.Tab> : null}
            <Tabs.Tab value="trattative">Trattative</Tabs.Tab>
            {seesCalls ? <Tabs.Tab value="richieste">Richieste</Tabs.Tab> : null}
            {!isReferent ? <Tabs.Tab value="note">Note</Tabs.Tab> : null}
            {!isReferent ? <Tabs.Tab value="log">Log</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="anagrafica" pt="md">
            <DetailFields
              title="Anagrafica"
              fields={[
                { label: 'Ragione sociale', value: c.business_name },
                { label: 'Partita IVA', value: c.vat_number },
                { label: 'Codice fiscale', value: c.fiscal_code },
                { label: 'Forma giuridica', value: c.legal_form },
                { label: 'Data di costituzione', value: c.constitution_date ? formatDate(c.constitution_date) : null },
                { label: 'Numero REA', value: c.rea_number },
                {
                  label: 'Iscritta alla CCIAA',
                  value: c.subscribed_to_cciaa === 'yes' ? 'Sì' : c.subscribed_to_cciaa === 'no' ? 'No' : null,
                },
                {
                  label: 'Capitale sociale',
                  value: c.social_capital === null || c.social_capital === undefined ? null : eur(Number(c.social_capital)),
                },
                {
                  label: 'Email',
                  value: c.email ? (
                    <Anchor href={`mailto:${c.email}`} size="sm">
                      {c.email}
                    </Anchor>
                  ) : null,
                },
                { label: 'PEC', value: c.pec },
                { label: 'Codice SDI', value: c.sdi ? (c.sdi === '0000000' ? '0000000 (recapito tramite PEC)' : c.sdi) : null },
                { label: 'Telefono', value: c.phone },
                { label: 'Sito web', value: c.website },
                { label: 'Impresa femminile', value: formatBoolean(c.female_enterprise) },
                { label: 'Impresa giovanile', value: formatBoolean(c.youth_enterprise) },
                { label: 'Ente pubblico', value: formatBoolean(c.public_entity_enterprise) },
                { label: 'Gestori', value: c.clients_managed_by_users?.map((u) => `${u.name} ${u.surname}`).join(', ') || null },
              ]}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sedi" pt="md">
            <Stack>
              <Card withBorder>
                <Title order={5}>Sede legale</Title>
                {c.client_legal_location ? (
                  <Text size="sm">
                    {[
                      c.client_legal_location.address,
                      c.client_legal_location.postal_code,
                      placeLabel(c.client_legal_location.city, c.client_legal_location.province),
                      c.client_legal_location.region_name,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    Non indicata
                  </Text>
                )}
              </Card>
              {(c.clients_location ?? []).map((l, i) => (
                <Card withBorder key={i}>
                  <Title order={5}>Sede operativa</Title>
                  <Text size="sm">
                    {[l.address, l.postal_code, placeLabel(l.city, l.province), l.region_name].filter(Boolean).join(' · ')}
                  </Text>
                </Card>
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="ateco" pt="md">
            <List data-testid="client-ateco">
              {(c.clients_ateco_codes ?? []).map((a) => (
                <List.Item key={a.value}>
                  <b>{a.value}</b> {a.description ?? ''} {a.primary ? <Badge size="xs">Primario</Badge> : null}
                </List.Item>
              ))}
            </List>
            {!c.clients_ateco_codes?.length ? <Text c="dimmed">Nessun codice ATECO</Text> : null}
          </Tabs.Panel>
          <Tabs.Panel value="soci" pt="md">
            <Title order={5}>Soci</Title>
            {(c.clients_partners ?? []).map((p, i) => (
              <Text size="sm" key={i}>
                {p.name} {p.fiscal_code ? `(${p.fiscal_code})` : ''} {p.share_percent !== null ? `— ${p.share_percent}%` : ''}
              </Text>
            ))}
            <Title order={5} mt="md">
              Amministratori
            </Title>
            {(c.clients_administrators ?? []).map((a, i) => (
              <Text size="sm" key={i}>
                {a.name} {a.surname} {a.role ? `— ${a.role}` : ''}
              </Text>
            ))}
            <Title order={5} mt="md">
              Banche
            </Title>
            {(c.clients_banks ?? []).map((b, i) => (
              <Text size="sm" key={i}>
                {b.name} {b.iban ?? ''}
              </Text>
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="dimensione" pt="md">
            <Stack data-testid="client-dimension">
              <Group>
                <Title order={4}>{dim?.effective ? DIMENSION_LABELS[dim.effective] : 'Non calcolabile'}</Title>
                {dim?.manual ? (
                  <Badge color="orange">Indicata manualmente (calcolata: {dim.computed ? DIMENSION_LABELS[dim.computed] : 'n.d.'})</Badge>
                ) : (
                  <Badge>Calcolata</Badge>
                )}
              </Group>
              <Text size="sm">{dim?.reason}</Text>
              {dim?.steps?.length ? (
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Impresa</Table.Th>
                      <Table.Th>Quota considerata</Table.Th>
                      <Table.Th>ULA</Table.Th>
                      <Table.Th>Fatturato</Table.Th>
                      <Table.Th>Totale di bilancio</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {dim.steps.map((st, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{st.label}</Table.Td>
                        <Table.Td>{Math.round(st.factor * 100)}%</Table.Td>
                        <Table.Td>{st.headcount}</Table.Td>
                        <Table.Td>{eur(st.turnover)}</Table.Td>
                        <Table.Td>{eur(st.balance_sheet_total)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
              <Title order={5}>Storico</Title>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Anno</Table.Th>
                    <Table.Th>ULA</Table.Th>
                    <Table.Th>Fatturato</Table.Th>
                    <Table.Th>Totale di bilancio</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(c.clients_history ?? []).map((h) => (
                    <Table.Tr key={h.year}>
                      <Table.Td>{h.year}</Table.Td>
                      <Table.Td>{h.headcount ?? EMPTY_VALUE}</Table.Td>
                      <Table.Td>{eur(h.turnover)}</Table.Td>
                      <Table.Td>{eur(h.balance_sheet_total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="documenti" pt="md">
            {docError ? (
              <Alert color="red" mb="sm">
                {docError}
              </Alert>
            ) : null}
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Documento</Table.Th>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>File</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(c.documents ?? []).map((d) => (
                  <Table.Tr key={d.slot}>
                    <Table.Td>{DOCUMENT_LABELS[d.slot] ?? d.slot}</Table.Td>
                    <Table.Td>{d.name ?? EMPTY_VALUE}</Table.Td>
                    <Table.Td>{formatDate(d.date)}</Table.Td>
                    <Table.Td>
                      {d.file_id ? (
                        <Anchor href={`/api/projects/${projectId}/clients/${clientId}/documents/${d.slot}/file`} size="sm">
                          {d.file_name ?? 'Scarica'}
                        </Anchor>
                      ) : (
                        EMPTY_VALUE
                      )}
                    </Table.Td>
                    <Table.Td>
                      {!isReferent ? (
                        <Group gap="xs" wrap="nowrap">
                          <FileButton onChange={(f) => f && void uploadDocument(d.slot, f)}>
                            {(props) => (
                              <Button size="xs" variant="light" {...props}>
                                {d.file_id ? 'Sostituisci' : 'Carica'}
                              </Button>
                            )}
                          </FileButton>
                          {d.file_id || d.name ? (
                            <Button size="xs" variant="subtle" color="red" onClick={() => void clearDocument(d.slot)}>
                              Svuota
                            </Button>
                          ) : null}
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="referenti" pt="md">
            {(c.clients_referents ?? []).map((r) => (
              <Text key={r.id} size="sm">
                {!isReferent ? (
                  <Anchor component={Link} to={`${referentsBase(projectId)}/${r.id}`}>
                    {r.name} {r.surname}
                  </Anchor>
                ) : (
                  `${r.name} ${r.surname}`
                )}
                {r.organisation ? ` — ${r.organisation}` : ''} {r.email ?? ''}
              </Text>
            ))}
            {!c.clients_referents?.length ? <Text c="dimmed">Nessun referente</Text> : null}
          </Tabs.Panel>
          {!isReferent ? (
            <Tabs.Panel value="bandi" pt="md">
              <PotentialCalls projectId={projectId} clientId={id} onNegotiation={() => setBoardKey((k) => k + 1)} />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="trattative" pt="md">
            <Stack>
              <NewNegotiationButton projectId={projectId} clientId={id} onCreated={() => setBoardKey((k) => k + 1)} />
              <NegotiationsBoard projectId={projectId} clientId={id} canManage={!isReferent} refreshKey={boardKey} />
            </Stack>
          </Tabs.Panel>
          {seesCalls ? (
            <Tabs.Panel value="richieste" pt="md">
              <ClientCalls projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
          {!isReferent ? (
            <Tabs.Panel value="note" pt="md">
              <ClientNotes projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
          {!isReferent ? (
            <Tabs.Panel value="log" pt="md">
              <Log projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      ) : null}
    </DetailPage>
  );
}
