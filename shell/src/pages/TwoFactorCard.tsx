import { useState } from 'react';
import {
  AlertBox,
  apiKey,
  errorMessage,
  useAppQuery,
  useAppQueryClient,
  fieldErrors,
  formatDateTime,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  notifications,
} from '@bandi/shared-ui';
import { refreshUser, withCsrf } from '../session/auth';
import { mfaDisable, mfaEnable, mfaRegenerate, mfaSetup, mfaStatus, type Schema } from '@bandi/api-client';

/** `POST /api/profile/mfa/setup`: shown once. */
type MfaSetup = Schema<'MfaSetupResponse'>;

/** Offers the recovery codes as a text file (they are shown once). */
function downloadCodes(codes: string[]): void {
  const text = `Portale Bandi – codici di recupero\nOgni codice vale una sola volta.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'codici-recupero-portale-bandi.txt';
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A code field with its action button (confirm, regenerate, turn off); a 422 shows its `code`
 * message under the field, another error its message (shared-ui errorMessage).
 */
export function CodeAction(props: {
  label: string;
  action: string;
  color?: string;
  onSubmit: (code: string) => Promise<void>;
  testId: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      data-testid={props.testId}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        props
          .onSubmit(code.trim())
          .then(() => setCode(''))
          .catch((err: unknown) => setError(fieldErrors(err).code ?? errorMessage(err)))
          .finally(() => setBusy(false));
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={props.label}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          autoComplete="one-time-code"
          maxLength={20}
          required
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={busy} color={props.color}>
          {props.action}
        </Button>
      </Group>
    </form>
  );
}

/** The cache key of GET /api/profile/mfa (the user's second factor). */
const MFA_STATUS_KEY = apiKey('profile', 'mfa');

/**
 * "Verifica in due passaggi" on the profile (docs/security.md#two-factor-authentication): enrol
 * with an authenticator app (QR code or the secret typed by hand, then a first code), get ten
 * one-time recovery codes shown once (download as text), see how many are left, make new ones or
 * turn the second factor off with a current code. When the platform requires it for the user's
 * role, the card says so and the "turn off" action is not offered.
 */
export function TwoFactorCard() {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [actionError, setError] = useState<string | null>(null);
  const [statusErrorClosed, setStatusErrorClosed] = useState(false);
  const client = useAppQueryClient();
  const statusQuery = useAppQuery({
    queryKey: MFA_STATUS_KEY,
    queryFn: async ({ signal }) => (await mfaStatus({ signal })).data,
  });
  const status = statusQuery.data ?? null;
  const error = actionError ?? (statusQuery.error && !statusErrorClosed ? errorMessage(statusQuery.error) : null);
  /** Asks the status again after a change (enabled, new codes, disabled). */
  const load = () => client.invalidateQueries({ queryKey: MFA_STATUS_KEY });

  const start = async () => {
    setError(null);
    try {
      setSetup((await withCsrf(() => mfaSetup())).data);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const confirm = async (code: string) => {
    const res = await withCsrf(() => mfaEnable({ code }, { skipGlobalErrorHandling: true }));
    setSetup(null);
    setCodes(res.data.recovery_codes);
    await load();
    await refreshUser(true); // drops mfa_enrolment_required and its start route
    notifications.show({
      color: 'green',
      title: 'Verifica in due passaggi attiva',
      message: 'Al prossimo accesso ti chiederemo il codice.',
    });
  };
  const regenerate = async (code: string) => {
    const res = await withCsrf(() => mfaRegenerate({ code }, { skipGlobalErrorHandling: true }));
    setCodes(res.data.recovery_codes);
    await load();
  };
  const disable = async (code: string) => {
    await withCsrf(() => mfaDisable({ code }, { skipGlobalErrorHandling: true }));
    setCodes(null);
    await load();
    await refreshUser(true);
    notifications.show({ color: 'green', title: 'Verifica in due passaggi disattivata', message: 'Per accedere basterà la password.' });
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="two-factor">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4">
          Verifica in due passaggi
        </Title>
        {status && (
          <Badge color={status.enabled ? 'green' : status.required ? 'red' : 'gray'} variant="light">
            {status.enabled ? 'Attiva' : status.required ? 'Obbligatoria' : 'Non attiva'}
          </Badge>
        )}
      </Group>
      <AlertBox
        message={error}
        onClose={() => {
          setError(null);
          setStatusErrorClosed(true);
        }}
        mb="md"
      />
      {status?.required && !status.enabled && (
        <AlertBox
          type="warning"
          mb="md"
          data-testid="mfa-enrolment-required"
          message="L'amministratore ha reso obbligatoria la verifica in due passaggi per il tuo ruolo: attivala per continuare."
        />
      )}
      {codes && (
        <Stack gap="xs" mb="md" data-testid="recovery-codes">
          <Text fw={600}>Codici di recupero</Text>
          <Text size="sm" c="dimmed">
            Conservali in un posto sicuro: ognuno vale una sola volta e servono se perdi il telefono. Non li mostreremo di nuovo.
          </Text>
          <SimpleGrid cols={2} spacing={4}>
            {codes.map((c) => (
              <Code key={c}>{c}</Code>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button variant="default" onClick={() => downloadCodes(codes)}>
              Scarica
            </Button>
            <Button variant="subtle" onClick={() => setCodes(null)}>
              Li ho salvati
            </Button>
          </Group>
        </Stack>
      )}
      {status && !status.enabled && !setup && (
        <Stack gap="sm">
          <Text size="sm">
            Oltre alla password, all'accesso ti chiederemo un codice generato da un'app di autenticazione sul telefono (ad esempio Google
            Authenticator, Microsoft Authenticator, FreeOTP).
          </Text>
          <Group>
            <Button onClick={() => void start()}>Attiva la verifica in due passaggi</Button>
          </Group>
        </Stack>
      )}
      {setup && (
        <Stack gap="sm" data-testid="mfa-setup">
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>Apri l'app di autenticazione e aggiungi un account.</List.Item>
            <List.Item>Inquadra il codice QR oppure inserisci a mano la chiave.</List.Item>
            <List.Item>Scrivi qui il codice a 6 cifre che l'app mostra.</List.Item>
          </List>
          <Group align="flex-start" gap="lg">
            <Image src={setup.qr_code} alt="Codice QR da inquadrare con l'app di autenticazione" w={180} h={180} />
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Chiave da inserire a mano
              </Text>
              <Code data-testid="mfa-secret">{setup.secret}</Code>
            </Stack>
          </Group>
          <CodeAction label="Codice dell'app" action="Conferma" onSubmit={confirm} testId="mfa-confirm" />
        </Stack>
      )}
      {status?.enabled && (
        <Stack gap="md">
          <Text size="sm">
            Attiva dal {formatDateTime(status.enabled_at)}. Codici di recupero rimasti: <b>{status.recovery_codes_left}</b>
          </Text>
          <CodeAction label="Codice per generare nuovi codici di recupero" action="Genera" onSubmit={regenerate} testId="mfa-regenerate" />
          {status.required ? (
            <Text size="sm" c="dimmed">
              Per il tuo ruolo la verifica in due passaggi è obbligatoria e non si può disattivare.
            </Text>
          ) : (
            <CodeAction label="Codice per disattivare" action="Disattiva" color="red" onSubmit={disable} testId="mfa-disable" />
          )}
        </Stack>
      )}
    </Paper>
  );
}
