import { IconPlugOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle, useSession, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@bandi/shared-ui/core';

/**
 * "Modulo non attivo": what an environment address shows when its module is switched off for
 * that environment (docs/architecture.md#front-ends-and-module-federation), instead of a redirect.
 * The administrator, who switches modules, gets a link to the environment settings.
 */
export function ModuleInactivePage({ section, projectId }: { section: string; projectId: number }) {
  const canSwitch = useSession((s) => Boolean(s.user?.permissions?.includes('projects.modules.update')));
  useDocumentTitle('Modulo non attivo');
  return (
    <Center py="xl" data-testid="module-inactive">
      <Paper withBorder p="xl" maw={560}>
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconPlugOff size={30} />
          </ThemeIcon>
          <Title order={2}>Modulo non attivo</Title>
          <Text c="dimmed">
            La sezione {section} non è attiva in questo ambiente.{' '}
            {canSwitch
              ? 'Puoi riattivarla dalle impostazioni dell’ambiente, scheda Moduli.'
              : 'Per attivarla rivolgiti all’amministratore.'}
          </Text>
          {canSwitch ? (
            <Button component={Link} to={`/ambiente/${projectId}/impostazioni`} variant="light">
              Vai alle impostazioni
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
