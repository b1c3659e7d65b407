import { useState } from 'react';
import {
  apiKey,
  errorMessage,
  useAppQuery,
  useAppQueryClient,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@bandi/shared-ui';
import { useProjectOptions } from './projectOptions';
import {
  federationList,
  releasesList,
  releasesPin,
  releasesPromote,
  releasesRegister,
  releasesRestoreBuiltin,
  releasesRollback,
  releasesUnpin,
  type Schema,
} from '@bandi/api-client';

/** A release of GET /api/federation/releases (docs/architecture.md#remote-releases). */
type Release = Schema<'ReleaseView'>;

/** A remote of GET /api/federation/remotes. */
interface Remote {
  name: string;
  entry: string;
}

/**
 * The Italian name of each remote (the sections it serves, docs/architecture.md#remote-releases);
 * the Module Federation name (`mf_calls`) stays beside it, since the release commands use it.
 */
const REMOTE_LABELS: Record<string, string> = {
  mf_announcements: 'Bandi e template',
  mf_clients: 'Clienti, referenti e trattative',
  mf_calls: 'Richieste',
  mf_settings: 'Impostazioni',
};

/** "Richieste (mf_calls)"; an unknown remote is shown by its name alone. */
const remoteLabel = (name: string) => (REMOTE_LABELS[name] ? `${REMOTE_LABELS[name]} (${name})` : name);

const when = (d: string | null) => (d ? new Date(d).toLocaleString('it-IT') : '—');

/**
 * The build of a remote that ships with the application, as the API serves it and the registry is
 * seeded with (`mf_calls` → `/build/mf-calls/mf-manifest.json`, docs/architecture.md#remote-releases):
 * what the remote loads when no release is current.
 */
const builtinEntry = (name: string) => `/build/${name.replace(/_/g, '-')}/mf-manifest.json`;

/**
 * The release a roll-back goes back to, as the API picks it: the latest promoted before the
 * current one; undefined when there is no current release or none before it.
 */
function previousRelease(releases: Release[], current: Release | undefined): Release | undefined {
  if (!current?.promoted_at) return undefined;
  const at = Date.parse(current.promoted_at);
  return releases
    .filter((r) => r.id !== current.id && r.promoted_at && Date.parse(r.promoted_at) < at)
    .sort((a, b) => Date.parse(b.promoted_at!) - Date.parse(a.promoted_at!))[0];
}

/** An action that changes what the users load, waiting for "Conferma": the question, a note, the command. */
interface PendingAction {
  title: string;
  question: string;
  note: string;
  run: () => Promise<unknown>;
}

/**
 * The confirmation of a release command (test id `release-confirm`): the question naming remote
 * and versions, what follows for the environments, "Annulla" and "Conferma" (busy while it runs).
 */
function ReleaseConfirm({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: PendingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // the last question stays on screen while the dialog fades out
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  return (
    <Modal opened={!!pending} onClose={busy ? () => undefined : onCancel} title={shown?.title} centered>
      <Stack data-testid="release-confirm">
        <Text>{shown?.question}</Text>
        <Text size="sm" c="dimmed">
          {shown?.note}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Annulla
          </Button>
          <Button color="orange" onClick={onConfirm} loading={busy} data-testid="release-confirm-ok">
            Conferma
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Cache keys of the tab's two lists (shared-ui apiKey). */
const RELEASES_KEY = apiKey('federation', 'releases');
const REMOTES_KEY = apiKey('federation', 'remotes');
const EMPTY_REMOTES: Remote[] = [];

/**
 * "Rilasci moduli" (administrators): every registered release of the remotes with its version, the
 * shared-ui range it needs and who registered it, and per remote what is in use (a release or the
 * built-in build); registers a new build from its manifest URL, and per release "Promuovi"
 * (current for every environment), "Fissa per ambiente" (one environment keeps it), "Sblocca"
 * (drop a pin), per remote "Ripristina precedente" (back to the previous current release) and
 * "Torna alla build integrata" (no current release: the build shipped with the application).
 * Each of these asks for confirmation first, naming the remote and the versions. Users load the
 * change when they next enter the environment. The releases, the remotes and the environments are
 * TanStack queries (apiKey('federation', …)); a change asks the first two again.
 */
export function ReleasesTab() {
  const [actionError, setActionError] = useState<string | null>(null);
  const [remote, setRemote] = useState<string | null>(null);
  const [entry, setEntry] = useState('');
  const [pinFor, setPinFor] = useState<Record<number, string | null>>({});
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);

  const client = useAppQueryClient();
  const releasesQuery = useAppQuery({
    queryKey: RELEASES_KEY,
    queryFn: async ({ signal }) => (await releasesList(undefined, { signal })).data.data,
  });
  const remotesQuery = useAppQuery({
    queryKey: REMOTES_KEY,
    queryFn: async ({ signal }) => (await federationList({ signal })).data.data,
  });
  const projects = useProjectOptions();
  const releases = releasesQuery.data ?? null;
  const remotes = remotesQuery.data ?? EMPTY_REMOTES;
  const loadError = releasesQuery.error ?? remotesQuery.error;
  const error = actionError ?? (loadError ? errorMessage(loadError) : null);

  /** Runs one change, then asks the releases and the remotes again (a failure shows in the tab's alert). */
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      setActionError(null);
    } catch (e) {
      setActionError(errorMessage(e));
    }
    await Promise.all([client.invalidateQueries({ queryKey: RELEASES_KEY }), client.invalidateQueries({ queryKey: REMOTES_KEY })]);
  };

  /** Runs the confirmed action, then closes the confirmation (a failure shows in the tab's alert). */
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    await act(pending.run);
    setBusy(false);
    setPending(null);
  };

  const register = () =>
    act(async () => {
      await releasesRegister({ remote: remote ?? '', entry });
      setEntry('');
    });

  return (
    <Stack gap="md" data-testid="releases-tab">
      {error ? (
        <Alert color="red" data-testid="releases-error">
          {error}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <Select
          label="Modulo"
          data={remotes.map((r) => ({ value: r.name, label: remoteLabel(r.name) }))}
          value={remote}
          onChange={setRemote}
          w={340}
          data-testid="release-remote"
        />
        <TextInput
          label="URL del manifest (mf-manifest.json)"
          value={entry}
          onChange={(e) => setEntry(e.currentTarget.value)}
          placeholder="https://cdn.example.it/mf-calls/1.4.0/mf-manifest.json"
          style={{ flex: 1 }}
          data-testid="release-entry"
        />
        <Button onClick={() => void register()} disabled={!remote || !entry.trim()}>
          Registra rilascio
        </Button>
      </Group>
      {releases && !releases.length ? <Text c="dimmed">Nessun rilascio registrato.</Text> : null}
      {remotes
        .filter((r) => releases?.some((rel) => rel.remote === r.name))
        .map((r) => {
          const own = releases?.filter((rel) => rel.remote === r.name) ?? [];
          const current = own.find((rel) => rel.current);
          const previous = previousRelease(own, current);
          const onBuiltin = !current && r.entry === builtinEntry(r.name);
          const label = remoteLabel(r.name);
          const pinned = own.flatMap((rel) => rel.pinned_projects.map((p) => `${p.name} (${rel.version})`));
          const inUse = current ? `versione ${current.version}` : onBuiltin ? 'build integrata' : r.entry;
          const everyone = 'per tutti gli ambienti senza un rilascio fissato, al prossimo accesso dei loro utenti.';
          const pinNote = !pinned.length
            ? 'Nessun ambiente ha un rilascio fissato.'
            : pinned.length === 1
              ? `L'ambiente ${pinned[0]} mantiene il rilascio fissato finché non viene sbloccato.`
              : `Gli ambienti ${pinned.join(', ')} mantengono i rilasci fissati finché non vengono sbloccati.`;
          return (
            <Stack key={r.name} gap="xs" data-testid={`releases-${r.name}`}>
              <Group justify="space-between">
                <Title order={4}>
                  {REMOTE_LABELS[r.name] ?? r.name}{' '}
                  {REMOTE_LABELS[r.name] ? (
                    <Text span ff="monospace" fz="sm" c="dimmed">
                      ({r.name})
                    </Text>
                  ) : null}
                </Title>
                <Group gap="xs">
                  <Text size="sm" c="dimmed" data-testid={`releases-in-use-${r.name}`}>
                    In uso: {inUse}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    disabled={!previous}
                    onClick={() =>
                      current &&
                      previous &&
                      setPending({
                        title: 'Ripristina rilascio precedente',
                        question: `${label} tornerà dalla versione ${current.version} alla versione ${previous.version} ${everyone}`,
                        note: pinNote,
                        run: () => releasesRollback(r.name),
                      })
                    }
                  >
                    Ripristina precedente
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    disabled={onBuiltin}
                    onClick={() =>
                      setPending({
                        title: 'Torna alla build integrata',
                        question: `${label} lascerà la ${current ? `versione ${current.version}` : `build ${r.entry}`} e tornerà alla build integrata nell'applicazione ${everyone}`,
                        note: pinNote,
                        run: () => releasesRestoreBuiltin(r.name),
                      })
                    }
                  >
                    Torna alla build integrata
                  </Button>
                </Group>
              </Group>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Versione</Table.Th>
                    <Table.Th>Libreria UI richiesta (shared-ui)</Table.Th>
                    <Table.Th>Registrato</Table.Th>
                    <Table.Th>Stato</Table.Th>
                    <Table.Th>Ambienti fissati</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {own.map((rel) => (
                    <Table.Tr key={rel.id} data-testid={`release-${rel.remote}-${rel.version}`}>
                      <Table.Td title={rel.entry}>{rel.version}</Table.Td>
                      <Table.Td>{rel.shared_ui_range ?? '—'}</Table.Td>
                      <Table.Td>
                        {when(rel.created_at)}
                        {rel.created_by_name ? ` · ${rel.created_by_name}` : ''}
                      </Table.Td>
                      <Table.Td>
                        {rel.current ? (
                          <Badge color="green" variant="light">
                            Corrente
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {rel.pinned_projects.map((p) => (
                            <Badge
                              key={p.id}
                              variant="outline"
                              rightSection={
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  aria-label={`Sblocca ${p.name}`}
                                  onClick={() =>
                                    setPending({
                                      title: 'Sblocca ambiente',
                                      question: `Sbloccare l'ambiente ${p.name} dalla versione ${rel.version} di ${label}?`,
                                      note: `I suoi utenti caricheranno di nuovo ${current ? `il rilascio corrente (versione ${current.version})` : onBuiltin ? 'la build integrata' : r.entry} al prossimo accesso.`,
                                      run: () => releasesUnpin(rel.remote, p.id),
                                    })
                                  }
                                >
                                  ×
                                </Button>
                              }
                            >
                              {p.name}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {!rel.current ? (
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() =>
                                setPending({
                                  title: 'Promuovi rilascio',
                                  question: `Promuovere la versione ${rel.version} di ${label}? Diventerà il rilascio corrente ${everyone}`,
                                  note: pinNote,
                                  run: () => releasesPromote(rel.id),
                                })
                              }
                            >
                              Promuovi
                            </Button>
                          ) : null}
                          <Select
                            size="xs"
                            placeholder="Ambiente"
                            data={projects}
                            value={pinFor[rel.id] ?? null}
                            onChange={(v) => setPinFor((s) => ({ ...s, [rel.id]: v }))}
                            w={160}
                            aria-label="Ambiente da fissare"
                          />
                          <Button
                            size="xs"
                            variant="default"
                            disabled={!pinFor[rel.id]}
                            onClick={() => {
                              const projectId = pinFor[rel.id];
                              const environment = projects.find((p) => p.value === projectId)?.label ?? projectId;
                              setPending({
                                title: 'Fissa per ambiente',
                                question: `Fissare la versione ${rel.version} di ${label} per l'ambiente ${environment}?`,
                                note: 'I suoi utenti la caricheranno al prossimo accesso, qualunque sia il rilascio corrente.',
                                run: () => releasesPin(rel.remote, Number(projectId), { release_id: rel.id }),
                              });
                            }}
                          >
                            Fissa per ambiente
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
      <ReleaseConfirm pending={pending} busy={busy} onCancel={() => setPending(null)} onConfirm={() => void confirm()} />
    </Stack>
  );
}
