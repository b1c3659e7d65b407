import { Link } from 'react-router-dom';
import { EMPTY_VALUE, apiKey, errorMessage, useAppQuery, formatDate, Alert, Anchor, Table, Text } from '@bandi/shared-ui';
import type { ClientCall } from '../../types';
import { callsList } from '@bandi/api-client';

const CALL_STATUS_LABELS: Record<ClientCall['status'], string> = {
  open: 'Aperta',
  in_progress: 'In lavorazione',
  closed: 'Chiusa',
  archived: 'Archiviata',
};

/**
 * The client's calls (richieste): GET /api/projects/{pid}/calls?client_id= (newest first, archived
 * left out, as the calls list), each linking to its detail in the Richieste section. A TanStack
 * query under apiKey('projects', pid, 'calls'): a change to the environment's calls that
 * invalidates that key refreshes it.
 */
export function ClientCalls({ projectId, clientId }: { projectId: string; clientId: number }) {
  const query = useAppQuery({
    queryKey: apiKey('projects', projectId, 'calls', 'client', clientId),
    queryFn: async ({ signal }) =>
      (await callsList(Number(projectId), { client_id: clientId, take: 100 }, { signal })).data.data as ClientCall[],
  });
  const calls = query.data ?? null;
  const error = query.error ? errorMessage(query.error) : null;
  if (error) return <Alert color="red">{error}</Alert>;
  if (!calls) return <Text c="dimmed">Caricamento…</Text>;
  if (!calls.length) return <Text c="dimmed">Nessuna richiesta per questo cliente.</Text>;
  return (
    <Table data-testid="client-calls">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Stato</Table.Th>
          <Table.Th>Referente</Table.Th>
          <Table.Th>Note</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {calls.map((call) => (
          <Table.Tr key={call.id} data-testid={`client-call-${call.id}`}>
            <Table.Td>
              <Anchor component={Link} to={`/ambiente/${encodeURIComponent(projectId)}/richieste/${call.id}`}>
                {formatDate(call.call_date)}
              </Anchor>
            </Table.Td>
            <Table.Td>{CALL_STATUS_LABELS[call.status] ?? call.status}</Table.Td>
            <Table.Td>{call.referent_name ?? EMPTY_VALUE}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {call.note ?? EMPTY_VALUE}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
