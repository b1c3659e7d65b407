import { useState } from 'react';
import { Badge } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@bandi/shared-ui';

/**
 * Runs an API action with a busy flag; failures show a red notification with the SPEC §8
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
      notifications.show({ color: 'red', title: 'Operazione non riuscita', message: errorMessage(error) });
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** Attivo / Non attivo badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="dot" color={active ? 'green' : 'gray'}>
      {active ? 'Attivo' : 'Non attivo'}
    </Badge>
  );
}
