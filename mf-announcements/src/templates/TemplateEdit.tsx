import { useNavigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import { AlertBox, DetailPage, NotFoundState, errorMessage, ifMatch, isValidId, useRecord, useVersionConflict } from '@bandi/shared-ui';
import { AnnouncementForm, emptyValues, valuesFrom } from '../form/AnnouncementForm';
import { templatesBase } from '../paths';
import { templatesApi } from '../api';
import type { Template } from '../types';

/**
 * Create (`crea`) and edit (`:templateId/modifica`) of a template with the announcement form (only name required, docs/rules.md#form-rules).
 * A save sends the version loaded (If-Match); a 409 opens the conflict dialog.
 */
export function TemplateEdit({ create = false }: { create?: boolean }) {
  const { projectId, templateId } = useParams();
  const navigate = useNavigate();
  const base = templatesBase(projectId);
  const valid = create || isValidId(templateId);
  const record = useRecord((signal) => templatesApi.get(projectId, templateId!, { signal }), [projectId, templateId], valid && !create);
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
              const created = await templatesApi.create(projectId, body, { skipGlobalErrorHandling: true });
              navigate(`${base}/${created.id}`);
              return;
            }
            await conflicts.save(
              async (version) => {
                const saved = await templatesApi.update(projectId, templateId!, body, ifMatch(version, { skipGlobalErrorHandling: true }));
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
