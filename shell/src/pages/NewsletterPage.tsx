import { useEffect, useState, type ReactNode } from 'react';
import { IconClockX, IconLinkOff, IconMailCheck, IconMailOff, IconRepeat } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { newsletterPublicConfirm, newsletterPublicUnsubscribe } from '@bandi/api-client';
import { ensureCsrfCookie, homeRouteFor, useSession, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@bandi/shared-ui';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'confirmed'; project: string; email: string }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'ask-unsubscribe' }
  | { kind: 'unsubscribed'; project: string; email: string }
  | { kind: 'error' };

/** The error `code` of a public newsletter answer (404 invalid, 409 used, 410 expired). */
function outcomeOf(error: unknown): Outcome {
  const response = (error as { response?: { status: number; data?: { code?: string } } }).response;
  if (!response) return { kind: 'error' };
  const code = response.data?.code;
  if (code === 'used') return { kind: 'used' };
  if (code === 'expired') return { kind: 'expired' };
  if (response.status === 404 || response.status === 422) return { kind: 'invalid' };
  return { kind: 'error' };
}

const SKIP = { skipGlobalErrorHandling: true } as const;

/**
 * `/iscrizione-newsletter` (public layout): with `?token=` confirms a newsletter subscription
 * (POST /api/public/newsletter/confirm) and shows the outcome — confirmed, link already used,
 * expired or wrong; with `?disiscrivi=` asks for a click and unsubscribes
 * (POST /api/public/newsletter/unsubscribe). Without either, the wrong-link page.
 */
export default function NewsletterPage() {
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const token = params.get('token');
  const unsubscribeToken = params.get('disiscrivi');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'loading' } : unsubscribeToken ? { kind: 'ask-unsubscribe' } : { kind: 'invalid' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    (async () => {
      try {
        await ensureCsrfCookie();
        const res = await newsletterPublicConfirm({ token }, SKIP);
        if (live) setOutcome({ kind: 'confirmed', project: res.data.project_name, email: res.data.email });
      } catch (e) {
        if (live) setOutcome(outcomeOf(e));
      }
    })();
    return () => {
      live = false;
    };
  }, [token]);

  const unsubscribe = async () => {
    setOutcome({ kind: 'loading' });
    try {
      await ensureCsrfCookie();
      const res = await newsletterPublicUnsubscribe({ token: unsubscribeToken ?? '' }, SKIP);
      setOutcome({ kind: 'unsubscribed', project: res.data.project_name, email: res.data.email });
    } catch (e) {
      setOutcome(outcomeOf(e));
    }
  };

  const home = user ? (
    <Button component={Link} to={homeRouteFor(user)} variant="light">
      Vai alla Home
    </Button>
  ) : null;

  switch (outcome.kind) {
    case 'loading':
      return (
        <Center py="xl" data-testid="newsletter-loading">
          <Loader />
        </Center>
      );
    case 'confirmed':
      return (
        <Card testId="newsletter-confirmation" color="green" icon={<IconMailCheck size={34} />} title="Iscrizione confermata">
          <Text c="dimmed">
            Grazie! L’iscrizione di {outcome.email} alla newsletter di {outcome.project} è attiva: riceverai via email gli aggiornamenti sui
            bandi e sulle opportunità di finanza agevolata selezionate per te.
          </Text>
          <Text size="sm" c="dimmed">
            Puoi annullare l'iscrizione in qualsiasi momento con il link presente in ogni email.
          </Text>
          {home}
        </Card>
      );
    case 'used':
      return (
        <Card testId="newsletter-used" color="blue" icon={<IconRepeat size={34} />} title="Link già utilizzato">
          <Text c="dimmed">Questa iscrizione è già stata confermata: non devi fare altro.</Text>
          {home}
        </Card>
      );
    case 'expired':
      return (
        <Card testId="newsletter-expired" color="orange" icon={<IconClockX size={34} />} title="Link scaduto">
          <Text c="dimmed">
            Il link di conferma è scaduto. Chiedi al tuo consulente di inviarti una nuova email di conferma dell’iscrizione.
          </Text>
          {home}
        </Card>
      );
    case 'ask-unsubscribe':
      return (
        <Card testId="newsletter-unsubscribe" color="gray" icon={<IconMailOff size={34} />} title="Annulla l’iscrizione">
          <Text c="dimmed">Vuoi smettere di ricevere la newsletter a questo indirizzo? L’iscrizione resta attiva finché non confermi.</Text>
          <Button color="red" onClick={() => void unsubscribe()} data-testid="newsletter-unsubscribe-confirm">
            Annulla l’iscrizione
          </Button>
        </Card>
      );
    case 'unsubscribed':
      return (
        <Card testId="newsletter-unsubscribed" color="gray" icon={<IconMailOff size={34} />} title="Iscrizione annullata">
          <Text c="dimmed">
            {outcome.email} non riceverà più la newsletter di {outcome.project}.
          </Text>
          {home}
        </Card>
      );
    case 'error':
      return (
        <Card testId="newsletter-error" color="red" icon={<IconLinkOff size={34} />} title="Qualcosa non ha funzionato">
          <Text c="dimmed">Non è stato possibile completare l’operazione. Riprova tra qualche minuto.</Text>
        </Card>
      );
    default:
      return (
        <Card testId="newsletter-invalid" color="red" icon={<IconLinkOff size={34} />} title="Link non valido">
          <Text c="dimmed">Il link che hai aperto non è valido. Controlla di averlo copiato per intero dall’email ricevuta.</Text>
          {home}
        </Card>
      );
  }
}

function Card({
  testId,
  color,
  icon,
  title,
  children,
}: {
  testId: string;
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={560} w="100%" data-testid={testId}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
