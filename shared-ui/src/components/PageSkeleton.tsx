import { Card, Group, Skeleton, Stack } from '@mantine/core';

export interface PageSkeletonProps {
  /** Number of text rows under the title (default 6). */
  rows?: number;
  /** Hides the title bar. */
  withoutTitle?: boolean;
}

/** Placeholder of a page while it or its data loads (Mantine `Skeleton`, docs/screens.md#shared-widgets). */
export function PageSkeleton({ rows = 6, withoutTitle = false }: PageSkeletonProps) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Caricamento in corso" data-testid="page-skeleton">
      {!withoutTitle && <Skeleton height={28} width="40%" radius="sm" />}
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} radius="sm" />
      ))}
    </Stack>
  );
}

export interface CardSkeletonProps {
  /** Height of the card in px (default 150). */
  height?: number;
}

/** Placeholder of one card (e.g. an environment card of the home while loading, docs/screens.md#home-environments). */
export function CardSkeleton({ height = 150 }: CardSkeletonProps) {
  return (
    <Card withBorder padding="lg" h={height} data-testid="card-skeleton" aria-hidden="true">
      <Stack gap="sm">
        <Group gap="sm">
          <Skeleton height={32} circle />
          <Skeleton height={18} width="60%" radius="sm" />
        </Group>
        <Skeleton height={12} width="40%" radius="sm" />
        <Group gap={4} mt="sm">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={30} circle />
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
