import '../styles/full';
import { Suspense, useEffect } from 'react';
import { IconBook, IconCalendarStats } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  can,
  MANUAL_URL,
  PageSkeleton,
  useProjectStore,
  useSession,
  type User,
  Anchor,
  AppShell,
  Container,
  Group,
  ScrollArea,
  Tabs,
  Text,
  useMediaQuery,
  QueryProvider,
} from '@bandi/shared-ui';
import { Logo } from '../components/Logo';
import { ProfileMenu } from '../components/ProfileMenu';
import { ActiveAlertBanner } from '../components/ActiveAlertBanner';

/** A tab of the admin header. */
interface HeaderTab {
  value: string;
  label: string;
  /** Path prefixes under which the tab is the active one. */
  prefixes: string[];
}

/** Tabs of the admin header a user sees (docs/screens.md#admin-header, docs/roles.md#capabilities): Ambienti (admin only), Bandi, Impostazioni. */
export function adminTabsFor(user: User): HeaderTab[] {
  const tabs: HeaderTab[] = [];
  if (user.isAdmin) tabs.push({ value: '/', label: 'Ambienti', prefixes: ['/ambiente/crea'] });
  if (user.capabilities.canSeeGlobalAnnouncements) tabs.push({ value: '/bandi', label: 'Bandi', prefixes: ['/bandi', '/template'] });
  if (user.capabilities.canSeeGlobalSettings) tabs.push({ value: '/impostazioni', label: 'Impostazioni', prefixes: ['/impostazioni'] });
  return tabs;
}

/**
 * Id of the header's Tabs: the active tab's panel is the routed page (`AdminLayout` wraps it in the
 * `tabpanel` Mantine's `aria-controls` names, `${TABS_ID}-panel-${value}`; WCAG 4.1.2, axe-core
 * aria-valid-attr-value).
 */
const TABS_ID = 'sezioni';

function activeTab(tabs: HeaderTab[], pathname: string): string | null {
  const found = tabs.find((t) => pathname === t.value || t.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
  return found ? found.value : null;
}

/** Header of the admin area (docs/screens.md#admin-header): logo, tabs per permission, manual link, profile menu. */
export function AdminHeader() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const small = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (!user) return null;
  const tabs = adminTabsFor(user);
  const homeLink = user.capabilities.canHaveMultipleProjects ? '/' : user.initialRoute || '/';
  // "La mia giornata" of the first environment (issue 37): a link, not a tab, since it opens an environment page
  const firstProject = user.projects[0]?.id;
  const myDay = can(user, 'home.read') && firstProject !== undefined ? `/ambiente/${firstProject}/giornata` : null;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap={small ? 'xs' : 'lg'} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Link to={homeLink} aria-label="Portale Bandi - Home" style={{ display: 'flex' }}>
          {small ? <Logo compact width={32} /> : <Logo forceDefault />}
        </Link>
        {myDay ? (
          <Anchor
            component={Link}
            to={myDay}
            size="sm"
            fw={500}
            aria-label="La mia giornata"
            data-testid="admin-my-day"
            style={{ whiteSpace: 'nowrap' }}
          >
            <Group gap={4} wrap="nowrap">
              <IconCalendarStats size={16} />
              <Text span inherit visibleFrom="sm">
                La mia giornata
              </Text>
            </Group>
          </Anchor>
        ) : null}
        {tabs.length > 0 && (
          <ScrollArea type="never" style={{ minWidth: 0 }}>
            <Tabs
              id={TABS_ID}
              value={activeTab(tabs, pathname)}
              onChange={(value) => {
                if (value) void navigate(value);
              }}
              variant="default"
              aria-label="Sezioni"
            >
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {tabs.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value} data-testid={`admin-tab-${tab.label.toLowerCase()}`}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </ScrollArea>
        )}
      </Group>
      <Group gap="md" wrap="nowrap">
        <Anchor
          href={MANUAL_URL}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="dimmed"
          aria-label="Manuale"
          data-testid="admin-manual"
        >
          <Group gap={4} wrap="nowrap">
            <IconBook size={16} />
            <Text span inherit visibleFrom="sm">
              Manuale
            </Text>
          </Group>
        </Anchor>
        <ProfileMenu />
      </Group>
    </Group>
  );
}

/**
 * Layout of the admin pages (docs/screens.md#admin-pages, docs/screens.md#layouts): admin header, product primary theme, page below,
 * inside the page's QueryClient (`QueryProvider`, docs/architecture.md#data-fetching).
 */
export function AdminLayout() {
  const setProject = useProjectStore((s) => s.setProject);
  useEffect(() => setProject(null), [setProject]);
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const active = user ? activeTab(adminTabsFor(user), pathname) : null;
  const panel = active ? { role: 'tabpanel', id: `${TABS_ID}-panel-${active}`, 'aria-labelledby': `${TABS_ID}-tab-${active}` } : {};
  return (
    <QueryProvider>
      <AppShell header={{ height: 64 }} padding="md">
        <AppShell.Header>
          <AdminHeader />
        </AppShell.Header>
        <AppShell.Main bg="gray.0">
          <Container size="xl" py="md" {...panel}>
            <ActiveAlertBanner />
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </Container>
        </AppShell.Main>
      </AppShell>
    </QueryProvider>
  );
}
