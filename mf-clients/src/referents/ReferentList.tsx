import { Link, useParams } from 'react-router-dom';
import { EMPTY_VALUE, ExportMenu, ListPage, listFetcher, usePagedList, type ListColumn, Badge, Button, Group } from '@bandi/shared-ui';
import { referentsBase } from '../paths';
import type { Referent } from '../types';
import { referentsList } from '@bandi/api-client';

const columns: ListColumn<Referent>[] = [
  { key: 'name', header: 'Nome', link: true, render: (r) => r.name || EMPTY_VALUE },
  { key: 'surname', header: 'Cognome', render: (r) => r.surname || EMPTY_VALUE },
  { key: 'email', header: 'Email', render: (r) => r.email || EMPTY_VALUE },
  { key: 'phone', header: 'Telefono', render: (r) => r.phone || EMPTY_VALUE },
  { key: 'organisation', header: 'Organizzazione', render: (r) => r.organisation || EMPTY_VALUE },
  { key: 'clients', header: 'Clienti', render: (r) => String(r.clients_count ?? 0) },
  {
    key: 'access',
    header: 'Accesso',
    render: (r) =>
      r.access ? (
        <Badge color={r.access.accepted ? 'green' : 'yellow'} variant="light">
          {r.access.accepted ? 'Attivo' : 'Invitato'}
        </Badge>
      ) : (
        EMPTY_VALUE
      ),
  },
];

/** The referent list of an environment: GET /api/projects/{projectId}/referents. */
export function ReferentList() {
  const { projectId } = useParams();
  const base = referentsBase(projectId);
  const list = usePagedList(
    listFetcher((params, options) => referentsList(Number(projectId), params, options)),
    [projectId],
  );
  return (
    <ListPage
      testId="list-referents"
      savedViews={projectId ? { projectId, list: 'referents' } : undefined}
      title="Referenti"
      breadcrumbs={[{ label: 'Referenti' }]}
      list={list}
      columns={columns}
      columnChooser
      rowHref={(r) => `${base}/${r.id}`}
      rowLabel={(r) => `${r.name} ${r.surname}`.trim()}
      minWidth={900}
      actions={
        <Group gap="xs">
          <ExportMenu path={`/projects/${projectId}/referents/export`} params={{ search: list.search }} />
          <Button component={Link} to={`${base}/crea`} data-testid="new-referent">
            Nuovo referente
          </Button>
        </Group>
      }
    />
  );
}
