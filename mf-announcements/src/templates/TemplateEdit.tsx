import { useNavigate, useParams } from 'react-router-dom';
import { DetailPage, NotFoundState, api, isValidId, useRecord } from '@bandi/shared-ui';
import { AnnouncementForm, emptyValues, valuesFrom } from '../form/AnnouncementForm';
import { collectionPath, templatesBase } from '../paths';

/** Create (`crea`) and edit (`:templateId/modifica`) of a template with the announcement form (only name required, SPEC §5.2). */
export function TemplateEdit({ create = false }: { create?: boolean }) {
  const { projectId, templateId } = useParams();
  const navigate = useNavigate();
  const base = templatesBase(projectId);
  const path = collectionPath('templates', projectId);
  const valid = create || isValidId(templateId);
  const record = useRecord<Record<string, unknown> & { id: number; name: string }>(
    async (signal) => (await api.get(`${path}/${templateId}`, { signal })).data,
    [path, templateId],
    valid && !create,
  );
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
      {create || record.data ? (
        <AnnouncementForm
          key={record.data?.id ?? 'new'}
          kind="template"
          projectId={projectId}
          initialValues={create ? emptyValues() : valuesFrom(record.data!)}
          onCancel={() => navigate(create ? base : `${base}/${templateId}`)}
          onSubmit={async (body) => {
            const res = create
              ? await api.post<{ id: number }>(path, body, { skipGlobalErrorHandling: true })
              : await api.put<{ id: number }>(`${path}/${templateId}`, body, { skipGlobalErrorHandling: true });
            navigate(`${base}/${res.data.id}`);
          }}
        />
      ) : null}
    </DetailPage>
  );
}
