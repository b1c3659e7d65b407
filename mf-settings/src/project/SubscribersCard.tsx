import { useMemo, useState } from 'react';
import { IconMailPlus } from '@tabler/icons-react';
import {
  SELECT_SEARCH_DEBOUNCE_MS,
  apiKey,
  useAppQuery,
  useDebouncedValue,
  useRecord,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@bandi/shared-ui';
import { useAction } from '../common';
import { clientsList, subscribersList, subscribersSubscribe, subscribersUnsubscribe, type Schema } from '@bandi/api-client';

/** A newsletter subscriber (GET /api/projects/{id}/newsletter-subscribers). */
type Subscriber = Schema<'SubscriberView'>;

const STATUS: Record<Subscriber['status'], [string, string]> = {
  pending: ['In attesa di conferma', 'orange'],
  subscribed: ['Iscritto', 'green'],
  unsubscribed: ['Disiscritto', 'gray'],
};

/**
 * Card "Iscritti alla newsletter" (shown with the newsletter card): the contacts asked for consent
 * and their state; "Invita" sends a client's address the confirmation e-mail (double opt-in),
 * "Annulla iscrizione" unsubscribes (kept in the consent log). The clients to invite are searched
 * SELECT_SEARCH_DEBOUNCE_MS after the last keystroke (GET /api/projects/{id}/clients?search&take=20,
 * the query `[...apiKey('projects', projectId, 'clients'), {search, take: 20}]`): the options
 * shown stay while the next search loads, and after a failed one.
 */
export function SubscribersCard({ projectId }: { projectId: string }) {
  const list = useRecord(async (signal) => (await subscribersList(Number(projectId), undefined, { signal })).data, [projectId]);
  const { busy, run } = useAction();
  const [client, setClient] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SELECT_SEARCH_DEBOUNCE_MS);
  const found = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'clients'), { search: debounced, take: 20 }],
    queryFn: async ({ signal }) => (await clientsList(Number(projectId), { search: debounced || undefined, take: 20 }, { signal })).data,
  });
  // the last clients found: kept while the next search loads and when it fails
  const [shown, setShown] = useState<Schema<'ClientSummary'>[]>([]);
  if (found.data && found.data.data !== shown) setShown(found.data.data);
  const options = useMemo(() => shown.map((c) => ({ value: String(c.id), label: c.business_name })), [shown]);

  return (
    <Card withBorder data-testid="subscribers-card">
      <Stack gap="sm">
        <Title order={3}>Iscritti alla newsletter</Title>
        <Group align="flex-end">
          <Select
            label="Cliente da invitare"
            searchable
            clearable
            data={options}
            value={client}
            onChange={setClient}
            onSearchChange={setSearch}
            filter={({ options: o }) => o}
            nothingFoundMessage="Nessun cliente"
            w={320}
            data-testid="subscriber-client"
          />
          <Button
            leftSection={<IconMailPlus size={16} />}
            disabled={!client}
            loading={busy === 'invite'}
            onClick={() =>
              void run(
                'invite',
                () => subscribersSubscribe(Number(projectId), { client_id: Number(client) }),
                'E-mail di conferma inviata',
              ).then((ok) => {
                if (ok) {
                  setClient(null);
                  list.reload();
                }
              })
            }
            data-testid="subscriber-invite"
          >
            Invita
          </Button>
        </Group>
        {list.data && !list.data.data.length ? <Text c="dimmed">Nessun iscritto.</Text> : null}
        {list.data?.data.length ? (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Contatto</Table.Th>
                <Table.Th>Stato</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((s) => (
                <Table.Tr key={s.id} data-testid={`subscriber-${s.id}`}>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{s.client_name ?? s.referent_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[s.status][1]} variant="light" tt="none">
                      {STATUS[s.status][0]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {s.status !== 'unsubscribed' ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={busy === `del-${s.id}`}
                        onClick={() =>
                          void run(`del-${s.id}`, () => subscribersUnsubscribe(Number(projectId), s.id), 'Iscrizione annullata').then(
                            list.reload,
                          )
                        }
                      >
                        Annulla iscrizione
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
