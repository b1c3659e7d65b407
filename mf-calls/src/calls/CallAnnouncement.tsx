import { Link, useParams } from 'react-router-dom';
import { DetailFields, DetailPage, NotFoundState, formatDate, isValidId, useRecord, Anchor, Button, Group, Text } from '@bandi/shared-ui';
import { callParams, callsBase } from '../paths';
import type { Call } from '../types';
import { callsGet } from '@bandi/api-client';

/**
 * `/ambiente/:projectId/richieste/:callId/bandi/:announcementId`: a bando proposed in a call,
 * shown in the call's context with links to the full bando and to its public page.
 */
export function CallAnnouncement() {
  const { projectId, callId, announcementId } = useParams();
  const valid = isValidId(callId) && isValidId(announcementId);
  const base = callsBase(projectId);
  const record = useRecord<Call>(
    async (signal) =>
      (await callsGet(Number(callParams(projectId, callId).projectId), Number(callParams(projectId, callId).callId), { signal })).data,
    [projectId, callId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna alle richieste" />;
  const bando = record.data?.announcements?.find((a) => String(a.id) === announcementId);
  if (record.data && !bando) return <NotFoundState backTo={`${base}/${callId}`} backLabel="Torna alla richiesta" />;
  return (
    <DetailPage
      testId="call-announcement"
      title={bando?.name ?? 'Bando'}
      breadcrumbs={[{ label: 'Richieste', to: base }, { label: 'Dettaglio', to: `${base}/${callId}` }, { label: 'Bando' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={
        bando ? (
          <Group gap="xs">
            <Button component={Link} to={`/ambiente/${projectId}/bandi/${bando.id}`} variant="light">
              Apri il bando
            </Button>
            <Button component={Link} to={`${base}/${callId}/bandi/${bando.id}/pubblico`} variant="default">
              Pagina pubblica
            </Button>
          </Group>
        ) : null
      }
    >
      {bando ? (
        <DetailFields
          title="Bando proposto nella richiesta"
          fields={[
            { label: 'Nome', value: bando.name },
            { label: 'Ambito', value: bando.scope === 'global' ? 'Globale' : 'Locale' },
            { label: 'Scadenza', value: formatDate(bando.end_date) },
            {
              label: 'Richiesta',
              value: (
                <Anchor component={Link} to={`${base}/${callId}`} size="sm">
                  <Text span size="sm">{`Richiesta del ${formatDate(record.data?.call_date ?? null)}`}</Text>
                </Anchor>
              ),
            },
          ]}
        />
      ) : null}
    </DetailPage>
  );
}
