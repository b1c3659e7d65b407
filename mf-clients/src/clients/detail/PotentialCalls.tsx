import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, errorMessage, formatDate, Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@bandi/shared-ui';
import { clientsBase } from '../../paths';
import type { EligibleAnnouncement } from '../../types';
import { NewNegotiationButton } from '../../negotiations/NegotiationsBoard';
import { RequirementList, VERDICT_BADGE } from './RequirementList';

/** Tab "Bandi potenziali": the open calls of the environment with the client's verdict, eligible first. */
export function PotentialCalls({ projectId, clientId, onNegotiation }: { projectId: string; clientId: number; onNegotiation: () => void }) {
  const [rows, setRows] = useState<EligibleAnnouncement[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    apiClient
      .get('/projects/{projectId}/clients/{clientId}/eligible-announcements', { path: { projectId, clientId }, query: { take: 50 } })
      .then((r) => {
        setRows(r.data.data);
        setTotal(r.data.total);
      })
      .catch((e) => setError(errorMessage(e)));
  }, [projectId, clientId]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!rows) return <Text c="dimmed">Caricamento…</Text>;
  if (!rows.length) return <Text c="dimmed">Nessun bando aperto in questo ambiente.</Text>;
  return (
    <Stack gap="xs" data-testid="potential-calls">
      <Text size="sm" c="dimmed">
        {total} bandi aperti: prima quelli idonei, poi per scadenza.
      </Text>
      {rows.map((row) => (
        <Card key={row.announcement.id} withBorder p="sm" data-testid={`potential-${row.announcement.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Anchor component={Link} to={`${clientsBase(projectId)}/${clientId}/bandi/${row.announcement.id}`} fw={600}>
                {row.announcement.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.announcement.scope === 'global' ? 'Bando globale' : 'Bando locale'} · Scadenza {formatDate(row.announcement.end_date)}
                {row.failed.length
                  ? ` · Non soddisfatti: ${row.requirements
                      .filter((r) => r.verdict === 'not_met')
                      .map((r) => r.label)
                      .join(', ')}`
                  : ''}
              </Text>
            </div>
            <Group wrap="nowrap">
              <Badge color={VERDICT_BADGE[row.verdict].color}>{VERDICT_BADGE[row.verdict].label}</Badge>
              <Button size="xs" variant="subtle" onClick={() => setOpen(open === row.announcement.id ? null : row.announcement.id)}>
                {open === row.announcement.id ? 'Nascondi requisiti' : 'Requisiti'}
              </Button>
              <NewNegotiationButton
                projectId={projectId}
                clientId={clientId}
                announcement={row.announcement}
                onCreated={onNegotiation}
                label="Trattativa"
              />
            </Group>
          </Group>
          {open === row.announcement.id ? <RequirementList row={row} /> : null}
        </Card>
      ))}
    </Stack>
  );
}
