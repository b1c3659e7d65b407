import { useState } from 'react';
import { IconRefresh } from '@tabler/icons-react';
import {
  apiKey,
  errorMessage,
  useAppMutation,
  useAppQuery,
  useAppQueryClient,
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@bandi/shared-ui';
import { jobsList, jobsRetry, type Schema } from '@bandi/api-client';

/** A job of GET /api/admin/jobs. */
type Job = Schema<'JobView'>;

const STATE_LABEL: Record<Job['state'], [string, string]> = {
  created: ['In coda', 'blue'],
  retry: ['Da riprovare', 'orange'],
  active: ['In corso', 'cyan'],
  completed: ['Completato', 'green'],
  cancelled: ['Annullato', 'gray'],
  failed: ['Fallito', 'red'],
};
const when = (d: string | null) => (d ? new Date(d).toLocaleString('it-IT') : '—');

/**
 * "Coda lavori" (administrators): the latest jobs of the queue (e-mails, newsletters, reminders)
 * by state, each queue by its Italian name (`queue_label`, never the code the ux-language browser
 * test flags), with the error of a failed job and a button to try it again. Reads GET
 * /api/admin/jobs?state= as a query per state (apiKey('admin', 'jobs', state)); "Riprova" (POST
 * …/retry) asks the lists again; "Aggiorna" asks the list on screen again.
 */
export function JobsTab() {
  const [filter, setFilter] = useState<'queued' | 'failed' | 'all'>('queued');
  const jobs = useAppQuery({
    queryKey: apiKey('admin', 'jobs', filter),
    queryFn: async ({ signal }) => (await jobsList({ state: filter }, { signal })).data.data,
  });
  const client = useAppQueryClient();
  const retry = useAppMutation({
    mutationFn: (job: Job) => jobsRetry(encodeURIComponent(job.queue), job.id),
    // every filter's list may hold the job: the one on screen is asked again, the others when shown
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey('admin', 'jobs') }),
  });
  const error = retry.error ?? jobs.error;
  const shown = jobs.data;

  return (
    <Stack gap="md" data-testid="jobs-tab">
      <Group justify="space-between">
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as typeof filter)}
          data={[
            { value: 'queued', label: 'In coda' },
            { value: 'failed', label: 'Falliti' },
            { value: 'all', label: 'Tutti' },
          ]}
        />
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void jobs.refetch()} loading={jobs.isFetching}>
          Aggiorna
        </Button>
      </Group>
      {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
      {shown && !shown.length ? <Text c="dimmed">Nessun lavoro in questo stato.</Text> : null}
      {shown?.length ? (
        <Table striped data-testid="jobs-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Coda</Table.Th>
              <Table.Th>Lavoro</Table.Th>
              <Table.Th>Stato</Table.Th>
              <Table.Th>Tentativi</Table.Th>
              <Table.Th>Creato</Table.Th>
              <Table.Th>Errore</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((j) => (
              <Table.Tr key={j.id}>
                <Table.Td>{j.queue_label}</Table.Td>
                <Table.Td>{j.summary || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_LABEL[j.state][1]} variant="light">
                    {STATE_LABEL[j.state][0]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {j.retry_count}/{j.retry_limit}
                </Table.Td>
                <Table.Td>{when(j.created_on)}</Table.Td>
                <Table.Td>{j.error ?? ''}</Table.Td>
                <Table.Td>
                  {j.state === 'failed' ? (
                    <Button size="xs" variant="light" loading={retry.isPending && retry.variables === j} onClick={() => retry.mutate(j)}>
                      Riprova
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
