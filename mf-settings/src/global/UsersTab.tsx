import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import {
  ListPage,
  USER_TYPE_LABELS,
  joinParts,
  usePagedList,
  useUrlFilters,
  type ListColumn,
  type UserType,
  Button,
  Group,
  Select,
  Stack,
} from '@bandi/shared-ui';
import { useProjectOptions } from './projectOptions';
import { ActiveBadge, useAction } from '../common';
import type { AdminUser } from '../types';
import { UserFormModal } from './UserFormModal';
import { mfaReset, usersActivate, usersDeactivate, usersList } from '@bandi/api-client';

type UserFilters = { type: string | null; project_id: string | null; status: string | null };
const USER_FILTERS: UserFilters = { type: null, project_id: null, status: null };

/**
 * Tab utenti (administrator): every user across environments (GET /api/users) with filters by
 * role, environment and status; create (invitation e-mail), edit, deactivate/reactivate (a
 * deactivated user cannot log in and its sessions end).
 */
export function UsersTab() {
  // the filters live in the address (`?tab=utenti&type=referent`), next to page and search
  const [{ type, project_id: projectId, status }, setFilters] = useUrlFilters<UserFilters>(USER_FILTERS);
  const setType = (v: string | null) => setFilters({ type: v });
  const setProjectId = (v: string | null) => setFilters({ project_id: v });
  const setStatus = (v: string | null) => setFilters({ status: v });
  const projects = useProjectOptions();
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const { busy, run } = useAction();
  const list = usePagedList<AdminUser>(
    async (q) =>
      (
        await usersList(
          {
            skip: q.skip,
            take: q.take,
            search: q.search || undefined,
            type: (type ?? undefined) as UserType | undefined,
            project_id: projectId ? Number(projectId) : undefined,
            status: (status ?? undefined) as AdminUser['status'] | undefined,
          },
          { signal: q.signal },
        )
      ).data,
    [type, projectId, status],
  );
  const columns: ListColumn<AdminUser>[] = [
    { key: 'name', header: 'Nome', render: (u) => joinParts([u.name, u.surname]) },
    { key: 'email', header: 'Email', render: (u) => u.email },
    { key: 'type', header: 'Ruolo', render: (u) => USER_TYPE_LABELS[u.type] ?? u.type },
    {
      key: 'projects',
      header: 'Ambienti',
      render: (u) => (u.type === 'administrator' ? 'Tutti' : u.projects.map((p) => p.name).join(', ') || '—'),
    },
    { key: 'status', header: 'Stato', render: (u) => <ActiveBadge active={u.status === 'active'} /> },
    {
      key: 'actions',
      header: '',
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setEditing(u)} data-testid={`user-edit-${u.id}`}>
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
                () => (u.status === 'active' ? usersDeactivate(u.id) : usersActivate(u.id)),
                u.status === 'active' ? 'Utente disattivato' : 'Utente riattivato',
              ).then(list.reload)
            }
            data-testid={`user-status-${u.id}`}
          >
            {u.status === 'active' ? 'Disattiva' : 'Riattiva'}
          </Button>
          {u.mfa_enabled && (
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              loading={busy === `mfa-${u.id}`}
              title="Per chi ha perso il telefono: toglie la verifica in due passaggi e chiude le sue sessioni"
              onClick={() => void run(`mfa-${u.id}`, () => mfaReset(u.id), 'Verifica in due passaggi azzerata').then(list.reload)}
              data-testid={`user-mfa-reset-${u.id}`}
            >
              Azzera 2FA
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm" data-testid="users-filters">
        <Select
          label="Ruolo"
          placeholder="Tutti"
          clearable
          w={220}
          data={Object.entries(USER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          value={type}
          onChange={setType}
          data-testid="users-filter-type"
        />
        <Select
          label="Ambiente"
          placeholder="Tutti"
          clearable
          searchable
          w={220}
          data={projects}
          value={projectId}
          onChange={setProjectId}
          data-testid="users-filter-project"
        />
        <Select
          label="Stato"
          placeholder="Tutti"
          clearable
          w={160}
          data={[
            { value: 'active', label: 'Attivo' },
            { value: 'inactive', label: 'Non attivo' },
          ]}
          value={status}
          onChange={setStatus}
          data-testid="users-filter-status"
        />
      </Group>
      <ListPage
        testId="list-users"
        title="Utenti"
        list={list}
        columns={columns}
        minWidth={900}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="user-create">
            Nuovo utente
          </Button>
        }
      />
      <UserFormModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        user={editing}
        endpoint="users"
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </Stack>
  );
}
