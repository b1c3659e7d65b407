import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import {
  profileRouteFor,
  useProjectStore,
  useSession,
  visibleSections,
  type SidebarSection,
  Button,
  Center,
  Paper,
  Stack,
  Text,
  Title,
} from '@bandi/shared-ui';

/**
 * `/ambiente/{projectId}`: opens the first section of the environment the user may see, La mia
 * giornata aside (keeping the section they were on when switching environment, if available here).
 */
export default function EnvironmentIndex() {
  const { projectId } = useParams();
  const { state } = useLocation() as { state: { preferSection?: SidebarSection } | null };
  const user = useSession((s) => s.user);
  const project = useProjectStore((s) => s.project);
  if (!user || !project) return null;
  const sections = visibleSections(user.capabilities, project.modules, user.permissions, { newsletter: project.newsletter_enabled });
  const preferred = state?.preferSection;
  // La mia giornata is reached from the sidebar or as the chosen start page: the environment opens on its first module section
  const target = preferred && sections.includes(preferred) ? preferred : sections.filter((s) => s !== 'giornata')[0];
  if (target) return <Navigate to={`/ambiente/${projectId}/${target}`} replace />;
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={520}>
        <Stack gap="sm" align="center" ta="center">
          <Title order={3}>Nessuna sezione disponibile</Title>
          <Text c="dimmed">In questo ambiente non ci sono sezioni attive per il tuo profilo. Contatta l'amministratore.</Text>
          <Button component={Link} to={profileRouteFor(user, projectId)} variant="light">
            Visualizza profilo
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
