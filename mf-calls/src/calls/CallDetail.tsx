import { useState } from 'react';
import { IconArchive, IconArrowBackUp, IconLink, IconListCheck, IconMail, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import {
  AlertBox,
  DetailFields,
  DetailPage,
  NotFoundState,
  can,
  errorMessage,
  formatDate,
  formatDateTime,
  isValidId,
  useRecord,
  useVersionConflict,
  ifMatch,
  useSession,
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@bandi/shared-ui';
import { CALL_STATUS_LABELS, CallStatusBadge, CallTypeBadge, counterpartLabel } from '../labels';
import { callParams, callsBase } from '../paths';
import { callRights } from '../permissions';
import { useDropdown, useRemoteOptions } from '../useOptions';
import type { Call, CallStatus } from '../types';
import { TaskFormModal } from '../tasks/TaskFormModal';
import { tasksBase, type Task } from '../tasks/taskLabels';
import {
  announcementsListProject,
  callsArchive,
  callsGet,
  callsLink,
  callsRestore,
  callsSend,
  callsUnlink,
  callsUpdate,
} from '@bandi/api-client';

/**
 * Detail of a call: its data, status change (aperta, in lavorazione, chiusa), note editing,
 * archive/restore, the bandi proposed in it (link/unlink), and for supplier calls the sending
 * to the active recipients. Actions follow docs/roles.md (see `callRights`).
 */
export function CallDetail() {
  const { projectId, callId } = useParams();
  const valid = isValidId(callId);
  const base = callsBase(projectId);
  const path = callParams(projectId, callId);
  const user = useSession((s) => s.user);
  const rights = callRights(user);
  const record = useRecord<Call>(
    async (signal) => (await callsGet(Number(path.projectId), Number(path.callId), { signal })).data,
    [projectId, callId],
    valid,
  );
  const areaLabels = useDropdown('areas_of_intervention');
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);
  const [bandoSearch, setBandoSearch] = useState('');
  const [bando, setBando] = useState<string | null>(null);
  // the follow-up of the call (issue 37): a task with its owner and due date, linked to the call
  const [taskOpen, setTaskOpen] = useState(false);
  const [followUp, setFollowUp] = useState<Task | null>(null);
  // a save that lost the race opens the conflict dialog; "Ricarica" shows the current call and drops the unsaved note
  const conflicts = useVersionConflict<Call>((current) => {
    record.setData(current);
    setNote(null);
  });
  const bandi = useRemoteOptions(
    rights.manage ? `announcements:${projectId}` : null,
    (params, options) => announcementsListProject(Number(projectId), params, options),
    bandoSearch,
    (a) => ({ value: String(a.id), label: a.name }),
  );

  if (!valid) return <NotFoundState backTo={base} backLabel="Torna alle richieste" />;
  const c = record.data;
  const archived = c?.status === 'archived';

  /** Runs an edit of the call with the version shown (If-Match); true when it was saved. */
  const run = async (key: string, action: (version: number | undefined) => Promise<{ data: Call }>) => {
    setBusy(key);
    setActionError(null);
    let saved = false;
    try {
      await conflicts.save(
        async (version) => {
          record.setData((await action(version)).data);
          saved = true;
        },
        record.data?.version,
        setActionError,
      );
      return saved;
    } catch (error) {
      setActionError(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const actions = c ? (
    <Group gap="xs">
      {rights.update && !archived ? (
        <Select
          aria-label="Stato"
          w={180}
          data={(['open', 'in_progress', 'closed'] as const).map((s) => ({ value: s, label: CALL_STATUS_LABELS[s].label }))}
          value={c.status}
          allowDeselect={false}
          disabled={busy !== null}
          onChange={(v) =>
            v &&
            void run('status', (version) =>
              callsUpdate(
                Number(path.projectId),
                Number(path.callId),
                { status: v as Exclude<CallStatus, 'archived'> },
                { ...ifMatch(version) },
              ),
            )
          }
          data-testid="call-status"
        />
      ) : null}
      {c.type === 'supplier' && rights.supplier && !archived ? (
        <Button
          leftSection={<IconMail size={16} />}
          loading={busy === 'send'}
          disabled={busy !== null}
          onClick={() => void run('send', () => callsSend(Number(path.projectId), Number(path.callId)))}
          data-testid="call-send"
        >
          Invia ai fornitori
        </Button>
      ) : null}
      {can(user, 'tasks.write') && !archived ? (
        <Button variant="light" leftSection={<IconListCheck size={16} />} onClick={() => setTaskOpen(true)} data-testid="call-new-task">
          Nuovo compito
        </Button>
      ) : null}
      {rights.manage ? (
        archived ? (
          <Button
            variant="light"
            leftSection={<IconArrowBackUp size={16} />}
            loading={busy === 'restore'}
            disabled={busy !== null}
            onClick={() =>
              void run('restore', (version) => callsRestore(Number(path.projectId), Number(path.callId), { ...ifMatch(version) }))
            }
            data-testid="call-restore"
          >
            Ripristina
          </Button>
        ) : (
          <Button
            variant="light"
            color="gray"
            leftSection={<IconArchive size={16} />}
            loading={busy === 'archive'}
            disabled={busy !== null}
            onClick={() =>
              void run('archive', (version) => callsArchive(Number(path.projectId), Number(path.callId), { ...ifMatch(version) }))
            }
            data-testid="call-archive"
          >
            Archivia
          </Button>
        )
      ) : null}
    </Group>
  ) : null;

  const areaLabel = (code: string) => areaLabels.find((a) => a.value === code)?.label ?? code;

  return (
    <DetailPage
      testId="detail-call"
      title={c ? `Richiesta del ${formatDate(c.call_date)}` : 'Richiesta'}
      breadcrumbs={[{ label: 'Richieste', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={actions}
    >
      {conflicts.dialog}
      {c && projectId ? (
        <TaskFormModal
          opened={taskOpen}
          onClose={() => setTaskOpen(false)}
          projectId={projectId}
          links={{ call_id: c.id }}
          onSaved={(task) => {
            setTaskOpen(false);
            setFollowUp(task);
          }}
        />
      ) : null}
      {c ? (
        <Stack gap="md">
          {actionError ? <AlertBox onClose={() => setActionError(null)}>{errorMessage(actionError)}</AlertBox> : null}
          {followUp ? (
            <AlertBox type="success" onClose={() => setFollowUp(null)} data-testid="call-task-created">
              Compito «{followUp.title}» creato per {followUp.owner_name}, scadenza {formatDate(followUp.due_date)}.{' '}
              <Anchor component={Link} to={tasksBase(projectId)}>
                Vai ai compiti
              </Anchor>
            </AlertBox>
          ) : null}
          <DetailFields
            title="Dati della richiesta"
            fields={[
              { label: 'Data', value: formatDate(c.call_date) },
              { label: 'Tipo', value: <CallTypeBadge type={c.type} /> },
              { label: c.type === 'supplier' ? 'Azienda' : 'Cliente', value: counterpartLabel(c) },
              { label: 'Referente', value: c.referent_name, hidden: c.type === 'supplier' },
              {
                label: 'Stato',
                value: (
                  <span data-testid="call-status-badge">
                    <CallStatusBadge status={c.status} />
                  </span>
                ),
              },
              {
                label: 'Ambiti di intervento',
                value: c.areas_of_intervention?.length ? (
                  <Group gap={4}>
                    {c.areas_of_intervention.map((area) => (
                      <Badge key={area} variant="light" size="sm" tt="none">
                        {areaLabel(area)}
                      </Badge>
                    ))}
                  </Group>
                ) : null,
              },
              {
                label: 'Destinatari',
                value: c.send_to?.length ? (
                  <Stack gap={2}>
                    {c.send_to.map((to) => (
                      <Text key={to.email} size="sm" c={to.active ? undefined : 'dimmed'}>
                        {to.name} &lt;{to.email}&gt;{to.active ? '' : ' (non attivo)'}
                      </Text>
                    ))}
                  </Stack>
                ) : null,
                hidden: c.type !== 'supplier',
              },
              {
                label: 'Ultimo invio',
                value: c.sent_at ? (
                  <span data-testid="call-sent">{`${formatDateTime(c.sent_at)} a ${(c.sent_to ?? []).join(', ')}`}</span>
                ) : null,
                hidden: c.type !== 'supplier',
              },
            ]}
          />
          <Card withBorder padding="lg" radius="md">
            <Title order={4} mb="sm">
              Note
            </Title>
            {rights.update && !archived ? (
              <Stack gap="xs">
                <Textarea
                  autosize
                  minRows={3}
                  maxLength={10000}
                  value={note ?? c.note ?? ''}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  data-testid="call-note-edit"
                  aria-label="Note"
                />
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    disabled={note === null || note === (c.note ?? '')}
                    loading={busy === 'note'}
                    onClick={() =>
                      void run('note', (version) =>
                        callsUpdate(Number(path.projectId), Number(path.callId), { note: note ?? '' }, { ...ifMatch(version) }),
                      ).then((ok) => ok && setNote(null))
                    }
                    data-testid="call-note-save"
                  >
                    Salva note
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.note || 'Nessuna nota'}
              </Text>
            )}
          </Card>
          <Card withBorder padding="lg" radius="md" data-testid="call-bandi">
            <Title order={4} mb="sm">
              Bandi proposti
            </Title>
            <Stack gap="xs">
              {(c.announcements ?? []).length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nessun bando collegato.
                </Text>
              ) : (
                (c.announcements ?? []).map((a) => (
                  <Group key={a.id} justify="space-between" wrap="nowrap" data-testid={`call-bando-${a.id}`}>
                    <Stack gap={0}>
                      <Anchor component={Link} to={`${base}/${c.id}/bandi/${a.id}`} size="sm">
                        {a.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {a.scope === 'global' ? 'Bando globale' : 'Bando locale'}
                        {a.end_date ? ` · scadenza ${formatDate(a.end_date)}` : ''}
                      </Text>
                    </Stack>
                    {rights.manage ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Scollega ${a.name}`}
                        disabled={busy !== null}
                        onClick={() => void run(`unlink-${a.id}`, () => callsUnlink(Number(path.projectId), Number(path.callId), a.id))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    ) : null}
                  </Group>
                ))
              )}
              {rights.manage ? (
                <Group align="flex-end" mt="xs">
                  <Select
                    label="Collega un bando"
                    placeholder="Cerca un bando"
                    searchable
                    clearable
                    style={{ flex: 1 }}
                    data={bandi.options}
                    value={bando}
                    onChange={setBando}
                    onSearchChange={setBandoSearch}
                    filter={({ options }) => options}
                    nothingFoundMessage="Nessun bando"
                    data-testid="call-bando-select"
                  />
                  <Button
                    leftSection={<IconLink size={16} />}
                    disabled={!bando || busy !== null}
                    loading={busy === 'link'}
                    onClick={() =>
                      void run('link', () => callsLink(Number(path.projectId), Number(path.callId), Number(bando ?? ''))).then(
                        (ok) => ok && setBando(null),
                      )
                    }
                    data-testid="call-bando-link"
                  >
                    Collega
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        </Stack>
      ) : null}
    </DetailPage>
  );
}
