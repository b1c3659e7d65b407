import { Button } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';

/**
 * What a remote shows for a sub-path it does not know (or a malformed id): "Pagina non trovata"
 * with a button back to its list, inside the host layout.
 */
export function NotFoundState({ backTo, backLabel = "Torna all'elenco" }: { backTo: string; backLabel?: string }) {
  return (
    <EmptyState
      title="Pagina non trovata"
      description="La pagina richiesta non esiste o non è ancora disponibile."
      icon={<IconError404 size={26} stroke={1.5} />}
      action={
        <Button component={Link} to={backTo} variant="light" mt="sm">
          {backLabel}
        </Button>
      }
      data-testid="remote-not-found"
    />
  );
}

/** True for a positive integer id taken from the address (e.g. `:clientId`). */
export function isValidId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d*$/.test(value);
}
