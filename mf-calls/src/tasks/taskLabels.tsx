import { Badge, EMPTY_VALUE } from '@bandi/shared-ui';
import type { Schema } from '@bandi/api-client';

/** A task as GET /api/projects/{projectId}/tasks answers it (generated schema). */
export type Task = Schema<'TaskView'>;
export type TaskStatus = Task['status'];

/** Italian labels and badge colours of the task status. */
export const TASK_STATUS_LABELS: Record<TaskStatus, { label: string; color: string }> = {
  open: { label: 'Aperto', color: 'blue' },
  done: { label: 'Completato', color: 'green' },
  cancelled: { label: 'Annullato', color: 'gray' },
};

/** Italian labels of the due-date filter (`?due=`). */
export const TASK_DUE_LABELS = { overdue: 'Scaduti', today: 'In scadenza oggi', week: 'Prossimi 7 giorni' } as const;

/** Badge of a task's status. */
export function TaskStatusBadge({ status }: { status: TaskStatus | null | undefined }) {
  const entry = status ? TASK_STATUS_LABELS[status] : undefined;
  if (!entry) return <>{EMPTY_VALUE}</>;
  return (
    <Badge color={entry.color} variant="light">
      {entry.label}
    </Badge>
  );
}

/** Base address of the task pages of an environment (`/ambiente/{id}/compiti`). */
export function tasksBase(projectId: string | undefined): string {
  return `/ambiente/${encodeURIComponent(projectId ?? '')}/compiti`;
}
