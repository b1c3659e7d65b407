import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { MANUAL_URL, PageSkeleton, Anchor, Box, Center, Group, Paper, Stack, Text } from '@bandi/shared-ui/core';
import { Logo } from '../components/Logo';

/** Layout of login and forgot password (docs/screens.md#layouts "auth layout"): a centred card on a soft background. */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="gray.0" py="xl" px="md">
      <Center mih="calc(100vh - 4rem)">
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo forceDefault size="medium" />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Suspense fallback={<PageSkeleton rows={4} />}>
              <Outlet />
            </Suspense>
          </Paper>
          <Group justify="center" gap="xs">
            <Text size="xs" c="dimmed">
              Portale Bandi · finanza agevolata
            </Text>
            <Text size="xs" c="dimmed">
              ·
            </Text>
            <Anchor href={MANUAL_URL} target="_blank" rel="noopener noreferrer" size="xs">
              Manuale
            </Anchor>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
