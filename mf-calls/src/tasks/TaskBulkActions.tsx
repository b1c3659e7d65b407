import { type Schema, tasksBulkRun } from '@bandi/api-client';
import { useState } from 'react';
import { BulkActionsMenu, bulkOutcome, Select, type BulkActionOption, type ListSelection } from '@bandi/shared-ui';

type Request = Schema<'TaskBulkDto'>;
type Action = Request['action'];

/** The actions of the task list's selection bar. */
const ACTIONS: BulkActionOption<Action>[] = [
  { action: 'complete', label: 'Segna come completati', verb: 'Completare', done: 'completati' },
  { action: 'reopen', label: 'Riapri', verb: 'Riaprire', done: 'riaperti' },
  { action: 'cancel', label: 'Annulla compiti', verb: 'Annullare', done: 'annullati' },
  { action: 'reassign', label: 'Riassegna', verb: 'Riassegnare', done: 'riassegnati' },
  {
    action: 'delete',
    label: 'Elimina',
    verb: 'Eliminare definitivamente',
    done: 'eliminati',
    color: 'red',
    warning: 'L’operazione non si può annullare.',
  },
];

export interface TaskBulkActionsProps {
  projectId: string;
  selection: ListSelection;
  /** The list's total (the count of "all matching"). */
  total: number;
  /** The list's query, sent as `filter` when every matching task is selected. */
  filter: NonNullable<Request['filter']>;
  /** The users a task may be given to ({value: id, label: name}). */
  assignees: { value: string; label: string }[];
  /** After the result was read: reload the list and clear the selection. */
  onFinished: () => void;
}

/**
 * The bulk actions of "I miei compiti" (issue 37): Segna come completati, Riapri, Annulla compiti,
 * Riassegna (to an assignee chosen in the dialog), Elimina (BulkActionsMenu: confirmation with the
 * count, then how many were changed and each refused task with its reason), one request each
 * (POST /api/projects/{id}/tasks/bulk, docs/api.md "Task bulk actions").
 */
export function TaskBulkActions({ projectId, selection, total, filter, assignees, onFinished }: TaskBulkActionsProps) {
  const [ownerId, setOwnerId] = useState<string | null>(null);
  return (
    <BulkActionsMenu<Action>
      testId="task-bulk"
      actions={ACTIONS}
      count={selection.count(total)}
      noun={['compito', 'compiti']}
      recordHeader="Compito"
      fields={(action) =>
        action === 'reassign' ? (
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
        ) : null
      }
      ready={(action) => action !== 'reassign' || Boolean(ownerId)}
      onCancel={() => setOwnerId(null)}
      run={async (action) => {
        const body: Request = {
          action,
          ...(selection.all ? { filter } : { ids: selection.ids.map(Number) }),
          ...(action === 'reassign' ? { owner_id: Number(ownerId) } : {}),
        };
        const res = await tasksBulkRun(Number(projectId), body, { skipGlobalErrorHandling: true });
        setOwnerId(null);
        return bulkOutcome(res.data, (r) => ({ key: r.task_id, name: r.title ?? `Compito n. ${r.task_id}` }));
      }}
      onFinished={onFinished}
    />
  );
}
