import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState, RequirePermission } from '@bandi/shared-ui';
import { TemplateList } from './templates/TemplateList';
import { TemplateDetail } from './templates/TemplateDetail';
import { TemplateEdit } from './templates/TemplateEdit';
import { templatesBase } from './paths';

/**
 * Exposed `./TemplatesApp`: announcement templates, mounted by the shell at `/template/*` and
 * `/ambiente/:projectId/template/*`. Routes: the list (index), `crea`, the detail `:templateId` and `:templateId/modifica`.
 */
export default function TemplatesApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<TemplateList />} />
      <Route
        path="crea"
        element={
          <RequirePermission
            permission={projectId ? 'templates.local.manage' : 'templates.global.manage'}
            reason="Il tuo ruolo non può creare template in quest'area."
          >
            <TemplateEdit create />
          </RequirePermission>
        }
      />
      <Route path=":templateId" element={<TemplateDetail />} />
      <Route path=":templateId/modifica" element={<TemplateEdit />} />
      <Route path="*" element={<NotFoundState backTo={templatesBase(projectId)} backLabel="Torna ai template" />} />
    </Routes>
  );
}
