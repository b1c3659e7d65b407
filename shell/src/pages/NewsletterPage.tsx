import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { homeRouteFor, useSession } from '@bandi/shared-ui';

/** `/iscrizione-newsletter` (SPEC §2.1): confirmation that the newsletter subscription is active. */
export default function NewsletterPage() {
  const user = useSession((s) => s.user);
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={560} w="100%" data-testid="newsletter-confirmation">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="green">
            <IconMailCheck size={34} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Iscrizione confermata
          </Title>
          <Text c="dimmed">
            Grazie! La tua iscrizione alla newsletter è attiva: riceverai via email gli aggiornamenti sui bandi e sulle opportunità di
            finanza agevolata selezionate per te.
          </Text>
          <Text size="sm" c="dimmed">
            Puoi annullare l'iscrizione in qualsiasi momento con il link presente in ogni email.
          </Text>
          {user && (
            <Button component={Link} to={homeRouteFor(user)} variant="light">
              Vai alla Home
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
