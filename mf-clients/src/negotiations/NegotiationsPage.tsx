import { useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, ExportMenu, Group, useCan, Stack, Title } from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import { NegotiationsBoard } from './NegotiationsBoard';

/** `/clienti/trattative`: the kanban of every negotiation of the environment; `?trattativa={id}` (the global search) opens that one. */
export function NegotiationsPage() {
  const { projectId } = useParams();
  const asked = Number(useSearchParams()[0].get('trattativa'));
  const canManage = useCan('negotiations.manage');
  return (
    <Stack data-testid="negotiations-page">
      <Breadcrumbs items={[{ label: 'Clienti', to: clientsBase(projectId) }, { label: 'Trattative' }]} />
      <Group justify="space-between">
        <Title order={2}>Trattative</Title>
        <ExportMenu path={`/projects/${projectId}/negotiations/export`} />
      </Group>
      <NegotiationsBoard
        projectId={projectId ?? ''}
        canManage={canManage}
        openId={Number.isInteger(asked) && asked > 0 ? asked : undefined}
      />
    </Stack>
  );
}
