import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DetailFields,
  DetailPage,
  NotFoundState,
  errorMessage,
  formatDate,
  isValidId,
  useRecord,
  AuditLog,
  Alert,
  Anchor,
  Button,
  Group,
  Stack,
} from '@bandi/shared-ui';
import { announcementsBase } from '../paths';
import { FundingBadges, ScopeBadge } from '../labels';
import { collectionPath, templatesBase } from '../paths';
import { templatesApi } from '../api';

/**
 * Detail of a template: GET /api/templates/{id} or GET /api/projects/{projectId}/templates/{id},
 * with "Crea bando" (POST …/templates/{id}/announcements: a new draft announcement, opened for editing),
 * "Modifica" and "Elimina" when the template belongs to this area (`editable`), and the
 * "Registro modifiche" (GET …/templates/{id}/logs; every role that reaches this page may read it).
 */
export function TemplateDetail() {
  const { projectId, templateId } = useParams();
  const navigate = useNavigate();
  const [actionError, setActionError] = useState<string | null>(null);
  const valid = isValidId(templateId);
  const base = templatesBase(projectId);
  const record = useRecord((signal) => templatesApi.get(projectId, templateId!, { signal }), [projectId, templateId], valid);
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai template" />;
  const t = record.data;
  const path = collectionPath('templates', projectId);
  const run = async (fn: () => Promise<void>) => {
    setActionError(null);
    try {
      await fn();
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };
  const actions = t ? (
    <Group gap="xs">
      <Button
        data-testid="template-create-announcement"
        onClick={() =>
          run(async () => {
            const created = await templatesApi.createAnnouncement(projectId, t.id, { skipGlobalErrorHandling: true });
            navigate(`${announcementsBase(projectId)}/${created.id}/modifica`);
          })
        }
      >
        Crea bando
      </Button>
      {t.editable ? (
        <Button variant="light" onClick={() => navigate(`${base}/${t.id}/modifica`)}>
          Modifica
        </Button>
      ) : null}
      {t.editable ? (
        <Button
          variant="subtle"
          color="red"
          onClick={() =>
            window.confirm('Eliminare il template?') &&
            run(async () => {
              await templatesApi.remove(projectId, t.id, { skipGlobalErrorHandling: true });
              navigate(base);
            })
          }
        >
          Elimina
        </Button>
      ) : null}
    </Group>
  ) : null;
  return (
    <DetailPage
      testId="detail-template"
      title={t?.name ?? 'Template'}
      breadcrumbs={[{ label: 'Template', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={actions}
    >
      {actionError ? (
        <Alert color="red" mb="sm">
          {actionError}
        </Alert>
      ) : null}
      {t ? (
        <Stack gap="md">
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
                value:
                  t.link_regulatory && /^https?:\/\//i.test(t.link_regulatory) ? (
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
          <AuditLog url={`${path}/${t.id}/logs`} />
        </Stack>
      ) : null}
    </DetailPage>
  );
}
