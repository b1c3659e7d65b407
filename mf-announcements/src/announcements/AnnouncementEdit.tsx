import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import {
  AlertBox,
  DetailPage,
  FORBIDDEN_PATH,
  NotFoundState,
  can,
  errorMessage,
  ifMatch,
  isValidId,
  useRecord,
  useSession,
  useVersionConflict,
  type ForbiddenState,
} from '@bandi/shared-ui';
import { AnnouncementForm, emptyValues, valuesFrom } from '../form/AnnouncementForm';
import { announcementsBase } from '../paths';
import { announcementsApi } from '../api';
import type { AnnouncementDetail } from '../types';

/**
 * Create (`crea`) and edit (`:announcementId/modifica`) of an announcement: POST/PUT on
 * /api/announcements or /api/projects/{projectId}/announcements. The tabs the API says the
 * user may not edit are read-only; only the editable tabs' fields are sent. A save sends the
 * version loaded (If-Match); a 409 opens the conflict dialog (reload, or keep my changes).
 * An announcement of which no tab is the user's to edit (a global announcement for a client manager, or in the
 * global area for a local role) has no edit page: the address leads to "Accesso negato" with the
 * reason (issue 39, defect 6: five read-only tabs and an enabled "Salva" were shown).
 */
export function AnnouncementEdit({ create = false }: { create?: boolean }) {
  const { projectId, announcementId } = useParams();
  const navigate = useNavigate();
  const base = announcementsBase(projectId);
  const valid = create || isValidId(announcementId);
  const record = useRecord(
    (signal) => announcementsApi.get(projectId, announcementId!, { signal }),
    [projectId, announcementId],
    valid && !create,
  );
  const conflicts = useVersionConflict<AnnouncementDetail>((current) => record.setData(current));
  const [retryError, setRetryError] = useState<string | null>(null);
  const location = useLocation();
  const localDocuments = useSession((s) => can(s.user, 'announcements.global.documents'));
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai bandi" />;
  if (!create && record.data && !record.data.editable_tabs.length) {
    const state: ForbiddenState = {
      reason:
        !projectId && record.data.scope === 'global' && localDocuments
          ? "Nell'area globale questo bando lo modificano gli esperti bandi globali: la documentazione e gli altri allegati del tuo ambiente si aggiungono aprendo il bando dall'ambiente."
          : 'Il tuo ruolo non può modificare questo bando: puoi consultarlo dalla sua pagina.',
      from: `${location.pathname}${location.search}`,
    };
    return <Navigate to={FORBIDDEN_PATH} replace state={state} />;
  }
  const title = create ? 'Nuovo bando' : `Modifica: ${record.data?.name ?? 'bando'}`;
  return (
    <DetailPage
      testId={create ? 'create-announcement' : 'edit-announcement'}
      title={title}
      breadcrumbs={
        create
          ? [{ label: 'Bandi', to: base }, { label: 'Nuovo' }]
          : [{ label: 'Bandi', to: base }, { label: 'Dettaglio', to: `${base}/${announcementId}` }, { label: 'Modifica' }]
      }
      loading={!create && record.loading}
      error={create ? null : record.error}
      onRetry={record.reload}
    >
      {conflicts.dialog}
      {retryError ? <AlertBox type="error" message={retryError} /> : null}
      {create || record.data ? (
        <AnnouncementForm
          key={record.data ? `${record.data.id}-${record.data.version ?? 0}` : 'new'}
          kind="announcement"
          projectId={projectId}
          initialValues={create ? emptyValues() : valuesFrom(record.data!)}
          editableTabs={create ? undefined : record.data!.editable_tabs}
          published={record.data?.status === 'published'}
          environmentOfGlobal={!!projectId && record.data?.scope === 'global'}
          onCancel={() => navigate(create ? base : `${base}/${announcementId}`)}
          onSubmit={async (body) => {
            setRetryError(null);
            if (create) {
              const created = await announcementsApi.create(projectId, body, { skipGlobalErrorHandling: true });
              navigate(`${base}/${created.id}`);
              return;
            }
            await conflicts.save(
              async (version) => {
                const saved = await announcementsApi.update(
                  projectId,
                  announcementId!,
                  body,
                  ifMatch(version, { skipGlobalErrorHandling: true }),
                );
                navigate(`${base}/${saved.id}`);
              },
              record.data?.version,
              (err) => setRetryError(errorMessage(err)),
            );
          }}
        />
      ) : null}
    </DetailPage>
  );
}
