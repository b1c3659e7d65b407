import { IconPlugOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle, useSession, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@bandi/shared-ui/core';

/**
 * "Modulo non attivo": what an environment address shows when its module is switched off for
 * that environment (docs/architecture.md#front-ends-and-module-federation), instead of a redirect.
 * The administrator, who switches modules, gets a link to the environment settings. With `switched`
 * `newsletter` it is "Newsletter non attiva": the Newsletter address of an environment whose
 * newsletter is off (the administrator's switch in the Aspetto card of the settings).
 */
export function ModuleInactivePage({
  section,
  projectId,
  switched = 'module',
}: {
  section: string;
  projectId: number;
  switched?: 'module' | 'newsletter';
}) {
  const newsletter = switched === 'newsletter';
  // modules: projects.modules.update; the newsletter switch: the administrator (PUT /api/projects/{id} newsletter_enabled)
  const canSwitch = useSession((s) =>
    newsletter ? Boolean(s.user?.isAdmin) : Boolean(s.user?.permissions?.includes('projects.modules.update')),
  );
  const title = newsletter ? 'Newsletter non attiva' : 'Modulo non attivo';
  useDocumentTitle(title);
  return (
    <Center py="xl" data-testid={newsletter ? 'newsletter-inactive' : 'module-inactive'}>
      <Paper withBorder p="xl" maw={560}>
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconPlugOff size={30} />
          </ThemeIcon>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">
            {newsletter ? 'La newsletter non è attiva in questo ambiente.' : `La sezione ${section} non è attiva in questo ambiente.`}{' '}
            {canSwitch
              ? newsletter
                ? 'Puoi attivarla dalle impostazioni dell’ambiente, scheda Aspetto.'
                : 'Puoi riattivarla dalle impostazioni dell’ambiente, scheda Moduli.'
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
