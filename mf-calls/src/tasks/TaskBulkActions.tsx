import type { Schema } from '@bandi/api-client';
import { useState } from 'react';
import {
  AlertBox,
  Button,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  apiClient,
  errorMessage,
  type ListSelection,
} from '@bandi/shared-ui';

type Request = Schema<'TaskBulkDto'>;
type Action = Request['action'];
type Result = Schema<'TaskBulkView'>;

/** Menu labels, the verb of the confirmation and the past participle of the summary. */
const ACTIONS: { action: Action; label: string; verb: string; done: string; color?: string }[] = [
  { action: 'complete', label: 'Segna come completati', verb: 'Completare', done: 'completati' },
  { action: 'reopen', label: 'Riapri', verb: 'Riaprire', done: 'riaperti' },
  { action: 'cancel', label: 'Annulla compiti', verb: 'Annullare', done: 'annullati' },
  { action: 'reassign', label: 'Riassegna', verb: 'Riassegnare', done: 'riassegnati' },
  { action: 'delete', label: 'Elimina', verb: 'Eliminare definitivamente', done: 'eliminati', color: 'red' },
];

const tasksLabel = (n: number) => (n === 1 ? '1 compito' : `${n} compiti`);

export interface TaskBulkActionsProps {
  projectId: string;
  selection: ListSelection;
  /** The list's total (the count of "all matching"). */
  total: number;
  /** The list's query, sent as `filter` when every matching task is selected. */
  filter: NonNullable<Request['filter']>;
  /** The assignees a task may be given to ({value, label}: the list's owner filter without "me"/"all"). */
  assignees: { value: string; label: string }[];
  /** After the result was read: reload the list and clear the selection. */
  onFinished: () => void;
}

/**
 * The bulk actions of "I miei compiti" (issue 37): Segna come completati, Riapri, Annulla compiti,
 * Riassegna (to an assignee chosen in the dialog), Elimina; each asks for confirmation with the
 * count, runs as one request (POST /api/projects/{id}/tasks/bulk, docs/api.md "Task bulk actions")
 * and then shows how many were changed and each refused task with its reason.
 */
export function TaskBulkActions({ projectId, selection, total, filter, assignees, onFinished }: TaskBulkActionsProps) {
  const [action, setAction] = useState<Action | null>(null);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<Result | null>(null);
  const count = selection.count(total);
  const current = ACTIONS.find((a) => a.action === action);

  const close = () => {
    setAction(null);
    setOwnerId(null);
    setError(null);
  };

  const submit = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      const body: Request = {
        action,
        ...(selection.all ? { filter } : { ids: selection.ids.map(Number) }),
        ...(action === 'reassign' ? { owner_id: Number(ownerId) } : {}),
      };
      const res = await apiClient.post('/projects/{projectId}/tasks/bulk', body, { path: { projectId }, skipGlobalErrorHandling: true });
      close();
      setResult(res.data);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const refused = result?.results.filter((r) => r.outcome === 'refused') ?? [];
  const summaryDone = ACTIONS.find((a) => a.action === result?.action)?.done ?? 'modificati';
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" data-testid="task-bulk-actions">
            Azioni
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ACTIONS.map((a) => (
            <Menu.Item key={a.action} color={a.color} onClick={() => setAction(a.action)} data-testid={`task-bulk-${a.action}`}>
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>

      <Modal opened={action !== null} onClose={close} title={current ? `${current.label}: ${tasksLabel(count)}` : ''} centered>
        <Stack gap="sm">
          {action === 'reassign' ? (
            <Select
              label="Nuovo assegnatario"
              placeholder="Scegli a chi assegnarli"
              data={assignees}
              value={ownerId}
              onChange={setOwnerId}
              searchable
              required
              data-testid="task-bulk-owner"
            />
          ) : (
            <Text size="sm">
              {current ? `${current.verb} ${tasksLabel(count)}?` : ''}
              {action === 'delete' ? ' L’operazione non si può annullare.' : ''}
            </Text>
          )}
          {error ? <AlertBox title="Errore">{errorMessage(error)}</AlertBox> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Chiudi
            </Button>
            <Button
              color={current?.color}
              onClick={() => void submit()}
              loading={busy}
              disabled={action === 'reassign' && !ownerId}
              data-testid="task-bulk-confirm"
            >
              {action === 'delete' ? `Elimina ${tasksLabel(count)}` : 'Conferma'}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={result !== null}
        onClose={() => {
          setResult(null);
          onFinished();
        }}
        title="Operazione completata"
        centered
        size="lg"
      >
        {result ? (
          <Stack gap="sm" data-testid="task-bulk-result">
            <Text size="sm" data-testid="task-bulk-summary">
              {`${result.done} di ${result.total} ${summaryDone}${result.refused ? `, ${result.refused} non modificati` : ''}`}
            </Text>
            {refused.length ? (
              <Table striped data-testid="task-bulk-refused">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Compito</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {refused.map((r) => (
                    <Table.Tr key={r.task_id}>
                      <Table.Td>{r.title ?? `Compito n. ${r.task_id}`}</Table.Td>
                      <Table.Td>{r.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  setResult(null);
                  onFinished();
                }}
                data-testid="task-bulk-close"
              >
                Chiudi
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
