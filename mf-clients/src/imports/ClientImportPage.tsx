import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  AlertBox,
  Badge,
  Breadcrumbs,
  Button,
  FileButton,
  Group,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  Title,
  apiKey,
  errorMessage,
  useAppQuery,
  useAppQueryClient,
} from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import { type ClientImport, ImportCounts, MappingTable, PreviewTable } from './ImportTables';
import { clientImportsCommit, clientImportsGet, clientImportsMapping, clientImportsPreview, clientImportsUndo } from '@bandi/api-client';

/** Milliseconds between two reads of a running import. */
export const IMPORT_POLL_MS = 1000;

type Step = 'file' | 'mapping' | 'preview' | 'running' | 'result';
const STEPS: { key: Step; label: string }[] = [
  { key: 'file', label: '1. File' },
  { key: 'mapping', label: '2. Colonne' },
  { key: 'preview', label: '3. Anteprima' },
  { key: 'running', label: '4. Importazione' },
  { key: 'result', label: '5. Esito' },
];

function stepOf(view: ClientImport | null, previewing: boolean): Step {
  if (!view) return 'file';
  if (view.status === 'previewed') return previewing ? 'preview' : 'mapping';
  return view.status === 'running' ? 'running' : 'result';
}

const SEPARATORS: Record<string, string> = { ';': 'punto e virgola', ',': 'virgola', '\t': 'tabulazione' };

/** How the file was read: "Excel, foglio Clienti" or "CSV, Windows-1252, separatore punto e virgola". */
function formatLine(view: ClientImport): string {
  if (view.format === 'xlsx') return `File Excel (.xlsx), foglio «${view.sheet ?? ''}»`;
  const encoding = view.encoding === 'windows-1252' ? 'Windows-1252' : 'UTF-8';
  return `File CSV, codifica ${encoding}, separatore ${SEPARATORS[view.separator ?? ';'] ?? view.separator}`;
}

/**
 * The client import screen (issue 33, docs/screens.md#environment-pages), route `clienti/importa`:
 * file (.xlsx or .csv) -> mapping of the columns (a Select per column, «Ignora») -> preview of
 * every row's action and Italian errors -> commit with progress (a server job, polled) -> result
 * with «Annulla importazione» (30 days). Nothing is written before «Importa».
 * The running import is the query `apiKey('projects', projectId, 'client-imports', importId)`,
 * started with the commit's answer and read again every IMPORT_POLL_MS (1 s) until its status is
 * no longer `running`; a failed read shows its message and the polling goes on.
 */
export function ClientImportPage() {
  const { projectId = '' } = useParams();
  const base = clientsBase(projectId);
  const path = { projectId };
  const client = useAppQueryClient();
  /** The answer of the last write (upload, mapping, commit, undo), or null: the file step. */
  const [answer, setAnswer] = useState<ClientImport | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const importKey = (id: number | null) => apiKey('projects', projectId, 'client-imports', id);

  // a running commit: read its progress every second until it ends (the first read a second after the commit's answer)
  const runningId = answer?.status === 'running' ? answer.id : null;
  const progress = useAppQuery({
    queryKey: importKey(runningId),
    queryFn: async ({ signal }) =>
      (await clientImportsGet(Number(projectId), runningId ?? 0, { signal, skipGlobalErrorHandling: true })).data,
    enabled: runningId !== null,
    // the commit's answer (written below) is the first state: not read again at once
    staleTime: IMPORT_POLL_MS,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  // a failed read stays on screen (until the next action), and the polling goes on
  useEffect(() => {
    if (progress.error) setError(errorMessage(progress.error));
  }, [progress.error]);
  const view = runningId !== null ? (progress.data ?? answer) : answer;
  const step = stepOf(view, previewing);

  const run = async (work: () => Promise<ClientImport>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      if (next.status === 'running') client.setQueryData(importKey(next.id), next);
      setAnswer(next);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) =>
    run(async () => {
      setPreviewing(false);
      return (await clientImportsPreview(Number(path.projectId), { file }, { skipGlobalErrorHandling: true })).data;
    });
  const remap = (body: { sheet?: string; columns?: (string | null)[] }) =>
    run(async () => (await clientImportsMapping(Number(projectId), view!.id, body as never, { skipGlobalErrorHandling: true })).data);
  const commit = () => run(async () => (await clientImportsCommit(Number(projectId), view!.id, { skipGlobalErrorHandling: true })).data);
  const undo = () =>
    run(async () => {
      setConfirmUndo(false);
      return (await clientImportsUndo(Number(projectId), view!.id, { skipGlobalErrorHandling: true })).data;
    });

  const writes = view ? view.counts.create + view.counts.update : 0;
  return (
    <Stack data-testid="client-import">
      <Breadcrumbs items={[{ label: 'Clienti', to: base }, { label: 'Importa' }]} />
      <Title order={2}>Importa clienti</Title>
      <Group gap="xs" data-testid="import-steps">
        {STEPS.map((s) => (
          <Badge key={s.key} variant={s.key === step ? 'filled' : 'light'} color={s.key === step ? 'blue' : 'gray'}>
            {s.label}
          </Badge>
        ))}
      </Group>
      {error ? (
        <Alert color="red" data-testid="import-error">
          {error}
        </Alert>
      ) : null}

      {step === 'file' ? (
        <Stack gap="xs">
          <Text>
            Carica un file Excel (.xlsx) o CSV con una riga di intestazione: al massimo 10 MB e 10.000 righe. Prima di scrivere qualcosa
            vedrai come sono abbinate le colonne e che cosa succede a ogni riga.
          </Text>
          <FileButton
            accept=".xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(f) => f && void upload(f)}
          >
            {(props) => (
              <Button {...props} loading={busy} w="fit-content" data-testid="import-file">
                Scegli il file
              </Button>
            )}
          </FileButton>
        </Stack>
      ) : null}

      {view && step === 'mapping' ? (
        <Stack gap="sm">
          <Text data-testid="import-format">{`${view.file_name} · ${formatLine(view)}`}</Text>
          {view.sheets.length > 1 ? (
            <Select
              label="Foglio"
              data={view.sheets}
              value={view.sheet}
              allowDeselect={false}
              onChange={(sheet) => sheet && void remap({ sheet })}
              w={260}
            />
          ) : null}
          <MappingTable view={view} disabled={busy} onChange={(columns) => void remap({ columns })} />
          <ImportCounts counts={view.counts} />
          <Group>
            <Button variant="default" onClick={() => setAnswer(null)}>
              Cambia file
            </Button>
            <Button onClick={() => setPreviewing(true)} data-testid="import-to-preview">
              Vai all’anteprima
            </Button>
          </Group>
        </Stack>
      ) : null}

      {view && step === 'preview' ? (
        <Stack gap="sm">
          <ImportCounts counts={view.counts} />
          <PreviewTable view={view} />
          <Group>
            <Button variant="default" onClick={() => setPreviewing(false)}>
              Torna alle colonne
            </Button>
            <Button onClick={() => void commit()} loading={busy} disabled={!writes} data-testid="import-commit">
              {`Importa (${view.counts.create} nuovi, ${view.counts.update} aggiornati)`}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {view && step === 'running' ? (
        <Stack gap="xs" data-testid="import-running">
          <Progress
            value={view.progress && view.progress.total ? (view.progress.done / view.progress.total) * 100 : 5}
            animated
            aria-label="Avanzamento dell’importazione"
          />
          <Text size="sm">{view.progress ? `${view.progress.done} righe di ${view.progress.total}` : 'Importazione in corso…'}</Text>
        </Stack>
      ) : null}

      {view && step === 'result' ? <ImportResult view={view} busy={busy} onUndo={() => setConfirmUndo(true)} base={base} /> : null}

      <Modal opened={confirmUndo} onClose={() => setConfirmUndo(false)} title="Annullare l’importazione?" centered>
        <Stack>
          <Text>
            I clienti creati saranno eliminati e quelli aggiornati torneranno ai valori precedenti, tranne quelli modificati dopo
            l’importazione.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmUndo(false)}>
              No
            </Button>
            <Button color="red" onClick={() => void undo()} data-testid="import-undo-confirm">
              Annulla importazione
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The end: counts of what was written, or the failure; the undo's report; «Annulla importazione» while allowed. */
function ImportResult({ view, busy, onUndo, base }: { view: ClientImport; busy: boolean; onUndo: () => void; base: string }) {
  const until = view.undo_until ? new Date(view.undo_until).toLocaleDateString('it-IT') : null;
  return (
    <Stack gap="sm" data-testid="import-result">
      {view.status === 'failed' ? <AlertBox title="Importazione non riuscita">{view.error ?? ''}</AlertBox> : null}
      {view.status === 'done' ? <Text fw={500}>Importazione completata.</Text> : null}
      {view.status === 'undone' ? <Text fw={500}>Importazione annullata.</Text> : null}
      <ImportCounts counts={view.counts} />
      {view.undo ? (
        <Stack gap={4} data-testid="import-undo-report">
          <Text size="sm">{`${view.undo.removed} clienti eliminati, ${view.undo.restored} clienti ripristinati.`}</Text>
          {view.undo.kept.map((k) => (
            <Text key={k.row_number} size="sm" c="orange">
              {`Riga ${k.row_number}${k.business_name ? ` (${k.business_name})` : ''}: ${k.message}`}
            </Text>
          ))}
        </Stack>
      ) : null}
      {view.status === 'done' ? <PreviewTable view={view} /> : null}
      <Group>
        <Button component={Link} to={base} variant="default">
          Torna ai clienti
        </Button>
        {view.can_undo ? (
          <Button color="red" variant="light" onClick={onUndo} loading={busy} data-testid="import-undo">
            {until ? `Annulla importazione (entro il ${until})` : 'Annulla importazione'}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
