import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DetailPage, NotFoundState, formatDate, isValidId, Group, Stack, Text, VerdictBadge } from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import type { EligibleAnnouncement } from '../types';
import { RequirementList } from './detail/RequirementList';
import { NewNegotiationButton } from '../negotiations/NegotiationsBoard';
import { eligibilityForClient } from '@bandi/api-client';

/**
 * `/clienti/{clientId}/bandi/{announcementId}`: a call seen from a client, with the eligibility
 * panel (GET .../clients/{clientId}/eligible-announcements?announcement_id=) and "Nuova trattativa".
 */
export function ClientAnnouncement() {
  const { projectId, clientId, announcementId } = useParams();
  const base = clientsBase(projectId);
  const valid = isValidId(clientId) && isValidId(announcementId);
  const [row, setRow] = useState<EligibleAnnouncement | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState(false);
  useEffect(() => {
    if (!valid) return;
    eligibilityForClient(Number(projectId ?? ''), Number(clientId ?? ''), { announcement_id: Number(announcementId), take: 1 })
      .then((r) => setRow(r.data.data[0] ?? null))
      .catch(setError);
  }, [projectId, clientId, announcementId, valid]);
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
