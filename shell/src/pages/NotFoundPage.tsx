import { Link } from 'react-router-dom';
import { homeRouteFor, useSession, Button, Center, Stack, Text, Title } from '@bandi/shared-ui/core';
import { Logo } from '../components/Logo';

/** 404 page (docs/screens.md#public-routes, docs/api.md#errors): "Pagina non trovata" with "Vai alla Home" to the user's initial route (login when logged out). */
export function NotFoundPage() {
  const user = useSession((s) => s.user);
  return (
    <Center mih="100vh" p="md" bg="gray.0" data-testid="not-found">
      <Stack align="center" gap="md" ta="center" maw={480}>
        <Logo forceDefault size="medium" />
        <Text fz={72} fw={800} c="gray.4" lh={1}>
          404
        </Text>
        <Title order={1} fz="h2">
          Pagina non trovata
        </Title>
        <Text c="dimmed">L'indirizzo richiesto non esiste, è stato spostato oppure non è più disponibile.</Text>
        <Button component={Link} to={homeRouteFor(user)} size="md">
          Vai alla Home
        </Button>
      </Stack>
    </Center>
  );
}

export default NotFoundPage;
