import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  mantineColorOf,
  PROJECT_COLOR_LABELS,
  UserAvatarStack,
  type Project,
  Card,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@bandi/shared-ui';

/** Text of the user count of an environment card. */
export function usersLabel(count: number): string {
  if (count === 0) return 'Nessun utente';
  return count === 1 ? '1 utente' : `${count} utenti`;
}

export interface ProjectCardProps {
  project: Project;
  /** Called on click, before the navigation to the environment (sets the active project). */
  onOpen: (project: Project) => void;
}

/**
 * Environment card of the home (docs/screens.md#home-environments): name, colour, up to 5 avatars of non-administrator
 * users with a "+" marker beyond 5 users; opens the environment's announcement list.
 */
export function ProjectCard({ project, onOpen }: ProjectCardProps) {
  const color = mantineColorOf(project.color);
  const total = Math.max(project.users_count ?? 0, project.users?.length ?? 0);
  return (
    <Card
      component={Link}
      to={`/ambiente/${project.id}/bandi`}
      onClick={() => onOpen(project)}
      withBorder
      padding="lg"
      radius="md"
      h="100%"
      data-testid="project-card"
      aria-label={`Apri l'ambiente ${project.name}`}
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon
              color={color}
              variant="light"
              size={36}
              radius="md"
              aria-label={`Colore ${PROJECT_COLOR_LABELS[project.color] ?? project.color}`}
            >
              <Text fw={700} size="md">
                {project.name.trim().charAt(0).toUpperCase() || '?'}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="lg" lineClamp={2} style={{ wordBreak: 'break-word' }} title={project.name}>
              {project.name}
            </Title>
          </Group>
          <IconChevronRight size={18} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <UserAvatarStack users={project.users ?? []} total={total} size="md" />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {usersLabel(total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The "Nuovo ambiente" card of the home, for users who can create environments (docs/screens.md#home-environments). */
export function NewProjectCard() {
  return (
    <Card
      component={Link}
      to="/ambiente/crea"
      withBorder
      padding="lg"
      radius="md"
      h="100%"
      mih={150}
      data-testid="new-project-card"
      style={{ borderStyle: 'dashed', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Stack align="center" gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconPlus size={24} />
        </ThemeIcon>
        <Text fw={600}>Nuovo ambiente</Text>
      </Stack>
    </Card>
  );
}
