import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { versionConflict, type VersionConflict } from '../api/conflict';

/** "22/11/2026" and "10:31" of an ISO timestamp, Italian, in Europe/Rome. */
export function conflictDateTime(iso: string): { date: string; time: string } | null {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return null;
  const tz = { timeZone: 'Europe/Rome' } as const;
  return {
    date: new Intl.DateTimeFormat('it-IT', { ...tz, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat('it-IT', { ...tz, hour: '2-digit', minute: '2-digit', hour12: false }).format(at),
  };
}

export interface ConflictDialogProps {
  /** The conflict to show; the dialog is open while it is not null. */
  conflict: VersionConflict | null;
  /** "Ricarica": load the current record, dropping my changes. */
  onReload: () => void;
  /** "Mantieni le mie modifiche": submit my values again on top of the current version. */
  onKeepMine: () => void;
  /** Closing without choosing (Esc, ×): the form stays as it is. */
  onClose: () => void;
  /** True while "Mantieni le mie modifiche" is being saved. */
  busy?: boolean;
}

/**
 * Modal shown when a save answers 409 because somebody else changed the record meanwhile: who
 * and when, and the two ways out ("Ricarica" / "Mantieni le mie modifiche"). Test ids:
 * `conflict-dialog`, `conflict-reload`, `conflict-keep`.
 */
export function ConflictDialog({ conflict, onReload, onKeepMine, onClose, busy }: ConflictDialogProps) {
  const when = conflict ? conflictDateTime(conflict.modified_at) : null;
  const who = conflict?.modified_by?.name ?? 'un altro utente';
  return (
    <Modal opened={!!conflict} onClose={onClose} title="Record modificato da un altro utente" centered>
      <Stack data-testid="conflict-dialog">
        <Text>
          Mentre lo modificavi, questo record è stato salvato da <b>{who}</b>
          {when ? ` il ${when.date} alle ${when.time}` : ''}.
        </Text>
        <Text size="sm" c="dimmed">
          «Ricarica» mostra la versione attuale e scarta le tue modifiche; «Mantieni le mie modifiche» salva i tuoi valori sopra la versione
          attuale, sostituendo i campi modificati dall’altro utente.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReload} disabled={busy} data-testid="conflict-reload">
            Ricarica
          </Button>
          <Button onClick={onKeepMine} loading={busy} data-testid="conflict-keep">
            Mantieni le mie modifiche
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What {@link useVersionConflict} gives a form. */
export interface VersionConflictHandle<T> {
  /** The pending conflict, or null. */
  conflict: VersionConflict<T> | null;
  /**
   * Call from a save's `catch`: when `error` is a 409 conflict, opens the dialog and answers true
   * (the caller then shows nothing else); `retry(version)` re-submits the user's values with the
   * current version if "Mantieni le mie modifiche" is chosen. Other errors answer false.
   */
  capture: (error: unknown, retry: (version: number) => Promise<unknown>) => boolean;
  /**
   * Runs `write(version)` (a save sending `version` as If-Match or body field). On a 409 the
   * dialog opens and "Mantieni le mie modifiche" runs `write` again with the current version.
   * Other errors are thrown on the first attempt, and passed to `onRetryError` on a re-submission.
   */
  save: (
    write: (version: number | undefined) => Promise<unknown>,
    version: number | undefined,
    onRetryError?: (error: unknown) => void,
  ) => Promise<void>;
  /** The dialog element to render once in the form. */
  dialog: ReactNode;
}

/**
 * The conflict flow of an edit form, built once for every remote: render `dialog`, send the
 * loaded version with each save (`ifMatch(version)` or a `version` field), and pass failures to
 * `capture`. `onReload(current)` receives the current record (same shape as its GET) when the
 * user chooses "Ricarica": put it into the form, dropping the user's changes.
 */
export function useVersionConflict<T>(onReload: (current: T) => void): VersionConflictHandle<T> {
  const [state, setState] = useState<{ conflict: VersionConflict<T>; retry: (version: number) => Promise<unknown> } | null>(null);
  const [busy, setBusy] = useState(false);
  const capture = useCallback((error: unknown, retry: (version: number) => Promise<unknown>) => {
    const conflict = versionConflict<T>(error);
    if (!conflict) return false;
    setState({ conflict, retry });
    return true;
  }, []);
  const save = useCallback(
    async (
      write: (version: number | undefined) => Promise<unknown>,
      version: number | undefined,
      onRetryError?: (error: unknown) => void,
    ): Promise<void> => {
      try {
        await write(version);
      } catch (err) {
        const again = (v: number) => save(write, v, onRetryError).catch((e: unknown) => onRetryError?.(e));
        if (capture(err, again)) return;
        throw err;
      }
    },
    [capture],
  );
  const close = () => setState(null);
  const dialog = (
    <ConflictDialog
      conflict={state?.conflict ?? null}
      busy={busy}
      onClose={close}
      onReload={() => {
        if (!state) return;
        close();
        onReload(state.conflict.current);
      }}
      onKeepMine={() => {
        if (!state) return;
        const { conflict, retry } = state;
        close();
        setBusy(true);
        void retry(conflict.version).finally(() => setBusy(false));
      }}
    />
  );
  return { conflict: state?.conflict ?? null, capture, save, dialog };
}
