import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { api, formatDateTime, useRecord } from '@bandi/shared-ui';

interface Entry {
  id: number;
  user_name: string | null;
  action: string;
  changes: { fields: string[] } | null;
  created_at: string;
}
const ACTIONS: Record<string, string> = {
  create: 'Creazione',
  update: 'Modifica',
  publish: 'Pubblicazione',
  delete: 'Eliminazione',
  share: 'Condivisione',
  unshare: 'Revoca condivisione',
};

/**
 * "Registro modifiche": the last 10 changes of a call or a template (GET `{path}/logs`, e.g.
 * …/announcements/{id}/logs or …/templates/{id}/logs): who, when, what, which fields. Hidden when
 * there is nothing to show or the user may not read logs.
 */
export function AuditLog({ path }: { path: string }) {
  const record = useRecord<{ data: Entry[]; total: number }>(
    async (signal) => (await api.get(`${path}/logs`, { params: { take: 10 }, signal, skipGlobalErrorHandling: true })).data,
    [path],
  );
  if (!record.data?.data.length) return null;
  return (
    <Paper withBorder p="md" data-testid="audit-log">
      <Stack gap="xs">
        <Title order={4}>Registro modifiche</Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quando</Table.Th>
              <Table.Th>Chi</Table.Th>
              <Table.Th>Azione</Table.Th>
              <Table.Th>Campi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.data.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
                <Table.Td>{e.user_name ?? '—'}</Table.Td>
                <Table.Td>{ACTIONS[e.action] ?? e.action}</Table.Td>
                <Table.Td>
                  <Text size="xs">{e.changes?.fields.join(', ') || '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {record.data.total > 10 ? (
          <Text size="xs" c="dimmed">
            Ultime 10 di {record.data.total} modifiche.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
