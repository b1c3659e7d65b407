import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { CallList } from './calls/CallList';
import { CallDetail } from './calls/CallDetail';
import { callsBase } from './paths';

/**
 * Exposed `./CallsApp`: the Richieste pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/richieste/*`. Routes: the list (index) and the detail `:callId`.
 */
export default function CallsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<CallList />} />
      <Route path=":callId" element={<CallDetail />} />
      <Route path="*" element={<NotFoundState backTo={callsBase(projectId)} backLabel="Torna alle richieste" />} />
    </Routes>
  );
}
