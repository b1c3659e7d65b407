import { clientsBulkManagers, clientsBulkStart, clientsBulkStatus, type Schema, tasksAssignees } from '@bandi/api-client';
import { useEffect, useMemo, useState } from 'react';
import {
  AlertBox,
  DateField,
  Button,
  Group,
  Menu,
  Modal,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  apiKey,
  errorMessage,
  taskAssigneesKey,
  useAppQuery,
  useCan,
  type ListSelection,
} from '@bandi/shared-ui';
import type { ClientBulkJob, ClientBulkRequest } from '../types';

type Action = ClientBulkRequest['action'];

/** Menu labels and dialog titles of the bulk actions. */
const ACTIONS: { action: Action; label: string; color?: string }[] = [
  { action: 'assign_manager', label: 'Assegna gestore' },
  { action: 'set_status', label: 'Cambia stato' },
  { action: 'archive', label: 'Archivia' },
  { action: 'delete', label: 'Elimina', color: 'red' },
  // issue 37: one task per selected client (same title, owner and due date), for who holds tasks.write
  { action: 'create_task', label: 'Crea compito' },
];

/** The fields of "Crea compito": the job's params (the generated schema), the owner as the Select's value. */
type TaskParams = Required<Pick<Schema<'ClientBulkParamsDto'>, 'title' | 'due_date' | 'description'>> & { owner_id: string | null };
const NO_TASK: TaskParams = { title: '', owner_id: null, due_date: '', description: '' };

const STATUS_OPTIONS = [
  { value: 'active', label: 'Attivo' },
  { value: 'inactive', label: 'Non attivo' },
];

/** Poll interval of a running job, in ms. */
const POLL_MS = 1000;

const clientsLabel = (n: number) => (n === 1 ? '1 cliente' : `${n} clienti`);

export interface ClientBulkActionsProps {
  projectId: string;
  selection: ListSelection;
  /** The list's total (the count of "all matching"). */
  total: number;
  /** The list's query, sent as `filter` when every matching client is selected. */
  filter: NonNullable<ClientBulkRequest['filter']>;
  /** After the result was read: reload the list and clear the selection. */
  onFinished: () => void;
}

/**
 * The bulk actions of the client list's selection bar (issue 37): Assegna gestore, Cambia stato,
 * Archivia, Elimina (confirmation with the count), Crea compito (titolo, assegnatario, scadenza,
 * note: one task per client; with `tasks.write`). The action is one job
 * (POST /api/projects/{id}/clients/bulk, docs/api.md "Client bulk actions"); a modal polls its
 * progress and lists the refused records with their reason.
 */
export function ClientBulkActions({ projectId, selection, total, filter, onFinished }: ClientBulkActionsProps) {
  const [action, setAction] = useState<Action | null>(null);
  const [managerId, setManagerId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [task, setTask] = useState<TaskParams>(NO_TASK);
  const canTask = useCan('tasks.write');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const count = selection.count(total);
  const path = { projectId };

  // "Assegna gestore": who may manage clients (GET …/clients/bulk/managers), asked for when chosen
  const managerList = useAppQuery({
    queryKey: apiKey('projects', projectId, 'clients', 'bulk', 'managers'),
    queryFn: async ({ signal }) => (await clientsBulkManagers(Number(projectId), { skipGlobalErrorHandling: true, signal })).data,
    enabled: action === 'assign_manager',
  });
  // "Crea compito": the users a task may be assigned to (GET …/tasks/assignees, the query of RecordTasks)
  const assigneeList = useAppQuery({
    queryKey: taskAssigneesKey(projectId),
    queryFn: async ({ signal }) => (await tasksAssignees(Number(projectId), { skipGlobalErrorHandling: true, signal })).data,
    enabled: action === 'create_task',
  });
  const managers = useMemo(() => (managerList.data ?? []).map((u) => ({ value: String(u.id), label: u.name })), [managerList.data]);
  const assignees = useMemo(() => (assigneeList.data ?? []).map((u) => ({ value: String(u.id), label: u.name })), [assigneeList.data]);
  // a failure to read a list shows like a failed action
  const listError = (action === 'assign_manager' && managerList.error) || (action === 'create_task' && assigneeList.error) || null;

  const close = () => {
    setAction(null);
    setError(null);
    setManagerId(null);
    setStatus(null);
    setTask(NO_TASK);
  };

  const ready =
    action === 'assign_manager'
      ? Boolean(managerId)
      : action === 'set_status'
        ? Boolean(status)
        : action === 'create_task'
          ? Boolean(task.title.trim() && task.owner_id && task.due_date)
          : true;

  const submit = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      const body: ClientBulkRequest = {
        action,
        ...(selection.all ? { filter } : { ids: selection.ids.map(Number) }),
        ...(action === 'assign_manager' ? { params: { user_id: Number(managerId) } } : {}),
        ...(action === 'set_status' ? { params: { status: status as 'active' | 'inactive' } } : {}),
        ...(action === 'create_task'
          ? {
              params: {
                title: task.title.trim(),
                owner_id: Number(task.owner_id),
                due_date: task.due_date,
                ...(task.description.trim() ? { description: task.description.trim() } : {}),
              },
            }
          : {}),
      };
      const res = await clientsBulkStart(Number(path.projectId), body, { skipGlobalErrorHandling: true });
      close();
      setJobId(res.data.job_id);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const current = ACTIONS.find((a) => a.action === action);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" data-testid="bulk-actions">
            Azioni
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ACTIONS.filter((a) => a.action !== 'create_task' || canTask).map((a) => (
            <Menu.Item key={a.action} color={a.color} onClick={() => setAction(a.action)} data-testid={`bulk-${a.action}`}>
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>

      <Modal opened={action !== null} onClose={close} title={current ? `${current.label}: ${clientsLabel(count)}` : ''} centered>
        <Stack gap="sm">
          {action === 'assign_manager' ? (
            <Select
              label="Gestore"
              placeholder="Scegli il gestore"
              data={managers}
              value={managerId}
              onChange={setManagerId}
              searchable
              required
              data-testid="bulk-manager"
            />
          ) : null}
          {action === 'set_status' ? (
            <Select label="Nuovo stato" data={STATUS_OPTIONS} value={status} onChange={setStatus} required data-testid="bulk-status" />
          ) : null}
          {action === 'create_task' ? (
            <>
              <TextInput
                label="Titolo"
                required
                value={task.title}
                onChange={(e) => setTask({ ...task, title: e.currentTarget.value })}
                maxLength={255}
                data-testid="bulk-task-title"
              />
              <Select
                label="Assegnatario"
                data={assignees}
                value={task.owner_id}
                onChange={(v) => setTask({ ...task, owner_id: v })}
                searchable
                required
                data-testid="bulk-task-owner"
              />
              <DateField
                label="Scadenza"
                required
                value={task.due_date}
                onChange={(v) => setTask({ ...task, due_date: v })}
                data-testid="bulk-task-due"
              />
              <Textarea
                label="Note"
                value={task.description}
                onChange={(e) => setTask({ ...task, description: e.currentTarget.value })}
                autosize
                minRows={2}
                data-testid="bulk-task-notes"
              />
            </>
          ) : null}
          {action === 'archive' ? <Text size="sm">{`Archiviare ${clientsLabel(count)}?`}</Text> : null}
          {action === 'delete' ? (
            <Text size="sm">{`Eliminare definitivamente ${clientsLabel(count)}, con le note e le trattative? L’operazione non si può annullare.`}</Text>
          ) : null}
          {error || listError ? <AlertBox title="Errore">{errorMessage(error || listError)}</AlertBox> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button color={current?.color} onClick={submit} loading={busy} disabled={!ready} data-testid="bulk-confirm">
              {action === 'delete' ? `Elimina ${clientsLabel(count)}` : 'Conferma'}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {jobId !== null ? (
        <BulkProgress
          projectId={projectId}
          jobId={jobId}
          onClose={() => {
            setJobId(null);
            onFinished();
          }}
        />
      ) : null}
    </>
  );
}

/** Whether a bulk job has ended (its counts are final). */
const isFinished = (job: ClientBulkJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/**
 * The progress of a bulk job, polled until it ends, then its counts and the refused records with
 * their reason: the query `apiKey('projects', projectId, 'clients', 'bulk', jobId)` (GET …/clients/bulk/{jobId}),
 * read at once and then every POLL_MS (1 s) until the job is done or failed; a failed read shows
 * its message (kept) and the polling goes on.
 */
function BulkProgress({ projectId, jobId, onClose }: { projectId: string; jobId: number; onClose: () => void }) {
  const status = useAppQuery({
    queryKey: apiKey('projects', projectId, 'clients', 'bulk', jobId),
    queryFn: async ({ signal }) => (await clientsBulkStatus(Number(projectId), jobId, { signal, skipGlobalErrorHandling: true })).data,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
  const job = status.data ?? null;
  const finished = isFinished(status.data);
  // a failed read stays on screen, as the job goes on
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (status.error) setError(status.error);
  }, [status.error]);

  const processed = job ? job.done + job.refused : 0;
  const refused = job?.results.filter((r) => r.outcome === 'refused') ?? [];
  return (
    <Modal opened onClose={onClose} title={finished ? 'Operazione completata' : 'Operazione in corso…'} centered size="lg">
      <Stack gap="sm" data-testid="bulk-progress">
        {error ? <AlertBox title="Errore">{errorMessage(error)}</AlertBox> : null}
        {job?.status === 'failed' ? (
          <AlertBox title="Operazione interrotta">
            {`${job.total - processed} clienti non sono stati elaborati e sono rimasti invariati.`}
          </AlertBox>
        ) : null}
        <Progress value={job && job.total ? (processed / job.total) * 100 : 0} animated={!finished} aria-label="Avanzamento" />
        {job ? (
          <Text size="sm" data-testid="bulk-summary">
            {`${processed} di ${job.total}: ${job.done} eseguiti, ${job.refused} rifiutati`}
          </Text>
        ) : null}
        {refused.length ? (
          <Table striped data-testid="bulk-refused">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Motivo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refused.map((r) => (
                <Table.Tr key={r.client_id}>
                  <Table.Td>{r.name ?? `Cliente n. ${r.client_id}`}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="bulk-close">
            {finished ? 'Chiudi' : 'Chiudi (continua in background)'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
