import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { ClientList } from './clients/ClientList';
import { ClientDetail } from './clients/ClientDetail';
import { clientsBase } from './paths';

/**
 * Exposed `./ClientsApp`: the Clienti pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/clienti/*`. Routes: the list (index) and the detail `:clientId`.
 */
export default function ClientsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<ClientList />} />
      <Route path=":clientId" element={<ClientDetail />} />
      <Route path="*" element={<NotFoundState backTo={clientsBase(projectId)} backLabel="Torna ai clienti" />} />
    </Routes>
  );
}
