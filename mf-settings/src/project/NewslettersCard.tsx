import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IconMail, IconPencil, IconPlus } from '@tabler/icons-react';
import {
  announcementsListProject,
  newslettersCreate,
  newslettersList,
  newslettersPreview,
  newslettersRemove,
  newslettersSend,
  newslettersUpdate,
  type Schema,
} from '@bandi/api-client';
import {
  AlertBox,
  SELECT_SEARCH_DEBOUNCE_MS,
  apiKey,
  errorMessage,
  formatDateTime,
  formatNumber,
  ifMatch,
  useAppQuery,
  useDebouncedValue,
  useRecord,
  type Paginated,
  Badge,
  Button,
  Card,
  Group,
  Loader,
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
/** The previews of a newsletter and how many subscribers it would go to. */
type PreviewList = Schema<'NewsletterPreviewList'>;

/** A Select option of "Bandi in evidenza". */
interface Option {
  value: string;
  label: string;
}
/** An announcement of the search of "Bandi in evidenza". */
type AnnouncementItem = Schema<'AnnouncementListItemView'>;

/** The published announcements of an answer of GET /api/projects/{id}/announcements as options. */
const publishedOptions = (answer: AnnouncementItem[]): Option[] =>
  answer.filter((a) => a.status === 'published').map((a) => ({ value: String(a.id), label: a.name }));

/** "Sarà inviata a N destinatari" (1: "a 1 destinatario"). */
export function recipientsLabel(n: number): string {
  return n === 1 ? 'Sarà inviata a 1 destinatario' : `Sarà inviata a ${formatNumber(n)} destinatari`;
}

/**
 * Card "Newsletter" (shown when the environment's newsletter is on): drafts and sent newsletters,
 * a compose form (subject, text, the bandi chosen or each client's fitting announcements) and the sending
 * as a job to the subscribed contacts, with its progress (/api/projects/{id}/newsletters). A draft
 * can be edited ("Modifica", PUT with its version). "Invia" first opens the confirmation
 * ({@link SendConfirmModal}): the message as the first recipient receives it and the number of
 * recipients; only "Conferma invio" sends. Deleting a draft sends the version listed (If-Match);
 * a 409 opens the conflict dialog.
 */
export function NewslettersCard({ projectId }: { projectId: string }) {
  const path = { projectId };
  const list = useRecord<Paginated<Newsletter>>(
    async (signal) => (await newslettersList(Number(path.projectId), { take: 50 }, { signal })).data,
    [projectId],
  );
  const [composing, setComposing] = useState(false);
  const [editing, setEditing] = useState<Newsletter | null>(null);
  const [confirming, setConfirming] = useState<Newsletter | null>(null);
  const { busy: sending, run } = useAction();
  const versioned = useVersionedAction<Newsletter>(() => list.reload());
  const busy = sending ?? versioned.busy;
  // `?bozza=<id>` (an «aggiornamento» made from an announcement's change notice) opens that draft's editor once listed
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('bozza')) || null;
  useEffect(() => {
    const found = wanted ? list.data?.data.find((n) => n.id === wanted && n.status === 'draft') : undefined;
    if (!found) return;
    setEditing(found);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('bozza');
        return next;
      },
      { replace: true },
    );
  }, [wanted, list.data, setParams]);
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
                  <Table.Td>
                    {n.subject}
                    {n.audience_announcement_id ? (
                      <Text size="xs" c="dimmed" data-testid={`newsletter-audience-${n.id}`}>
                        {`Aggiornamento: solo agli iscritti dei clienti idonei al bando «${n.audience_announcement_name ?? n.audience_announcement_id}»`}
                      </Text>
                    ) : null}
                  </Table.Td>
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
                          onClick={() => setConfirming(n)}
                          data-testid={`newsletter-send-${n.id}`}
                        >
                          Invia
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setEditing(n)}
                          data-testid={`newsletter-edit-${n.id}`}
                        >
                          Modifica
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={busy === `del-${n.id}`}
                          onClick={() =>
                            void versioned.runVersioned(
                              `del-${n.id}`,
                              (v) => newslettersRemove(Number(projectId), n.id, { ...ifMatch(v) }),
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
        opened={composing || editing !== null}
        projectId={projectId}
        draft={editing}
        onClose={() => {
          setComposing(false);
          setEditing(null);
        }}
        onSaved={() => {
          setComposing(false);
          setEditing(null);
          list.reload();
        }}
      />
      <SendConfirmModal
        projectId={projectId}
        newsletter={confirming}
        sending={confirming !== null && busy === `send-${confirming.id}`}
        onClose={() => setConfirming(null)}
        onConfirm={(n) =>
          void run(`send-${n.id}`, () => newslettersSend(Number(projectId), n.id), 'Invio della newsletter avviato').then(() => {
            setConfirming(null);
            list.reload();
          })
        }
      />
    </Card>
  );
}

/**
 * "Nuova newsletter" (POST) or "Modifica bozza" (`draft`: PUT with the draft's version, a 409
 * opens the conflict dialog): subject, text, the bandi chosen or each client's fitting announcements.
 * "Bandi in evidenza" searches the published announcements while the window is open,
 * SELECT_SEARCH_DEBOUNCE_MS after the last keystroke (GET /api/projects/{id}/announcements?search&status=published&take=20,
 * the query `[...apiKey('projects', projectId, 'announcements'), {search, status, take}]`): the
 * options are the last answer's, after the chosen announcements it does not hold; they stay while
 * the next search loads, and after a failed one.
 */
function ComposeModal({
  opened,
  projectId,
  draft,
  onClose,
  onSaved,
}: {
  opened: boolean;
  projectId: string;
  draft: Newsletter | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [bandi, setBandi] = useState<string[]>([]);
  const [mode, setMode] = useState<'manual' | 'fits'>('manual');
  const [search, setSearch] = useState('');
  // the announcements met so far (the draft's, then each answer's), for the labels of the chosen ones
  const [options, setOptions] = useState<Option[]>([]);
  const { busy: creating, run } = useAction();
  const versioned = useVersionedAction<Newsletter>(() => onSaved());
  const busy = creating ?? versioned.busy;
  // editing a draft: its fields, and its bandi as the select's first options
  useEffect(() => {
    if (!opened || !draft) return;
    setSubject(draft.subject);
    setBody(draft.body);
    setMode(draft.mode);
    setBandi(draft.announcements.map((a) => String(a.id)));
    setOptions(draft.announcements.map((a) => ({ value: String(a.id), label: a.name })));
  }, [opened, draft]);
  const [debounced] = useDebouncedValue(search, SELECT_SEARCH_DEBOUNCE_MS);
  const found = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'announcements'), { search: debounced, status: 'published', take: 20 }],
    queryFn: async ({ signal }) =>
      (await announcementsListProject(Number(projectId), { search: debounced || undefined, status: 'published', take: 20 }, { signal }))
        .data,
    enabled: opened,
  });
  // the last answer: kept while the next search loads and when it fails
  const [answer, setAnswer] = useState<AnnouncementItem[] | null>(null);
  if (found.data && found.data.data !== answer) {
    const fresh = publishedOptions(found.data.data);
    setAnswer(found.data.data);
    setOptions((prev) => [...prev.filter((o) => !fresh.some((f) => f.value === o.value)), ...fresh]);
  }
  // the announcements found, after the chosen ones the answer does not hold
  const shown = useMemo(() => {
    if (!answer) return options;
    const fresh = publishedOptions(answer);
    return [...options.filter((o) => bandi.includes(o.value) && !fresh.some((f) => f.value === o.value)), ...fresh];
  }, [answer, options, bandi]);
  const reset = () => {
    setSubject('');
    setBody('');
    setBandi([]);
    setMode('manual');
  };
  const fields = { subject, body, mode, announcement_ids: mode === 'manual' ? bandi.map(Number) : [] };
  const update = (n: Newsletter) =>
    void versioned.runVersioned(
      'save',
      (v) => newslettersUpdate(Number(projectId), n.id, { ...fields, version: v }, { ...ifMatch(v) }),
      n.version,
      {
        success: 'Bozza aggiornata',
        onDone: () => {
          reset();
          onSaved();
        },
      },
    );
  const create = () =>
    void run('save', () => newslettersCreate(Number(projectId), fields), 'Bozza salvata').then((ok) => {
      if (ok) {
        reset();
        onSaved();
      }
    });
  const close = () => {
    if (draft) reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={draft ? 'Modifica bozza' : 'Nuova newsletter'} size="lg">
      {versioned.dialog}
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
          data={shown}
          value={bandi}
          onChange={setBandi}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage="Nessun bando pubblicato"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Annulla
          </Button>
          <Button
            disabled={!subject.trim() || !body.trim()}
            loading={busy === 'save'}
            onClick={() => (draft ? update(draft) : create())}
            data-testid="newsletter-save"
          >
            Salva bozza
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Confirmation of "Invia": GET /api/projects/{id}/newsletters/{id}/preview shows the message as
 * its first recipient receives it (subject, Reply-To, the HTML in a sandboxed frame: no script,
 * no navigation) and "Sarà inviata a N destinatari"; "Conferma invio" calls `onConfirm`, refused
 * while loading or with no recipient.
 */
export function SendConfirmModal({
  projectId,
  newsletter,
  sending,
  onClose,
  onConfirm,
}: {
  projectId: string;
  newsletter: Newsletter | null;
  sending: boolean;
  onClose: () => void;
  onConfirm: (n: Newsletter) => void;
}) {
  const preview = useRecord<PreviewList>(
    async (signal) => (await newslettersPreview(Number(projectId), newsletter!.id, undefined, { signal })).data,
    [projectId, newsletter?.id],
    newsletter !== null,
  );
  const first = preview.data?.data[0];
  const count = preview.data?.recipients_count ?? 0;
  return (
    <Modal opened={newsletter !== null} onClose={onClose} title="Inviare la newsletter?" size="xl">
      <Stack gap="sm" data-testid="newsletter-confirm">
        {preview.error ? <AlertBox>{errorMessage(preview.error)}</AlertBox> : null}
        {preview.loading || !preview.data ? (
          preview.error ? null : (
            <Loader size="sm" data-testid="newsletter-confirm-loading" />
          )
        ) : (
          <>
            <Text fw={600} data-testid="newsletter-confirm-count">
              {recipientsLabel(count)}
            </Text>
            {first ? (
              <>
                <Text size="sm">
                  <b>Oggetto:</b> {first.subject}
                </Text>
                <Text size="sm" data-testid="newsletter-confirm-reply-to">
                  <b>Le risposte arriveranno a:</b> {first.reply_to}
                </Text>
                <Text size="xs" c="dimmed">
                  {`Anteprima per ${first.to}. I collegamenti ai bandi sono personali e vengono creati all'invio.`}
                </Text>
                <iframe
                  title="Anteprima della newsletter"
                  srcDoc={first.html}
                  sandbox=""
                  style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
                  data-testid="newsletter-confirm-preview"
                />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Nessun iscritto ha confermato la newsletter: non c’è nessuno a cui inviarla.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button
            leftSection={<IconMail size={14} />}
            disabled={!newsletter || !preview.data || count === 0}
            loading={sending}
            onClick={() => newsletter && onConfirm(newsletter)}
            data-testid="newsletter-send-confirm"
          >
            Conferma invio
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
