import { Badge, Group, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EMPTY_VALUE, ListPage, pageFetcher, usePagedList, type ListColumn } from '@bandi/shared-ui';
import { FundingBadges, ScopeBadge, StateBadge, deadlineLabel } from '../labels';
import { announcementsBase, collectionPath } from '../paths';
import type { AnnouncementListItem } from '../types';

const columns: ListColumn<AnnouncementListItem>[] = [
  {
    key: 'name',
    header: 'Nome',
    link: true,
    render: (a) => (
      <Group gap={6} wrap="nowrap">
        <span>{a.name}</span>
        {a.status === 'draft' ? (
          <Badge size="xs" color="gray" variant="outline">
            Bozza
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'supplying_authority', header: 'Ente concedente', render: (a) => a.supplying_authority || EMPTY_VALUE },
  {
    key: 'end_date',
    header: 'Scadenza',
    render: (a) => <Text size="sm" c={a.end_date ? undefined : 'dimmed'}>{deadlineLabel(a.end_date)}</Text>,
  },
  { key: 'state', header: 'Stato', render: (a) => <StateBadge state={a.state} /> },
  { key: 'scope', header: 'Ambito', render: (a) => <ScopeBadge scope={a.scope} /> },
  { key: 'funding', header: 'Forma', render: (a) => <FundingBadges announcement={a} /> },
];

/**
 * The announcement list: GET /api/announcements (global area) or
 * GET /api/projects/{projectId}/announcements (global + this environment's local ones).
 */
export function AnnouncementList() {
  const { projectId } = useParams();
  const base = announcementsBase(projectId);
  const list = usePagedList(pageFetcher<AnnouncementListItem>(collectionPath('announcements', projectId)), [projectId]);
  return (
    <ListPage
      testId="list-announcements"
      title="Bandi"
      breadcrumbs={[{ label: 'Bandi' }]}
      list={list}
      columns={columns}
      rowHref={(a) => `${base}/${a.id}`}
      searchPlaceholder="Cerca…"
      minWidth={960}
    />
  );
}
