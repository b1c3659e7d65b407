import { callsBulkRun, type Schema } from '@bandi/api-client';
import { useState } from 'react';
import { BulkActionsMenu, bulkOutcome, Select, type BulkActionOption, type ListSelection } from '@bandi/shared-ui';
import { CALL_STATUS_LABELS } from '../labels';

type Request = Schema<'CallBulkDto'>;
type Action = Request['action'];
type SettableStatus = NonNullable<Request['status']>;

/** The actions of the call log list's selection bar. */
const ACTIONS: BulkActionOption<Action>[] = [
  { action: 'set_status', label: 'Cambia stato', verb: 'Cambiare lo stato di', done: 'modificate' },
  { action: 'archive', label: 'Archivia', verb: 'Archiviare', done: 'archiviate' },
  { action: 'restore', label: 'Ripristina', verb: 'Ripristinare', done: 'ripristinate' },
];

/** The statuses "Cambia stato" offers (archiving is its own action). */
const SETTABLE: SettableStatus[] = ['open', 'in_progress', 'closed'];

export interface CallBulkActionsProps {
  projectId: string;
  selection: ListSelection;
  /** The list's total (the count of "all matching"). */
  total: number;
  /** The list's query, sent as `filter` when every matching call log is selected. */
  filter: NonNullable<Request['filter']>;
  /** After the result was read: reload the list and clear the selection. */
  onFinished: () => void;
}

/**
 * The bulk actions of the call log list (issue 37): Cambia stato (aperta, in lavorazione, chiusa),
 * Archivia, Ripristina (BulkActionsMenu: confirmation with the count, then how many were changed
 * and each refused call log with its reason), one request each (POST /api/projects/{id}/calls/bulk,
 * docs/api.md "Call log bulk actions"). For who may archive call logs (`calls.archive`).
 */
export function CallBulkActions({ projectId, selection, total, filter, onFinished }: CallBulkActionsProps) {
  const [status, setStatus] = useState<SettableStatus | null>(null);
  return (
    <BulkActionsMenu<Action>
      testId="call-bulk"
      actions={ACTIONS}
      count={selection.count(total)}
      noun={['richiesta', 'richieste']}
      recordHeader="Richiesta"
      notDone="non modificate"
      fields={(action) =>
        action === 'set_status' ? (
          <Select
            label="Nuovo stato"
            placeholder="Scegli lo stato"
            data={SETTABLE.map((value) => ({ value, label: CALL_STATUS_LABELS[value].label }))}
            value={status}
            onChange={(v) => setStatus(v as SettableStatus | null)}
            required
            data-testid="call-bulk-status"
          />
        ) : null
      }
      ready={(action) => action !== 'set_status' || Boolean(status)}
      onCancel={() => setStatus(null)}
      run={async (action) => {
        const body: Request = {
          action,
          ...(selection.all ? { filter } : { ids: selection.ids.map(Number) }),
          ...(action === 'set_status' && status ? { status } : {}),
        };
        const res = await callsBulkRun(Number(projectId), body, { skipGlobalErrorHandling: true });
        setStatus(null);
        return bulkOutcome(res.data, (r) => ({ key: r.call_id, name: r.label ?? `Richiesta n. ${r.call_id}` }));
      }}
      onFinished={onFinished}
    />
  );
}
