import { useEffect, useState } from 'react';
import { IconMail, IconPlus } from '@tabler/icons-react';
import type { Schema } from '@bandi/api-client';
import {
  AlertBox,
  SELECT_SEARCH_DEBOUNCE_MS,
  api,
  errorMessage,
  formatDateTime,
  formatNumber,
  ifMatch,
  useRecord,
  type Paginated,
  apiClient,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@bandi/shared-ui';
import { useAction, useVersionedAction } from '../common';

/** A newsletter of the environment (draft or sent). */
type Newsletter = Schema<'NewsletterView'>;

/**
 * Card "Newsletter" (shown when the environment's newsletter is on): drafts and sent newsletters,
 * a compose form (subject, text, the bandi chosen or each client's fitting calls) and the sending
 * as a job to the subscribed contacts, with its progress (/api/projects/{id}/newsletters). Deleting a draft sends the version
 * listed (If-Match); a 409 opens the conflict dialog.
 */
export function NewslettersCard({ projectId }: { projectId: string }) {
  const path = { projectId };
  const list = useRecord<Paginated<Newsletter>>(
    async (signal) => (await apiClient.get('/projects/{projectId}/newsletters', { path, signal, query: { take: 50 } })).data,
    [projectId],
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
                    {n.status === 'sent' || n.status === 'sending' ? (
                      <Stack gap={2}>
                        <Badge color={n.status === 'sent' ? 'green' : 'blue'} variant="light" tt="none">
                          {n.status === 'sent'
                            ? `Inviata il ${formatDateTime(n.sent_at)} a ${formatNumber(n.recipients_count)} iscritti`
                            : `Invio in corso a ${formatNumber(n.recipients_count)} iscritti`}
                        </Badge>
                        {n.progress ? (
                          <Text size="xs" c="dimmed" data-testid={`newsletter-progress-${n.id}`}>
                            {`Consegnate ${formatNumber(n.progress.sent)}, in coda ${formatNumber(n.progress.queued + n.progress.sending)}, non consegnate ${formatNumber(n.progress.failed)}`}
                          </Text>
                        ) : null}
                      </Stack>
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
                            void run(
                              `send-${n.id}`,
                              () =>
                                apiClient.post('/projects/{projectId}/newsletters/{newsletterId}/send', undefined, {
                                  path: { projectId, newsletterId: n.id },
                                }),
                              'Invio della newsletter avviato',
                            ).then(list.reload)
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
                            void versioned.runVersioned(
                              `del-${n.id}`,
                              (v) =>
                                apiClient.delete('/projects/{projectId}/newsletters/{newsletterId}', {
                                  path: { projectId, newsletterId: n.id },
                                  ...ifMatch(v),
                                }),
                              n.version,
                              {
                                success: 'Bozza eliminata',
                                onDone: list.reload,
                              },
                            )
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
  const [mode, setMode] = useState<'manual' | 'fits'>('manual');
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
      () =>
        apiClient.post(
          '/projects/{projectId}/newsletters',
          { subject, body, mode, announcement_ids: mode === 'manual' ? bandi.map(Number) : [] },
          { path: { projectId } },
        ),
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
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'manual' | 'fits')}
          data={[
            { value: 'manual', label: 'Bandi scelti' },
            { value: 'fits', label: 'Bandi adatti a ogni cliente' },
          ]}
          data-testid="newsletter-mode"
        />
        {mode === 'fits' ? (
          <Text size="sm" c="dimmed">
            Ogni iscritto riceve i bandi aperti per cui la sua azienda soddisfa i requisiti.
          </Text>
        ) : null}
        <MultiSelect
          display={mode === 'manual' ? undefined : 'none'}
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
