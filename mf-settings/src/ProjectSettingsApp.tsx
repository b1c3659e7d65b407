import { Card, ColorSwatch, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import {
  DetailFields,
  DetailPage,
  EMPTY_VALUE,
  NotFoundState,
  PROJECT_COLOR_LABELS,
  USER_TYPE_LABELS,
  UserAvatar,
  api,
  isValidId,
  mantineColorOf,
  personName,
  useRecord,
  useSession,
} from '@bandi/shared-ui';
import { ModulesCard } from './project/ModulesCard';
import type { ProjectSettings, ProjectUser } from './types';

/**
 * Exposed `./ProjectSettingsApp`: the settings of an environment, mounted by the shell at
 * `/ambiente/:projectId/impostazioni`. Shows GET /api/projects/{projectId}/settings (name, colour
 * theme, users with their roles) and, for administrators, the "Moduli" card
 * (GET/PUT /api/projects/{projectId}/modules).
 */
export default function ProjectSettingsApp() {
  const { projectId } = useParams();
  const isAdmin = useSession((s) => Boolean(s.user?.isAdmin));
  const valid = isValidId(projectId);
  const settings = useRecord<ProjectSettings>(
    async (signal) =>
      (
        await api.get<ProjectSettings>(`projects/${projectId}/settings`, {
          signal,
          // An administrator keeps the page (and the Moduli card) even when the settings module is off.
          skipGlobalErrorHandling: isAdmin,
        })
      ).data,
    [projectId, isAdmin],
    valid,
  );
  if (!valid || !projectId) return <NotFoundState backTo="/" backLabel="Vai alla Home" />;
  const project = settings.data?.project;
  const users = settings.data?.users ?? [];

  return (
    <Stack gap="md" data-testid="settings-project">
      <DetailPage
        testId="settings-project-details"
        title="Impostazioni ambiente"
        loading={settings.loading}
        error={settings.error}
        onRetry={settings.reload}
      >
        {project ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DetailFields
              title="Ambiente"
              cols={1}
              fields={[
                { label: 'Nome', value: project.name },
                {
                  label: 'Colore',
                  value: (
                    <Group gap="xs">
                      <ColorSwatch color={`var(--mantine-color-${mantineColorOf(project.color)}-6)`} size={18} />
                      <Text size="sm">{PROJECT_COLOR_LABELS[project.color] ?? project.color}</Text>
                    </Group>
                  ),
                },
                { label: 'Utenti', value: String(users.length) },
              ]}
            />
            <UsersCard users={users} />
          </SimpleGrid>
        ) : null}
      </DetailPage>
      {isAdmin ? <ModulesCard projectId={projectId} /> : null}
    </Stack>
  );
}

/** The users of the environment with their Italian role label. */
function UsersCard({ users }: { users: ProjectUser[] }) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid="settings-project-users">
      <Title order={4} mb="md">
        Utenti dell'ambiente
      </Title>
      {users.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessun utente in questo ambiente.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Ruolo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar name={u.name} surname={u.surname} src={u.logo ?? null} size="sm" />
                      <Stack gap={0}>
                        <Text size="sm">{personName(u.name, u.surname) || EMPTY_VALUE}</Text>
                        {u.email ? (
                          <Text size="xs" c="dimmed">
                            {u.email}
                          </Text>
                        ) : null}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>{USER_TYPE_LABELS[u.type] ?? u.type}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
