import { useEffect, useState } from 'react';
import { IconMailPlus } from '@tabler/icons-react';
import { SELECT_SEARCH_DEBOUNCE_MS, useRecord, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@bandi/shared-ui';
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
 * "Annulla iscrizione" unsubscribes (kept in the consent log).
 */
export function SubscribersCard({ projectId }: { projectId: string }) {
  const list = useRecord(async (signal) => (await subscribersList(Number(projectId), undefined, { signal })).data, [projectId]);
  const { busy, run } = useAction();
  const [client, setClient] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      clientsList(Number(projectId), { search: search || undefined, take: 20 }, { signal: controller.signal })
        .then((res) => setOptions(res.data.data.map((c) => ({ value: String(c.id), label: c.business_name }))))
        .catch(() => undefined);
    }, SELECT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [projectId, search]);

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
