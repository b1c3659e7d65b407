import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DetailFields,
  DetailPage,
  NotFoundState,
  can,
  errorMessage,
  isValidId,
  joinParts,
  useRecord,
  useSession,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  Title,
} from '@bandi/shared-ui';
import { clientsBase, referentsBase } from '../paths';
import type { Referent } from '../types';
import { referentsGet, referentsInvite, referentsRemoveAccess } from '@bandi/api-client';

/**
 * Detail of a referent: GET /api/projects/{projectId}/referents/{referentId}, its clients and its
 * platform access: "Invita" (POST .../access, e-mail with first-access credentials) and "Rimuovi
 * accesso" (DELETE .../access, administrator and local administrator only).
 */
export function ReferentDetail() {
  const { projectId, referentId } = useParams();
  const valid = isValidId(referentId);
  const base = referentsBase(projectId);
  const user = useSession((s) => s.user);
  const canRemoveAccess = can(user, 'referents.access.remove');
  const [actionError, setActionError] = useState<string | null>(null);
  const path = { projectId: projectId ?? '', referentId: referentId ?? '' };
  const record = useRecord<Referent>(
    async (signal) => (await referentsGet(Number(path.projectId), Number(path.referentId), { signal })).data,
    [projectId, referentId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai referenti" />;
  const r = record.data;
  const act = async (method: 'post' | 'delete') => {
    setActionError(null);
    try {
      if (method === 'post') await referentsInvite(Number(path.projectId), Number(path.referentId));
      else await referentsRemoveAccess(Number(path.projectId), Number(path.referentId));
      record.reload();
    } catch (err) {
      setActionError(errorMessage(err));
    }
  };
  return (
    <DetailPage
      testId="detail-referent"
      title={r ? joinParts([r.name, r.surname], ' ', 'Referente') : 'Referente'}
      breadcrumbs={[{ label: 'Referenti', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={
        <Button component={Link} to={`${base}/${referentId}/modifica`}>
          Modifica
        </Button>
      }
    >
      {r ? (
        <Stack>
          <DetailFields
            title="Dati del referente"
            fields={[
              { label: 'Nome', value: r.name },
              { label: 'Cognome', value: r.surname },
              {
                label: 'Email',
                value: r.email ? (
                  <Anchor href={`mailto:${r.email}`} size="sm">
                    {r.email}
                  </Anchor>
                ) : null,
              },
              { label: 'Telefono', value: r.phone },
              { label: 'Organizzazione', value: r.organisation },
              { label: 'Note', value: r.notes },
            ]}
          />
          <Title order={4}>Accesso alla piattaforma</Title>
          {actionError ? <Alert color="red">{actionError}</Alert> : null}
          {r.access ? (
            <Group>
              <Badge color={r.access.accepted ? 'green' : 'yellow'}>
                {r.access.accepted ? 'Accesso attivo' : 'Invito inviato, in attesa del primo accesso'}
              </Badge>
              <Text size="sm">{r.access.email}</Text>
              {canRemoveAccess ? (
                <Button color="red" variant="light" onClick={() => void act('delete')}>
                  Rimuovi accesso
                </Button>
              ) : null}
            </Group>
          ) : (
            <Group>
              <Text size="sm" c="dimmed">
                Nessun accesso.
              </Text>
              <Button variant="light" onClick={() => void act('post')} disabled={!r.email}>
                Invita come utente referente
              </Button>
            </Group>
          )}
          <Title order={4}>Clienti seguiti</Title>
          {(r.clients ?? []).map((c) => (
            <Anchor key={c.id} component={Link} to={`${clientsBase(projectId)}/${c.id}`} size="sm">
              {c.business_name}
            </Anchor>
          ))}
          {!r.clients?.length ? (
            <Text size="sm" c="dimmed">
              Nessun cliente
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </DetailPage>
  );
}
