import { useParams } from 'react-router-dom';
import { DetailPage, NotFoundState, api, isValidId, useRecord } from '@bandi/shared-ui';
import { announcementsBase, collectionPath } from '../paths';
import type { Announcement } from '../types';
import { AnnouncementSummary } from './AnnouncementSummary';

/**
 * Detail of an announcement: GET /api/announcements/{id} (global area) or
 * GET /api/projects/{projectId}/announcements/{id}. Read-only for now.
 */
export function AnnouncementDetail() {
  const { projectId, announcementId } = useParams();
  const valid = isValidId(announcementId);
  const base = announcementsBase(projectId);
  const record = useRecord<Announcement>(
    async (signal) =>
      (await api.get<Announcement>(`${collectionPath('announcements', projectId)}/${announcementId}`, { signal })).data,
    [projectId, announcementId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai bandi" />;
  return (
    <DetailPage
      testId="detail-announcement"
      title={record.data?.name ?? 'Bando'}
      breadcrumbs={[{ label: 'Bandi', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
    >
      {record.data ? <AnnouncementSummary announcement={record.data} /> : null}
    </DetailPage>
  );
}
