import { useParams } from 'react-router-dom';
import { EMPTY_VALUE, ListPage, pageFetcher, usePagedList, type ListColumn } from '@bandi/shared-ui';
import { placeLabel } from '../format';
import { clientsBase, projectCollection } from '../paths';
import type { ClientListItem } from '../types';

const columns: ListColumn<ClientListItem>[] = [
  { key: 'business_name', header: 'Ragione sociale', link: true, render: (c) => c.business_name },
  { key: 'vat_number', header: 'Partita IVA', render: (c) => c.vat_number || EMPTY_VALUE },
  { key: 'fiscal_code', header: 'Codice fiscale', render: (c) => c.fiscal_code || EMPTY_VALUE },
  { key: 'legal_form', header: 'Forma giuridica', render: (c) => c.legal_form || EMPTY_VALUE },
  { key: 'place', header: 'Comune / Provincia', render: (c) => placeLabel(c.city, c.province) },
  { key: 'email', header: 'Email', render: (c) => c.email || EMPTY_VALUE },
  { key: 'phone', header: 'Telefono', render: (c) => c.phone || EMPTY_VALUE },
];

/** The client list of an environment: GET /api/projects/{projectId}/clients. */
export function ClientList() {
  const { projectId } = useParams();
  const base = clientsBase(projectId);
  const list = usePagedList(pageFetcher<ClientListItem>(projectCollection(projectId, 'clients')), [projectId]);
  return (
    <ListPage
      testId="list-clients"
      title="Clienti"
      breadcrumbs={[{ label: 'Clienti' }]}
      list={list}
      columns={columns}
      rowHref={(c) => `${base}/${c.id}`}
      minWidth={1100}
    />
  );
}
