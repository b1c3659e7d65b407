import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { profileRouteFor, UserAvatar, useSession, Group, Menu, Text, UnstyledButton } from '@bandi/shared-ui';
import { logout } from '../session/auth';

/** Profile menu of the admin header (docs/screens.md#admin-header): "Visualizza profilo" and "Logout". */
export function ProfileMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="Menu del profilo" data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={user.name} surname={user.surname} src={user.logo} size="md" />
            <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1} maw={160}>
              {user.fullName || `${user.name} ${user.surname}`}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate(profileRouteFor(user))}>
          Visualizza profilo
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            void logout().then(() => navigate('/accedi', { replace: true }));
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
