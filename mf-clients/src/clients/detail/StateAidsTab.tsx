import { useEffect, useRef, useState } from 'react';
import { DE_MINIMIS_CEILINGS, formatNumberIt, type DeMinimisRegulation } from '@bandi/domain';
import {
  Alert,
  apiKey,
  errorMessage,
  formatDate,
  ifMatch,
  useAppQuery,
  useAppQueryClient,
  useVersionConflict,
  Badge,
  Button,
  Card,
  ExportMenu,
  FileButton,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@bandi/shared-ui';
import type { DeMinimisSituation, StateAid, StateAidImport } from '../../types';
import { StateAidFormModal } from './StateAidFormModal';
import { UndertakingOperations } from './UndertakingOperations';
import { stateAidImportsGet, stateAidImportsStart, stateAidsDeMinimis, stateAidsList, stateAidsRemove } from '@bandi/api-client';

/** Cents as "120.000 EUR". */
export const eur = (cents: number) => `${formatNumberIt(cents / 100)} EUR`;
const label = (r: string) => DE_MINIMIS_CEILINGS[r as DeMinimisRegulation]?.label ?? r;

/** Milliseconds between two reads of a running RNA import. */
export const IMPORT_POLL_MS = 1500;

/** The headroom bars: per regulation the aid counted in the window against the ceiling, and the room left. */
function HeadroomBars({ situation }: { situation: DeMinimisSituation }) {
  return (
    <Stack gap="sm" data-testid="de-minimis-bars">
      {situation.regulations.map((r) => {
        const pct = r.ceiling_cents ? Math.min(100, (r.used_cents / r.ceiling_cents) * 100) : 0;
        return (
          <div key={r.regulation} data-testid={`headroom-${r.regulation}`}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {label(r.regulation)} (Reg. (UE) {r.act})
              </Text>
              <Text size="sm">
                margine {eur(r.headroom_cents)} su {eur(r.ceiling_cents)}
              </Text>
            </Group>
            <Progress
              value={pct}
              color={r.headroom_cents === 0 ? 'red' : pct > 75 ? 'orange' : 'teal'}
              aria-label={`${label(r.regulation)}: usati ${eur(r.used_cents)}`}
            />
            <Text size="xs" c="dimmed">
              Usati {eur(r.used_cents)} dal {formatDate(r.window_start)} al {formatDate(r.window_end)} · {r.binding_article}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

/** When aid leaves the three-year window: "dal 02/03/2027 tornano disponibili 120.000 EUR". */
function Releases({ situation }: { situation: DeMinimisSituation }) {
  if (!situation.releases.length) return null;
  return (
    <Stack gap={4} data-testid="de-minimis-releases">
      <Text size="sm" fw={500}>
        Quando si libera il massimale
      </Text>
      {situation.releases.map((r) => (
        <Text size="sm" key={`${r.date}-${r.regulation}`}>
          dal {formatDate(r.date)} tornano disponibili {eur(r.cents)} ({label(r.regulation)})
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The RNA import button (POST /api/projects/{projectId}/state-aid-imports, multipart `file`):
 * uploads an `OpenData_Aiuti_AAAA_MM.xml` (or a visura retyped as CSV/XLSX with the columns of
 * the "Esporta" file), follows the job (GET …/state-aid-imports/{id}) with a
 * progress bar and shows its outcome; the import covers every client of the environment.
 */
function RnaImport({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const [job, setJob] = useState<StateAidImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const follow = (id: number) => {
    timer.current = setTimeout(async () => {
      try {
        const res = await stateAidImportsGet(Number(projectId), id);
        setJob(res.data);
        if (res.data.status === 'done' || res.data.status === 'failed') onDone();
        else follow(id);
      } catch (e) {
        setError(errorMessage(e));
      }
    }, IMPORT_POLL_MS);
  };
  const upload = async (file: File) => {
    setError(null);
    try {
      const res = await stateAidImportsStart(Number(projectId), { file });
      setJob(res.data);
      follow(res.data.id);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const running = job && (job.status === 'queued' || job.status === 'running');
  return (
    <Stack gap={4} data-testid="rna-import">
      <FileButton accept=".xml,application/xml,text/xml,.csv,text/csv,.xlsx" onChange={(f) => f && void upload(f)}>
        {(props) => (
          <Button {...props} variant="light" w="fit-content" loading={Boolean(running)} data-testid="rna-import-button">
            Importa da RNA
          </Button>
        )}
      </FileButton>
      {error ? <Alert color="red">{error}</Alert> : null}
      {running ? (
        <Progress value={job.bytes ? (job.bytes_read / job.bytes) * 100 : 0} aria-label="Avanzamento dell’importazione" animated />
      ) : null}
      {job?.status === 'done' ? (
        <Text size="sm" data-testid="rna-import-result">
          {job.file_name}: letti {formatNumberIt(job.aids_read)} aiuti; dei clienti {job.created} registrati, {job.existing} già presenti,{' '}
          {job.rejected} scartati
        </Text>
      ) : null}
      {job?.status === 'failed' ? <Alert color="red">{job.error ?? 'Importazione non riuscita'}</Alert> : null}
      {job?.report
        .filter((r) => r.outcome === 'rejected')
        .map((r) => (
          <Text size="xs" c="red" key={`${r.cor}-${r.component}`}>
            {r.client_name}, COR {r.cor}: {r.reason}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * "Aiuti ricevuti" of the client card (issue 34; docs/screens.md): the de minimis headroom today
 * per regulation (GET …/de-minimis), when aid leaves the window, the mergers and splits of its
 * single undertaking (UndertakingOperations), the ledger of the aid received (GET …/state-aids)
 * and, for who may write clients, add/edit/delete and the RNA import. Ledger and headroom are one
 * query, `apiKey('projects', projectId, 'clients', clientId, 'state-aids')`, invalidated after every write.
 */
export function StateAidsTab({ projectId, clientId, canWrite }: { projectId: string; clientId: number; canWrite: boolean }) {
  const client = useAppQueryClient();
  const aidsKey = apiKey('projects', projectId, 'clients', clientId, 'state-aids');
  // the ledger and the headroom it gives, read together (a change of one changes the other)
  const ledger = useAppQuery({
    queryKey: aidsKey,
    queryFn: async ({ signal }) => {
      const p = { projectId, clientId };
      const [list, dm] = await Promise.all([
        stateAidsList(Number(p.projectId), p.clientId, { signal }),
        stateAidsDeMinimis(Number(p.projectId), p.clientId, undefined, { signal }),
      ]);
      return { aids: list.data.data, situation: dm.data };
    },
  });
  const aids: StateAid[] | null = ledger.data?.aids ?? null;
  const situation: DeMinimisSituation | null = ledger.data?.situation ?? null;
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (ledger.error ? errorMessage(ledger.error) : null);
  const [editing, setEditing] = useState<StateAid | 'new' | null>(null);
  const path = { projectId, clientId };
  /** Reads the ledger and the headroom again (after a write or an import). */
  const load = () => void client.invalidateQueries({ queryKey: aidsKey });
  const conflicts = useVersionConflict<StateAid>(() => load());
  const remove = async (a: StateAid) => {
    if (!window.confirm(`Eliminare l’aiuto del ${formatDate(a.grant_date)} (${eur(a.aid_element_cents)})?`)) return;
    try {
      await conflicts.save(
        async (v) => {
          await stateAidsRemove(Number(path.projectId), path.clientId, a.id, { ...ifMatch(v) });
          load();
        },
        a.version,
        (e) => setError(errorMessage(e)),
      );
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const inWindow = new Set(situation?.aids.filter((a) => a.in_window).map((a) => a.id));
  return (
    <Stack data-testid="state-aids-tab">
      {conflicts.dialog}
      {error ? <Alert color="red">{error}</Alert> : null}
      {situation ? (
        <Card withBorder>
          <Stack gap="sm">
            <Title order={4}>Massimali de minimis al {formatDate(situation.at)}</Title>
            {situation.single_undertaking.length > 1 ? (
              <Text size="sm" c="dimmed">
                Impresa unica: {situation.single_undertaking.map((m) => m.name).join(', ')}
              </Text>
            ) : null}
            <HeadroomBars situation={situation} />
            <Releases situation={situation} />
          </Stack>
        </Card>
      ) : null}
      <UndertakingOperations projectId={projectId} clientId={clientId} canWrite={canWrite} onChange={load} />
      {canWrite ? (
        <Group align="flex-start">
          <Button w="fit-content" onClick={() => setEditing('new')} data-testid="aid-add">
            Aggiungi aiuto
          </Button>
          <RnaImport projectId={projectId} onDone={load} />
        </Group>
      ) : null}
      {aids && !aids.length ? (
        <Text c="dimmed">Nessun aiuto registrato: verificare il massimale prima di candidare il cliente.</Text>
      ) : null}
      {aids?.length ? (
        <Group justify="flex-end">
          <ExportMenu path={`/projects/${projectId}/clients/${clientId}/state-aids/export`} testId="state-aids-export" />
        </Group>
      ) : null}
      {aids?.length ? (
        <Table striped data-testid="state-aids-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Concessione</Table.Th>
              <Table.Th>Soggetto concedente</Table.Th>
              <Table.Th>Regolamento</Table.Th>
              <Table.Th>Elemento di aiuto</Table.Th>
              <Table.Th>COR</Table.Th>
              {canWrite ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aids.map((a) => (
              <Table.Tr key={a.id} data-testid={`aid-row-${a.id}`}>
                <Table.Td>{formatDate(a.grant_date)}</Table.Td>
                <Table.Td>
                  {a.granting_body}
                  {a.measure_title ? (
                    <Text size="xs" c="dimmed">
                      {a.measure_title}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {a.regulation}{' '}
                  {inWindow.has(a.id) ? (
                    <Badge size="xs" variant="light">
                      nel triennio
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{eur(a.aid_element_cents)}</Table.Td>
                <Table.Td>{a.cor ?? ''}</Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setEditing(a)} data-testid={`aid-edit-${a.id}`}>
                        Modifica
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void remove(a)} data-testid={`aid-delete-${a.id}`}>
                        Elimina
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {canWrite ? (
        <StateAidFormModal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          projectId={projectId}
          clientId={clientId}
          aid={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      ) : null}
    </Stack>
  );
}
