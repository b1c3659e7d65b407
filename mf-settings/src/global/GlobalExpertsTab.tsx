import { Badge } from '@mantine/core';
import { EMPTY_VALUE, ListPage, formatBoolean, joinParts, pageFetcher, usePagedList, type ListColumn, type User } from '@bandi/shared-ui';

const columns: ListColumn<User>[] = [
  { key: 'name', header: 'Nome', render: (u) => u.fullName || joinParts([u.name, u.surname]) },
  { key: 'email', header: 'Email', render: (u) => u.email || EMPTY_VALUE },
  {
    key: 'can_edit_global_setting',
    header: 'Può modificare impostazioni globali',
    render: (u) => (
      <Badge variant="light" color={u.can_edit_global_setting ? 'green' : 'gray'}>
        {formatBoolean(u.can_edit_global_setting)}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: 'Stato',
    render: (u) =>
      u.status ? (
        <Badge variant="dot" color={u.status === 'active' ? 'green' : 'gray'}>
          {u.status === 'active' ? 'Attivo' : 'Non attivo'}
        </Badge>
      ) : (
        EMPTY_VALUE
      ),
  },
];

/** Tab esperti-bandi-globali: the global announcement experts, GET /api/settings/global-experts. */
export function GlobalExpertsTab() {
  const list = usePagedList(pageFetcher<User>('settings/global-experts'), []);
  return <ListPage testId="list-settings" title="Esperti bandi globali" list={list} columns={columns} minWidth={720} />;
}
