import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { CallList } from './calls/CallList';
import { CallDetail } from './calls/CallDetail';
import { CallCreatePage } from './calls/CallCreatePage';
import { CallAnnouncement } from './calls/CallAnnouncement';
import { callsBase } from './paths';

/**
 * Exposed `./CallsApp`: the Richieste pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/richieste/*`. Routes: the list (index), `crea` (`?client_id=` presets the
 * client), the detail `:callId` and a bando proposed in it `:callId/bandi/:announcementId`.
 */
export default function CallsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<CallList />} />
      <Route path="crea" element={<CallCreatePage />} />
      <Route path=":callId" element={<CallDetail />} />
      <Route path=":callId/bandi/:announcementId" element={<CallAnnouncement />} />
      <Route path="*" element={<NotFoundState backTo={callsBase(projectId)} backLabel="Torna alle richieste" />} />
    </Routes>
  );
}
