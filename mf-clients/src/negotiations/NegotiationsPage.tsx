import { useParams } from 'react-router-dom';
import { Breadcrumbs, useCan, Stack, Title } from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import { NegotiationsBoard } from './NegotiationsBoard';

/** `/clienti/trattative`: the kanban of every negotiation of the environment. */
export function NegotiationsPage() {
  const { projectId } = useParams();
  const canManage = useCan('negotiations.manage');
  return (
    <Stack data-testid="negotiations-page">
      <Breadcrumbs items={[{ label: 'Clienti', to: clientsBase(projectId) }, { label: 'Trattative' }]} />
      <Title order={2}>Trattative</Title>
      <NegotiationsBoard projectId={projectId ?? ''} canManage={canManage} />
    </Stack>
  );
}
