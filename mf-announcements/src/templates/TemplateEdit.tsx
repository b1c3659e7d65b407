import { useNavigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import {
  AlertBox,
  DetailPage,
  NotFoundState,
  api,
  errorMessage,
  ifMatch,
  isValidId,
  useRecord,
  useVersionConflict,
} from '@bandi/shared-ui';
import { AnnouncementForm, emptyValues, valuesFrom } from '../form/AnnouncementForm';
import { collectionPath, templatesBase } from '../paths';

/**
 * Create (`crea`) and edit (`:templateId/modifica`) of a template with the announcement form (only name required, SPEC §5.2).
 * A save sends the version loaded (If-Match); a 409 opens the conflict dialog.
 */
export function TemplateEdit({ create = false }: { create?: boolean }) {
  const { projectId, templateId } = useParams();
  const navigate = useNavigate();
  const base = templatesBase(projectId);
  const path = collectionPath('templates', projectId);
  const valid = create || isValidId(templateId);
  type Template = Record<string, unknown> & { id: number; name: string; version?: number };
  const record = useRecord<Template>(
    async (signal) => (await api.get(`${path}/${templateId}`, { signal })).data,
    [path, templateId],
    valid && !create,
  );
  const conflicts = useVersionConflict<Template>((current) => record.setData(current));
  const [retryError, setRetryError] = useState<string | null>(null);
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai template" />;
  return (
    <DetailPage
      testId={create ? 'create-template' : 'edit-template'}
      title={create ? 'Nuovo template' : `Modifica: ${record.data?.name ?? 'template'}`}
      breadcrumbs={
        create
          ? [{ label: 'Template', to: base }, { label: 'Nuovo' }]
          : [{ label: 'Template', to: base }, { label: 'Dettaglio', to: `${base}/${templateId}` }, { label: 'Modifica' }]
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
          kind="template"
          projectId={projectId}
          initialValues={create ? emptyValues() : valuesFrom(record.data!)}
          onCancel={() => navigate(create ? base : `${base}/${templateId}`)}
          onSubmit={async (body) => {
            setRetryError(null);
            if (create) {
              const res = await api.post<{ id: number }>(path, body, { skipGlobalErrorHandling: true });
              navigate(`${base}/${res.data.id}`);
              return;
            }
            await conflicts.save(
              async (version) => {
                const res = await api.put<{ id: number }>(
                  `${path}/${templateId}`,
                  body,
                  ifMatch(version, { skipGlobalErrorHandling: true }),
                );
                navigate(`${base}/${res.data.id}`);
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
