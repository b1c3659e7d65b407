import { Badge, Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { DetailFields, DetailPage, NotFoundState, api, formatDate, isValidId, useRecord } from '@bandi/shared-ui';
import { CallStatusBadge, CallTypeBadge, counterpartLabel } from '../labels';
import { callsBase, callsCollection } from '../paths';
import type { Call } from '../types';

/** Detail of a call (read-only): GET /api/projects/{projectId}/calls/{callId}. */
export function CallDetail() {
  const { projectId, callId } = useParams();
  const valid = isValidId(callId);
  const base = callsBase(projectId);
  const record = useRecord<Call>(
    async (signal) => (await api.get<Call>(`${callsCollection(projectId)}/${callId}`, { signal })).data,
    [projectId, callId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna alle richieste" />;
  const c = record.data;
  return (
    <DetailPage
      testId="detail-call"
      title={c ? `Richiesta del ${formatDate(c.call_date)}` : 'Richiesta'}
      breadcrumbs={[{ label: 'Richieste', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
    >
      {c ? (
        <DetailFields
          title="Dati della richiesta"
          fields={[
            { label: 'Data', value: formatDate(c.call_date) },
            { label: 'Tipo', value: <CallTypeBadge type={c.type} /> },
            { label: c.type === 'supplier' ? 'Azienda' : 'Cliente', value: counterpartLabel(c) },
            { label: 'Referente', value: c.referent_name, hidden: c.type === 'supplier' && !c.referent_name },
            { label: 'Stato', value: <CallStatusBadge status={c.status} /> },
            {
              label: 'Ambiti di intervento',
              value: c.areas_of_intervention?.length ? (
                <Group gap={4}>
                  {c.areas_of_intervention.map((area) => {
                    const label = typeof area === 'string' ? area : area.name;
                    return (
                      <Badge key={label} variant="light" size="sm" tt="none">
                        {label}
                      </Badge>
                    );
                  })}
                </Group>
              ) : null,
              hidden: c.areas_of_intervention === undefined,
            },
            {
              label: 'Destinatari',
              value: c.send_to?.length ? (
                <Stack gap={2}>
                  {c.send_to.map((to) => (
                    <Text key={to.email} size="sm" c={to.active ? undefined : 'dimmed'}>
                      {to.name} &lt;{to.email}&gt;
                    </Text>
                  ))}
                </Stack>
              ) : null,
              hidden: c.type !== 'supplier' || c.send_to === undefined,
            },
            { label: 'Note', value: c.note, wide: true },
          ]}
        />
      ) : null}
    </DetailPage>
  );
}
