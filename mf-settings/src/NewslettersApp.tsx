import { useParams } from 'react-router-dom';
import { DetailPage, NotFoundState, isValidId, Stack } from '@bandi/shared-ui';
import { NewslettersCard } from './project/NewslettersCard';
import { SubscribersCard } from './project/SubscribersCard';

/**
 * Exposed `./NewslettersApp`: the Newsletter screen of an environment, mounted by the shell at
 * `/ambiente/:projectId/newsletter` for the roles holding `newsletters.manage` (administrator,
 * local administrator, client manager; docs/roles.md#permissions) where the environment's
 * newsletter is on (issue 39, defect 4). The same cards as the environment settings: the
 * newsletters (drafts, sending and sent ones, a new newsletter) and their subscribers. The
 * newsletter switch stays in the settings (administrator).
 */
export default function NewslettersApp() {
  const { projectId } = useParams();
  if (!isValidId(projectId) || !projectId) return <NotFoundState backTo="/" backLabel="Vai alla Home" />;
  return (
    <DetailPage testId="newsletters-page" title="Newsletter" loading={false} error={null}>
      <Stack gap="md">
        <NewslettersCard projectId={projectId} />
        <SubscribersCard projectId={projectId} />
      </Stack>
    </DetailPage>
  );
}
