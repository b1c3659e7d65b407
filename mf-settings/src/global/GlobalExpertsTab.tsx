import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { ListPage, formatBoolean, joinParts, listFetcher, usePagedList, type ListColumn, Badge, Button, Group } from '@bandi/shared-ui';
import { ActiveBadge, useAction } from '../common';
import type { AdminUser } from '../types';
import { UserFormModal } from './UserFormModal';
import { settingsActivateGlobalExpert, settingsDeactivateGlobalExpert, settingsGlobalExperts } from '@bandi/api-client';

/**
 * Tab esperti-bandi-globali: the global announcement experts (GET /api/settings/global-experts)
 * with create (invitation e-mail), edit (including can_edit_global_setting), deactivate/activate.
 */
export function GlobalExpertsTab() {
  const list = usePagedList(listFetcher(settingsGlobalExperts), []);
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const { busy, run } = useAction();
  const columns: ListColumn<AdminUser>[] = [
    { key: 'name', header: 'Nome', render: (u) => joinParts([u.name, u.surname]) },
    { key: 'email', header: 'Email', render: (u) => u.email },
    {
      key: 'can_edit_global_setting',
      header: 'Può modificare impostazioni globali',
      render: (u) => (
        <Badge variant="light" color={u.can_edit_global_setting ? 'green' : 'gray'}>
          {formatBoolean(u.can_edit_global_setting)}
        </Badge>
      ),
    },
    { key: 'status', header: 'Stato', render: (u) => <ActiveBadge active={u.status === 'active'} /> },
    {
      key: 'actions',
      header: '',
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setEditing(u)} data-testid={`expert-edit-${u.id}`}>
            Modifica
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color={u.status === 'active' ? 'red' : 'green'}
            loading={busy === `status-${u.id}`}
            onClick={() =>
              void run(
                `status-${u.id}`,
                () => (u.status === 'active' ? settingsDeactivateGlobalExpert(u.id) : settingsActivateGlobalExpert(u.id)),
                u.status === 'active' ? 'Esperto disattivato' : 'Esperto riattivato',
              ).then(list.reload)
            }
            data-testid={`expert-status-${u.id}`}
          >
            {u.status === 'active' ? 'Disattiva' : 'Riattiva'}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <ListPage
        testId="list-settings"
        title="Esperti bandi globali"
        list={list}
        columns={columns}
        minWidth={820}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="expert-create">
            Nuovo esperto
          </Button>
        }
      />
      <UserFormModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        user={editing}
        fixedType="expert-announcement"
        endpoint="settings/global-experts"
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </>
  );
}
