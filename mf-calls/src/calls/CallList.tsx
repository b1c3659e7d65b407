import { Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EMPTY_VALUE, ListPage, formatDate, pageFetcher, usePagedList, type ListColumn } from '@bandi/shared-ui';
import { CallStatusBadge, CallTypeBadge, counterpartLabel } from '../labels';
import { callsBase, callsCollection } from '../paths';
import type { CallListItem } from '../types';

const columns: ListColumn<CallListItem>[] = [
  { key: 'call_date', header: 'Data', link: true, width: 120, render: (c) => formatDate(c.call_date) },
  { key: 'type', header: 'Tipo', render: (c) => <CallTypeBadge type={c.type} /> },
  { key: 'counterpart', header: 'Cliente / Azienda', render: (c) => counterpartLabel(c) },
  { key: 'referent', header: 'Referente', render: (c) => c.referent_name || EMPTY_VALUE },
  { key: 'status', header: 'Stato', render: (c) => <CallStatusBadge status={c.status} /> },
  {
    key: 'note',
    header: 'Note',
    render: (c) =>
      c.note ? (
        <Text size="sm" lineClamp={2} maw={360} title={c.note}>
          {c.note}
        </Text>
      ) : (
        EMPTY_VALUE
      ),
  },
];

/** The call list of an environment: GET /api/projects/{projectId}/calls. */
export function CallList() {
  const { projectId } = useParams();
  const base = callsBase(projectId);
  const list = usePagedList(pageFetcher<CallListItem>(callsCollection(projectId)), [projectId]);
  return (
    <ListPage
      testId="list-calls"
      title="Richieste"
      breadcrumbs={[{ label: 'Richieste' }]}
      list={list}
      columns={columns}
      rowHref={(c) => `${base}/${c.id}`}
      rowLabel={(c) => `Richiesta del ${formatDate(c.call_date)} - ${counterpartLabel(c)}`}
      minWidth={960}
    />
  );
}
