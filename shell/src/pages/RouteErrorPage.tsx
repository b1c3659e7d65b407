import { Button, Center, Code, Stack, Text, Title } from '@bandi/shared-ui/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/** Error screen of the router: an unexpected error while rendering a page, with a reload button. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center" maw={520}>
        <Title order={1} fz="h2">
          Si è verificato un errore
        </Title>
        <Text c="dimmed">La pagina non può essere mostrata. Ricarica per riprovare; se il problema continua, contatta l'assistenza.</Text>
        {detail && <Code>{detail}</Code>}
        <Button onClick={() => window.location.reload()}>Ricarica la pagina</Button>
      </Stack>
    </Center>
  );
}
