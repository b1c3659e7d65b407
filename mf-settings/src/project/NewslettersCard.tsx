import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Modal, MultiSelect, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import {
  AlertBox,
  SELECT_SEARCH_DEBOUNCE_MS,
  api,
  errorMessage,
  formatDateTime,
  ifMatch,
  useRecord,
  type Paginated,
} from '@bandi/shared-ui';
import { useAction, useVersionedAction } from '../common';

interface Newsletter {
  id: number;
  subject: string;
  body: string;
  status: 'draft' | 'sent';
  sent_at: string | null;
  recipients_count: number | null;
  announcements: { id: number; name: string; end_date: string | null }[];
  /** Optimistic-concurrency version, sent back as If-Match on delete. */
  version?: number;
}

/**
 * Card "Newsletter" (shown when the environment's newsletter is on): drafts and sent newsletters,
 * a compose form (subject, text, published bandi to present) and the sending to every client
 * e-mail of the environment (/api/projects/{id}/newsletters). Deleting a draft sends the version
 * listed (If-Match); a 409 opens the conflict dialog.
 */
export function NewslettersCard({ projectId }: { projectId: string }) {
  const base = `projects/${encodeURIComponent(projectId)}/newsletters`;
  const list = useRecord<Paginated<Newsletter>>(
    async (signal) => (await api.get<Paginated<Newsletter>>(base, { signal, params: { take: 50 } })).data,
    [base],
  );
  const [composing, setComposing] = useState(false);
  const { busy: sending, run } = useAction();
  const versioned = useVersionedAction<Newsletter>(() => list.reload());
  const busy = sending ?? versioned.busy;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="newsletters-card">
      {versioned.dialog}
      <Group justify="space-between" mb="md">
        <Title order={4}>Newsletter</Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setComposing(true)} data-testid="newsletter-create">
          Nuova newsletter
        </Button>
      </Group>
      {list.error ? <AlertBox>{errorMessage(list.error)}</AlertBox> : null}
      {(list.data?.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessuna newsletter.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Oggetto</Table.Th>
                <Table.Th>Stato</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.data ?? []).map((n) => (
                <Table.Tr key={n.id} data-testid={`newsletter-${n.id}`}>
                  <Table.Td>{n.subject}</Table.Td>
                  <Table.Td>
                    {n.status === 'sent' ? (
                      <Badge
                        color="green"
                        variant="light"
                        tt="none"
                      >{`Inviata il ${formatDateTime(n.sent_at)} a ${n.recipients_count} clienti`}</Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        Bozza
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {n.status === 'draft' ? (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          leftSection={<IconMail size={14} />}
                          loading={busy === `send-${n.id}`}
                          onClick={() =>
                            void run(`send-${n.id}`, () => api.post(`${base}/${n.id}/send`), 'Newsletter inviata').then(list.reload)
                          }
                          data-testid={`newsletter-send-${n.id}`}
                        >
                          Invia
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={busy === `del-${n.id}`}
                          onClick={() =>
                            void versioned.runVersioned(`del-${n.id}`, (v) => api.delete(`${base}/${n.id}`, ifMatch(v)), n.version, {
                              success: 'Bozza eliminata',
                              onDone: list.reload,
                            })
                          }
                        >
                          Elimina
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ComposeModal
        opened={composing}
        projectId={projectId}
        onClose={() => setComposing(false)}
        onSaved={() => {
          setComposing(false);
          list.reload();
        }}
      />
    </Card>
  );
}

function ComposeModal({
  opened,
  projectId,
  onClose,
  onSaved,
}: {
  opened: boolean;
  projectId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [bandi, setBandi] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const { busy, run } = useAction();
  useEffect(() => {
    if (!opened) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<Paginated<{ id: number; name: string; status: string }>>(`projects/${encodeURIComponent(projectId)}/announcements`, {
          params: { search: search || undefined, status: 'published', take: 20 },
          signal: controller.signal,
        })
        .then((res) =>
          setOptions((prev) => {
            const fresh = res.data.data.filter((a) => a.status === 'published').map((a) => ({ value: String(a.id), label: a.name }));
            const kept = prev.filter((o) => bandi.includes(o.value) && !fresh.some((f) => f.value === o.value));
            return [...kept, ...fresh];
          }),
        )
        .catch(() => undefined);
    }, SELECT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [opened, projectId, search, bandi]);
  const save = () =>
    void run(
      'save',
      () => api.post(`projects/${encodeURIComponent(projectId)}/newsletters`, { subject, body, announcement_ids: bandi.map(Number) }),
      'Bozza salvata',
    ).then((ok) => {
      if (ok) {
        setSubject('');
        setBody('');
        setBandi([]);
        onSaved();
      }
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Nuova newsletter" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Oggetto"
          required
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          data-testid="newsletter-subject"
        />
        <Textarea
          label="Testo"
          required
          autosize
          minRows={5}
          maxLength={20000}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          data-testid="newsletter-body"
        />
        <MultiSelect
          label="Bandi in evidenza"
          searchable
          data={options}
          value={bandi}
          onChange={setBandi}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage="Nessun bando pubblicato"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button disabled={!subject.trim() || !body.trim()} loading={busy === 'save'} onClick={save} data-testid="newsletter-save">
            Salva bozza
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
