import { useState, type ReactNode } from 'react';
import { errorMessage, useVersionConflict, Badge, notifications } from '@bandi/shared-ui';

const failed = (error: unknown) => notifications.show({ color: 'red', title: 'Operazione non riuscita', message: errorMessage(error) });

/**
 * Runs an API action with a busy flag; failures show a red notification with the docs/api.md#errors
 * message and resolve to false, successes optionally a green one.
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setBusy(key);
    try {
      await action();
      if (success) notifications.show({ color: 'green', message: success });
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** What {@link useVersionedAction} gives a settings card or modal. */
export interface VersionedAction {
  /** Key of the action running, or null. */
  busy: string | null;
  /**
   * Runs a versioned write: `write(version)` must send `version` (`ifMatch(version)`). On success
   * the green `success` notification and `onDone()`; on a 409 the conflict dialog opens (no red
   * notification, `onDone` not called) and "Mantieni le mie modifiche" runs `write` again with the
   * current version, then `onDone()`. Other failures: red notification.
   */
  runVersioned: (
    key: string,
    write: (version: number | undefined) => Promise<unknown>,
    version: number | undefined,
    options?: { success?: string; onDone?: () => void },
  ) => Promise<void>;
  /** The conflict dialog: render it once. */
  dialog: ReactNode;
}

/**
 * {@link useAction} for writes of versioned records, on shared-ui's one conflict flow
 * (`useVersionConflict`): `onReload(current)` receives the current record when the user chooses
 * "Ricarica" after a 409.
 */
export function useVersionedAction<T>(onReload: (current: T) => void): VersionedAction {
  const { busy, run } = useAction();
  const conflicts = useVersionConflict<T>(onReload);
  const runVersioned: VersionedAction['runVersioned'] = async (key, write, version, options = {}) => {
    await run(key, () =>
      conflicts.save(
        async (v) => {
          await write(v);
          if (options.success) notifications.show({ color: 'green', message: options.success });
          options.onDone?.();
        },
        version,
        failed,
      ),
    );
  };
  return { busy, runVersioned, dialog: conflicts.dialog };
}

/** Attivo / Non attivo badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="dot" color={active ? 'green' : 'gray'}>
      {active ? 'Attivo' : 'Non attivo'}
    </Badge>
  );
}
