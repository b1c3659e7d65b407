import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, NotFoundState, isValidId, useSession, Card, Stack, Title } from '@bandi/shared-ui';
import { callsBase } from '../paths';
import { callRights } from '../permissions';
import CallCreateForm from './CallCreateForm';

/** `/ambiente/:projectId/richieste/crea[?client_id=]`: the create form; then the new call's detail. */
export function CallCreatePage() {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const base = callsBase(projectId);
  const clientParam = params.get('client_id');
  const clientId = clientParam && isValidId(clientParam) ? Number(clientParam) : undefined;
  if (!projectId || !callRights(user).manage) return <NotFoundState backTo={base} backLabel="Torna alle richieste" />;
  return (
    <Stack gap="md" data-testid="call-create">
      <Breadcrumbs items={[{ label: 'Richieste', to: base }, { label: 'Nuova' }]} />
      <Title order={2}>Nuova richiesta</Title>
      <Card withBorder padding="lg" radius="md">
        <CallCreateForm
          projectId={projectId}
          clientId={clientId}
          onCreated={(call) => navigate(`${base}/${call.id}`)}
          onCancel={() => navigate(base)}
        />
      </Card>
    </Stack>
  );
}
