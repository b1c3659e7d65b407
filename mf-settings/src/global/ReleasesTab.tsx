import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage, Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@bandi/shared-ui';
import type { Schema } from '@bandi/api-client';

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
 * "Rilasci moduli" (administrators): every registered release of the remotes with its version, the
 * shared-ui range it needs and who registered it; registers a new build from its manifest URL,
 * and per release "Promuovi" (current for every environment), "Fissa per ambiente" (one
 * environment keeps it), "Sblocca" (drop a pin) and, on the current one, "Ripristina" (back to the
 * previous current release). Users load the change when they next enter the environment.
 */
export function ReleasesTab() {
  const [releases, setReleases] = useState<Release[] | null>(null);
  const [remotes, setRemotes] = useState<Remote[]>([]);
  const [projects, setProjects] = useState<{ value: string; label: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [remote, setRemote] = useState<string | null>(null);
  const [entry, setEntry] = useState('');
  const [pinFor, setPinFor] = useState<Record<number, string | null>>({});

  const load = useCallback(async () => {
    try {
      const [rel, rem] = await Promise.all([
        api.get<{ data: Release[] }>('federation/releases'),
        api.get<{ data: Remote[] }>('federation/remotes'),
      ]);
      setReleases(rel.data.data);
      setRemotes(rem.data.data);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);

  useEffect(() => {
    void load();
    api
      .get<{ data: { id: number; name: string }[] }>('projects', { params: { take: 100 } })
      .then((res) => setProjects(res.data.data.map((p) => ({ value: String(p.id), label: p.name }))))
      .catch((e) => setError(errorMessage(e)));
  }, [load]);

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      await load();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const register = () =>
    act(async () => {
      await api.post('federation/releases', { remote, entry });
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
        .map((r) => (
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
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => void act(() => api.post(`federation/remotes/${r.name}/rollback`))}
              >
                Ripristina precedente
              </Button>
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
                {releases
                  ?.filter((rel) => rel.remote === r.name)
                  .map((rel) => (
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
                                  onClick={() => void act(() => api.delete(`federation/remotes/${rel.remote}/pins/${p.id}`))}
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
                              onClick={() => void act(() => api.post(`federation/releases/${rel.id}/promote`))}
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
                            onClick={() =>
                              void act(() => api.put(`federation/remotes/${rel.remote}/pins/${pinFor[rel.id]}`, { release_id: rel.id }))
                            }
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
        ))}
    </Stack>
  );
}
