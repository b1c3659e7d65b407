import { announcementsBulkRunGlobal, announcementsBulkRunProject, type Schema } from '@bandi/api-client';
import { BulkActionsMenu, bulkOutcome, type BulkActionOption, type ListSelection } from '@bandi/shared-ui';

type Request = Schema<'AnnouncementBulkDto'>;
type Action = Request['action'];

/** The actions of the announcement list's selection bar. */
const ACTIONS: BulkActionOption<Action>[] = [
  { action: 'publish', label: 'Pubblica', verb: 'Pubblicare', done: 'pubblicati' },
  { action: 'unpublish', label: 'Riporta in bozza', verb: 'Riportare in bozza', done: 'riportati in bozza' },
  {
    action: 'delete',
    label: 'Elimina',
    verb: 'Eliminare definitivamente',
    done: 'eliminati',
    color: 'red',
    warning: 'L’operazione non si può annullare.',
  },
];

export interface AnnouncementBulkActionsProps {
  /** The environment, or undefined in the global area. */
  projectId: string | undefined;
  selection: ListSelection;
  /** The list's total (the count of "all matching"). */
  total: number;
  /** The list's query, sent as `filter` when every matching announcement is selected. */
  filter: NonNullable<Request['filter']>;
  /** After the result was read: reload the list and clear the selection. */
  onFinished: () => void;
}

/**
 * The bulk actions of the announcement list (issue 37): Pubblica, Riporta in bozza, Elimina
 * (BulkActionsMenu: confirmation with the count, then how many were changed and each refused call
 * with its reason, e.g. what publishing still needs), one request each (POST /api/announcements/bulk
 * or …/projects/{id}/announcements/bulk, docs/api.md "Announcement bulk actions").
 */
export function AnnouncementBulkActions({ projectId, selection, total, filter, onFinished }: AnnouncementBulkActionsProps) {
  return (
    <BulkActionsMenu<Action>
      testId="announcement-bulk"
      actions={ACTIONS}
      count={selection.count(total)}
      noun={['bando', 'bandi']}
      recordHeader="Bando"
      run={async (action) => {
        const body: Request = { action, ...(selection.all ? { filter } : { ids: selection.ids.map(Number) }) };
        const res = projectId
          ? await announcementsBulkRunProject(Number(projectId), body, { skipGlobalErrorHandling: true })
          : await announcementsBulkRunGlobal(body, { skipGlobalErrorHandling: true });
        return bulkOutcome(res.data, (r) => ({ key: r.announcement_id, name: r.name ?? `Bando n. ${r.announcement_id}` }));
      }}
      onFinished={onFinished}
    />
  );
}
