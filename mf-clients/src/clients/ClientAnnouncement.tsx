import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DetailPage, NotFoundState, apiKey, formatDate, isValidId, useAppQuery, Group, Stack, Text, VerdictBadge } from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import type { EligibleAnnouncement } from '../types';
import { RequirementList } from './detail/RequirementList';
import { NewNegotiationButton } from '../negotiations/NegotiationsBoard';
import { eligibilityForClient } from '@bandi/api-client';

/**
 * `/clienti/{clientId}/bandi/{announcementId}`: an announcement seen from a client, with the eligibility
 * panel (GET .../clients/{clientId}/eligible-announcements?announcement_id=, the query
 * `[...apiKey('projects', projectId, 'clients', clientId, 'eligible-announcements'), {announcement_id, take: 1}]`)
 * and "Nuova trattativa".
 */
export function ClientAnnouncement() {
  const { projectId, clientId, announcementId } = useParams();
  const base = clientsBase(projectId);
  const valid = isValidId(clientId) && isValidId(announcementId);
  const query = { announcement_id: Number(announcementId), take: 1 };
  const eligibility = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'clients', clientId, 'eligible-announcements'), query],
    queryFn: async ({ signal }) => (await eligibilityForClient(Number(projectId ?? ''), Number(clientId ?? ''), query, { signal })).data,
    enabled: valid,
  });
  // undefined while loading (or after a failure), null when the client has no such announcement
  const row: EligibleAnnouncement | null | undefined = eligibility.data ? (eligibility.data.data[0] ?? null) : undefined;
  const error = eligibility.error;
  const [created, setCreated] = useState(false);
  if (!valid || row === null) return <NotFoundState backTo={`${base}/${clientId ?? ''}`} backLabel="Torna al cliente" />;
  return (
    <DetailPage
      testId="client-announcement"
      title={row?.announcement.name ?? 'Bando'}
      breadcrumbs={[{ label: 'Clienti', to: base }, { label: 'Cliente', to: `${base}/${clientId}` }, { label: 'Bando' }]}
      loading={row === undefined && !error}
      error={error}
      actions={
        row ? (
          <NewNegotiationButton
            projectId={projectId!}
            clientId={Number(clientId)}
            announcement={row.announcement}
            onCreated={() => setCreated(true)}
          />
        ) : undefined
      }
    >
      {row ? (
        <Stack>
          <Group>
            <VerdictBadge verdict={row.verdict} size="lg" data-testid="overall-verdict" />
            <Text size="sm">
              Scadenza {formatDate(row.announcement.end_date)} · {row.announcement.supplying_authority ?? ''}
            </Text>
          </Group>
          {created ? <Text c="green">Trattativa creata: la trovi nella scheda del cliente.</Text> : null}
          <RequirementList row={row} />
        </Stack>
      ) : null}
    </DetailPage>
  );
}
