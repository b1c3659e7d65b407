import { useState } from 'react';
import { mfaSettings, mfaUpdateSettings } from '@bandi/api-client';
import { AlertBox, apiKey, Card, Skeleton, Stack, Switch, Text, Title, useAppQuery, useAppQueryClient } from '@bandi/shared-ui';
import { useAction } from '../common';

/** The cache key of the settings: the answer of a change replaces the one read. */
const SECURITY_KEY = apiKey('settings', 'security');

/**
 * Tab "Sicurezza" (administrator): makes the second factor mandatory for administrators and
 * global experts (docs/security.md#two-factor-authentication). Those without one are led to their
 * profile at the next request and can do nothing else until they enrol; everyone else keeps it
 * optional. A lost phone is handled from "Utenti" (Azzera 2FA).
 */
export function SecurityTab() {
  const client = useAppQueryClient();
  const read = useAppQuery({
    queryKey: SECURITY_KEY,
    queryFn: async ({ signal }) => (await mfaSettings({ signal })).data,
  });
  const settings = read.data ?? null;
  const [closed, setClosed] = useState(false);
  const error = read.isError && !closed ? 'Impossibile leggere le impostazioni di sicurezza' : null;
  const { busy, run } = useAction();

  const toggle = (value: boolean) =>
    void run(
      'mfa',
      async () => client.setQueryData(SECURITY_KEY, (await mfaUpdateSettings({ mfa_required: value })).data),
      value
        ? 'Verifica in due passaggi obbligatoria per amministratori ed esperti globali'
        : 'Verifica in due passaggi facoltativa per tutti',
    );

  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Verifica in due passaggi
        </Title>
        <AlertBox message={error} onClose={() => setClosed(true)} />
        {settings ? (
          <Switch
            checked={settings.mfa_required}
            disabled={busy === 'mfa'}
            onChange={(e) => toggle(e.currentTarget.checked)}
            label="Obbligatoria per amministratori ed esperti bandi globali"
            description="Chi non l'ha ancora attivata dovrà farlo dal proprio profilo prima di continuare. Per gli altri ruoli resta facoltativa."
            data-testid="mfa-required-switch"
          />
        ) : (
          !error && <Skeleton h={40} />
        )}
        <Text size="sm" c="dimmed">
          Se un utente perde il telefono e i codici di recupero, azzera la sua verifica dalla scheda Utenti: dovrà configurarla di nuovo.
        </Text>
      </Stack>
    </Card>
  );
}
