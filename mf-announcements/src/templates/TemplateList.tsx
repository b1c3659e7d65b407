import { isAxiosError } from 'axios';
import { Button } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPTY_VALUE, ListPage, formatDate, pageFetcher, usePagedList, type ListColumn, type PageFetcher } from '@bandi/shared-ui';
import { FundingBadges, ScopeBadge } from '../labels';
import { collectionPath, templatesBase } from '../paths';
import type { Template } from '../types';

const columns: ListColumn<Template>[] = [
  { key: 'name', header: 'Nome', link: true, render: (t) => t.name },
  { key: 'supplying_authority', header: 'Ente concedente', render: (t) => t.supplying_authority || EMPTY_VALUE },
  { key: 'scope', header: 'Ambito', render: (t) => <ScopeBadge scope={t.scope} /> },
  { key: 'funding', header: 'Forma', render: (t) => <FundingBadges announcement={t} /> },
  { key: 'updated_at', header: 'Ultima modifica', render: (t) => formatDate(t.updated_at ?? t.created_at) },
];

/**
 * Fetches templates; a 404 of the collection (endpoint not available yet) reads as an empty list,
 * so the page shows its empty state instead of leaving for the not-found screen.
 */
function templatesFetcher(projectId: string | undefined): PageFetcher<Template> {
  const fetchPage = pageFetcher<Template>(collectionPath('templates', projectId), { skipGlobalErrorHandling: true });
  return async (query) => {
    try {
      return await fetchPage(query);
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 404) return { data: [], total: 0 };
      throw error;
    }
  };
}

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
