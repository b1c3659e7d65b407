import { useState, type ReactNode } from 'react';
import { IconCopy, IconDots, IconEdit, IconShare, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DetailFields,
  DetailPage,
  EMPTY_VALUE,
  NotFoundState,
  RecordTasks,
  errorMessage,
  formatDateTime,
  isValidId,
  useRecord,
  useSession,
  AuditLog,
  can,
  formatMoney,
  formatPercent,
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  List,
  Menu,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
} from '@bandi/shared-ui';
import { announcementsBase, clientsBase, collectionPath, templatesBase } from '../paths';
import { useDropdown } from '../form/reference';
import { COMPANY_DIMENSION_LABELS } from '@bandi/domain';
import type { AnnouncementContent, AnnouncementDocument } from '../types';
import { announcementsApi } from '../api';
import { AnnouncementSummary } from './AnnouncementSummary';
import { EligibleClientsTab } from './EligibleClientsTab';
import { AnnouncementShares } from './AnnouncementShares';
import { clientsList } from '@bandi/api-client';

const euro = (v: unknown) => (v === null || v === undefined ? null : formatMoney(Number(v)));
const range = (a: unknown, b: unknown, fmt: (v: unknown) => string | null = (v) => (v === null || v === undefined ? null : String(v))) =>
  a === null && b === null ? null : `${fmt(a) ?? '…'} – ${fmt(b) ?? '…'}`;

/**
 * A requirement limit pair as read (docs/rules.md#form-rules): "Nessun limite" when the announcement states
 * none for both ends (`requirements_without_limit`), "nessun minimo – 50", "10 – …" (not filled in).
 */
function limits(
  a: { requirements_without_limit?: string[] } & Record<string, unknown>,
  min: string,
  max: string,
  fmt?: (v: unknown) => string | null,
) {
  const none = a.requirements_without_limit ?? [];
  if (none.includes(min) && none.includes(max)) return 'Nessun limite';
  const end = (k: string, word: string) => (a[k] === null || a[k] === undefined ? (none.includes(k) ? word : null) : (fmt ?? String)(a[k]));
  const [lo, hi] = [end(min, 'nessun minimo'), end(max, 'nessun massimo')];
  return lo === null && hi === null ? null : `${lo ?? '…'} – ${hi ?? '…'}`;
}

/** The labels of `values` in `options` (a value without one keeps its text), joined; null when empty. */
function labelsOf(values: string[], options: { value: string; label: string }[]): string | null {
  return values.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ') || null;
}

/**
 * The tabs of an announcement (read view): Generale, Requisiti, Voci di spesa, Documentazione, Altro, and
 * "Clienti idonei" when `eligible` (its content, mounted only while the tab is open) is given.
 */
export function AnnouncementTabs({
  a,
  fileUrl,
  publicView = false,
  eligible,
}: {
  a: AnnouncementContent;
  fileUrl: (fileId: string) => string;
  publicView?: boolean;
  eligible?: ReactNode;
}) {
  const docList = (docs: AnnouncementDocument[]) =>
    docs.length ? (
      <List size="sm">
        {docs.map((d) => (
          <List.Item key={d.id}>
            {d.file ? <Anchor href={fileUrl(d.file.id)}>{d.name}</Anchor> : d.name}
            {!publicView && d.project_id ? (
              <Badge ml="xs" size="xs" variant="light">
                di questo ambiente
              </Badge>
            ) : null}
          </List.Item>
        ))}
      </List>
    ) : (
      <Text size="sm" c="dimmed">
        Nessun documento
      </Text>
    );
  // labels of the reference values, never their codes (the dimension classes from @bandi/domain)
  const dimOptions = useDropdown('company_dimensions');
  const areas = useDropdown('areas_of_intervention');
  const dims = [...dimOptions, ...Object.entries(COMPANY_DIMENSION_LABELS).map(([value, label]) => ({ value, label }))];
  return (
    <Tabs defaultValue="generale">
      <Tabs.List>
        <Tabs.Tab value="generale">Generale</Tabs.Tab>
        <Tabs.Tab value="requisiti">Requisiti</Tabs.Tab>
        <Tabs.Tab value="voci_di_spesa">Voci di spesa</Tabs.Tab>
        <Tabs.Tab value="documentazione">Documentazione</Tabs.Tab>
        {!publicView ? <Tabs.Tab value="altro">Altro</Tabs.Tab> : null}
        {eligible ? (
          <Tabs.Tab value="clienti_idonei" data-testid="tab-eligible-clients">
            Clienti idonei
          </Tabs.Tab>
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="generale" pt="md">
        <Stack>
          <AnnouncementSummary announcement={a} publicView={publicView} />
          {a.information_sheet ? (
            <Anchor href={fileUrl(a.information_sheet.id)}>Scheda informativa: {a.information_sheet.original_name}</Anchor>
          ) : null}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="requisiti" pt="md">
        <DetailFields
          fields={[
            { label: 'Dipendenti', value: limits(a, 'number_of_employees_min', 'number_of_employees_max') },
            { label: 'Anno di costituzione', value: limits(a, 'year_of_establishment_min', 'year_of_establishment_max') },
            { label: 'Fatturato annuo', value: limits(a, 'annual_volume_min', 'annual_volume_max', euro) },
            { label: "Dimensione d'impresa", value: labelsOf(a.announcements_company_dimensions, dims) ?? 'Tutte le dimensioni' },
            { label: 'Ambiti di intervento', value: labelsOf(a.announcements_areas_of_intervention, areas) },
            {
              label: a.include_ateco_codes ? 'Codici ATECO ammessi' : 'Codici ATECO esclusi',
              wide: true,
              value: a.announcements_ateco_codes.length ? (
                <List size="sm">
                  {a.announcements_ateco_codes.map((e) => (
                    <List.Item key={e.value}>
                      {e.value}
                      {e.description ? ` – ${e.description}` : ''}
                      {e.primary ? ' (primario)' : ''}
                      {e.original_code_2007 ? ` [ATECO 2007 ${e.original_code_2007}]` : ''}
                    </List.Item>
                  ))}
                </List>
              ) : (
                'Tutti i settori'
              ),
            },
            {
              label: 'Territori',
              wide: true,
              value:
                a.announcements_locations
                  .map((l) => [l.nation, l.region_name, l.province_name, l.city_name].filter(Boolean).join(' › '))
                  .join('; ') || null,
            },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="voci_di_spesa" pt="md">
        <Stack>
          <DetailFields
            fields={[
              { label: 'Spesa ammessa', value: range(a.eligible_expense_min, a.eligible_expense_max, euro) },
              { label: 'Agevolazione concedibile', value: range(a.grant_min, a.grant_max, euro) },
            ]}
          />
          {a.announcements_expense_items.length ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Voce</Table.Th>
                  <Table.Th>Minimo</Table.Th>
                  <Table.Th>Massimo</Table.Th>
                  <Table.Th>Allegati</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.announcements_expense_items.map((e, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{e.description}</Table.Td>
                    <Table.Td>
                      {[euro(e.min_import_value), e.min_import_percentage != null ? formatPercent(e.min_import_percentage) : null]
                        .filter(Boolean)
                        .join(' / ') || EMPTY_VALUE}
                    </Table.Td>
                    <Table.Td>
                      {[euro(e.max_import_value), e.max_import_percentage != null ? formatPercent(e.max_import_percentage) : null]
                        .filter(Boolean)
                        .join(' / ') || EMPTY_VALUE}
                    </Table.Td>
                    <Table.Td>{(e.required_attachment ?? []).join(', ') || EMPTY_VALUE}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              Nessuna voce di spesa
            </Text>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="documentazione" pt="md" data-testid="documents-panel">
        {docList(a.announcements_additional_documents)}
      </Tabs.Panel>
      {!publicView ? (
        <Tabs.Panel value="altro" pt="md" data-testid="other-panel">
          <Stack>
            {docList(a.announcements_other_attachments)}
            <DetailFields
              fields={(a.announcements_custom_fields ?? []).map((c) => ({
                label: c.label ?? EMPTY_VALUE,
                value: c.value,
                wide: (c.value ?? '').length > 80,
              }))}
            />
          </Stack>
        </Tabs.Panel>
      ) : null}
      {eligible ? (
        <Tabs.Panel value="clienti_idonei" pt="md" keepMounted={false}>
          {eligible}
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}

/** "Condividi": creates a public link for a client of the environment (POST …/shares) and shows it. */
function ShareModal({
  projectId,
  announcementId,
  clientId,
  onClose,
}: {
  projectId: string;
  announcementId: number;
  clientId?: string;
  onClose: () => void;
}) {
  const [client, setClient] = useState<string | null>(clientId ?? null);
  const [days, setDays] = useState<number>(30);
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clients = useRecord(
    async (signal) => (await clientsList(Number(projectId), { take: 100 }, { signal, skipGlobalErrorHandling: true })).data,
    [projectId],
  );
  const create = async () => {
    setError(null);
    try {
      const share = await announcementsApi.share(
        projectId,
        announcementId,
        { client_id: Number(client), expires_in_days: days },
        { skipGlobalErrorHandling: true },
      );
      setLink(`${window.location.origin}${share.url}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Condividi il bando" size="lg">
      <Stack>
        {error ? <Alert color="red">{error}</Alert> : null}
        <Select
          label="Cliente"
          searchable
          data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.business_name }))}
          value={client}
          onChange={setClient}
          data-testid="share-client"
        />
        <NumberInput
          label="Validità del link (giorni)"
          min={1}
          max={180}
          clampBehavior="strict"
          allowDecimal={false}
          value={days}
          onChange={(v) => setDays(Number(v) || 30)}
        />
        {link ? (
          <Stack gap={4} data-testid="share-link">
            <Text size="sm">Link pubblico (chi lo riceve vede il bando senza accedere):</Text>
            <Anchor href={link} target="_blank" size="sm" style={{ wordBreak: 'break-all' }}>
              {link}
            </Anchor>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Copiato' : 'Copia link'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        ) : (
          <Button onClick={create} disabled={!client} data-testid="share-create">
            Crea link
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * Detail of an announcement: GET /api/announcements/{id} or /api/projects/{projectId}/announcements/{id},
 * also at `:announcementId/clienti/:clientId` (the per-client view). Actions by what the API
 * allows: Modifica, Duplica, Salva come template, Elimina, and Condividi in an environment, where
 * who may share also sees "Link condivisi" (issue 35: openings, interest, Revoca).
 */
export function AnnouncementDetail() {
  const { projectId, announcementId, clientId } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const valid = isValidId(announcementId);
  const base = announcementsBase(projectId);
  const path = collectionPath('announcements', projectId);
  const [sharing, setSharing] = useState(false);
  // bumped when "Condividi" closes, so "Link condivisi" shows the new link (issue 35)
  const [sharesKey, setSharesKey] = useState(0);
  const [actionError, setActionError] = useState<string | null>(null);
  const record = useRecord((signal) => announcementsApi.get(projectId, announcementId!, { signal }), [projectId, announcementId], valid);
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai bandi" />;
  const a = record.data;
  // the permissions the API checks for POST …/share-links and POST …/template (docs/roles.md#permissions)
  const canShare = !!projectId && can(user, 'announcements.share');
  const canTemplate = can(user, projectId ? 'templates.local.manage' : 'templates.global.manage');
  const run = async (fn: () => Promise<void>) => {
    setActionError(null);
    try {
      await fn();
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };
  const actions = a ? (
    <Group gap="xs">
      {a.editable_tabs.length ? (
        <Button leftSection={<IconEdit size={16} />} onClick={() => navigate(`${base}/${a.id}/modifica`)} data-testid="edit">
          Modifica
        </Button>
      ) : null}
      {canShare ? (
        <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => setSharing(true)} data-testid="share">
          Condividi
        </Button>
      ) : null}
      {a.can_duplicate || canTemplate || a.can_delete ? (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" aria-label="Altre azioni">
              <IconDots size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {a.can_duplicate ? (
              <Menu.Item
                leftSection={<IconCopy size={14} />}
                onClick={() =>
                  run(async () =>
                    navigate(`${base}/${(await announcementsApi.duplicate(projectId, a.id, { skipGlobalErrorHandling: true })).id}`),
                  )
                }
              >
                Duplica
              </Menu.Item>
            ) : null}
            {canTemplate ? (
              <Menu.Item
                leftSection={<IconTemplate size={14} />}
                onClick={() =>
                  run(async () =>
                    navigate(
                      `${templatesBase(projectId)}/${(await announcementsApi.saveAsTemplate(projectId, a.id, { skipGlobalErrorHandling: true })).id}`,
                    ),
                  )
                }
              >
                Salva come template
              </Menu.Item>
            ) : null}
            {a.can_delete ? (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() =>
                  window.confirm('Eliminare definitivamente questo bando?') &&
                  run(async () => {
                    await announcementsApi.remove(projectId, a.id, { skipGlobalErrorHandling: true });
                    navigate(base);
                  })
                }
              >
                Elimina
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  ) : null;
  return (
    <DetailPage
      testId="detail-announcement"
      title={a?.name ?? 'Bando'}
      breadcrumbs={[{ label: 'Bandi', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={actions}
    >
      {actionError ? (
        <Alert color="red" mb="sm">
          {actionError}
        </Alert>
      ) : null}
      {a ? (
        <Stack>
          {a.source === 'incentivi.gov.it' ? (
            <Text size="xs" c="dimmed">
              Fonte: incentivi.gov.it – Ministero delle Imprese e del Made in Italy (IODL 2.0). Aggiornato il{' '}
              {formatDateTime(String(a.updated_at ?? ''))}
            </Text>
          ) : null}
          <AnnouncementTabs
            a={a}
            fileUrl={(f) => `/api/${path}/${a.id}/files/${f}`}
            eligible={
              // the environment's published announcement, for who may see eligibility (docs/roles.md#permissions)
              projectId && a.status === 'published' && can(user, 'clients.eligibility') ? (
                <EligibleClientsTab
                  projectId={projectId}
                  announcementId={a.id}
                  canOpen={can(user, 'negotiations.create')}
                  clientsBase={clientsBase(projectId)}
                />
              ) : undefined
            }
          />
          {/* the announcement's public links with openings and interest, "Revoca" (issue 35) */}
          {canShare && projectId ? (
            <AnnouncementShares projectId={projectId} announcementId={a.id} clientsBase={clientsBase(projectId)} refreshKey={sharesKey} />
          ) : null}
          {can(user, 'audit.read') ? <AuditLog url={`${path}/${a.id}/logs`} /> : null}
          {/* the environment view: the announcement's open tasks and "Nuovo compito" (issue 37) */}
          {projectId ? <RecordTasks projectId={projectId} link={{ announcement_id: a.id }} linkLabel={a.name} /> : null}
        </Stack>
      ) : null}
      {sharing && projectId && a ? (
        <ShareModal
          projectId={projectId}
          announcementId={a.id}
          clientId={clientId}
          onClose={() => {
            setSharing(false);
            setSharesKey((k) => k + 1);
          }}
        />
      ) : null}
    </DetailPage>
  );
}
