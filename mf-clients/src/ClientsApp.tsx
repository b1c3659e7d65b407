import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { ClientList } from './clients/ClientList';
import { ClientDetail } from './clients/ClientDetail';
import { ClientForm } from './clients/ClientForm';
import { ClientAnnouncement } from './clients/ClientAnnouncement';
import { NegotiationsPage } from './negotiations/NegotiationsPage';
import { clientsBase, referentsBase } from './paths';

function ClientReferentRedirect() {
  const { projectId, referentId } = useParams();
  return <Navigate to={`${referentsBase(projectId)}/${referentId}`} replace />;
}

/**
 * Exposed `./ClientsApp`: the Clienti pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/clienti/*`: list, `crea`, `trattative` (kanban), `:clientId` (card with
 * tabs), `:clientId/modifica`, `:clientId/bandi/:announcementId` (call seen from the client),
 * `:clientId/referenti/:referentId` (the referent's card).
 */
export default function ClientsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<ClientList />} />
      <Route path="crea" element={<ClientForm mode="create" />} />
      <Route path="trattative" element={<NegotiationsPage />} />
      <Route path=":clientId" element={<ClientDetail />} />
      <Route path=":clientId/modifica" element={<ClientForm mode="edit" />} />
      <Route path=":clientId/bandi/:announcementId" element={<ClientAnnouncement />} />
      <Route path=":clientId/referenti/:referentId" element={<ClientReferentRedirect />} />
      <Route path="*" element={<NotFoundState backTo={clientsBase(projectId)} backLabel="Torna ai clienti" />} />
    </Routes>
  );
}
