import '../styles/full';
import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { PageSkeleton, QueryProvider, useProjectStore, Box, Container, Group, Paper } from '@bandi/shared-ui';
import { Logo } from '../components/Logo';

/**
 * Layout of public pages (docs/screens.md#layouts): a plain header with the product logo and the page below, inside the
 * page's QueryClient (`QueryProvider`, docs/architecture.md#data-fetching).
 */
export function PublicLayout() {
  const setProject = useProjectStore((s) => s.setProject);
  useEffect(() => setProject(null), [setProject]);
  return (
    <Box mih="100vh" bg="gray.0">
      <Paper component="header" radius={0} shadow="xs" px="lg" py="sm">
        <Group>
          <Link to="/" aria-label="Portale Bandi">
            <Logo forceDefault />
          </Link>
        </Group>
      </Paper>
      <Container size="lg" py="xl" component="main">
        <QueryProvider>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </QueryProvider>
      </Container>
    </Box>
  );
}
