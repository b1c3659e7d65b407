import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';

export interface RemoteErrorPanelProps {
  /** Called by the "Riprova" button. */
  onRetry: () => void;
  /** Heading (default "Sezione non disponibile"). */
  title?: string;
  /** Explanation under the heading. */
  message?: string;
  /** True while a retry is under way: the button shows a loader. */
  retrying?: boolean;
}

/**
 * Shown inside the layout when a remote (micro-frontend) fails to load (docs/architecture.md#front-ends-and-module-federation): an Italian
 * error text and a "Riprova" button; the rest of the application keeps working.
 */
export function RemoteErrorPanel({
  onRetry,
  title = 'Sezione non disponibile',
  message = 'Non è stato possibile caricare questa sezione. Controlla la connessione e riprova tra qualche istante.',
  retrying = false,
}: RemoteErrorPanelProps) {
  return (
    <Center py="xl" data-testid="remote-error">
      <Paper withBorder p="xl" radius="md" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="red">
            <IconPlugConnectedX size={26} />
          </ThemeIcon>
          <Title order={3}>{title}</Title>
          <Text c="dimmed">{message}</Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
            Riprova
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
