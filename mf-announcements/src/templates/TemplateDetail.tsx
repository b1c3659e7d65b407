import { Anchor } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { DetailFields, DetailPage, NotFoundState, api, formatDate, isValidId, useRecord } from '@bandi/shared-ui';
import { FundingBadges, ScopeBadge } from '../labels';
import { collectionPath, templatesBase } from '../paths';
import type { Template } from '../types';

/** Detail of a template: GET /api/templates/{id} or GET /api/projects/{projectId}/templates/{id}. Read-only. */
export function TemplateDetail() {
  const { projectId, templateId } = useParams();
  const valid = isValidId(templateId);
  const base = templatesBase(projectId);
  const record = useRecord<Template>(
    async (signal) => (await api.get<Template>(`${collectionPath('templates', projectId)}/${templateId}`, { signal })).data,
    [projectId, templateId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai template" />;
  const t = record.data;
  return (
    <DetailPage
      testId="detail-template"
      title={t?.name ?? 'Template'}
      breadcrumbs={[{ label: 'Template', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
    >
      {t ? (
        <DetailFields
          title="Dati del template"
          fields={[
            { label: 'Nome', value: t.name },
            { label: 'Ente concedente', value: t.supplying_authority, hidden: t.supplying_authority === undefined },
            { label: 'Ambito', value: <ScopeBadge scope={t.scope} />, hidden: t.scope === undefined },
            { label: "Forma dell'agevolazione", value: <FundingBadges announcement={t} /> },
            { label: 'Procedura di valutazione', value: t.evaluation_procedure, hidden: t.evaluation_procedure === undefined },
            {
              label: 'Link alla normativa',
              value: t.link_regulatory && /^https?:\/\//i.test(t.link_regulatory) ? (
                <Anchor href={t.link_regulatory} target="_blank" rel="noopener noreferrer" size="sm">
                  {t.link_regulatory}
                </Anchor>
              ) : (
                t.link_regulatory
              ),
              hidden: t.link_regulatory === undefined,
            },
            { label: 'Creato il', value: t.created_at ? formatDate(t.created_at) : null, hidden: t.created_at === undefined },
            { label: 'Ultima modifica', value: t.updated_at ? formatDate(t.updated_at) : null, hidden: t.updated_at === undefined },
            { label: 'Descrizione', value: t.description, hidden: t.description === undefined, wide: true },
          ]}
        />
      ) : null}
    </DetailPage>
  );
}
