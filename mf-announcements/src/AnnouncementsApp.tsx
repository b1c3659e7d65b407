import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { AnnouncementList } from './announcements/AnnouncementList';
import { AnnouncementDetail } from './announcements/AnnouncementDetail';
import { announcementsBase } from './paths';

/**
 * Exposed `./AnnouncementsApp`: the Bandi pages, mounted by the shell at `/bandi/*` (global
 * catalogue, admin area) and `/ambiente/:projectId/bandi/*` (global + local announcements of an
 * environment). Routes: the list (index) and the detail `:announcementId`.
 */
export default function AnnouncementsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<AnnouncementList />} />
      <Route path=":announcementId" element={<AnnouncementDetail />} />
      <Route path="*" element={<NotFoundState backTo={announcementsBase(projectId)} backLabel="Torna ai bandi" />} />
    </Routes>
  );
}
