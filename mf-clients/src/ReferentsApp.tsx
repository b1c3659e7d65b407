import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { ReferentList } from './referents/ReferentList';
import { ReferentDetail } from './referents/ReferentDetail';
import { referentsBase } from './paths';

/**
 * Exposed `./ReferentsApp`: the Referenti pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/referenti/*`. Routes: the list (index) and the detail `:referentId`.
 */
export default function ReferentsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<ReferentList />} />
      <Route path=":referentId" element={<ReferentDetail />} />
      <Route path="*" element={<NotFoundState backTo={referentsBase(projectId)} backLabel="Torna ai referenti" />} />
    </Routes>
  );
}
