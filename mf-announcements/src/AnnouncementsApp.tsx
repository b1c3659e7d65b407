import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState, RequirePermission } from '@bandi/shared-ui';
import { AnnouncementList } from './announcements/AnnouncementList';
import { AnnouncementDetail } from './announcements/AnnouncementDetail';
import { AnnouncementEdit } from './announcements/AnnouncementEdit';
import { announcementsBase } from './paths';

/**
 * Exposed `./AnnouncementsApp`: the Bandi pages, mounted by the shell at `/bandi/*` (global
 * catalogue, admin area) and `/ambiente/:projectId/bandi/*` (global + local announcements of an
 * environment). Routes (docs/screens.md#admin-pages, docs/screens.md#environment-pages): the list (index), `crea`, `:announcementId`, `:announcementId/modifica`,
 * `:announcementId/clienti/:clientId` (the per-client view).
 */
export default function AnnouncementsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<AnnouncementList />} />
      <Route
        path="crea"
        element={
          // the same permission POST …/announcements asks (docs/roles.md#permissions): no form the API would not save
          <RequirePermission
            permission={projectId ? 'announcements.local.manage' : 'announcements.global.manage'}
            reason={
              projectId
                ? "I bandi locali dell'ambiente sono creati dagli amministratori e dagli esperti bandi locali."
                : 'I bandi globali sono creati dagli esperti bandi globali e dagli amministratori.'
            }
          >
            <AnnouncementEdit create />
          </RequirePermission>
        }
      />
      <Route path=":announcementId" element={<AnnouncementDetail />} />
      <Route path=":announcementId/modifica" element={<AnnouncementEdit />} />
      <Route path=":announcementId/clienti/:clientId" element={<AnnouncementDetail />} />
      <Route path="*" element={<NotFoundState backTo={announcementsBase(projectId)} backLabel="Torna ai bandi" />} />
    </Routes>
  );
}
