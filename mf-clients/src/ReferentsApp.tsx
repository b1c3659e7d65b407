import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { ReferentList } from './referents/ReferentList';
import { ReferentDetail } from './referents/ReferentDetail';
import { ReferentForm } from './referents/ReferentForm';
import { referentsBase } from './paths';

/**
 * Exposed `./ReferentsApp`: the Referenti pages of an environment, mounted by the shell at
 * `/ambiente/:projectId/referenti/*`. Routes: the list (index), `crea`, the detail `:referentId` and `:referentId/modifica`.
 */
export default function ReferentsApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<ReferentList />} />
      <Route path="crea" element={<ReferentForm mode="create" />} />
      <Route path=":referentId" element={<ReferentDetail />} />
      <Route path=":referentId/modifica" element={<ReferentForm mode="edit" />} />
      <Route path="*" element={<NotFoundState backTo={referentsBase(projectId)} backLabel="Torna ai referenti" />} />
    </Routes>
  );
}
