import '../styles/full';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import {
  AlertBox,
  errorMessage,
  FORBIDDEN_PATH,
  PageSkeleton,
  QueryProvider,
  useProjectStore,
  useSession,
  Box,
  Button,
  Group,
  useMediaQuery,
} from '@bandi/shared-ui';
import { Sidebar } from './Sidebar';
import { ActiveAlertBanner } from '../components/ActiveAlertBanner';
import { NotFoundPage } from '../pages/NotFoundPage';
import { projectsGet } from '@bandi/api-client';

/** True for a positive integer id from the address. */
export function isPositiveId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d*$/.test(value);
}

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'not-found' } | { status: 'error'; message: string };

/**
 * Layout of the environment pages (docs/screens.md#layouts, docs/screens.md#sidebar): loads the environment
 * (`GET /api/projects/{projectId}`), publishes it in `useProjectStore` (so its colour theme
 * becomes Mantine's primary colour and the remotes can read it), marks it as the active project,
 * and reloads it when a remote calls `useProjectStore.getState().reload()`.
 * An environment that does not exist shows the not-found page. The sidebar and the pages render inside
 * the page's QueryClient (`QueryProvider`, docs/architecture.md#data-fetching).
 */
export function SidebarLayout() {
  const { projectId } = useParams();
  // a ref: in declarative routing `navigate` changes with every address, and the environment must
  // not be fetched again on each move between its sections
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  useEffect(() => {
    navigate.current = navigateNow;
  }, [navigateNow]);
  const project = useProjectStore((s) => s.project);
  const refreshKey = useProjectStore((s) => s.refreshKey);
  const setProject = useProjectStore((s) => s.setProject);
  const reload = useProjectStore((s) => s.reload);
  const setProjectActive = useSession((s) => s.setProjectActive);
  const expandedPref = useSession((s) => s.is_sidebar_expanded);
  const setSidebarExpanded = useSession((s) => s.setSidebarExpanded);
  const small = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const valid = isPositiveId(projectId);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    const current = useProjectStore.getState().project;
    // Keep showing the environment while it is reloaded; show the skeleton when switching.
    if (!current || String(current.id) !== projectId) setLoad({ status: 'loading' });
    projectsGet(Number(projectId), { skipGlobalErrorHandling: true })
      .then((response) => {
        if (cancelled) return;
        // React renders these store updates at once, in one task (external stores cannot be
        // rendered in slices), so they only reach the sidebar and the theme; the page itself waits
        // for `ready`, set as a transition and rendered in slices (issue 12: the environment
        // home's first page was one long task when the environment arrived)
        setProject(response.data);
        setProjectActive(response.data.id);
        startTransition(() => setLoad({ status: 'ready' }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const status = isAxiosError(error) ? error.response?.status : undefined;
        if (status === 404) setLoad({ status: 'not-found' });
        else if (status === 403) void navigate.current(FORBIDDEN_PATH, { replace: true });
        else if (status !== 401) setLoad({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [projectId, refreshKey, valid, setProject, setProjectActive]);

  // Leaving the environment pages: back to the product theme.
  useEffect(() => () => setProject(null), [setProject]);

  const toggle = useCallback(() => setSidebarExpanded(!expandedPref), [expandedPref, setSidebarExpanded]);

  if (!valid || load.status === 'not-found') return <NotFoundPage />;

  const shown = project && String(project.id) === projectId ? project : null;
  const expanded = small ? false : expandedPref;

  return (
    <QueryProvider>
      <Box style={{ display: 'flex', minHeight: '100vh' }} bg="gray.0">
        <Sidebar project={shown} projectId={projectId} expanded={expanded} canToggle={!small} onToggle={toggle} />
        <Box component="main" style={{ flex: 1, minWidth: 0 }} p={{ base: 'sm', sm: 'lg' }}>
          <ActiveAlertBanner />
          {load.status === 'error' && !shown ? (
            <Box maw={640}>
              <AlertBox title="Ambiente non disponibile" message={load.message} />
              <Group mt="md">
                <Button onClick={reload}>Riprova</Button>
              </Group>
            </Box>
          ) : shown && load.status !== 'loading' ? (
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          ) : (
            <PageSkeleton />
          )}
        </Box>
      </Box>
    </QueryProvider>
  );
}
