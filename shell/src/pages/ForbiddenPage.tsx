import '../styles/full';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { homeRouteFor, useSession, type ForbiddenState, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@bandi/shared-ui';

/**
 * Access-denied screen (docs/screens.md#public-routes, docs/api.md#errors: 403 on a request leads here).
 * A route guard that sends the user here passes the reason (`ForbiddenState`), shown under the title.
 */
export function ForbiddenPage() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const state = useLocation().state as Partial<ForbiddenState> | null;
  return (
    <Center mih="100vh" p="md" bg="gray.0" data-testid="forbidden">
      <Stack align="center" gap="md" ta="center" maw={480}>
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Accesso negato
        </Title>
        <Text c="dimmed">Non hai i permessi necessari per visualizzare questa pagina o eseguire questa operazione.</Text>
        {state?.reason ? (
          <Text fw={500} data-testid="forbidden-reason">
            {state.reason}
          </Text>
        ) : null}
        <Group>
          <Button variant="default" onClick={() => void navigate(-1)}>
            Torna indietro
          </Button>
          <Button component={Link} to={homeRouteFor(user)}>
            Vai alla Home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export default ForbiddenPage;
