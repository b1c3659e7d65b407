import { useMemo, useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import {
  AlertBox,
  EMPTY_VALUE,
  ListPage,
  errorMessage,
  formatDate,
  ifMatch,
  useCan,
  usePagedList,
  useTaskAssignees,
  useListSelection,
  useUrlFilters,
  type ListColumn,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Text,
} from '@bandi/shared-ui';
import { callsBase } from '../paths';
import { TASK_DUE_LABELS, TASK_STATUS_LABELS, TaskStatusBadge, type Task, type TaskStatus } from './taskLabels';
import { TaskBulkActions } from './TaskBulkActions';
import { TaskFormModal } from './TaskFormModal';
import { tasksList, tasksUpdate, type TasksListParams } from '@bandi/api-client';

type Filters = { owner: string; status: string; due: string | null };
/** "I miei compiti" opens on my open tasks. */
const DEFAULTS: Filters = { owner: 'me', status: 'open', due: null };
/** The value of the "all" choice of a select (no filter sent). */
const ALL = 'all';

/** The due date, in red with "Scaduto" when the task is overdue (open and due before today). */
function DueCell({ task }: { task: Task }) {
  if (!task.overdue) return <Text size="sm">{formatDate(task.due_date)}</Text>;
  return (
    <Group gap={6} wrap="nowrap" data-testid={`task-overdue-${task.id}`}>
      <Text size="sm" c="red.8" fw={600}>
        {formatDate(task.due_date)}
      </Text>
      <Badge color="red" variant="light" size="sm">
        Scaduto
      </Badge>
    </Group>
  );
}

/** The records a task is linked to, each a link to its page where there is one. */
function LinksCell({ task, projectId }: { task: Task; projectId: string }) {
  const env = `/ambiente/${encodeURIComponent(projectId)}`;
  const items = [
    task.client_id && task.client_name ? (
      <Anchor key="c" component={Link} to={`${env}/clienti/${task.client_id}`} size="sm">
        {task.client_name}
      </Anchor>
    ) : null,
    task.call_id && task.call_label ? (
      <Anchor key="k" component={Link} to={`${callsBase(projectId)}/${task.call_id}`} size="sm">
        {task.call_label}
      </Anchor>
    ) : null,
    task.negotiation_title ? (
      <Text key="n" size="sm">
        Trattativa: {task.negotiation_title}
      </Text>
    ) : null,
    task.announcement_id && task.announcement_name ? (
      <Anchor key="a" component={Link} to={`${env}/bandi/${task.announcement_id}`} size="sm">
        {task.announcement_name}
      </Anchor>
    ) : null,
  ].filter(Boolean);
  return items.length ? <Stack gap={2}>{items}</Stack> : <>{EMPTY_VALUE}</>;
}

/**
 * Assignee options of the filter: mine, everyone's, or one user's. The users are the environment's
 * assignees query (useTaskAssignees: one answer for the filter, the task form and the bulk actions).
 */
function useOwnerOptions(projectId: string) {
  const users = useTaskAssignees(projectId, true);
  const options = useMemo(() => [{ value: 'me', label: 'I miei compiti' }, { value: ALL, label: 'Tutti' }, ...users], [users]);
  return { options, users };
}

/**
 * "I miei compiti" (issue 37, `/ambiente/{id}/compiti`): the tasks of the environment by due date,
 * mine and open by default, filtered by assignee, status and due date (scaduti, oggi, prossimi 7
 * giorni; in the address), overdue ones in red with "Scaduto"; "Nuovo compito" and "Modifica" open
 * the form in a modal, "Completa" marks a task done; for who may write tasks, rows are selected
 * (one by one, the page, or every matching task) for the bulk actions of TaskBulkActions.
 */
export function TaskList() {
  const { projectId = '' } = useParams();
  const canWrite = useCan('tasks.write');
  const [filters, setFilters, resetFilters] = useUrlFilters<Filters>(DEFAULTS);
  const { options: ownerOptions, users: assignees } = useOwnerOptions(projectId);
  const [editing, setEditing] = useState<Task | null | undefined>(undefined);
  const [actionError, setActionError] = useState<unknown>(null);
  // the list's query without paging: the list's request, and the bulk actions' "all matching"
  const listQuery = (search: string) => ({
    search: search || undefined,
    owner: filters.owner === ALL ? undefined : filters.owner,
    status: filters.status === ALL ? undefined : (filters.status as TaskStatus),
    due: (filters.due || undefined) as TasksListParams['due'],
  });
  const list = usePagedList<Task>(
    async (q) => {
      const query: TasksListParams = { skip: q.skip, take: q.take, ...listQuery(q.search) };
      return (await tasksList(Number(projectId), query, { signal: q.signal })).data;
    },
    [projectId, filters.owner, filters.status, filters.due],
  );
  // the row selection of the bulk actions (who may write tasks); a new search or filter clears it
  const selection = useListSelection([projectId, list.search, filters.owner, filters.status, filters.due]);
  const complete = async (task: Task) => {
    setActionError(null);
    try {
      await tasksUpdate(Number(projectId), task.id, { status: 'done' }, { ...ifMatch(task.version) });
      list.reload();
    } catch (e) {
      setActionError(e);
    }
  };
  const columns: ListColumn<Task>[] = [
    { key: 'due_date', header: 'Scadenza', width: 170, render: (t) => <DueCell task={t} /> },
    {
      key: 'title',
      header: 'Compito',
      render: (t) =>
        canWrite ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setEditing(t)} data-testid={`task-open-${t.id}`}>
            {t.title}
          </Anchor>
        ) : (
          t.title
        ),
    },
    { key: 'owner', header: 'Assegnatario', render: (t) => t.owner_name },
    { key: 'links', header: 'Collegato a', render: (t) => <LinksCell task={t} projectId={projectId} /> },
    { key: 'status', header: 'Stato', render: (t) => <TaskStatusBadge status={t.status} /> },
    {
      key: 'actions',
      header: 'Azioni',
      render: (t) =>
        canWrite && t.status === 'open' ? (
          <Button size="xs" variant="light" onClick={() => void complete(t)} data-testid={`task-complete-${t.id}`}>
            Completa
          </Button>
        ) : null,
    },
  ];
  const changed = filters.owner !== DEFAULTS.owner || filters.status !== DEFAULTS.status || Boolean(filters.due);
  return (
    <>
      {actionError ? <AlertBox onClose={() => setActionError(null)}>{errorMessage(actionError)}</AlertBox> : null}
      <ListPage
        testId="list-tasks"
        savedViews={projectId ? { projectId, list: 'tasks' } : undefined}
        title="I miei compiti"
        documentTitle="Compiti"
        breadcrumbs={[{ label: 'Compiti' }]}
        list={list}
        columns={columns}
        columnChooser
        minWidth={900}
        selection={canWrite ? selection : undefined}
        rowLabel={(t) => t.title}
        bulkActions={
          canWrite ? (
            <TaskBulkActions
              projectId={projectId}
              selection={selection}
              total={list.total}
              filter={listQuery(list.search)}
              assignees={assignees}
              onFinished={() => {
                selection.clear();
                list.reload();
              }}
            />
          ) : null
        }
        emptyTitle="Nessun compito"
        searchPlaceholder="Cerca nei compiti…"
        filters={
          <Group gap="sm" align="flex-end" wrap="wrap" data-testid="tasks-filters">
            <Select
              label="Assegnatario"
              w={220}
              allowDeselect={false}
              searchable
              data={ownerOptions}
              value={filters.owner}
              onChange={(v) => setFilters({ owner: v ?? DEFAULTS.owner })}
              data-testid="tasks-filter-owner"
            />
            <Select
              label="Stato"
              w={180}
              allowDeselect={false}
              data={[
                ...Object.entries(TASK_STATUS_LABELS).map(([value, s]) => ({ value, label: s.label })),
                { value: ALL, label: 'Tutti' },
              ]}
              value={filters.status}
              onChange={(v) => setFilters({ status: v ?? DEFAULTS.status })}
              data-testid="tasks-filter-status"
            />
            <Select
              label="Scadenza"
              placeholder="Qualsiasi"
              clearable
              w={200}
              data={Object.entries(TASK_DUE_LABELS).map(([value, label]) => ({ value, label }))}
              value={filters.due}
              onChange={(v) => setFilters({ due: v })}
              data-testid="tasks-filter-due"
            />
            {changed ? (
              <Button variant="subtle" onClick={resetFilters}>
                Azzera filtri
              </Button>
            ) : null}
          </Group>
        }
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="tasks-create">
              Nuovo compito
            </Button>
          ) : null
        }
      />
      <TaskFormModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        projectId={projectId}
        task={editing ?? null}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </>
  );
}
