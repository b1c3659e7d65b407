import { useRef, useState, type ReactNode } from 'react';
import {
  IconAddressBook,
  IconBook,
  IconBuildingSkyscraper,
  IconCalendarStats,
  IconFileDescription,
  IconHome,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconListCheck,
  IconLogout,
  IconMail,
  IconPhoneCall,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  MANUAL_URL,
  profileRouteFor,
  SIDEBAR_ANIMATION_MS,
  SIDEBAR_SECTIONS,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  UserAvatar,
  useSession,
  visibleSections,
  type Project,
  type SidebarSection,
  ActionIcon,
  Anchor,
  Box,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@bandi/shared-ui';
import { GlobalSearch } from '../components/GlobalSearch';
import { NotificationsBell } from '../components/NotificationsBell';
import { Logo } from '../components/Logo';
import { ProjectSelector } from '../components/ProjectSelector';
import { logout } from '../session/auth';
import { PRIVACY_PATH } from '../routing/paths';

const SECTION_ICONS: Record<SidebarSection, ReactNode> = {
  giornata: <IconCalendarStats size={20} stroke={1.6} />,
  bandi: <IconFileDescription size={20} stroke={1.6} />,
  clienti: <IconBuildingSkyscraper size={20} stroke={1.6} />,
  referenti: <IconAddressBook size={20} stroke={1.6} />,
  richieste: <IconPhoneCall size={20} stroke={1.6} />,
  compiti: <IconListCheck size={20} stroke={1.6} />,
  newsletter: <IconMail size={20} stroke={1.6} />,
  impostazioni: <IconSettings size={20} stroke={1.6} />,
};

interface ItemProps {
  label: string;
  icon: ReactNode;
  expanded: boolean;
  active?: boolean;
  to?: string;
  href?: string;
  onClick?: () => void;
  testId?: string;
}

/**
 * The tooltip of a collapsed sidebar entry, mounted only while the entry is hovered or has the
 * focus (positioned on the wrapper with Tooltip's `target`). A Mantine Tooltip around every entry
 * ran its floating-position hooks on every render of the sidebar: 40-55 ms of the environment
 * home's load at 4x CPU slowdown on a phone-size screen, where the sidebar is always collapsed
 * (issue 12). The entries carry `aria-label`, so the tooltip adds nothing for a screen reader.
 */
function HoverTooltip({ label, children }: { label: string; children: ReactNode }) {
  const target = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <div
      ref={target}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children}
      {open ? <Tooltip label={label} position="right" withArrow opened target={target} /> : null}
    </div>
  );
}

/** One sidebar entry: icon + label when expanded, icon with a tooltip when collapsed. */
function SidebarItem({ label, icon, expanded, active = false, to, href, onClick, testId }: ItemProps) {
  const common = {
    label: expanded ? label : undefined,
    leftSection: icon,
    active,
    'aria-label': expanded ? undefined : label,
    'data-testid': testId,
    variant: 'light' as const,
    styles: {
      root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: expanded ? undefined : 'center', whiteSpace: 'nowrap' as const },
      section: expanded ? undefined : { marginInlineEnd: 0 },
      body: expanded ? undefined : { display: 'none' },
    },
  };
  let item: ReactNode;
  if (to) item = <NavLink {...common} component={Link} to={to} aria-current={active ? 'page' : undefined} />;
  else if (href) item = <NavLink {...common} component="a" href={href} target="_blank" rel="noopener noreferrer" />;
  else item = <NavLink {...common} component="button" type="button" onClick={onClick} />;
  return expanded ? item : <HoverTooltip label={label}>{item}</HoverTooltip>;
}

export interface SidebarProps {
  /** The environment shown, or null while it loads. */
  project: Project | null;
  projectId: string;
  expanded: boolean;
  /** Whether the toggle is offered (not on small screens, where the sidebar stays compact). */
  canToggle: boolean;
  onToggle: () => void;
}

/**
 * Sidebar of the environment pages (docs/screens.md#sidebar): logo, toggle (256/70 px, animated 300 ms),
 * "Torna alla Homepage" and environment selector for multi-environment users, the sections
 * the user may see and the environment has switched on, manual, profile block and logout.
 */
export function Sidebar({ project, projectId, expanded, canToggle, onToggle }: SidebarProps) {
  const user = useSession((s) => s.user);
  const setProjectActive = useSession((s) => s.setProjectActive);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user) return null;
  const base = `/ambiente/${projectId}`;
  const sections = project
    ? visibleSections(user.capabilities, project.modules, user.permissions, { newsletter: project.newsletter_enabled })
    : [];
  const multi = user.capabilities.canHaveMultipleProjects;
  const profilePath = profileRouteFor(user, projectId);
  const isActive = (section: SidebarSection) =>
    pathname.startsWith(`${base}/${section}`) || (section === 'bandi' && pathname.startsWith(`${base}/template`));
  const currentSection = SIDEBAR_SECTIONS.find((s) => isActive(s.section))?.section;

  return (
    <Box
      component="nav"
      aria-label="Menu dell'ambiente"
      data-testid="sidebar"
      data-expanded={expanded}
      w={expanded ? SIDEBAR_WIDTH_EXPANDED : SIDEBAR_WIDTH_COLLAPSED}
      style={{
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        transition: `width ${SIDEBAR_ANIMATION_MS}ms ease`,
        borderRight: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group justify={expanded ? 'space-between' : 'center'} wrap="nowrap" px="sm" py="md" gap={4} mih={64}>
        <Link to={multi ? '/' : user.initialRoute || base} aria-label="Portale Bandi - Home" style={{ display: 'flex', minWidth: 0 }}>
          <Logo project={project} compact={!expanded} />
        </Link>
        {canToggle && expanded && (
          <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-label="Comprimi menu" data-testid="sidebar-toggle">
            <IconLayoutSidebarLeftCollapse size={20} />
          </ActionIcon>
        )}
      </Group>
      {canToggle && !expanded && (
        <Group justify="center" pb="xs">
          <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-label="Espandi menu" data-testid="sidebar-toggle">
            <IconLayoutSidebarLeftExpand size={20} />
          </ActionIcon>
        </Group>
      )}

      {multi && (
        <Stack gap={6} px="sm" pb="sm">
          <SidebarItem
            label="Torna alla Homepage"
            icon={<IconHome size={20} stroke={1.6} />}
            expanded={expanded}
            to="/"
            testId="sidebar-home"
          />
          {expanded && project && (
            <ProjectSelector
              current={project}
              onSelect={(id) => {
                setProjectActive(id);
                void navigate(`/ambiente/${id}`, { state: { preferSection: currentSection } });
              }}
            />
          )}
        </Stack>
      )}
      {!multi && expanded && project ? (
        // a single-environment user sees which environment it works in
        <Text px="md" pb="sm" size="sm" fw={600} lineClamp={2} data-testid="sidebar-project-name">
          {project.name}
        </Text>
      ) : null}
      {project ? (
        <Box px="sm" pb="sm">
          {/* the bell beside the search (issue 37): in a row when expanded, below it when collapsed */}
          <Group gap={6} wrap={expanded ? 'nowrap' : 'wrap'} justify="center">
            <Box style={{ flex: expanded ? 1 : '1 1 100%', minWidth: 0 }}>
              <GlobalSearch projectId={projectId} expanded={expanded} />
            </Box>
            <NotificationsBell projectId={projectId} />
          </Group>
        </Box>
      ) : null}
      <Divider />

      <ScrollArea style={{ flex: 1 }} px="sm" py="sm" type="hover">
        <Stack gap={4}>
          {SIDEBAR_SECTIONS.filter((s) => sections.includes(s.section)).map((s) => (
            <SidebarItem
              key={s.section}
              label={s.label}
              icon={SECTION_ICONS[s.section]}
              expanded={expanded}
              to={`${base}/${s.section}`}
              active={isActive(s.section)}
              testId={`sidebar-${s.section}`}
            />
          ))}
        </Stack>
      </ScrollArea>

      <Divider />
      <Stack gap={4} px="sm" py="sm">
        <SidebarItem
          label="Manuale"
          icon={<IconBook size={20} stroke={1.6} />}
          expanded={expanded}
          href={MANUAL_URL}
          testId="sidebar-manuale"
        />
        {!user.isAdmin && (
          <SidebarItem
            label="Privacy e cookie"
            icon={<IconShieldLock size={20} stroke={1.6} />}
            expanded={expanded}
            to={PRIVACY_PATH}
            testId="sidebar-privacy"
          />
        )}
      </Stack>
      <Divider />
      <Box px="sm" py="sm">
        {expanded ? (
          <Group gap="sm" wrap="nowrap" data-testid="sidebar-profile">
            <UserAvatar name={user.name} surname={user.surname} src={user.logo} />
            <Box style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} truncate="end">
                {user.fullName || `${user.name} ${user.surname}`}
              </Text>
              <Anchor component={Link} to={profilePath} size="xs">
                Visualizza profilo
              </Anchor>
            </Box>
          </Group>
        ) : (
          <HoverTooltip label="Visualizza profilo">
            <UnstyledButton
              component={Link}
              to={profilePath}
              aria-label="Visualizza profilo"
              style={{ display: 'flex', justifyContent: 'center', width: '100%' }}
              data-testid="sidebar-profile"
            >
              <UserAvatar name={user.name} surname={user.surname} src={user.logo} />
            </UnstyledButton>
          </HoverTooltip>
        )}
        <Box mt="xs">
          <SidebarItem
            label="Logout"
            icon={<IconLogout size={20} stroke={1.6} />}
            expanded={expanded}
            onClick={() => {
              void logout().then(() => navigate('/accedi', { replace: true }));
            }}
            testId="sidebar-logout"
          />
        </Box>
      </Box>
    </Box>
  );
}
