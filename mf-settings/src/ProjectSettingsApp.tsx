import { useParams } from 'react-router-dom';
import { DetailPage, NotFoundState, isValidId, useRecord, useSession, SimpleGrid, Stack } from '@bandi/shared-ui';
import { AppearanceCard } from './project/AppearanceCard';
import { ModulesCard } from './project/ModulesCard';
import { UsersCard } from './project/UsersCard';
import { NewslettersCard } from './project/NewslettersCard';
import { SubscribersCard } from './project/SubscribersCard';
import type { ProjectSettings } from './types';
import { projectsSettings } from '@bandi/api-client';

/**
 * Exposed `./ProjectSettingsApp`: the settings of an environment, mounted by the shell at
 * `/ambiente/:projectId/impostazioni` (administrator, local administrator): "Aspetto" (name,
 * colour, logos, newsletter for the administrator), "Utenti e accessi" (add, invite, remove) and,
 * "Newsletter" and its subscribers when the environment's newsletter is on (the cards of the
 * Newsletter screen, `./NewslettersApp`), and for administrators "Moduli"
 * (PUT /api/projects/{projectId}/modules). "Aspetto" and "Moduli" share the environment loaded
 * here, so both send its current version (If-Match) and show the conflict dialog on a 409. Changes reload the
 * shell's project (`useProjectStore().reload()`).
 */
export default function ProjectSettingsApp() {
  const { projectId } = useParams();
  const isAdmin = useSession((s) => Boolean(s.user?.isAdmin));
  const valid = isValidId(projectId);
  const settings = useRecord<ProjectSettings>(
    async (signal) => (await projectsSettings(Number(projectId ?? ''), { signal, skipGlobalErrorHandling: isAdmin })).data,
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
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <AppearanceCard project={project} isAdmin={isAdmin} onChanged={(p) => settings.setData({ project: p, users })} />
            <UsersCard projectId={projectId} users={users} onChanged={settings.reload} />
          </SimpleGrid>
        ) : null}
      </DetailPage>
      {project?.newsletter_enabled ? <NewslettersCard projectId={projectId} /> : null}
      {project?.newsletter_enabled ? <SubscribersCard projectId={projectId} /> : null}
      {isAdmin && !settings.loading ? (
        <ModulesCard projectId={projectId} project={project} onChanged={(p) => settings.setData({ project: p, users })} />
      ) : null}
    </Stack>
  );
}
