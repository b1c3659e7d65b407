import { useState } from 'react';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import {
  EMPTY_VALUE,
  EMAIL_RE,
  MESSAGES,
  USER_TYPE_LABELS,
  UserAvatar,
  personName,
  useSession,
  type UserType,
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@bandi/shared-ui';
import { ActiveBadge, useAction } from '../common';
import type { ProjectUser } from '../types';
import { projectUsersAdd, projectUsersInvite, projectUsersRemove } from '@bandi/api-client';

/** Roles an environment invitation may carry: a local administrator cannot create administrators or global experts. */
function invitableTypes(isAdmin: boolean): UserType[] {
  return isAdmin
    ? ['local-administrator', 'client-manager', 'local-expert-announcement', 'expert-announcement']
    : ['local-administrator', 'client-manager', 'local-expert-announcement'];
}

/**
 * Card "Utenti e accessi": the members of the environment with their role and status; add an
 * existing user by e-mail (POST /api/projects/{id}/users), invite a new one with a role
 * (POST .../users/invite, an e-mail with a temporary password), remove (DELETE .../users/{userId}).
 * Only administrators and global experts may be in several environments (the API says so).
 */
export function UsersCard({ projectId, users, onChanged }: { projectId: string; users: ProjectUser[]; onChanged: () => void }) {
  const me = useSession((s) => s.user);
  const isAdmin = Boolean(me?.isAdmin);
  const { busy, run } = useAction();
  const [mode, setMode] = useState<'add' | 'invite' | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [type, setType] = useState<UserType>('client-manager');
  const path = { projectId };
  const emailOk = EMAIL_RE.test(email.trim());
  const close = () => {
    setMode(null);
    setEmail('');
    setName('');
    setSurname('');
  };
  const submit = () =>
    void run(
      'submit',
      () =>
        mode === 'add'
          ? projectUsersAdd(Number(path.projectId), { email: email.trim() })
          : projectUsersInvite(Number(path.projectId), { name, surname, email: email.trim(), type }),
      mode === 'add' ? 'Utente aggiunto' : 'Invito inviato',
    ).then((ok) => {
      if (ok) {
        close();
        onChanged();
      }
    });

  return (
    <Card withBorder padding="lg" radius="md" data-testid="settings-project-users">
      <Group justify="space-between" mb="md">
        <Title order={4}>Utenti e accessi</Title>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setMode('add')} data-testid="project-user-add">
            Aggiungi esistente
          </Button>
          <Button size="xs" leftSection={<IconUserPlus size={14} />} onClick={() => setMode('invite')} data-testid="project-user-invite">
            Invita
          </Button>
        </Group>
      </Group>
      {users.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessun utente in questo ambiente.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Ruolo</Table.Th>
                <Table.Th>Stato</Table.Th>
                <Table.Th w={50} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id} data-testid={`project-user-${u.id}`}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar name={u.name} surname={u.surname} src={u.logo ?? null} size="sm" />
                      <Stack gap={0}>
                        <Text size="sm">{personName(u.name, u.surname) || EMPTY_VALUE}</Text>
                        {u.email ? (
                          <Text size="xs" c="dimmed">
                            {u.email}
                          </Text>
                        ) : null}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>{USER_TYPE_LABELS[u.type] ?? u.type}</Table.Td>
                  <Table.Td>{u.status ? <ActiveBadge active={u.status === 'active'} /> : EMPTY_VALUE}</Table.Td>
                  <Table.Td>
                    {u.id !== me?.id && (isAdmin || u.type !== 'expert-announcement') ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Rimuovi ${personName(u.name, u.surname)}`}
                        loading={busy === `rm-${u.id}`}
                        onClick={() =>
                          void run(`rm-${u.id}`, () => projectUsersRemove(Number(projectId), u.id), 'Utente rimosso').then(
                            (ok) => ok && onChanged(),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={mode !== null} onClose={close} title={mode === 'add' ? 'Aggiungi un utente esistente' : 'Invita un nuovo utente'}>
        <Stack gap="sm">
          {mode === 'invite' ? (
            <Group grow>
              <TextInput label="Nome" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="invite-name" />
              <TextInput
                label="Cognome"
                required
                value={surname}
                onChange={(e) => setSurname(e.currentTarget.value)}
                data-testid="invite-surname"
              />
            </Group>
          ) : null}
          <TextInput
            label="Email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={email && !emailOk ? MESSAGES.email : undefined}
            data-testid="invite-email"
          />
          {mode === 'invite' ? (
            <Select
              label="Ruolo"
              allowDeselect={false}
              data={invitableTypes(isAdmin).map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))}
              value={type}
              onChange={(t) => t && setType(t as UserType)}
              data-testid="invite-type"
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button
              disabled={!emailOk || (mode === 'invite' && (!name.trim() || !surname.trim()))}
              loading={busy === 'submit'}
              onClick={submit}
              data-testid="invite-submit"
            >
              {mode === 'add' ? 'Aggiungi' : 'Invia invito'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
