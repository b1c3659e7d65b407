import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, NotFoundState, RequirePermission, isValidId, Card, Stack, Title } from '@bandi/shared-ui';
import { callsBase } from '../paths';
import CallCreateForm from './CallCreateForm';

/** Why the create form is refused (the /forbidden page shows it): docs/roles.md, `calls.create`. */
export const CALL_CREATE_REASON = 'Le richieste si registrano dai gestori clienti e dagli amministratori dell’ambiente.';

/**
 * `/ambiente/:projectId/richieste/crea[?client_id=]`: the create form; then the new call's detail.
 * A role without `calls.create` (the referent) goes to "Accesso negato" with the reason.
 */
export function CallCreatePage() {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const base = callsBase(projectId);
  const clientParam = params.get('client_id');
  const clientId = clientParam && isValidId(clientParam) ? Number(clientParam) : undefined;
  if (!projectId) return <NotFoundState backTo={base} backLabel="Torna alle richieste" />;
  return (
    <RequirePermission permission="calls.create" reason={CALL_CREATE_REASON}>
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
    </RequirePermission>
  );
}
