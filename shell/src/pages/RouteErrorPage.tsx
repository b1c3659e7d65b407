import { Button, Center, Code, Stack, Text, Title } from '@bandi/shared-ui/core';

/**
 * Error screen of the routes (routing/PathErrorBoundary.tsx): an unexpected error while rendering
 * a page, its message when it is an `Error`, and a reload button.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
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
