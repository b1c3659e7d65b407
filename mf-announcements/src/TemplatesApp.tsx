import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { TemplateList } from './templates/TemplateList';
import { TemplateDetail } from './templates/TemplateDetail';
import { templatesBase } from './paths';

/**
 * Exposed `./TemplatesApp`: announcement templates, mounted by the shell at `/template/*` and
 * `/ambiente/:projectId/template/*`. Routes: the list (index) and the detail `:templateId`.
 */
export default function TemplatesApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<TemplateList />} />
      <Route path=":templateId" element={<TemplateDetail />} />
      <Route path="*" element={<NotFoundState backTo={templatesBase(projectId)} backLabel="Torna ai template" />} />
    </Routes>
  );
}
