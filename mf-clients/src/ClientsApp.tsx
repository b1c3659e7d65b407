import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState, PageSkeleton, RequirePermission } from '@bandi/shared-ui';
import { ClientList } from './clients/ClientList';
import { ClientDetail } from './clients/ClientDetail';
import { ClientForm } from './clients/ClientForm';
import { ClientAnnouncement } from './clients/ClientAnnouncement';
import { NegotiationsPage } from './negotiations/NegotiationsPage';
import { clientsBase, referentsBase } from './paths';

/** Why a user without `clients.write` (a referent) may not open the client form (docs/roles.md). */
const WRITE_REASON = 'Solo gli amministratori e i gestori clienti creano e modificano i clienti.';

/** The import screen, loaded when opened (not part of the list's first load). */
const ClientImportPage = lazy(() => import('./imports/ClientImportPage').then((m) => ({ default: m.ClientImportPage })));

/** Why a user without `clients.import` may not open the import screen. */
const IMPORT_REASON = 'Solo gli amministratori e i gestori clienti importano i clienti da file.';

function ClientReferentRedirect() {
  const { projectId, referentId } = useParams();
  return <Navigate to={`${referentsBase(projectId)}/${referentId}`} replace />;
}

/**
 * Exposed `./ClientsApp`: the Clienti pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/clienti/*`: list, `crea`, `trattative` (kanban), `importa` (import from XLSX/CSV, `clients.import`), `:clientId` (card with
 * tabs), `:clientId/modifica`, `:clientId/bandi/:announcementId` (call seen from the client),
 * `:clientId/referenti/:referentId` (the referent's card). `crea` and `modifica` need
 * `clients.write`: anyone else gets "Accesso negato" before the form asks the API anything
 * (issue 39, defect 5: the referent saw a 403 of GET /referents first).
 */
export default function ClientsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<ClientList />} />
      <Route
        path="crea"
        element={
          <RequirePermission permission="clients.write" reason={WRITE_REASON}>
            <ClientForm mode="create" />
          </RequirePermission>
        }
      />
      <Route path="trattative" element={<NegotiationsPage />} />
      <Route
        path="importa"
        element={
          <RequirePermission permission="clients.import" reason={IMPORT_REASON}>
            <Suspense fallback={<PageSkeleton />}>
              <ClientImportPage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route path=":clientId" element={<ClientDetail />} />
      <Route
        path=":clientId/modifica"
        element={
          <RequirePermission permission="clients.write" reason={WRITE_REASON}>
            <ClientForm mode="edit" />
          </RequirePermission>
        }
      />
      <Route path=":clientId/bandi/:announcementId" element={<ClientAnnouncement />} />
      <Route path=":clientId/referenti/:referentId" element={<ClientReferentRedirect />} />
      <Route path="*" element={<NotFoundState backTo={clientsBase(projectId)} backLabel="Torna ai clienti" />} />
    </Routes>
  );
}
