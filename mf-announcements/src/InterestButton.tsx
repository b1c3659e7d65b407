import { useState } from 'react';
import { IconCheck, IconHeartHandshake } from '@tabler/icons-react';
import { ensureCsrfCookie, Alert, Button, Group } from '@bandi/shared-ui';
import { publicApi } from './api';

type State = 'idle' | 'sending' | 'recorded' | 'already' | 'error';

/**
 * "Sono interessato" on the public announcement page: POST /api/public/announcements/{id}/interest?token=
 * records a new request for the client of the link and notifies its consultant. Once per link:
 * a second click (409) says it was already recorded.
 */
export function InterestButton({ announcementId, token }: { announcementId: number; token: string }) {
  const [state, setState] = useState<State>('idle');
  const send = async () => {
    setState('sending');
    try {
      await ensureCsrfCookie();
      await publicApi.interest(announcementId, token, { skipGlobalErrorHandling: true });
      setState('recorded');
    } catch (e) {
      setState((e as { response?: { status: number } }).response?.status === 409 ? 'already' : 'error');
    }
  };
  if (state === 'recorded' || state === 'already')
    return (
      <Alert color="green" variant="light" icon={<IconCheck size={20} />} data-testid="interest-recorded">
        {state === 'recorded'
          ? 'Grazie! Abbiamo registrato il tuo interesse: il tuo consulente ti contatterà.'
          : 'Il tuo interesse per questo bando è già stato registrato: il tuo consulente ti contatterà.'}
      </Alert>
    );
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconHeartHandshake size={18} />}
        loading={state === 'sending'}
        onClick={() => void send()}
        data-testid="interest-button"
      >
        Sono interessato
      </Button>
      {state === 'error' ? (
        <Alert color="red" variant="light" py={6}>
          Non è stato possibile registrare l’interesse: riprova tra qualche minuto.
        </Alert>
      ) : null}
    </Group>
  );
}
