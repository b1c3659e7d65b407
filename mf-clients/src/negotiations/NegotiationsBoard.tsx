import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  apiKey,
  errorMessage,
  formatDate,
  formatMoney,
  formatPercent,
  ifMatch,
  joinParts,
  keepPreviousData,
  useAppMutation,
  useAppQuery,
  useAppQueryClient,
  useVersionConflict,
  RecordTasks,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  MoneyInput,
  PercentInput,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import { DossierPanel, DossierProgress } from './DossierPanel';
import type { Negotiation, NegotiationColumn as Column, NegotiationPatch, NegotiationStage } from '../types';
import { negotiationsBoard, negotiationsCreate, negotiationsMove, negotiationsPatch } from '@bandi/api-client';

const eur = (v: number | null) => formatMoney(v);

/**
 * The negotiations kanban (GET /negotiations/board): one column per stage of a grant's life;
 * a card moves with "Sposta in" (PATCH /negotiations/{id}/stage; "Chiusa persa" asks the reason)
 * and is edited with "Modifica" (PATCH /negotiations/{id}). Both send the version of the card shown
 * (If-Match); a 409 opens the conflict dialog: "Ricarica" reads the board again (the other user's
 * stage and values), "Mantieni le mie modifiche" repeats the move or the save on the current
 * version. `clientId` limits the board to one client; `canManage` hides the controls for referents.
 * The board is the query `[...apiKey('projects', projectId, 'negotiations', 'board'), {client_id}, refreshKey]`
 * (`refreshKey`: bumped by the caller after "Nuova trattativa"; the board shown stays while it is
 * read again); a move or a save invalidates it. A failed read, move or save shows its message
 * instead of the board until the board is read again.
 */
export function NegotiationsBoard({
  projectId,
  clientId,
  canManage = true,
  refreshKey = 0,
  openId,
}: {
  projectId: string;
  clientId?: number;
  canManage?: boolean;
  refreshKey?: number;
  /** A negotiation to open in the edit window once the board is loaded (the global search's `?trattativa=`), for who may manage. */
  openId?: number;
}) {
  const client = useAppQueryClient();
  const params = clientId ? { client_id: clientId } : {};
  const boardKey = [...apiKey('projects', projectId, 'negotiations', 'board'), params];
  const board = useAppQuery({
    queryKey: [...boardKey, refreshKey],
    queryFn: async ({ signal }) => (await negotiationsBoard(Number(projectId), params, { signal })).data.stages,
    placeholderData: keepPreviousData,
  });
  const columns: Column[] | null = board.data ?? null;
  /** Reads the board again (after a move or a save, or "Ricarica" of the conflict dialog). */
  const load = () => client.invalidateQueries({ queryKey: boardKey });
  // a failed move or save: shown until the board has been read again
  const [actionError, setActionError] = useState<{ message: string; at: number } | null>(null);
  const setError = (message: string) => setActionError({ message, at: Date.now() });
  const error = actionError && actionError.at >= board.dataUpdatedAt ? actionError.message : board.error ? errorMessage(board.error) : null;
  const [lost, setLost] = useState<{ id: number; reason: string } | null>(null);
  const [editing, setEditing] = useState<Negotiation | null>(null);
  const moveTo = useAppMutation({
    mutationFn: ({ id, stage, lostReason, version }: { id: number; stage: NegotiationStage; lostReason?: string; version?: number }) =>
      negotiationsMove(Number(projectId), id, { stage, ...(lostReason ? { lost_reason: lostReason } : {}) }, { ...ifMatch(version) }),
    onSuccess: load,
  });
  const patch = useAppMutation({
    mutationFn: ({ id, body, version }: { id: number; body: NegotiationPatch; version?: number }) =>
      negotiationsPatch(Number(projectId), id, body, { ...ifMatch(version) }),
    onSuccess: () => {
      setEditing(null);
      return load();
    },
  });
  // opened once per id asked, when its card is on the board
  const [openedId, setOpenedId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!openId || openId === openedId || !columns || !canManage) return;
    const found = columns.flatMap((c) => c.items).find((n) => n.id === openId);
    if (found) {
      setOpenedId(openId);
      setEditing(found);
    }
  }, [openId, openedId, columns, canManage]);

  const conflicts = useVersionConflict<Negotiation>(() => {
    setEditing(null);
    void load();
  });
  const versionOf = (id: number) => columns?.flatMap((c) => c.items).find((n) => n.id === id)?.version;

  const move = async (id: number, stage: NegotiationStage, lostReason?: string) => {
    if (stage === 'closed_lost' && !lostReason) {
      setLost({ id, reason: '' });
      return;
    }
    setLost(null);
    try {
      await conflicts.save(
        (v) => moveTo.mutateAsync({ id, stage, lostReason, version: v }),
        versionOf(id),
        (err) => setError(errorMessage(err)),
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  if (error) return <Alert color="red">{error}</Alert>;
  if (!columns) return <Text c="dimmed">Caricamento…</Text>;
  const stageOptions = columns.map((c) => ({ value: c.stage, label: c.label }));
  return (
    <>
      {conflicts.dialog}
      <ScrollArea
        type="auto"
        data-testid="negotiations-board"
        // scrolls sideways: reachable by keyboard (WCAG 2.1.1, axe-core scrollable-region-focusable)
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Colonne delle trattative' }}
      >
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
          {columns.map((col) => (
            <Card key={col.stage} withBorder w={250} miw={250} p="xs" bg="gray.0" data-testid={`stage-${col.stage}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={600} size="sm">
                  {col.label}
                </Text>
                <Badge variant="light">{col.items.length}</Badge>
              </Group>
              <Stack gap="xs">
                {col.items.map((n) => (
                  <Card key={n.id} withBorder p="xs" data-testid={`negotiation-${n.id}`}>
                    <Text fw={600} size="sm">
                      {n.title}
                    </Text>
                    {!clientId ? (
                      <Text size="xs" component={Link} to={`${clientsBase(projectId)}/${n.client_id}`}>
                        {n.client_name}
                      </Text>
                    ) : null}
                    {/* a negotiation is often titled after its announcement: the announcement's name once, not twice (issue 39, defect 9) */}
                    {n.announcement_name && n.announcement_name.trim() !== n.title.trim() ? (
                      <Text size="xs" c="dimmed">
                        {n.announcement_name}
                      </Text>
                    ) : null}
                    <Text size="xs">
                      Richiesto {eur(n.amount_requested)} · Concesso {eur(n.amount_granted)}
                    </Text>
                    {n.success_fee_percent !== null || n.success_fee_amount !== null ? (
                      <Text size="xs">
                        Success fee{' '}
                        {joinParts(
                          [
                            n.success_fee_percent !== null ? formatPercent(n.success_fee_percent) : null,
                            n.success_fee_amount !== null ? eur(n.success_fee_amount) : null,
                          ],
                          ' · ',
                        )}
                      </Text>
                    ) : null}
                    {n.stage_deadlines[n.stage] ? (
                      <Text size="xs" c="orange">
                        Scadenza {formatDate(n.stage_deadlines[n.stage])}
                      </Text>
                    ) : null}
                    {n.lost_reason ? (
                      <Text size="xs" c="red">
                        Motivo: {n.lost_reason}
                      </Text>
                    ) : null}
                    {/* the dossier's progress (docs/domain.md#dossier) */}
                    <DossierProgress progress={n.dossier} />
                    {canManage ? (
                      <Button
                        mt={4}
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setEditing(n)}
                        data-testid={`edit-negotiation-${n.id}`}
                      >
                        Modifica
                      </Button>
                    ) : null}
                    {canManage ? (
                      <Select
                        mt={4}
                        size="xs"
                        aria-label={`Sposta ${n.title}`}
                        placeholder="Sposta in…"
                        data={stageOptions.filter((o) => o.value !== n.stage)}
                        value={null}
                        onChange={(v) => {
                          const target = columns.find((c) => c.stage === v);
                          if (target) void move(n.id, target.stage);
                        }}
                        data-testid={`move-${n.id}`}
                      />
                    ) : null}
                  </Card>
                ))}
              </Stack>
            </Card>
          ))}
        </Group>
      </ScrollArea>
      <Modal opened={!!lost} onClose={() => setLost(null)} title="Chiudi come persa">
        <Stack>
          <Textarea
            label="Motivo della perdita"
            required
            value={lost?.reason ?? ''}
            onChange={(e) => setLost(lost && { ...lost, reason: e.currentTarget.value })}
          />
          <Button disabled={!lost?.reason.trim()} onClick={() => lost && void move(lost.id, 'closed_lost', lost.reason.trim())}>
            Conferma
          </Button>
        </Stack>
      </Modal>
      <EditNegotiationModal
        projectId={projectId}
        negotiation={editing}
        onClose={() => setEditing(null)}
        save={(n, body) =>
          conflicts.save(
            (v) => patch.mutateAsync({ id: n.id, body, version: v }),
            n.version,
            (err) => setError(errorMessage(err)),
          )
        }
      />
    </>
  );
}

const numOrNull = (v: number | string) => (v === '' ? null : Number(v));

/**
 * "Modifica trattativa" dialog: title, amounts (EUR), success fee (% / EUR), note. `save` sends
 * the fields (PATCH) with the card's version; a 409 is the board's conflict dialog, other
 * failures are shown here. Below the form, the negotiation's open tasks and "Nuovo compito" (RecordTasks).
 */
function EditNegotiationModal({
  projectId,
  negotiation,
  onClose,
  save,
}: {
  projectId: string;
  negotiation: Negotiation | null;
  onClose: () => void;
  save: (n: Negotiation, body: NegotiationPatch) => Promise<void>;
}) {
  const [openedFor, setOpenedFor] = useState<Negotiation | null>(null);
  const [title, setTitle] = useState('');
  const [requested, setRequested] = useState<number | string>('');
  const [granted, setGranted] = useState<number | string>('');
  const [fee, setFee] = useState<number | string>('');
  const [feeAmount, setFeeAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (negotiation !== openedFor) {
    setOpenedFor(negotiation);
    setTitle(negotiation?.title ?? '');
    setRequested(negotiation?.amount_requested ?? '');
    setGranted(negotiation?.amount_granted ?? '');
    setFee(negotiation?.success_fee_percent ?? '');
    setFeeAmount(negotiation?.success_fee_amount ?? '');
    setNote(negotiation?.note ?? '');
    setError(null);
  }
  const submit = async () => {
    if (!negotiation) return;
    setBusy(true);
    setError(null);
    try {
      await save(negotiation, {
        title: title.trim(),
        amount_requested: numOrNull(requested),
        amount_granted: numOrNull(granted),
        success_fee_percent: numOrNull(fee),
        success_fee_amount: numOrNull(feeAmount),
        note: note.trim() || null,
      });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!negotiation} onClose={onClose} title={<Title order={4}>Modifica trattativa</Title>}>
      <Stack data-testid="negotiation-edit">
        {error ? <Alert color="red">{error}</Alert> : null}
        <TextInput
          label="Titolo"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-testid="negotiation-edit-title"
        />
        <MoneyInput label="Importo richiesto (EUR)" value={requested} onChange={setRequested} />
        <MoneyInput label="Importo concesso (EUR)" value={granted} onChange={setGranted} />
        <PercentInput label="Success fee (%)" value={fee} onChange={setFee} />
        <MoneyInput label="Success fee (EUR)" value={feeAmount} onChange={setFeeAmount} />
        <Textarea label="Nota" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
        <Button onClick={() => void submit()} loading={busy} disabled={!title.trim()} data-testid="negotiation-edit-save">
          Salva
        </Button>
        {/* the negotiation's open tasks and "Nuovo compito" (issue 37) */}
        {negotiation ? <RecordTasks projectId={projectId} link={{ negotiation_id: negotiation.id }} linkLabel={negotiation.title} /> : null}
        {/* the dossier: checklist, uploads, ZIP, the client's upload link (docs/domain.md#dossier) */}
        {negotiation ? <DossierPanel projectId={projectId} negotiationId={negotiation.id} /> : null}
      </Stack>
    </Modal>
  );
}

/** "Nuova trattativa" dialog: title, call (optional, preset), amounts (EUR), success fee (% / EUR). POST /negotiations. */
export function NewNegotiationButton({
  projectId,
  clientId,
  announcement,
  onCreated,
  label = 'Nuova trattativa',
}: {
  projectId: string;
  clientId: number;
  announcement?: { id: number; name: string };
  onCreated: () => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [requested, setRequested] = useState<number | string>('');
  const [fee, setFee] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await negotiationsCreate(Number(projectId), {
        client_id: clientId,
        title: title.trim(),
        ...(announcement ? { announcement_id: announcement.id } : {}),
        ...(requested !== '' ? { amount_requested: Number(requested) } : {}),
        ...(fee !== '' ? { success_fee_percent: Number(fee) } : {}),
      });
      setOpen(false);
      onCreated();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          setTitle(announcement ? announcement.name : '');
          setOpen(true);
        }}
        data-testid="new-negotiation"
      >
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={<Title order={4}>Nuova trattativa</Title>}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          {announcement ? <Text size="sm">Bando: {announcement.name}</Text> : null}
          <TextInput
            label="Titolo"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-testid="negotiation-title"
          />
          <MoneyInput label="Importo richiesto (EUR)" value={requested} onChange={setRequested} />
          <PercentInput label="Success fee (%)" value={fee} onChange={setFee} />
          <Button onClick={() => void submit()} loading={busy} disabled={!title.trim()} data-testid="negotiation-submit">
            Crea
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
