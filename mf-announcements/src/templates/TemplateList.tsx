import { useNavigate, useParams } from 'react-router-dom';
import { EMPTY_VALUE, ListPage, formatDate, usePagedList, type ListColumn, Button } from '@bandi/shared-ui';
import { FundingBadges, ScopeBadge } from '../labels';
import { templatesBase } from '../paths';
import { templatesFetcher } from '../api';
import type { TemplateListItem } from '../types';

const columns: ListColumn<TemplateListItem>[] = [
  { key: 'name', header: 'Nome', link: true, render: (t) => t.name },
  { key: 'supplying_authority', header: 'Ente concedente', render: (t) => t.supplying_authority || EMPTY_VALUE },
  { key: 'scope', header: 'Ambito', render: (t) => <ScopeBadge scope={t.scope} /> },
  { key: 'funding', header: 'Forma', render: (t) => <FundingBadges announcement={t} /> },
  { key: 'updated_at', header: 'Ultima modifica', render: (t) => formatDate(t.updated_at) },
];

/** The template list: GET /api/templates or GET /api/projects/{projectId}/templates. */
export function TemplateList() {
  const { projectId } = useParams();
  const base = templatesBase(projectId);
  const list = usePagedList(templatesFetcher(projectId), [projectId]);
  const navigate = useNavigate();
  return (
    <ListPage
      testId="list-templates"
      title="Template"
      breadcrumbs={[{ label: 'Template' }]}
      list={list}
      columns={columns}
      rowHref={(t) => `${base}/${t.id}`}
      emptyTitle="Nessun risultato"
      emptyDescription={list.search.trim() ? 'Prova a cercare con altre parole.' : 'Non ci sono ancora template di bando.'}
      minWidth={860}
      actions={
        <Button onClick={() => navigate(`${base}/crea`)} data-testid="new-template">
          Nuovo template
        </Button>
      }
    />
  );
}
